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
    /// A gradient range for `foregroundStyle(by:)`; it replaces `foregroundStyleScale`'s
    /// range and domain while set.
    var foregroundGradient: GradientScaleSpec?
    /// `chartForegroundStyleScale`'s `type`: how numbers spread across a continuous range
    /// (log, square root, power, symmetric log); `.category` makes numbers categories.
    var foregroundScaleType: ScaleType?
    var symbolScale = StyleScaleSpec<AnyChartSymbolShape>()
    /// `chartSymbolSizeScale`: areas for `symbolSize(by:)`.
    var symbolSizeScale = SymbolSizeScaleSpec()
    /// `chartLineStyleScale`: strokes for `lineStyle(by:)`.
    var lineStyleScale = StyleScaleSpec<StrokeStyle>()
    /// `chartPlotStyle`: the view the plot is drawn as.
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    /// `chartXAxisStyle`/`chartYAxisStyle`: the views the axes' ticks and labels are drawn as.
    var xAxisStyle: ((ChartAxisContent) -> AnyView)?
    var yAxisStyle: ((ChartAxisContent) -> AnyView)?
    var size: CGSize?
    /// The calendar for date axes and labels; nil is `DateScale.defaultCalendar`.
    var calendar: Calendar?
    /// `chartBackground`/`chartOverlay` content, drawn behind and in front of the chart.
    var layers: [ChartLayer] = []
    /// Selection bindings and scrolling (see ``ChartInteraction``).
    var interaction = ChartInteraction()
    /// A ``Chart3D``'s depth scale, pose and projection.
    var zScale = PositionScaleSpec()
    var pose3D = Chart3DPose.default
    var projection3D = Chart3DCameraProjection.automatic
}

extension ChartConfiguration {
    /// A `[Color]` range, category domain or mapping (what `edit` sets) replaces a gradient
    /// range set before it; `type` is the scale type that came with it.
    mutating func setForegroundColors(type: ScaleType?, _ edit: (inout StyleScaleSpec<Color>) -> Void) {
        foregroundGradient = nil
        foregroundScaleType = type
        edit(&foregroundStyleScale)
    }

    /// A gradient range replaces a `[Color]` range, category domain and mapping set before it.
    mutating func setForegroundGradient(_ gradient: Gradient, domain: ClosedRange<Double>?, type: ScaleType?) {
        foregroundStyleScale = StyleScaleSpec()
        foregroundScaleType = type
        foregroundGradient = GradientScaleSpec(
            stops: gradient.paintStops, domain: domain)
    }

    /// `domain`'s bounds as numbers (dates as seconds since 1970); nil for strings.
    static func numericBounds<DataValue: Plottable>(_ domain: ClosedRange<DataValue>) -> ClosedRange<Double>? {
        guard let lo = domain.lowerBound.chartPrimitive.numeric, let hi = domain.upperBound.chartPrimitive.numeric,
              lo <= hi else { return nil }
        return lo...hi
    }
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

/// `chartForegroundStyleScale(…)`/`chartSymbolScale(…)`/`chartLineStyleScale(…)`: a domain,
/// a range, or a mapping.
struct StyleScaleSpec<Output: Sendable>: @unchecked Sendable {
    var domain: [ChartPrimitive]?
    var range: [Output]?
    var mapping: ((ChartPrimitive) -> Output?)?
}

/// `chartForegroundStyleScale(domain:range: Gradient)`: numbers map across the stops (by
/// location), from `domain`'s lower bound to its upper, or the data's extent when nil.
struct GradientScaleSpec: Sendable {
    var stops: [GradientStop]
    var domain: ClosedRange<Double>?
}

/// `chartSymbolSizeScale(…)`: a domain (a `ClosedRange` of numbers, or categories), a range
/// of areas and a scale type; nil where the chart chooses.
struct SymbolSizeScaleSpec: Sendable {
    var domain: DomainSpec?
    var range: SymbolSizeRange?
    var type: ScaleType?
}
