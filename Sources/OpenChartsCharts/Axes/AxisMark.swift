import Foundation
import OpenChartsCore
import OpenChartsViews

/// One piece drawn at an axis value: a grid line, a tick or a label.
public protocol AxisMark {}

/// The pieces an axis mark stands for.
enum AxisMarkItem: Sendable {
    case gridLine(centered: Bool?, stroke: StrokeStyle?, color: Color?)
    case tick(centered: Bool?, length: CGFloat?, stroke: StrokeStyle?, color: Color?)
    case label(AxisLabelSpec)
}

/// What an `AxisValueLabel` asks for.
struct AxisLabelSpec: Sendable {
    /// Fixed text, or nil to format the value.
    var text: String?
    var format: (@Sendable (ChartPrimitive) -> String?)?
    var centered: Bool?
    var anchor: UnitPoint?
    var collisionResolution: AxisValueLabelCollisionResolution
    var color: Color?
    /// A view drawn instead of text (`AxisValueLabel { … }`).
    var view: AxisLabelView? = nil
    /// The text's font (`.font(.title2)`); nil for the chart's label font.
    var font: Font? = nil
    /// How far the label is moved from its place (`.offset(x:y:)`).
    var offset: CGSize = .zero
}

/// An axis label's view. Views are not `Sendable`; layout reads them on the thread that
/// draws, as it does annotations.
struct AxisLabelView: @unchecked Sendable {
    let view: AnyView
}

/// Axis marks the library reads.
protocol AxisMarkPrimitive {
    func collect(into items: inout [AxisMarkItem])
}

extension AxisMark {
    func collectItems(into items: inout [AxisMarkItem]) {
        (self as? any AxisMarkPrimitive)?.collect(into: &items)
    }
}

/// Builds the marks drawn at each axis value, as Swift Charts' `AxisMarkBuilder`.
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression<Mark: AxisMark>(_ mark: Mark) -> Mark { mark }

    public static func buildBlock<each Mark: AxisMark>(_ marks: repeat each Mark) -> TupleAxisMark<repeat each Mark> {
        TupleAxisMark(repeat each marks)
    }

    public static func buildIf<Mark: AxisMark>(_ mark: Mark?) -> Mark? { mark }

    public static func buildOptional<Mark: AxisMark>(_ mark: Mark?) -> Mark? { mark }

    public static func buildEither<First: AxisMark>(first: First) -> AnyAxisMark { AnyAxisMark(first) }

    public static func buildEither<Second: AxisMark>(second: Second) -> AnyAxisMark { AnyAxisMark(second) }

    public static func buildLimitedAvailability<Mark: AxisMark>(_ mark: Mark) -> AnyAxisMark { AnyAxisMark(mark) }
}

/// An axis mark that is there only when a condition holds.
extension Optional: AxisMark where Wrapped: AxisMark {}

extension Optional: AxisMarkPrimitive where Wrapped: AxisMark {
    func collect(into items: inout [AxisMarkItem]) { self?.collectItems(into: &items) }
}

/// Several axis marks in a row.
public struct TupleAxisMark<each Mark: AxisMark>: AxisMark, AxisMarkPrimitive {
    let marks: (repeat each Mark)

    init(_ marks: repeat each Mark) { self.marks = (repeat each marks) }

    func collect(into items: inout [AxisMarkItem]) {
        for mark in repeat each marks { mark.collectItems(into: &items) }
    }
}

/// An axis mark of any type, as Swift Charts' `AnyAxisMark`.
public struct AnyAxisMark: AxisMark, AxisMarkPrimitive {
    private let mark: any AxisMark

    /// Wraps `mark`, hiding its type.
    public init(_ mark: any AxisMark) { self.mark = mark }

    func collect(into items: inout [AxisMarkItem]) { mark.collectItems(into: &items) }
}

/// An axis mark recolored by `foregroundStyle`.
public struct StyledAxisMark<Mark: AxisMark>: AxisMark, AxisMarkPrimitive {
    let mark: Mark
    let color: Color

    func collect(into items: inout [AxisMarkItem]) {
        var inner: [AxisMarkItem] = []
        mark.collectItems(into: &inner)
        for item in inner {
            switch item {
            case let .gridLine(centered, stroke, _): items.append(.gridLine(centered: centered, stroke: stroke, color: color))
            case let .tick(centered, length, stroke, _): items.append(.tick(centered: centered, length: length, stroke: stroke, color: color))
            case var .label(spec):
                spec.color = color
                items.append(.label(spec))
            }
        }
    }
}

extension AxisMark {
    /// Draws the mark in `color`.
    public func foregroundStyle(_ color: Color) -> StyledAxisMark<Self> {
        StyledAxisMark(mark: self, color: color)
    }
}
