import Foundation
import OpenChartsTestSupport
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsRender
import OpenChartsViews
import Testing

/// A seeded random walk (SplitMix64 steps), the same on every platform.
func randomWalk(count: Int, seed: UInt64) -> [Double] {
    var generator = SplitMix64(seed: seed)
    var y = 0.0
    return (0..<count).map { _ in
        y += Double(generator.next() >> 11) / Double(1 << 53) - 0.5
        return y
    }
}

@Suite("M4 decimation draws the picture of every point")
struct M4CorrectnessTests {
    /// The walk scaled into a 760 × 560 plot at (20, 20), as layout would place it.
    private func points(_ walk: [Double]) -> [CGPoint] {
        let low = walk.min() ?? 0, high = walk.max() ?? 1
        let n = Double(walk.count - 1)
        return walk.enumerated().map { i, y in
            CGPoint(x: 20 + 760 * Double(i) / n, y: 580 - 560 * (y - low) / (high - low))
        }
    }

    private func pixels(_ line: [CGPoint], scale: CGFloat) throws -> [UInt8] {
        var path = Path()
        path.addLines(line)
        let scene = Scene(size: CGSize(width: 800, height: 600),
                          nodes: [.stroke(StrokeNode(path: path, paint: .color(.blue), style: StrokeStyle(lineWidth: 1)))],
                          background: .white)
        return try SceneRasterizer(scale: scale).render(scene).data
    }

    /// M4 in columns of device pixels: `scale` of them per point.
    /// At @2x, under 3 % of the line's pixels differ by more than half (2.2 % for the 1e6
    /// walk; with columns of a whole point it was 5.2 %, mean 0.36/255 against 0.21 now).
    private func compare(count: Int, seed: UInt64, scale: CGFloat = 1) throws {
        let all = points(randomWalk(count: count, seed: seed))
        var reducer = M4Reducer(scale: scale)
        for p in all { reducer.add(p) }
        let reduced = reducer.finish()
        #expect(reduced.count <= 4 * (760 * Int(scale) + 1))
        #expect(reduced.count > 3 * 760 * Int(scale))
        #expect(reduced == m4Decimate(all, scale: scale))
        let full = try pixels(all, scale: scale), decimated = try pixels(reduced, scale: scale)
        #expect(full.count == decimated.count)
        // Not pixel for pixel: an anti-aliased 1 px stroke through every point reaches
        // into the next pixel column wherever a point sits near a column's edge, which the
        // four extremes of the column do not record (both lines are drawn as the union of
        // their pieces, the full line's a hundred or more a column). What holds
        // (docs/performance.md): the mean channel difference is under 0.5/255, and under
        // 2 % of the line's pixels differ by more than half their intensity.
        var total = 0, touched = 0, farApart = 0
        for i in stride(from: 0, to: full.count, by: 4) {
            if full[i] != 255 { touched += 1 }
            if abs(Int(full[i]) - Int(decimated[i])) > 128 { farApart += 1 }
            for k in 0..<4 { total += abs(Int(full[i + k]) - Int(decimated[i + k])) }
        }
        let mean = Double(total) / Double(full.count)
        #expect(touched > 10_000)
        #expect(Double(farApart) < (scale == 1 ? 0.02 : 0.03) * Double(touched), "\(farApart) of \(touched) pixels")
        #expect(mean < 0.5, "mean channel difference \(mean)/255")
    }

    @Test("a seeded random walk of 1e5 points: the reduced line's pixels match every point's to a mean of 0.5/255")
    func walk1e5() throws { try compare(count: 100_000, seed: 1) }

    @Test("a seeded random walk of 1e6 points: the reduced line's pixels match every point's to a mean of 0.5/255")
    func walk1e6() throws { try compare(count: 1_000_000, seed: 6) }

    @Test("at @2x the columns are device pixels: 1e6 points reduce to twice the columns, with the same match")
    func walk1e6AtTwiceTheScale() throws { try compare(count: 1_000_000, seed: 6, scale: 2) }

    @Test("ImageRenderer tells the chart its scale: a @2x line plot keeps the extremes of twice the columns")
    func rendererScaleReachesM4() throws {
        let walk = randomWalk(count: 200_000, seed: 3)
        let rows = walk.enumerated().map { PlotSample(x: Double($0.offset), y: $0.element) }
        let chart = Chart { LinePlot(rows, x: .value("x", \.x), y: .value("y", \.y)) }.frame(width: 400, height: 300)
        func linePoints(scale: CGFloat) throws -> Int {
            let renderer = ImageRenderer(content: chart)
            renderer.scale = scale
            let strokes = try renderer.scene().nodes.flatMap(strokePaths)
            return try #require(strokes.map(\.points.count).max())
        }
        let once = try linePoints(scale: 1), twice = try linePoints(scale: 2)
        #expect(once > 3 * 300 && once <= 4 * 402)
        #expect(twice > 3 * 600 && twice <= 4 * 802)
    }

    @Test("M4 keeps every point when there are at most four per pixel column")
    func sparseLinesKeepEveryPoint() {
        let line = (0..<100).map { CGPoint(x: Double($0) * 2, y: Double($0 % 5)) }
        var reducer = M4Reducer()
        for p in line { reducer.add(p) }
        #expect(reducer.finish() == line)
    }

    @Test("a gap stays a gap through M4, and x running backwards is reported")
    func gapsAndBackwards() {
        var reducer = M4Reducer()
        for p in [CGPoint(x: 0, y: 0), CGPoint(x: 0.5, y: 1), CGPoint(x: CGFloat.nan, y: .nan), CGPoint(x: 3, y: 2)] { reducer.add(p) }
        let kept = reducer.finish()
        #expect(kept.count == 4)
        #expect(!kept[2].x.isFinite)
        #expect(reducer.isMonotonic)
        var backwards = M4Reducer()
        for p in [CGPoint(x: 2, y: 0), CGPoint(x: 1, y: 1)] { backwards.add(p) }
        #expect(!backwards.isMonotonic)
    }
}

/// Every stroked path in `node`, at any depth.
private func strokePaths(_ node: SceneNode) -> [Path] {
    switch node {
    case let .stroke(stroke): [stroke.path]
    case let .group(group): group.children.flatMap(strokePaths)
    default: []
    }
}

@Suite("Large line plots are reduced in parallel parts")
struct ParallelM4Tests {
    @Test("a 600,000-point line reduced in parts keeps exactly the points M4 keeps over the whole line")
    func partsEqualWhole() throws {
        let walk = randomWalk(count: 600_000, seed: 9)
        let rows = walk.enumerated().map { PlotSample(x: Double($0.offset), y: $0.element) }
        #expect(PlotScan.chunks(rows.count).count == max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)))
        #expect(PlotScan.chunks(PlotScan.parallelRows - 1) == [0..<(PlotScan.parallelRows - 1)])
        // Parts cover the rows once, in order.
        let parts = PlotScan.chunks(100_003)
        #expect(parts.first?.lowerBound == 0 && parts.last?.upperBound == 100_003)
        #expect(zip(parts, parts.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
        let layout = Chart { LinePlot(rows, x: .value("x", \.x), y: .value("y", \.y)) }
            .layout(size: CGSize(width: 800, height: 600), environment: EnvironmentValues())
        #expect(layout.yAxis?.domain.lower == min(0, walk.min() ?? 0))
        let scene = layout.scene(context: RenderContext())
        let group = try #require(objectGroups(scene.nodes).first { $0.accessibilityLabel?.hasPrefix("Line") ?? false })
        let stroke = try #require(group.children.compactMap { node -> StrokeNode? in
            if case let .stroke(s) = node { return s }
            return nil
        }.first)
        let xScale = try #require(layout.xScale), yScale = try #require(layout.yScale)
        let all = rows.map { CGPoint(x: xScale.position(.number($0.x)) ?? .nan, y: yScale.position(.number($0.y)) ?? .nan) }
        let expected = try #require(m4Decimate(all))
        #expect(stroke.path.points.count == expected.count)
        let worst = zip(stroke.path.points, expected).map { max(abs($0.x - $1.x), abs($0.y - $1.y)) }.max() ?? 0
        #expect(worst < 1e-6)
    }
}
