import Foundation

/// A scale that maps `log(x)` linearly onto positions: d3-scale 4.0.2's `scaleLog`, and
/// Swift Charts' `ScaleType.log`.
///
/// The domain must be strictly positive or strictly negative (log 0 is −∞); a negative
/// domain maps `-log(-x)`. Ticks follow d3: every integer multiple of each power of the base
/// (1, 2, …, 9, 10, 20, …) when the domain spans fewer decades than `count`, the powers
/// alone (as linear ticks of the exponents) for wider domains, and linear ticks when even
/// the multiples give fewer than `count / 2` values.
public struct LogScale: PositionScale, Equatable {
    var mapping: ContinuousMapping
    /// The logarithm's base; 10 unless given.
    public let base: Double

    /// A log scale. Throws `ScaleError.logDomainCrossesZero` for a domain that is not finite
    /// or that contains or crosses 0, and `.invalidLogBase` for a base that is not finite,
    /// positive and different from 1.
    public init(domain: (Double, Double), range: (CGFloat, CGFloat), base: Double = 10, clamp: Bool = false) throws(ScaleError) {
        let (d0, d1) = domain
        guard d0.isFinite, d1.isFinite, (d0 > 0 && d1 > 0) || (d0 < 0 && d1 < 0) else {
            throw .logDomainCrossesZero(start: d0, end: d1)
        }
        guard base.isFinite, base > 0, base != 1 else { throw .invalidLogBase(base) }
        self.base = base
        mapping = ContinuousMapping(domain: domain, range: range, clamp: clamp, transform: d0 < 0 ? .negatedLog : .log)
    }

    /// The input interval, in the order given.
    public var domain: (Double, Double) { mapping.domain }

    /// The output interval, in the order given.
    public var range: (CGFloat, CGFloat) { mapping.range }

    public func callAsFunction(_ value: Double) -> CGFloat { mapping.map(value) }

    public func invert(_ position: CGFloat) -> Double { mapping.invert(position) }

    // MARK: - d3's logs and pows

    private var isNegative: Bool { mapping.domain.0 < 0 }

    /// The logarithm in this base (d3's `logp`), reflected for negative domains.
    private func logs(_ x: Double) -> Double {
        isNegative ? -logp(-x) : logp(x)
    }

    /// The power of the base (d3's `powp`), reflected for negative domains.
    private func pows(_ x: Double) -> Double {
        isNegative ? -powp(-x) : powp(x)
    }

    private func logp(_ x: Double) -> Double {
        if base == M_E { return log(x) }
        if base == 10 { return log10(x) }
        if base == 2 { return log2(x) }
        return log(x) / log(base)
    }

    private func powp(_ x: Double) -> Double {
        if base == 10 { return JavaScriptMath.pow10(x) }
        if base == M_E { return exp(x) }
        return pow(base, x)
    }

    // MARK: - Ticks

    /// d3's `log.ticks(count)`, in the domain's direction.
    ///
    /// For [1, 1000]: `[1, 2, …, 9, 10, 20, …, 90, 100, 200, …, 900, 1000]`.
    /// - Complexity: O(decades × base) or O(count).
    public func ticks(count: Double = 10) -> [Double] {
        var u = mapping.domain.0
        var v = mapping.domain.1
        let reversed = v < u
        if reversed { swap(&u, &v) }
        var i = logs(u)
        var j = logs(v)
        let n = count
        var z: [Double] = []
        if base.truncatingRemainder(dividingBy: 1) == 0 && j - i < n {
            i = i.rounded(.down)
            j = j.rounded(.up)
            // j − i < count here; a huge count over a huge domain would allocate without end.
            guard j - i <= 10_000 else { return [] }
            if u > 0 {
                var e = i
                while e <= j {
                    var k = 1.0
                    while k < base {
                        let t = e < 0 ? k / pows(-e) : k * pows(e)
                        k += 1
                        if t < u { continue }
                        if t > v { break }
                        z.append(t)
                    }
                    e += 1
                }
            } else {
                var e = i
                while e <= j {
                    var k = base - 1
                    while k >= 1 {
                        let t = e > 0 ? k / pows(-e) : k * pows(e)
                        k -= 1
                        if t < u { continue }
                        if t > v { break }
                        z.append(t)
                    }
                    e += 1
                }
            }
            if Double(z.count) * 2 < n { z = OpenChartsCharts.ticks(u, v, n) }
        } else {
            z = OpenChartsCharts.ticks(i, j, JavaScriptMath.min(j - i, n)).map(pows)
        }
        return reversed ? z.reversed() : z
    }

    /// Whether d3's default log tick format labels `tick` when `ticks(count:)` gave
    /// `tickCount` ticks: only the first `max(1, base·count / tickCount)` multiples of each
    /// power are labelled (for [1, 1000] and count 10: 1, 2, 3 of each decade), so that
    /// dense subdivisions keep grid lines without crowding labels.
    public func labelsTick(_ tick: Double, count: Double = 10, tickCount: Int) -> Bool {
        let k = JavaScriptMath.max(1, base * count / Double(Swift.max(tickCount, 1)))
        var i = tick / pows(JavaScriptMath.round(logs(tick)))
        if i * base < base - 0.5 { i *= base }
        return i <= k
    }

    /// A copy whose domain is extended to whole powers of the base: d3's `log.nice()`.
    public func nice() -> LogScale {
        var copy = self
        var (x0, x1) = mapping.domain
        let reversed = x1 < x0
        if reversed { swap(&x0, &x1) }
        let lo = pows(logs(x0).rounded(.down))
        let hi = pows(logs(x1).rounded(.up))
        copy.mapping.domain = reversed ? (hi, lo) : (lo, hi)
        return copy
    }
}
