import Foundation

/// JavaScript's `Math` functions where they differ from Swift's, so that ports of d3 give
/// the same doubles as d3 does under node.
enum JavaScriptMath {
    /// `Math.round`: the nearest integer, ties toward +∞, and -0 for inputs in [-0.5, -0].
    ///
    /// Swift's `.toNearestOrAwayFromZero` rounds -2.5 to -3 where JavaScript gives -2.
    static func round(_ x: Double) -> Double {
        guard x.isFinite else { return x }
        let floor = x.rounded(.down)
        // x - floor(x) is exact for every finite double, so the tie test is exact too.
        let rounded = x - floor >= 0.5 ? floor + 1 : floor
        if rounded == 0 && x.sign == .minus { return -0.0 }
        return rounded
    }

    /// `Math.max(a, b)`: NaN if either is NaN (Swift's `max` does not promise that).
    static func max(_ a: Double, _ b: Double) -> Double {
        if a.isNaN || b.isNaN { return .nan }
        if a == b { return a.sign == .minus ? b : a }  // max(-0, +0) is +0
        return a > b ? a : b
    }

    /// `Math.min(a, b)`: NaN if either is NaN.
    static func min(_ a: Double, _ b: Double) -> Double {
        if a.isNaN || b.isNaN { return .nan }
        if a == b { return a.sign == .minus ? a : b }  // min(-0, +0) is -0
        return a < b ? a : b
    }

    /// `+("1e" + x)`: d3-scale's exact power of ten for integer exponents, which parses the
    /// decimal literal so that 1e-5 is the double nearest 10⁻⁵ (a `pow` call may be an ulp off).
    /// Non-integer exponents fall back to `pow(10, x)`, where JavaScript would give NaN.
    static func pow10(_ x: Double) -> Double {
        if x.isNaN { return .nan }
        if x.isInfinite { return x < 0 ? 0 : x }
        guard x == x.rounded(), abs(x) < 1_000 else {
            return abs(x) >= 1_000 ? (x < 0 ? 0 : .infinity) : Foundation.pow(10, x)
        }
        let exponent = Int(x)
        // Literals are parsed exactly as `Double("1eN")` is (correctly rounded): a table for
        // the exponents labels use, the string only beyond.
        if exponent >= 0 && exponent < positivePowers.count { return positivePowers[exponent] }
        if exponent < 0 && -exponent < negativePowers.count { return negativePowers[-exponent] }
        return Double("1e\(exponent)") ?? Foundation.pow(10, x)
    }

    private static let positivePowers: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
        1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
    private static let negativePowers: [Double] = [
        1e0, 1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-10, 1e-11, 1e-12, 1e-13, 1e-14,
        1e-15, 1e-16, 1e-17, 1e-18, 1e-19, 1e-20, 1e-21, 1e-22,
    ]
}
