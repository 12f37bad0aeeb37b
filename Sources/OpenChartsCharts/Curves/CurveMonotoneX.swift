import Foundation
import OpenChartsCore
import OpenChartsViews

/// d3-shape's `curveMonotoneX` (Steffen's method): a cubic spline that keeps monotonicity
/// in y, so it never overshoots the data, assuming x is monotonic.
struct CurveMonotoneX: Curve {
    var path = Path()
    var line = Double.nan
    private var pointIndex = 0
    private var x0 = Double.nan, x1 = Double.nan
    private var y0 = Double.nan, y1 = Double.nan
    private var t0 = Double.nan

    mutating func lineStart() {
        x0 = .nan; x1 = .nan; y0 = .nan; y1 = .nan; t0 = .nan
        pointIndex = 0
    }

    mutating func lineEnd() {
        switch pointIndex {
        case 2: lineTo(x1, y1)
        case 3: segment(t0, slope2(t0))
        default: break
        }
        closeIfNeeded(pointCount: pointIndex)
        line = 1 - line
    }

    mutating func point(_ x: Double, _ y: Double) {
        var t1 = Double.nan
        if x == x1 && y == y1 { return }  // d3 ignores coincident points.
        switch pointIndex {
        case 0:
            pointIndex = 1
            begin(x, y)
        case 1:
            pointIndex = 2
        case 2:
            pointIndex = 3
            t1 = slope3(x, y)
            segment(slope2(t1), t1)
        default:
            t1 = slope3(x, y)
            segment(t0, t1)
        }
        x0 = x1; x1 = x
        y0 = y1; y1 = y
        t0 = t1
    }

    private static func sign(_ x: Double) -> Double { x < 0 ? -1 : 1 }

    /// The slope at (x1, y1) from its neighbours (Steffen 1990).
    private func slope3(_ x2: Double, _ y2: Double) -> Double {
        let h0 = x1 - x0, h1 = x2 - x1
        // JavaScript's `h0 || h1 < 0 && -0`: a zero width keeps the sign of the other side.
        let d0 = h0 != 0 && !h0.isNaN ? h0 : (h1 < 0 ? -0.0 : 0.0)
        let d1 = h1 != 0 && !h1.isNaN ? h1 : (h0 < 0 ? -0.0 : 0.0)
        let s0 = (y1 - y0) / d0, s1 = (y2 - y1) / d1
        let p = (s0 * h1 + s1 * h0) / (h0 + h1)
        let result = (Self.sign(s0) + Self.sign(s1)) * Swift.min(abs(s0), abs(s1), 0.5 * abs(p))
        return result.isNaN ? 0 : result  // `|| 0`
    }

    /// A one-sided slope at the ends.
    private func slope2(_ t: Double) -> Double {
        let h = x1 - x0
        return h != 0 && !h.isNaN ? (3 * (y1 - y0) / h - t) / 2 : t
    }

    private mutating func segment(_ t0: Double, _ t1: Double) {
        let dx = (x1 - x0) / 3
        bezierCurveTo(x0 + dx, y0 + dx * t0, x1 - dx, y1 - dx * t1, x1, y1)
    }
}
