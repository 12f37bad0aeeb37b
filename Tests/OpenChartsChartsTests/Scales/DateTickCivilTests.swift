import Foundation
import Testing
@testable import OpenChartsCharts

@Suite("Date ticks by civil arithmetic")
struct DateTickCivilTests {
    static func calendar(_ zone: String) throws -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: zone))
        return calendar
    }

    static let intervals: [DateTickInterval] = [
        DateTickInterval(.day), DateTickInterval(.day, step: 2), DateTickInterval(.day, step: 5),
        DateTickInterval(.month), DateTickInterval(.month, step: 3), DateTickInterval(.month, step: 5),
        DateTickInterval(.month, step: 13), DateTickInterval(.year), DateTickInterval(.year, step: 2),
        DateTickInterval(.year, step: 10),
    ]

    @Test("day, month and year ticks are the dates Calendar steps to, in zones with one offset")
    func agreesWithCalendar() throws {
        var generator = SystemRandomNumberGenerator()
        for zone in ["UTC", "Asia/Kolkata", "Pacific/Kiritimati", "America/Sao_Paulo", "America/New_York", "Australia/Lord_Howe"] {
            let calendar = try Self.calendar(zone)
            var spans: [(Double, Double)] = [(0, 86_400 * 366), (1_325_376_000, 1_356_912_000), (-1_000_000_000.5, -990_000_000.25)]
            let fractions: [Double] = [0, 0.25, 0.999], lengths: [Double] = [3_600, 86_400, 86_400 * 40, 86_400 * 400, 86_400 * 4000]
            for i in 0..<40 {
                let start = Double(Int64.random(in: -11_000_000_000...250_000_000_000, using: &generator)) + fractions[i % fractions.count]
                spans.append((start, start + Double.random(in: 0...lengths[i % lengths.count], using: &generator)))
            }
            var checked = 0
            for (a, b) in spans {
                let start = Date(timeIntervalSince1970: a), end = Date(timeIntervalSince1970: b)
                for interval in Self.intervals {
                    guard let civil = interval.civilDates(from: start, through: end, in: calendar, limit: 60) else { continue }
                    let stepped = interval.calendarDates(from: start, through: end, in: calendar, limit: 60)
                    #expect(civil == stepped, "\(interval) from \(start) through \(end) in \(zone)")
                    checked += 1
                }
            }
            // Zones with one offset (and DST zones outside their changes) take the arithmetic.
            #expect(checked > 0, "\(zone)")
        }
    }

    @Test("UTC months take the arithmetic; spans across a DST change, other units and calendars step through Calendar")
    func declines() throws {
        let utc = try Self.calendar("UTC")
        let year = (Date(timeIntervalSince1970: 1_325_376_000), Date(timeIntervalSince1970: 1_356_912_000))  // 2012
        #expect(DateTickInterval(.month).civilDates(from: year.0, through: year.1, in: utc, limit: 100)?.count == 12)
        #expect(DateTickInterval(.month).civilDates(from: year.0, through: year.1, in: try Self.calendar("America/New_York"), limit: 100) == nil)
        #expect(DateTickInterval(.week).civilDates(from: year.0, through: year.1, in: utc, limit: 100) == nil)
        #expect(DateTickInterval(.hour).civilDates(from: year.0, through: year.1, in: utc, limit: 100) == nil)
        var buddhist = Calendar(identifier: .buddhist)
        buddhist.timeZone = utc.timeZone
        #expect(DateTickInterval(.month).civilDates(from: year.0, through: year.1, in: buddhist, limit: 100) == nil)
        #expect(DateTickInterval(.year).civilDates(from: Date(timeIntervalSince1970: -12_000_000_000), through: year.1, in: utc, limit: 100) == nil)
    }

    @Test("a limit caps the arithmetic's ticks as it caps Calendar's")
    func limit() throws {
        let utc = try Self.calendar("UTC")
        let start = Date(timeIntervalSince1970: 0), end = Date(timeIntervalSince1970: 86_400 * 100)
        for limit in [0, 1, 7] {
            #expect(DateTickInterval(.day).civilDates(from: start, through: end, in: utc, limit: limit)
                    == DateTickInterval(.day).calendarDates(from: start, through: end, in: utc, limit: limit))
        }
    }
}

@Suite("Date tick labels by civil arithmetic")
struct DateTickLabelCivilTests {
    @Test("labels read by arithmetic in a Gregorian calendar equal those Calendar gives in the ISO 8601 one")
    func labelsAgree() throws {
        var generator = SystemRandomNumberGenerator()
        let units: [DateTickUnit] = [.minute, .hour, .day, .week, .month, .year]
        for zone in ["UTC", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe"] {
            var gregorian = Calendar(identifier: .gregorian), iso = Calendar(identifier: .iso8601)
            gregorian.timeZone = try #require(TimeZone(identifier: zone))
            iso.timeZone = gregorian.timeZone
            for unit in units {
                for _ in 0..<20 {
                    // Runs of whole minutes (the arithmetic's), with a month boundary now and then.
                    let start = Double(Int64.random(in: -10_000_000_000...250_000_000_000, using: &generator) / 60 * 60)
                    let step = unit.nominalDuration.rounded(.up)
                    let ticks = (0..<8).map { Date(timeIntervalSince1970: start + Double($0) * step) }
                    let interval = DateTickInterval(unit)
                    #expect(DateTickFormat.labels(for: ticks, interval: interval, calendar: gregorian)
                            == DateTickFormat.labels(for: ticks, interval: interval, calendar: iso), "\(unit) from \(ticks[0]) in \(zone)")
                }
            }
        }
    }
}
