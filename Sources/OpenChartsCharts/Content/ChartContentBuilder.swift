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

    /// One piece of content is itself: no tuple to walk for each mark a `ForEach` makes.
    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content {
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
public struct TupleChartContent<each Content: ChartContent>: ChartContent {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect(into collection: inout _ChartContentCollection) {
        for piece in repeat each content {
            piece._collect(into: &collection)
        }
    }
}

/// One of two pieces of content: what `if … else` and `switch` make.
public struct BuilderConditional<First: ChartContent, Second: ChartContent>: ChartContent {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect(into collection: inout _ChartContentCollection) {
        switch storage {
        case let .first(content): content._collect(into: &collection)
        case let .second(content): content._collect(into: &collection)
        }
    }
}

/// Content that is there only when a condition holds: what a lone `if` makes.
extension Optional: ChartContent where Wrapped: ChartContent {
    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect(into collection: inout _ChartContentCollection) {
        if let content = self { content._collect(into: &collection) }
    }
}
