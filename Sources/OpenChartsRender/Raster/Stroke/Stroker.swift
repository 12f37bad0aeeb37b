import Foundation
import OpenChartsCore

/// Turns polylines into stroke outlines: offset sides, joins and caps, as SVG and
/// Core Graphics draw them.
///
/// Each open polyline becomes one contour (left side forward, end cap, right side back,
/// start cap); a closed one becomes two (left side, right side reversed). Contours go
/// straight into an ``EdgeList``, to be filled with the non-zero rule. Inner corners
/// pass through the vertex itself, as Skia's stroker does, so that segments shorter
/// than the width still fill correctly under the non-zero rule (straight across instead
/// where the vertex lies within the tolerance of that line, as at a dense series'
/// reversals). Vertices inside runs that a straight chord stands for within the tolerance
/// get no join: the sides go straight from one kept join to the next (see
/// `markKeptVertices`). All work is in "stroke space", whatever space the caller chose
/// (see ``StrokeGeometry``).
final class Stroker {
    /// Half the line width, in stroke space.
    let halfWidth: Double
    let cap: LineCap
    let join: LineJoin
    /// SVG's stroke-miterlimit: a miter longer than this many widths becomes a bevel.
    let miterLimit: Double
    /// Largest distance of a round join or cap's polygon from the true arc.
    let tolerance: Double
    /// Whether joins inside runs of vertices that a straight chord stands for within the
    /// tolerance are left out (see `markKeptVertices`); off only to compare against.
    let skipsStraightRuns: Bool
    /// Whether stroke space is device space, so that a pair of join points nearly level
    /// with each other may be made level (see `appendPair`).
    let levelsReversals: Bool

    /// The memory the polyline's vertices and the outline's two sides are gathered in.
    private let buffers: StrokeBuffers

    /// - Parameter buffers: memory to work in, kept from stroke to stroke (and render to render).
    init(halfWidth: Double, cap: LineCap, join: LineJoin, miterLimit: Double, tolerance: Double,
         buffers: StrokeBuffers? = nil, skipsStraightRuns: Bool = true, levelsReversals: Bool = false) {
        self.skipsStraightRuns = skipsStraightRuns
        self.levelsReversals = levelsReversals
        self.buffers = buffers ?? StrokeBuffers()
        self.halfWidth = halfWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit.isNaN ? 10 : max(miterLimit, 1)
        self.tolerance = tolerance
    }

    /// Appends the outline of the polyline through `points` to `outline`.
    /// Non-finite points and repeated points are skipped.
    /// - Complexity: O(n) in the number of points (plus arc points for round joins and caps).
    func stroke(_ points: ArraySlice<CGPoint>, closed: Bool, into outline: inout EdgeList) {
        let count = buffers.vertices.gatherVertices(points, at: 0, closed: closed)
        let vertexBase = buffers.vertices.base
        switch count {
        case 0: return
        case 1: return dot(at: vertexBase[0], into: &outline)
        default: break
        }
        // Each side is gathered, then handed to the outline in one go.
        let vertices = UnsafeBufferPointer(start: vertexBase, count: count)
        // Each segment's direction is found once, for the run check and the joins alike.
        let segmentCount = closed ? count : count - 1
        buffers.segments.reserve(segmentCount)
        let segments = buffers.segments.base
        for k in 0..<segmentCount {
            let (unit, length) = CGPoint.direction(from: vertices[k], to: vertices[k + 1 == count ? 0 : k + 1])
            segments[k] = Segment(x: unit.x, y: unit.y, length: length)
        }
        var left = PointList(buffers.left, reserving: 2 * count + 8)
        var right = PointList(buffers.right, reserving: 2 * count + 8)
        if closed {
            strokeClosed(vertices, segments, left: &left, right: &right, into: &outline)
        } else {
            strokeOpen(vertices, segments, left: &left, right: &right, into: &outline)
        }
    }

    // MARK: - Polylines

    /// The most segments one straight stretch of outline may stand for: bounds the checks
    /// a vertex costs.
    private static let maximumRun = 16

    /// Lists in `kept` the vertices whose joins are drawn, in order (the first and last are
    /// always among them); the others lie in runs the outline
    /// passes straight along, within the tolerance. A dense series (many points a pixel) is
    /// mostly such runs: a column of a zigzag going the same way for a few points, whose
    /// joins add a point to each side of the outline for a turn of a hundredth of a degree.
    ///
    /// The joins at kept vertices are built from their own segments' directions, exactly as
    /// without this; between them each side of the outline goes straight from one join to
    /// the next instead of through the skipped joins' points. Each of those points lies
    /// within the tolerance of that line, the budget split in two:
    /// - every skipped vertex lies within half the tolerance of the chord between the kept
    ///   ends, and between them (so no reversal, however small, is skipped);
    /// - every segment of the run is within an angle α of the chord with h (1 − cos α) at
    ///   most half the tolerance, so the offset points sit that close to the chord's offset
    ///   lines across (along them they may shift, which does not move a side);
    /// - the turn at each skipped vertex is small enough that its miter reaches out no more
    ///   than half the tolerance (h (1 / cos(turn / 2) − 1));
    /// - where a kept end's join or cap reaches on along the run's end segment (a miter tip,
    ///   h tan(turn / 2) beyond the offset corner; a square cap, h), that point lies off the
    ///   chord's offset line by the reach times sin α, and the straight side runs between
    ///   two such points: that too stays within half the tolerance.
    /// Non-finite arithmetic (coordinates near the ±1e300 clamp) fails the checks, and the
    /// vertex is kept.
    ///
    /// The callers walk this list rather than test each vertex: in a dense series whether a
    /// vertex is kept is as good as random, and a branch on it is mispredicted half the time.
    /// - Returns: how many vertices are kept.
    /// - Complexity: O(n · maximumRun).
    private func markKeptVertices(_ v: UnsafeBufferPointer<CGPoint>, _ segments: UnsafePointer<Segment>,
                                  into kept: UnsafeMutablePointer<Int32>) -> Int {
        let count = v.count
        guard skipsStraightRuns, count > 2, halfWidth > 0, tolerance > 0 else {
            for i in 0..<count { kept[i] = Int32(truncatingIfNeeded: i) }
            return count
        }
        let slack = tolerance / 2, h = halfWidth
        let slack2 = slack * slack
        // Segments along the chord: cos α ≥ 1 − slack / h.
        let along = max(1 - slack / h, 0), along2 = along * along
        // Turns: cos(turn / 2) ≥ h / (h + slack), and cos(turn) = 2 cos²(turn / 2) − 1.
        let c = h / (h + slack)
        let turnCosine = max(2 * c * c - 1, 0), turnCosine2 = turnCosine * turnCosine
        @inline(__always) func cross(_ a: CGPoint, _ b: CGPoint) -> Double { a.x * b.y - a.y * b.x }
        @inline(__always) func dot(_ a: CGPoint, _ b: CGPoint) -> Double { a.x * b.x + a.y * b.y }
        let miters = join == .miter
        /// How far the join (or cap) at vertex `j` reaches on along its segments' offset
        /// lines beyond the offset corners, squared: a miter's h tan(turn / 2), a square
        /// cap's h (taken for any end), else 0.
        func reach2(_ j: Int) -> Double {
            guard j > 0, j < count - 1 else { return h * h }
            guard miters else { return 0 }
            let u0 = segments[j - 1].unit, u1 = segments[j].unit
            let turnDot = dot(u0, u1), turnCross = cross(u0, u1)
            // Beyond the limit the join is a bevel, which reaches nothing.
            guard Stroker.miterFits(turnCosine: turnDot, limit: miterLimit) else { return 0 }
            let tangent = turnCross / (1 + turnDot)
            return h * h * tangent * tangent
        }
        /// Whether a side along the chord `d` meets a join reaching `reach2` along segment `s`
        /// within the slack.
        @inline(__always) func meetsReach(_ s: CGPoint, _ d: CGPoint, length2: Double, reach2: Double) -> Bool {
            let off = cross(s, d)
            return reach2 * off * off <= slack2 * dot(s, s) * length2
        }
        // The reach of the current run's anchor, found only when a chord gets as far as
        // needing it (−1 until then), and the last reach found for a run's far end, which
        // is the next run's anchor when that run stops there.
        var anchorReach2 = -1.0
        var endReach: (vertex: Int, reach2: Double) = (-1, 0)
        /// Whether the chord from `v[a]` to `v[end + 1]` stands for the vertices a + 1 … end.
        func chordFits(from a: Int, through end: Int) -> Bool {
            let anchor = v[a], d = v[end + 1] - anchor
            let length2 = dot(d, d)
            guard length2 > 0, length2.isFinite else { return false }
            // The turn at the newly skipped vertex `end` (earlier ones were checked already).
            let s0 = v[end] - v[end - 1], s1 = v[end + 1] - v[end]
            let turn = dot(s0, s1)
            guard turn > 0, turn * turn >= turnCosine2 * dot(s0, s0) * dot(s1, s1) else { return false }
            for k in (a + 1)...end {
                let w = v[k] - anchor
                let t = dot(w, d), off = cross(w, d)
                guard t > 0, t < length2, off * off <= slack2 * length2 else { return false }
            }
            for k in a...end {
                let s = v[k + 1] - v[k]
                let projection = dot(s, d)
                guard projection > 0, projection * projection >= along2 * dot(s, s) * length2 else { return false }
            }
            if anchorReach2 < 0 { anchorReach2 = endReach.vertex == a ? endReach.reach2 : reach2(a) }
            guard meetsReach(v[a + 1] - anchor, d, length2: length2, reach2: anchorReach2) else { return false }
            endReach = (end + 1, reach2(end + 1))
            return meetsReach(s1, d, length2: length2, reach2: endReach.reach2)
        }
        var keptCount = 0
        var a = 0
        while a < count - 1 {
            kept[keptCount] = Int32(truncatingIfNeeded: a)
            keptCount += 1
            var end = a + 1
            // A turn of 90° or more at the next vertex (a zigzag's reversal) keeps it: no chord
            // can stand for it (`chordFits` would find the same), and no reach is needed.
            if end + 1 < count, dot(segments[a].unit, segments[end].unit) <= 0 {
                a = end
                continue
            }
            anchorReach2 = -1
            while end + 1 < count, end - a < Stroker.maximumRun, chordFits(from: a, through: end) {
                end += 1
            }
            a = end
        }
        kept[keptCount] = Int32(truncatingIfNeeded: count - 1)
        return keptCount + 1
    }

    private func strokeOpen(_ vertices: UnsafeBufferPointer<CGPoint>, _ segments: UnsafePointer<Segment>,
                            left: inout PointList, right: inout PointList, into outline: inout EdgeList) {
        let h = halfWidth
        let count = vertices.count
        let start = vertices[0], first = segments[0].unit
        left.append(start + normal(first) * h)
        right.append(start - normal(first) * h)
        buffers.kept.reserve(count)
        let kept = buffers.kept.base
        let keptCount = markKeptVertices(vertices, segments, into: kept)
        // Joins at the kept vertices between the ends, each from its own two segments.
        for k in 1..<(keptCount - 1) {
            let i = Int(kept[k])
            let incoming = segments[i - 1], outgoing = segments[i]
            addJoin(at: vertices[i], incoming: incoming.unit, outgoing: outgoing.unit,
                    shortest: min(incoming.length, outgoing.length), left: &left, right: &right)
        }
        let end = vertices[count - 1], last = segments[count - 2].unit
        let n = normal(last)
        left.append(end + n * h)
        right.append(end - n * h)
        addCap(at: end, direction: last, into: &left)
        // The start cap goes after the right side, which the outline walks backwards.
        var startCap = PointList(buffers.cap, reserving: 8)
        addCap(at: start, direction: CGPoint(x: -segments[0].x, y: -segments[0].y), into: &startCap)
        outline.addContour(left.points, thenReversed: right.points, then: startCap.points)
    }

    private func strokeClosed(_ vertices: UnsafeBufferPointer<CGPoint>, _ segments: UnsafePointer<Segment>,
                              left: inout PointList, right: inout PointList, into outline: inout EdgeList) {
        let count = vertices.count
        buffers.kept.reserve(count)
        let kept = buffers.kept.base
        // The first and last vertices are always kept: the run check does not wrap around.
        let keptCount = markKeptVertices(vertices, segments, into: kept)
        for k in 0..<keptCount {
            let i = Int(kept[k])
            let incoming = segments[i == 0 ? count - 1 : i - 1], outgoing = segments[i]
            addJoin(at: vertices[i], incoming: incoming.unit, outgoing: outgoing.unit,
                    shortest: min(incoming.length, outgoing.length), left: &left, right: &right)
        }
        outline.addContour(left.points)
        outline.addContour(UnsafeBufferPointer(start: nil, count: 0), thenReversed: right.points)
    }

    /// A zero-length subpath: a disc for round caps, a square for square caps (axis
    /// aligned, as it has no direction), nothing for butt caps.
    private func dot(at p: CGPoint, into outline: inout EdgeList) {
        let h = halfWidth
        switch cap {
        case .butt:
            return
        case .square:
            outline.addPoint(CGPoint(x: p.x - h, y: p.y - h))
            outline.addPoint(CGPoint(x: p.x + h, y: p.y - h))
            outline.addPoint(CGPoint(x: p.x + h, y: p.y + h))
            outline.addPoint(CGPoint(x: p.x - h, y: p.y + h))
        case .round:
            let v = CGPoint(x: h, y: 0)
            outline.addPoint(p + v)
            addArc(center: p, from: v, sweep: 2 * .pi, includeEnd: true) { outline.addPoint($0) }
        }
        outline.closeContour()
    }

    // MARK: - Joins and caps

    /// Appends the corner at `p` to both sides: the end of the incoming segment's offset,
    /// the join, the start of the outgoing one. `shortest` is the shorter segment's length.
    private func addJoin(at p: CGPoint, incoming u0: CGPoint, outgoing u1: CGPoint, shortest: Double,
                         left: inout PointList, right: inout PointList) {
        let h = halfWidth
        let n0 = normal(u0), n1 = normal(u1)
        let cross = u0.x * u1.y - u0.y * u1.x
        let dot = u0.x * u1.x + u0.y * u1.y
        if abs(cross) < 1e-9, dot > 0 {
            // Straight on: one point per side.
            left.append(p + n0 * h)
            right.append(p - n0 * h)
            return
        }
        // The inner offset lines meet h·tan(turn / 2) from the vertex along each segment;
        // when both segments are that long, the meeting point alone is the inner corner.
        // Otherwise the inner side runs through the vertex, as Skia's does.
        let innerMeets = 1 + dot > 1e-9 && h * abs(cross) / (1 + dot) <= shortest
        let side: CGFloat = cross >= 0 ? 1 : -1
        // Turning towards the left side: the left is inner, the right outer. The sides are
        // picked, not branched to: at a dense series' reversals the turn's sign is a coin-flip.
        withUnsafeMutablePointer(to: &left) { leftSide in
            withUnsafeMutablePointer(to: &right) { rightSide in
                let towardsLeft = cross >= 0
                let inner = towardsLeft ? leftSide : rightSide, outer = towardsLeft ? rightSide : leftSide
                addInner(at: p, n0, n1, side: side, dot: dot, meets: innerMeets, into: &inner.pointee)
                addOuter(at: p, n0, n1, side: side, cross: cross, dot: dot, into: &outer.pointee)
            }
        }
    }

    /// The inner side of a join: where the offset lines meet, when both segments reach
    /// that far; otherwise through the vertex, as Skia's does, or straight across when the
    /// vertex is within the tolerance of that line.
    @inline(__always)
    private func addInner(at p: CGPoint, _ n0: CGPoint, _ n1: CGPoint, side: CGFloat, dot: Double, meets: Bool,
                          into points: inout PointList) {
        let h = halfWidth
        if meets {
            points.append(p + (n0 + n1) * (side * h / (1 + dot)))
        } else if dot < 0, h * h * (1 + dot) <= 2 * tolerance * tolerance {
            // Nearly a reversal (a dense series' zigzag): the vertex lies within the
            // flattening tolerance of the chord between the two offset ends (its distance is
            // h · cos(turn / 2), and cos² = (1 + dot) / 2), so the chord stands for the path
            // through it, one edge instead of two.
            appendPair(p + n0 * (side * h), p + n1 * (side * h), into: &points)
        } else {
            points.append(p + n0 * (side * h))
            points.append(p)
            points.append(p + n1 * (side * h))
        }
    }

    /// The outer side of a join: a miter point, or a bevel, or an arc.
    @inline(__always)
    private func addOuter(at p: CGPoint, _ n0: CGPoint, _ n1: CGPoint, side: CGFloat, cross: Double, dot: Double,
                          into points: inout PointList) {
        let h = halfWidth
        let v0 = n0 * (-side * h), v1 = n1 * (-side * h)
        if join == .miter, Stroker.miterFits(turnCosine: dot, limit: miterLimit) {
            // The miter is 1 / cos(turn / 2) half-widths long; cos²(turn / 2) = (1 + dot) / 2.
            return points.append(p + (v0 + v1) * (1 / (1 + dot)))
        }
        if join == .round {
            points.append(p + v0)
            addArc(center: p, from: v0, sweep: atan2(cross, dot), includeEnd: false) { points.append($0) }
            points.append(p + v1)
        } else {
            appendPair(p + v0, p + v1, into: &points)
        }
    }

    /// Appends the two ends of a bevel or of an inner side going straight across. At a
    /// near reversal of a dense series these are a pen's width apart in x and a few
    /// thousandths of a pixel in y: an edge that would cost a whole row of scan conversion
    /// for almost no area. Where they are within the tolerance of level and stroke space is
    /// the device's, both are moved to their mean y (half the tolerance at most), and the
    /// level edge between them is no edge at all.
    @inline(__always)
    private func appendPair(_ a: CGPoint, _ b: CGPoint, into points: inout PointList) {
        if levelsReversals, abs(a.y - b.y) <= tolerance {
            let y = 0.5 * (a.y + b.y)
            points.append(CGPoint(x: a.x, y: y))
            points.append(CGPoint(x: b.x, y: y))
        } else {
            points.append(a)
            points.append(b)
        }
    }

    /// Appends the cap at the end `p` of a segment heading in `u`, from the left corner
    /// (already in the outline) to the right one (added by the caller's next point).
    private func addCap(at p: CGPoint, direction u: CGPoint, into outline: inout PointList) {
        let h = halfWidth
        let n = normal(u)
        switch cap {
        case .butt:
            return
        case .square:
            outline.append(p + n * h + u * h)
            outline.append(p - n * h + u * h)
        case .round:
            // Rotating the normal by −90° gives u: sweep −π from n through u to −n.
            addArc(center: p, from: n * h, sweep: -.pi, includeEnd: false) { outline.append($0) }
        }
    }

    /// Calls `append` with points along the arc around `center` that starts at `center + v`
    /// and turns by `sweep` radians, excluding its start (and its end unless `includeEnd`).
    private func addArc(center: CGPoint, from v: CGPoint, sweep: Double, includeEnd: Bool,
                        _ append: (CGPoint) -> Void) {
        let radius = halfWidth
        let ratio = 1 - min(tolerance / radius, 1)
        let maxStep = max(2 * acos(ratio), 0.01)
        let steps = min(max(Int((abs(sweep) / maxStep).rounded(.up)), 1), 1024)
        let step = sweep / Double(steps)
        let (c, s) = (cos(step), sin(step))
        var w = v
        for i in 1...steps {
            w = CGPoint(x: w.x * c - w.y * s, y: w.x * s + w.y * c)
            if i < steps || includeEnd { append(center + w) }
        }
    }

    // MARK: - Vectors

    /// Whether a miter join at a turn whose cosine is `turnCosine` is drawn as a miter under
    /// `limit` (SVG's stroke-miterlimit): its length, 1 / cos(turn / 2) half-widths with
    /// cos²(turn / 2) = (1 + cos turn) / 2, is at most `limit` widths. Otherwise it is a bevel.
    @inline(__always)
    static func miterFits(turnCosine: Double, limit: Double) -> Bool {
        (1 + turnCosine) * limit * limit >= 2
    }

    /// The left-hand normal of a unit direction.
    @inline(__always)
    private func normal(_ u: CGPoint) -> CGPoint { CGPoint(x: -u.y, y: u.x) }
}

/// The memory a ``Stroker`` works in, kept between strokes so that a long series does not
/// allocate (and fault in) megabytes of points for every stroke of every render.
final class StrokeBuffers {
    let vertices = PointBuffer(capacity: 64)
    let left = PointBuffer(capacity: 64)
    let right = PointBuffer(capacity: 64)
    let cap = PointBuffer(capacity: 64)
    /// The vertices whose joins are drawn, in order.
    let kept = ScratchBuffer<Int32>(capacity: 64)
    /// Per segment: its direction and length.
    let segments = ScratchBuffer<Segment>(capacity: 64)

    /// The bytes the buffers hold.
    var retainedBytes: Int {
        MemoryLayout<CGPoint>.stride * (vertices.capacity + left.capacity + right.capacity + cap.capacity)
            + 4 * kept.capacity + MemoryLayout<Segment>.stride * segments.capacity
    }
}

/// A segment of a polyline being stroked: its unit direction and its length.
struct Segment {
    var x: Double
    var y: Double
    var length: Double

    var unit: CGPoint { CGPoint(x: x, y: y) }
}

/// Points appended to a ``PointBuffer``, which grows when full; no copy-on-write or
/// exclusivity checks, as an array held by a class would pay at every point.
struct PointList {
    private let buffer: PointBuffer
    private var base: UnsafeMutablePointer<CGPoint>
    private var capacity: Int
    private(set) var count = 0

    init(_ buffer: PointBuffer, reserving capacity: Int) {
        buffer.reserve(capacity)
        self.buffer = buffer
        base = buffer.base
        self.capacity = buffer.capacity
    }

    @inline(__always)
    mutating func append(_ point: CGPoint) {
        if count == capacity {
            buffer.reserve(count + 1, preserving: count)
            base = buffer.base
            capacity = buffer.capacity
        }
        (base + count).initialize(to: point)
        count += 1
    }

    var points: UnsafeBufferPointer<CGPoint> { UnsafeBufferPointer(start: base, count: count) }
}

/// A block of points reused from stroke to stroke: it grows, never shrinks, and is reached
/// through a raw pointer. (``ScratchBuffer`` needs `BitwiseCopyable` elements, which
/// Foundation's `CGPoint` does not declare on Linux; it is a plain pair of doubles.)
final class PointBuffer {
    private(set) var base: UnsafeMutablePointer<CGPoint>
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = UnsafeMutablePointer<CGPoint>.allocate(capacity: self.capacity)
    }

    /// Writes the vertices of a polyline through `points` from index `start` on, as the stroke
    /// takes them: non-finite points skipped, coordinates clamped to ±1e300 (so differences
    /// of two are finite), a point equal to the one before dropped, and a closed polyline's
    /// last point dropped when it repeats its first. Leaves room for one point more (a closed
    /// polyline's first again). Returns how many were written.
    /// - Complexity: O(n).
    func gatherVertices(_ points: ArraySlice<CGPoint>, at start: Int, closed: Bool) -> Int {
        let limit = 1e300
        reserve(start + points.count + 1, preserving: start)
        let v = base
        var count = start
        for p in points where p.x.isFinite && p.y.isFinite {
            let q = CGPoint(x: min(max(p.x, -limit), limit), y: min(max(p.y, -limit), limit))
            if count > start, v[count - 1] == q { continue }
            (v + count).initialize(to: q)
            count += 1
        }
        if closed, count - start > 1, v[start] == v[count - 1] { count -= 1 }
        return count - start
    }

    /// Makes room for `count` points, keeping the first `kept`.
    func reserve(_ count: Int, preserving kept: Int = 0) {
        guard count > capacity else { return }
        let newCapacity = count + count / 2
        let newBase = UnsafeMutablePointer<CGPoint>.allocate(capacity: newCapacity)
        if kept > 0 { newBase.moveInitialize(from: base, count: min(kept, capacity)) }
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    deinit {
        base.deallocate()
    }
}
