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
    case clip(MarkClip)
    /// `shadow(color:radius:x:y:)`.
    case shadow(GroupEffect.Shadow)
    /// `blur(radius:)`.
    case blur(GroupEffect.Blur)
    /// `alignsMarkStylesWithPlotArea(_:)`.
    case alignsWithPlot(Bool)
    case lineStyle(StrokeStyle)
    case lineStyleBy(ChannelValue)
    case interpolation(InterpolationMethod)
    case zIndex(Double)
    case symbol(AnyChartSymbolShape)
    /// `symbol { … }`: replaces the symbol with a view.
    case symbolView(SymbolView)
    case symbolBy(ChannelValue)
    case symbolSize(CGSize)
    case symbolSizeBy(ChannelValue)
    case positionBy(PositionBy)
    /// Added to the offsets already there.
    case offset(MarkOffset)
    case accessibilityLabel(String)
    case accessibilityValue(String)
    case accessibilityHidden(Bool)
    case accessibilityIdentifier(String)
    /// Added to the annotations already there.
    case annotation(MarkAnnotation)

    func apply(to style: inout MarkStyle) {
        switch self {
        case let .foreground(value): style.foreground = value
        case let .foregroundBy(channel): style.foregroundBy = channel
        case let .opacity(factor): style.opacity *= factor
        case let .cornerRadius(radius): style.cornerRadius = radius
        case let .clip(clip): style.clip = clip
        case let .shadow(shadow): style.effect = GroupEffect(shadow: shadow, blur: style.effect?.blur)
        case let .blur(blur): style.effect = GroupEffect(shadow: style.effect?.shadow, blur: blur)
        case let .alignsWithPlot(aligns): style.alignsWithPlot = aligns
        case let .lineStyle(stroke): style.lineStyle = stroke
        case let .lineStyleBy(channel): style.lineStyleBy = channel
        case let .interpolation(method): style.interpolation = method
        case let .zIndex(value): style.zIndex = value
        case let .symbol(shape):
            style.symbol = shape
            style.symbolView = nil
        case let .symbolView(view):
            style.symbolView = view
            style.symbol = nil
        case let .symbolBy(channel): style.symbolBy = channel
        case let .symbolSize(size): style.symbolSize = size
        case let .symbolSizeBy(channel): style.symbolSizeBy = channel
        case let .positionBy(positionBy): style.positionBy = positionBy
        case let .offset(offset):
            style.offset.xStart += offset.xStart
            style.offset.xEnd += offset.xEnd
            style.offset.yStart += offset.yStart
            style.offset.yEnd += offset.yEnd
        case let .accessibilityLabel(text): style.accessibilityLabel = text
        case let .accessibilityValue(text): style.accessibilityValue = text
        case let .accessibilityHidden(hidden): style.accessibilityHidden = hidden
        case let .accessibilityIdentifier(identifier): style.accessibilityIdentifier = identifier
        case let .annotation(annotation): style.annotations.append(annotation)
        }
    }

    /// Whether `self` and `other` are known to make the same change. False when that cannot
    /// be told: symbols of your own types, annotations (their content is a closure) and styles that
    /// are not `Equatable`. Matched one side at a time: a switch over the pair copies both.
    func isSame(as other: StyleEdit) -> Bool {
        switch self {
        case let .foreground(a): if case let .foreground(b) = other { return StyleEdit.equal(a, b) }
        case let .foregroundBy(a): if case let .foregroundBy(b) = other { return a == b }
        case let .opacity(a): if case let .opacity(b) = other { return a == b }
        case let .cornerRadius(a): if case let .cornerRadius(b) = other { return a == b }
        case let .clip(a): if case let .clip(b) = other { return a === b }
        case let .shadow(a): if case let .shadow(b) = other { return a == b }
        case let .blur(a): if case let .blur(b) = other { return a == b }
        case let .alignsWithPlot(a): if case let .alignsWithPlot(b) = other { return a == b }
        case let .lineStyle(a): if case let .lineStyle(b) = other { return a == b }
        case let .lineStyleBy(a): if case let .lineStyleBy(b) = other { return a == b }
        case let .interpolation(a): if case let .interpolation(b) = other { return a == b }
        case let .zIndex(a): if case let .zIndex(b) = other { return a == b }
        case let .symbol(a): if case let .symbol(b) = other { return a.isSame(as: b) }
        case let .symbolView(a): if case let .symbolView(b) = other { return a === b }
        case let .symbolBy(a): if case let .symbolBy(b) = other { return a == b }
        case let .symbolSize(a): if case let .symbolSize(b) = other { return a == b }
        case let .symbolSizeBy(a): if case let .symbolSizeBy(b) = other { return a == b }
        case let .positionBy(a):
            if case let .positionBy(b) = other { return a.value == b.value && a.axis == b.axis && a.span == b.span }
        case let .offset(a): if case let .offset(b) = other { return a == b }
        case let .accessibilityLabel(a): if case let .accessibilityLabel(b) = other { return a == b }
        case let .accessibilityValue(a): if case let .accessibilityValue(b) = other { return a == b }
        case let .accessibilityHidden(a): if case let .accessibilityHidden(b) = other { return a == b }
        case let .accessibilityIdentifier(a): if case let .accessibilityIdentifier(b) = other { return a == b }
        case .annotation: break
        }
        return false
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
    /// A class, so that reading an entry retains one reference rather than copying three
    /// fields.
    private final class Entry {
        let input: MarkStyle
        let edit: StyleEdit
        let output: MarkStyle

        init(input: MarkStyle, edit: StyleEdit, output: MarkStyle) {
            self.input = input
            self.edit = edit
            self.output = output
        }
    }

    private var entries: [Entry?] = []
    /// How many modifiers enclose the content being read.
    private var depth = 0

    /// Applies `edit` to `style`, or gives the style the same edit made of the same style
    /// last time at this depth.
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
