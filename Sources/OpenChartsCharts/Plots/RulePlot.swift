import Foundation
import OpenChartsCore
import OpenChartsViews

/// A rule for every element of a collection, as Swift Charts' `RulePlot` (iOS 18): all of
/// them are one stroked path.
public struct RulePlot<Data: RandomAccessCollection>: VectorizedChartContent, ColumnarPlot {
    public typealias DataElement = Data.Element
    var record: PlotRecord
    let data: Data

    /// Vertical rules at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                            yStart: PlottableProjection<Data.Element, Y>,
                                            yEnd: PlottableProjection<Data.Element, Y>) {
        self.data = data
        let y = yStart.channel(data, to: yEnd)
        record = PlotRecord(kind: .rule, count: data.count, x: x.channel(data), y: y)
    }

    /// Horizontal rules at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                            xEnd: PlottableProjection<Data.Element, X>,
                                            y: PlottableProjection<Data.Element, Y>) {
        self.data = data
        let x = xStart.channel(data, to: xEnd)
        record = PlotRecord(kind: .rule, count: data.count, x: x, y: y.channel(data))
    }

    /// Vertical rules at `x` from `yStart` to `yEnd` points below the plot's top (the
    /// whole height by default).
    public init<X: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                              yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        self.data = data
        record = PlotRecord(kind: .rule, count: data.count, x: x.channel(data), y: nil)
        record.pixelSpan = (yStart, yEnd)
    }

    /// Horizontal rules at `y` from `xStart` to `xEnd` points from the plot's leading edge
    /// (the whole width by default).
    public init<Y: Plottable>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil,
                              y: PlottableProjection<Data.Element, Y>) {
        self.data = data
        record = PlotRecord(kind: .rule, count: data.count, x: nil, y: y.channel(data))
        record.pixelSpan = (xStart, xEnd)
    }

    /// Colors the rules by `value` (and adds a legend).
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> Self {
        coloring(by: value.channel(data))
    }

    /// Fills or strokes each rule with the style at `style` of its element.
    public func foregroundStyle<S: ShapeStyle>(_ style: KeyPath<Data.Element, S>) -> Self {
        styling(data.map { $0[keyPath: style] })
    }

    /// Draws each rule at the opacity at `opacity` of its element (0 transparent … 1
    /// opaque; NaN reads as 1).
    public func opacity(_ opacity: KeyPath<Data.Element, CGFloat>) -> Self {
        fading(opacity)
    }

    /// Strokes each rule with the style at `style` of its element. A width that is not a
    /// finite number ≥ 0 is the default's.
    public func lineStyle(_ style: KeyPath<Data.Element, StrokeStyle>) -> Self {
        stroking(style)
    }

    /// What assistive technology reads for each rule: the key at `label` of its element. Each rule is then an element of its own in SVG and HTML.
    public func accessibilityLabel(_ label: KeyPath<Data.Element, LocalizedStringKey>) -> Self {
        describing { $0.labels = $1.map { $0[keyPath: label].text } }
    }

    /// What assistive technology reads for each rule: the text at `label` of its element.
    public func accessibilityLabel(_ label: KeyPath<Data.Element, Text>) -> Self {
        describing { $0.labels = $1.map { $0[keyPath: label].string } }
    }

    /// What assistive technology reads for each rule: the string at `label` of its element.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: KeyPath<Data.Element, S>) -> Self {
        describing { $0.labels = $1.map { String($0[keyPath: label]) } }
    }

    /// The value read after each rule's label: the key at `value` of its element.
    public func accessibilityValue(_ value: KeyPath<Data.Element, LocalizedStringKey>) -> Self {
        describing { $0.values = $1.map { $0[keyPath: value].text } }
    }

    /// The value read after each rule's label: the text at `value` of its element.
    public func accessibilityValue(_ value: KeyPath<Data.Element, Text>) -> Self {
        describing { $0.values = $1.map { $0[keyPath: value].string } }
    }

    /// The value read after each rule's label: the string at `value` of its element.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: KeyPath<Data.Element, S>) -> Self {
        describing { $0.values = $1.map { String($0[keyPath: value]) } }
    }

    /// Hides from assistive technology each rule whose element is `true` at `hidden`
    /// (it is still drawn).
    public func accessibilityHidden(_ hidden: KeyPath<Data.Element, Bool>) -> Self {
        describing { $0.hidden = $1.map { $0[keyPath: hidden] } }
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }
}
