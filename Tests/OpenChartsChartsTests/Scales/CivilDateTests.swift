import Foundation
import Testing
@testable import OpenChartsCharts

@Suite("Civil dates by arithmetic")
struct CivilDateTests {
    static func components(_ date: Date, _ calendar: Calendar) -> CivilDate {
        let f = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return CivilDate(year: f.year ?? 0, month: f.month ?? 0, day: f.day ?? 0, hour: f.hour ?? 0, minute: f.minute ?? 0)
    }

    @Test("year, month, day, hour and minute agree with Calendar for dates from 1600 to 9999 in several time zones")
    func agreesWithCalendar() throws {
        var generator = SystemRandomNumberGenerator()
        for zone in ["UTC", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Kiritimati"] {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = try #require(TimeZone(identifier: zone))
            var dates = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -86_400), Date(timeIntervalSince1970: 951_782_400),
                         Date(timeIntervalSince1970: -11_676_096_000), Date(timeIntervalSince1970: 253_402_300_799)]
            for _ in 0..<2000 {
                dates.append(Date(timeIntervalSince1970: Double(Int64.random(in: -11_600_000_000...253_300_000_000, using: &generator))))
            }
            for date in dates {
                guard let civil = CivilDate(date, calendar: calendar) else { continue }
                #expect(civil == Self.components(date, calendar), "\(date) in \(zone)")
            }
        }
    }

    @Test("dates it cannot vouch for are left to Calendar: fractional seconds, before 1600, another calendar")
    func declines() {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = TimeZone(identifier: "UTC") ?? gregorian.timeZone
        #expect(CivilDate(Date(timeIntervalSince1970: 0.5), calendar: gregorian) == nil)
        #expect(CivilDate(Date(timeIntervalSince1970: -12_000_000_000), calendar: gregorian) == nil)
        #expect(CivilDate(Date(timeIntervalSince1970: 0), calendar: Calendar(identifier: .buddhist)) == nil)
        #expect(CivilDate(Date(timeIntervalSince1970: 0), calendar: gregorian) == CivilDate(year: 1970, month: 1, day: 1, hour: 0, minute: 0))
    }
}
