import Foundation
import OpenChartsViews

/// Groups content into one unit, as Swift Charts' `Plot`: the marks inside form one
/// series (a line through all of them) and one accessibility element.
public struct Plot<Content: ChartContent>: ChartContent {
    let content: Content

    /// Groups the marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect(into collection: inout _ChartContentCollection) {
        let outer = collection.style
        collection.style.plotGroup = collection.collector.nextGroup
        collection.collector.nextGroup += 1
        content._collect(into: &collection)
        collection.style = outer
    }
}
