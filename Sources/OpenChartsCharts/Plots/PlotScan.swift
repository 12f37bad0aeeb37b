import Foundation

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

    /// The extents of the rows of `x` and `y` where both are finite.
    static func extents(_ x: StridedDoubles, _ y: StridedDoubles, count: Int)
        -> (x: (Double, Double), y: (Double, Double)) {
        var xl = Double.infinity, xh = -Double.infinity, yl = Double.infinity, yh = -Double.infinity
        pairs(x, y, count: count) { a, b in
            guard a.isFinite, b.isFinite else { return }
            xl = min(xl, a); xh = max(xh, a)
            yl = min(yl, b); yh = max(yh, b)
        }
        return ((xl, xh), (yl, yh))
    }
}
