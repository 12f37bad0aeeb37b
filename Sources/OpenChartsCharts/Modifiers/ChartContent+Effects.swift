import Foundation
import OpenChartsCore
import OpenChartsViews

extension ChartContent {
    /// Gives each mark a shadow, as Swift Charts' `shadow(color:radius:x:y:)`: the mark's
    /// drawing, its alpha blurred by `radius` (the Gaussian's standard deviation), tinted
    /// with `color` and moved by `x`, `y` points, beneath it.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", day), y: .value("Sales", sales))
    ///     .shadow(radius: 4, x: 2, y: 2)
    /// LineMark(x: .value("Hour", hour), y: .value("Value", value))
    ///     .shadow(color: .blue, radius: 6)          // a glow
    /// ```
    /// Each bar, rectangle, point, rule and sector casts its own shadow; a line or an area
    /// casts one for its whole series, and a vectorized plot one for the plot. The shadow is
    /// cut by the plot area as the marks are. The modifier closest to a mark wins. A radius
    /// or offset that is NaN or infinite draws no shadow.
    @inlinable
    public func shadow(color: Color = GroupEffect.Shadow.defaultColor, radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modified(.shadow(GroupEffect.Shadow(color: color, radius: radius, x: x, y: y)))
    }

    /// Blurs each mark, as Swift Charts' `blur(radius:)`: a Gaussian blur whose standard
    /// deviation is `radius` points, mark by mark as ``shadow(color:radius:x:y:)`` draws.
    /// A radius of 0, or one that is NaN or infinite, blurs nothing.
    @inlinable
    public func blur(radius: CGFloat) -> some ChartContent {
        modified(.blur(GroupEffect.Blur(radius: radius)))
    }
}
