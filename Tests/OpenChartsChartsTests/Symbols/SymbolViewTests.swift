import Foundation
import Testing
import OpenChartsCore
import OpenChartsRender
import OpenChartsViews
@testable import OpenChartsCharts

/// Counts how often its body is read: how often the view is laid out and drawn.
final class SymbolViewReads: @unchecked Sendable {
    var count = 0
}

struct SymbolViewCountingDot: View {
    let reads: SymbolViewReads
    var body: some View {
        reads.count += 1
        return Circle().fill(Color.red).frame(width: 11, height: 11)
    }
}

@Suite("symbol { view }: a view drawn centred at each point")
struct SymbolViewTests {
    /// Every group translated (and not scaled) in `nodes`, depth first.
    static func placedGroups(_ nodes: [SceneNode]) -> [GroupNode] {
        nodes.flatMap { node -> [GroupNode] in
            guard case let .group(group) = node else { return [] }
            let placed = group.transform.a == 1 && group.transform.d == 1 && group.transform != .identity
            return (placed ? [group] : []) + placedGroups(group.children)
        }
    }

    static func chart(_ values: [Double], reads: SymbolViewReads) -> some View {
        Chart {
            ForEach(values, id: \.self) { v in
                LineMark(x: .value("x", v), y: .value("y", v))
            }
            .symbol { SymbolViewCountingDot(reads: reads) }
        }
        .chartXScale(domain: 0...10).chartYScale(domain: 0...10)
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .frame(width: 100, height: 100)
    }

    @Test("the view's drawing is placed with its centre on each point, one drawing for every point")
    func centred() throws {
        let reads = SymbolViewReads()
        let s = try scene(Self.chart([2, 5, 8], reads: reads), width: 100, height: 100)
        let groups = Self.placedGroups(s.nodes)
        try #require(groups.count == 3)
        #expect(groups.allSatisfy { $0.children == groups[0].children })
        // The plot's x runs 0…10 over its width: each group's centre is where its value is.
        let centres = groups.map { CGPoint(x: $0.transform.tx + 5.5, y: $0.transform.ty + 5.5) }
        #expect(centres[0].x < centres[1].x && centres[1].x < centres[2].x)
        #expect(centres[0].y > centres[1].y && centres[1].y > centres[2].y)
        #expect(symbolsNodes(s.nodes).isEmpty)

        let pixels = try SceneRasterizer().render(s)
        let p = pixels.pixel(x: Int(centres[1].x.rounded(.down)), y: Int(centres[1].y.rounded(.down)))
        #expect(p.red == 255 && p.alpha == 255)
    }

    @Test("the view is laid out once however many points it marks")
    func drawnOnce() throws {
        let few = SymbolViewReads(), many = SymbolViewReads()
        _ = try scene(Self.chart([1, 2], reads: few), width: 100, height: 100)
        _ = try scene(Self.chart((0..<200).map { Double($0) / 20 }, reads: many), width: 100, height: 100)
        #expect(many.count == few.count)
        #expect(few.count <= 2)
    }

    @Test("an empty view draws nothing, and the chart draws the rest")
    func emptyView() throws {
        let chart = Chart {
            PointMark(x: .value("x", 1), y: .value("y", 1)).symbol { EmptyView() }
            BarMark(x: .value("x", 2), y: .value("y", 3))
        }
        let s = try scene(chart)
        #expect(Self.placedGroups(s.nodes).isEmpty)
        #expect(symbolsNodes(s.nodes).isEmpty)
        _ = try ImageRenderer(content: chart).png()
    }

    @Test("the legend shows the marks' view, shrunk to the glyph")
    func legend() throws {
        let chart = Chart([("a", 1.0), ("b", 2.0)], id: \.0) { name, v in
            PointMark(x: .value("x", v), y: .value("y", v))
                .foregroundStyle(by: .value("Name", name))
                .symbol { Rectangle().fill(Color.green).frame(width: 16, height: 16) }
        }
        let legend = try #require(object(try scene(chart), "Legend"))
        let glyphs = legend.children.compactMap { node -> GroupNode? in
            guard case let .group(entry) = node, case let .group(glyph)? = entry.children.first else { return nil }
            return glyph
        }
        try #require(glyphs.count == 2)
        // 16 points shrunk to the glyph's 8.
        #expect(glyphs.allSatisfy { close($0.transform.a, LegendPlan.glyphSize / 16) })
    }

    @Test("a symbol view written symbol() { … } after a hollow symbol on other marks: each mark draws its own")
    func mixedWithShapes() throws {
        let chart = Chart([1.0, 2.0, 3.0], id: \.self) { v in
            let mark = LineMark(x: .value("x", v), y: .value("y", v)).symbolSize(60)
            if v == 2 {
                mark.symbol() { Circle().fill(Color.red).frame(width: 11) }
            } else {
                mark.symbol(Circle().strokeBorder(lineWidth: 2))
            }
        }
        let s = try scene(chart)
        #expect(Self.placedGroups(s.nodes).count == 1)
        #expect(symbolsNodes(s.nodes).flatMap(\.positions).count == 2)
    }

    @Test("a point plot places the view at each of its points")
    func pointPlot() throws {
        let rows = (0..<4).map { PlotSample(x: Double($0 * 2), y: Double($0)) }
        let reads = SymbolViewReads()
        let chart = Chart {
            PointPlot(rows, x: .value("x", \PlotSample.x), y: .value("y", \PlotSample.y)).symbol { SymbolViewCountingDot(reads: reads) }
        }
        #expect(Self.placedGroups(try scene(chart).nodes).count == 4)
    }
}
