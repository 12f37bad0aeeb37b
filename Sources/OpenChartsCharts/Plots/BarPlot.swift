import Foundation
import OpenChartsViews

/// A bar for every element of a collection, as Swift Charts' `BarPlot` (iOS 18). Bars
/// that share a position stack (`stacking`, default `.standard`).
public struct BarPlot<Data: RandomAccessCollection>: VectorizedChartContent, ColumnarPlot {
    public typealias DataElement = Data.Element
    var record: PlotRecord
    let data: Data

    /// Bars at `x` of height `y` (or at `y` of length `x`, when `y` holds categories).
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>, y: PlottableProjection<Data.Element, Y>,
        width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        self.data = data
        record = PlotRecord(kind: .bar, count: data.count, x: x.channel(data), y: y.channel(data))
        record.width = width
        record.height = height
        record.stacking = stacking
    }

    /// Bars at `x` from `yStart` to `yEnd` (floating bars).
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, x: PlottableProjection<Data.Element, X>,
        yStart: PlottableProjection<Data.Element, Y>, yEnd: PlottableProjection<Data.Element, Y>,
        width: MarkDimension = .automatic
    ) {
        self.data = data
        let y = yStart.channel(data, to: yEnd)
        record = PlotRecord(kind: .bar, count: data.count, x: x.channel(data), y: y)
        record.width = width
    }

    /// Bars at `y` from `xStart` to `xEnd` (a Gantt chart).
    public init<X: Plottable, Y: Plottable>(
        _ data: Data, xStart: PlottableProjection<Data.Element, X>, xEnd: PlottableProjection<Data.Element, X>,
        y: PlottableProjection<Data.Element, Y>, height: MarkDimension = .automatic
    ) {
        self.data = data
        let x = xStart.channel(data, to: xEnd)
        record = PlotRecord(kind: .bar, count: data.count, x: x, y: y.channel(data))
        record.height = height
    }

    /// Colors the bars by `value` (and adds a legend).
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> Self {
        coloring(by: value.channel(data))
    }

    /// Fills or strokes each bar with the style at `style` of its element.
    public func foregroundStyle<S: ShapeStyle>(_ style: KeyPath<Data.Element, S>) -> Self {
        styling(data.map { $0[keyPath: style] })
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }
}
