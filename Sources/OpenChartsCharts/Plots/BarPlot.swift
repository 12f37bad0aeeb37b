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

    /// Places bars that share a position side by side, a slot per value of `value`, in order
    /// of first appearance (grouped bars), as `BarMark`'s `position(by:)`: bars stack within
    /// their slot only. `axis` is the axis whose band is divided (the bars' base axis when
    /// nil; the other axis leaves the bars as they are); `span` is the group's width (the
    /// band's, by default). Rows whose value is NaN or infinite are skipped.
    public func position<V: Plottable>(by value: PlottableProjection<Data.Element, V>, axis: Axis? = nil,
                                       span: MarkDimension = .automatic) -> Self {
        dodging(by: value.channel(data), axis: axis, span: span)
    }

    /// Fills or strokes each bar with the style at `style` of its element.
    public func foregroundStyle<S: ShapeStyle>(_ style: KeyPath<Data.Element, S>) -> Self {
        styling(data.map { $0[keyPath: style] })
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }
}

extension BarPlot: _RowModifiable {
    /// Makes `edit` to a copy's rows (see ``_RowModifiable``).
    public func _modifyingRows(_ edit: _RowEdit<Data.Element>) -> Self { modifyingRows(edit) }
}
