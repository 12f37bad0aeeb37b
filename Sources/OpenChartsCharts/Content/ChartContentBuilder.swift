import Foundation
import OpenChartsViews

/// Builds chart content from the statements in a `Chart { }` or `body`, as Swift Charts'
/// `ChartContentBuilder`: any number of marks, `if`, `if let`, `if … else`, `switch`
/// and `if #available`.
@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> TupleChartContent<repeat each Content> {
        TupleChartContent(repeat each content)
    }

    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? {
        content
    }

    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<First: ChartContent, Second: ChartContent>(first: First) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .first(first))
    }

    public static func buildEither<First: ChartContent, Second: ChartContent>(second: Second) -> BuilderConditional<First, Second> {
        BuilderConditional(storage: .second(second))
    }

    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> AnyChartContent {
        AnyChartContent(content)
    }
}

/// Several pieces of content in a row: what a builder block makes.
public struct TupleChartContent<each Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    func collect(into collector: inout ChartCollector, style: MarkStyle) {
        for piece in repeat each content {
            piece.collectContent(into: &collector, style: style)
        }
    }
}

/// One of two pieces of content: what `if … else` and `switch` make.
public struct BuilderConditional<First: ChartContent, Second: ChartContent>: ChartContent, PrimitiveChartContent {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    func collect(into collector: inout ChartCollector, style: MarkStyle) {
        switch storage {
        case let .first(content): content.collectContent(into: &collector, style: style)
        case let .second(content): content.collectContent(into: &collector, style: style)
        }
    }
}

/// Content that is there only when a condition holds: what a lone `if` makes.
extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }
}

extension Optional: PrimitiveChartContent where Wrapped: ChartContent {
    func collect(into collector: inout ChartCollector, style: MarkStyle) {
        if let content = self { content.collectContent(into: &collector, style: style) }
    }
}
