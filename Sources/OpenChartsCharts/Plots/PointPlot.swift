import Foundation
import OpenChartsViews

/// A symbol at (`x`, `y`) of every element of a collection, as Swift Charts' `PointPlot`
/// (iOS 18). All the symbols are one scene node: SVG writes them as one path, PNG stamps
/// one rasterized symbol at each position.
public struct PointPlot<Data: RandomAccessCollection>: VectorizedChartContent, ColumnarPlot {
    public typealias DataElement = Data.Element
    var record: PlotRecord
    let data: Data

    /// A point at (`x`, `y`) of each element.
    public init<X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                            y: PlottableProjection<Data.Element, Y>) {
        self.data = data
        record = PlotRecord(kind: .point, count: data.count, x: x.channel(data), y: y.channel(data))
    }

    /// Colors the points by `value` (and adds a legend).
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> Self {
        coloring(by: value.channel(data))
    }

    /// Gives the points of each value of `value` their own symbol (circle, square,
    /// triangle, diamond, pentagon, then again) and a legend.
    public func symbol<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> Self {
        var copy = self
        copy.record.symbolBy = value.channel(data)
        return copy
    }

    /// Sizes the points by `value` (numbers continuously, categories in steps; see
    /// `chartSymbolSizeScale`) and adds a legend. A row whose value is NaN or infinite is
    /// not drawn.
    public func symbolSize<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> Self {
        var copy = self
        copy.record.symbolSizeBy = value.channel(data)
        return copy
    }

    /// Gives each point the symbol area, in square points, at `area` of its element; an area
    /// that is NaN, infinite or negative draws no symbol.
    /// - Complexity: O(n).
    public func symbolSize(_ area: KeyPath<Data.Element, CGFloat>) -> Self {
        var copy = self
        copy.record.rowSides = data.map { element in
            let area = element[keyPath: area]
            return area.isFinite && area > 0 ? area.squareRoot() : 0
        }
        return copy
    }

    /// Gives each point the symbol size, in points, at `size` of its element (the symbol is
    /// square: its side is the greater of width and height); a size that is not finite, or
    /// not positive, draws no symbol.
    /// - Complexity: O(n).
    public func symbolSize(_ size: KeyPath<Data.Element, CGSize>) -> Self {
        var copy = self
        copy.record.rowSides = data.map { element in
            let size = element[keyPath: size]
            let side = max(size.width, size.height)
            return side.isFinite && side > 0 ? side : 0
        }
        return copy
    }

    /// Fills or strokes each point with the style at `style` of its element.
    public func foregroundStyle<S: ShapeStyle>(_ style: KeyPath<Data.Element, S>) -> Self {
        styling(data.map { $0[keyPath: style] })
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }
}

extension PointPlot: _RowModifiable {
    /// Makes `edit` to a copy's rows (see ``_RowModifiable``).
    public func _modifyingRows(_ edit: _RowEdit<Data.Element>) -> Self { modifyingRows(edit) }
}
