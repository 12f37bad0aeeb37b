import Foundation
import OpenChartsCore
import OpenChartsViews

/// The sizes `symbolSize(by:)` gives, as symbol areas in square points (the unit of
/// `symbolSize(_:)`; a symbol's side is the area's square root).
///
/// Numbers map continuously: the data's least value (or a `ClosedRange` domain's lower bound)
/// gets the range's first area, the greatest its last, values between an area in proportion,
/// linearly or through the scale `type` (log, square root, power, symmetric log), as
/// ``ForegroundScale`` spreads colours; values beyond a fixed domain are clamped to its ends.
/// Categories, in order of first appearance (or the domain's order), take areas stepped
/// evenly from the range's first to its last, or a list's areas one by one.
///
/// Apple documents no default range. Ours is 9…324 pt² (sides 3 to 18 points): the least is
/// Vega-Lite's default `scale.minSize` (9), the smallest area still seen as a dot; the greatest
/// is our choice, a bubble that stays clear of its neighbours in a small chart. The unscaled
/// symbol (a 7-point side, 49 pt²) lies between.
struct SymbolSizeScale {
    /// The areas when no range is set.
    static let defaultRange = SymbolSizeRange.span(9, 324)

    /// The channel's label (the legend reads it).
    let label: String?
    /// The categories, in order; empty for numbers.
    let domain: [ChartPrimitive]
    let isContinuous: Bool
    /// The numbers that map to the range's ends: a `ClosedRange` domain, else the data's finite
    /// extent (0...1 when there is none).
    let extent: (Double, Double)
    /// The range's areas, each finite and at least 0: two ends, or a list.
    let range: SymbolSizeRange
    private let areas: [ChartPrimitive: CGFloat]
    /// Maps `extent` onto 0…1 for a `type` other than linear; `nil` is linear.
    private let spread: (any PositionScale)?

    init(marks: [MarkRecord], spec: SymbolSizeScaleSpec) {
        let channels = marks.compactMapMarks { $0.style.symbolSizeBy }
        label = channels.first?.label
        range = spec.range?.sanitized ?? SymbolSizeScale.defaultRange
        let categories = spec.domain?.categories
        isContinuous = channels.first?.kind == .number && categories == nil && spec.type != .category
        var lo = Double.infinity, hi = -Double.infinity
        if isContinuous {
            if let (a, b) = spec.domain?.bounds, let a = a.numeric, let b = b.numeric, a.isFinite, b.isFinite, a <= b {
                (lo, hi) = (a, b)
            } else {
                for channel in channels {
                    guard let v = channel.start.numeric, v.isFinite else { continue }
                    lo = min(lo, v)
                    hi = max(hi, v)
                }
            }
        }
        extent = lo <= hi ? (lo, hi) : (0, 1)
        spread = isContinuous ? ForegroundScale.spread(spec.type, extent: extent) : nil
        var seen = Set<ChartPrimitive>()
        var domain: [ChartPrimitive] = []
        if !isContinuous {
            for value in categories ?? channels.map(\.start) where seen.insert(value).inserted { domain.append(value) }
        }
        self.domain = domain
        var areas: [ChartPrimitive: CGFloat] = [:]
        for (i, value) in domain.enumerated() {
            switch range {
            case let .list(list): areas[value] = list[i % list.count]
            case .span: areas[value] = range.area(at: domain.count > 1 ? Double(i) / Double(domain.count - 1) : 0.5)
            }
        }
        self.areas = areas
    }

    /// The area for `value`, in square points; nil for a value it cannot size: a number that
    /// is not finite or that the scale type cannot place (zero or a number of the other sign
    /// on a log scale over a positive domain), or a category outside a fixed domain. A domain
    /// of one number gives the range's middle; a number beyond the domain, its nearer end.
    func area(for value: ChartPrimitive) -> CGFloat? {
        guard isContinuous else { return areas[value] }
        guard let v = value.numeric, v.isFinite else { return nil }
        guard extent.1 > extent.0 else { return range.area(at: 0.5) }
        let t = spread.map { Double($0(v)) } ?? (v - extent.0) / (extent.1 - extent.0)
        return t.isFinite ? range.area(at: min(1, max(0, t))) : nil
    }

    /// The side of a symbol of ``area(for:)``, in points.
    func side(for value: ChartPrimitive) -> CGFloat? {
        area(for: value).map { $0.squareRoot() }
    }

    /// The values the legend shows, smallest first for numbers: the categories, or about
    /// three round numbers inside the extent (its one value when it has no width).
    var legendValues: [ChartPrimitive] {
        guard isContinuous else { return domain }
        guard extent.1 > extent.0 else { return [.number(extent.0)] }
        let ticks = (spread ?? LinearScale(domain: extent, range: (0, 1))).ticks(count: 3)
        return (ticks.isEmpty ? [extent.0, extent.1] : ticks).map(ChartPrimitive.number)
    }
}

/// The areas of a symbol size scale, in square points.
enum SymbolSizeRange: Sendable, Equatable {
    /// From the first area to the second: numbers in proportion, categories in even steps.
    case span(CGFloat, CGFloat)
    /// Areas in order: numbers interpolate between neighbours, evenly spaced; category `i`
    /// takes area `i` (cycling).
    case list([CGFloat])

    /// The range with areas that are not finite left out and negative ones made 0; nil when
    /// no area is left.
    var sanitized: SymbolSizeRange? {
        func clean(_ area: CGFloat) -> CGFloat? { area.isFinite ? max(0, area) : nil }
        switch self {
        case let .span(a, b):
            guard let a = clean(a), let b = clean(b) else { return nil }
            return .span(a, b)
        case let .list(areas):
            let kept = areas.compactMap(clean)
            return kept.isEmpty ? nil : .list(kept)
        }
    }

    /// The area at `t` in 0…1 along the range.
    func area(at t: Double) -> CGFloat {
        switch self {
        case let .span(a, b):
            return a + CGFloat(t) * (b - a)
        case let .list(areas):
            guard areas.count > 1 else { return areas.first ?? 0 }
            let position = t * Double(areas.count - 1)
            let i = min(areas.count - 2, Int(position))
            return areas[i] + CGFloat(position - Double(i)) * (areas[i + 1] - areas[i])
        }
    }
}
