import Foundation
import OpenChartsCore
import OpenChartsViews

extension ChartContent {
    /// Fills or strokes the marks with `style`: a color, a gradient over each mark's bounds
    /// (`LinearGradient`, `Gradient`, `.blue.gradient`)…
    @inlinable
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        modified(.foreground(style))
    }

    /// Colors the marks by `value`: categories get the palette (blue, green, orange, purple,
    /// red, cyan, yellow, then again) or the chart's `chartForegroundStyleScale`, and a legend.
    /// For lines, each value is also a separate series.
    @inlinable
    public func foregroundStyle<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        // Read once, here: a closure holding the generic value would look up its type for
        // every mark it styles.
        let channel = value.channel
        return modified(.foregroundBy(channel))
    }

    /// Paints the marks' styles over the plot area rather than each mark's bounds, as Swift
    /// Charts' `alignsMarkStylesWithPlotArea(_:)`: a gradient's unit points are the plot's,
    /// so bars of different heights show one gradient running up the plot, and an area's
    /// colours sit at fixed values however high it reaches.
    ///
    /// ```swift
    /// AreaMark(x: .value("Hour", hour), y: .value("Load", load))
    ///     .foregroundStyle(.linearGradient(colors: [.green, .red], startPoint: .bottom, endPoint: .top))
    ///     .alignsMarkStylesWithPlotArea()
    /// ```
    /// A plain colour paints the same either way. `false` restores the marks' own bounds.
    @inlinable
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent {
        modified(.alignsWithPlot(aligns))
    }

    /// Multiplies the marks' opacity by `opacity` (clamped to 0…1).
    @inlinable
    public func opacity(_ opacity: Double) -> some ChartContent {
        modified(.opacity(opacity.isNaN ? 1 : min(max(opacity, 0), 1)))
    }

    /// Rounds the corners of bars, rectangles and sectors by `radius` points.
    /// `style` is accepted as in Swift Charts; both styles draw circular corners here.
    @inlinable
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modified(.cornerRadius(radius.isFinite ? max(0, radius) : nil))
    }

    /// Strokes lines and rules with `style` (width, dashes, caps).
    @inlinable
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modified(.lineStyle(style))
    }

    /// Separates lines into series by `value`.
    @inlinable
    public func lineStyle<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        let channel = value.channel
        return modified(.lineStyleBy(channel))
    }

    /// Joins the points of lines and areas with `method`.
    @inlinable
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modified(.interpolation(method))
    }

    /// Draws the marks above (larger) or below (smaller) marks of a lower index; ties keep data order.
    @inlinable
    public func zIndex(_ value: Double) -> some ChartContent {
        modified(.zIndex(value.isFinite ? value : 0))
    }
}
