import Foundation
import OpenChartsCore
import OpenChartsViews

/// What one modifier changes in the style of the marks inside it, kept as data rather than
/// a closure, so that the marks a `ForEach` makes under the same modifier can share one
/// style (``StyleMemo``) instead of each copying it.
@usableFromInline
enum StyleEdit {
    case foreground(any ShapeStyle)
    case foregroundBy(ChannelValue)
    /// A factor in 0...1: opacities multiply.
    case opacity(Double)
    case cornerRadius(CGFloat?)
    case lineStyle(StrokeStyle)
    case lineStyleBy(ChannelValue)
    case interpolation(InterpolationMethod)
    case zIndex(Double)
    case symbol(BasicChartSymbolShape)
    case customSymbol(AnyChartSymbolShape)
    case symbolBy(ChannelValue)
    case symbolSize(CGSize)
    case positionBy(PositionBy)
    /// Added to the offsets already there.
    case offset(MarkOffset)
    case accessibilityLabel(String)
    case accessibilityValue(String)
    case accessibilityHidden(Bool)
    /// Added to the annotations already there.
    case annotation(MarkAnnotation)

    func apply(to style: inout MarkStyle) {
        switch self {
        case let .foreground(value): style.foreground = value
        case let .foregroundBy(channel): style.foregroundBy = channel
        case let .opacity(factor): style.opacity *= factor
        case let .cornerRadius(radius): style.cornerRadius = radius
        case let .lineStyle(stroke): style.lineStyle = stroke
        case let .lineStyleBy(channel): style.lineStyleBy = channel
        case let .interpolation(method): style.interpolation = method
        case let .zIndex(value): style.zIndex = value
        case let .symbol(shape):
            style.symbol = shape
            style.customSymbol = nil
        case let .customSymbol(shape):
            style.customSymbol = shape
            style.symbol = nil
        case let .symbolBy(channel): style.symbolBy = channel
        case let .symbolSize(size): style.symbolSize = size
        case let .positionBy(positionBy): style.positionBy = positionBy
        case let .offset(offset):
            style.offset.xStart += offset.xStart
            style.offset.xEnd += offset.xEnd
            style.offset.yStart += offset.yStart
            style.offset.yEnd += offset.yEnd
        case let .accessibilityLabel(text): style.accessibilityLabel = text
        case let .accessibilityValue(text): style.accessibilityValue = text
        case let .accessibilityHidden(hidden): style.accessibilityHidden = hidden
        case let .annotation(annotation): style.annotations.append(annotation)
        }
    }

    /// Whether `self` and `other` are known to make the same change. False when that cannot
    /// be told: custom symbols, annotations (their content is a closure) and styles that
    /// are not `Equatable`.
    func isSame(as other: StyleEdit) -> Bool {
        switch (self, other) {
        case let (.foreground(a), .foreground(b)): return StyleEdit.equal(a, b)
        case let (.foregroundBy(a), .foregroundBy(b)): return a == b
        case let (.opacity(a), .opacity(b)): return a == b
        case let (.cornerRadius(a), .cornerRadius(b)): return a == b
        case let (.lineStyle(a), .lineStyle(b)): return a == b
        case let (.lineStyleBy(a), .lineStyleBy(b)): return a == b
        case let (.interpolation(a), .interpolation(b)): return a == b
        case let (.zIndex(a), .zIndex(b)): return a == b
        case let (.symbol(a), .symbol(b)): return a == b
        case let (.symbolBy(a), .symbolBy(b)): return a == b
        case let (.symbolSize(a), .symbolSize(b)): return a == b
        case let (.positionBy(a), .positionBy(b)): return a.value == b.value && a.axis == b.axis && a.span == b.span
        case let (.offset(a), .offset(b)): return a == b
        case let (.accessibilityLabel(a), .accessibilityLabel(b)): return a == b
        case let (.accessibilityValue(a), .accessibilityValue(b)): return a == b
        case let (.accessibilityHidden(a), .accessibilityHidden(b)): return a == b
        default: return false
        }
    }

    /// Two shape styles of one `Equatable` type that compare equal (colours, gradients).
    private static func equal(_ a: any ShapeStyle, _ b: any ShapeStyle) -> Bool {
        if let a = a as? Color, let b = b as? Color { return a == b }
        guard let a = a as? any Equatable else { return false }
        return equal(a, b)
    }

    private static func equal<T: Equatable>(_ a: T, _ b: any ShapeStyle) -> Bool {
        (b as? T).map { $0 == a } ?? false
    }
}

/// The style each modifier made last, one entry per depth of modifiers: a `ForEach` of
/// marks under the same modifiers applies them to the same styles with the same edits,
/// so each mark after the first takes the style already made, one retain instead of a
/// copy of the style's fields. A million line marks kept a million copies.
struct StyleMemo {
    private struct Entry {
        var input: MarkStyle
        var edit: StyleEdit
        var output: MarkStyle
    }

    private var entries: [Entry?] = []
    /// How many modifiers enclose the content being read.
    private var depth = 0

    /// Applies `edit` to `style` (the style inside the modifier), then reads the content
    /// inside with it through `body`.
    mutating func apply(_ edit: StyleEdit, to style: inout MarkStyle) {
        if depth < entries.count, let entry = entries[depth],
           entry.input.isIdentical(to: style), entry.edit.isSame(as: edit) {
            style = entry.output
            return
        }
        let input = style
        edit.apply(to: &style)
        let entry = Entry(input: input, edit: edit, output: style)
        if depth < entries.count {
            entries[depth] = entry
        } else {
            entries.append(contentsOf: repeatElement(nil, count: depth - entries.count))
            entries.append(entry)
        }
    }

    /// Marks the content inside a modifier as one level deeper, until ``leave()``.
    mutating func enter() { depth += 1 }
    mutating func leave() { depth -= 1 }
}
