import Foundation

/// A bin: the values from `lowerBound` up to `upperBound`, as Swift Charts' `ChartBinRange`
/// (the element of ``NumberBins`` and ``DateBins``).
public struct ChartBinRange<Bound: Comparable>: Hashable, Sendable where Bound: Hashable & Sendable {
    /// The bin's least value (its threshold).
    public var lowerBound: Bound
    /// The next bin's threshold; the last bin contains it too.
    public var upperBound: Bound

    public init(lowerBound: Bound, upperBound: Bound) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }
}

/// Thresholds sorted, NaN dropped (`x == x` is false only for NaN), and none when fewer
/// than two remain, since two surround the least bin.
func binThresholds<Value: Comparable>(_ thresholds: [Value]) -> [Value] {
    let sorted = thresholds.filter { $0 == $0 }.sorted()
    return sorted.count >= 2 ? sorted : []
}

/// The bin of `thresholds` that holds `value`: lower threshold included, upper excluded but
/// for the last bin; values outside go to the nearest end bin, NaN and no bins to 0.
/// - Complexity: O(log n), by bisection.
func binIndex<Value: Comparable>(of value: Value, in thresholds: [Value]) -> Int {
    guard thresholds.count >= 2, value == value else { return 0 }
    // The first threshold above `value` (searching from the second); the bin is the one before it.
    var low = 1, high = thresholds.count - 1
    while low < high {
        let mid = (low + high) / 2
        if thresholds[mid] > value { high = mid } else { low = mid + 1 }
    }
    return low - 1
}

/// How many bins Scott's normal reference rule asks for (bins 3.49 σ n^(−1/3) wide), at
/// least 1 and at most 200 as Apple documents; d3's `thresholdScott`. `values` are finite.
func scottBinCount(_ values: [Double]) -> Int {
    guard values.count > 1, let lo = values.min(), let hi = values.max() else { return 1 }
    let n = Double(values.count)
    let mean = values.reduce(0, +) / n
    let deviation = (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)).squareRoot()
    guard deviation > 0 else { return 1 }
    let bins = ((hi - lo) * Foundation.cbrt(n) / (3.49 * deviation)).rounded(.up)
    return Int(Swift.min(200, Swift.max(1, bins)))
}
