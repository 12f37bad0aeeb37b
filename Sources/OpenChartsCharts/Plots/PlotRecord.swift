import Foundation
import OpenChartsCore
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
    /// `opacity(_:)` with a key path: each row's opacity, in 0…1 (see ``rowOpacity(_:)``).
    var rowOpacities: [Double]?
    /// `lineStyle(_:)` with a key path: each row's stroke (a line takes its first row's).
    var rowLineStyles: [StrokeStyle]?
    /// `position(by:)` with a key path: bars at one position side by side, a slot a value.
    var positionBy: PlotPositionBy?
    /// The accessibility modifiers with key paths: what each row reads.
    var rowAccessibility: PlotAccessibility?
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

extension PlotRecord {
    /// Whether rows may differ in paint (`foregroundStyle(_:)` or `opacity(_:)` with a key
    /// path), so that each row's paint is looked up.
    var hasRowPaints: Bool { rowStyles != nil || rowOpacities != nil }

    /// Row `row`'s opacity: 1 with no `opacity(_:)` key path or past its column (a function
    /// plot's samples); NaN reads as 1, as a mark's `opacity(.nan)` does; clamped to 0…1.
    func rowOpacity(_ row: Int?) -> Double {
        guard let rowOpacities, let row, row >= 0, row < rowOpacities.count else { return 1 }
        let opacity = rowOpacities[row]
        return opacity.isNaN ? 1 : min(max(opacity, 0), 1)
    }

    /// Row `row`'s stroke from `lineStyle(_:)` with a key path, nil without one; a width
    /// that is not a finite number ≥ 0 is `fallback`'s.
    func rowLineStyle(_ row: Int?, fallback: StrokeStyle) -> StrokeStyle? {
        guard let rowLineStyles, let row, row >= 0, row < rowLineStyles.count else { return nil }
        var style = rowLineStyles[row]
        if !(style.lineWidth.isFinite && style.lineWidth >= 0) { style.lineWidth = fallback.lineWidth }
        return style
    }
}

/// `position(by:)` on a plot: the value whose slots divide each position's band, the axis
/// it divides (the base axis when nil) and the group's width.
struct PlotPositionBy: Sendable {
    var channel: PlotChannel
    var axis: Axis?
    var span: MarkDimension
}

extension PlotPositionBy {
    /// Each row's slot, numbered in order of first appearance of its value (-1 for a number
    /// or date that is not finite), and the number of slots.
    /// - Complexity: O(n); categories were numbered when the column was made.
    func slots() -> (codes: [Int32], count: Int) {
        let column = channel.start
        if column.kind == .string { return (column.codes, column.categories.count) }
        var found = FirstAppearance<UInt64>()
        // 0 and -0 are one value.
        let codes = column.numbers.map { $0.isFinite ? found.code(of: ($0 == 0 ? 0 : $0).bitPattern) : -1 }
        return (codes, found.values.count)
    }
}

/// What assistive technology reads for each row of a plot, from the accessibility
/// modifiers with key paths. A column is nil when its modifier was not used.
struct PlotAccessibility: Sendable {
    var labels: [String]?
    var values: [String]?
    var identifiers: [String]?
    var hidden: [Bool]?

    /// Whether the rows read labels or values of their own, each then an element.
    var labelsRows: Bool { labels != nil || values != nil }

    /// What row `row` reads: its label, then its value, nil when it has neither or is hidden.
    func label(_ row: Int) -> String? {
        if let hidden, row < hidden.count, hidden[row] { return nil }
        let parts = [labels, values].compactMap { column in column.flatMap { row < $0.count ? $0[row] : nil } }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Whether every one of `count` rows is hidden (and there is at least one).
    func hidesEvery(_ count: Int) -> Bool {
        guard let hidden, count > 0, hidden.count >= count else { return false }
        return !hidden.prefix(count).contains(false)
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
    associatedtype Data: RandomAccessCollection
    var record: PlotRecord { get set }
    /// The collection the key-path modifiers read.
    var data: Data { get }
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

    /// A copy with `edit` made to its rows' columns.
    func modifyingRows(_ edit: _RowEdit<Data.Element>) -> Self {
        var copy = self
        var record = record
        edit.apply(opacities: &record.rowOpacities, accessibility: &record.rowAccessibility, data: data)
        copy.record = record
        return copy
    }

    /// A copy whose rows are stroked with the style at `style` of their elements.
    func stroking(_ style: KeyPath<Data.Element, StrokeStyle>) -> Self {
        var copy = self
        copy.record.rowLineStyles = data.map { $0[keyPath: style] }
        return copy
    }

    /// A copy whose bars at one position stand side by side, a slot per value of `channel`.
    func dodging(by channel: PlotChannel, axis: Axis?, span: MarkDimension) -> Self {
        var copy = self
        copy.record.positionBy = PlotPositionBy(channel: channel, axis: axis, span: span)
        return copy
    }

    /// A copy colored and separated by `channel`.
    func coloring(by channel: PlotChannel) -> Self {
        var copy = self
        copy.record.foregroundBy = channel
        return copy
    }
}
