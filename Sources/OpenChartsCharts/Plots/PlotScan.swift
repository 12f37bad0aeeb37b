import Foundation
import OpenChartsCore

/// The two tight loops every line and scatter plot runs over its x and y columns, compiled
/// once per storage type (`Double`, `Float`) so that no value costs a branch on its type.
enum PlotScan {
    /// Feeds the rows of `x` and `y` to `reducer` as points (`xMap.a + xMap.b · x`,
    /// `yMap.a + yMap.b · y`): finite points, and with `gaps` a NaN point for each other
    /// row (``M4Reducer/addRows(_:x:stride:_:y:stride:_:x:y:gaps:)``, compiled once per
    /// storage type; other types are read one value at a time).
    static func reduce(_ x: StridedDoubles, _ y: StridedDoubles, count: Int, into reducer: inout M4Reducer,
                       x xMap: (a: Double, b: Double), y yMap: (a: Double, b: Double), gaps: Bool) {
        let n = min(count, x.count, y.count)
        guard let xb = x.base, let yb = y.base else { return }
        switch (x.scalar, y.scalar) {
        case (.double, .double) where x.stride == 16 && y.stride == 16 && yb == xb + 8:
            // An array of (x, y) structs, the most common layout: each row one load.
            reducer.addRows(n, x: xb, stride: 16, Double.self, y: yb, stride: 16, Double.self, x: xMap, y: yMap, gaps: gaps, packed: true)
        case (.double, .double):
            reducer.addRows(n, x: xb, stride: x.stride, Double.self, y: yb, stride: y.stride, Double.self, x: xMap, y: yMap, gaps: gaps)
        case (.float, .float):
            reducer.addRows(n, x: xb, stride: x.stride, Float.self, y: yb, stride: y.stride, Float.self, x: xMap, y: yMap, gaps: gaps)
        default:
            for i in 0..<n {
                let p = CGPoint(x: xMap.a + xMap.b * x[i], y: yMap.a + yMap.b * y[i])
                if p.x.isFinite && p.y.isFinite { reducer.add(p) } else if gaps { reducer.add(CGPoint(x: CGFloat.nan, y: .nan)) }
            }
        }
    }

    /// The extents of the rows of `x` and `y` where both are finite (in parallel parts for
    /// large columns).
    static func extents(_ x: StridedDoubles, _ y: StridedDoubles, count: Int)
        -> (x: (Double, Double), y: (Double, Double)) {
        let n = min(count, x.count, y.count)
        let parts = parallelMap(chunks(n)) { range -> (Double, Double, Double, Double) in
            let xs = x.slice(range), ys = y.slice(range)
            guard let xb = xs.base, let yb = ys.base else { return (.infinity, -.infinity, .infinity, -.infinity) }
            switch (xs.scalar, ys.scalar) {
            case (.double, .double):
                return finiteExtents(xb, xs.stride, Double.self, yb, ys.stride, Double.self, range.count)
                    ?? extentsLoop(xb, xs.stride, Double.self, yb, ys.stride, Double.self, range.count)
            case (.float, .float):
                return finiteExtents(xb, xs.stride, Float.self, yb, ys.stride, Float.self, range.count)
                    ?? extentsLoop(xb, xs.stride, Float.self, yb, ys.stride, Float.self, range.count)
            default:
                var e = (Double.infinity, -Double.infinity, Double.infinity, -Double.infinity)
                for i in 0..<range.count { include(xs[i], ys[i], in: &e) }
                return e
            }
        }
        var result: (x: (Double, Double), y: (Double, Double)) = ((.infinity, -.infinity), (.infinity, -.infinity))
        for part in parts {
            result.x = (min(result.x.0, part.0), max(result.x.1, part.1))
            result.y = (min(result.y.0, part.2), max(result.y.1, part.3))
        }
        return result
    }

    /// The extents of `n` rows when every value is finite, as most columns are; nil when one
    /// is not (or lanes tie on a bound with 0 and -0), for ``extentsLoop(_:_:_:_:_:_:_:)`` to
    /// scan them again. Each row is one `(x, y)` pair, a single load when y follows x in
    /// memory (an array of structs), and its bounds are taken with no regard for infinity or
    /// NaN; the sum of the pairs, finite only while every value is (or by overflow, past
    /// 10³⁰² or so, which only sends the rows to the slower scan), tells afterwards whether
    /// that was right. Two rows a step, even and odd rows in bounds of their own. Some 6
    /// instructions a row, against 11.
    @inline(__always)
    private static func finiteExtents<X: BinaryFloatingPoint, Y: BinaryFloatingPoint>(
        _ xb: UnsafeRawPointer, _ xs: Int, _: X.Type, _ yb: UnsafeRawPointer, _ ys: Int, _: Y.Type, _ n: Int
    ) -> (Double, Double, Double, Double)? {
        if X.self == Double.self && Y.self == Double.self && yb == xb + 8 && xs == ys {
            return finiteExtents(n) { k in xb.loadUnaligned(fromByteOffset: k &* xs, as: SIMD2<Double>.self) }
        }
        return finiteExtents(n) { k in
            SIMD2(Double(xb.load(fromByteOffset: k &* xs, as: X.self)), Double(yb.load(fromByteOffset: k &* ys, as: Y.self)))
        }
    }

    @inline(__always)
    private static func finiteExtents(_ n: Int, _ row: (Int) -> SIMD2<Double>) -> (Double, Double, Double, Double)? {
        var (evenLow, evenHigh) = (SIMD2<Double>(repeating: .infinity), SIMD2<Double>(repeating: -.infinity))
        var (oddLow, oddHigh) = (evenLow, evenHigh)
        var (evenSum, oddSum) = (SIMD2<Double>(), SIMD2<Double>())
        var k = 0
        while k &+ 1 < n {
            let even = row(k), odd = row(k &+ 1)
            evenSum += even
            oddSum += odd
            // `<` and `>` keep the bound on a tie: of equal values, the first.
            evenLow = evenLow.replacing(with: even, where: even .< evenLow)
            evenHigh = evenHigh.replacing(with: even, where: even .> evenHigh)
            oddLow = oddLow.replacing(with: odd, where: odd .< oddLow)
            oddHigh = oddHigh.replacing(with: odd, where: odd .> oddHigh)
            k &+= 2
        }
        if k < n {
            let even = row(k)
            evenSum += even
            evenLow = evenLow.replacing(with: even, where: even .< evenLow)
            evenHigh = evenHigh.replacing(with: even, where: even .> evenHigh)
        }
        let sum = evenSum + oddSum
        guard sum[0].isFinite && sum[1].isFinite else { return nil }
        // A lane tie between 0 and -0 leaves which row came first to the caller's scan.
        var bounds = LaneBounds()
        bounds.xLow = SIMD4(evenLow[0], oddLow[0], .infinity, .infinity)
        bounds.xHigh = SIMD4(evenHigh[0], oddHigh[0], -.infinity, -.infinity)
        bounds.yLow = SIMD4(evenLow[1], oddLow[1], .infinity, .infinity)
        bounds.yHigh = SIMD4(evenHigh[1], oddHigh[1], -.infinity, -.infinity)
        return bounds.result
    }

    /// The extents of `n` rows, four rows a step: each bound is a `SIMD4` whose lanes
    /// follow every fourth row, and a row with a non-finite value is turned into NaN,
    /// which no comparison picks, so that the loop has no branch.
    ///
    /// The result is the sequential scan's, bit for bit: where lanes tie on a bound with
    /// zeros of both signs, which came first decides it, and the rows are scanned again
    /// in order (``extentsSequential(_:_:_:_:_:_:_:)``).
    @inline(__always)
    private static func extentsLoop<X: BinaryFloatingPoint, Y: BinaryFloatingPoint>(
        _ xb: UnsafeRawPointer, _ xs: Int, _: X.Type, _ yb: UnsafeRawPointer, _ ys: Int, _: Y.Type, _ n: Int
    ) -> (Double, Double, Double, Double) {
        var bounds = LaneBounds()
        var xo = 0, yo = 0, i = 0
        @inline(__always) func x(_ k: Int) -> Double { Double(xb.load(fromByteOffset: xo &+ k &* xs, as: X.self)) }
        @inline(__always) func y(_ k: Int) -> Double { Double(yb.load(fromByteOffset: yo &+ k &* ys, as: Y.self)) }
        while i &+ 3 < n {
            bounds.include(SIMD4(x(0), x(1), x(2), x(3)), SIMD4(y(0), y(1), y(2), y(3)))
            xo &+= xs &<< 2
            yo &+= ys &<< 2
            i &+= 4
        }
        if i < n {
            // The last one to three rows, in the first lanes; the others get NaN.
            let left = n &- i
            bounds.include(SIMD4(x(0), left > 1 ? x(1) : .nan, left > 2 ? x(2) : .nan, .nan),
                           SIMD4(y(0), left > 1 ? y(1) : .nan, left > 2 ? y(2) : .nan, .nan))
        }
        return bounds.result ?? extentsSequential(xb, xs, X.self, yb, ys, Y.self, n)
    }

    /// The extents loop one row at a time, in order, with its four bounds in registers
    /// (a closure over them would keep them in memory).
    private static func extentsSequential<X: BinaryFloatingPoint, Y: BinaryFloatingPoint>(
        _ xb: UnsafeRawPointer, _ xs: Int, _: X.Type, _ yb: UnsafeRawPointer, _ ys: Int, _: Y.Type, _ n: Int
    ) -> (Double, Double, Double, Double) {
        var e = (Double.infinity, -Double.infinity, Double.infinity, -Double.infinity)
        var xo = 0, yo = 0
        for _ in 0..<n {
            include(Double(xb.load(fromByteOffset: xo, as: X.self)), Double(yb.load(fromByteOffset: yo, as: Y.self)), in: &e)
            xo &+= xs
            yo &+= ys
        }
        return e
    }

    /// Widens the extents (x low, x high, y low, y high) to a row whose values are finite.
    /// Of equal values the first is kept (which matters only for 0 and -0).
    @inline(__always)
    private static func include(_ a: Double, _ b: Double, in e: inout (Double, Double, Double, Double)) {
        guard a.isFinite && b.isFinite else { return }
        e.0 = a < e.0 ? a : e.0
        e.1 = a > e.1 ? a : e.1
        e.2 = b < e.2 ? b : e.2
        e.3 = b > e.3 ? b : e.3
    }

    /// The extents of four interleaved sequences of rows (row k in lane k mod 4), each
    /// lane kept as the sequential scan keeps it: the first of equal values.
    struct LaneBounds {
        var xLow = SIMD4<Double>(repeating: .infinity), xHigh = SIMD4<Double>(repeating: -.infinity)
        var yLow = SIMD4<Double>(repeating: .infinity), yHigh = SIMD4<Double>(repeating: -.infinity)

        /// Widens each lane's bounds to its row, when the row's x and y are both finite.
        @inline(__always)
        mutating func include(_ x: SIMD4<Double>, _ y: SIMD4<Double>) {
            // v - v is +0 where v is finite and NaN where it is not, so `bad` is +0 for a
            // row whose two values are finite and NaN for any other. Subtracting +0
            // leaves every finite value as it is (-0 too, which adding +0 would not).
            let bad = (x - x) + (y - y)
            let u = x - bad, v = y - bad
            xLow = xLow.replacing(with: u, where: u .< xLow)
            xHigh = xHigh.replacing(with: u, where: u .> xHigh)
            yLow = yLow.replacing(with: v, where: v .< yLow)
            yHigh = yHigh.replacing(with: v, where: v .> yHigh)
        }

        /// The bounds over all lanes (x low, x high, y low, y high); nil when lanes hold 0
        /// and -0 for the same bound, where only the order of the rows can tell which is
        /// the first.
        var result: (Double, Double, Double, Double)? {
            guard let a = Self.first(xLow, <), let b = Self.first(xHigh, >),
                  let c = Self.first(yLow, <), let d = Self.first(yHigh, >) else { return nil }
            return (a, b, c, d)
        }

        /// The lane that `before` puts first; nil when another lane is the same number
        /// with other bits (0 and -0).
        @inline(__always)
        private static func first(_ lanes: SIMD4<Double>, _ before: (Double, Double) -> Bool) -> Double? {
            var best = lanes[0]
            for k in 1..<4 where before(lanes[k], best) { best = lanes[k] }
            for k in 0..<4 where lanes[k] == best && lanes[k].bitPattern != best.bitPattern { return nil }
            return best
        }
    }

    // MARK: - Parallel parts

    /// `0..<count` in contiguous parts, one per processor (at most 8) for ``parallelRows``
    /// rows or more, else one: results that combine exactly (extents, M4) are the same
    /// either way.
    static func chunks(_ count: Int) -> [Range<Int>] {
        let parts = count >= parallelRows ? max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)) : 1
        guard parts > 1 else { return [0..<max(0, count)] }
        // Extents, then M4: the second map finds the other threads awake.
        prepareConcurrentMaps()
        return (0..<parts).map { k in (count * k / parts)..<(count * (k + 1) / parts) }
    }

    /// Rows from which a scan is split over the processors: a row costs a few nanoseconds
    /// a pass and handing a part to another thread some 30 µs.
    static let parallelRows = 1 << 15

    /// `body` applied to each range, in parallel when there are several, results in order.
    /// Each part reads its own range of columns that nothing changes.
    static func parallelMap<T>(_ ranges: [Range<Int>], _ body: (Range<Int>) -> T) -> [T] {
        concurrentMap(ranges.count) { body(ranges[$0]) }
    }
}

extension StridedDoubles {
    /// The rows in `range`.
    func slice(_ range: Range<Int>) -> StridedDoubles {
        StridedDoubles(base: base.map { $0 + range.lowerBound * stride }, stride: stride,
                       count: max(0, min(range.upperBound, count) - range.lowerBound), scalar: scalar)
    }
}
