import Foundation
import OpenChartsViews

/// A rectangle for every element of a collection, as Swift Charts' `RectanglePlot`
/// (iOS 18): heat-map cells, or boxes between two values on each axis.
public struct RectanglePlot<Data: RandomAccessCollection>: VectorizedChartContent, ColumnarPlot {
    public typealias DataElement = Data.Element
    var record: PlotRecord
    let data: Data

    /// A cell at (`x`, `y`), a band wide on category axes, else `width` by `height`.
    public init<X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                            y: PlottableProjection<Data.Element, Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        self.data = data
        record = PlotRecord(kind: .rectangle, count: data.count, x: x.channel(data), y: y.channel(data))
        record.width = width
        record.height = height
    }

    /// A box at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                            yStart: PlottableProjection<Data.Element, Y>,
                                            yEnd: PlottableProjection<Data.Element, Y>,
                                            width: MarkDimension = .automatic) {
        self.data = data
        let y = yStart.channel(data, to: yEnd)
        record = PlotRecord(kind: .rectangle, count: data.count, x: x.channel(data), y: y)
        record.width = width
    }

    /// A box from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                            xEnd: PlottableProjection<Data.Element, X>,
                                            yStart: PlottableProjection<Data.Element, Y>,
                                            yEnd: PlottableProjection<Data.Element, Y>) {
        self.data = data
        let x = xStart.channel(data, to: xEnd)
        let y = yStart.channel(data, to: yEnd)
        record = PlotRecord(kind: .rectangle, count: data.count, x: x, y: y)
    }

    /// Colors the rectangles by `value` (and adds a legend).
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> Self {
        coloring(by: value.channel(data))
    }

    /// Fills or strokes each rectangle with the style at `style` of its element.
    public func foregroundStyle<S: ShapeStyle>(_ style: KeyPath<Data.Element, S>) -> Self {
        styling(data.map { $0[keyPath: style] })
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }
}

extension RectanglePlot: _RowModifiable {
    /// Makes `edit` to a copy's rows (see ``_RowModifiable``).
    public func _modifyingRows(_ edit: _RowEdit<Data.Element>) -> Self { modifyingRows(edit) }
}
