import Foundation
import Testing
import OpenChartsCore
import OpenChartsTestSupport
@testable import OpenChartsRender

/// The scan converter plans rows of up to 64 edges from the edges alone: a row free of
/// overlaps is integrated without walking its sample lines, and an overlapping row walks
/// only the segments that need it, integrating the rest. Each test fills the same edges
/// with planning on and off (off samples every row crossed by more than two edges whole):
/// rows free of overlaps must come out byte for byte the same, and overlapping ones at
/// least as close to an independent reference (512 lines a row, exact in x).
@Suite("Raster row plans")
struct RowPlanTests {
    /// Coverage (0–1, row by row) of `edges` filled under `rule`, and the converter that
    /// filled them (for its row counts).
    static func fill(_ edges: EdgeList, rule: FillRule = .nonZero, width: Int, height: Int,
                     plans: Bool, inOrder: Bool = true) -> (coverage: [Double], converter: ScanConverter) {
        let converter = ScanConverter(width: width, height: height, plansRows: plans, walksInOrder: inOrder)
        var coverage = [Double](repeating: 0, count: width * height)
        converter.fill(edges, rule: rule, rows: 0..<height) { y, columns, row in
            for x in columns { coverage[y * width + x] = Double(row[x]) / 255 }
        }
        return (coverage, converter)
    }

    /// The outline of `points` stroked `lineWidth` wide.
    static func stroked(_ points: [CGPoint], lineWidth: Double, cap: LineCap, join: LineJoin,
                        width: Int, height: Int) -> EdgeList {
        var edges = EdgeList(width: width, height: height)
        Stroker(halfWidth: lineWidth / 2, cap: cap, join: join, miterLimit: 10, tolerance: StrokeGeometry.deviceTolerance)
            .stroke(points[...], closed: false, into: &edges)
        return edges
    }

    /// A random walk across the canvas, `perPixel` points to a pixel column.
    static func walk(seed: UInt64, perPixel: Double, step: Double, width: Int, height: Int) -> [CGPoint] {
        var random = SplitMix64(seed: seed)
        var y = Double(height) / 2
        let count = Int(Double(width - 8) * perPixel)
        return (0..<count).map { i -> CGPoint in
            y = min(max(y + (Double(random.next() % 2001) / 1000 - 1) * step, 3), Double(height - 3))
            return CGPoint(x: 4 + Double(i) / perPixel, y: y)
        }
    }

    @Test("fifteen separate zigzag bands to a row are integrated without walking a sample line, as sampling would decide")
    func separateBands() {
        let width = 100, height = 30
        var edges = EdgeList(width: width, height: height)
        for i in 0..<15 {
            // Both sides zigzag, a vertex in every row, so that no edge spans a whole row:
            // four edges a band, 60 to a row.
            let x = 2.3 + 6.1 * Double(i)
            let left = (0..<27).map { k in CGPoint(x: x + 0.3 * Double(k % 2), y: 1.8 + Double(k)) }
            edges.addPolygon((left + left.reversed().map { CGPoint(x: $0.x + 1.2, y: $0.y) })[...])
        }
        let planned = RowPlanTests.fill(edges, width: width, height: height, plans: true)
        let sampled = RowPlanTests.fill(edges, width: width, height: height, plans: false)
        #expect(planned.coverage == sampled.coverage)
        #expect(planned.converter.sampledRows == 0)
        #expect(sampled.converter.sampledRows >= 26, "\(sampled.converter.sampledRows) rows sampled without plans")
    }

    @Test("a sparse line chart's rows without overlaps come out byte for byte as sampling leaves them, and most are not sampled")
    func sparseLineChart() {
        let width = 160, height = 90
        for seed: UInt64 in [1, 2, 3] {
            let points = RowPlanTests.walk(seed: seed, perPixel: 1.3, step: 4, width: width, height: height)
            let edges = RowPlanTests.stroked(points, lineWidth: 1, cap: .butt, join: .miter, width: width, height: height)
            let planned = RowPlanTests.fill(edges, width: width, height: height, plans: true)
            let sampled = RowPlanTests.fill(edges, width: width, height: height, plans: false)
            // Rows the plan integrated whole are the rows sampling found free of overlaps:
            // those must match exactly; mixed rows differ only where sampling was inexact.
            var identicalRows = 0, largest = 0.0
            for y in 0..<height {
                let row = y * width..<(y + 1) * width
                let a = planned.coverage[row], b = sampled.coverage[row]
                if a == b { identicalRows += 1 }
                for (p, q) in zip(a, b) { largest = max(largest, abs(p - q)) }
            }
            #expect(largest <= 1.0 / 8, "seed \(seed): largest difference \(largest)")
            #expect(identicalRows >= height - planned.converter.mixedRows,
                    "seed \(seed): \(identicalRows) identical rows, \(planned.converter.mixedRows) mixed")
            #expect(2 * planned.converter.sampledRows <= sampled.converter.sampledRows,
                    "seed \(seed): \(planned.converter.sampledRows) rows sampled with plans, \(sampled.converter.sampledRows) without")
        }
    }

    @Test("overlapping rows integrate their clean segments: a round-joined line chart is at least as close to the reference")
    func mixedRowsAgainstReference() {
        let width = 64, height = 40
        var mixed = 0
        for seed: UInt64 in [4, 5, 6] {
            let points = RowPlanTests.walk(seed: seed, perPixel: 1.5, step: 3, width: width, height: height)
            let edges = RowPlanTests.stroked(points, lineWidth: 1.5, cap: .round, join: .round, width: width, height: height)
            let planned = RowPlanTests.fill(edges, width: width, height: height, plans: true)
            let sampled = RowPlanTests.fill(edges, width: width, height: height, plans: false)
            let (plannedError, sampledError, largest) = RowPlanTests.errors(
                edges, rule: .nonZero, width: width, planned: planned.coverage, sampled: sampled.coverage)
            mixed += planned.converter.mixedRows
            #expect(plannedError <= sampledError, "seed \(seed): error \(plannedError) planned, \(sampledError) sampled")
            #expect(largest <= 1.0 / 8, "seed \(seed): largest difference from sampling \(largest)")
        }
        #expect(mixed > 0, "no row was mixed: the test does not reach the mixed path")
    }

    /// Row `y`'s coverage by `edges` under `rule`, from 512 lines across the row, each exact
    /// in x: an independent estimate, close to the exact area, whose lines fall between the
    /// converter's (at sixteenths), so that it favours neither sampling nor integration.
    static func reference(_ edges: EdgeList, rule: FillRule, y: Int, width: Int) -> [Double] {
        let lines = 512
        var coverage = [Double](repeating: 0, count: width)
        let all = UnsafeBufferPointer(start: edges.base, count: edges.count)
        for k in 0..<lines {
            let ly = Double(y) + (Double(k) + 0.5) / Double(lines)
            var crossings: [(x: Double, winding: Int)] = []
            for e in all where Double(e.y0) <= ly && ly < Double(e.y1) {
                crossings.append((Double(e.x0) + (ly - Double(e.y0)) * Double(e.dxdy), e.winding > 0 ? 1 : -1))
            }
            crossings.sort { $0.x < $1.x }
            var winding = 0
            for i in crossings.indices.dropLast() {
                winding += crossings[i].winding
                guard rule == .evenOdd ? winding & 1 != 0 : winding != 0 else { continue }
                let a = min(max(crossings[i].x, 0), Double(width)), b = min(max(crossings[i + 1].x, 0), Double(width))
                guard b > a else { continue }
                for x in Int(a)..<min(Int(b.rounded(.up)), width) {
                    coverage[x] += (min(b, Double(x + 1)) - max(a, Double(x))) / Double(lines)
                }
            }
        }
        return coverage
    }

    /// How far planned and sampled coverage are from the reference, summed over the pixels
    /// where they differ, and their largest difference from each other.
    static func errors(_ edges: EdgeList, rule: FillRule, width: Int, planned: [Double], sampled: [Double])
        -> (planned: Double, sampled: Double, largest: Double) {
        var result = (planned: 0.0, sampled: 0.0, largest: 0.0)
        for y in 0..<planned.count / width {
            let row = y * width..<(y + 1) * width
            guard planned[row] != sampled[row] else { continue }
            let expected = RowPlanTests.reference(edges, rule: rule, y: y, width: width)
            for x in 0..<width {
                let i = y * width + x
                result.planned += abs(planned[i] - expected[x])
                result.sampled += abs(sampled[i] - expected[x])
                result.largest = max(result.largest, abs(planned[i] - sampled[i]))
            }
        }
        return result
    }

    @Test("self-crossing polygons under both fill rules: planned rows are no further from the reference than sampled ones")
    func selfCrossingPolygons() {
        let width = 40, height = 30
        for seed: UInt64 in [7, 8, 9, 10] {
            var random = SplitMix64(seed: seed)
            let polygon = (0..<14).map { _ in
                CGPoint(x: 1 + Double(random.next() % 38_000) / 1000, y: 1 + Double(random.next() % 28_000) / 1000)
            }
            var edges = EdgeList(width: width, height: height)
            edges.addPolygon(polygon[...])
            for rule in [FillRule.nonZero, .evenOdd] {
                let planned = RowPlanTests.fill(edges, rule: rule, width: width, height: height, plans: true)
                let sampled = RowPlanTests.fill(edges, rule: rule, width: width, height: height, plans: false)
                let (plannedError, sampledError, largest) = RowPlanTests.errors(
                    edges, rule: rule, width: width, planned: planned.coverage, sampled: sampled.coverage)
                #expect(plannedError <= sampledError, "seed \(seed) \(rule): error \(plannedError) planned, \(sampledError) sampled")
                #expect(largest <= 0.25, "seed \(seed) \(rule): largest difference from sampling \(largest)")
            }
        }
    }

    @Test("edges meeting exactly on sample lines, and shapes sharing a side, fill as sampling fills them")
    func tiesOnSampleLines() {
        let width = 30, height = 6
        // Spikes whose tips lie on sample lines (y = row + (k + 0.5) / 16): an entering and a
        // leaving edge cross those lines at the same x.
        var spikes: [CGPoint] = [CGPoint(x: 1, y: 5.5)]
        for i in 0..<8 {
            let x = 2 + 3 * Double(i)
            spikes.append(CGPoint(x: x, y: 1 + (Double(i % 4) + 0.5) / 16))
            spikes.append(CGPoint(x: x + 1.5, y: 5.5 - Double(i % 3) / 16))
        }
        spikes.append(CGPoint(x: 28, y: 5.5))
        // Rectangles sharing their sides: on every line an edge leaves where the next enters.
        var squares = EdgeList(width: width, height: height)
        for i in 0..<6 {
            let x = 2 + 4 * Double(i)
            squares.addPolygon([CGPoint(x: x, y: 1.25), CGPoint(x: x + 4, y: 1.25), CGPoint(x: x + 4, y: 4.75),
                                CGPoint(x: x, y: 4.75)][...])
        }
        var spikeEdges = EdgeList(width: width, height: height)
        spikeEdges.addPolygon(spikes[...])
        for rule in [FillRule.nonZero, .evenOdd] {
            let planned = RowPlanTests.fill(spikeEdges, rule: rule, width: width, height: height, plans: true)
            let sampled = RowPlanTests.fill(spikeEdges, rule: rule, width: width, height: height, plans: false)
            #expect(planned.coverage == sampled.coverage, "spikes, \(rule)")
            let squaresPlanned = RowPlanTests.fill(squares, rule: rule, width: width, height: height, plans: true)
            // Rows 2 and 3 lie wholly inside the squares: every pixel from x = 2 to 26 is covered once.
            for y in 2...3 {
                for x in 0..<width {
                    #expect(squaresPlanned.coverage[y * width + x] == ((2..<26).contains(x) ? 1 : 0), "squares, \(rule), pixel \(x), \(y)")
                }
            }
        }
    }

    @Test("sampled segments walked in x order give the same coverage to the bit as the walk over cells")
    func orderedWalk() {
        let width = 48, height = 32
        var cases: [(EdgeList, FillRule)] = []
        for seed: UInt64 in [11, 12, 13] {
            // Dense enough that joins overlap and cells hold two or more crossings.
            let points = RowPlanTests.walk(seed: seed, perPixel: 3, step: 2, width: width, height: height)
            cases.append((RowPlanTests.stroked(points, lineWidth: 1, cap: .butt, join: .miter, width: width, height: height), .nonZero))
            var random = SplitMix64(seed: seed)
            let polygon = (0..<10).map { _ in
                CGPoint(x: 1 + Double(random.next() % 46_000) / 1000, y: 1 + Double(random.next() % 30_000) / 1000)
            }
            var edges = EdgeList(width: width, height: height)
            edges.addPolygon(polygon[...])
            cases.append((edges, .nonZero))
            cases.append((edges, .evenOdd))
        }
        var mixed = 0
        for (index, (edges, rule)) in cases.enumerated() {
            let ordered = RowPlanTests.fill(edges, rule: rule, width: width, height: height, plans: true, inOrder: true)
            let cells = RowPlanTests.fill(edges, rule: rule, width: width, height: height, plans: true, inOrder: false)
            #expect(ordered.coverage == cells.coverage, "case \(index), \(rule)")
            mixed += ordered.converter.mixedRows
        }
        #expect(mixed > 0, "no row was mixed: the ordered walk was not reached")
    }

    @Test("the ordered walk matches the walk over cells to the bit on reversals, zero-length segments, NaN points, huge coordinates and piled-up crossings")
    func orderedWalkEdgeCases() {
        let width = 64, height = 40
        var polylines: [[CGPoint]] = []
        // M4's back and forth: first, lowest, highest, last in each pixel column.
        var random = SplitMix64(seed: 21)
        var m4: [CGPoint] = []
        for column in 0..<56 {
            let x = 4 + Double(column)
            let low = 8 + Double(random.next() % 12_000) / 1000, high = low + 4 + Double(random.next() % 14_000) / 1000
            m4 += [CGPoint(x: x + 0.1, y: (low + high) / 2), CGPoint(x: x + 0.35, y: high),
                   CGPoint(x: x + 0.6, y: low), CGPoint(x: x + 0.9, y: low + 1)]
        }
        polylines.append(m4)
        // Zero-length segments, repeated points and exact reversals.
        polylines.append([CGPoint(x: 5, y: 5), CGPoint(x: 5, y: 5), CGPoint(x: 30, y: 20), CGPoint(x: 30, y: 20),
                          CGPoint(x: 10, y: 20.5), CGPoint(x: 30, y: 20), CGPoint(x: 50, y: 6), CGPoint(x: 50, y: 6),
                          CGPoint(x: 20, y: 35), CGPoint(x: 50, y: 6)])
        // NaN points among a dense walk.
        var walk = RowPlanTests.walk(seed: 22, perPixel: 3, step: 2, width: width, height: height)
        for i in stride(from: 7, to: walk.count, by: 23) { walk[i] = CGPoint(x: Double.nan, y: walk[i].y) }
        walk[40] = CGPoint(x: walk[40].x, y: .nan)
        polylines.append(walk)
        // Coordinates far off the canvas, crossing it.
        polylines.append([CGPoint(x: -1e7, y: -3e6), CGPoint(x: 30, y: 20), CGPoint(x: 1e7, y: 2e6),
                          CGPoint(x: 32, y: 22), CGPoint(x: -1e7, y: 1e7)])
        var cases: [(EdgeList, FillRule)] = []
        for points in polylines {
            for join in [LineJoin.miter, .round, .bevel] {
                cases.append((RowPlanTests.stroked(points, lineWidth: 1, cap: .butt, join: join, width: width, height: height), .nonZero))
            }
        }
        // Twenty copies of one stroke: lines with 17 or more crossings in one cell, which the
        // ordered walk hands to the walk over cells.
        let stacked = RowPlanTests.walk(seed: 23, perPixel: 1, step: 1.5, width: width, height: height)
        var pile = EdgeList(width: width, height: height)
        for copy in 0..<20 {
            let shifted = stacked.map { CGPoint(x: $0.x + Double(copy) / 4096, y: $0.y) }
            Stroker(halfWidth: 0.5, cap: .butt, join: .miter, miterLimit: 10, tolerance: StrokeGeometry.deviceTolerance)
                .stroke(shifted[...], closed: false, into: &pile)
        }
        cases.append((pile, .nonZero))
        cases.append((pile, .evenOdd))
        var mixed = 0
        for (index, (edges, rule)) in cases.enumerated() {
            let ordered = RowPlanTests.fill(edges, rule: rule, width: width, height: height, plans: true, inOrder: true)
            let cells = RowPlanTests.fill(edges, rule: rule, width: width, height: height, plans: true, inOrder: false)
            let differing = zip(ordered.coverage, cells.coverage).filter { $0 != $1 }.count
            #expect(differing == 0, "case \(index), \(rule): \(differing) pixels differ")
            #expect(ordered.coverage.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }, "case \(index)")
            mixed += ordered.converter.mixedRows
        }
        #expect(mixed > 0, "no row was mixed: the ordered walk was not reached")
    }
}
