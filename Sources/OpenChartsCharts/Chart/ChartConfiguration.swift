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
    var symbolScale = StyleScaleSpec<AnyChartSymbolShape>()
    /// `chartPlotStyle`: the view the plot is drawn as.
    var plotStyle: ((ChartPlotContent) -> AnyView)?
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
