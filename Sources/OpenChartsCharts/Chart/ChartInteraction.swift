import Foundation
import OpenChartsViews

/// What the selection and scrolling modifiers set. Rendering is static, so they describe
/// the chart's initial state: the selection bindings are stored for the interactive HTML
/// output (the chart draws nothing for a selection by itself, as in Swift Charts; your
/// content draws it from the bound value), and a scrollable axis with a visible domain
/// shows its first window, or the one at the scroll position.
struct ChartInteraction: @unchecked Sendable {
    /// The bound selected x, y and angle values, read when the chart is laid out.
    var xSelection: (() -> ChartPrimitive?)?
    var xRangeSelection: (() -> (ChartPrimitive, ChartPrimitive)?)?
    var ySelection: (() -> ChartPrimitive?)?
    var yRangeSelection: (() -> (ChartPrimitive, ChartPrimitive)?)?
    var angleSelection: (() -> ChartPrimitive?)?
    /// Write the x and angle selection bindings, for the interactive HTML output's states.
    var setXSelection: ((ChartPrimitive?) -> Void)?
    var setAngleSelection: ((ChartPrimitive?) -> Void)?
    /// Writes the x range selection binding (lower and upper ends); `nil` clears it.
    var setXRangeSelection: (((ChartPrimitive, ChartPrimitive)?) -> Void)?
    /// The axes that scroll.
    var scrollableAxes: Axis.Set = []
    /// How much of the x or y domain is visible at once, in its units (seconds for dates).
    var xVisibleLength: Double?
    var yVisibleLength: Double?
    /// The explicit x domain (`chartXScale(domain:)`) a scrolling chart scrolls over, once
    /// its domain has been narrowed to the visible window.
    var xScrollExtent: (ChartPrimitive, ChartPrimitive)?
    /// The bound value at the leading (top) edge of the visible window.
    var xScrollPosition: (() -> ChartPrimitive?)?
    /// Writes the `chartScrollPosition(x:)` binding, for the interactive page's scroll states.
    var setXScrollPosition: ((ChartPrimitive) -> Void)?
    var yScrollPosition: (() -> ChartPrimitive?)?
    /// Where scrolling comes to rest.
    var scrollTargetBehavior: (any ChartScrollTargetBehavior)?
}

extension ChartInteraction {
    /// Reads and writes `range` as the x range selection; ends given in either order are sorted.
    mutating func bindXRange<P: Plottable & Comparable>(_ range: Binding<ClosedRange<P>?>) {
        xRangeSelection = { range.wrappedValue.map { ($0.lowerBound.chartPrimitive, $0.upperBound.chartPrimitive) } }
        setXRangeSelection = { ends in
            guard let ends, let lower = P(chartPrimitive: ends.0), let upper = P(chartPrimitive: ends.1) else {
                range.wrappedValue = nil
                return
            }
            range.wrappedValue = min(lower, upper)...max(lower, upper)
        }
    }
}

extension ChartInteraction {
    /// Reads and writes `position` as the value at the visible window's leading edge.
    mutating func bindXScrollPosition<P: Plottable>(_ position: Binding<P>) {
        xScrollPosition = { position.wrappedValue.chartPrimitive }
        setXScrollPosition = { value in
            if let value = P(chartPrimitive: value) { position.wrappedValue = value }
        }
    }
}

/// Where a scrolling chart comes to rest, as Swift Charts' `ChartScrollTargetBehavior`.
public protocol ChartScrollTargetBehavior {}

/// Scrolling that rests on values matching date components, as Swift Charts'
/// `ValueAlignedChartScrollTargetBehavior`: `.valueAligned(matching: DateComponents(hour: 0))`.
///
/// The interactive HTML page rests a scroll along x on these values. The two-axis forms take
/// a y alignment too, which nothing reads: the page does not scroll along y.
public struct ValueAlignedChartScrollTargetBehavior: ChartScrollTargetBehavior, Sendable {
    /// The components a resting value matches, for minor (one-finger) scrolls along x.
    public let matching: DateComponents?
    /// The unit a resting value is a multiple of, for numeric x axes.
    public let unit: Double?
    /// Where fast scrolls along x rest; nil: where minor ones do.
    let major: MajorAlignmentStorage?
    /// How far one gesture may scroll.
    public let limitBehavior: ValueAlignedLimitBehavior

    private init(matching: DateComponents? = nil, unit: Double? = nil, major: MajorAlignmentStorage?,
                 limitBehavior: ValueAlignedLimitBehavior) {
        self.matching = matching
        self.unit = unit
        self.major = major
        self.limitBehavior = limitBehavior
    }

    /// Rests on dates matching `matching`; fast scrolls on `majorAlignment`.
    public init(matching: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        self.init(matching: matching, major: majorAlignment?.storage, limitBehavior: limitBehavior)
    }

    /// Rests on multiples of `unit`; fast scrolls on `majorAlignment`. A unit that is not a
    /// finite number above zero gives no resting values.
    public init<T: Plottable & Numeric>(unit: T, majorAlignment: MajorValueAlignment<T>? = nil,
                                        limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        self.init(unit: unit.chartPrimitive.numeric, major: majorAlignment?.storage, limitBehavior: limitBehavior)
    }

    /// Rests on dates matching `xComponents` along x and `yComponents` along y (the page does not
    /// scroll along y: the y alignment is not read).
    public init(xMatching xComponents: DateComponents, yMatching yComponents: DateComponents,
                xMajorAlignment: MajorValueAlignment<Date>? = nil, yMajorAlignment: MajorValueAlignment<Date>? = nil,
                limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        self.init(matching: xComponents, major: xMajorAlignment?.storage, limitBehavior: limitBehavior)
    }

    /// Rests on dates matching `xComponents` along x and multiples of `yUnit` along y (the page does not
    /// scroll along y: the y alignment is not read).
    public init<Y: Plottable & Numeric>(xMatching xComponents: DateComponents, yUnit: Y,
                                        xMajorAlignment: MajorValueAlignment<Date>? = nil,
                                        yMajorAlignment: MajorValueAlignment<Y>? = nil,
                                        limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        self.init(matching: xComponents, major: xMajorAlignment?.storage, limitBehavior: limitBehavior)
    }

    /// Rests on multiples of `xUnit` along x and dates matching `yComponents` along y (the page does not
    /// scroll along y: the y alignment is not read).
    public init<X: Plottable & Numeric>(xUnit: X, yMatching yComponents: DateComponents,
                                        xMajorAlignment: MajorValueAlignment<X>? = nil,
                                        yMajorAlignment: MajorValueAlignment<Date>? = nil,
                                        limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        self.init(unit: xUnit.chartPrimitive.numeric, major: xMajorAlignment?.storage, limitBehavior: limitBehavior)
    }

    /// Rests on multiples of `xUnit` along x and of `yUnit` along y (the page does not
    /// scroll along y: the y alignment is not read).
    public init<X: Plottable & Numeric, Y: Plottable & Numeric>(xUnit: X, yUnit: Y,
                                                               xMajorAlignment: MajorValueAlignment<X>? = nil,
                                                               yMajorAlignment: MajorValueAlignment<Y>? = nil,
                                                               limitBehavior: ValueAlignedLimitBehavior = .automatic) {
        self.init(unit: xUnit.chartPrimitive.numeric, major: xMajorAlignment?.storage, limitBehavior: limitBehavior)
    }
}

/// How far one scroll gesture of a value-aligned chart may go, as Swift Charts'
/// `ValueAlignedLimitBehavior`. On the interactive HTML page a limited drag moves at most a
/// page (the visible domain's length) from where it started, and comes to rest within it.
public struct ValueAlignedLimitBehavior: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, always, never }
    let kind: Kind

    /// Limited when the chart is compact along the scrolling axis: ours is under
    /// ``compactWidth`` points wide (Apple limits scroll views that are compact along the
    /// axis; a phone held upright is under 500 points wide).
    public static var automatic: ValueAlignedLimitBehavior { ValueAlignedLimitBehavior(kind: .automatic) }
    /// Always limited.
    public static var always: ValueAlignedLimitBehavior { ValueAlignedLimitBehavior(kind: .always) }
    /// Never limited.
    public static var never: ValueAlignedLimitBehavior { ValueAlignedLimitBehavior(kind: .never) }

    /// The width under which `.automatic` limits a chart's horizontal scrolls.
    static let compactWidth: CGFloat = 500

    /// Whether a chart `length` points long along the scrolling axis limits each gesture.
    func limits(length: CGFloat) -> Bool {
        switch kind {
        case .always: true
        case .never: false
        case .automatic: length < Self.compactWidth
        }
    }
}

/// Where a fast scroll (a swipe) of a value-aligned chart rests, as Swift Charts'
/// `MajorValueAlignment`: every page, every multiple of a unit, or dates matching components.
///
/// ```swift
/// .chartScrollTargetBehavior(.valueAligned(unit: 1, majorAlignment: .unit(10)))
/// .chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0),
///                                          majorAlignment: .matching(DateComponents(day: 1))))
/// ```
public struct MajorValueAlignment<Value>: Sendable {
    let storage: MajorAlignmentStorage

    /// Rests a visible domain's length (a page) from the last resting value.
    public static var page: MajorValueAlignment<Value> { MajorValueAlignment(storage: .page) }
}

/// What a ``MajorValueAlignment`` stands for, whatever its value type: a unit as a number.
enum MajorAlignmentStorage: Sendable, Hashable {
    case page
    case unit(Double)
    case matching(DateComponents)
}

extension MajorValueAlignment where Value: Plottable & Numeric {
    /// Rests on multiples of `unit` (a unit that is not a finite number above zero rests nowhere).
    public static func unit(_ unit: Value) -> MajorValueAlignment<Value> {
        MajorValueAlignment(storage: .unit(unit.chartPrimitive.numeric ?? .nan))
    }
}

extension MajorValueAlignment where Value == Date {
    /// Rests on dates matching `components`.
    public static func matching(_ components: DateComponents) -> MajorValueAlignment<Date> {
        MajorValueAlignment(storage: .matching(components))
    }
}

extension ChartScrollTargetBehavior where Self == ValueAlignedChartScrollTargetBehavior {
    /// Rests on dates matching `matching`; fast scrolls on `majorAlignment`.
    public static func valueAligned(matching: DateComponents, majorAlignment: MajorValueAlignment<Date>? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(matching: matching, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }

    /// Rests on multiples of `unit`; fast scrolls on `majorAlignment`.
    public static func valueAligned<P: Plottable & Numeric>(unit: P, majorAlignment: MajorValueAlignment<P>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic)
        -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(unit: unit, majorAlignment: majorAlignment, limitBehavior: limitBehavior)
    }

    /// Rests on dates matching `xComponents` along x and `yComponents` along y.
    public static func valueAligned(xMatching xComponents: DateComponents, yMatching yComponents: DateComponents,
                                    xMajorAlignment: MajorValueAlignment<Date>? = nil, yMajorAlignment: MajorValueAlignment<Date>? = nil,
                                    limitBehavior: ValueAlignedLimitBehavior = .automatic) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(xMatching: xComponents, yMatching: yComponents, xMajorAlignment: xMajorAlignment,
                                              yMajorAlignment: yMajorAlignment, limitBehavior: limitBehavior)
    }

    /// Rests on dates matching `xComponents` along x and multiples of `yUnit` along y.
    public static func valueAligned<Y: Plottable & Numeric>(xMatching xComponents: DateComponents, yUnit: Y,
                                                            xMajorAlignment: MajorValueAlignment<Date>? = nil,
                                                            yMajorAlignment: MajorValueAlignment<Y>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic)
        -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(xMatching: xComponents, yUnit: yUnit, xMajorAlignment: xMajorAlignment,
                                              yMajorAlignment: yMajorAlignment, limitBehavior: limitBehavior)
    }

    /// Rests on multiples of `xUnit` along x and dates matching `yComponents` along y.
    public static func valueAligned<X: Plottable & Numeric>(xUnit: X, yMatching yComponents: DateComponents,
                                                            xMajorAlignment: MajorValueAlignment<X>? = nil,
                                                            yMajorAlignment: MajorValueAlignment<Date>? = nil,
                                                            limitBehavior: ValueAlignedLimitBehavior = .automatic)
        -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(xUnit: xUnit, yMatching: yComponents, xMajorAlignment: xMajorAlignment,
                                              yMajorAlignment: yMajorAlignment, limitBehavior: limitBehavior)
    }

    /// Rests on multiples of `xUnit` along x and of `yUnit` along y.
    public static func valueAligned<X: Plottable & Numeric, Y: Plottable & Numeric>(
        xUnit: X, yUnit: Y, xMajorAlignment: MajorValueAlignment<X>? = nil, yMajorAlignment: MajorValueAlignment<Y>? = nil,
        limitBehavior: ValueAlignedLimitBehavior = .automatic
    ) -> ValueAlignedChartScrollTargetBehavior {
        ValueAlignedChartScrollTargetBehavior(xUnit: xUnit, yUnit: yUnit, xMajorAlignment: xMajorAlignment,
                                              yMajorAlignment: yMajorAlignment, limitBehavior: limitBehavior)
    }
}

extension Chart {
    /// Binds the x value under the pointer, as Swift Charts' `chartXSelection(value:)`.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> Chart {
        with {
            $0.interaction.xSelection = { value.wrappedValue?.chartPrimitive }
            $0.interaction.setXSelection = { value.wrappedValue = $0.flatMap { P(chartPrimitive: $0) } }
        }
    }

    /// Binds the selected x range, as Swift Charts' `chartXSelection(range:)`.
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> Chart {
        with { $0.interaction.bindXRange(range) }
    }

    /// Binds the y value under the pointer, as Swift Charts' `chartYSelection(value:)`.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> Chart {
        with { $0.interaction.ySelection = { value.wrappedValue?.chartPrimitive } }
    }

    /// Binds the selected y range, as Swift Charts' `chartYSelection(range:)`.
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> Chart {
        with { $0.interaction.yRangeSelection = { range.wrappedValue.map { ($0.lowerBound.chartPrimitive, $0.upperBound.chartPrimitive) } } }
    }

    /// Binds the cumulative sector value under the pointer, as Swift Charts' `chartAngleSelection(value:)`.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> Chart {
        with {
            $0.interaction.angleSelection = { value.wrappedValue?.chartPrimitive }
            $0.interaction.setAngleSelection = { value.wrappedValue = $0.flatMap { P(chartPrimitive: $0) } }
        }
    }

    /// Makes `axes` scroll, as Swift Charts' `chartScrollableAxes(_:)`.
    public func chartScrollableAxes(_ axes: Axis.Set) -> Chart {
        with { $0.interaction.scrollableAxes = axes }
    }

    /// Shows `length` of the x domain at once (seconds for dates), as Swift Charts' `chartXVisibleDomain(length:)`.
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> Chart {
        with { $0.interaction.xVisibleLength = length.chartPrimitive.numeric }
    }

    /// Shows `length` of the y domain at once, as Swift Charts' `chartYVisibleDomain(length:)`.
    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> Chart {
        with { $0.interaction.yVisibleLength = length.chartPrimitive.numeric }
    }

    /// Binds the x value at the leading edge of the visible window, as Swift Charts' `chartScrollPosition(x:)`.
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> Chart {
        with { $0.interaction.bindXScrollPosition(x) }
    }

    /// Starts the visible window at `initialX`, as Swift Charts' `chartScrollPosition(initialX:)`.
    public func chartScrollPosition<P: Plottable>(initialX: P) -> Chart {
        with { $0.interaction.xScrollPosition = { initialX.chartPrimitive } }
    }

    /// Binds the y value at the top edge of the visible window, as Swift Charts' `chartScrollPosition(y:)`.
    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> Chart {
        with { $0.interaction.yScrollPosition = { y.wrappedValue.chartPrimitive } }
    }

    /// Sets where scrolling comes to rest, as Swift Charts' `chartScrollTargetBehavior(_:)`.
    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> Chart {
        with { $0.interaction.scrollTargetBehavior = behavior }
    }
}

// The same modifiers after view modifiers.
extension View {
    /// ``Chart/chartXSelection`` for the charts in this view.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartModifier {
            $0.interaction.xSelection = { value.wrappedValue?.chartPrimitive }
            $0.interaction.setXSelection = { value.wrappedValue = $0.flatMap { P(chartPrimitive: $0) } }
        }
    }

    /// ``Chart/chartXSelection`` for the charts in this view.
    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        chartModifier { $0.interaction.bindXRange(range) }
    }

    /// ``Chart/chartYSelection`` for the charts in this view.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartModifier { $0.interaction.ySelection = { value.wrappedValue?.chartPrimitive } }
    }

    /// ``Chart/chartYSelection`` for the charts in this view.
    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>) -> some View {
        chartModifier { $0.interaction.yRangeSelection = { range.wrappedValue.map { ($0.lowerBound.chartPrimitive, $0.upperBound.chartPrimitive) } } }
    }

    /// ``Chart/chartAngleSelection`` for the charts in this view.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartModifier {
            $0.interaction.angleSelection = { value.wrappedValue?.chartPrimitive }
            $0.interaction.setAngleSelection = { value.wrappedValue = $0.flatMap { P(chartPrimitive: $0) } }
        }
    }

    /// ``Chart/chartScrollableAxes`` for the charts in this view.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        chartModifier { $0.interaction.scrollableAxes = axes }
    }

    /// ``Chart/chartXVisibleDomain`` for the charts in this view.
    public func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        chartModifier { $0.interaction.xVisibleLength = length.chartPrimitive.numeric }
    }

    /// ``Chart/chartYVisibleDomain`` for the charts in this view.
    public func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View {
        chartModifier { $0.interaction.yVisibleLength = length.chartPrimitive.numeric }
    }

    /// ``Chart/chartScrollPosition`` for the charts in this view.
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View {
        chartModifier { $0.interaction.bindXScrollPosition(x) }
    }

    /// ``Chart/chartScrollPosition(initialX:)`` for the charts in this view.
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        chartModifier { $0.interaction.xScrollPosition = { initialX.chartPrimitive } }
    }

    /// ``Chart/chartScrollPosition`` for the charts in this view.
    public func chartScrollPosition<P: Plottable>(y: Binding<P>) -> some View {
        chartModifier { $0.interaction.yScrollPosition = { y.wrappedValue.chartPrimitive } }
    }

    /// ``Chart/chartScrollTargetBehavior`` for the charts in this view.
    public func chartScrollTargetBehavior(_ behavior: some ChartScrollTargetBehavior) -> some View {
        chartModifier { $0.interaction.scrollTargetBehavior = behavior }
    }
}

extension ChartConfiguration {
    /// The configuration with each scrolling axis's domain set to its visible window: from
    /// the scroll position, or the smallest value of the marks and plots, `length` long. An
    /// explicit x domain is what scrolls, as in Swift Charts: the window is `length` of it,
    /// from the scroll position (kept inside it) or its start. A y axis with an explicit
    /// domain keeps it. A category axis shows `length` categories from the scroll position's
    /// (``CategoryWindow``), whatever its domain.
    /// - Complexity: O(n) in the number of marks, and a pass over the plots' columns when the
    ///   chart scrolls.
    func showingVisibleWindows(of marks: [MarkRecord], plots: [PlotRecord] = []) -> ChartConfiguration {
        var copy = self
        let scrolls = interaction.scrollableAxes
        guard scrolls.contains(.horizontal) && interaction.xVisibleLength != nil
            || scrolls.contains(.vertical) && interaction.yVisibleLength != nil else { return copy }
        let extents = plots.map { $0.extents(stack: nil) }
        if scrolls.contains(.horizontal), let length = interaction.xVisibleLength {
            let start = interaction.xScrollPosition?()
            copy.xScale.window = CategoryWindow(start: start, length: length)
            if let extent = copy.xScale.domain?.bounds {
                if let window = Self.window(within: extent, from: start, length: length) {
                    copy.interaction.xScrollExtent = extent
                    copy.xScale.domain?.bounds = window
                }
            } else if let window = Self.window(marks.compactMap { $0.x.channel?.start } + extents.compactMap { $0.x?.lowest },
                                               from: start, length: length) {
                copy.xScale.domain = DomainSpec(bounds: window)
            }
        }
        if scrolls.contains(.vertical), let length = interaction.yVisibleLength {
            let start = interaction.yScrollPosition?()
            copy.yScale.window = CategoryWindow(start: start, length: length)
            let values = marks.compactMap { $0.y.channel?.start } + extents.compactMap { $0.y?.lowest }
            if copy.yScale.domain?.bounds == nil, let window = Self.window(values, from: start, length: length) {
                copy.yScale.domain = DomainSpec(bounds: window)
            }
        }
        return copy
    }

    /// `length` of `extent`, from `start` moved inside it (or from its start), in its kind;
    /// nil when all of `extent` fits in `length`, or for categories and lengths that are not
    /// finite and positive.
    private static func window(within extent: (ChartPrimitive, ChartPrimitive), from start: ChartPrimitive?,
                               length: Double) -> (ChartPrimitive, ChartPrimitive)? {
        guard length.isFinite, length > 0, let lower = extent.0.numeric, let upper = extent.1.numeric,
              lower.isFinite, upper.isFinite, upper - lower > length else { return nil }
        let from = min(max(start?.numeric ?? lower, lower), upper - length)
        guard let a = ChartPrimitive(from, kind: extent.0.kind), let b = ChartPrimitive(from + length, kind: extent.0.kind) else { return nil }
        return (a, b)
    }

    /// `start` (or the smallest of `values`) to `length` after it, in the values' kind;
    /// nil for categories, a length that is not finite and positive, or no values.
    private static func window(_ values: [ChartPrimitive], from start: ChartPrimitive?, length: Double) -> (ChartPrimitive, ChartPrimitive)? {
        guard length.isFinite, length > 0 else { return nil }
        let numeric = values.filter { $0.kind != .string && ($0.numeric?.isFinite ?? false) }
        guard let first = start ?? numeric.min(by: { ($0.numeric ?? 0) < ($1.numeric ?? 0) }),
              let lower = first.numeric, lower.isFinite else { return nil }
        return ChartPrimitive(lower + length, kind: first.kind).map { (first, $0) }
    }
}

extension Chart {
    /// Replaces the selection gesture, as Swift Charts' `chartGesture(_:)`. A static render
    /// has no pointer, so the gesture is never built; the chart draws as without it.
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> Chart { self }
}

extension ChartProxy {
    /// Sets the chart's `chartXSelection(value:)` binding to the x value at `location`
    /// (relative to the plot), as Swift Charts' `selectXValue(at:)`: the inverted number or
    /// date, or the nearest category. Without an x selection binding it does nothing.
    public func selectXValue(at location: CGFloat) {
        guard let set = layout.configuration.interaction.setXSelection else { return }
        set(layout.xScale?.value(at: location + layout.plot.minX))
    }

    /// Selects the y value at `location`; y selection has no writable binding here, so this
    /// does nothing.
    public func selectYValue(at location: CGFloat) {}

    /// Sets the chart's `chartAngleSelection(value:)` binding to the cumulative sector value
    /// at `location` (relative to the plot), as Swift Charts' `selectAngleValue(at:)`.
    public func selectAngleValue(at location: CGPoint) {
        guard let set = layout.configuration.interaction.setAngleSelection else { return }
        set(value(atAngle: angle(at: location), as: Double.self).map { ChartPrimitive.number($0) })
    }

    /// Sets the chart's `chartXSelection(range:)` binding to the x values at `start` and `end`
    /// (relative to the plot, in either order), as a drag from one to the other selects; an
    /// OpenCharts addition for tests and servers.
    public func selectXRange(from start: CGFloat, to end: CGFloat) {
        guard let set = layout.configuration.interaction.setXRangeSelection, let scale = layout.xScale,
              let lower = scale.value(at: min(start, end) + layout.plot.minX),
              let upper = scale.value(at: max(start, end) + layout.plot.minX) else { return }
        set((lower, upper))
    }
}
