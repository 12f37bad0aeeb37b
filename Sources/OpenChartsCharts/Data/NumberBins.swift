import Foundation

/// Adjacent bins over numbers, as Swift Charts' `NumberBins`: N thresholds surround N − 1
/// bins. Each bin holds the values from its lower threshold up to (not including) its
/// upper one; the last bin also holds its upper threshold.
///
/// ```swift
/// let bins = NumberBins(range: 0.5...9.7, desiredCount: 5)   // thresholds 0, 2, 4, 6, 8, 10
/// bins.index(for: 4.2)                                       // 2
/// bins[2]                                                    // 4..<6
/// ```
/// Automatic bins have "nice" thresholds (multiples of 1, 2 or 5 × 10ⁿ), d3's ticks of the
/// range rounded out by d3's `nice`; Apple does not document its own rounding.
/// Bad input never traps: non-finite bounds and values are left out, and what cannot make
/// a bin (no data, fewer than two thresholds, a size that is not positive) makes none.
public struct NumberBins<Value: Comparable & Numeric & Hashable & Sendable>: RandomAccessCollection, Hashable, Sendable {
    /// The values that surround the bins, in increasing order (empty when there are none).
    public let thresholds: [Value]

    /// N − 1 bins from N thresholds; they are sorted, and non-finite (NaN) ones dropped.
    public init(thresholds: [Value]) {
        self.thresholds = binThresholds(thresholds)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(0, thresholds.count - 1) }

    /// Bin `index`: from threshold `index` to threshold `index + 1`.
    public subscript(index: Int) -> ChartBinRange<Value> {
        ChartBinRange(lowerBound: thresholds[index], upperBound: thresholds[index + 1])
    }

    /// The bin that holds `value`. Values below the first threshold get bin 0 and values
    /// above the last get the last bin, so the index can address one item per bin (a
    /// colour per bin) without trapping; NaN and bins-less cases get 0.
    /// - Complexity: O(log n) in the number of bins.
    public func index(for value: Value) -> Int {
        binIndex(of: value, in: thresholds)
    }
}

extension NumberBins where Value: BinaryFloatingPoint {
    /// Exactly `count` bins of equal width, the first starting at `range`'s lower bound and
    /// the last ending at its upper bound. A `count` below 1 makes one bin (over 100,000
    /// makes 100,000); a zero-width range makes one empty-width bin; infinite bounds make none.
    public init(range: ClosedRange<Value>, count: Int) {
        let lo = Double(range.lowerBound), hi = Double(range.upperBound)
        guard lo.isFinite, hi.isFinite else { self.init(thresholds: []); return }
        let n = lo == hi ? 1 : Swift.min(Swift.max(1, count), NumberBins.maximumCount)
        // Each threshold from the ends, so the last is exactly the upper bound.
        self.init(thresholds: (0...n).map { i in Value(lo + (hi - lo) * Double(i) / Double(n)) })
    }

    /// About `desiredCount` bins (10 when nil) with nice thresholds covering `range`, no
    /// narrower than `minimumStride`. A zero-width range makes one bin at its value.
    public init(range: ClosedRange<Value>, desiredCount: Int? = nil, minimumStride: Value = 0) {
        self.init(niceFrom: Double(range.lowerBound), Double(range.upperBound), count: desiredCount ?? 10,
                  minimumStride: Double(minimumStride))
    }

    /// Bins for `data`'s finite values: `desiredCount` of them, or when nil as many as
    /// Scott's normal reference rule asks (at most 200), with nice thresholds. No finite
    /// values make no bins; a single distinct value makes one bin at it.
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        let values = data.map(Double.init).filter(\.isFinite)
        guard let lo = values.min(), let hi = values.max() else { self.init(thresholds: []); return }
        self.init(niceFrom: lo, hi, count: desiredCount ?? scottBinCount(values),
                  minimumStride: Double(minimumStride))
    }

    /// Bins `size` wide from `range`'s lower bound until one reaches its upper bound. A
    /// size that is not positive and finite, or that would make over 100,000 bins, makes none.
    public init(size: Value, range: ClosedRange<Value>) {
        let lo = Double(range.lowerBound), hi = Double(range.upperBound), step = Double(size)
        guard lo.isFinite, hi.isFinite, step > 0, step.isFinite else { self.init(thresholds: []); return }
        let bins = ((hi - lo) / step).rounded(.up)
        guard bins <= Double(NumberBins.maximumCount) else { self.init(thresholds: []); return }
        let n = Swift.max(1, Int(bins))
        self.init(thresholds: (0...n).map { Value(lo + Double($0) * step) })
    }

    /// Nice thresholds around `lo…hi`: the range rounded out to multiples of d3's tick step
    /// for `count`, or of `minimumStride` when that step is narrower.
    private init(niceFrom lo: Double, _ hi: Double, count: Int, minimumStride: Double) {
        guard lo.isFinite, hi.isFinite else { self.init(thresholds: []); return }
        guard lo < hi else { self.init(thresholds: [Value(lo), Value(hi)]); return }
        let n = Double(Swift.min(Swift.max(1, count), NumberBins.maximumCount))
        let nice = niceDomain(lo, hi, count: n)
        var values = ticks(nice.start, nice.stop, n)
        if minimumStride.isFinite, minimumStride > 0, values.count > 1, values[1] - values[0] < minimumStride {
            let first = (lo / minimumStride).rounded(.down), last = (hi / minimumStride).rounded(.up)
            values = last - first <= Double(NumberBins.maximumCount) ? stride(from: first, through: last, by: 1).map { $0 * minimumStride } : []
        }
        self.init(thresholds: values.map { Value($0) })
    }
}

extension NumberBins where Value: BinaryInteger {
    /// `count` bins from `range`'s lower bound, each `length / count` wide, rounded up so
    /// that they cover the range (the last ends past it when the length is not a multiple
    /// of `count`, which Apple expects it to be). A `count` below 1 makes one bin; ranges
    /// whose thresholds do not fit in `Int` or `Value` make none.
    public init(range: ClosedRange<Value>, count: Int) {
        guard let lo = Int(exactly: range.lowerBound), let hi = Int(exactly: range.upperBound) else {
            self.init(thresholds: []); return
        }
        let (length, overflow) = hi.subtractingReportingOverflow(lo)
        guard !overflow else { self.init(thresholds: []); return }
        let n = Swift.min(Swift.max(1, count), NumberBins.maximumCount)
        let size = Swift.max(1, length / n + (length % n == 0 ? 0 : 1))
        let bins = Swift.max(1, length / size + (length % size == 0 ? 0 : 1))
        let thresholds = (0...bins).map { i -> Value? in
            let (offset, o1) = i.multipliedReportingOverflow(by: size)
            let (value, o2) = lo.addingReportingOverflow(offset)
            return o1 || o2 ? nil : Value(exactly: value)
        }
        self.init(thresholds: thresholds.contains { $0 == nil } ? [] : thresholds.compactMap { $0 })
    }
}

extension NumberBins {
    /// The most bins any initializer makes, so that a huge count cannot exhaust memory.
    public static var maximumCount: Int { 100_000 }
}
