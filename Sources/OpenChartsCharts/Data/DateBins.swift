import Foundation

/// Adjacent bins over dates, as Swift Charts' `DateBins`: N thresholds surround N − 1 bins,
/// each holding the dates from its lower threshold up to (not including) its upper one,
/// the last also holding its upper threshold. Automatic bins are calendar-aligned (whole
/// hours, days, weeks, months…), as date axis ticks are.
///
/// ```swift
/// let bins = DateBins(unit: .month, range: jan10...apr2, calendar: utc)   // Jan 1, Feb 1, Mar 1, Apr 1, May 1
/// bins.index(for: feb14)                                                // 1
/// ```
/// Bad input never traps: what cannot make a bin (no dates, fewer than two thresholds, a
/// step that is not positive, more than 100,000 bins) makes none.
public struct DateBins: RandomAccessCollection, Hashable, Sendable {
    /// The dates that surround the bins, in increasing order (empty when there are none).
    public let thresholds: [Date]

    /// N − 1 bins from N thresholds, sorted.
    public init(thresholds: [Date]) {
        self.thresholds = binThresholds(thresholds.filter { $0.timeIntervalSince1970.isFinite })
    }

    /// Bins `timeInterval` seconds long from `range`'s lower bound until one reaches its
    /// upper bound.
    public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
        let lo = range.lowerBound.timeIntervalSince1970, hi = range.upperBound.timeIntervalSince1970
        let bins = ((hi - lo) / timeInterval).rounded(.up)
        guard timeInterval > 0, timeInterval.isFinite, lo.isFinite, hi.isFinite,
              bins <= Double(NumberBins<Double>.maximumCount) else { self.init(thresholds: []); return }
        self.init(thresholds: (0...Swift.max(1, Int(bins))).map { Date(timeIntervalSince1970: lo + Double($0) * timeInterval) })
    }

    /// Bins of `step` calendar `unit`s (`.day`, `.month`, `.quarter`…), starting at the unit
    /// containing `range`'s lower bound and ending at the first boundary at or after its
    /// upper bound. Components that are not spans of time (`.weekday`, `.era`…) make none.
    public init(unit: Calendar.Component, by step: Int = 1, range: ClosedRange<Date>,
                calendar: Calendar = DateScale.defaultCalendar) {
        let tickUnit: DateTickUnit? = unit == .quarter ? .month : DateTickUnit(unit)
        guard let tickUnit else { self.init(thresholds: []); return }
        self.init(interval: DateTickInterval(tickUnit, step: unit == .quarter ? 3 * step : step), range: range, calendar: calendar)
    }

    /// About `desiredCount` calendar-aligned bins (10 when nil) covering `range`: the
    /// interval date axes would tick by. A zero-length range makes one bin at its date.
    public init(range: ClosedRange<Date>, desiredCount: Int? = nil, calendar: Calendar = DateScale.defaultCalendar) {
        guard range.lowerBound < range.upperBound else {
            self.init(thresholds: [range.lowerBound, range.upperBound]); return
        }
        let count = Double(Swift.min(Swift.max(1, desiredCount ?? 10), NumberBins<Double>.maximumCount))
        let scale = DateScale(domain: (range.lowerBound, range.upperBound), range: (0, 1), calendar: calendar)
        guard let interval = scale.tickInterval(count: count) else { self.init(thresholds: []); return }
        self.init(interval: interval, range: range, calendar: calendar)
    }

    /// Bins for `data`'s dates: `desiredCount` of them, or when nil as many as Scott's rule
    /// asks (at most 200), calendar-aligned. No dates make no bins.
    public init(data: [Date], desiredCount: Int? = nil, calendar: Calendar = DateScale.defaultCalendar) {
        let seconds = data.map(\.timeIntervalSince1970).filter(\.isFinite)
        guard let lo = seconds.min(), let hi = seconds.max() else { self.init(thresholds: []); return }
        self.init(range: Date(timeIntervalSince1970: lo)...Date(timeIntervalSince1970: hi),
                  desiredCount: desiredCount ?? scottBinCount(seconds), calendar: calendar)
    }

    /// The boundaries of `interval` from the one at or before `range`'s lower bound to the
    /// first at or after its upper bound.
    private init(interval: DateTickInterval, range: ClosedRange<Date>, calendar: Calendar) {
        var dates = [interval.floor(range.lowerBound, in: calendar)]
        while let last = dates.last, last < range.upperBound || dates.count < 2 {
            let next = interval.next(after: last, in: calendar)
            // A calendar that does not move forward, or too many bins, makes none.
            guard next > last, dates.count <= NumberBins<Double>.maximumCount else { self.init(thresholds: []); return }
            dates.append(next)
        }
        self.init(thresholds: dates)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(0, thresholds.count - 1) }

    /// Bin `index`: from threshold `index` to threshold `index + 1`.
    public subscript(index: Int) -> ChartBinRange<Date> {
        ChartBinRange(lowerBound: thresholds[index], upperBound: thresholds[index + 1])
    }

    /// The bin that holds `date`; dates before the first threshold get bin 0 and after the
    /// last the last bin (0 when there are no bins).
    /// - Complexity: O(log n) in the number of bins.
    public func index(for date: Date) -> Int {
        binIndex(of: date, in: thresholds)
    }
}
