import Foundation
import OpenChartsCore
import OpenChartsViews

/// A chart laid out at one size: its valid marks, stacks, scales and plot frame. Pure: the
/// same marks, configuration and size give the same layout. `scene()` draws it.
///
/// Marks with a NaN or infinite value on any of their channels are skipped (per mark, as
/// Observable Plot filters per channel); a sector whose value is not positive and finite
/// draws nothing.
struct ChartLayout {
    let size: CGSize
    let configuration: ChartConfiguration
    /// The marks that will be drawn, in data order.
    let marks: [MarkRecord]
    /// The vectorized plots, function plots sampled (Plots/ChartLayout+Plots.swift).
    let plots: [PlotRecord]
    /// Each plot's stacked value intervals, where it stacks, by index in `plots`.
    let plotStacks: [PlotStack?]
    /// Whether the chart is a pie or donut (it has sectors), which has no axes.
    let isPolar: Bool
    /// Each stacked or ranged bar or area's value interval on its value axis, by `order`.
    let intervals: OrderTable<(Double, Double)>
    /// Which axis carries each bar, area and rectangle's value, by `order`.
    let orientations: OrderTable<Orientation>
    let xScale: AxisScale?
    let yScale: AxisScale?
    let xAxis: AxisPlan?
    let yAxis: AxisPlan?
    /// The room each side of a styled axis (`chartXAxisStyle`) takes: its view's thickness.
    let xAxisBands: [AxisMarkPosition: CGFloat]
    let yAxisBands: [AxisMarkPosition: CGFloat]
    let legend: LegendPlan?
    /// The room the plot and its axes share: the chart less its legend.
    let axesFrame: CGRect
    let plot: CGRect
    let foreground: ForegroundScale
    let symbols: SymbolScale
    let lineStyles: LineStyleScale
    let symbolSizes: SymbolSizeScale
    /// The calendar dates are stepped, labelled and read in.
    let calendar: Calendar
    /// Measures every label, title and legend entry (the environment's `textMeasurer`).
    let measurer: any TextMeasuring
    /// The environment the chart is drawn in, for the views inside it.
    let environment: EnvironmentValues
    /// Symbol outlines made while drawing, shared by every point of one symbol and size.
    let outlines = SymbolOutlines()

    init(marks collected: [MarkRecord], plots collectedPlots: [PlotRecord] = [], configuration: ChartConfiguration,
         size: CGSize, environment: EnvironmentValues) {
        self.size = size
        self.environment = environment
        let measurer = environment.textMeasurer
        self.measurer = measurer
        self.configuration = configuration
        let calendar = configuration.calendar ?? DateScale.defaultCalendar
        self.calendar = calendar
        // Copied only when a mark is skipped: a mark record is large. Read through a buffer,
        // whose elements are lent to a call where an array's would be copied.
        let allDrawable = collected.withUnsafeBufferPointer { buffer in
            buffer.indices.allSatisfy { ChartLayout.isDrawable(buffer[$0]) }
        }
        let valid = allDrawable ? collected : collected.filter(ChartLayout.isDrawable)
        marks = valid
        isPolar = valid.containsMark(of: .sector)
        var orientations = OrderTable<Orientation>(count: collected.count)
        valid.withUnsafeBufferPointer { buffer in
            for i in buffer.indices where buffer[i].kind == .bar || buffer[i].kind == .area || buffer[i].kind == .rectangle {
                orientations[buffer[i].order] = ChartLayout.orientation(of: buffer[i])
            }
        }
        self.orientations = orientations
        intervals = ChartLayout.stack(valid, orientations: orientations)
        // Plots take part in the color and symbol scales and the legend through one
        // stand-in mark per value.
        let standIns = ChartLayout.legendStandIns(collectedPlots)
        let legendMarks = standIns.isEmpty ? valid : valid + standIns
        foreground = ForegroundScale(marks: legendMarks, spec: configuration.foregroundStyleScale,
                                     gradient: configuration.foregroundGradient, type: configuration.foregroundScaleType)
        symbols = SymbolScale(marks: legendMarks, spec: configuration.symbolScale)
        lineStyles = LineStyleScale(marks: legendMarks, spec: configuration.lineStyleScale)
        symbolSizes = SymbolSizeScale(marks: legendMarks, spec: configuration.symbolSizeScale)

        let legend = LegendPlan(foreground: foreground, symbols: symbols, lineStyles: lineStyles, sizes: symbolSizes,
                                spec: configuration.legend,
                                width: size.width, height: size.height, marks: legendMarks, calendar: calendar, measurer: measurer)
        self.legend = legend

        // Room for the legend, then a first guess at the plot for tick counts.
        var frame = CGRect(origin: .zero, size: size)
        if let legend { frame = legend.remainingFrame(in: frame) }
        axesFrame = frame
        // Function plots are sampled over the marks' x domain; other plots are kept as they are.
        let plots = collectedPlots.contains { $0.function != nil }
            ? ChartLayout.sampleFunctions(collectedPlots, marks: valid, intervals: intervals.dictionary,
                                          orientations: orientations.dictionary, configuration: configuration, frame: frame)
            : collectedPlots
        self.plots = plots
        let plotStacks = plots.map(PlotStack.init)
        self.plotStacks = plotStacks
        let plotExtents = zip(plots, plotStacks).map { $0.extents(stack: $1) }
        if isPolar {
            xScale = nil
            yScale = nil
            xAxis = nil
            yAxis = nil
            xAxisBands = [:]
            yAxisBands = [:]
            plot = frame
            return
        }
        let hasData = !valid.isEmpty || !plots.isEmpty
        let xDomain = AxisDomain(axis: .horizontal, marks: valid, intervals: intervals, orientations: orientations,
                                 spec: configuration.xScale, forceNumeric: !hasData, plots: plotExtents.compactMap(\.x))
        let yDomain = AxisDomain(axis: .vertical, marks: valid, intervals: intervals, orientations: orientations,
                                 spec: configuration.yScale, forceNumeric: !hasData, plots: plotExtents.compactMap(\.y))
        let xMarks = configuration.xAxisVisibility == .hidden ? [] : (configuration.xAxisMarks ?? [AxisMarksSpec.automatic])
        let yMarks = configuration.yAxisVisibility == .hidden ? [] : (configuration.yAxisMarks ?? [AxisMarksSpec.automatic])

        // Ticks depend on the plot's length, and the margins on the ticks' labels: guess the
        // plot from typical margins, plan the axes, then fix the plot from their real extents.
        let guess = frame.insetBy(dx: 20, dy: 15)
        let xPlan = xDomain.map { AxisPlan(axis: .horizontal, domain: $0, specs: xMarks, length: guess.width, title: configuration.xAxisLabel, calendar: calendar, environment: environment) }
        let yPlan = yDomain.map { AxisPlan(axis: .vertical, domain: $0, specs: yMarks, length: guess.height, title: configuration.yAxisLabel, calendar: calendar, environment: environment) }
        let xBands = ChartLayout.styledBands(xPlan, style: configuration.xAxisStyle, length: guess.width, environment: environment)
        let yBands = ChartLayout.styledBands(yPlan, style: configuration.yAxisStyle, length: guess.height, environment: environment)
        xAxisBands = xBands
        yAxisBands = yBands
        var insets = EdgeInsetsPlan()
        xPlan?.reserve(in: &insets, styled: xBands)
        yPlan?.reserve(in: &insets, styled: yBands)
        var plot = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                          width: max(0, frame.width - insets.leading - insets.trailing),
                          height: max(0, frame.height - insets.top - insets.bottom))
        if let style = configuration.plotStyle {
            // A frame on the plot view fixes the plot's size within the room left.
            let styled = sizeOfView(style(.measuring), proposal: ProposedSize(plot.size), environment: environment)
            plot.size = CGSize(width: min(plot.width, styled.width), height: min(plot.height, styled.height))
        }
        self.plot = plot
        xScale = xPlan.map { $0.makeScale(plot: plot) }
        yScale = yPlan.map { $0.makeScale(plot: plot) }
        xAxis = xPlan
        yAxis = yPlan
    }

    /// Whether a mark's values can all be placed (see the type's documentation).
    static func isDrawable(_ mark: MarkRecord) -> Bool {
        if case let .data(x) = mark.x, !x.isFinite { return false }
        if case let .data(y) = mark.y, !y.isFinite { return false }
        if let series = mark.series, !series.isFinite { return false }
        // A colour, dash or symbol by a value that is not finite: as a plot's row, skipped.
        let style = mark.style
        if let by = style.foregroundBy, !by.isFinite { return false }
        if let by = style.lineStyleBy, !by.isFinite { return false }
        if let by = style.symbolBy, !by.isFinite { return false }
        if let by = style.symbolSizeBy, !by.isFinite { return false }
        if mark.kind == .sector {
            guard let angle = mark.angle, angle.isFinite, let a = angle.start.numeric else { return false }
            if let b = angle.end?.numeric { return b > a }
            return a > 0
        }
        return true
    }
}

/// Which axis carries a bar's, area's or rectangle's value.
enum Orientation: Sendable {
    /// Value on y, base (category, date or number) on x: a column.
    case vertical
    /// Value on x, base on y.
    case horizontal
}

/// Room reserved around the plot.
struct EdgeInsetsPlan {
    /// The least room on a side: the chart's margin.
    static let margin: CGFloat = 6
    var top = margin
    var leading = margin
    var bottom = margin
    var trailing = margin

    /// The room on the side an axis's marks stand on (`.automatic` is the bottom).
    subscript(side: AxisMarkPosition) -> CGFloat {
        get {
            switch side {
            case .top: top
            case .leading: leading
            case .trailing: trailing
            case .bottom, .automatic: bottom
            }
        }
        set {
            switch side {
            case .top: top = newValue
            case .leading: leading = newValue
            case .trailing: trailing = newValue
            case .bottom, .automatic: bottom = newValue
            }
        }
    }
}
