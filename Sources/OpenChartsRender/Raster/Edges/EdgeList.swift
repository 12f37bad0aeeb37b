import Foundation
import OpenChartsCore

/// The edges of a fill, clipped to the canvas: the input of scan conversion.
///
/// Segments are clipped exactly, in `Double`: parts above or below the canvas are dropped
/// (they cover no pixel), parts left of it become vertical edges at x = 0 and parts right
/// of it vertical edges at x = width, so that every row still sums to the right winding.
/// Non-finite points are dropped, so the outline joins the finite points around them.
struct EdgeList {
    /// The edges, `count` of them; shared storage, reused from fill to fill.
    private let storage: ScratchBuffer<Edge>
    private(set) var count = 0
    let width: Double
    let height: Double
    /// Topmost and bottommost y of any edge (meaningless while `edges` is empty).
    private(set) var minY: Float = .infinity
    private(set) var maxY: Float = -.infinity

    /// Coordinates beyond this magnitude are clamped first, so that differences of two
    /// coordinates never overflow to infinity.
    private static let coordinateLimit = 1e300

    init(width: Int, height: Int, storage: ScratchBuffer<Edge> = ScratchBuffer<Edge>(capacity: 256)) {
        self.storage = storage
        self.width = Double(width)
        self.height = Double(height)
    }

    var isEmpty: Bool { count == 0 }

    /// The first edge; `count` edges follow it.
    var base: UnsafePointer<Edge> { UnsafePointer(storage.base) }

    mutating func removeAll() {
        count = 0
        minY = .infinity
        maxY = -.infinity
    }

    mutating func reserveCapacity(_ capacity: Int) {
        storage.reserve(capacity, preserving: count)
    }

    /// Maps the points of contours added point by point (``addPoint(_:)``).
    var contourTransform: CGAffineTransform = .identity {
        didSet { contourTransformIsIdentity = contourTransform.isIdentity }
    }
    private var contourTransformIsIdentity = true
    private var contourFirst: CGPoint?
    private var contourLast = CGPoint.zero

    /// Adds the closed outline through `points` (the last point joins the first).
    /// - Complexity: O(n) in the number of points.
    mutating func addPolygon(_ points: ArraySlice<CGPoint>) {
        for point in points { addPoint(point) }
        closeContour()
    }

    /// Adds the closed contour through `points` (the last joins the first), mapped by
    /// ``contourTransform``; non-finite points are skipped. Ends any contour being built
    /// point by point first.
    /// - Complexity: O(n) in the number of points.
    mutating func addContour(_ points: [CGPoint]) {
        points.withUnsafeBufferPointer { addContour($0) }
    }

    /// Adds the closed contour through `points`, then `reversed` backwards, then `then`
    /// (the last point joins the first), mapped by ``contourTransform``; non-finite points
    /// are skipped. Ends any contour being built point by point first.
    /// - Complexity: O(n) in the number of points.
    mutating func addContour(_ points: UnsafeBufferPointer<CGPoint>,
                             thenReversed reversed: UnsafeBufferPointer<CGPoint> = UnsafeBufferPointer(start: nil, count: 0),
                             then last: UnsafeBufferPointer<CGPoint> = UnsafeBufferPointer(start: nil, count: 0)) {
        closeContour()
        let total = points.count + reversed.count + last.count
        guard total > 0 else { return }
        // Room for every edge of the contour unclipped; clipped segments reserve their own.
        storage.reserve(count + total, preserving: count)
        let transform = contourTransform, identity = contourTransformIsIdentity
        let width = self.width, height = self.height
        if identity, EdgeList.allInside(points, width, height), EdgeList.allInside(reversed, width, height),
           EdgeList.allInside(last, width, height) {
            return addInsideContour(points, thenReversed: reversed, then: last)
        }
        do {
            var first = CGPoint.zero, previous = CGPoint.zero, started = false
            var firstInside = false, previousInside = false
            // Segments inside the canvas, the common case, are written here directly.
            var edges = storage.base, n = count
            var top = minY, bottom = maxY
            @inline(__always) func line(_ a: CGPoint, _ b: CGPoint, inside: Bool) {
                if inside, n < storage.capacity {
                    EdgeList.write(a, b, to: edges, count: &n, top: &top, bottom: &bottom)
                } else {
                    count = n
                    minY = top
                    maxY = bottom
                    addLine(from: a, to: b)
                    edges = storage.base
                    n = count
                    top = minY
                    bottom = maxY
                }
            }
            @inline(__always) func visit(_ point: CGPoint) {
                let p = identity ? point : point.applying(transform)
                guard p.x.isFinite, p.y.isFinite else { return }
                let inside = p.x >= 0 && p.x <= width && p.y >= 0 && p.y <= height
                if started {
                    line(previous, p, inside: inside && previousInside)
                } else {
                    first = p
                    firstInside = inside
                    started = true
                }
                previous = p
                previousInside = inside
            }
            for point in points { visit(point) }
            for point in reversed.reversed() { visit(point) }
            for point in last { visit(point) }
            if started { line(previous, first, inside: previousInside && firstInside) }
            count = n
            minY = top
            maxY = bottom
        }
    }

    /// `x` where it is finite, else 0, without a branch: a level edge's slope is not, and
    /// a dense series' stroke has a level edge at every other reversal, unpredictably.
    @inline(__always)
    static func finiteOrZero(_ x: Float) -> Float {
        let bits = x.bitPattern
        let finite = UInt32(truncatingIfNeeded: bit(bits & 0x7F80_0000 != 0x7F80_0000))
        return Float(bitPattern: bits & (0 &- finite))
    }

    /// Whether every point lies inside the canvas (so is finite), checked without a branch
    /// per point.
    @inline(__always)
    private static func allInside(_ points: UnsafeBufferPointer<CGPoint>, _ width: Double, _ height: Double) -> Bool {
        var outside = 0
        for p in points {
            outside |= 1 &- (bit(p.x >= 0) & bit(p.x <= width) & bit(p.y >= 0) & bit(p.y <= height))
        }
        return outside == 0
    }

    /// ``addContour(_:thenReversed:then:)`` for untransformed points that all lie inside the
    /// canvas (a stroke's outline, most often): no clipping, no checks, one edge per segment,
    /// each the same as the general path makes. Room for the edges is reserved.
    private mutating func addInsideContour(_ points: UnsafeBufferPointer<CGPoint>,
                                           thenReversed reversed: UnsafeBufferPointer<CGPoint>,
                                           then last: UnsafeBufferPointer<CGPoint>) {
        let edges = storage.base
        var n = count
        var top = minY, bottom = maxY
        @inline(__always) func line(_ a: CGPoint, _ b: CGPoint) {
            EdgeList.write(a, b, to: edges, count: &n, top: &top, bottom: &bottom)
        }
        var previous: CGPoint, first: CGPoint
        var rest = 0..<0
        if let start = points.first {
            first = start
            rest = 1..<points.count
        } else if let start = reversed.last {
            first = start
        } else {
            first = last[0]
        }
        previous = first
        for i in rest {
            line(previous, points[i])
            previous = points[i]
        }
        // The first point was the reversed list's last when `points` is empty.
        let reversedEnd = points.isEmpty ? reversed.count - 1 : reversed.count
        for i in stride(from: reversedEnd - 1, through: 0, by: -1) {
            line(previous, reversed[i])
            previous = reversed[i]
        }
        let lastStart = points.isEmpty && reversed.isEmpty ? 1 : 0
        for i in lastStart..<last.count {
            line(previous, last[i])
            previous = last[i]
        }
        line(previous, first)
        count = n
        minY = top
        maxY = bottom
    }

    /// Writes the edge from `a` to `b` (inside the canvas) at `edges[count]`, widening
    /// `top`…`bottom` to it. The upper end is picked by bit masks, not a branch: a zigzag's
    /// edges go up and down unpredictably. A level edge (a stroke's reversals have many) is
    /// written and then not counted, rather than branched around.
    @inline(__always)
    private static func write(_ a: CGPoint, _ b: CGPoint, to edges: UnsafeMutablePointer<Edge>, count n: inout Int,
                              top: inout Float, bottom: inout Float) {
        let mask = 0 &- UInt64(bit(a.y < b.y))
        @inline(__always) func pick(_ p: CGFloat, _ q: CGFloat) -> Double {
            Double(bitPattern: Double(p).bitPattern & mask | Double(q).bitPattern & ~mask)
        }
        let x0 = pick(a.x, b.x), y0 = pick(a.y, b.y), x1 = pick(b.x, a.x), y1 = pick(b.y, a.y)
        let winding = Float(2 * Int(mask & 1) - 1)
        let fy0 = Float(y0), fy1 = Float(y1)
        let dxdy = Float((x1 - x0) / (y1 - y0))
        edges[n] = Edge(x0: Float(x0), dxdy: EdgeList.finiteOrZero(dxdy), y0: fy0, y1: fy1, winding: winding)
        n &+= bit(fy0 < fy1)
        top = min(top, fy0)
        bottom = max(bottom, fy1)
    }

    /// Adds the next point of the contour being built, mapped by ``contourTransform``;
    /// non-finite points are skipped.
    @inline(__always)
    mutating func addPoint(_ point: CGPoint) {
        let p = contourTransformIsIdentity ? point : point.applying(contourTransform)
        guard p.x.isFinite, p.y.isFinite else { return }
        if contourFirst == nil {
            contourFirst = p
        } else {
            addLine(from: contourLast, to: p)
        }
        contourLast = p
    }

    /// Closes the contour being built with a line back to its first point.
    mutating func closeContour() {
        if let first = contourFirst { addLine(from: contourLast, to: first) }
        contourFirst = nil
    }

    /// Adds the segment from `a` to `b` (finite points), clipped to the canvas.
    @inline(__always)
    mutating func addLine(from a: CGPoint, to b: CGPoint) {
        // Most segments lie inside the canvas: no clipping to do.
        if a.x >= 0, a.x <= width, b.x >= 0, b.x <= width, a.y >= 0, a.y <= height, b.y >= 0, b.y <= height {
            if a.y < b.y {
                push(a.x, a.y, b.x, b.y, winding: 1)
            } else if a.y > b.y {
                push(b.x, b.y, a.x, a.y, winding: -1)
            }
            return
        }
        let limit = EdgeList.coordinateLimit
        var x0 = min(max(a.x, -limit), limit), y0 = min(max(a.y, -limit), limit)
        var x1 = min(max(b.x, -limit), limit), y1 = min(max(b.y, -limit), limit)
        guard y0 != y1 else { return }
        var winding: Float = 1
        if y0 > y1 {
            swap(&x0, &x1)
            swap(&y0, &y1)
            winding = -1
        }
        guard y1 > 0, y0 < height else { return }
        // Clip to 0 ≤ y ≤ height, interpolating from the unclipped ends.
        let dx = x1 - x0, dy = y1 - y0
        var cx0 = x0, cy0 = y0, cx1 = x1, cy1 = y1
        if y0 < 0 { cx0 = x0 + dx * ((0 - y0) / dy); cy0 = 0 }
        if y1 > height { cx1 = x0 + dx * ((height - y0) / dy); cy1 = height }
        guard cy0 < cy1 else { return }
        addClippedInX(cx0, cy0, cx1, cy1, winding: winding)
    }

    /// Splits a segment where it crosses x = 0 and x = width, clamping the outside parts
    /// onto those lines.
    private mutating func addClippedInX(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, winding: Float) {
        if x0 >= 0, x0 <= width, x1 >= 0, x1 <= width {
            return push(x0, y0, x1, y1, winding: winding)
        }
        let dx = x1 - x0
        var cuts: (Double, Double) = (2, 2)
        if dx != 0 {
            let t0 = (0 - x0) / dx, t1 = (width - x0) / dx
            if t0 > 0, t0 < 1 { cuts.0 = t0 }
            if t1 > 0, t1 < 1 { cuts.1 = t1 }
            if cuts.1 < cuts.0 { cuts = (cuts.1, cuts.0) }
        }
        var startT = 0.0
        for index in 0..<3 {
            let endT = index == 0 ? cuts.0 : index == 1 ? cuts.1 : 1
            guard endT <= 1, endT > startT else { continue }
            let ya = startT == 0 ? y0 : y0 + (y1 - y0) * startT
            let yb = endT == 1 ? y1 : y0 + (y1 - y0) * endT
            let xa = startT == 0 ? x0 : x0 + dx * startT
            let xb = endT == 1 ? x1 : x0 + dx * endT
            push(clampX(xa), ya, clampX(xb), yb, winding: winding)
            startT = endT
        }
    }

    @inline(__always)
    private func clampX(_ x: Double) -> Double { min(max(x, 0), width) }

    @inline(__always)
    private mutating func push(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, winding: Float) {
        let fy0 = Float(y0), fy1 = Float(y1)
        guard fy0 < fy1 else { return }
        let dxdy = Float((x1 - x0) / (y1 - y0))
        if count == storage.capacity { storage.reserve(count + 1, preserving: count) }
        storage.base[count] = Edge(x0: Float(x0), dxdy: dxdy.isFinite ? dxdy : 0, y0: fy0, y1: fy1, winding: winding)
        count += 1
        minY = min(minY, fy0)
        maxY = max(maxY, fy1)
    }
}
