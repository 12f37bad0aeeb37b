import Foundation

// A port of d3-scale 4.0.2 `linear.js` `linearish.nice(count)` (git d6904a4b).

/// Extends `[start, stop]` outward to round values so that `ticks(count)` of the result
/// starts and ends on a tick: d3-scale's `linear.nice(count)`.
///
/// The domain keeps its direction: `niceDomain(96, 0, 10)` is `(100, 0)`. The tick step
/// depends on the domain, so d3 repeats the rounding until the step stops changing, at most
/// ten times; when it never settles (a count of 0, a zero-width or non-finite domain) the
/// domain comes back unchanged. Bounds can become -0 (`Math.ceil(-0.3)` is -0), as in d3.
public func niceDomain(_ start: Double, _ stop: Double, count: Double = 10) -> (start: Double, stop: Double) {
    var lo = start
    var hi = stop
    let reversed = hi < lo
    if reversed { swap(&lo, &hi) }
    var previousStep: Double? = nil
    for _ in 0..<10 {
        let step = tickIncrement(lo, hi, count)
        if let previousStep, step == previousStep {
            return reversed ? (hi, lo) : (lo, hi)
        } else if step > 0 {
            lo = finite((lo / step).rounded(.down) * step, or: lo)
            hi = finite((hi / step).rounded(.up) * step, or: hi)
        } else if step < 0 {
            lo = finite((lo * step).rounded(.up) / step, or: lo)
            hi = finite((hi * step).rounded(.down) / step, or: hi)
        } else {
            break
        }
        previousStep = step
    }
    return (start, stop)
}

/// `rounded`, unless rounding a finite bound outward overflowed it (near
/// ±greatestFiniteMagnitude, not in d3), in which case the bound stays `bound`.
private func finite(_ rounded: Double, or bound: Double) -> Double {
    rounded.isFinite || !bound.isFinite ? rounded : bound
}
