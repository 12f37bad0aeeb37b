import Foundation
import OpenChartsCore
import OpenChartsViews

/// Modifiers gathered on the way down to a mark. Modifiers closer to the mark win, as in
/// SwiftUI; opacities multiply; annotations add up.
///
/// Every mark keeps a copy and layout copies marks several times, so the fields are
/// ``Shared``: a copy is one retain instead of some 400 bytes and a dozen retains, and marks
/// made under the same modifiers share one box.
struct MarkStyle: Sendable {
    /// The stored fields; documented on the accessors below.
    struct Fields: Sendable {
        var foreground: (any ShapeStyle)?
        var foregroundBy: ChannelValue?
        /// `symbol(_:)`: a built-in symbol, a shape, or a shape's hollow border.
        var symbol: AnyChartSymbolShape?
        /// `symbol { … }`: a view drawn at each point instead of a symbol.
        var symbolView: SymbolView?
        var symbolBy: ChannelValue?
        var symbolSize: CGSize?
        /// `symbolSize(by:)`: the symbol's area from the chart's symbol size scale.
        var symbolSizeBy: ChannelValue?
        var positionBy: PositionBy?
        var lineStyle: StrokeStyle?
        var lineStyleBy: ChannelValue?
        var interpolation: InterpolationMethod?
        var cornerRadius: CGFloat?
        /// `clipShape(_:style:)`: each mark drawn inside the shape fitted to its bounds.
        var clip: MarkClip?
        /// `shadow(color:radius:x:y:)` and `blur(radius:)`: each mark's group carries them.
        var effect: GroupEffect?
        /// `alignsMarkStylesWithPlotArea()`: gradients span the plot, not each mark.
        var alignsWithPlot = false
        var opacity: Double = 1
        var offset = MarkOffset()
        var zIndex: Double = 0
        var annotations: [MarkAnnotation] = []
        var accessibilityLabel: String?
        var accessibilityValue: String?
        var accessibilityHidden = false
        var accessibilityIdentifier: String?
        /// The `Plot` group the mark belongs to, if any.
        var plotGroup: Int?
        /// `mask(content:)` or `compositingLayer`: the innermost layer the mark is drawn in, if any.
        var layer: MarkLayer?
    }

    /// One box for every style without modifiers: the default costs no allocation.
    private static let empty = Shared(Fields())
    /// A mark under a modifier has a style of its own anyway, so a change makes a new box.
    private var fields: Shared<Fields>

    init() { fields = MarkStyle.empty }

    /// Whether `self` and `other` share their fields' storage, and so are the same style.
    func isIdentical(to other: MarkStyle) -> Bool { fields.isIdentical(to: other.fields) }

    var foreground: (any ShapeStyle)? {
        get { fields.value.foreground }
        _modify { yield &fields.value.foreground }
    }
    var foregroundBy: ChannelValue? {
        get { fields.value.foregroundBy }
        _modify { yield &fields.value.foregroundBy }
    }
    var symbol: AnyChartSymbolShape? {
        get { fields.value.symbol }
        _modify { yield &fields.value.symbol }
    }
    var symbolView: SymbolView? {
        get { fields.value.symbolView }
        _modify { yield &fields.value.symbolView }
    }
    var symbolBy: ChannelValue? {
        get { fields.value.symbolBy }
        _modify { yield &fields.value.symbolBy }
    }
    var symbolSize: CGSize? {
        get { fields.value.symbolSize }
        _modify { yield &fields.value.symbolSize }
    }
    var symbolSizeBy: ChannelValue? {
        get { fields.value.symbolSizeBy }
        _modify { yield &fields.value.symbolSizeBy }
    }
    var positionBy: PositionBy? {
        get { fields.value.positionBy }
        _modify { yield &fields.value.positionBy }
    }
    var lineStyle: StrokeStyle? {
        get { fields.value.lineStyle }
        _modify { yield &fields.value.lineStyle }
    }
    var lineStyleBy: ChannelValue? {
        get { fields.value.lineStyleBy }
        _modify { yield &fields.value.lineStyleBy }
    }
    var interpolation: InterpolationMethod? {
        get { fields.value.interpolation }
        _modify { yield &fields.value.interpolation }
    }
    var cornerRadius: CGFloat? {
        get { fields.value.cornerRadius }
        _modify { yield &fields.value.cornerRadius }
    }
    var clip: MarkClip? {
        get { fields.value.clip }
        _modify { yield &fields.value.clip }
    }
    var effect: GroupEffect? {
        get { fields.value.effect }
        _modify { yield &fields.value.effect }
    }
    var alignsWithPlot: Bool {
        get { fields.value.alignsWithPlot }
        _modify { yield &fields.value.alignsWithPlot }
    }
    var opacity: Double {
        get { fields.value.opacity }
        _modify { yield &fields.value.opacity }
    }
    var offset: MarkOffset {
        get { fields.value.offset }
        _modify { yield &fields.value.offset }
    }
    var zIndex: Double {
        get { fields.value.zIndex }
        _modify { yield &fields.value.zIndex }
    }
    var annotations: [MarkAnnotation] {
        get { fields.value.annotations }
        _modify { yield &fields.value.annotations }
    }
    var accessibilityLabel: String? {
        get { fields.value.accessibilityLabel }
        _modify { yield &fields.value.accessibilityLabel }
    }
    var accessibilityValue: String? {
        get { fields.value.accessibilityValue }
        _modify { yield &fields.value.accessibilityValue }
    }
    var accessibilityHidden: Bool {
        get { fields.value.accessibilityHidden }
        _modify { yield &fields.value.accessibilityHidden }
    }
    var accessibilityIdentifier: String? {
        get { fields.value.accessibilityIdentifier }
        _modify { yield &fields.value.accessibilityIdentifier }
    }
    var plotGroup: Int? {
        get { fields.value.plotGroup }
        _modify { yield &fields.value.plotGroup }
    }
    var layer: MarkLayer? {
        get { fields.value.layer }
        _modify { yield &fields.value.layer }
    }

    /// Whether a line drawn in this style shows symbols at its points: a modifier asked for
    /// them (`symbol(_:)`, `symbol(by:)`, `symbol { … }`), or sizes them by a value, which
    /// would otherwise not be seen.
    var showsSymbols: Bool { symbol != nil || symbolBy != nil || symbolView != nil || symbolSizeBy != nil }
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
