import Foundation

/// Adaptive sampling of a function plot: denser where the curve bends, a gap where the
/// function is undefined.
///
/// The parameter range starts as 64 equal intervals. An interval is halved while the
/// curve's midpoint lies more than `tolerance` pixels from the chord between its ends,
/// down to 1/4096 of the first intervals. An interval with a non-finite value at an end
/// or in its middle is halved to find where the function stops being defined, and at the
/// finest level becomes a gap; so does one that, at the finest level, still jumps by more
/// than the plot's height (a pole between samples, where the values are finite but
/// unbounded, as tan x at π/2).
struct FunctionSampler {
    /// Pixels per unit of each output component (x, y, and for bands the second y).
    var scales: [Double]
    var tolerance = 0.1
    /// A jump this large (pixels) across the finest interval is a pole, drawn as a gap.
    var jumpLimit = 500.0
    let initialIntervals = 64
    let maximumDepth = 12

    /// The samples of `f` over `range`: each output component as a column, with a row of
    /// NaN wherever the curve breaks.
    /// - Complexity: O(s) evaluations of `f`, where s grows with the curve's bending and
    ///   is at most 64 · 4096 + 1.
    func sample(_ range: ClosedRange<Double>, _ f: (Double) -> [Double]) -> [[Double]] {
        let components = scales.count
        var columns = [[Double]](repeating: [], count: components)
        var lastWasGap = true
        func emit(_ values: [Double]) {
            let finite = values.allSatisfy(\.isFinite)
            if !finite && lastWasGap { return }
            for k in 0..<components { columns[k].append(finite ? values[k] : .nan) }
            lastWasGap = !finite
        }
        func isFinite(_ v: [Double]) -> Bool { v.allSatisfy(\.isFinite) }
        func jump(_ a: [Double], _ b: [Double]) -> Double {
            var most = 0.0
            for k in 0..<components { most = max(most, abs(b[k] - a[k]) * scales[k]) }
            return most
        }
        /// Emits the samples of [t0, t1) (not v1).
        func refine(_ t0: Double, _ v0: [Double], _ t1: Double, _ v1: [Double], depth: Int) {
            let tm = (t0 + t1) / 2
            let vm = f(tm)
            let finite = isFinite(v0) && isFinite(v1) && isFinite(vm)
            if depth >= maximumDepth {
                let gap = [Double](repeating: .nan, count: components)
                if finite && (jump(v0, vm) > jumpLimit || jump(vm, v1) > jumpLimit) {
                    // A pole: end the piece here, without starting one of a single point.
                    if !lastWasGap { emit(v0) }
                    emit(gap)
                    return
                }
                if finite {
                    emit(v0)
                    emit(vm)
                } else {
                    if !lastWasGap { emit(v0) }
                    emit(gap)
                }
                return
            }
            if finite {
                var deviation = 0.0
                for k in 0..<components {
                    deviation = max(deviation, abs(vm[k] - (v0[k] + v1[k]) / 2) * scales[k])
                }
                if deviation <= tolerance {
                    emit(v0)
                    return
                }
            } else if !isFinite(v0) && !isFinite(v1) && !isFinite(vm) && depth >= 4 {
                // Undefined across the whole interval: nothing to find here.
                emit(v0)
                return
            }
            refine(t0, v0, tm, vm, depth: depth + 1)
            refine(tm, vm, t1, v1, depth: depth + 1)
        }
        let lower = range.lowerBound, upper = range.upperBound
        guard lower.isFinite, upper.isFinite else { return columns }
        guard upper > lower else {
            emit(f(lower))
            return columns
        }
        let step = (upper - lower) / Double(initialIntervals)
        var t0 = lower
        var v0 = f(t0)
        for i in 1...initialIntervals {
            let t1 = i == initialIntervals ? upper : lower + Double(i) * step
            let v1 = f(t1)
            refine(t0, v0, t1, v1, depth: 0)
            t0 = t1
            v0 = v1
        }
        emit(v0)
        return columns
    }
}
