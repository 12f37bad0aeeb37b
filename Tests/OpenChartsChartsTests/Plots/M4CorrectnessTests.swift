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

@Suite("Dense area plots are drawn from their edges' M4 extremes")
struct AreaM4Tests {
    /// The area under a seeded walk scaled into a 760 × 560 plot, down to y = 590.
    private func edges(count: Int, seed: UInt64) -> (top: [CGPoint], bottom: [CGPoint]) {
        let walk = randomWalk(count: count, seed: seed)
        let low = walk.min() ?? 0, high = walk.max() ?? 1
        let n = Double(count - 1)
        let top = walk.enumerated().map { i, y in CGPoint(x: 20 + 760 * Double(i) / n, y: 580 - 560 * (y - low) / (high - low)) }
        return (top, top.map { CGPoint(x: $0.x, y: 590) })
    }

    private func pixels(_ path: Path) throws -> [UInt8] {
        let scene = Scene(size: CGSize(width: 800, height: 600), nodes: [.fill(FillNode(path: path, paint: .color(.blue)))],
                          background: .white)
        return try SceneRasterizer().render(scene).data
    }

    /// As a line's M4 (above), not pixel for pixel: the top edge of a million points zigzags
    /// across each column, and the pixels it crosses are covered by the share of the column
    /// under it, which four points per column do not record.
    @Test("a 1e5- and a 1e6-point area: the reduced edges' pixels match every point's to a mean of 0.5/255",
          arguments: [(100_000, UInt64(1)), (1_000_000, UInt64(6))])
    func pictureOfEveryPoint(count: Int, seed: UInt64) throws {
        let (top, bottom) = edges(count: count, seed: seed)
        let reducedTop = try #require(m4Decimate(top)), reducedBottom = try #require(m4Decimate(bottom))
        #expect(reducedTop.count <= 4 * 761 && reducedBottom.count <= 2 * 761)
        let full = try pixels(InterpolationMethod.linear.areaPath(top: top, bottom: bottom))
        let reduced = try pixels(InterpolationMethod.linear.areaPath(top: reducedTop, bottom: reducedBottom, rowsPaired: false))
        var total = 0, partial = 0, farApart = 0
        for i in stride(from: 0, to: full.count, by: 4) {
            if full[i] != 255 && full[i] != 0 { partial += 1 }
            if abs(Int(full[i]) - Int(reduced[i])) > 128 { farApart += 1 }
            for k in 0..<4 { total += abs(Int(full[i + k]) - Int(reduced[i + k])) }
        }
        let mean = Double(total) / Double(full.count)
        #expect(mean < 0.5, "mean channel difference \(mean)/255")
        #expect(partial > 1_000)
        #expect(Double(farApart) < 0.1 * Double(partial), "\(farApart) of \(partial) partly covered pixels")
    }

    @Test("an AreaPlot of 200,000 rows is one fill of at most six points a pixel column")
    func areaPlotIsReduced() throws {
        let walk = randomWalk(count: 200_000, seed: 4)
        let rows = walk.enumerated().map { PlotSample(x: Double($0.offset), y: $0.element) }
        let layout = Chart { AreaPlot(rows, x: .value("x", \.x), y: .value("y", \.y)) }
            .layout(size: CGSize(width: 800, height: 600), environment: EnvironmentValues())
        let scene = layout.scene(context: RenderContext())
        let group = try #require(objectGroups(scene.nodes).first { $0.accessibilityLabel?.hasPrefix("Area") ?? false })
        let fills = group.children.compactMap { node -> FillNode? in
            if case let .fill(f) = node { return f }
            return nil
        }
        #expect(fills.count == 1)
        let points = try #require(fills.first).path.points
        let columns = Int(layout.plot.width.rounded(.up)) + 1
        #expect(points.count > 3 * columns && points.count <= 6 * columns, "\(points.count) points for \(columns) columns")
        // The edges reach the walk's extremes (the area is filled from 0 to each value).
        let ys = points.map(\.y), yScale = try #require(layout.yScale)
        let highest = try #require(yScale.position(.number(max(walk.max() ?? 0, 0))))
        let lowest = try #require(yScale.position(.number(min(walk.min() ?? 0, 0))))
        #expect(abs((ys.min() ?? 0) - highest) < 1e-6 && abs((ys.max() ?? 0) - lowest) < 1e-6, "\(ys.min() ?? 0) \(highest) \(ys.max() ?? 0) \(lowest)")
    }

    @Test("edges of other lengths close run by run: the k-th of the top with the k-th of the bottom")
    func runsPairByOrder() {
        let nan = CGPoint(x: CGFloat.nan, y: .nan)
        let top = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), nan, CGPoint(x: 3, y: 0), CGPoint(x: 4, y: 2), CGPoint(x: 5, y: 1)]
        let bottom = [CGPoint(x: 0, y: 9), nan, CGPoint(x: 3, y: 9), CGPoint(x: 5, y: 9)]
        let path = InterpolationMethod.linear.areaPath(top: top, bottom: bottom, rowsPaired: false)
        #expect(path.points == [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 0, y: 9),
                                CGPoint(x: 3, y: 0), CGPoint(x: 4, y: 2), CGPoint(x: 5, y: 1), CGPoint(x: 5, y: 9), CGPoint(x: 3, y: 9)])
        #expect(path.verbs.filter { $0 == .move }.count == 2)
        // Paired by row (edges a point a row), a row missing on either side is a gap in both.
        let paired = InterpolationMethod.linear.areaPath(top: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 2, y: 0)],
                                                         bottom: [CGPoint(x: 0, y: 5), nan, CGPoint(x: 2, y: 5)])
        #expect(paired.verbs.filter { $0 == .move }.count == 2)
    }
}

@Suite("Dense area plots stream their rows into M4")
struct StreamedAreaTests {
    struct Row { var x: Double; var y: Double; var series: String }

    /// The points ``m4Decimate(_:scale:)`` keeps of each edge's array, closed run by run, for
    /// the area between `lower` and `upper` (values per row) at `xs`.
    private func expectedPath(xs: [Double], lower: [Double], upper: [Double], layout: ChartLayout) throws -> Path {
        let xScale = try #require(layout.xScale), yScale = try #require(layout.yScale)
        var top: [CGPoint] = [], bottom: [CGPoint] = []
        for i in xs.indices {
            let x = try #require(xScale.position(.number(xs[i])))
            let p = try #require(yScale.position(.number(lower[i]))), q = try #require(yScale.position(.number(upper[i])))
            top.append(CGPoint(x: x, y: min(p, q)))
            bottom.append(CGPoint(x: x, y: max(p, q)))
        }
        let t = try #require(m4Decimate(top)), b = try #require(m4Decimate(bottom))
        return InterpolationMethod.linear.areaPath(top: t, bottom: b, rowsPaired: false)
    }

    private func areaPaths(_ layout: ChartLayout) -> [Path] {
        let scene = layout.scene(context: RenderContext())
        return objectGroups(scene.nodes).filter { $0.accessibilityLabel?.hasPrefix("Area") ?? false }.flatMap { group in
            group.children.compactMap { node -> Path? in
                if case let .fill(f) = node { return f.path }
                return nil
            }
        }
    }

    private func expectSamePoints(_ actual: Path, _ expected: Path) {
        // (Counted, not listed: a failure's message would hold thousands of verbs.)
        #expect(actual.verbs.count == expected.verbs.count && actual.verbs.filter { $0 == .move } == expected.verbs.filter { $0 == .move })
        #expect(actual.points.count == expected.points.count)
        let worst = zip(actual.points, expected.points).map { max(abs($0.x - $1.x), abs($0.y - $1.y)) }.max() ?? .infinity
        #expect(worst < 1e-6, "worst \(worst)")
    }

    @Test("one area of 100,000 rows crossing zero: the points M4 keeps of the edges' arrays")
    func oneSeries() throws {
        let walk = randomWalk(count: 100_000, seed: 12).map { $0 - 20 }
        let rows = walk.enumerated().map { Row(x: Double($0.offset), y: $0.element, series: "a") }
        let layout = Chart { AreaPlot(rows, x: .value("x", \.x), y: .value("y", \.y)) }
            .layout(size: CGSize(width: 800, height: 600), environment: EnvironmentValues())
        let paths = areaPaths(layout)
        #expect(paths.count == 1)
        let expected = try expectedPath(xs: rows.map(\.x), lower: walk.map { min(0, $0) }, upper: walk.map { max(0, $0) },
                                        layout: layout)
        expectSamePoints(try #require(paths.first), expected)
    }

    @Test("two series stacked on 60,000 shared x: each layer's edges as M4 keeps them, the upper layer on the lower")
    func stackedSeries() throws {
        let a = randomWalk(count: 60_000, seed: 13).map { abs($0) + 1 }, b = randomWalk(count: 60_000, seed: 14).map { abs($0) + 1 }
        let rows = (0..<60_000).flatMap { i in [Row(x: Double(i), y: a[i], series: "A"), Row(x: Double(i), y: b[i], series: "B")] }
        let layout = Chart {
            AreaPlot(rows, x: .value("x", \.x), y: .value("y", \.y)).foregroundStyle(by: .value("Series", \.series))
        }.layout(size: CGSize(width: 800, height: 600), environment: EnvironmentValues())
        let paths = areaPaths(layout)
        #expect(paths.count == 2)
        let xs = (0..<60_000).map(Double.init)
        let lowerLayer = try expectedPath(xs: xs, lower: [Double](repeating: 0, count: 60_000), upper: a, layout: layout)
        let upperLayer = try expectedPath(xs: xs, lower: a, upper: zip(a, b).map { $0 + $1 }, layout: layout)
        if paths.count == 2 {
            expectSamePoints(paths[0], lowerLayer)
            expectSamePoints(paths[1], upperLayer)
        }
    }
}
