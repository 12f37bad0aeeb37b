import Foundation
import OpenChartsViews

/// Content with a modifier applied: every mark inside gets the change.
public struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: Content
    let modify: (inout MarkStyle) -> Void

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    func collect(into collector: inout ChartCollector, style: MarkStyle) {
        var modified = style
        modify(&modified)
        content.collectContent(into: &collector, style: modified)
    }
}

extension ChartContent {
    func modified(_ modify: @escaping (inout MarkStyle) -> Void) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, modify: modify)
    }
}
