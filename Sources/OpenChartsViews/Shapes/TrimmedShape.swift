import Foundation
import OpenChartsCore

/// A part of a shape's outline, as returned by `.trim(from:to:)`.
public struct _TrimmedShape<Content: Shape>: Shape {
    let shape: Content
    let from: CGFloat
    let to: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: from, to: to)
    }
}

extension Path {
    /// The part of the path between fractions `from` and `to` of its length, as SwiftUI's
    /// `trimmedPath(from:to:)`. Curves become lines (within 0.1 point), lengths run over
    /// all subpaths in order, and fractions are clamped to 0…1; `from >= to` or a NaN
    /// fraction gives an empty path.
    /// - Complexity: O(n) in the number of flattened segments.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard !from.isNaN, !to.isNaN else { return Path() }
        let start = min(max(from, 0), 1), end = min(max(to, 0), 1)
        guard start < end else { return Path() }
        let polylines = flattened(tolerance: 0.1).map { line in
            line.isClosed && line.points.count > 1 ? line.points + [line.points[0]] : line.points
        }
        func length(_ a: CGPoint, _ b: CGPoint) -> CGFloat { ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
        let total = polylines.reduce(0) { sum, points in
            sum + zip(points, points.dropFirst()).reduce(0) { $0 + length($1.0, $1.1) }
        }
        guard total > 0, total.isFinite else { return Path() }
        let (low, high) = (start * total, end * total)
        var result = Path()
        var travelled: CGFloat = 0
        for points in polylines {
            var penDown = false
            for (a, b) in zip(points, points.dropFirst()) {
                let segment = length(a, b)
                defer { travelled += segment }
                guard segment > 0, travelled + segment > low, travelled < high else { continue }
                func at(_ distance: CGFloat) -> CGPoint {
                    let t = min(max((distance - travelled) / segment, 0), 1)
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !penDown {
                    result.move(to: at(low))
                    penDown = true
                }
                result.addLine(to: at(high))
            }
        }
        return result
    }
}
