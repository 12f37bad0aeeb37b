import Foundation
import OpenChartsCore
import OpenChartsViews

/// d3-shape's `curveCatmullRom.alpha(alpha)`: a Catmull–Rom spline parameterised by chord
/// length to the power `alpha` (0.5, centripetal, avoids cusps and self-intersections).
struct CurveCatmullRom: Curve {
    var path = Path()
    var line = Double.nan
    private let alpha: Double
    private var pointIndex = 0
    private var x0 = Double.nan, x1 = Double.nan, x2 = Double.nan
    private var y0 = Double.nan, y1 = Double.nan, y2 = Double.nan
    private var l01a = 0.0, l12a = 0.0, l23a = 0.0
    private var l012a = 0.0, l122a = 0.0, l232a = 0.0
    private static let epsilon = 1e-12

    init(alpha: Double) { self.alpha = alpha }

    mutating func lineStart() {
        x0 = .nan; x1 = .nan; x2 = .nan
        y0 = .nan; y1 = .nan; y2 = .nan
        l01a = 0; l12a = 0; l23a = 0
        l012a = 0; l122a = 0; l232a = 0
        pointIndex = 0
    }

    mutating func lineEnd() {
        switch pointIndex {
        case 2: lineTo(x2, y2)
        case 3: point(x2, y2)
        default: break
        }
        closeIfNeeded(pointCount: pointIndex)
        line = 1 - line
    }

    mutating func point(_ x: Double, _ y: Double) {
        if pointIndex != 0 {
            let x23 = x2 - x, y23 = y2 - y
            l232a = Foundation.pow(x23 * x23 + y23 * y23, alpha)
            l23a = l232a.squareRoot()
        }
        switch pointIndex {
        case 0:
            pointIndex = 1
            begin(x, y)
        case 1:
            pointIndex = 2
        case 2:
            pointIndex = 3
            segment(x, y)
        default:
            segment(x, y)
        }
        l01a = l12a; l12a = l23a
        l012a = l122a; l122a = l232a
        x0 = x1; x1 = x2; x2 = x
        y0 = y1; y1 = y2; y2 = y
    }

    /// d3's `point(that, x, y)`: the segment from (x1, y1) to (x2, y2).
    private mutating func segment(_ x: Double, _ y: Double) {
        var cx1 = x1, cy1 = y1, cx2 = x2, cy2 = y2
        if l01a > Self.epsilon {
            let a = 2 * l012a + 3 * l01a * l12a + l122a
            let n = 3 * l01a * (l01a + l12a)
            cx1 = (cx1 * a - x0 * l122a + x2 * l012a) / n
            cy1 = (cy1 * a - y0 * l122a + y2 * l012a) / n
        }
        if l23a > Self.epsilon {
            let b = 2 * l232a + 3 * l23a * l12a + l122a
            let m = 3 * l23a * (l23a + l12a)
            cx2 = (cx2 * b + x1 * l232a - x * l122a) / m
            cy2 = (cy2 * b + y1 * l232a - y * l122a) / m
        }
        bezierCurveTo(cx1, cy1, cx2, cy2, x2, y2)
    }
}
