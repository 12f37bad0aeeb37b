import Foundation
import OpenChartsViews

/// M4 decimation (Jugel et al., "M4: A Visualization-Oriented Time Series Data
/// Aggregation", VLDB 2014): per pixel column, keep the first, last, lowest and highest
/// point, in their original order. A line through the kept points is drawn with the same
/// pixels as one through all of them, so the output stays bounded by the plot's width.
///
/// Returns nil (draw everything) unless x never decreases and there are more than four
/// points per column. Non-finite points are kept, so that gaps stay gaps.
/// - Complexity: O(n).
func m4Decimate(_ points: [CGPoint], columnWidth: CGFloat = 1) -> [CGPoint]? {
    guard points.count > 8, columnWidth > 0 else { return nil }
    var previousX = -CGFloat.infinity
    var columns = Set<Int>()
    for p in points where p.isFinite {
        if p.x < previousX { return nil }
        previousX = p.x
        columns.insert(Int((p.x / columnWidth).rounded(.down)))
    }
    guard points.count > 4 * max(1, columns.count) else { return nil }
    var result: [CGPoint] = []
    result.reserveCapacity(columns.count * 4 + 8)
    var i = 0
    while i < points.count {
        let p = points[i]
        guard p.isFinite else {
            result.append(p)
            i += 1
            continue
        }
        let column = Int((p.x / columnWidth).rounded(.down))
        var j = i
        var lowest = i, highest = i
        while j < points.count, points[j].isFinite, Int((points[j].x / columnWidth).rounded(.down)) == column {
            if points[j].y < points[lowest].y { lowest = j }
            if points[j].y > points[highest].y { highest = j }
            j += 1
        }
        for k in Set([i, lowest, highest, j - 1]).sorted() { result.append(points[k]) }
        i = j
    }
    return result
}
