import Foundation
import OpenChartsViews

/// What `chartXAxis { }` and `chartYAxis { }` hold: one or more `AxisMarks`.
public protocol AxisContent {}

/// Axis content the library reads.
protocol AxisContentPrimitive {
    func collect(into marks: inout [AxisMarksSpec])
}

extension AxisContent {
    func collectAxisMarks(into marks: inout [AxisMarksSpec]) {
        (self as? any AxisContentPrimitive)?.collect(into: &marks)
    }
}

/// Builds axis content, as Swift Charts' `AxisContentBuilder`.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression<Content: AxisContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: AxisContent>(_ content: repeat each Content) -> TupleAxisContent<repeat each Content> {
        TupleAxisContent(repeat each content)
    }

    public static func buildIf<Content: AxisContent>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: AxisContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<First: AxisContent>(first: First) -> AnyAxisContent { AnyAxisContent(first) }

    public static func buildEither<Second: AxisContent>(second: Second) -> AnyAxisContent { AnyAxisContent(second) }

    public static func buildLimitedAvailability<Content: AxisContent>(_ content: Content) -> AnyAxisContent {
        AnyAxisContent(content)
    }
}

/// Axis content that is there only when a condition holds.
extension Optional: AxisContent where Wrapped: AxisContent {}

extension Optional: AxisContentPrimitive where Wrapped: AxisContent {
    func collect(into marks: inout [AxisMarksSpec]) { self?.collectAxisMarks(into: &marks) }
}

/// Several axis contents in a row.
public struct TupleAxisContent<each Content: AxisContent>: AxisContent, AxisContentPrimitive {
    let content: (repeat each Content)

    init(_ content: repeat each Content) { self.content = (repeat each content) }

    func collect(into marks: inout [AxisMarksSpec]) {
        for piece in repeat each content { piece.collectAxisMarks(into: &marks) }
    }
}

/// Axis content of any type, as Swift Charts' `AnyAxisContent`.
public struct AnyAxisContent: AxisContent, AxisContentPrimitive {
    private let content: any AxisContent

    /// Wraps `content`, hiding its type.
    public init(_ content: any AxisContent) { self.content = content }

    func collect(into marks: inout [AxisMarksSpec]) { content.collectAxisMarks(into: &marks) }
}
