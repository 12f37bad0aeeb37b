import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsViews
import Testing

@Suite("Labels cut to their room")
struct LegendTruncationTests {
    static let long = "An extraordinarily long category name that cannot fit"

    @Test("legend entries are what truncation to the room right of their glyph gives: long names cut, short ones whole")
    func legendEntries() throws {
        let chart = Chart(["A", Self.long, "Cat"], id: \.self) { name in
            SectorMark(angle: .value("Value", 1)).foregroundStyle(by: .value("Name", name))
        }
        .chartLegend(position: .trailing)
        let width: CGFloat = 200
        let entries = texts(try #require(object(try scene(chart, width: width), "Legend")).children)
        let measurer = FontLibraryMeasurer()
        #expect(entries.map(\.text).count == 3)
        for (entry, name) in zip(entries, ["A", Self.long, "Cat"]) {
            let room = max(0, width - entry.origin.x)
            #expect(entry.text == measurer.truncated(name, font: entry.font, maxWidth: room, mode: .tail))
        }
        #expect(entries[0].text == "A" && entries[2].text == "Cat")
        #expect(entries[1].text.hasSuffix("…"))
    }

    @Test("y-axis category labels wider than their room are cut, the others are whole")
    func yAxisLabels() throws {
        let chart = Chart(["A", Self.long], id: \.self) { name in
            BarMark(x: .value("Value", 1), y: .value("Name", name))
        }
        let labels = texts(try #require(object(try scene(chart), "Y axis")).children).map(\.text)
        #expect(labels.count == 2)
        #expect(labels.contains("A"))
        #expect(labels.contains { $0.hasSuffix("…") && Self.long.hasPrefix($0.dropLast().trimmingCharacters(in: .whitespaces)) })
    }
}
