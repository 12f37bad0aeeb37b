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
    return points.withUnsafeBufferPointer { points -> [CGPoint]? in
        var previousX = -CGFloat.infinity
        // x never decreasing, a column's points are consecutive among the finite ones: the
        // columns are counted as the changes of column.
        var columns = 0, span = M4ColumnSpan()
        for p in points where p.isFinite {
            if p.x < previousX { return nil }
            previousX = p.x
            if !span.contains(p.x, scale: scale) { (span, columns) = (M4ColumnSpan(p.x, scale: scale), columns + 1) }
        }
        guard m4Reduces(points.count, columns: columns) else { return nil }
        var result: [CGPoint] = []
        result.reserveCapacity(columns * 4 + 8)
        var i = 0
        while i < points.count {
            let p = points[i]
            guard p.isFinite else {
                result.append(p)
                i += 1
                continue
            }
            let span = M4ColumnSpan(p.x, scale: scale)
            var j = i + 1
            var lowest = i, highest = i
            while j < points.count, points[j].isFinite, span.contains(points[j].x, scale: scale) {
                if points[j].y < points[lowest].y { lowest = j }
                if points[j].y > points[highest].y { highest = j }
                j += 1
            }
            // First, the two extremes in their order, last: each once.
            let (a, b) = lowest <= highest ? (lowest, highest) : (highest, lowest)
            result.append(p)
            if a != i && a != j - 1 { result.append(points[a]) }
            if b != i && b != j - 1 && b != a { result.append(points[b]) }
            if j - 1 != i { result.append(points[j - 1]) }
            i = j
        }
        return result
    }
}

/// Whether M4 reduces `count` points over `columns` pixel columns: more than eight of them,
/// and more than four a column.
func m4Reduces(_ count: Int, columns: Int) -> Bool {
    count > 8 && count > 4 * max(1, columns)
}

/// The x range of one device pixel column, so that most points are placed without
/// rounding their x (``m4Column(_:scale:)``).
private struct M4ColumnSpan {
    private var column = Int.min
    private var low = CGFloat.infinity, high = -CGFloat.infinity

    /// No column: contains nothing.
    init() {}

    /// The column of `x`.
    init(_ x: CGFloat, scale: CGFloat) {
        column = m4Column(x, scale: scale)
        (low, high) = (CGFloat(column), CGFloat(column) + 1)
    }

    /// Whether `x` is in this column, as ``m4Column(_:scale:)`` places it: the clamped
    /// columns far off the canvas hold every x beyond them.
    @inline(__always)
    func contains(_ x: CGFloat, scale: CGFloat) -> Bool {
        let v = x * scale
        if v >= low && v < high { return true }
        return (column == M4ColumnSpan.clampedColumn || column == -M4ColumnSpan.clampedColumn)
            && m4Column(x, scale: scale) == column
    }

    private static let clampedColumn = Int(1e15)
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
    /// The columns points have started (one more after each gap).
    private(set) var columnCount = 0
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
        columnCount &+= 1
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
    /// keeps the column in registers: four at a time while their x is in order and inside
    /// the column and their y finite (``plainRows(from:_:x:_:_:y:_:_:lastX:y:extremes:)``, which
    /// also takes new extremes), the others one at a time, as ``add(_:)`` takes them.
    /// `packed`: the rows are (x, y) pairs of `Double` 16 bytes apart (an array of such
    /// structs), read a pair at a time.
    /// - Complexity: O(`count`).
    @inline(__always)
    mutating func addRows<X: BinaryFloatingPoint, Y: BinaryFloatingPoint>(
        _ count: Int, x xb: UnsafeRawPointer, stride xs: Int, _: X.Type, y yb: UnsafeRawPointer, stride ys: Int, _: Y.Type,
        x xMap: (a: Double, b: Double), y yMap: (a: Double, b: Double), gaps: Bool, packed: Bool = false
    ) {
        guard count > 0 else { return }
        precondition(!packed || (X.self == Double.self && Y.self == Double.self && xs == 16 && ys == 16 && yb == xb + 8),
                     "packed rows are (x, y) pairs of Double")
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
            // The run of rows that follow in p's column; rows of the extremes relative to
            // `base` (negative: a point added before this call).
            let (left, right) = (columnLow, columnHigh)
            // A sparse line (a point or two a column) leaves the column at the next row: the
            // run below would stop there, so it is not set up.
            if i < count {
                let s = (ax + bx * x(i)) * scale
                guard s >= left && s < right else { continue }
            }
            var extremes = ColumnExtremes(lowY: low.y, highY: high.y, lowRow: lowIndex &- base, highRow: highIndex &- base)
            if extremes.lowRow >= 0 && extremes.highRow >= 0 { extremes.setStored(low: y(extremes.lowRow), high: y(extremes.highRow)) }
            let lastX = Self.lastValue(before: right, a: ax, b: bx, scale: scale)
            var previous = p.x, inOrder = true
            var j = i, xo = i &* xs, yo = i &* ys
            @inline(__always) func rawX(_ offset: Int) -> Double { Double(xb.load(fromByteOffset: offset, as: X.self)) }
            @inline(__always) func rawY(_ offset: Int) -> Double { Double(yb.load(fromByteOffset: offset, as: Y.self)) }
            run: while j < count {
                // Most rows of a dense line are plain: four at a time while they are.
                if j &+ 4 <= count {
                    let plainEnd = packed
                        ? Self.plainRows(from: j, count, pairs: xb, lastX: lastX, y: yMap, extremes: &extremes)
                        : Self.plainRows(from: j, count, x: xb, xs, X.self, y: yb, ys, Y.self, lastX: lastX, y: yMap,
                                         extremes: &extremes)
                    if plainEnd > j {
                        (j, xo, yo) = (plainEnd, plainEnd &* xs, plainEnd &* ys)
                        previous = ax + bx * rawX(xo &- xs)
                    }
                }
                // Then up to four rows one at a time, one of which was not plain.
                for _ in 0..<4 where j < count {
                    let u = ax + bx * rawX(xo)
                    let s = u * scale
                    let w = rawY(yo)
                    // In order from a point in the column and left of its right edge: in the
                    // column too (x · scale never decreases as x grows).
                    if u >= previous && s < right && w >= extremes.yLow && w <= extremes.yHigh {
                        previous = u
                        j &+= 1
                        xo &+= xs
                        yo &+= ys
                        continue
                    }
                    guard s >= left && s < right else { break run }
                    let v = ay + by * w
                    guard v.isFinite else { break run }
                    if u < previous { inOrder = false }
                    previous = u
                    if v < extremes.lowY { extremes.setLow(v, row: j, stored: w) }
                    if v > extremes.highY { extremes.setHigh(v, row: j, stored: w) }
                    j &+= 1
                    xo &+= xs
                    yo &+= ys
                }
            }
            guard j > i else { continue }
            if extremes.lowRow >= i { (self.low, lowIndex) = (point(extremes.lowRow), base &+ extremes.lowRow) }
            if extremes.highRow >= i { (self.high, highIndex) = (point(extremes.highRow), base &+ extremes.highRow) }
            (last, lastIndex) = (point(j &- 1), base &+ j &- 1)
            if !inOrder { isMonotonic = false }
            previousX = previous
            i = j
        }
        index = base &+ count &- 1
    }

    /// The lowest and highest pixel y of a column so far, their rows, and the stored values
    /// between which a row's y is neither lower nor higher on screen.
    struct ColumnExtremes {
        var lowY: Double, highY: Double
        /// Relative to the call's first row; negative for a point added before it.
        var lowRow: Int, highRow: Int
        /// The stored y of those rows, NaN for one before the call.
        private var storedLow = Double.nan, storedHigh = Double.nan
        /// Stored ys between these map between `lowY` and `highY` (`a + b · y` never
        /// decreases, or never increases, as y grows); none while a stored y is unknown.
        private(set) var yLow = Double.infinity, yHigh = -Double.infinity

        init(lowY: Double, highY: Double, lowRow: Int, highRow: Int) {
            (self.lowY, self.highY, self.lowRow, self.highRow) = (lowY, highY, lowRow, highRow)
        }

        mutating func setLow(_ y: Double, row: Int, stored: Double) {
            (lowY, lowRow, storedLow) = (y, row, stored)
            updateBounds()
        }

        mutating func setHigh(_ y: Double, row: Int, stored: Double) {
            (highY, highRow, storedHigh) = (y, row, stored)
            updateBounds()
        }

        /// The stored ys of the lowest and highest rows, when both are rows of the call.
        mutating func setStored(low: Double, high: Double) {
            (storedLow, storedHigh) = (low, high)
            updateBounds()
        }

        private mutating func updateBounds() {
            guard !storedLow.isNaN && !storedHigh.isNaN else { return (yLow, yHigh) = (.infinity, -.infinity) }
            (yLow, yHigh) = storedLow <= storedHigh ? (storedLow, storedHigh) : (storedHigh, storedLow)
        }
    }

    /// Where the plain rows from `j` end, in steps of four: the first row of the first four
    /// that are not all plain (or of the last rows, fewer than four). Most rows of a dense
    /// line are plain: x in order from the row before and left of the column's right edge,
    /// and pixel y (`y.a + y.b · y`) finite. Here x in stored values: in order there implies
    /// in order on screen, and at most `lastX` implies left of the edge. Four rows whose
    /// stored y lies between the extremes' need no pixel y; otherwise the four pixel ys are
    /// computed in two lanes, and a new lowest or highest among them is taken into
    /// `extremes` as ``add(_:)`` would take it. No NaN is plain. A function of its own, so
    /// that its few values stay in registers. Row `j - 1` must exist.
    @inline(never)
    static func plainRows<X: BinaryFloatingPoint, Y: BinaryFloatingPoint>(
        from j: Int, _ count: Int, x xb: UnsafeRawPointer, _ xs: Int, _: X.Type, y yb: UnsafeRawPointer, _ ys: Int, _: Y.Type,
        lastX: Double, y yMap: (a: Double, b: Double), extremes: inout ColumnExtremes
    ) -> Int {
        var j = j, px = xb + j &* xs, py = yb + j &* ys
        @inline(__always) func x(_ k: Int) -> Double { Double(px.load(fromByteOffset: k &* xs, as: X.self)) }
        @inline(__always) func y(_ k: Int) -> Double { Double(py.load(fromByteOffset: k &* ys, as: Y.self)) }
        var e = extremes
        defer { extremes = e }
        while j &+ 4 <= count
            && fourPlain(at: j, before: SIMD2(x(-1), x(1)), at: SIMD2(x(0), x(2)), after: SIMD2(x(1), x(3)),
                         SIMD2(y(0), y(2)), SIMD2(y(1), y(3)), lastX: lastX, y: yMap, extremes: &e) {
            j &+= 4
            px += 4 &* xs
            py += 4 &* ys
        }
        return j
    }

    /// ``plainRows(from:_:x:_:_:y:_:_:lastX:y:extremes:)`` for rows of (x, y) pairs of
    /// `Double` 16 bytes apart (an array of such structs, the commonest layout): a load a row.
    @inline(never)
    static func plainRows(from j: Int, _ count: Int, pairs: UnsafeRawPointer, lastX: Double, y yMap: (a: Double, b: Double),
                          extremes: inout ColumnExtremes) -> Int {
        var j = j, p = pairs + j &* 16
        @inline(__always) func row(_ k: Int) -> SIMD2<Double> { p.loadUnaligned(fromByteOffset: 16 &* k, as: SIMD2<Double>.self) }
        var e = extremes
        defer { extremes = e }
        while j &+ 4 <= count {
            let (r, r0, r1, r2, r3) = (row(-1), row(0), row(1), row(2), row(3))
            guard fourPlain(at: j, before: SIMD2(r[0], r1[0]), at: SIMD2(r0[0], r2[0]), after: SIMD2(r1[0], r3[0]),
                            SIMD2(r0[1], r2[1]), SIMD2(r1[1], r3[1]), lastX: lastX, y: yMap, extremes: &e) else { break }
            j &+= 4
            p += 64
        }
        return j
    }

    /// Whether rows `j` to `j + 3` are plain, given as lanes: x of rows (-1, 1) `before`,
    /// (0, 2) `at`, (1, 3) `after`, y of rows (0, 2) and (1, 3); when they are, takes their
    /// new extremes into `e`. Rows whose stored y lies between the extremes' need no pixel y.
    @inline(__always)
    private static func fourPlain(at j: Int, before: SIMD2<Double>, at: SIMD2<Double>, after: SIMD2<Double>,
                                  _ y0: SIMD2<Double>, _ y1: SIMD2<Double>, lastX: Double, y yMap: (a: Double, b: Double),
                                  extremes e: inout ColumnExtremes) -> Bool {
        let inOrder = (before .<= at) .& (at .<= after) .& (after .<= SIMD2(repeating: lastX))
        let (low, high) = (SIMD2(repeating: e.yLow), SIMD2(repeating: e.yHigh))
        if all(inOrder .& (low .<= y0) .& (y0 .<= high) .& (low .<= y1) .& (y1 .<= high)) { return true }
        return fourWithExtremes(at: j, inOrder: inOrder, y0, y1, y: yMap, extremes: &e)
    }

    /// ``fourPlain(at:before:at:after:_:_:lastX:y:extremes:)`` for four rows of which some
    /// may be new extremes: plain if x is in order and every pixel y finite, the extremes
    /// then taken as ``add(_:)`` would take them row by row (the first row of the four with
    /// the new value).
    @inline(__always)
    private static func fourWithExtremes(at j: Int, inOrder: SIMDMask<SIMD2<Int64>>, _ y0: SIMD2<Double>, _ y1: SIMD2<Double>,
                                         y yMap: (a: Double, b: Double), extremes e: inout ColumnExtremes) -> Bool {
        let (a, b) = (SIMD2(repeating: yMap.a), SIMD2(repeating: yMap.b))
        // Pixel y of rows (0, 2) and (1, 3).
        let v0 = a + b * y0, v1 = a + b * y1
        // All four finite when the sums of two are: s - s is 0, and NaN for NaN and
        // infinities (two values summing past the largest double only take the slow way).
        let sums = v0 + v1
        guard all(inOrder .& (sums - sums .== SIMD2())) else { return false }
        // Lowest and highest of the four (no NaN here: `<` picks as `min` would).
        let lanesLow = v1.replacing(with: v0, where: v0 .< v1), lanesHigh = v1.replacing(with: v0, where: v0 .> v1)
        let low = lanesLow[1] < lanesLow[0] ? lanesLow[1] : lanesLow[0]
        let high = lanesHigh[1] > lanesHigh[0] ? lanesHigh[1] : lanesHigh[0]
        if low < e.lowY {
            let k = first(of: low, v0, v1)
            e.setLow(k.pixel, row: j &+ k.row, stored: k.row & 1 == 0 ? y0[k.row >> 1] : y1[k.row >> 1])
        }
        if high > e.highY {
            let k = first(of: high, v0, v1)
            e.setHigh(k.pixel, row: j &+ k.row, stored: k.row & 1 == 0 ? y0[k.row >> 1] : y1[k.row >> 1])
        }
        return true
    }

    /// The first of four rows (pixel ys of rows (0, 2) in `v0`, (1, 3) in `v1`) whose pixel y
    /// equals `value`, one of them: what comparing row by row would keep (of 0 and -0, the
    /// first row's); its pixel y and its row among the four.
    @inline(__always)
    private static func first(of value: Double, _ v0: SIMD2<Double>, _ v1: SIMD2<Double>) -> (pixel: Double, row: Int) {
        if v0[0] == value { return (v0[0], 0) }
        if v1[0] == value { return (v1[0], 1) }
        if v0[1] == value { return (v0[1], 2) }
        return (v1[1], 3)
    }

    /// A value `t` such that every `x <= t` maps left of `right` (`(a + b · x) · scale < right`,
    /// rounded as the loop rounds it: each step rounds monotonically, so checking `t` checks
    /// every smaller x); -∞ when `b` is not positive or none is found near the exact bound.
    /// It need not be the largest: a row past it is only taken the slower way.
    static func lastValue(before right: Double, a: Double, b: Double, scale: Double) -> Double {
        guard b > 0, b.isFinite, a.isFinite, right.isFinite, scale > 0, scale.isFinite else { return -.infinity }
        var t = (right / scale - a) / b
        guard t.isFinite else { return -.infinity }
        // Steps from a unit in the last place of the terms, which can be much larger than
        // t's own when they cancel.
        var step = max(t.ulp, ((abs(right / scale) + abs(a)) / b).ulp)
        for _ in 0..<16 {
            if (a + b * t) * scale < right { return t }
            t -= step
            step *= 8
        }
        return -.infinity
    }
}
