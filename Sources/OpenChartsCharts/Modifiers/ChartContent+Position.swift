import Foundation
import OpenChartsViews

extension ChartContent {
    /// Places marks that share a band side by side, one slot per `value` (grouped bars).
    /// `axis` is the axis whose band is divided (the category axis when nil); `span` is the
    /// width of the group (the band's, by default).
    public func position<Value: Plottable>(
        by value: PlottableValue<Value>, axis: Axis? = nil, span: MarkDimension = .automatic
    ) -> some ChartContent {
        let positionBy = PositionBy(value: value.channel, axis: axis, span: span)
        return modified { $0.positionBy = positionBy }
    }

    /// Moves the marks by `size` points.
    public func offset(_ size: CGSize) -> some ChartContent {
        offset(x: size.width, y: size.height)
    }

    /// Moves the marks by `x` and `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        offset(xStart: x, xEnd: x, yStart: y, yEnd: y)
    }

    /// Moves the marks by `x` and their vertical ends by `yStart` and `yEnd` points.
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
        offset(xStart: x, xEnd: x, yStart: yStart, yEnd: yEnd)
    }

    /// Moves the marks' horizontal ends by `xStart` and `xEnd` and the marks by `y` points.
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        offset(xStart: xStart, xEnd: xEnd, yStart: y, yEnd: y)
    }

    /// Moves each end of the marks by its own amount in points. "Start" is the lower value
    /// end: a rule from the bottom with `yStart: -10` grows 10 points past the plot's bottom.
    public func offset(xStart: CGFloat, xEnd: CGFloat, yStart: CGFloat, yEnd: CGFloat) -> some ChartContent {
        modified { style in
            func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
            style.offset.xStart += finite(xStart)
            style.offset.xEnd += finite(xEnd)
            style.offset.yStart += finite(yStart)
            style.offset.yEnd += finite(yEnd)
        }
    }
}
