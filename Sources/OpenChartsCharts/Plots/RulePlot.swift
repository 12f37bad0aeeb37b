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

    /// Strokes each rule with the style at `style` of its element. A width that is not a
    /// finite number ≥ 0 is the default's.
    public func lineStyle(_ style: KeyPath<Data.Element, StrokeStyle>) -> Self {
        stroking(style)
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }
}

extension RulePlot: _RowModifiable {
    /// Makes `edit` to a copy's rows (see ``_RowModifiable``).
    public func _modifyingRows(_ edit: _RowEdit<Data.Element>) -> Self { modifyingRows(edit) }
}
