import Foundation

// d3-time 3.1's `ticker` (`ticks.js`): the interval table and how a tick interval is chosen
// for a span and a desired count.

/// The candidate intervals, shortest first, with their nominal lengths in milliseconds.
private let tickIntervals: [(DateTickInterval, Double)] = [
    (DateTickInterval(.second, step: 1), 1_000),
    (DateTickInterval(.second, step: 5), 5_000),
    (DateTickInterval(.second, step: 15), 15_000),
    (DateTickInterval(.second, step: 30), 30_000),
    (DateTickInterval(.minute, step: 1), 60_000),
    (DateTickInterval(.minute, step: 5), 300_000),
    (DateTickInterval(.minute, step: 15), 900_000),
    (DateTickInterval(.minute, step: 30), 1_800_000),
    (DateTickInterval(.hour, step: 1), 3_600_000),
    (DateTickInterval(.hour, step: 3), 10_800_000),
    (DateTickInterval(.hour, step: 6), 21_600_000),
    (DateTickInterval(.hour, step: 12), 43_200_000),
    (DateTickInterval(.day, step: 1), 86_400_000),
    (DateTickInterval(.day, step: 2), 172_800_000),
    (DateTickInterval(.week, step: 1), 604_800_000),
    (DateTickInterval(.month, step: 1), 2_592_000_000),
    (DateTickInterval(.month, step: 3), 7_776_000_000),
    (DateTickInterval(.year, step: 1), 31_536_000_000),
]

extension DateTickInterval {
    /// The interval d3-time's `tickInterval(start, stop, count)` picks: the table entry whose
    /// nominal length is nearest (by ratio) to `|stop − start| / count`; multiples of years
    /// (1, 2, 5, 10, … by `tickStep`) beyond a year; multiples of milliseconds below a second.
    /// Returns nil when the span or count is not finite and positive.
    public static func automatic(from start: Date, to end: Date, count: Double) -> DateTickInterval? {
        let a = start.timeIntervalSince1970 * 1_000
        let b = end.timeIntervalSince1970 * 1_000
        let target = abs(b - a) / count
        guard target.isFinite, count > 0 else { return nil }
        // bisector.right: the first entry longer than the target.
        let i = tickIntervals.firstIndex { $0.1 > target } ?? tickIntervals.count
        if i == tickIntervals.count {
            let years = tickStep(a / 31_536_000_000, b / 31_536_000_000, count)
            return whole(abs(years)).map { DateTickInterval(.year, step: $0) }
        }
        if i == 0 {
            let ms = JavaScriptMath.max(tickStep(a, b, count), 1)
            return whole(abs(ms)).map { DateTickInterval(.millisecond, step: $0) }
        }
        let pick = target / tickIntervals[i - 1].1 < tickIntervals[i].1 / target ? i - 1 : i
        return tickIntervals[pick].0
    }

    /// `Math.floor(k)` as an Int when it is a usable step (d3's `every` returns null otherwise).
    private static func whole(_ k: Double) -> Int? {
        let floored = k.rounded(.down)
        guard floored.isFinite, floored > 0, floored < 1e9 else { return nil }
        return Int(floored)
    }
}
