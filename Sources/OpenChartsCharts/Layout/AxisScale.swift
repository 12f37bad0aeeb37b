import Foundation
import OpenChartsViews

/// A position scale resolved for one axis of one chart: the scales of `Scales/` behind one
/// interface that takes chart primitives.
struct AxisScale: Sendable {
    enum Kind: Sendable {
        case band(BandScale<ChartPrimitive>)
        case continuous(any PositionScale)
        case date(DateScale)
    }

    var kind: Kind
    /// The kind of value the axis holds.
    var valueKind: ChartPrimitiveKind
    /// The scale type asked for or inferred (for ticks and labels).
    var type: ScaleType

    var isBand: Bool {
        if case .band = kind { return true }
        return false
    }

    /// The pixel range, in the order given.
    var range: (CGFloat, CGFloat)
    /// The numbers (dates as seconds since 1970) at the range's ends, for a continuous or
    /// date scale; unused by a band scale, whose domain is its categories.
    var bounds: (Double, Double)

    /// The domain's values: a band scale's categories in order, else its two bounds (dates
    /// for a date axis).
    var domain: [ChartPrimitive] {
        if isBand { return categories }
        return valueKind == .date
            ? [.date(Date(timeIntervalSince1970: bounds.0)), .date(Date(timeIntervalSince1970: bounds.1))]
            : [.number(bounds.0), .number(bounds.1)]
    }

    /// Where `value` sits: a band's centre, else the mapped value; nil when it cannot be placed.
    func position(_ value: ChartPrimitive) -> CGFloat? {
        switch kind {
        case let .band(scale):
            return scale.center(of: value)
        case let .continuous(scale):
            guard let number = value.numeric else { return nil }
            let p = scale(number)
            return p.isFinite ? p : nil
        case let .date(scale):
            guard let number = value.numeric else { return nil }
            let p = scale(Date(timeIntervalSince1970: number))
            return p.isFinite ? p : nil
        }
    }

    /// The start of `value`'s band, for band scales.
    func bandStart(_ value: ChartPrimitive) -> CGFloat? {
        if case let .band(scale) = kind { return scale(value) }
        return nil
    }

    /// The width of a band (0 for continuous scales).
    var bandwidth: CGFloat {
        if case let .band(scale) = kind { return scale.bandwidth }
        return 0
    }

    /// The distance between band starts (0 for continuous scales).
    var step: CGFloat {
        if case let .band(scale) = kind { return scale.step }
        return 0
    }

    /// The categories of a band scale, in order.
    var categories: [ChartPrimitive] {
        if case let .band(scale) = kind { return scale.domain }
        return []
    }

    /// The value at pixel `position`: the category whose band is nearest, or the inverted number or date.
    func value(at position: CGFloat) -> ChartPrimitive? {
        switch kind {
        case let .band(scale):
            guard !scale.domain.isEmpty, position.isFinite else { return nil }
            var best: (ChartPrimitive, CGFloat)?
            for category in scale.domain {
                guard let center = scale.center(of: category) else { continue }
                let distance = abs(center - position)
                if distance < (best?.1 ?? .infinity) { best = (category, distance) }
            }
            return best?.0
        case let .continuous(scale):
            let v = scale.invert(position)
            return v.isFinite ? .number(v) : nil
        case let .date(scale):
            let d = scale.invert(position)
            return d.timeIntervalSince1970.isFinite ? .date(d) : nil
        }
    }
}
