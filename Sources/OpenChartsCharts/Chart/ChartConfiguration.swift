import Foundation
import OpenChartsCore
import OpenChartsViews

/// Everything the chart-level modifiers set.
struct ChartConfiguration: @unchecked Sendable {
    var xScale = PositionScaleSpec()
    var yScale = PositionScaleSpec()
    var xAxisVisibility = Visibility.automatic
    var yAxisVisibility = Visibility.automatic
    /// nil draws the automatic axis.
    var xAxisMarks: [AxisMarksSpec]?
    var yAxisMarks: [AxisMarksSpec]?
    var xAxisLabel: AxisTitle?
    var yAxisLabel: AxisTitle?
    var legend = LegendSpec()
    var foregroundStyleScale = StyleScaleSpec<Color>()
    var symbolScale = StyleScaleSpec<BasicChartSymbolShape>()
    var plotStyle = ChartPlotContent()
    var size: CGSize?
    /// The calendar for date axes and labels; nil is `DateScale.defaultCalendar`.
    var calendar: Calendar?
    /// `chartBackground`/`chartOverlay` content, drawn behind and in front of the chart.
    var layers: [ChartLayer] = []
    /// Selection bindings and scrolling (see ``ChartInteraction``).
    var interaction = ChartInteraction()
}

/// `chartXAxisLabel`/`chartYAxisLabel`.
struct AxisTitle: Sendable {
    var text: String
    var position: AnnotationPosition
    var alignment: Alignment?
    var spacing: CGFloat?
}

/// `chartLegend(…)`.
struct LegendSpec: Sendable {
    var visibility = Visibility.automatic
    var position = AnnotationPosition.automatic
    var alignment: Alignment?
    var spacing: CGFloat?
}

/// `chartForegroundStyleScale(…)`/`chartSymbolScale(…)`: a domain, a range, or a mapping.
struct StyleScaleSpec<Output: Sendable>: @unchecked Sendable {
    var domain: [ChartPrimitive]?
    var range: [Output]?
    var mapping: ((ChartPrimitive) -> Output?)?
}

/// The plot area's look, set by `chartPlotStyle { plot in plot.background(…).border(…) }`:
/// a stand-in for the view Swift Charts passes, until the views layer provides it.
public struct ChartPlotContent: Sendable {
    var background: Color?
    var borderColor: Color?
    var borderWidth: CGFloat = 1
    var fixedWidth: CGFloat?
    var fixedHeight: CGFloat?

    /// Fills the plot area with `color`.
    public func background(_ color: Color) -> ChartPlotContent {
        var copy = self
        copy.background = color
        return copy
    }

    /// Outlines the plot area with `color`, `width` points wide.
    public func border(_ color: Color, width: CGFloat = 1) -> ChartPlotContent {
        var copy = self
        copy.borderColor = color
        copy.borderWidth = width.isFinite ? max(0, width) : 1
        return copy
    }

    /// Fixes the plot area's width or height in points.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> ChartPlotContent {
        var copy = self
        copy.fixedWidth = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        copy.fixedHeight = height.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return copy
    }
}
