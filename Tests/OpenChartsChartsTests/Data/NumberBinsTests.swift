import Foundation
import OpenChartsCharts
import Testing

@Suite("NumberBins")
struct NumberBinsTests {
    @Test("init(range:count:) makes exactly count equal bins from the lower to the upper bound, as HeatMap asks for one per colour")
    func rangeCount() {
        let bins = NumberBins(range: -1.0...9.0, count: 5)
        #expect(bins.thresholds == [-1, 1, 3, 5, 7, 9])
        #expect(bins.count == 5)
        #expect(bins.index(for: -1) == 0)
        #expect(bins.index(for: 0.999) == 0)
        #expect(bins.index(for: 1) == 1)
        #expect(bins.index(for: 8.5) == 4)
        #expect(bins.index(for: 9) == 4, "the last bin holds its upper threshold")
    }

    @Test("index(for:) clamps values outside the bins to the first and last bin, and NaN to 0")
    func outside() {
        let bins = NumberBins(range: 0.0...10.0, count: 2)
        #expect(bins.index(for: -5) == 0)
        #expect(bins.index(for: 50) == 1)
        #expect(bins.index(for: .nan) == 0)
    }

    @Test("init(range:desiredCount:) rounds the range out to nice thresholds (d3's ticks of the niced range)")
    func niceRange() {
        #expect(NumberBins(range: 0.5...9.7, desiredCount: 5).thresholds == [0, 2, 4, 6, 8, 10])
        #expect(NumberBins(range: 0.0...1.0).thresholds == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
        #expect(NumberBins(range: 3.0...97.0, desiredCount: 10, minimumStride: 25).thresholds == [0, 25, 50, 75, 100])
    }

    @Test("init(data:) bins the data's extent, with Scott's rule for the count when none is given")
    func data() {
        let values = (0..<100).map { Double($0) }
        let bins = NumberBins(data: values)
        // Scott: ⌈99 · ∛100 / (3.49 · 29.01)⌉ = 5 bins, niced to steps of 20.
        #expect(bins.thresholds == [0, 20, 40, 60, 80, 100])
        #expect(NumberBins(data: [1.0, 2.0, 9.0], desiredCount: 4).thresholds == [0, 2, 4, 6, 8, 10])
        #expect(NumberBins(data: values, desiredCount: 4).map(\.lowerBound) == [0, 20, 40, 60, 80])
    }

    @Test("init(thresholds:) makes N − 1 bins, sorted, NaN dropped; the subscript gives each bin's bounds")
    func thresholds() {
        let bins = NumberBins(thresholds: [10.0, 0, .nan, 5])
        #expect(bins.thresholds == [0, 5, 10])
        #expect(bins[1] == ChartBinRange(lowerBound: 5, upperBound: 10))
        #expect(Array(bins).count == 2)
    }

    @Test("init(size:range:) steps from the lower bound until a bin reaches the upper one")
    func size() {
        #expect(NumberBins(size: 2.5, range: 1.0...8.0).thresholds == [1, 3.5, 6, 8.5])
        #expect(NumberBins(size: 0.0, range: 1.0...8.0).isEmpty)
        #expect(NumberBins(size: -1.0, range: 1.0...8.0).isEmpty)
        #expect(NumberBins(size: 1e-9, range: 0.0...1.0).isEmpty, "more than 100,000 bins makes none")
    }

    @Test("integer bins cover the range in steps of length / count")
    func integers() {
        #expect(NumberBins(range: 0...100, count: 4).thresholds == [0, 25, 50, 75, 100])
        #expect(NumberBins(range: 0...10, count: 3).thresholds == [0, 4, 8, 12])
        #expect(NumberBins(range: Int.min...Int.max, count: 2).isEmpty, "an overflowing length makes no bins")
    }

    @Test("bad input makes no bins or one, never a trap")
    func badInput() {
        #expect(NumberBins<Double>(data: []).isEmpty)
        #expect(NumberBins(data: [Double.nan, .infinity]).isEmpty)
        #expect(NumberBins(data: [4.0, 4.0]).thresholds == [4, 4])
        #expect(NumberBins(range: 3.0...3.0, count: 5).thresholds == [3, 3])
        #expect(NumberBins(range: 0.0...1.0, count: 0).thresholds == [0, 1])
        #expect(NumberBins(range: 0.0...Double.infinity, count: 3).isEmpty)
        #expect(NumberBins(range: 0.0...1.0, desiredCount: 0).count >= 1)
        #expect(NumberBins<Double>(thresholds: [1]).isEmpty)
        #expect(NumberBins<Double>(thresholds: []).index(for: 3) == 0)
    }
}

@Suite("DateBins")
struct DateBinsTests {
    var utc: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    @Test("init(unit:range:) makes calendar bins from the unit containing the start to the boundary after the end")
    func months() {
        let bins = DateBins(unit: .month, range: day(2024, 1, 10)...day(2024, 4, 2), calendar: utc)
        #expect(bins.thresholds == [day(2024, 1, 1), day(2024, 2, 1), day(2024, 3, 1), day(2024, 4, 1), day(2024, 5, 1)])
        #expect(bins.index(for: day(2024, 2, 29)) == 1)
        #expect(bins[3] == ChartBinRange(lowerBound: day(2024, 4, 1), upperBound: day(2024, 5, 1)))
        #expect(DateBins(unit: .quarter, range: day(2024, 2, 1)...day(2024, 5, 1), calendar: utc).thresholds
                == [day(2024, 1, 1), day(2024, 4, 1), day(2024, 7, 1)])
        #expect(DateBins(unit: .weekday, range: day(2024, 1, 1)...day(2024, 2, 1), calendar: utc).isEmpty)
    }

    @Test("init(timeInterval:range:) steps from the start; init(range:desiredCount:) picks the interval a date axis would")
    func intervals() {
        let day1 = day(2024, 1, 1)
        let bins = DateBins(timeInterval: 3600 * 12, range: day1...day1.addingTimeInterval(3600 * 30))
        #expect(bins.count == 3)
        #expect(DateBins(timeInterval: 0, range: day1...day1.addingTimeInterval(10)).isEmpty)
        let weekly = DateBins(range: day(2024, 1, 1)...day(2024, 1, 31), desiredCount: 5, calendar: utc)
        #expect(weekly.thresholds.first == day(2023, 12, 31), "weeks start on Sunday in the Gregorian calendar")
        #expect(weekly.count == 5)
        #expect(DateBins(data: [], calendar: utc).isEmpty)
        #expect(DateBins(data: [day1, day1], calendar: utc).thresholds == [day1, day1])
    }
}
