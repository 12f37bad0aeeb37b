import Foundation
import OpenChartsViews

extension ChartContent {
    /// Places marks that share a band side by side, one slot per `value` (grouped bars).
    /// `axis` is the axis whose band is divided (the category axis when nil); `span` is the
    /// width of the group (the band's, by default).
    @inlinable
    public func position<Value: Plottable>(
        by value: PlottableValue<Value>, axis: Axis? = nil, span: MarkDimension = .automatic
    ) -> some ChartContent {
        let positionBy = PositionBy(value: value.channel, axis: axis, span: span)
        return modified(.positionBy(positionBy))
    }

    /// Moves the marks by `size` points.
    @inlinable
    public func offset(_ size: CGSize) -> some ChartContent {
        offset(x: size.width, y: size.height)
    }

    /// Moves the marks by `x` and `y` points.
    @inlinable
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        offset(xStart: x, xEnd: x, yStart: y, yEnd: y)
    }

    /// Moves the marks by `x` and their vertical ends by `yStart` and `yEnd` points.
    @inlinable
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        offset(xStart: x, xEnd: x, yStart: yStart, yEnd: yEnd)
    }

    /// Moves the marks' horizontal ends by `xStart` and `xEnd` and the marks by `y` points.
    @inlinable
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        offset(xStart: xStart, xEnd: xEnd, yStart: y, yEnd: y)
    }

    /// Moves each end of the marks by its own amount in points. "Start" is the lower value
    /// end: a rule from the bottom with `yStart: -10` grows 10 points past the plot's bottom.
    @inlinable
    public func offset(xStart: CGFloat, xEnd: CGFloat, yStart: CGFloat, yEnd: CGFloat) -> some ChartContent {
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return modified(.offset(MarkOffset(xStart: finite(xStart), xEnd: finite(xEnd), yStart: finite(yStart), yEnd: finite(yEnd))))
    }
}
