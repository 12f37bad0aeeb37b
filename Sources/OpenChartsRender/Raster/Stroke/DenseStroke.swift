import Foundation
import OpenChartsCore

/// A thin stroke over many points — a data series — drawn as what a stroke is, the union of
/// its pieces: each segment's rectangle, each join (a miter's kite, a bevel's triangle, a
/// round join's sector of the pen's disc), each cap. The pieces are sampled on a
/// ``SampleGrid`` (16 columns × 4 lines a pixel, OR-ed), so that however often the series
/// folds back on itself within a pixel column, each piece costs only the sample lines it covers.
///
/// The outline the ``Stroker`` makes of such a series overlaps itself in nearly every row it
/// crosses, which the scan converter can only resolve by sorting and counting windings on
/// sample lines across the whole row; a line chart's stroke of a few thousand points took
/// most of its render that way.
///
/// The work is cut into bands of ``SampleGrid/rows`` rows: each segment, with the join at
/// its end and its caps (a *unit*), is listed in every band it reaches, and a band is drawn
/// by one grid, so two threads can draw two runs of bands.
final class DenseStroke {
    /// The fewest points of a path that take this way; fewer are outlined and scan converted
    /// (exact areas for the rows they cross without overlapping).
    static let minimumPoints = 128
    /// The widest pen, in device pixels, that takes this way: a piece costs each of its
    /// sample lines a word per pixel it spans.
    static let maximumHalfWidth = 4.0

    /// A segment from `vertices[start]` to the next vertex, with the join at its end and its
    /// caps; or a lone point (`dot`).
    struct Unit {
        var start: Int32
        /// The vertex after the segment's end, for the join there; −1: no join.
        var joinTo: Int32
        var flags: UInt8
        /// The rows the unit's pieces may touch, clamped to the fill's.
        var firstRow: Int32
        var endRow: Int32

        static let startCap: UInt8 = 1
        static let endCap: UInt8 = 2
        static let dot: UInt8 = 4
    }

    private let vertices = PointBuffer(capacity: 256)
    private let units = ScratchBuffer<Unit>(capacity: 256)
    private(set) var unitCount = 0
    /// Units listed band by band: band b's are `entries[bandStarts[b] ..< bandStarts[b + 1]]`.
    private let entries = ScratchBuffer<Int32>(capacity: 256)
    private let bandStarts = ScratchBuffer<Int32>(capacity: 64)
    /// The rows drawn: band b starts at row `rows.lowerBound + b · SampleGrid.rows`.
    private(set) var rows = 0..<0
    private(set) var bandCount = 0

    private var halfWidth = 0.5
    private var cap = LineCap.butt
    private var join = LineJoin.miter
    private var miterLimit = 10.0

    /// The bytes kept for the next stroke.
    var retainedBytes: Int {
        vertices.capacity * MemoryLayout<CGPoint>.stride + units.capacity * MemoryLayout<Unit>.stride
            + entries.capacity * 4 + bandStarts.capacity * 4
    }

    /// Whether a stroke of `path` with `geometry` is drawn this way.
    static func takes(_ path: Path, geometry: StrokeGeometry) -> Bool {
        path.points.count >= minimumPoints && geometry.dash.isEmpty && geometry.outlineTransform.isIdentity
            && geometry.halfWidth <= maximumHalfWidth
    }

    /// The most band entries a stroke may list (4 bytes each): a scribble of a million
    /// segments each crossing the canvas would list every one in every band, and is
    /// outlined instead. Tests lower it to see that fallback.
    @TaskLocal static var maximumEntries = 1 << 24

    /// Lays out the units of `path` stroked with `style` and `geometry` in the `rows` and
    /// `columns` of the canvas that may be drawn; `false` when they would list more than
    /// ``maximumEntries`` in their bands (nothing is drawn then).
    /// - Complexity: O(n + b): the path's points (flattened) and the bands the units reach.
    func prepare(_ path: Path, style: StrokeStyle, geometry: StrokeGeometry, rows: Range<Int>, columns: Range<Int>) -> Bool {
        halfWidth = geometry.halfWidth
        cap = style.lineCap
        join = style.lineJoin
        miterLimit = style.miterLimit.isNaN ? 10 : max(style.miterLimit, 1)
        self.rows = rows
        unitCount = 0
        var count = 0
        path.forEachPolyline(tolerance: geometry.tolerance, transform: geometry.pathTransform) { points, closed in
            let start = count
            let n = vertices.gatherVertices(points, at: start, closed: closed)
            count += n
            // A closed polyline's closing segment ends at its first vertex again, copied after its last.
            let v = vertices.base
            if closed, n > 1 { (v + count).initialize(to: v[start]) }
            addUnits(start: start, count: n, closed: closed, columns: columns)
            if closed, n > 1 { count += 1 }
        }
        return listBands()
    }

    /// Adds the units of one polyline of `count` vertices from `start` (a closed one's first
    /// vertex copied after its last, for the closing segment).
    private func addUnits(start: Int, count: Int, closed: Bool, columns: Range<Int>) {
        guard count > 0 else { return }
        let v = vertices.base
        let h = halfWidth
        let capReach = cap == .square ? h * 2.0.squareRoot() : h
        if count == 1 {
            guard cap != .butt else { return }
            add(Unit(start: Int32(start), joinTo: -1, flags: Unit.dot, firstRow: 0, endRow: 0),
                low: v[start], high: v[start], reach: capReach, columns: columns)
            return
        }
        let segments = closed ? count : count - 1
        units.reserve(unitCount + segments, preserving: unitCount)
        for k in 0..<segments {
            let a = start + k, b = a + 1
            var flags: UInt8 = 0
            var joinTo = -1
            if closed {
                // The last segment's join is at the first vertex, towards the second.
                joinTo = k == segments - 1 ? start + 1 : b + 1
            } else {
                if k == 0 { flags |= Unit.startCap }
                if k == segments - 1 { flags |= Unit.endCap } else { joinTo = b + 1 }
            }
            var reach = flags == 0 ? h : capReach
            if joinTo >= 0, join == .miter {
                // A miter reaches h / cos(turn / 2) from the vertex: h √(2 / (1 + cos turn)).
                let u0 = CGPoint.direction(from: v[a], to: v[b]).unit, u1 = CGPoint.direction(from: v[b], to: v[joinTo]).unit
                let dot = u0.x * u1.x + u0.y * u1.y
                if Stroker.miterFits(turnCosine: dot, limit: miterLimit) {
                    reach = max(reach, h * (2 / (1 + dot)).squareRoot())
                }
            }
            add(Unit(start: Int32(a), joinTo: Int32(joinTo), flags: flags, firstRow: 0, endRow: 0),
                low: CGPoint(x: min(v[a].x, v[b].x), y: min(v[a].y, v[b].y)),
                high: CGPoint(x: max(v[a].x, v[b].x), y: max(v[a].y, v[b].y)), reach: reach, columns: columns)
        }
    }

    /// Keeps `unit` if its pieces, within `reach` of the box from `low` to `high`, can touch
    /// the rows and columns drawn, with the rows it reaches.
    @inline(__always)
    private func add(_ unit: Unit, low: CGPoint, high: CGPoint, reach: Double, columns: Range<Int>) {
        let top = low.y - reach, bottom = high.y + reach
        guard bottom > Double(rows.lowerBound), top < Double(rows.upperBound),
              high.x + reach > Double(columns.lowerBound), low.x - reach < Double(columns.upperBound) else { return }
        var unit = unit
        unit.firstRow = Int32(max(top.rounded(.down), Double(rows.lowerBound)))
        unit.endRow = Int32(min(bottom.rounded(.up), Double(rows.upperBound)))
        units.reserve(unitCount + 1, preserving: unitCount)
        units.base[unitCount] = unit
        unitCount += 1
    }

    /// Lists each unit in every band it reaches (a counting sort by band); `false`, listing
    /// nothing, past ``maximumEntries``.
    private func listBands() -> Bool {
        let bandRows = SampleGrid.rows
        bandCount = (rows.count + bandRows - 1) / bandRows
        bandStarts.reserve(bandCount + 1)
        let starts = bandStarts.base
        starts.update(repeating: 0, count: bandCount + 1)
        let first = rows.lowerBound
        let units = self.units.base
        var total = 0
        for i in 0..<unitCount {
            let u = units[i]
            let b0 = (Int(u.firstRow) - first) / bandRows, b1 = (Int(u.endRow) - 1 - first) / bandRows
            guard b0 <= b1 else { continue }
            for b in b0...b1 { starts[b + 1] += 1 }
            total += b1 - b0 + 1
        }
        guard total <= DenseStroke.maximumEntries else { return false }
        for b in 0..<bandCount { starts[b + 1] += starts[b] }
        entries.reserve(total)
        let entries = self.entries.base
        // Filled through a cursor per band, which then ends where the next band starts.
        var cursor = [Int32](UnsafeBufferPointer(start: starts, count: bandCount))
        for i in 0..<unitCount {
            let u = units[i]
            let b0 = (Int(u.firstRow) - first) / bandRows, b1 = (Int(u.endRow) - 1 - first) / bandRows
            guard b0 <= b1 else { continue }
            for b in b0...b1 {
                entries[Int(cursor[b])] = Int32(truncatingIfNeeded: i)
                cursor[b] += 1
            }
        }
        return true
    }

    /// Units listed in bands `0 ..< b`: the work before band b.
    func work(before band: Int) -> Int { Int(bandStarts.base[band]) }

    /// Draws bands `bands` on `grid` and calls `body` for each row in `limit` they touch, with
    /// the columns touched and the row's coverage (0–255, valid in those columns).
    func draw(bands: Range<Int>, on grid: SampleGrid, rows limit: Range<Int>,
              _ body: (_ y: Int, _ columns: Range<Int>, _ coverage: UnsafePointer<UInt8>) -> Void) {
        let starts = bandStarts.base, entries = self.entries.base, units = self.units.base
        for b in bands {
            grid.start(at: rows.lowerBound + b * SampleGrid.rows)
            for e in Int(starts[b])..<Int(starts[b + 1]) {
                addPieces(of: units[Int(entries[e])], to: grid)
            }
            grid.resolve(rows: limit, body)
        }
    }

    // MARK: - Pieces

    private func addPieces(of u: Unit, to grid: SampleGrid) {
        let v = vertices.base
        let h = halfWidth
        let a = v[Int(u.start)]
        if u.flags & Unit.dot != 0 {
            if cap == .round {
                grid.addDisc(x: a.x, y: a.y, radius2: h * h)
            } else {
                addConvex(CGPoint(x: a.x - h, y: a.y - h), CGPoint(x: a.x + h, y: a.y - h),
                          CGPoint(x: a.x + h, y: a.y + h), CGPoint(x: a.x - h, y: a.y + h), to: grid)
            }
            return
        }
        let b = v[Int(u.start) + 1]
        let u0 = CGPoint.direction(from: a, to: b).unit
        var s = a, e = b
        if cap == .square {
            if u.flags & Unit.startCap != 0 { s = a - u0 * h }
            if u.flags & Unit.endCap != 0 { e = b + u0 * h }
        }
        addRectangle(from: s, to: e, along: u0, to: grid)
        if cap == .round {
            // Half discs beyond the ends.
            if u.flags & Unit.startCap != 0 { addSector(at: a, beyond: CGPoint(x: -u0.x, y: -u0.y), to: grid) }
            if u.flags & Unit.endCap != 0 { addSector(at: b, beyond: u0, to: grid) }
        }
        guard u.joinTo >= 0 else { return }
        let u1 = CGPoint.direction(from: b, to: v[Int(u.joinTo)]).unit
        let cross = u0.x * u1.y - u0.y * u1.x, dot = u0.x * u1.x + u0.y * u1.y
        // Straight on: nothing between the rectangles. (Leaving out joins that turn a little
        // is not a small error: each leaves a sliver from the vertex out, and a smooth curve of
        // 2,000 points lost 0.9 % of its area that way.)
        if dot > 0, abs(cross) < 1e-9 { return }
        if join == .round {
            // The disc's part beyond the incoming segment's end and before the outgoing one's
            // start: the sector between the outer offsets (none when the two go straight on),
            // as the stroker's arc.
            return addSector(at: b, beyond: u0, before: u1, to: grid)
        }
        // The outer side: away from the turn, as the stroker's `addOuter`.
        let side: Double = cross >= 0 ? 1 : -1
        let p0 = b + CGPoint(x: -u0.y, y: u0.x) * (-side * h), p1 = b + CGPoint(x: -u1.y, y: u1.x) * (-side * h)
        if join == .miter, Stroker.miterFits(turnCosine: dot, limit: miterLimit) {
            // The kite b p0 tip p1 in one piece, or as two triangles when three of its sides
            // bound one side of its cross-sections.
            let tip = b + (p0 - b + p1 - b) * (1 / (1 + dot))
            if !addConvex(b, p0, tip, p1, to: grid) {
                addConvex(b, p0, tip, to: grid)
                addConvex(b, tip, p1, to: grid)
            }
        } else {
            addConvex(b, p0, p1, to: grid)
        }
    }

    /// Adds the part of the pen's disc at `p` on the far side of the line through `p` across
    /// `beyond` (points q with (q − p)·beyond ≥ 0) and, given `before`, on the near side of the
    /// line across that ((q − p)·before ≤ 0).
    private func addSector(at p: CGPoint, beyond: CGPoint, before: CGPoint? = nil, to grid: SampleGrid) {
        var top = -Double.infinity, bottom = Double.infinity
        var left = (SampleGrid.Bound.farLeft, SampleGrid.Bound.farLeft)
        var right = (SampleGrid.Bound.farRight, SampleGrid.Bound.farRight)
        /// Narrows the cross-sections to the half-plane (q − p)·normal ≥ 0.
        func restrict(_ normal: CGPoint, _ slot: Int) {
            if abs(normal.x) <= 1e-9 * abs(normal.y) {
                // Level: a limit on y.
                if normal.y > 0 { top = p.y } else { bottom = p.y }
                return
            }
            // x ≥ or ≤ p.x − (y − p.y) · normal.y / normal.x, as normal.x is positive or negative.
            let bound = SampleGrid.Bound(x0: p.x, y0: p.y, slope: -normal.y / normal.x)
            if normal.x > 0 {
                if slot == 0 { left.0 = bound } else { left.1 = bound }
            } else {
                if slot == 0 { right.0 = bound } else { right.1 = bound }
            }
        }
        restrict(beyond, 0)
        if let before { restrict(CGPoint(x: -before.x, y: -before.y), 1) }
        grid.addDisc(x: p.x, y: p.y, radius2: halfWidth * halfWidth, top: top, bottom: bottom, left: left, right: right)
    }

    /// Adds the pen's rectangle from `s` to `e` (direction `u`, a unit vector): its sides
    /// along `u` through s ± n and across it through `s` and `e`, sorted into left and right
    /// bounds without the general polygon's area and side tests.
    @inline(__always)
    private func addRectangle(from s: CGPoint, to e: CGPoint, along u: CGPoint, to grid: SampleGrid) {
        let h = halfWidth
        let n = CGPoint(x: -u.y * h, y: u.x * h)
        var left = (SampleGrid.Bound.farLeft, SampleGrid.Bound.farLeft)
        var right = (SampleGrid.Bound.farRight, SampleGrid.Bound.farRight)
        // Along u, unless level (then the y range stands for them): at equal y the side
        // through s + n lies 2h / u.y left of the one through s − n.
        if abs(u.y) > 1e-9 * abs(u.x) {
            let slope = u.x / u.y
            let plus = SampleGrid.Bound(x0: s.x + n.x, y0: s.y + n.y, slope: slope)
            let minus = SampleGrid.Bound(x0: s.x - n.x, y0: s.y - n.y, slope: slope)
            (left.0, right.0) = u.y > 0 ? (plus, minus) : (minus, plus)
        }
        // Across u, unless level: the side through s lies L / u.x left of the one through e.
        if abs(u.x) > 1e-9 * abs(u.y) {
            let slope = -u.y / u.x
            let start = SampleGrid.Bound(x0: s.x, y0: s.y, slope: slope)
            let end = SampleGrid.Bound(x0: e.x, y0: e.y, slope: slope)
            (left.1, right.1) = u.x > 0 ? (start, end) : (end, start)
        }
        let reach = abs(n.y)
        grid.addPolygon(top: min(s.y, e.y) - reach, bottom: max(s.y, e.y) + reach, left: left, right: right)
    }

    /// Adds the convex polygon `p0 p1 p2 p3` (either orientation; `p3` `nil` for a triangle).
    /// - Returns: `false`, adding nothing, for a quadrilateral three of whose sides bound one
    ///   side of its cross-sections (its top and bottom corners adjacent), which
    ///   ``SampleGrid/addPolygon(top:bottom:left:right:)`` cannot take.
    @inline(__always) @discardableResult
    private func addConvex(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint? = nil, to grid: SampleGrid) -> Bool {
        let last = p3 ?? p2
        // Twice the signed area (shoelace); a degenerate piece covers nothing.
        var area = p0.x * p1.y - p1.x * p0.y + p1.x * p2.y - p2.x * p1.y + last.x * p0.y - p0.x * last.y
        if let p3 { area += p2.x * p3.y - p3.x * p2.y }
        guard area != 0, area.isFinite else { return true }
        let top = min(p0.y, p1.y, p2.y, last.y), bottom = max(p0.y, p1.y, p2.y, last.y)
        var left = (SampleGrid.Bound.farLeft, SampleGrid.Bound.farLeft), lefts = 0
        var right = (SampleGrid.Bound.farRight, SampleGrid.Bound.farRight), rights = 0
        @inline(__always) func side(_ p: CGPoint, _ q: CGPoint) {
            let dx = q.x - p.x, dy = q.y - p.y
            // A level side is the top or bottom, which the y range stands for; a side within
            // a billionth of level too (its slope would swamp the arithmetic).
            guard abs(dy) > 1e-9 * abs(dx), dy != 0 else { return }
            let bound = SampleGrid.Bound(x0: p.x, y0: p.y, slope: dx / dy)
            // With the area's sign, sides going down bound the inside on one side and sides
            // going up on the other. A convex piece has at most two of each that are not level.
            if (area > 0) == (dy < 0) {
                if lefts == 0 { left.0 = bound } else { left.1 = bound }
                lefts += 1
            } else {
                if rights == 0 { right.0 = bound } else { right.1 = bound }
                rights += 1
            }
        }
        side(p0, p1)
        side(p1, p2)
        if let p3 {
            side(p2, p3)
            side(p3, p0)
        } else {
            side(p2, p0)
        }
        guard lefts <= 2, rights <= 2 else { return false }
        grid.addPolygon(top: top, bottom: bottom, left: left, right: right)
        return true
    }
}
