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

    @Test("a row of entries as wide as the chart moves inside it: every name whole, none past the edge",
          arguments: [Alignment.leading, .center, .trailing])
    func fullRowStaysInside(alignment: Alignment) throws {
        let names = ["circle", "square", "triangle", "diamond", "pentagon", "plus", "cross", "asterisk"]
        let chart = Chart(names, id: \.self) { name in
            PointMark(x: .value("x", 1), y: .value("y", 1)).foregroundStyle(by: .value("Kind", name))
        }
        .chartLegend(position: .bottom, alignment: alignment)
        let measurer = FontLibraryMeasurer()
        // Find a width at which the first row ends within the plot's left inset of the edge:
        // laid out from the plot's left edge, its last entry would pass the chart's.
        for width in stride(from: CGFloat(300), through: 520, by: 2) {
            let entries = texts(try #require(object(try scene(chart, width: width), "Legend")).children)
            #expect(entries.map(\.text) == names, "width \(width)")
            for entry in entries {
                #expect(entry.origin.x >= 0 && entry.origin.x + measurer.width(entry.text, font: entry.font) <= width + 1e-9,
                        "\(entry.text) at width \(width)")
            }
        }
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
