import Foundation
import OpenChartsCore

/// The two tight loops every line and scatter plot runs over its x and y columns, compiled
/// once per storage type (`Double`, `Float`) so that no value costs a branch on its type.
enum PlotScan {
    /// Calls `body` with a loop over the rows of `x` and `y`: the loop hands each row's two
    /// values to its argument. Falls back to the columns' generic reads for other types.
    @inline(__always)
    static func pairs(_ x: StridedDoubles, _ y: StridedDoubles, count: Int,
                      _ body: (Double, Double) -> Void) {
        let n = min(count, x.count, y.count)
        guard let xb = x.base, let yb = y.base else { return }
        switch (x.scalar, y.scalar) {
        case (.double, .double): loop(xb, x.stride, Double.self, yb, y.stride, Double.self, n, body)
        case (.float, .float): loop(xb, x.stride, Float.self, yb, y.stride, Float.self, n, body)
        default:
            for i in 0..<n { body(x[i], y[i]) }
        }
    }

    @inline(__always)
    private static func loop<X: BinaryFloatingPoint, Y: BinaryFloatingPoint>(
        _ xb: UnsafeRawPointer, _ xs: Int, _: X.Type, _ yb: UnsafeRawPointer, _ ys: Int, _: Y.Type, _ n: Int,
        _ body: (Double, Double) -> Void
    ) {
        var xo = 0, yo = 0
        for _ in 0..<n {
            body(Double(xb.load(fromByteOffset: xo, as: X.self)), Double(yb.load(fromByteOffset: yo, as: Y.self)))
            xo &+= xs
            yo &+= ys
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
            case (.double, .double): return extentsLoop(xb, xs.stride, Double.self, yb, ys.stride, Double.self, range.count)
            case (.float, .float): return extentsLoop(xb, xs.stride, Float.self, yb, ys.stride, Float.self, range.count)
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

    /// The extents loop, with its four bounds in registers (a closure over them would keep
    /// them in memory).
    @inline(__always)
    private static func extentsLoop<X: BinaryFloatingPoint, Y: BinaryFloatingPoint>(
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
    @inline(__always)
    private static func include(_ a: Double, _ b: Double, in e: inout (Double, Double, Double, Double)) {
        guard a.isFinite && b.isFinite else { return }
        e.0 = a < e.0 ? a : e.0
        e.1 = a > e.1 ? a : e.1
        e.2 = b < e.2 ? b : e.2
        e.3 = b > e.3 ? b : e.3
    }

    // MARK: - Parallel parts

    /// `0..<count` in contiguous parts, one per processor (at most 8) for ``parallelRows``
    /// rows or more, else one: results that combine exactly (extents, M4) are the same
    /// either way.
    static func chunks(_ count: Int) -> [Range<Int>] {
        let parts = count >= parallelRows ? max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8)) : 1
        guard parts > 1 else { return [0..<max(0, count)] }
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
