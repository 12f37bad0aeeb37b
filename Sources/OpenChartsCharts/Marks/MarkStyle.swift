import Foundation
import OpenChartsCore
import OpenChartsViews

/// Modifiers gathered on the way down to a mark. Modifiers closer to the mark win, as in
/// SwiftUI; opacities multiply; annotations add up.
///
/// Every mark keeps a copy and layout copies marks several times, so the fields live in one
/// shared box that is replaced, never written, when a field changes: a copy is one retain
/// instead of some 400 bytes and a dozen retains, and marks made under the same modifiers
/// share one box.
struct MarkStyle: Sendable {
    /// The stored fields; documented on the accessors below.
    struct Fields {
        var foreground: (any ShapeStyle)?
        var foregroundBy: ChannelValue?
        var symbol: BasicChartSymbolShape?
        /// A custom symbol from `symbol(_:)` with your own `ChartSymbolShape`.
        var customSymbol: AnyChartSymbolShape?
        var symbolBy: ChannelValue?
        var symbolSize: CGSize?
        var positionBy: PositionBy?
        var lineStyle: StrokeStyle?
        var lineStyleBy: ChannelValue?
        var interpolation: InterpolationMethod?
        var cornerRadius: CGFloat?
        var opacity: Double = 1
        var offset = MarkOffset()
        var zIndex: Double = 0
        var annotations: [MarkAnnotation] = []
        var accessibilityLabel: String?
        var accessibilityValue: String?
        var accessibilityHidden = false
        /// The `Plot` group the mark belongs to, if any.
        var plotGroup: Int?
    }

    /// Never written: a change makes a new box (see `fields`), as a mark under a modifier
    /// has a style of its own anyway. Reading a constant needs no run-time exclusivity
    /// check, which a variable of a class does at every read, and layout reads a style's
    /// fields several times for every mark.
    private final class Box: @unchecked Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// One box for every style without modifiers: the default costs no allocation.
    private static let empty = Box(Fields())
    private var box: Box

    init() { box = MarkStyle.empty }

    /// Whether `self` and `other` share their fields' storage, and so are the same style.
    func isIdentical(to other: MarkStyle) -> Bool { box === other.box }

    private var fields: Fields {
        get { box.fields }
        _modify {
            var fields = box.fields
            yield &fields
            box = Box(fields)
        }
    }

    var foreground: (any ShapeStyle)? {
        get { box.fields.foreground }
        _modify { yield &fields.foreground }
    }
    var foregroundBy: ChannelValue? {
        get { box.fields.foregroundBy }
        _modify { yield &fields.foregroundBy }
    }
    var symbol: BasicChartSymbolShape? {
        get { box.fields.symbol }
        _modify { yield &fields.symbol }
    }
    var customSymbol: AnyChartSymbolShape? {
        get { box.fields.customSymbol }
        _modify { yield &fields.customSymbol }
    }
    var symbolBy: ChannelValue? {
        get { box.fields.symbolBy }
        _modify { yield &fields.symbolBy }
    }
    var symbolSize: CGSize? {
        get { box.fields.symbolSize }
        _modify { yield &fields.symbolSize }
    }
    var positionBy: PositionBy? {
        get { box.fields.positionBy }
        _modify { yield &fields.positionBy }
    }
    var lineStyle: StrokeStyle? {
        get { box.fields.lineStyle }
        _modify { yield &fields.lineStyle }
    }
    var lineStyleBy: ChannelValue? {
        get { box.fields.lineStyleBy }
        _modify { yield &fields.lineStyleBy }
    }
    var interpolation: InterpolationMethod? {
        get { box.fields.interpolation }
        _modify { yield &fields.interpolation }
    }
    var cornerRadius: CGFloat? {
        get { box.fields.cornerRadius }
        _modify { yield &fields.cornerRadius }
    }
    var opacity: Double {
        get { box.fields.opacity }
        _modify { yield &fields.opacity }
    }
    var offset: MarkOffset {
        get { box.fields.offset }
        _modify { yield &fields.offset }
    }
    var zIndex: Double {
        get { box.fields.zIndex }
        _modify { yield &fields.zIndex }
    }
    var annotations: [MarkAnnotation] {
        get { box.fields.annotations }
        _modify { yield &fields.annotations }
    }
    var accessibilityLabel: String? {
        get { box.fields.accessibilityLabel }
        _modify { yield &fields.accessibilityLabel }
    }
    var accessibilityValue: String? {
        get { box.fields.accessibilityValue }
        _modify { yield &fields.accessibilityValue }
    }
    var accessibilityHidden: Bool {
        get { box.fields.accessibilityHidden }
        _modify { yield &fields.accessibilityHidden }
    }
    var plotGroup: Int? {
        get { box.fields.plotGroup }
        _modify { yield &fields.plotGroup }
    }
}

/// `position(by:axis:span:)`: side-by-side marks within a band.
@usableFromInline
struct PositionBy: Sendable {
    var value: ChannelValue
    var axis: Axis?
    var span: MarkDimension

    @usableFromInline
    init(value: ChannelValue, axis: Axis?, span: MarkDimension) {
        self.value = value
        self.axis = axis
        self.span = span
    }
}

/// `offset(…)`: shifts in points applied to a mark's ends.
@usableFromInline
struct MarkOffset: Hashable, Sendable {
    var xStart: CGFloat
    var xEnd: CGFloat
    var yStart: CGFloat
    var yEnd: CGFloat

    @usableFromInline
    init(xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) {
        self.xStart = xStart
        self.xEnd = xEnd
        self.yStart = yStart
        self.yEnd = yEnd
    }
}

/// One `annotation(…)` on a mark.
@usableFromInline
struct MarkAnnotation: @unchecked Sendable {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var overflowResolution: AnnotationOverflowResolution
    /// The view for a mark whose frame has the context's size (closures are not
    /// `Sendable`; layout reads them on the thread that draws).
    var content: (AnnotationContext) -> AnyView
}
