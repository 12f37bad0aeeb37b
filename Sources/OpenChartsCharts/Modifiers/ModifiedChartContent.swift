import Foundation
import OpenChartsViews

/// Content with a modifier applied: every mark inside gets the change.
public struct ModifiedChartContent<Content: ChartContent>: ChartContent {
    let content: Content
    let modify: (inout MarkStyle) -> Void

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect(into collection: inout _ChartContentCollection) {
        // The outer style's box is shared with `outer`, so modifying copies it (copy on write).
        let outer = collection.style
        modify(&collection.style)
        content._collect(into: &collection)
        collection.style = outer
    }
}

extension ChartContent {
    func modified(_ modify: @escaping (inout MarkStyle) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, modify: modify)
    }
}
