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

    /// Strokes the line with the style at `style` of its elements (a line, or each series,
    /// takes its first element's: one path has one stroke). A width that is not a finite
    /// number ≥ 0 is the default's.
    public func lineStyle(_ style: KeyPath<Data.Element, StrokeStyle>) -> Self {
        stroking(style)
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }
}

extension LinePlot: _RowModifiable {
    /// Makes `edit` to a copy's rows (see ``_RowModifiable``).
    public func _modifyingRows(_ edit: _RowEdit<Data.Element>) -> Self { modifyingRows(edit) }
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
