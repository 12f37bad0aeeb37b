import Foundation
import Testing
import OpenChartsCore
@testable import OpenChartsRender

/// Strokes of many points are drawn as the union of their pieces on a sample grid
/// (``DenseStroke``, ``SampleGrid``) instead of being outlined and scan converted: the
/// same shapes (caps, joins, miter limits, closed paths), the same pixels within the
/// sampling error, the same bytes on one thread or two.
@Suite("Raster strokes of many points")
struct UnionStrokeTests {
    /// `corners` with every segment cut into `pieces` collinear ones, so that the path has
    /// enough points for the dense stroke.
    static func subdivided(_ corners: [CGPoint], pieces: Int = 100, closed: Bool = false) -> Path {
        var points = [corners[0]]
        let ends = closed ? corners + [corners[0]] : corners
        for (a, b) in zip(ends, ends.dropFirst()) {
            for k in 1...pieces { points.append(a.lerp(b, Double(k) / Double(pieces))) }
        }
        var path = Path()
        path.addLines(closed ? Array(points.dropLast()) : points)
        if closed { path.closeSubpath() }
        return path
    }

    static func area(_ path: Path, _ style: StrokeStyle) throws -> Double {
        try rasterize([blackStroke(path, style)], width: 100, height: 100).coveredArea
    }

    /// The stroke tests' segment and right-angle corner, with 200 and 100 points a segment.
    static let segment = subdivided([CGPoint(x: 20, y: 20.3), CGPoint(x: 60, y: 20.3)], pieces: 200)
    static let corner = subdivided([CGPoint(x: 20, y: 60), CGPoint(x: 60, y: 60), CGPoint(x: 60, y: 20)])

    @Test("the paths take the dense stroke")
    func takesDensePath() throws {
        let geometry = try #require(StrokeGeometry(style: StrokeStyle(lineWidth: 6), transform: .identity,
                                                   canvas: CGSize(width: 100, height: 100)))
        #expect(DenseStroke.takes(UnionStrokeTests.segment, geometry: geometry))
        #expect(!DenseStroke.takes(polyline([(20, 20.3), (60, 20.3)]), geometry: geometry))
        let dashed = try #require(StrokeGeometry(style: StrokeStyle(lineWidth: 6, dash: [4, 2]), transform: .identity,
                                                 canvas: CGSize(width: 100, height: 100)))
        #expect(!DenseStroke.takes(UnionStrokeTests.segment, geometry: dashed))
    }

    // Analytic areas, as in the stroke tests; 4 sample lines and 16 columns a pixel measure
    // an edge off the grid to 1/8 of a pixel, which over these edges' lengths stays within
    // 0.5 px² (1 px² with round parts).

    @Test("caps: butt ends flush, square extends by half the width, round adds half discs")
    func caps() throws {
        #expect(abs(try Self.area(Self.segment, StrokeStyle(lineWidth: 6, lineCap: .butt)) - 240) < 0.5)
        #expect(abs(try Self.area(Self.segment, StrokeStyle(lineWidth: 6, lineCap: .square)) - 276) < 0.5)
        #expect(abs(try Self.area(Self.segment, StrokeStyle(lineWidth: 6, lineCap: .round)) - (240 + .pi * 9)) < 1)
    }

    @Test("joins: a miter fills the corner square, a bevel cuts it, a round join adds a quarter disc")
    func joins() throws {
        #expect(abs(try Self.area(Self.corner, StrokeStyle(lineWidth: 8, lineJoin: .miter)) - 640) < 0.5)
        #expect(abs(try Self.area(Self.corner, StrokeStyle(lineWidth: 8, lineJoin: .bevel)) - 632) < 0.5)
        #expect(abs(try Self.area(Self.corner, StrokeStyle(lineWidth: 8, lineJoin: .round)) - (624 + .pi * 4)) < 1)
    }

    @Test("a miter longer than the limit becomes a bevel; a shorter one stays a miter")
    func miterLimit() throws {
        let sharp = Self.subdivided([CGPoint(x: 10, y: 80), CGPoint(x: 80, y: 80), CGPoint(x: 30, y: 30)])
        func draw(_ style: StrokeStyle) throws -> Pixmap {
            try rasterize([blackStroke(sharp, style)], width: 100, height: 100)
        }
        let bevel = try draw(StrokeStyle(lineWidth: 8, lineJoin: .bevel))
        let miter = try draw(StrokeStyle(lineWidth: 8, lineJoin: .miter, miterLimit: 100))
        #expect(try draw(StrokeStyle(lineWidth: 8, lineJoin: .miter, miterLimit: 2.6)) == bevel)
        #expect(try draw(StrokeStyle(lineWidth: 8, lineJoin: .miter, miterLimit: 2.62)) == miter)
        // The miter's tip: 1 / sin(22.5°) widths from the inner corner, past the bevel.
        #expect(miter.coveredArea > bevel.coveredArea + 20)
    }

    @Test("a circle of 2,000 points, every join turning a little, is a ring of the full area with no gaps")
    func smoothCircle() throws {
        // Each join turns 2π / 2000, and each segment is 0.13 px, far shorter than the pen is wide.
        let count = 2000, radius = 40.0
        var path = Path()
        path.addLines((0..<count).map { k in
            let angle = 2 * Double.pi * Double(k) / Double(count)
            return CGPoint(x: 50 + radius * cos(angle), y: 50 + radius * sin(angle))
        })
        path.closeSubpath()
        let style = StrokeStyle(lineWidth: 3)
        let dense = try rasterize([blackStroke(path, style)], width: 100, height: 100)
        // The ring between radii 38.5 and 41.5: 4π r h.
        #expect(abs(dense.coveredArea - 4 * .pi * radius * 1.5) < 0.005 * 4 * .pi * radius * 1.5)
        // Along the ring's middle every pixel is covered.
        for k in 0..<360 {
            let angle = Double(k) * .pi / 180
            #expect(dense.alpha(Int(50 + radius * cos(angle)), Int(50 + radius * sin(angle))) >= 250, "at \(k)°")
        }
    }

    @Test("a closed square is a frame with all four corners joined, not a filled square")
    func closedSquare() throws {
        let square = Self.subdivided([CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 20), CGPoint(x: 80, y: 80),
                                      CGPoint(x: 20, y: 80)], closed: true)
        let pixmap = try rasterize([blackStroke(square, StrokeStyle(lineWidth: 4, lineJoin: .miter))],
                                   width: 100, height: 100)
        // Outer 64², inner 56².
        #expect(abs(pixmap.coveredArea - (64 * 64 - 56 * 56)) < 0.5)
        #expect(pixmap.alpha(50, 50) == 0)
        #expect(pixmap.alpha(19, 19) == 255)
        #expect(pixmap.alpha(81, 81) == 255)
    }

    @Test("dense walks with each cap and join agree with the outlined stroke within the sampling error",
          arguments: [(LineCap.butt, LineJoin.miter), (.square, .bevel), (.round, .round)])
    func agreesWithOutline(cap: LineCap, join: LineJoin) throws {
        let (width, height) = (160.0, 120.0)
        let points = BandedFillTests.walk(1500, width: width, height: height, seed: 21)
        for lineWidth in [1.0, 2.5] {
            let scene = Scene(size: CGSize(width: width, height: height), nodes: [
                blackStroke(BandedFillTests.walkPath(points), StrokeStyle(lineWidth: lineWidth, lineCap: cap, lineJoin: join)),
            ])
            var outlined = SceneRasterizer()
            outlined.fastPaths = false
            let dense = try SceneRasterizer().render(scene), outline = try outlined.render(scene)
            var total = 0.0, largest = 0
            for y in 0..<Int(height) {
                for x in 0..<Int(width) {
                    let d = abs(Int(dense.alpha(x, y)) - Int(outline.alpha(x, y)))
                    total += Double(d)
                    largest = max(largest, d)
                }
            }
            let mean = total / (width * height) / 255
            #expect(mean < 0.004, "mean difference \(mean) at width \(lineWidth)")
            // Both sample a row on 4 lines where it overlaps; 16 columns against exact x.
            #expect(largest <= 96, "largest difference \(largest) at width \(lineWidth)")
            #expect(abs(dense.coveredArea - outline.coveredArea) < 0.01 * outline.coveredArea)
        }
    }

    @Test("two threads draw the bytes of one, whatever band the pieces fall in")
    func bandsAgree() throws {
        let (width, height) = (300.0, 200.0)
        let points = BandedFillTests.walk(4000, width: width, height: height, seed: 5)
        let nodes = [blackStroke(BandedFillTests.walkPath(points), StrokeStyle(lineWidth: 1.5))]
        let two = try ScenePainter.$denseBandedWork.withValue(0) { try rasterize(nodes, width: width, height: height) }
        let one = try ScenePainter.$denseBandedWork.withValue(.max) { try rasterize(nodes, width: width, height: height) }
        #expect(two.data == one.data)
        #expect(two.coveredArea > 100)
    }

    @Test("a stroke whose pieces would fill too many band lists is outlined instead, as without the dense path")
    func tooManyEntries() throws {
        let scene = Scene(size: CGSize(width: 120, height: 90), nodes: [
            blackStroke(BandedFillTests.walkPath(BandedFillTests.walk(600, width: 120, height: 90, seed: 13)),
                        StrokeStyle(lineWidth: 1)),
        ])
        var outlined = SceneRasterizer()
        outlined.fastPaths = false
        let fallback = try DenseStroke.$maximumEntries.withValue(100) { try SceneRasterizer().render(scene) }
        let dense = try SceneRasterizer().render(scene)
        #expect(fallback.data == (try outlined.render(scene)).data)
        #expect(fallback.data != dense.data)
        #expect(abs(fallback.coveredArea - dense.coveredArea) < 0.01 * dense.coveredArea)
    }

    @Test("non-finite points are skipped, and points far off the canvas draw only what reaches it")
    func badPoints() throws {
        var points = BandedFillTests.walk(400, width: 100, height: 80, seed: 9)
        let clean = points
        points.insert(CGPoint(x: Double.nan, y: 10), at: 100)
        points.insert(CGPoint(x: 40, y: Double.infinity), at: 200)
        let style = StrokeStyle(lineWidth: 1)
        let skipped = try rasterize([blackStroke(BandedFillTests.walkPath(points), style)], width: 100, height: 80)
        let expected = try rasterize([blackStroke(BandedFillTests.walkPath(clean), style)], width: 100, height: 80)
        #expect(skipped.data == expected.data)

        // A spike to 1e300 and back draws as a spike to 1e6 does: both leave the canvas
        // all but vertically.
        func spike(to y: Double) throws -> Pixmap {
            var far = clean
            far.insert(CGPoint(x: 50, y: y), at: 200)
            return try rasterize([blackStroke(BandedFillTests.walkPath(far), style)], width: 100, height: 80)
        }
        let spiked = try spike(to: 1e300), near = try spike(to: 1e6)
        let differences = zip(spiked.data, near.data).map { abs(Int($0) - Int($1)) }
        #expect(differences.max() ?? 0 <= 2)
        #expect(spiked.coveredArea > expected.coveredArea + 50, "the spike crosses the canvas")

        // Entirely off the canvas: nothing.
        let away = clean.map { CGPoint(x: $0.x + 1000, y: $0.y) }
        let none = try rasterize([blackStroke(BandedFillTests.walkPath(away), style)], width: 100, height: 80)
        #expect(none.coveredArea == 0)
    }
}

@Suite("Sample grid")
struct SampleGridTests {
    /// The coverage rows a grid resolves after `add`, as a `width × SampleGrid.rows` array.
    static func coverage(width: Int, _ add: (SampleGrid) -> Void) -> [[UInt8]] {
        let grid = SampleGrid(width: width)
        grid.start(at: 0)
        add(grid)
        var rows = [[UInt8]](repeating: [UInt8](repeating: 0, count: width), count: SampleGrid.rows)
        grid.resolve(rows: 0..<SampleGrid.rows) { y, columns, coverage in
            for x in columns { rows[y][x] = coverage[x] }
        }
        return rows
    }

    static func rectangle(_ grid: SampleGrid, x0: Double, x1: Double, y0: Double, y1: Double) {
        grid.addPolygon(top: y0, bottom: y1,
                        left: (SampleGrid.Bound(x0: x0, y0: 0, slope: 0), .farLeft),
                        right: (SampleGrid.Bound(x0: x1, y0: 0, slope: 0), .farRight))
    }

    @Test("a rectangle covers its pixels fully, a quarter-pixel edge 12 of 16 columns, a half-pixel edge 2 of 4 lines")
    func rectangle() {
        let rows = Self.coverage(width: 8) { Self.rectangle($0, x0: 2.25, x1: 5, y0: 1, y1: 3.5) }
        #expect(rows[0] == [0, 0, 0, 0, 0, 0, 0, 0])
        #expect(rows[1] == [0, 0, 191, 255, 255, 0, 0, 0])
        #expect(rows[2] == [0, 0, 191, 255, 255, 0, 0, 0])
        #expect(rows[3] == [0, 0, 96, 128, 128, 0, 0, 0])
        #expect(rows[4] == [0, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test("overlapping pieces count once; pieces sharing a side leave no gap")
    func union() {
        let twice = Self.coverage(width: 8) { grid in
            Self.rectangle(grid, x0: 1, x1: 4, y0: 0, y1: 2)
            Self.rectangle(grid, x0: 1, x1: 4, y0: 0, y1: 2)
        }
        #expect(twice[0] == [0, 255, 255, 255, 0, 0, 0, 0])
        let halves = Self.coverage(width: 8) { grid in
            // Two triangles that make the square 1 ≤ x < 4, 0 ≤ y < 3, split along its diagonal.
            grid.addPolygon(top: 0, bottom: 3, left: (SampleGrid.Bound(x0: 1, y0: 0, slope: 0), .farLeft),
                            right: (SampleGrid.Bound(x0: 1, y0: 0, slope: 1), .farRight))
            grid.addPolygon(top: 0, bottom: 3, left: (SampleGrid.Bound(x0: 1, y0: 0, slope: 1), .farLeft),
                            right: (SampleGrid.Bound(x0: 4, y0: 0, slope: 0), .farRight))
        }
        for y in 0..<3 { #expect(halves[y] == [0, 255, 255, 255, 0, 0, 0, 0], "row \(y)") }
    }

    @Test("a disc's coverage sums to its area; spans off the grid's sides and NaN bounds set nothing past them")
    func discAndBounds() {
        let disc = Self.coverage(width: 16) { $0.addDisc(x: 8, y: 8, radius2: 25) }
        let area = disc.joined().reduce(0.0) { $0 + Double($1) / 255 }
        #expect(abs(area - .pi * 25) < 0.5)
        let clipped = Self.coverage(width: 4) { grid in
            Self.rectangle(grid, x0: -10, x1: 1e9, y0: -5, y1: 1)
            grid.addPolygon(top: 2, bottom: 3, left: (SampleGrid.Bound(x0: .nan, y0: 0, slope: 0), .farLeft),
                            right: (SampleGrid.Bound(x0: 3, y0: 0, slope: 0), .farRight))
        }
        #expect(clipped[0] == [255, 255, 255, 255])
        #expect(clipped[1] == [0, 0, 0, 0])
        #expect(clipped[2] == [0, 0, 0, 0])
    }
}
