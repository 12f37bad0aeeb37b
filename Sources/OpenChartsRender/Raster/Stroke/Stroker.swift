import Foundation
import OpenChartsCore

/// Turns polylines into stroke outlines: offset sides, joins and caps, as SVG and
/// Core Graphics draw them.
///
/// Each open polyline becomes one contour (left side forward, end cap, right side back,
/// start cap); a closed one becomes two (left side, right side reversed). Contours go
/// straight into an ``EdgeList``, to be filled with the non-zero rule. Inner corners
/// pass through the vertex itself, as Skia's stroker does, so that segments shorter
/// than the width still fill correctly under the non-zero rule. All work is in "stroke
/// space", whatever space the caller chose (see ``StrokeGeometry``).
final class Stroker {
    /// Half the line width, in stroke space.
    let halfWidth: Double
    let cap: LineCap
    let join: LineJoin
    /// SVG's stroke-miterlimit: a miter longer than this many widths becomes a bevel.
    let miterLimit: Double
    /// Largest distance of a round join or cap's polygon from the true arc.
    let tolerance: Double

    private var vertices: [CGPoint]
    private var left: [CGPoint]
    private var right: [CGPoint]
    /// Where the arrays go back when the stroker is done, to serve the next one.
    private let buffers: StrokeBuffers?

    /// - Parameter buffers: arrays to work in, kept from stroke to stroke (and render to render).
    init(halfWidth: Double, cap: LineCap, join: LineJoin, miterLimit: Double, tolerance: Double,
         buffers: StrokeBuffers? = nil) {
        self.buffers = buffers
        (vertices, left, right) = buffers?.take() ?? ([], [], [])
        self.halfWidth = halfWidth
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit.isNaN ? 10 : max(miterLimit, 1)
        self.tolerance = tolerance
    }

    deinit {
        buffers?.give(vertices, left, right)
    }

    /// Appends the outline of the polyline through `points` to `outline`.
    /// Non-finite points and repeated points are skipped.
    /// - Complexity: O(n) in the number of points (plus arc points for round joins and caps).
    func stroke(_ points: ArraySlice<CGPoint>, closed: Bool, into outline: inout EdgeList) {
        let limit = 1e300
        // The buffers are moved into locals for the walk: appending to a class's array
        // property would check exclusive access at every point.
        var vertices = self.vertices, left = self.left, right = self.right
        self.vertices = []
        self.left = []
        self.right = []
        defer {
            self.vertices = vertices
            self.left = left
            self.right = right
        }
        vertices.removeAll(keepingCapacity: true)
        vertices.reserveCapacity(points.count)
        var last = CGPoint(x: Double.nan, y: Double.nan)
        for p in points where p.x.isFinite && p.y.isFinite {
            let q = CGPoint(x: min(max(p.x, -limit), limit), y: min(max(p.y, -limit), limit))
            if q == last { continue }
            vertices.append(q)
            last = q
        }
        if closed, vertices.count > 1, vertices.first == vertices.last { vertices.removeLast() }
        switch vertices.count {
        case 0: return
        case 1: return dot(at: vertices[0], into: &outline)
        default: break
        }
        // Each side is gathered into an array, then handed to the outline in one go.
        left.removeAll(keepingCapacity: true)
        right.removeAll(keepingCapacity: true)
        left.reserveCapacity(2 * vertices.count + 8)
        right.reserveCapacity(2 * vertices.count)
        if closed {
            strokeClosed(vertices, left: &left, right: &right, into: &outline)
        } else {
            strokeOpen(vertices, left: &left, right: &right, into: &outline)
        }
    }

    // MARK: - Polylines

    private func strokeOpen(_ vertices: [CGPoint], left: inout [CGPoint], right: inout [CGPoint],
                            into outline: inout EdgeList) {
        let h = halfWidth
        let count = vertices.count
        var (u0, length0) = direction(vertices[0], vertices[1])
        let start = vertices[0]
        left.append(start + normal(u0) * h)
        right.append(start - normal(u0) * h)
        for i in 1..<(count - 1) {
            let (u1, length1) = direction(vertices[i], vertices[i + 1])
            addJoin(at: vertices[i], incoming: u0, outgoing: u1, shortest: min(length0, length1),
                    left: &left, right: &right)
            (u0, length0) = (u1, length1)
        }
        let end = vertices[count - 1]
        let n = normal(u0)
        left.append(end + n * h)
        right.append(end - n * h)
        addCap(at: end, direction: u0, into: &left)
        left.append(contentsOf: right.reversed())
        addCap(at: start, direction: direction(vertices[1], vertices[0]).unit, into: &left)
        outline.addContour(left)
    }

    private func strokeClosed(_ vertices: [CGPoint], left: inout [CGPoint], right: inout [CGPoint],
                              into outline: inout EdgeList) {
        let count = vertices.count
        var (u0, length0) = direction(vertices[count - 1], vertices[0])
        for k in 0..<count {
            let next = vertices[k + 1 == count ? 0 : k + 1]
            let (u1, length1) = direction(vertices[k], next)
            addJoin(at: vertices[k], incoming: u0, outgoing: u1, shortest: min(length0, length1),
                    left: &left, right: &right)
            (u0, length0) = (u1, length1)
        }
        outline.addContour(left)
        right.reverse()
        outline.addContour(right)
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
                         left: inout [CGPoint], right: inout [CGPoint]) {
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
        let inner = (n0 + n1) * (side * h / (1 + dot))
        func addInner(_ append: (CGPoint) -> Void) {
            if innerMeets {
                append(p + inner)
            } else {
                append(p + n0 * (side * h))
                append(p)
                append(p + n1 * (side * h))
            }
        }
        func addOuter(_ append: (CGPoint) -> Void) {
            let v0 = n0 * (-side * h), v1 = n1 * (-side * h)
            if join == .miter, (1 + dot) * miterLimit * miterLimit >= 2 {
                // The miter is 1 / cos(turn / 2) half-widths long; cos²(turn / 2) = (1 + dot) / 2.
                return append(p + (v0 + v1) * (1 / (1 + dot)))
            }
            append(p + v0)
            if join == .round {
                addArc(center: p, from: v0, sweep: atan2(cross, dot), includeEnd: false, append)
            }
            append(p + v1)
        }
        if side > 0 {
            // Turning towards the left side: the left is inner, the right outer.
            addInner { left.append($0) }
            addOuter { right.append($0) }
        } else {
            addOuter { left.append($0) }
            addInner { right.append($0) }
        }
    }

    /// Appends the cap at the end `p` of a segment heading in `u`, from the left corner
    /// (already in the outline) to the right one (added by the caller's next point).
    private func addCap(at p: CGPoint, direction u: CGPoint, into outline: inout [CGPoint]) {
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

    /// The unit vector from `a` to `b` (distinct, finite points) and their distance.
    @inline(__always)
    private func direction(_ a: CGPoint, _ b: CGPoint) -> (unit: CGPoint, length: Double) {
        let dx = b.x - a.x, dy = b.y - a.y
        // hypot only where squaring could overflow: it is several times slower.
        let squared = dx * dx + dy * dy
        let length = squared < 1e300 ? squared.squareRoot() : hypot(dx, dy)
        guard length > 0, length.isFinite else { return (CGPoint(x: 1, y: 0), 0) }
        return (CGPoint(x: dx / length, y: dy / length), length)
    }

    /// The left-hand normal of a unit direction.
    @inline(__always)
    private func normal(_ u: CGPoint) -> CGPoint { CGPoint(x: -u.y, y: u.x) }
}

/// The arrays a ``Stroker`` works in, kept between strokes so that a long series does not
/// allocate (and fault in) megabytes of points for every stroke of every render.
final class StrokeBuffers {
    private var vertices: [CGPoint] = []
    private var left: [CGPoint] = []
    private var right: [CGPoint] = []

    /// The arrays, emptied, their capacity kept; this object holds none until `give`.
    func take() -> (vertices: [CGPoint], left: [CGPoint], right: [CGPoint]) {
        defer {
            vertices = []
            left = []
            right = []
        }
        vertices.removeAll(keepingCapacity: true)
        left.removeAll(keepingCapacity: true)
        right.removeAll(keepingCapacity: true)
        return (vertices, left, right)
    }

    func give(_ vertices: [CGPoint], _ left: [CGPoint], _ right: [CGPoint]) {
        self.vertices = vertices
        self.left = left
        self.right = right
    }

    /// The bytes the arrays hold.
    var retainedBytes: Int {
        MemoryLayout<CGPoint>.stride * (vertices.capacity + left.capacity + right.capacity)
    }
}
