import Foundation
import OpenChartsViews

extension ChartContent {
    /// Draws points (and line vertices) with `symbol`.
    @inlinable
    public func symbol(_ symbol: BasicChartSymbolShape) -> some ChartContent {
        modified(.symbol(symbol))
    }

    /// Draws points (and line vertices) with your own `shape`, filled with the mark's style.
    public func symbol<Shape: ChartSymbolShape>(_ shape: Shape) -> some ChartContent {
        modified(.customSymbol(AnyChartSymbolShape(shape)))
    }

    /// Chooses the symbol by `value`: circle, square, triangle, diamond, pentagon, then
    /// again (or the chart's `chartSymbolScale`). Lines then show symbols at their points.
    @inlinable
    public func symbol<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        let channel = value.channel
        return modified(.symbolBy(channel))
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
