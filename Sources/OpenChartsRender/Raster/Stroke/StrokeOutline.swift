import Foundation

/// Closed polygons, stored flat, that together cover a stroke when filled with the
/// non-zero rule.
struct StrokeOutline {
    /// Every contour's points, one after another.
    private(set) var points: [CGPoint] = []
    /// Where each contour ends in `points` (exclusive).
    private(set) var contourEnds: [Int] = []

    mutating func removeAll() {
        points.removeAll(keepingCapacity: true)
        contourEnds.removeAll(keepingCapacity: true)
    }

    mutating func reserveCapacity(_ count: Int) { points.reserveCapacity(count) }

    mutating func append(_ point: CGPoint) { points.append(point) }

    mutating func append(reversed other: [CGPoint]) {
        points.append(contentsOf: other.reversed())
    }

    /// Ends the contour being appended; an empty one is dropped.
    mutating func closeContour() {
        if points.count > (contourEnds.last ?? 0) { contourEnds.append(points.count) }
    }

    /// Calls `body` with each contour's points.
    func forEachContour(_ body: (ArraySlice<CGPoint>) -> Void) {
        var start = 0
        for end in contourEnds {
            body(points[start..<end])
            start = end
        }
    }
}
