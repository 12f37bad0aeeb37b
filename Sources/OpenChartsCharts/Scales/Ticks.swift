import Foundation

// A port of d3-array 3.2.4 `ticks.js` (git be0ae0d2), line for line, so that every tick
// equals d3's to the bit. Swift Charts does not document its numeric tick algorithm; d3's
// "nice" 1-2-5 steps are the de-facto standard (DESIGN.md: match d3 exactly).

/// The thresholds between steps of 1, 2, 5 and 10 (geometric means of neighbours).
private let e10 = 50.0.squareRoot()
private let e5 = 10.0.squareRoot()
private let e2 = 2.0.squareRoot()

/// d3's `tickSpec`: the integer range `i1…i2` and the increment `inc` of the ticks.
///
/// A positive `inc` means ticks are `i * inc`; a negative one means ticks are `i / -inc`.
/// Steps below 1 are kept as their inverse (e.g. -10 for 0.1) because `3 / 10` is the
/// double nearest 0.3, while `3 * 0.1` is not.
private func tickSpec(_ start: Double, _ stop: Double, _ count: Double) -> (i1: Double, i2: Double, inc: Double) {
    var step = (stop - start) / JavaScriptMath.max(0, count)
    // Not in d3: finite bounds whose difference overflows (±greatestFiniteMagnitude) divide
    // before subtracting, so that they still get ticks.
    if step.isInfinite, start.isFinite, stop.isFinite, count >= 1 {
        step = stop / count - start / count
    }
    let power = log10(step).rounded(.down)
    let error = step / pow(10, power)
    let factor: Double = error >= e10 ? 10 : error >= e5 ? 5 : error >= e2 ? 2 : 1
    var i1: Double
    var i2: Double
    var inc: Double
    if power < 0 {
        inc = pow(10, -power) / factor
        i1 = JavaScriptMath.round(start * inc)
        i2 = JavaScriptMath.round(stop * inc)
        if i1 / inc < start { i1 += 1 }
        if i2 / inc > stop { i2 -= 1 }
        inc = -inc
    } else {
        inc = pow(10, power) * factor
        i1 = JavaScriptMath.round(start / inc)
        i2 = JavaScriptMath.round(stop / inc)
        if i1 * inc < start { i1 += 1 }
        if i2 * inc > stop { i2 -= 1 }
    }
    // Fewer than one tick fits: d3 retries once with twice the count.
    if i2 < i1 && 0.5 <= count && count < 2 { return tickSpec(start, stop, count * 2) }
    return (i1, i2, inc)
}

/// About `count` round values (multiples of 1, 2 or 5 × 10ⁿ) between `start` and `stop`,
/// inclusive, in the order of the arguments: d3-array's `ticks`.
///
/// `ticks(0, 1, 10)` is `[0, 0.1, 0.2, …, 1]`; `ticks(1, 0, 10)` is the same reversed.
/// Returns `[]` when `count` is not positive, `[start]` when `start == stop`, and `[]`
/// when either bound is not finite. Tick values are exact: `0.3`, not `0.30000000000000004`.
///
/// - Complexity: O(n) in the number of ticks returned, which is about `count`.
public func ticks(_ start: Double, _ stop: Double, _ count: Double) -> [Double] {
    if !(count > 0) { return [] }
    if start == stop { return [start] }
    let reverse = stop < start
    let (i1, i2, inc) = reverse ? tickSpec(stop, start, count) : tickSpec(start, stop, count)
    if !(i2 >= i1) { return [] }
    let n = i2 - i1 + 1
    // d3 would try to allocate n elements; a non-finite or absurd n (only from a huge
    // count) yields no ticks instead of a trap.
    guard n.isFinite, n <= 1_000_000 else { return [] }
    let length = Int(n)
    var result = [Double]()
    result.reserveCapacity(length)
    for i in 0..<length {
        let k = Double(i)
        if reverse {
            result.append(inc < 0 ? (i2 - k) / -inc : (i2 - k) * inc)
        } else {
            result.append(inc < 0 ? (i1 + k) / -inc : (i1 + k) * inc)
        }
    }
    return result
}

/// d3-array's `tickIncrement`: the tick step as d3 keeps it, a power-of-ten multiple when
/// the step is at least 1, and the negated inverse of the step when it is below 1
/// (-10 means 0.1, -4 means 0.25).
///
/// `start` must not exceed `stop`; a reversed pair gives NaN, as in d3. A zero `count`
/// gives +∞.
public func tickIncrement(_ start: Double, _ stop: Double, _ count: Double) -> Double {
    tickSpec(start, stop, count).inc
}

/// d3-array's `tickStep`: the signed distance between adjacent ticks of
/// `ticks(start, stop, count)`, negative when `stop < start`.
public func tickStep(_ start: Double, _ stop: Double, _ count: Double) -> Double {
    let reverse = stop < start
    let inc = reverse ? tickIncrement(stop, start, count) : tickIncrement(start, stop, count)
    return (reverse ? -1 : 1) * (inc < 0 ? 1 / -inc : inc)
}
