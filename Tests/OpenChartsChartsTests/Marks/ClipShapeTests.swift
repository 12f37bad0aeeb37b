import Foundation
import Testing
import OpenChartsCore
import OpenChartsRender
import OpenChartsViews
@testable import OpenChartsCharts

@Suite("clipShape on chart content: each mark drawn inside the shape fitted to it")
struct ClipShapeTests {
    /// One wide bar from 0 to 5 in a plot of 0…10, with no axes.
    static func bar(clip: Bool) -> some View {
        Chart {
            if clip {
                BarMark(xStart: .value("x", 2), xEnd: .value("x", 8), y: .value("y", 5)).clipShape(Capsule())
            } else {
                BarMark(xStart: .value("x", 2), xEnd: .value("x", 8), y: .value("y", 5))
            }
        }
        .chartXScale(domain: 0...10).chartYScale(domain: 0...10)
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .frame(width: 100, height: 100)
    }

    /// Every group with a clip in `nodes`, depth first.
    static func clipped(_ nodes: [SceneNode]) -> [GroupNode] {
        nodes.flatMap { node -> [GroupNode] in
            guard case let .group(group) = node else { return [] }
            return (group.clip == nil ? [] : [group]) + clipped(group.children)
        }
    }

    /// The bounds of the first fill in `nodes`, depth first.
    static func firstFill(_ nodes: [SceneNode]) -> CGRect? {
        for node in nodes {
            if case let .fill(fill) = node { return fill.path.boundingRect }
            if case let .group(group) = node, let rect = firstFill(group.children) { return rect }
        }
        return nil
    }

    @Test("a bar under clipShape(Capsule()) is clipped to the capsule fitted to its rectangle")
    func capsuleGeometry() throws {
        let s = try scene(Self.bar(clip: true), width: 100, height: 100)
        let group = try #require(Self.clipped(s.nodes).first)
        let rect = try #require(Self.firstFill(group.children))
        #expect(group.clip == Capsule().path(in: CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY))
    }

    @Test("a capsule bar's corner pixel is background, a square bar's is filled; their middles both filled")
    func capsulePixels() throws {
        let square = try scene(Self.bar(clip: false), width: 100, height: 100)
        let capsule = try scene(Self.bar(clip: true), width: 100, height: 100)
        let rect = try #require(Self.firstFill(square.nodes))
        try #require(rect.height >= 6)
        let squarePixels = try SceneRasterizer().render(square), capsulePixels = try SceneRasterizer().render(capsule)
        let corner = (x: Int(rect.minX.rounded(.up)), y: Int(rect.minY.rounded(.up)))
        let middle = (x: Int(rect.midX), y: Int(rect.midY))
        #expect(squarePixels.pixel(x: corner.x, y: corner.y).alpha == 255)
        #expect(capsulePixels.pixel(x: corner.x, y: corner.y).alpha == 0)
        #expect(capsulePixels.pixel(x: middle.x, y: middle.y).alpha == 255)
    }

    @Test("bar plots are clipped bar by bar")
    func barPlot() throws {
        let rows = (0..<3).map { PlotSample(x: Double($0), y: Double($0 + 1)) }
        let chart = Chart {
            BarPlot(rows, x: .value("x", \PlotSample.x), y: .value("y", \PlotSample.y)).clipShape(Capsule())
        }
        #expect(Self.clipped(try scene(chart).nodes).count == 3)
    }

    @Test("points, rules, lines and areas are clipped to their boxes, and a rule keeps its width")
    func otherMarks() throws {
        let chart = Chart {
            PointMark(x: .value("x", 1), y: .value("y", 1)).clipShape(Circle())
            RuleMark(y: .value("y", 2)).clipShape(Rectangle())
            LineMark(x: .value("x", 1), y: .value("y", 1)).clipShape(Rectangle())
            LineMark(x: .value("x", 2), y: .value("y", 3)).clipShape(Rectangle())
        }
        let s = try scene(chart)
        let groups = Self.clipped(s.nodes)
        #expect(groups.count == 3)
        #expect(groups.allSatisfy { $0.clip?.boundingRect.height ?? 0 > 0 })
        _ = try ImageRenderer(content: chart).png()
    }
}
