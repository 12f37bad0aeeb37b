import Foundation
import OpenChartsCore
import OpenChartsViews

/// d3-shape's `curveStep` family: `t` 0 is `curveStepBefore` (`.stepStart`), 0.5 is
/// `curveStep` (`.stepCenter`), 1 is `curveStepAfter` (`.stepEnd`).
struct CurveStep: Curve {
    var path = Path()
    var line = Double.nan
    var t: Double
    private var pointIndex = 0
    private var x0 = Double.nan
    private var y0 = Double.nan

    init(t: Double) { self.t = t }

    mutating func lineStart() {
        x0 = .nan
        y0 = .nan
        pointIndex = 0
    }

    mutating func lineEnd() {
        if 0 < t && t < 1 && pointIndex == 2 { lineTo(x0, y0) }
        closeIfNeeded(pointCount: pointIndex)
        // d3: the reversed second line of an area steps the other way.
        if line >= 0 {
            t = 1 - t
            line = 1 - line
        }
    }

    mutating func point(_ x: Double, _ y: Double) {
        switch pointIndex {
        case 0:
            pointIndex = 1
            begin(x, y)
        default:
            if pointIndex == 1 { pointIndex = 2 }
            if t <= 0 {
                lineTo(x0, y)
                lineTo(x, y)
            } else {
                let x1 = x0 * (1 - t) + x * t
                lineTo(x1, y0)
                lineTo(x1, y)
            }
        }
        x0 = x
        y0 = y
    }
}
