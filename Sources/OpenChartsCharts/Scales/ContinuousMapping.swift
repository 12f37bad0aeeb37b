import Foundation

/// The mapping shared by every continuous scale: d3-scale 4.0.2's `continuous.js` for a
/// two-value domain (`bimap`, `normalize`, `interpolateNumber`, `clamper`).
struct ContinuousMapping: Equatable, Sendable {
    var domain: (Double, Double)
    var range: (CGFloat, CGFloat)
    var clamp: Bool
    var transform: ContinuousTransform

    static func == (a: Self, b: Self) -> Bool {
        a.domain == b.domain && a.range == b.range && a.clamp == b.clamp && a.transform == b.transform
    }

    /// The position of `x`: normalize the transformed value to 0…1 and interpolate the range.
    func map(_ x: Double) -> CGFloat {
        if x.isNaN { return .nan }
        let value = clamp ? Self.clamped(x, domain.0, domain.1) : x
        let t0 = transform.apply(domain.0)
        let t1 = transform.apply(domain.1)
        let r0 = Double(range.0)
        let r1 = Double(range.1)
        // d3 normalizes on the ascending pair and swaps the range to match.
        let u = t1 < t0
            ? Self.interpolate(r1, r0, Self.normalize(t1, t0, transform.apply(value)))
            : Self.interpolate(r0, r1, Self.normalize(t0, t1, transform.apply(value)))
        return CGFloat(u)
    }

    /// The domain value at position `y`.
    func invert(_ y: CGFloat) -> Double {
        let position = Double(y)
        if position.isNaN { return .nan }
        let t0 = transform.apply(domain.0)
        let t1 = transform.apply(domain.1)
        let r0 = Double(range.0)
        let r1 = Double(range.1)
        let t = r1 < r0
            ? Self.interpolate(t1, t0, Self.normalize(r1, r0, position))
            : Self.interpolate(t0, t1, Self.normalize(r0, r1, position))
        let x = transform.invert(t)
        return clamp ? Self.clamped(x, domain.0, domain.1) : x
    }

    /// d3's "linearish" ticks: round values of the untransformed domain.
    func linearTicks(count: Double) -> [Double] {
        ticks(domain.0, domain.1, count)
    }

    /// d3's "linearish" nice: this mapping with its untransformed domain made round.
    func linearNiced(count: Double) -> ContinuousMapping {
        var copy = self
        let d = niceDomain(domain.0, domain.1, count: count)
        copy.domain = (d.start, d.stop)
        return copy
    }

    /// `(x - a) / (b - a)`; a zero-width span maps everything to its middle, 0.5.
    ///
    /// When `a` and `b` are finite but their difference overflows (a domain
    /// −greatestFiniteMagnitude…greatestFiniteMagnitude), both are halved first, so that
    /// such a domain still spreads its values over the range instead of mapping them all
    /// to one end.
    private static func normalize(_ a: Double, _ b: Double, _ x: Double) -> Double {
        let width = b - a
        if width == 0 { return 0.5 }
        if width.isNaN { return .nan }
        if width.isInfinite, a.isFinite, b.isFinite {
            return (x / 2 - a / 2) / (b / 2 - a / 2)
        }
        return (x - a) / width
    }

    /// d3-interpolate's `interpolateNumber`: `a·(1 − t) + b·t`.
    private static func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double {
        a * (1 - t) + b * t
    }

    private static func clamped(_ x: Double, _ a: Double, _ b: Double) -> Double {
        let lo = Swift.min(a, b)
        let hi = Swift.max(a, b)
        return JavaScriptMath.max(lo, JavaScriptMath.min(hi, x))
    }
}
