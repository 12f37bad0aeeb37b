import Foundation
import OpenChartsViews

/// One vectorized plot after its content has been collected: its channels as columns,
/// its options, and the modifiers around it. Layout reads it in tight loops; there is
/// no record per data point.
struct PlotRecord: Sendable {
    var kind: MarkKind
    /// Elements in the collection (samples, for a function plot once it is sampled).
    var count: Int
    var x: PlotChannel?
    var y: PlotChannel?
    /// `series:`: separates lines and areas.
    var series: PlotChannel?
    /// `foregroundStyle(by:)` with a key path: colors, and separates lines and areas.
    var foregroundBy: PlotChannel?
    /// `foregroundStyle(_:)` with a key path: each row's own fill or stroke.
    var rowStyles: [any ShapeStyle]?
    /// `symbol(by:)` with a key path: the points' symbol, and a legend.
    var symbolBy: PlotChannel?
    /// `lineStyle(by:)` with a key path: a line and a dash pattern per value.
    var lineStyleBy: PlotChannel?
    /// `symbolSize(by:)` with a key path: each point's area from the symbol size scale.
    var symbolSizeBy: PlotChannel?
    /// `symbolSize(_:)` with a key path: each row's symbol side, in points (0 draws nothing).
    var rowSides: [CGFloat]?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .unstacked
    /// Where a rule with one channel starts and ends across the plot, in points from its
    /// leading or top edge (nil: the edge).
    var pixelSpan: (start: CGFloat?, end: CGFloat?) = (nil, nil)
    /// A function plot's function, sampled by layout into `x` and `y`.
    var function: PlotFunction?
    var style = MarkStyle()
    /// Where the plot sits among the marks: the number of marks collected before it.
    var order = 0

    init(kind: MarkKind, count: Int, x: PlotChannel?, y: PlotChannel?) {
        self.kind = kind
        self.count = count
        self.x = x
        self.y = y
    }

    /// Which axis carries a bar's, area's or rectangle's value, as for marks
    /// (``ChartLayout/orientation(of:)``): the one holding the only interval, else x when
    /// it alone holds numbers, else y.
    var orientation: Orientation {
        if y?.end != nil, x?.end == nil { return .vertical }
        if x?.end != nil, y?.end == nil { return .horizontal }
        if x?.kind == .number, y?.kind != .number { return .horizontal }
        return .vertical
    }
}

/// The function of a function plot and where to sample it.
struct PlotFunction: @unchecked Sendable {
    enum Body {
        /// y = f(x).
        case curve((Double) -> Double)
        /// An area between two curves of x.
        case band((Double) -> (yStart: Double, yEnd: Double))
        /// (x, y) = f(t).
        case parametric((Double) -> (x: Double, y: Double))
    }

    var body: Body
    /// The x (or t) range; nil samples the chart's x domain.
    var domain: ClosedRange<Double>?
}

/// Content drawn from a whole collection at once, as Swift Charts' `VectorizedChartContent`:
/// `LinePlot`, `PointPlot`, `BarPlot`, `AreaPlot`, `RulePlot`, `RectanglePlot` and
/// `SectorPlot`. Modifiers that take key paths (`foregroundStyle(by:)`) come before
/// modifiers that take plain values.
public protocol VectorizedChartContent: ChartContent {
    /// The type of the collection's elements.
    associatedtype DataElement
}

/// A plot type's stored record and collection.
protocol ColumnarPlot: PrimitiveChartContent {
    var record: PlotRecord { get set }
}

extension ColumnarPlot {
    func collect(into collector: inout ChartCollector, style: MarkStyle) {
        var plot = record
        plot.style = style
        collector.add(plot)
    }

    /// A copy whose rows are filled or stroked with `styles`, one per row.
    func styling(_ styles: [any ShapeStyle]) -> Self {
        var copy = self
        copy.record.rowStyles = styles
        return copy
    }

    /// A copy colored and separated by `channel`.
    func coloring(by channel: PlotChannel) -> Self {
        var copy = self
        copy.record.foregroundBy = channel
        return copy
    }
}
