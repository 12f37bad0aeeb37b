import Foundation
import Testing
@testable import OpenChartsCharts

/// A Gregorian calendar in a fixed zone, so that results do not depend on the machine.
private func calendar(_ zone: String) throws -> Calendar {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = try #require(TimeZone(identifier: zone))
    c.firstWeekday = 1
    return c
}

private func date(_ c: Calendar, _ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) throws -> Date {
    try #require(c.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min)))
}

private func fields(_ c: Calendar, _ dates: [Date], _ component: Calendar.Component) -> [Int] {
    dates.map { c.component(component, from: $0) }
}

@Suite("Date scale")
struct DateScaleTests {
    @Test("a month with count 5 ticks every Sunday, the first labelled with its month")
    func monthWeeks() throws {
        let utc = try calendar("UTC")
        let x = DateScale(domain: (try date(utc, 2012, 1, 1), try date(utc, 2012, 2, 1)), range: (0, 310), calendar: utc)
        // 31 days / 5 = 6.2 days: between 2 days and 1 week; 6.2/2 = 3.1 > 7/6.2 = 1.13 → week.
        // Jan 1 2012 was a Sunday.
        #expect(x.tickInterval(count: 5) == DateTickInterval(.week))
        #expect(fields(utc, x.ticks(count: 5), .day) == [1, 8, 15, 22, 29])
        #expect(x.tickLabels(count: 5) == ["Jan 1", "8", "15", "22", "29"])
    }

    @Test("a month with count 10 ticks every other day of the month, both ends included")
    func monthTwoDays() throws {
        let utc = try calendar("UTC")
        let x = DateScale(domain: (try date(utc, 2012, 1, 1), try date(utc, 2012, 2, 1)), range: (0, 310), calendar: utc)
        // 3.1 days: 3.1/2 = 1.55 < 7/3.1 = 2.26 → 2 days; days 1, 3, …, 31, then Feb 1 (restarts)
        #expect(x.tickInterval(count: 10) == DateTickInterval(.day, step: 2))
        let labels = x.tickLabels(count: 10)
        #expect(labels.count == 17)
        #expect(labels.prefix(3) == ["Jan 1", "3", "5"])
        #expect(labels.suffix(2) == ["31", "Feb 1"])
    }

    @Test("a year has twelve month ticks labelled Jan as the year, then Feb … Dec")
    func yearMonths() throws {
        let utc = try calendar("UTC")
        let x = DateScale(domain: (try date(utc, 2012, 1, 1), try date(utc, 2012, 12, 31)), range: (0, 365), calendar: utc)
        // 365 days / 10 = 36.5 days: 36.5/30 = 1.22 < 90/36.5 = 2.47 → 1 month
        let t = x.ticks(count: 10)
        #expect(t.count == 12)
        #expect(fields(utc, t, .month) == Array(1...12))
        #expect(x.tickLabels(count: 10) == ["2012", "Feb", "Mar", "Apr", "May", "Jun",
                                            "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
    }

    @Test("ten years tick every year, or every other year with count 5")
    func tenYears() throws {
        let utc = try calendar("UTC")
        let x = DateScale(domain: (try date(utc, 2010, 1, 1), try date(utc, 2020, 1, 1)), range: (0, 100), calendar: utc)
        // 3652 days / 10 ≥ 365: tickStep(40.03, 50.03, 10) = 1 year; with count 5, 2 years
        #expect(x.tickLabels(count: 10) == (2010...2020).map { "\($0)" })
        #expect(x.tickInterval(count: 5) == DateTickInterval(.year, step: 2))
        #expect(x.tickLabels(count: 5) == ["2010", "2012", "2014", "2016", "2018", "2020"])
    }

    @Test("hour ticks stay on wall-clock hours across spring-forward, a 23-hour day")
    func springForward() throws {
        let la = try calendar("America/Los_Angeles")
        let start = try date(la, 2026, 3, 8)
        let end = try date(la, 2026, 3, 9)
        #expect(end.timeIntervalSince(start) == 23 * 3_600)
        let x = DateScale(domain: (start, end), range: (0, 230), calendar: la)
        // 23 h / 10 = 2.3 h: 2.3/1 > 3/2.3 → 3 hours; 3 AM PDT is only 2 hours after midnight PST
        let t = x.ticks(count: 10)
        #expect(fields(la, t, .hour) == [0, 3, 6, 9, 12, 15, 18, 21, 0])
        #expect(t[1].timeIntervalSince(t[0]) == 2 * 3_600)
        #expect(x.tickLabels(count: 10) == ["Mar 8", "3 AM", "6 AM", "9 AM", "12 PM", "3 PM", "6 PM", "9 PM", "Mar 9"])
        // 23 h / 24 = 57.5 min: 57.5/30 = 1.92 > 60/57.5 = 1.04 → 1 hour; there is no 2 AM
        let hourly = x.ticks(count: 24)
        #expect(hourly.count == 24)
        #expect(fields(la, hourly, .hour) == [0, 1] + Array(3...23) + [0])
    }

    @Test("day ticks stay on local midnight through a week that crosses a DST change")
    func daysAcrossDST() throws {
        let la = try calendar("America/Los_Angeles")
        let x = DateScale(domain: (try date(la, 2026, 3, 5), try date(la, 2026, 3, 12)), range: (0, 70), calendar: la)
        // 7 days − 1 h over 7 ≈ 0.99 days → 1 day; Mar 8 lasts 23 h but every tick is 0:00 local
        let t = x.ticks(count: 7)
        #expect(fields(la, t, .day) == Array(5...12))
        #expect(fields(la, t, .hour) == Array(repeating: 0, count: 8))
        #expect(t[4].timeIntervalSince(t[3]) == 23 * 3_600)
    }

    @Test("where clocks spring forward at midnight, day and month ticks fall on each day's first hour")
    func midnightDST() throws {
        // São Paulo, 2018-11-04: 0:00 did not exist, the day began at 1:00.
        let sp = try calendar("America/Sao_Paulo")
        let days = DateScale(domain: (try date(sp, 2018, 11, 1), try date(sp, 2018, 11, 8)), range: (0, 70), calendar: sp)
            .ticks(count: 7)
        #expect(fields(sp, days, .day) == Array(1...8))
        #expect(days.map { sp.startOfDay(for: $0) } == days)
        #expect(fields(sp, days, .hour) == [0, 0, 0, 1, 0, 0, 0, 0])
        let months = DateScale(domain: (try date(sp, 2018, 1, 1), try date(sp, 2019, 1, 1)), range: (0, 120), calendar: sp)
            .ticks(count: 12)
        #expect(fields(sp, months, .month) == Array(1...12) + [1])
        #expect(months.map { sp.startOfDay(for: $0) } == months)
    }

    @Test("hour ticks repeat 1 AM when clocks fall back, a 25-hour day")
    func fallBack() throws {
        let la = try calendar("America/Los_Angeles")
        let start = try date(la, 2026, 11, 1)
        let end = try date(la, 2026, 11, 2)
        #expect(end.timeIntervalSince(start) == 25 * 3_600)
        let x = DateScale(domain: (start, end), range: (0, 250), calendar: la)
        let hourly = x.ticks(count: 25)
        #expect(fields(la, hourly, .hour) == [0, 1, 1] + Array(2...23) + [0])
    }

    @Test("day ticks include February 29 in 2012 and 2000 but not in 1900")
    func leapDays() throws {
        let utc = try calendar("UTC")
        for (year, expected) in [(2012, ["Feb 27", "28", "29", "Mar 1", "2"]),
                                 (2000, ["Feb 27", "28", "29", "Mar 1", "2"]),
                                 (1900, ["Feb 27", "28", "Mar 1", "2"])] {
            let x = DateScale(domain: (try date(utc, year, 2, 27), try date(utc, year, 3, 2)), range: (0, 100), calendar: utc)
            // 3 or 4 days / 4 ≤ 1 day → day ticks
            #expect(x.tickInterval(count: 4) == DateTickInterval(.day), "\(year)")
            #expect(x.tickLabels(count: 4) == expected, "\(year)")
        }
    }

    @Test("a reversed domain gives the ticks in reverse")
    func reversed() throws {
        let utc = try calendar("UTC")
        let x = DateScale(domain: (try date(utc, 2012, 2, 1), try date(utc, 2012, 1, 1)), range: (0, 310), calendar: utc)
        #expect(fields(utc, x.ticks(count: 5), .day) == [29, 22, 15, 8, 1])
    }

    @Test("nice widens the domain to whole months for a year-long span")
    func niceMonths() throws {
        let utc = try calendar("UTC")
        let x = DateScale(domain: (try date(utc, 2012, 1, 3, 10), try date(utc, 2012, 12, 20)), range: (0, 1), calendar: utc)
        let n = x.nice(count: 10)
        #expect(n.domain.0 == (try date(utc, 2012, 1, 1)))
        #expect(n.domain.1 == (try date(utc, 2013, 1, 1)))
    }

    @Test("dates map linearly in elapsed time")
    func mapsLinearly() throws {
        let utc = try calendar("UTC")
        let start = try date(utc, 2012, 1, 1)
        let x = DateScale(domain: (start, start.addingTimeInterval(100)), range: (0, 200), calendar: utc)
        #expect(x(start.addingTimeInterval(25)) == 50)
        #expect(x.invert(50) == start.addingTimeInterval(25))
    }

    @Test("minute and second ticks read as clock times")
    func shortSpans() throws {
        let utc = try calendar("UTC")
        let start = try date(utc, 2012, 1, 1, 15)
        // 1 hour / 4 = 15 min exactly → 15 minutes
        let minutes = DateScale(domain: (start, start.addingTimeInterval(3_600)), range: (0, 1), calendar: utc)
        #expect(minutes.tickLabels(count: 4) == ["3 PM", "3:15 PM", "3:30 PM", "3:45 PM", "4 PM"])
        // 2 min / 4 = 30 s → 30 seconds
        let seconds = DateScale(domain: (start, start.addingTimeInterval(120)), range: (0, 1), calendar: utc)
        #expect(seconds.tickLabels(count: 4) == ["3 PM", ":30", "3:01 PM", ":30", "3:02 PM"])
    }

    @Test("spans under a second tick in whole milliseconds")
    func milliseconds() throws {
        let utc = try calendar("UTC")
        let start = try date(utc, 2012, 1, 1)
        let x = DateScale(domain: (start, start.addingTimeInterval(1)), range: (0, 1), calendar: utc)
        // 1000 ms / 4 = 250 ms < 1 s → millisecond.every(tickStep(…, 4)) = 200 ms
        #expect(x.tickInterval(count: 4) == DateTickInterval(.millisecond, step: 200))
        #expect(x.tickLabels(count: 4) == ["Jan 1", ".200", ".400", ".600", ".800", ":01"])
    }
}

@Suite("Date binning")
struct DateBinningTests {
    @Test("a date bins to the calendar day that contains it")
    func day() throws {
        let utc = try calendar("UTC")
        let bin = try dateBin(containing: try date(utc, 2012, 2, 29, 10), unit: .day, calendar: utc)
        #expect(bin.start == (try date(utc, 2012, 2, 29)))
        #expect(bin.end == (try date(utc, 2012, 3, 1)))
    }

    @Test("February lasts 29 days in 2012 and 2000 but 28 in 1900")
    func februaryLength() throws {
        let utc = try calendar("UTC")
        for (year, days) in [(2012, 29.0), (2000, 29), (1900, 28)] {
            let bin = try dateBin(containing: try date(utc, year, 2, 10), unit: .month, calendar: utc)
            #expect(bin.duration == days * 86_400, "\(year)")
        }
    }

    @Test("the spring-forward day bins to 23 hours")
    func dstDay() throws {
        let la = try calendar("America/Los_Angeles")
        let bin = try dateBin(containing: try date(la, 2026, 3, 8, 12), unit: .day, calendar: la)
        #expect(bin.duration == 23 * 3_600)
    }

    @Test("weeks, quarters, years and hours bin to their starts")
    func otherUnits() throws {
        let utc = try calendar("UTC")
        let may15 = try date(utc, 2012, 5, 15, 13, 45)
        // May 15 2012 was a Tuesday; the Sunday before is May 13
        #expect(try dateBin(containing: may15, unit: .weekOfYear, calendar: utc).start == (try date(utc, 2012, 5, 13)))
        let quarter = try dateBin(containing: may15, unit: .quarter, calendar: utc)
        #expect(quarter.start == (try date(utc, 2012, 4, 1)))
        #expect(quarter.end == (try date(utc, 2012, 7, 1)))
        #expect(try dateBin(containing: may15, unit: .year, calendar: utc).start == (try date(utc, 2012, 1, 1)))
        #expect(try dateBin(containing: may15, unit: .hour, calendar: utc).start == (try date(utc, 2012, 5, 15, 13)))
        #expect(try dateBin(containing: may15, unit: .minute, calendar: utc).duration == 60)
    }

    @Test("a component that is not a span of time is an error naming it")
    func unsupported() throws {
        let utc = try calendar("UTC")
        #expect(throws: ScaleError.self) {
            try dateBin(containing: Date(timeIntervalSince1970: 0), unit: .weekday, calendar: utc)
        }
    }
}
