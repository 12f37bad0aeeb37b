import Foundation
import OpenChartsViews

extension ChartContent {
    /// Draws points (and line vertices) with `symbol`.
    public func symbol(_ symbol: BasicChartSymbolShape) -> some ChartContent {
        modified(.symbol(AnyChartSymbolShape(basic: symbol, border: nil)))
    }

    /// Draws points (and line vertices) with `shape` in the mark's style: filled, or stroked
    /// when it is a hollow border (`Circle().strokeBorder(lineWidth: 2)`).
    public func symbol<Shape: ChartSymbolShape>(_ shape: Shape) -> some ChartContent {
        modified(.symbol(AnyChartSymbolShape(shape)))
    }

    /// Draws `symbol`, a view at its ideal size, centred on each point (and line vertex)
    /// instead of a shape, as Swift Charts' `symbol(symbol:)`.
    ///
    /// ```swift
    /// LineMark(x: .value("Day", day), y: .value("Sales", sales))
    ///     .symbol { Circle().strokeBorder(.blue, lineWidth: 2).frame(width: 11) }
    /// ```
    /// The view is drawn once and its drawing placed at every point. A view with nothing to
    /// draw (`EmptyView`), or one with no finite ideal size, draws nothing.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        modified(.symbolView(SymbolView(AnyView(symbol()))))
    }

    /// Chooses the symbol by `value`: circle, square, triangle, diamond, pentagon, then
    /// again (or the chart's `chartSymbolScale`). Lines then show symbols at their points.
    @inlinable
    public func symbol<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        let channel = value.channel
        return modified(.symbolBy(channel))
    }

    /// Sizes the symbols of points (and line vertices) by `value`: numbers continuously, the
    /// symbol's area in proportion from 9 to 324 square points (sides 3 to 18) across the data,
    /// categories in even steps, or by the chart's `chartSymbolSizeScale`; adds a legend.
    /// A `symbolSize(_:)` on the mark wins. A mark whose value is NaN or infinite is not drawn.
    ///
    /// ```swift
    /// PointMark(x: .value("GDP", c.gdp), y: .value("Life", c.life))
    ///     .symbolSize(by: .value("Population", c.population))
    /// ```
    @inlinable
    public func symbolSize<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        let channel = value.channel
        return modified(.symbolSizeBy(channel))
    }

    /// The symbol's area in square points (Swift Charts' unit); the side is its square root.
    @inlinable
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        let side = area.isFinite && area > 0 ? area.squareRoot() : 0
        return modified(.symbolSize(CGSize(width: side, height: side)))
    }

    /// The symbol's size in points.
    @inlinable
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified(.symbolSize(size))
    }
}
