import Foundation
import OpenChartsViews

/// Chart content of any type, as Swift Charts' `AnyChartContent`.
public struct AnyChartContent: ChartContent, PrimitiveChartContent {
    private let collectBody: (inout ChartCollector, MarkStyle) -> Void

    /// Wraps `content`, hiding its type.
    public init(_ content: any ChartContent) {
        collectBody = { collector, style in content.collectContent(into: &collector, style: style) }
    }

    /// Wraps `content`, hiding its type.
    public init<Content: ChartContent>(erasing content: Content) {
        self.init(content)
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    func collect(into collector: inout ChartCollector, style: MarkStyle) {
        collectBody(&collector, style)
    }
}
