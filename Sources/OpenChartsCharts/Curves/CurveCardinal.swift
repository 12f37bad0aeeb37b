import Foundation
import OpenChartsCore
import OpenChartsViews

/// d3-shape's `curveCardinal.tension(tension)`: a cubic cardinal spline; tension 0 is a
/// Catmull–Rom spline with uniform parameters, 1 draws straight lines.
struct CurveCardinal: Curve {
    var path = Path()
    var line = Double.nan
    private let k: Double
    private var pointIndex = 0
    private var x0 = Double.nan, x1 = Double.nan, x2 = Double.nan
    private var y0 = Double.nan, y1 = Double.nan, y2 = Double.nan

    init(tension: Double) { k = (1 - tension) / 6 }

    mutating func lineStart() {
        x0 = .nan; x1 = .nan; x2 = .nan
        y0 = .nan; y1 = .nan; y2 = .nan
        pointIndex = 0
    }

    mutating func lineEnd() {
        switch pointIndex {
        case 2: lineTo(x2, y2)
        case 3: segment(x1, y1)
        default: break
        }
        closeIfNeeded(pointCount: pointIndex)
        line = 1 - line
    }

    mutating func point(_ x: Double, _ y: Double) {
        switch pointIndex {
        case 0:
            pointIndex = 1
            begin(x, y)
        case 1:
            pointIndex = 2
            x1 = x
            y1 = y
        case 2:
            pointIndex = 3
            segment(x, y)
        default:
            segment(x, y)
        }
        x0 = x1; x1 = x2; x2 = x
        y0 = y1; y1 = y2; y2 = y
    }

    /// d3's `point(that, x, y)`: the segment from (x1, y1) to (x2, y2).
    private mutating func segment(_ x: Double, _ y: Double) {
        bezierCurveTo(x1 + k * (x2 - x0), y1 + k * (y2 - y0),
                      x2 + k * (x1 - x), y2 + k * (y1 - y),
                      x2, y2)
    }
}
