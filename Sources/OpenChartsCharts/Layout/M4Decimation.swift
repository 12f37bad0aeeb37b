import Foundation
import OpenChartsViews

/// M4 decimation (Jugel et al., "M4: A Visualization-Oriented Time Series Data
/// Aggregation", VLDB 2014): per pixel column, keep the first, last, lowest and highest
/// point, in their original order. A line through the kept points is drawn with the same
/// pixels as one through all of them, so the output stays bounded by the plot's width.
///
/// Columns are device pixels: `scale` of them per point (2 for a @2x image).
///
/// Returns nil (draw everything) unless x never decreases and there are more than four
/// points per column. Non-finite points are kept, so that gaps stay gaps.
/// - Complexity: O(n).
func m4Decimate(_ points: [CGPoint], scale: CGFloat = 1) -> [CGPoint]? {
    guard points.count > 8, scale.isFinite, scale > 0 else { return nil }
    var previousX = -CGFloat.infinity
    var columns = Set<Int>()
    for p in points where p.isFinite {
        if p.x < previousX { return nil }
        previousX = p.x
        columns.insert(m4Column(p.x, scale: scale))
    }
    guard points.count > 4 * max(1, columns.count) else { return nil }
    var result: [CGPoint] = []
    result.reserveCapacity(columns.count * 4 + 8)
    var i = 0
    while i < points.count {
        let p = points[i]
        guard p.isFinite else {
            result.append(p)
            i += 1
            continue
        }
        let column = m4Column(p.x, scale: scale)
        var j = i
        var lowest = i, highest = i
        while j < points.count, points[j].isFinite, m4Column(points[j].x, scale: scale) == column {
            if points[j].y < points[lowest].y { lowest = j }
            if points[j].y > points[highest].y { highest = j }
            j += 1
        }
        for k in Set([i, lowest, highest, j - 1]).sorted() { result.append(points[k]) }
        i = j
    }
    return result
}

/// The device pixel column of `x` (in points), clamped far outside any canvas so that an
/// off-scale point cannot overflow.
@inline(__always)
private func m4Column(_ x: CGFloat, scale: CGFloat) -> Int {
    Int(max(min((x * scale).rounded(.down), 1e15), -1e15))
}

/// M4 over a stream of points, for lines whose points are never stored: feed points in
/// order with ``add(_:)``, then take ``finish()``. Keeps the same points as
/// ``m4Decimate(_:scale:)`` (first, lowest, highest, last of each device pixel column, in
/// their original order), in O(columns) memory.
///
/// When x decreases, M4 no longer draws the same picture: ``isMonotonic`` turns false
/// and the caller draws every point instead.
struct M4Reducer {
    private(set) var output: [CGPoint] = []
    private(set) var isMonotonic = true
    private var column = Int.min
    private var first = CGPoint.zero, last = CGPoint.zero, low = CGPoint.zero, high = CGPoint.zero
    private var firstIndex = 0, lastIndex = 0, lowIndex = 0, highIndex = 0
    private var index = 0
    private var previousX = -CGFloat.infinity

    /// Device pixel columns per point.
    private let scale: CGFloat

    init(capacity: Int = 0, scale: CGFloat = 1) {
        output.reserveCapacity(capacity)
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The current column's x range, in device pixels: a point inside it needs no rounding.
    private var columnLow = CGFloat.infinity
    private var columnHigh = -CGFloat.infinity

    /// Adds the next point (finite, or a gap: NaN ends the line so far).
    @inline(__always)
    mutating func add(_ p: CGPoint) {
        guard p.x.isFinite, p.y.isFinite else {
            flush()
            if output.last?.x.isFinite ?? false { output.append(CGPoint(x: CGFloat.nan, y: .nan)) }
            return
        }
        if p.x < previousX { isMonotonic = false }
        previousX = p.x
        index &+= 1
        let x = p.x * scale
        if x >= columnLow && x < columnHigh {
            last = p
            lastIndex = index
            if p.y < low.y { low = p; lowIndex = index }
            if p.y > high.y { high = p; highIndex = index }
            return
        }
        flush()
        let c = max(min(x.rounded(.down), 1e15), -1e15)
        column = Int(c)
        (columnLow, columnHigh) = (c, c + 1)
        first = p; last = p; low = p; high = p
        firstIndex = index; lastIndex = index; lowIndex = index; highIndex = index
    }

    private mutating func flush() {
        guard column != Int.min else { return }
        output.append(first)
        // The two extremes in their original order, each once.
        let (a, ai, b, bi) = lowIndex <= highIndex ? (low, lowIndex, high, highIndex) : (high, highIndex, low, lowIndex)
        if ai != firstIndex && ai != lastIndex { output.append(a) }
        if bi != firstIndex && bi != lastIndex && bi != ai { output.append(b) }
        if lastIndex != firstIndex { output.append(last) }
        column = Int.min
        (columnLow, columnHigh) = (.infinity, -.infinity)
    }

    /// The kept points.
    mutating func finish() -> [CGPoint] {
        flush()
        return output
    }
}

extension M4Reducer {
    /// Adds the rows of two strided columns of `X` and `Y`, each row as the point
    /// (`x.a + x.b · x`, `y.a + y.b · y`): the same output and state as ``add(_:)`` of each
    /// row's point that is finite and, with `gaps`, of a NaN point for each other row
    /// (without, those rows are skipped).
    ///
    /// After a column's first point, the rows that follow in it are read in a loop that
    /// keeps the column in registers and, for most rows, asks three questions: is x in
    /// order, left of the column's right edge, and is the y value between those of the
    /// column's lowest and highest points so far. `a + b · y` never decreases (or never
    /// increases) as y grows, so such a row is neither lower nor higher on screen, and
    /// its pixel y need not be computed. Other rows are taken as ``add(_:)`` takes them.
    /// - Complexity: O(`count`).
    @inline(__always)
    mutating func addRows<X: BinaryFloatingPoint, Y: BinaryFloatingPoint>(
        _ count: Int, x xb: UnsafeRawPointer, stride xs: Int, _: X.Type, y yb: UnsafeRawPointer, stride ys: Int, _: Y.Type,
        x xMap: (a: Double, b: Double), y yMap: (a: Double, b: Double), gaps: Bool
    ) {
        guard count > 0 else { return }
        let (ax, bx, ay, by) = (xMap.a, xMap.b, yMap.a, yMap.b)
        @inline(__always) func x(_ i: Int) -> Double { Double(xb.load(fromByteOffset: i &* xs, as: X.self)) }
        @inline(__always) func y(_ i: Int) -> Double { Double(yb.load(fromByteOffset: i &* ys, as: Y.self)) }
        @inline(__always) func point(_ i: Int) -> CGPoint { CGPoint(x: ax + bx * x(i), y: ay + by * y(i)) }
        // Row i is point number base + i (numbers only tell points apart).
        let base = index &+ 1
        let scale = self.scale
        var i = 0
        while i < count {
            let p = point(i)
            guard p.x.isFinite && p.y.isFinite else {
                if gaps { add(CGPoint(x: CGFloat.nan, y: .nan)) }
                i &+= 1
                continue
            }
            index = base &+ i &- 1
            add(p)
            i &+= 1
            // The run of rows that follow in p's column.
            let (left, right) = (columnLow, columnHigh)
            var (lowY, highY) = (low.y, high.y)
            var lowRow = lowIndex &- base, highRow = highIndex &- base
            // Values of y whose pixel is between lowY and highY (none when the lowest or
            // highest point is not one of these rows).
            var (yLow, yHigh) = (Double.infinity, -Double.infinity)
            if lowRow >= 0 && highRow >= 0 { (yLow, yHigh) = Self.sorted(y(lowRow), y(highRow)) }
            var previous = p.x, inOrder = true
            var j = i, xo = i &* xs, yo = i &* ys
            while j < count {
                let u = ax + bx * Double(xb.load(fromByteOffset: xo, as: X.self))
                let s = u * scale
                let w = Double(yb.load(fromByteOffset: yo, as: Y.self))
                // In order from a point in the column and left of its right edge: in the
                // column too (x · scale never decreases as x grows).
                if u >= previous && s < right && w >= yLow && w <= yHigh {
                    previous = u
                    j &+= 1
                    xo &+= xs
                    yo &+= ys
                    continue
                }
                guard s >= left && s < right else { break }
                let v = ay + by * w
                guard v.isFinite else { break }
                if u < previous { inOrder = false }
                previous = u
                var extreme = false
                if v < lowY { (lowY, lowRow, extreme) = (v, j, true) }
                if v > highY { (highY, highRow, extreme) = (v, j, true) }
                if extreme { (yLow, yHigh) = Self.sorted(y(lowRow), y(highRow)) }
                j &+= 1
                xo &+= xs
                yo &+= ys
            }
            guard j > i else { continue }
            if lowRow >= i { (self.low, lowIndex) = (point(lowRow), base &+ lowRow) }
            if highRow >= i { (self.high, highIndex) = (point(highRow), base &+ highRow) }
            (last, lastIndex) = (point(j &- 1), base &+ j &- 1)
            if !inOrder { isMonotonic = false }
            previousX = previous
            i = j
        }
        index = base &+ count &- 1
    }

    @inline(__always)
    private static func sorted(_ a: Double, _ b: Double) -> (Double, Double) { a <= b ? (a, b) : (b, a) }
}
