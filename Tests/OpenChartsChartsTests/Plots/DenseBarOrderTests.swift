import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsRender
import OpenChartsViews
import Testing

/// Bars of several groups closer than their thickness overlap. Painted group by group, the
/// last group would cover the bars of the others beside it (a year of daily weather drawn as
/// all fog); they are painted by position instead.
@Suite("Dense bars of several groups")
struct DenseBarOrderTests {
    struct Day { var day: Double; var value: Double; var kind: String }

    @Test("rows come by position, rows at one position in order, when bars at two positions overlap")
    func order() {
        #expect(ChartLayout.overlapOrder(lo: [0, 1, 2], hi: [0.5, 1.5, 2.5]) == nil)
        #expect(ChartLayout.overlapOrder(lo: [0, 0, 1], hi: [2, 2, 3]) == [0, 1, 2])
        #expect(ChartLayout.overlapOrder(lo: [2, 0, 1, 0], hi: [4, 2, 3, 2]) == [1, 3, 2, 0])
        // Bars at one position (a stack) do not overlap each other along the base axis.
        #expect(ChartLayout.overlapOrder(lo: [5, 5, 5], hi: [7, 7, 7]) == nil)
        #expect(ChartLayout.overlapOrder(lo: [.nan, 0, 1, .infinity], hi: [1, 2, 3, 4]) == [1, 2])
        #expect(ChartLayout.overlapOrder(lo: [], hi: []) == nil)
    }

    /// 6,000 days over a 400-point chart, a different kind every other day: the bars' pixels
    /// are a mix of both colours, not the colour of the kind painted last.
    @Test("two kinds of day alternating, denser than pixels, both show in the bars' colour")
    func alternatingKindsBothShow() throws {
        let days = (0..<6_000).map { Day(day: Double($0), value: 10, kind: $0 % 2 == 0 ? "fog" : "sun") }
        let scene = try scene(Chart {
            BarPlot(days, x: .value("Day", \.day), y: .value("Value", \.value)).foregroundStyle(by: .value("Kind", \.kind))
        }.chartLegend(.hidden))
        let pixmap = try SceneRasterizer().render(scene)
        var blue = 0, count = 0
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let p = pixmap.pixel(x: x, y: y)
                // Bar pixels: coloured, not the white, grey or black of the axes.
                guard Int(max(p.red, p.green, p.blue)) - Int(min(p.red, p.green, p.blue)) > 60 else { continue }
                blue += Int(p.blue)
                count += 1
            }
        }
        // The palette's first two colours: blue (0, 122, 255) for fog, green (52, 199, 89) for
        // sun. All green (sun painted over fog) would average 89; half and half about 172.
        #expect(count > 20_000)
        let mean = Double(blue) / Double(max(1, count))
        #expect(mean > 130 && mean < 215, "mean blue \(mean) over \(count) pixels")
    }

    @Test("bars that do not overlap come group by group, in one node")
    func sparseBarsByGroup() throws {
        let days = (0..<60).map { Day(day: Double($0), value: 10, kind: $0 % 2 == 0 ? "fog" : "sun") }
        let scene = try scene(Chart {
            BarPlot(days, x: .value("Day", \.day), y: .value("Value", \.value)).foregroundStyle(by: .value("Kind", \.kind))
        })
        let nodes = rectangleNodes(scene.nodes)
        #expect(nodes.count == 1)
        let runs = nodes.first?.runs() ?? []
        #expect(runs.map(\.items.count) == [30, 30])
        #expect(runs.map(\.paint) == [.color(ChartTheme.palette[0]), .color(ChartTheme.palette[1])])
    }

    @Test("stacked dense bars come position by position, each stack's rows in order")
    func stackedByPosition() throws {
        var days: [Day] = []
        for kind in ["a", "b", "c"] {
            for i in 0..<3_000 { days.append(Day(day: Double(i), value: 1, kind: kind)) }
        }
        let scene = try scene(Chart {
            BarPlot(days, x: .value("Day", \.day), y: .value("Value", \.value)).foregroundStyle(by: .value("Kind", \.kind))
        })
        // One node, its rectangles a paint at a time in turn: a run each.
        let nodes = rectangleNodes(scene.nodes)
        #expect(nodes.count == 1)
        guard let node = nodes.first else { return }
        #expect(node.runs().count == 9_000)
        let lefts = node.rects.map(\.minX)
        #expect(zip(lefts, lefts.dropFirst()).allSatisfy { $0 <= $1 })
        // Each stack: a, then b above it, then c.
        #expect(node.rects[0].minY > node.rects[1].minY && node.rects[1].minY > node.rects[2].minY)
        #expect((0..<3).map(node.paint(ofRect:)) == ChartTheme.palette.prefix(3).map(Paint.color))
    }

    private func rectangleNodes(_ nodes: [SceneNode]) -> [RectanglesNode] {
        nodes.flatMap { node -> [RectanglesNode] in
            switch node {
            case let .group(group): rectangleNodes(group.children)
            case let .rectangles(rectangles): [rectangles]
            default: []
            }
        }
    }
}
