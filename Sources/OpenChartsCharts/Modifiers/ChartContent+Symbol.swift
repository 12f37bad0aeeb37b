import Foundation
import OpenChartsViews

extension ChartContent {
    /// Draws points (and line vertices) with `symbol`.
    public func symbol(_ symbol: BasicChartSymbolShape) -> some ChartContent {
        modified {
            $0.symbol = symbol
            $0.customSymbol = nil
        }
    }

    /// Draws points (and line vertices) with your own `shape`, filled with the mark's style.
    public func symbol<Shape: ChartSymbolShape>(_ shape: Shape) -> some ChartContent {
        let erased = AnyChartSymbolShape(shape)
        return modified {
            $0.customSymbol = erased
            $0.symbol = nil
        }
    }

    /// Chooses the symbol by `value`: circle, square, triangle, diamond, pentagon, then
    /// again (or the chart's `chartSymbolScale`). Lines then show symbols at their points.
    public func symbol<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        let channel = value.channel
        return modified { $0.symbolBy = channel }
    }

    /// The symbol's area in square points (Swift Charts' unit); the side is its square root.
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        let side = area.isFinite && area > 0 ? area.squareRoot() : 0
        return modified { $0.symbolSize = CGSize(width: side, height: side) }
    }

    /// The symbol's size in points.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modified { $0.symbolSize = size }
    }
}
