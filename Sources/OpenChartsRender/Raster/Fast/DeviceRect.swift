import Foundation
import OpenChartsCore

/// A rectangle in device pixels with its sides along the axes: what a bar, a heat-map
/// cell, a rule or a grid line draws, painted without edges or scan conversion
/// (``ScenePainter/fillRect(_:color:clip:into:)``).
struct DeviceRect: Equatable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    /// Whether `transform` keeps horizontal and vertical lines so (no rotation or skew)
    /// and is finite.
    static func keepsAxes(_ t: CGAffineTransform) -> Bool {
        t.b == 0 && t.c == 0 && t.a.isFinite && t.d.isFinite && t.tx.isFinite && t.ty.isFinite
    }

    /// The rectangle `path` outlines under `transform`, when it outlines one: a single
    /// subpath of four corners (a fifth repeating the first allowed, closed or not)
    /// joined by horizontal and vertical sides, and a transform that ``keepsAxes(_:)``.
    /// `nil` otherwise, and when a corner is not finite (the scan converter then drops it).
    init?(filling path: Path, transform t: CGAffineTransform) {
        guard let rect = DeviceRect.outlined(by: path, transform: t) else { return nil }
        self = rect
    }

    private static func outlined(by path: Path, transform t: CGAffineTransform) -> DeviceRect? {
        let verbs = path.verbs, points = path.points
        guard verbs.count >= 4, verbs.count <= 6, points.count == verbs.count - (verbs.last == .close ? 1 : 0),
              verbs[0] == .move, verbs[1] == .line, verbs[2] == .line, verbs[3] == .line, keepsAxes(t) else { return nil }
        if verbs.count == 5 {
            guard verbs[4] == .close || (verbs[4] == .line && points[4] == points[0]) else { return nil }
        } else if verbs.count == 6 {
            guard verbs[4] == .line, verbs[5] == .close, points[4] == points[0] else { return nil }
        }
        let p0 = points[0], p1 = points[1], p2 = points[2], p3 = points[3]
        let turnsAtX = p0.y == p1.y && p1.x == p2.x && p2.y == p3.y && p3.x == p0.x
        let turnsAtY = p0.x == p1.x && p1.y == p2.y && p2.x == p3.x && p3.y == p0.y
        guard turnsAtX || turnsAtY else { return nil }
        return DeviceRect(corner: p0, corner: p2, transform: t)
    }

    /// The rectangle between two opposite corners mapped by `t` (which ``keepsAxes(_:)``);
    /// `nil` when a coordinate is not finite.
    init?(corner a: CGPoint, corner b: CGPoint, transform t: CGAffineTransform) {
        let a = a.applying(t), b = b.applying(t)
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return nil }
        self.init(minX: min(a.x, b.x), minY: min(a.y, b.y), maxX: max(a.x, b.x), maxY: max(a.y, b.y))
    }

    /// The whole pixels the rectangle touches, as column and row ranges (unclamped,
    /// saturating far outside any canvas).
    var pixelBounds: (columns: Range<Int>, rows: Range<Int>) {
        func range(_ low: Double, _ high: Double) -> Range<Int> {
            let limit = 1e15
            let lower = Int(min(max(low, -limit), limit).rounded(.down))
            let upper = Int(min(max(high, -limit), limit).rounded(.up))
            return lower..<max(lower, upper)
        }
        return (range(minX, maxX), range(minY, maxY))
    }

    /// What ``stroking(_:style:geometry:transform:into:)`` asks of the path and style alone:
    /// whole segments (a move and a line each, up to ``maximumStrokeRects``), caps not round.
    static func mayStrokeAsRectangles(_ path: Path, style: StrokeStyle) -> Bool {
        let count = path.verbs.count
        return count >= 2 && count % 2 == 0 && count <= 2 * maximumStrokeRects && style.lineCap != .round
    }

    /// The rectangles a stroke of `path` covers when each of its subpaths is one
    /// horizontal or vertical segment (a move then a line; grid lines, rules, ticks) drawn
    /// with butt or square caps and no dashes, under a transform that keeps the axes and
    /// the pen round (`geometry` outlines in device space); `nil` for any other stroke,
    /// or when two of the rectangles touch one pixel (the stroke would cover the pixel
    /// once where two separate fills blend twice). Written to `rects`.
    static func stroking(_ path: Path, style: StrokeStyle, geometry: StrokeGeometry, transform t: CGAffineTransform,
                         into rects: inout [DeviceRect]) -> Bool {
        rects.removeAll(keepingCapacity: true)
        let verbs = path.verbs, points = path.points
        guard mayStrokeAsRectangles(path, style: style), geometry.dash.isEmpty, geometry.outlineTransform.isIdentity,
              geometry.pathTransform == t, keepsAxes(t) else { return false }
        let h = geometry.halfWidth
        let cap = style.lineCap == .square ? h : 0
        guard h.isFinite, h > 0 else { return false }
        for i in stride(from: 0, to: verbs.count, by: 2) {
            guard verbs[i] == .move, verbs[i + 1] == .line else { return false }
            let a = points[i].applying(t), b = points[i + 1].applying(t)
            guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, abs(a.x) < 1e12, abs(a.y) < 1e12,
                  abs(b.x) < 1e12, abs(b.y) < 1e12 else { return false }
            if a.y == b.y && a.x != b.x {
                rects.append(DeviceRect(minX: min(a.x, b.x) - cap, minY: a.y - h, maxX: max(a.x, b.x) + cap, maxY: a.y + h))
            } else if a.x == b.x && a.y != b.y {
                rects.append(DeviceRect(minX: a.x - h, minY: min(a.y, b.y) - cap, maxX: a.x + h, maxY: max(a.y, b.y) + cap))
            } else {
                return false
            }
        }
        // Pixel-disjoint rectangles blend the same one at a time as all at once.
        for i in rects.indices {
            let p = rects[i].pixelBounds
            for j in rects.indices where j > i {
                let q = rects[j].pixelBounds
                if p.columns.overlaps(q.columns) && p.rows.overlaps(q.rows) {
                    rects.removeAll(keepingCapacity: true)
                    return false
                }
            }
        }
        return true
    }

    /// Strokes of more segments than this take the general path (the overlap check is quadratic).
    static let maximumStrokeRects = 64
}
