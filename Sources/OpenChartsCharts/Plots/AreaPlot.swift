import Foundation
import OpenChartsViews

/// The area under, or between, curves through a collection or of a function, as Swift
/// Charts' `AreaPlot` (iOS 18). Areas of several series stack where they share an x
/// (`stacking`, default `.standard`), as area marks do.
public struct AreaPlot<Data: RandomAccessCollection>: VectorizedChartContent, ColumnarPlot {
    public typealias DataElement = Data.Element
    var record: PlotRecord
    let data: Data

    /// The area between zero and `y` along `x`.
    public init<X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                            y: PlottableProjection<Data.Element, Y>,
                                            stacking: MarkStackingMethod = .standard) {
        self.data = data
        record = PlotRecord(kind: .area, count: data.count, x: x.channel(data), y: y.channel(data))
        record.stacking = stacking
    }

    /// Areas between zero and `y`, one per value of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        series: PlottableProjection<Data.Element, S>, stacking: MarkStackingMethod = .standard
    ) {
        self.init(data, x: x, y: y, stacking: stacking)
        record.series = series.channel(data)
    }

    /// The band between `yStart` and `yEnd` along `x`.
    public init<X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                            yStart: PlottableProjection<Data.Element, Y>,
                                            yEnd: PlottableProjection<Data.Element, Y>) {
        self.data = data
        let y = yStart.channel(data, to: yEnd)
        record = PlotRecord(kind: .area, count: data.count, x: x.channel(data), y: y)
    }

    /// Bands between `yStart` and `yEnd`, one per value of `series`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, yStart: PlottableProjection<Data.Element, Y>,
        yEnd: PlottableProjection<Data.Element, Y>, series: PlottableProjection<Data.Element, S>
    ) {
        self.init(data, x: x, yStart: yStart, yEnd: yEnd)
        record.series = series.channel(data)
    }

    /// Colors the area by `value` (an area per value, and a legend).
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> Self {
        coloring(by: value.channel(data))
    }

    /// Fills or strokes the area (its first row's style) with the style at `style` of its element.
    public func foregroundStyle<S: ShapeStyle>(_ style: KeyPath<Data.Element, S>) -> Self {
        styling(data.map { $0[keyPath: style] })
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }
}

extension AreaPlot: _RowModifiable {
    /// Makes `edit` to a copy's rows (see ``_RowModifiable``).
    public func _modifyingRows(_ edit: _RowEdit<Data.Element>) -> Self { modifyingRows(edit) }
}

extension AreaPlot where Data == EmptyCollection<Double> {
    /// The area between zero and y = `function`(x) over `domain` (the chart's x domain
    /// when nil); NaN and infinities leave gaps.
    public init<X: StringProtocol, Y: StringProtocol>(x: X, y: Y, domain: ClosedRange<Double>? = nil,
                                                      function: @escaping @Sendable (Double) -> Double) {
        data = EmptyCollection()
        record = PlotRecord(kind: .area, count: 0, x: PlotChannel.function(String(x)), y: PlotChannel.function(String(y)))
        record.function = PlotFunction(body: .curve(function), domain: domain)
    }

    /// The band between the two values of `function`(x) over `domain`; NaN and
    /// infinities leave gaps.
    public init<X: StringProtocol, YStart: StringProtocol, YEnd: StringProtocol>(
        x: X, yStart: YStart, yEnd: YEnd, domain: ClosedRange<Double>? = nil,
        function: @escaping @Sendable (Double) -> (yStart: Double, yEnd: Double)
    ) {
        data = EmptyCollection()
        var y = PlotChannel.function(String(yStart))
        y.end = PlotColumn(kind: .number, values: [])
        record = PlotRecord(kind: .area, count: 0, x: PlotChannel.function(String(x)), y: y)
        record.function = PlotFunction(body: .band(function), domain: domain)
    }
}
