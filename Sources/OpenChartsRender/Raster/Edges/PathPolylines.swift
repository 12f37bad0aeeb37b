import Foundation
import OpenChartsCore

extension Path {
    /// Calls `body` with each subpath as a polyline mapped by `transform`, curves
    /// flattened to `tolerance`.
    ///
    /// A path of straight lines drawn untransformed — a long data series — is passed as
    /// slices of its own points, without copying them.
    /// - Complexity: O(n) in the points (plus the segments curves become).
    func forEachPolyline(tolerance: CGFloat, transform: CGAffineTransform,
                         _ body: (_ points: ArraySlice<CGPoint>, _ isClosed: Bool) -> Void) {
        let hasCurves = verbs.contains { $0 == .quadCurve || $0 == .curve }
        guard !hasCurves, transform.isIdentity else {
            for polyline in flattened(tolerance: tolerance, transform: transform) {
                body(polyline.points[...], polyline.isClosed)
            }
            return
        }
        var start = 0, index = 0
        for verb in verbs {
            switch verb {
            case .move:
                if index > start { body(points[start..<index], false) }
                start = index
            case .close:
                if index > start { body(points[start..<index], true) }
                start = index
            case .line, .quadCurve, .curve:
                break
            }
            index += verb.pointCount
        }
        if index > start { body(points[start..<index], false) }
    }
}
