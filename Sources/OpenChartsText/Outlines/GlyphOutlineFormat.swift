import Foundation
import OpenChartsCore

/// A source of glyph outlines: TrueType `glyf` quadratic contours, or CFF Type 2
/// charstrings. A face holds one; the rest of the text module only asks for paths.
protocol GlyphOutlineFormat: Sendable {
    /// The outline of `glyph` in font units, y up, as stored.
    func outline(_ glyph: UInt32) throws -> Path
}

/// One point of a TrueType contour, as stored: on the curve, or a quadratic control point.
struct OutlinePoint: Sendable, Equatable {
    var x: Double
    var y: Double
    var onCurve: Bool
}

/// The contours of a glyph before they become a `Path`: what FreeType's unscaled load
/// gives, which `check_glyph_outlines.py` compares point for point.
struct GlyphContours: Sendable, Equatable {
    var contours: [[OutlinePoint]] = []

    var pointCount: Int { contours.reduce(0) { $0 + $1.count } }

    /// The contours as a path: two off-curve points in a row imply an on-curve point
    /// midway between them; a contour with no on-curve point starts at such a midpoint.
    var path: Path {
        var path = Path()
        for contour in contours where !contour.isEmpty {
            let n = contour.count
            func point(_ p: OutlinePoint) -> CGPoint { CGPoint(x: p.x, y: p.y) }
            func mid(_ a: OutlinePoint, _ b: OutlinePoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
            // Start on an on-curve point: the first, else the last, else an implied one.
            let start: CGPoint
            let rest: ArraySlice<OutlinePoint>
            if contour[0].onCurve {
                (start, rest) = (point(contour[0]), contour[1...])
            } else if contour[n - 1].onCurve {
                (start, rest) = (point(contour[n - 1]), contour[0..<(n - 1)])
            } else {
                (start, rest) = (mid(contour[n - 1], contour[0]), contour[0...])
            }
            path.move(to: start)
            var control: CGPoint?
            for p in rest {
                if p.onCurve {
                    if let c = control { path.addQuadCurve(to: point(p), control: c) } else { path.addLine(to: point(p)) }
                    control = nil
                } else {
                    if let c = control { path.addQuadCurve(to: CGPoint(x: (c.x + p.x) / 2, y: (c.y + p.y) / 2), control: c) }
                    control = point(p)
                }
            }
            if let c = control { path.addQuadCurve(to: start, control: c) }
            path.closeSubpath()
        }
        return path
    }
}
