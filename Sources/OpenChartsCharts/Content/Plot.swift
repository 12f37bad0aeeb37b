import Foundation
import OpenChartsViews

/// Groups content into one unit, as Swift Charts' `Plot`: the marks inside form one
/// series (a line through all of them) and one accessibility element.
public struct Plot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content

    /// Groups the marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    func collect(into collector: inout ChartCollector, style: MarkStyle) {
        var grouped = style
        grouped.plotGroup = collector.nextGroup
        collector.nextGroup += 1
        content.collectContent(into: &collector, style: grouped)
    }
}
