// This file imports OpenCharts alone, as a chart file that imported SwiftUI and Charts
// does once its imports are changed: Date, Calendar and CGFloat come through it, since
// SwiftUI re-exports Foundation too. It compiles only while OpenCharts re-exports Foundation.
import OpenCharts
import Testing

@Suite("Imports")
struct ImportsOnlyTests {
    struct Reading {
        var date: Date
        var value: Double
    }

    @Test("a chart file that imports only OpenCharts names Foundation's types and renders")
    func foundationThroughOpenCharts() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: DateComponents(year: 2024, month: 5, day: 1))!
        let readings = (0..<7).map { Reading(date: start.addingTimeInterval(Double($0) * 86_400), value: Double($0 * $0)) }
        let width: CGFloat = 240
        let chart = Chart(readings, id: \.date) { LineMark(x: .value("Day", $0.date, unit: .day), y: .value("Value", $0.value)) }
            .chartCalendar(calendar)
            .frame(width: width, height: 120)
        let svg = try ImageRenderer(content: chart).svg()
        #expect(svg.contains(#"width="240""#))
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("imports-only.svg")
        try Data(svg.utf8).write(to: url)
        #expect(FileManager.default.fileExists(atPath: url.path))
    }
}
