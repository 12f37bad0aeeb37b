import Foundation
import OpenChartsCore
import OpenChartsViews

extension Chart {
    /// Shows or hides the legend.
    public func chartLegend(_ visibility: Visibility) -> Chart {
        with { $0.legend.visibility = visibility }
    }

    /// Places the legend: `position` `.automatic` is below the plot, `alignment` defaults to
    /// leading, `spacing` (8 points) separates it from the plot.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> Chart {
        with {
            $0.legend.position = position
            $0.legend.alignment = alignment
            $0.legend.spacing = spacing.flatMap { $0.isFinite ? max(0, $0) : nil }
        }
    }

    /// Colors for `foregroundStyle(by:)` values: `["Cats": .orange, "Dogs": .blue]`.
    public func chartForegroundStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, Color>) -> Chart {
        with {
            $0.setForegroundColors(type: nil) { scale in
                scale.domain = mapping.map(\.key.chartPrimitive)
                scale.range = mapping.map(\.value)
            }
        }
    }

    /// Colors for `foregroundStyle(by:)` values: `domain[i]` gets `range[i]` (cycling).
    public func chartForegroundStyleScale<DataValue: Plottable>(domain: [DataValue], range: [Color], type: ScaleType? = nil) -> Chart {
        with {
            $0.setForegroundColors(type: type) { scale in
                scale.domain = domain.map(\.chartPrimitive)
                scale.range = range
            }
        }
    }

    /// Colors for `foregroundStyle(by:)` values in order of appearance; numbers interpolate
    /// across `range`, linearly or through `type` (as the `Gradient` form does).
    public func chartForegroundStyleScale(range: [Color], type: ScaleType? = nil) -> Chart {
        with {
            $0.setForegroundColors(type: type) { $0.range = range }
        }
    }

    /// A continuous colour scale: numbers from the data's least to its greatest map across
    /// `range`'s stops by location, as a heat map's cells do: linearly, or through `type`
    /// (`.log`, `.squareRoot`, `.power(exponent:)`, `.symmetricLog`; a log scale over values
    /// that reach zero is linear, as on an axis, and a value it cannot place is missing
    /// data). `.category` makes numbers categories. The legend shows the gradient.
    /// Categories take evenly spaced colours along it.
    public func chartForegroundStyleScale(range: Gradient, type: ScaleType? = nil) -> Chart {
        with { $0.setForegroundGradient(range, domain: nil, type: type) }
    }

    /// A continuous colour scale over a fixed `domain`: its lower bound gets the gradient's
    /// start and its upper bound its end, values beyond are clamped to the ends, so colours
    /// mean the same across charts. A domain of one value maps everything to the middle.
    public func chartForegroundStyleScale<DataValue: Plottable>(domain: ClosedRange<DataValue>, range: Gradient, type: ScaleType? = nil) -> Chart {
        with { $0.setForegroundGradient(range, domain: ChartConfiguration.numericBounds(domain), type: type) }
    }

    /// Colors for `foregroundStyle(by:)` values from a function.
    public func chartForegroundStyleScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> Color) -> Chart {
        with {
            $0.setForegroundColors(type: nil) { $0.mapping = { primitive in DataValue(chartPrimitive: primitive).map(mapping) } }
        }
    }

    /// Symbols for `symbol(by:)` values: `["Cats": .square]`.
    public func chartSymbolScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, BasicChartSymbolShape>) -> Chart {
        with {
            $0.symbolScale.domain = mapping.map(\.key.chartPrimitive)
            $0.symbolScale.range = mapping.map { AnyChartSymbolShape(basic: $0.value, border: nil) }
        }
    }

    /// Symbols for `symbol(by:)` values: `domain[i]` gets `range[i]` (cycling).
    public func chartSymbolScale<DataValue: Plottable>(domain: [DataValue], range: [BasicChartSymbolShape]) -> Chart {
        with {
            $0.symbolScale.domain = domain.map(\.chartPrimitive)
            $0.symbolScale.range = range.map { AnyChartSymbolShape(basic: $0, border: nil) }
        }
    }

    /// Symbols for `symbol(by:)` values in order of appearance.
    public func chartSymbolScale(range: [BasicChartSymbolShape]) -> Chart {
        with { $0.symbolScale.range = range.map { AnyChartSymbolShape(basic: $0, border: nil) } }
    }

    /// Symbols of any kinds for `symbol(by:)` values, hollow, filled or built-in:
    /// `["Dublin": Circle().strokeBorder(lineWidth: 2), "London": .square]`.
    public func chartSymbolScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, any ChartSymbolShape>) -> Chart {
        with {
            $0.symbolScale.domain = mapping.map(\.key.chartPrimitive)
            $0.symbolScale.range = mapping.map { AnyChartSymbolShape(erasing: $0.value) }
        }
    }

    /// Symbols of any kinds for `symbol(by:)` values: `domain[i]` gets `range[i]` (cycling).
    public func chartSymbolScale<DataValue: Plottable>(domain: [DataValue], range: [any ChartSymbolShape]) -> Chart {
        with {
            $0.symbolScale.domain = domain.map(\.chartPrimitive)
            $0.symbolScale.range = range.map(AnyChartSymbolShape.init(erasing:))
        }
    }

    /// Symbols of any kinds for `symbol(by:)` values in order of appearance.
    public func chartSymbolScale(range: [any ChartSymbolShape]) -> Chart {
        with { $0.symbolScale.range = range.map(AnyChartSymbolShape.init(erasing:)) }
    }

    /// Styles the plot area: `.chartPlotStyle { plot in plot.background(.gray.opacity(0.1)).border(.gray) }`.
    public func chartPlotStyle<Styled: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Styled) -> Chart {
        with { $0.plotStyle = { AnyView(content($0)) } }
    }
}

// Chart modifiers after view modifiers: `Chart { … }.frame(height: 300).chartLegend(.hidden)`.
// They apply to every chart inside the view; the one nearest a chart wins.
extension View {
    /// ``Chart/chartLegend`` for the charts in this view.
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartModifier { $0.legend.visibility = visibility }
    }

    /// ``Chart/chartLegend`` for the charts in this view.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartModifier {
            $0.legend.position = position
            $0.legend.alignment = alignment
            $0.legend.spacing = spacing.flatMap { $0.isFinite ? max(0, $0) : nil }
        }
    }

    /// ``Chart/chartForegroundStyleScale`` for the charts in this view.
    public func chartForegroundStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, Color>) -> some View {
        chartModifier {
            $0.setForegroundColors(type: nil) { scale in
                scale.domain = mapping.map(\.key.chartPrimitive)
                scale.range = mapping.map(\.value)
            }
        }
    }

    /// ``Chart/chartForegroundStyleScale`` for the charts in this view.
    public func chartForegroundStyleScale<DataValue: Plottable>(domain: [DataValue], range: [Color], type: ScaleType? = nil) -> some View {
        chartModifier {
            $0.setForegroundColors(type: type) { scale in
                scale.domain = domain.map(\.chartPrimitive)
                scale.range = range
            }
        }
    }

    /// ``Chart/chartForegroundStyleScale`` for the charts in this view.
    public func chartForegroundStyleScale(range: [Color], type: ScaleType? = nil) -> some View {
        chartModifier {
            $0.setForegroundColors(type: type) { $0.range = range }
        }
    }

    /// ``Chart/chartForegroundStyleScale(range:type:)`` for the charts in this view.
    public func chartForegroundStyleScale(range: Gradient, type: ScaleType? = nil) -> some View {
        chartModifier { $0.setForegroundGradient(range, domain: nil, type: type) }
    }

    /// ``Chart/chartForegroundStyleScale(domain:range:type:)`` for the charts in this view.
    public func chartForegroundStyleScale<DataValue: Plottable>(domain: ClosedRange<DataValue>, range: Gradient, type: ScaleType? = nil) -> some View {
        chartModifier { $0.setForegroundGradient(range, domain: ChartConfiguration.numericBounds(domain), type: type) }
    }

    /// ``Chart/chartForegroundStyleScale`` for the charts in this view.
    public func chartForegroundStyleScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> Color) -> some View {
        chartModifier {
            $0.setForegroundColors(type: nil) { $0.mapping = { primitive in DataValue(chartPrimitive: primitive).map(mapping) } }
        }
    }

    /// ``Chart/chartSymbolScale`` for the charts in this view.
    public func chartSymbolScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, BasicChartSymbolShape>) -> some View {
        chartModifier {
            $0.symbolScale.domain = mapping.map(\.key.chartPrimitive)
            $0.symbolScale.range = mapping.map { AnyChartSymbolShape(basic: $0.value, border: nil) }
        }
    }

    /// ``Chart/chartSymbolScale`` for the charts in this view.
    public func chartSymbolScale<DataValue: Plottable>(domain: [DataValue], range: [BasicChartSymbolShape]) -> some View {
        chartModifier {
            $0.symbolScale.domain = domain.map(\.chartPrimitive)
            $0.symbolScale.range = range.map { AnyChartSymbolShape(basic: $0, border: nil) }
        }
    }

    /// ``Chart/chartSymbolScale`` for the charts in this view.
    public func chartSymbolScale(range: [BasicChartSymbolShape]) -> some View {
        chartModifier { $0.symbolScale.range = range.map { AnyChartSymbolShape(basic: $0, border: nil) } }
    }

    /// ``Chart/chartSymbolScale`` for the charts in this view.
    public func chartSymbolScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, any ChartSymbolShape>) -> some View {
        chartModifier {
            $0.symbolScale.domain = mapping.map(\.key.chartPrimitive)
            $0.symbolScale.range = mapping.map { AnyChartSymbolShape(erasing: $0.value) }
        }
    }

    /// ``Chart/chartSymbolScale`` for the charts in this view.
    public func chartSymbolScale<DataValue: Plottable>(domain: [DataValue], range: [any ChartSymbolShape]) -> some View {
        chartModifier {
            $0.symbolScale.domain = domain.map(\.chartPrimitive)
            $0.symbolScale.range = range.map(AnyChartSymbolShape.init(erasing:))
        }
    }

    /// ``Chart/chartSymbolScale`` for the charts in this view.
    public func chartSymbolScale(range: [any ChartSymbolShape]) -> some View {
        chartModifier { $0.symbolScale.range = range.map(AnyChartSymbolShape.init(erasing:)) }
    }

    /// ``Chart/chartPlotStyle`` for the charts in this view.
    public func chartPlotStyle<Styled: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Styled) -> some View {
        chartModifier { $0.plotStyle = { AnyView(content($0)) } }
    }
}
