import Foundation
import OpenChartsCore
import OpenChartsViews

/// d3-shape's `curveLinear`: straight segments.
struct CurveLinear: Curve {
    var path = Path()
    var line = Double.nan
    private var pointIndex = 0

    mutating func lineStart() { pointIndex = 0 }

    mutating func lineEnd() {
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
            lineTo(x, y)
        default:
            lineTo(x, y)
        }
    }
}
