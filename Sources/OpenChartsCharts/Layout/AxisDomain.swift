import Foundation
import OpenChartsViews

/// The values one axis must show, inferred from the marks and `chartXScale`/`chartYScale`:
/// categories in order of first appearance, or a numeric or date extent.
struct AxisDomain: Sendable {
    let axis: Axis
    let type: ScaleType
    let valueKind: ChartPrimitiveKind
    /// For category axes.
    let categories: [ChartPrimitive]
    /// For continuous axes: the extent before rounding, in increasing order.
    let lower: Double
    let upper: Double
    /// Whether the bounds were given (and must not be rounded).
    let isExplicit: Bool
    let reversed: Bool
    let range: RangeSpec?
    /// On a scrolling category axis, the visible bands in category positions: `length`
    /// bands from `start`, which keeps the window inside the axis (nil: all are visible).
    let window: (start: Double, length: Double)?
    /// Whether a band is needed for bars and rectangles (a category axis).
    var isBand: Bool { type == .category }

    /// The domain of `axis`, or nil when no mark or plot places anything on it (and
    /// `forceNumeric` is false: an empty chart still shows 0…1 axes). `plots` are the
    /// extents of vectorized plots on this axis.
    init?(axis: Axis, marks: [MarkRecord], intervals: some MarkOrderLookup<(Double, Double)>,
          orientations: some MarkOrderLookup<Orientation>, spec: PositionScaleSpec, forceNumeric: Bool,
          plots: [PlotExtent] = []) {
        self.axis = axis
        // The marks' channels on this axis are read where they are, through a buffer: a million
        // line marks would otherwise copy a million channels into an array of their own.
        func channel(_ mark: borrowing MarkRecord) -> ChannelValue? {
            if case let .data(channel) = axis == .horizontal ? mark.x : mark.y { return channel }
            return nil
        }
        let firstChannel: ChannelValue? = marks.withUnsafeBufferPointer { buffer in
            for i in buffer.indices { if let found = channel(buffer[i]) { return found } }
            return nil
        }
        if firstChannel == nil && plots.isEmpty && !forceNumeric && spec.domain?.bounds == nil && spec.domain?.categories == nil { return nil }
        let domainSpec = spec.domain ?? DomainSpec()
        let inferredKind = firstChannel?.kind ?? plots.first?.kind
            ?? domainSpec.bounds?.0.kind ?? domainSpec.categories?.first?.kind ?? .number
        let type: ScaleType = spec.type ?? {
            switch inferredKind {
            case .number: .linear
            case .string: .category
            case .date: .date
            }
        }()
        self.type = type
        valueKind = inferredKind
        reversed = domainSpec.reversed ?? false
        range = spec.range

        if type == .category {
            var seen = Set<ChartPrimitive>()
            var ordered: [ChartPrimitive] = []
            for category in domainSpec.categories ?? [] where seen.insert(category).inserted { ordered.append(category) }
            if domainSpec.categories == nil, firstChannel == nil, plots.count == 1 {
                // One plot's categories are already each once, in order of first appearance.
                ordered = plots[0].categories
            } else if domainSpec.categories == nil {
                marks.withUnsafeBufferPointer { buffer in
                    for i in buffer.indices {
                        if let channel = channel(buffer[i]), seen.insert(channel.start).inserted { ordered.append(channel.start) }
                    }
                }
                for plot in plots {
                    for category in plot.categories where seen.insert(category).inserted { ordered.append(category) }
                }
            }
            let categories = reversed ? ordered.reversed() : ordered
            self.categories = categories
            lower = 0
            upper = 1
            isExplicit = domainSpec.categories != nil
            window = spec.window.flatMap { Self.visibleBands($0, over: categories) }
            return
        }
        categories = []
        window = nil
        if let bounds = domainSpec.bounds, let a = bounds.0.numeric, let b = bounds.1.numeric, a.isFinite, b.isFinite {
            lower = min(a, b)
            upper = max(a, b)
            isExplicit = true
            return
        }
        isExplicit = false
        var lo = Double.infinity, hi = -Double.infinity
        func include(_ v: Double?) {
            guard let v, v.isFinite else { return }
            lo = min(lo, v)
            hi = max(hi, v)
        }
        marks.withUnsafeBufferPointer { buffer in
            for i in buffer.indices {
                guard let channel = channel(buffer[i]) else { continue }
                let order = buffer[i].order
                if let orientation = orientations.value(at: order),
                   (orientation == .vertical) == (axis == .vertical),
                   let interval = intervals.value(at: order) {
                    include(interval.0)
                    include(interval.1)
                } else {
                    include(channel.start.numeric)
                    include(channel.end?.numeric)
                }
            }
        }
        for plot in plots where plot.lower <= plot.upper {
            include(plot.lower)
            include(plot.upper)
        }
        // Numbers include zero by default (Swift Charts' ScaleDomain); dates and logs do not.
        let wantsZero = domainSpec.includesZero ?? (inferredKind == .number && type != .log)
        if wantsZero && inferredKind == .number && type != .log && lo.isFinite { include(0) }
        if !lo.isFinite || !hi.isFinite {
            (lo, hi) = type == .log ? (1, 10) : (0, 1)
            if inferredKind == .date {
                let now = 0.0
                (lo, hi) = (now, now + 86_400)
            }
        }
        if lo == hi {
            // A single value: widen around it so it sits inside the plot.
            let pad = inferredKind == .date ? 43_200 : (lo == 0 ? 1 : abs(lo) * 0.5)
            if type == .log { (lo, hi) = (lo / 10, hi * 10) } else { (lo, hi) = (lo - pad, hi + pad) }
        }
        lower = lo
        upper = hi
    }

    /// `window` in positions along `categories`: from its start category's position (0 when
    /// it has none there), moved back so that it ends by the last band; nil when its length
    /// is not finite and positive or all the categories fit in it.
    private static func visibleBands(_ window: CategoryWindow, over categories: [ChartPrimitive]) -> (start: Double, length: Double)? {
        let count = Double(categories.count)
        guard window.length.isFinite, window.length > 0, window.length < count else { return nil }
        let first = window.start.flatMap { categories.firstIndex(of: $0) } ?? 0
        return (min(Double(first), count - window.length), window.length)
    }
}
