import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsViews
import Testing

/// A legend of more values than it has room for keeps the plot's room: its first entries,
/// then one that counts the rest.
@Suite("Legends of many values")
struct LegendLimitTests {
    /// A line per name, each its own color.
    func chart(_ count: Int) -> Chart<some ChartContent> {
        let names = (0..<count).map { "series \($0)" }
        return Chart(names, id: \.self) { name in
            LineMark(x: .value("x", 0), y: .value("y", 1)).foregroundStyle(by: .value("Series", name))
            LineMark(x: .value("x", 1), y: .value("y", 2)).foregroundStyle(by: .value("Series", name))
        }
    }

    /// The legend's texts, in order.
    func legend(_ scene: Scene) throws -> [TextNode] {
        texts(try #require(object(scene, "Legend")).children)
    }

    @Test("below the plot, 5,000 values take a third of the chart at most, ending in \"+N more\"")
    func below() throws {
        let s = try scene(chart(5_000), width: 400, height: 300)
        let entries = try legend(s)
        let shown = entries.count - 1
        #expect(shown > 10 && shown < 100)
        #expect(entries.dropLast().map(\.text) == (0..<shown).map { "series \($0)" })
        #expect(entries.last?.text == "+\(NumberTickFormat(fractionDigits: 2).string(for: Double(5_000 - shown))) more")
        let top = try #require(entries.map(\.origin.y).min())
        let lineHeight = FontLibraryMeasurer().lineHeight(of: ChartTheme.titleFont)
        let ascent = FontLibraryMeasurer().ascent(of: ChartTheme.titleFont)
        #expect(300 - (top - ascent) <= 100 + 1e-9)
        #expect(entries.map(\.origin.y).max()! - ascent + lineHeight <= 300 + 1e-9)
        // The plot keeps the rest, above the legend.
        let plot = try chart(5_000).chartProxy(proposal: ProposedSize(width: 400, height: 300)).plotRect
        #expect(plot.height > 150 && plot.maxY < top - ascent)
        let last = try #require(entries.last)
        #expect(last.origin.x + FontLibraryMeasurer().width(last.text, font: last.font) <= 400)
    }

    @Test("beside the plot, 200 values fill the chart's height and no more")
    func beside() throws {
        let s = try scene(chart(200).chartLegend(position: .trailing), width: 400, height: 300)
        let entries = try legend(s)
        #expect(entries.count > 5 && entries.count < 200)
        #expect(entries.last?.text == "+\(200 - (entries.count - 1)) more")
        let ys = entries.map(\.origin.y)
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 < $1 })
        #expect(ys.last! <= 300)
    }

    @Test("values that fit are all shown, with nothing counted")
    func fits() throws {
        let entries = try legend(try scene(chart(12), width: 400, height: 300))
        #expect(entries.map(\.text) == (0..<12).map { "series \($0)" })
    }

    @Test("200,000 values: the legend holds those that fit and counts the rest")
    func many() throws {
        struct Row { var id: String; var x: Double }
        let rows = (0..<200_000).map { Row(id: "id\($0)", x: Double($0)) }
        let s = try scene(Chart { PointPlot(rows, x: .value("x", \.x), y: .value("y", \.x)).foregroundStyle(by: .value("id", \.id)) })
        let entries = try legend(s)
        #expect(entries.count > 10 && entries.count < 100)
        #expect(entries.first?.text == "id0")
        #expect(entries.last?.text == "+\(NumberTickFormat(fractionDigits: 2).string(for: Double(200_001 - entries.count))) more")
    }
}
