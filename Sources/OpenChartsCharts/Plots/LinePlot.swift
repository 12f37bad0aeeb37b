import Foundation
import OpenChartsCore
import OpenChartsViews

/// A line through a whole collection, or the graph of a function, as Swift Charts'
/// `LinePlot` (iOS 18):
///
/// ```swift
/// LinePlot(readings, x: .value("Time", \.time), y: .value("Level", \.level))
/// LinePlot(x: "x", y: "sin x", domain: 0...(2 * .pi)) { sin($0) }
/// ```
/// The columns are read in place where they can be, and a line over more points than
/// pixel columns is reduced with M4 before its path is built, so a million points cost a
/// few milliseconds. Points with a NaN or infinite value are skipped; a function that
/// returns NaN or an infinity leaves a gap.
public struct LinePlot<Data: RandomAccessCollection>: VectorizedChartContent, ColumnarPlot {
    public typealias DataElement = Data.Element
    var record: PlotRecord
    let data: Data

    /// A line through (`x`, `y`) of each element, in collection order.
    public init<X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                            y: PlottableProjection<Data.Element, Y>) {
        self.data = data
        record = PlotRecord(kind: .line, count: data.count, x: x.channel(data), y: y.channel(data))
    }

    /// Lines through (`x`, `y`), one per value of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        series: PlottableProjection<Data.Element, S>
    ) {
        self.init(data, x: x, y: y)
        record.series = series.channel(data)
    }

    /// Colors the line by `value` (a line per value, and a legend).
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> Self {
        coloring(by: value.channel(data))
    }

    /// Separates the line by `value`, with a dash pattern per value (solid, dashed,
    /// dotted, dash-dot, then again).
    public func lineStyle<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> Self {
        var copy = self
        copy.record.lineStyleBy = value.channel(data)
        return copy
    }

    /// Fills or strokes the line (its first row's style; a line has one) with the style at `style` of its element.
    public func foregroundStyle<S: ShapeStyle>(_ style: KeyPath<Data.Element, S>) -> Self {
        styling(data.map { $0[keyPath: style] })
    }

    /// Draws each line at the opacity at `opacity` of its element (0 transparent … 1
    /// opaque; NaN reads as 1). A line is one path: each series is drawn at its first element's opacity.
    public func opacity(_ opacity: KeyPath<Data.Element, CGFloat>) -> Self {
        fading(opacity)
    }

    /// Strokes the line with the style at `style` of its elements (a line, or each series,
    /// takes its first element's: one path has one stroke). A width that is not a finite
    /// number ≥ 0 is the default's.
    public func lineStyle(_ style: KeyPath<Data.Element, StrokeStyle>) -> Self {
        stroking(style)
    }

    /// What assistive technology reads for each line: the key at `label` of its element. A line is one path: each series reads its first element's label and value.
    public func accessibilityLabel(_ label: KeyPath<Data.Element, LocalizedStringKey>) -> Self {
        describing { $0.labels = $1.map { $0[keyPath: label].text } }
    }

    /// What assistive technology reads for each line: the text at `label` of its element.
    public func accessibilityLabel(_ label: KeyPath<Data.Element, Text>) -> Self {
        describing { $0.labels = $1.map { $0[keyPath: label].string } }
    }

    /// What assistive technology reads for each line: the string at `label` of its element.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: KeyPath<Data.Element, S>) -> Self {
        describing { $0.labels = $1.map { String($0[keyPath: label]) } }
    }

    /// The value read after each line's label: the key at `value` of its element.
    public func accessibilityValue(_ value: KeyPath<Data.Element, LocalizedStringKey>) -> Self {
        describing { $0.values = $1.map { $0[keyPath: value].text } }
    }

    /// The value read after each line's label: the text at `value` of its element.
    public func accessibilityValue(_ value: KeyPath<Data.Element, Text>) -> Self {
        describing { $0.values = $1.map { $0[keyPath: value].string } }
    }

    /// The value read after each line's label: the string at `value` of its element.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: KeyPath<Data.Element, S>) -> Self {
        describing { $0.values = $1.map { String($0[keyPath: value]) } }
    }

    /// Hides from assistive technology each line whose element is `true` at `hidden`
    /// (it is still drawn).
    public func accessibilityHidden(_ hidden: KeyPath<Data.Element, Bool>) -> Self {
        describing { $0.hidden = $1.map { $0[keyPath: hidden] } }
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }
}

extension LinePlot where Data == EmptyCollection<Double> {
    /// The graph of y = `function`(x) over `domain` (the chart's x domain when nil),
    /// sampled more densely where it bends; NaN and infinities leave gaps.
    public init<X: StringProtocol, Y: StringProtocol>(x: X, y: Y, domain: ClosedRange<Double>? = nil,
                                                      function: @escaping @Sendable (Double) -> Double) {
        data = EmptyCollection()
        record = PlotRecord(kind: .line, count: 0, x: PlotChannel.function(String(x)), y: PlotChannel.function(String(y)))
        record.function = PlotFunction(body: .curve(function), domain: domain)
    }

    /// The curve (x, y) = `function`(t) for t in `domain`, sampled more densely where it
    /// bends; NaN and infinities leave gaps.
    public init<X: StringProtocol, Y: StringProtocol, T: StringProtocol>(
        x: X, y: Y, t: T, domain: ClosedRange<Double>,
        function: @escaping @Sendable (Double) -> (x: Double, y: Double)
    ) {
        data = EmptyCollection()
        record = PlotRecord(kind: .line, count: 0, x: PlotChannel.function(String(x)), y: PlotChannel.function(String(y)))
        record.function = PlotFunction(body: .parametric(function), domain: domain)
    }
}

extension PlotChannel {
    /// An empty number channel, filled when a function is sampled.
    static func function(_ label: String) -> PlotChannel {
        PlotChannel(label: label, start: PlotColumn(kind: .number, values: []), end: nil)
    }
}
