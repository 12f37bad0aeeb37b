import Foundation
import OpenChartsCore
import OpenChartsViews

/// A d3-shape 3.2.0 curve: a state machine fed one line at a time (`lineStart`, `point`…,
/// `lineEnd`) that draws into a `Path`. Inside `areaStart`/`areaEnd` the second line
/// continues the first and closes the shape, as d3's area generator needs.
///
/// `line` mirrors d3's `_line`: NaN outside an area, 0 for an area's first line, 1 for its
/// second. JavaScript's truthiness of NaN (false) is spelled out where d3 relies on it.
protocol Curve {
    var path: Path { get set }
    var line: Double { get set }
    mutating func lineStart()
    mutating func lineEnd()
    mutating func point(_ x: Double, _ y: Double)
}

extension Curve {
    mutating func areaStart() { line = 0 }
    mutating func areaEnd() { line = .nan }

    /// `this._line` as a JavaScript condition.
    var lineIsTruthy: Bool { line != 0 && !line.isNaN }

    /// d3's closing test at `lineEnd`: the second line of an area, or a lone point.
    mutating func closeIfNeeded(pointCount: Int) {
        if lineIsTruthy || (line != 0 && pointCount == 1) { path.closeSubpath() }
    }

    /// Starts a line: lineTo when continuing an area, else moveTo.
    mutating func begin(_ x: Double, _ y: Double) {
        if lineIsTruthy { lineTo(x, y) } else { path.move(to: CGPoint(x: x, y: y)) }
    }

    mutating func lineTo(_ x: Double, _ y: Double) { path.addLine(to: CGPoint(x: x, y: y)) }

    mutating func bezierCurveTo(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x: Double, _ y: Double) {
        path.addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: x1, y: y1), control2: CGPoint(x: x2, y: y2))
    }
}

extension InterpolationMethod {
    /// A fresh curve for this method.
    func makeCurve() -> any Curve {
        switch self {
        case .linear: CurveLinear()
        case .monotone: CurveMonotoneX()
        case let .catmullRom(alpha):
            // d3: an alpha of zero is the cardinal spline of tension 0.
            alpha > 0 ? CurveCatmullRom(alpha: alpha) : CurveCardinal(tension: 0)
        case let .cardinal(tension): CurveCardinal(tension: tension)
        case .stepStart: CurveStep(t: 0)
        case .stepCenter: CurveStep(t: 0.5)
        case .stepEnd: CurveStep(t: 1)
        }
    }

    /// The line through `points`, as d3's `line().curve(…)`; a non-finite point breaks
    /// the line into separate pieces (d3's `defined`).
    /// - Complexity: O(n) in the number of points.
    func linePath(_ points: [CGPoint]) -> Path {
        // The curve's concrete type opened once: fed through `any Curve`, each point cost a
        // boxed existential's projection and uniqueness check (50 instructions; line_1e3's
        // thousand points 3.5 % of its SVG).
        Self.linePath(makeCurve(), points)
    }

    private static func linePath<C: Curve>(_ curve: C, _ points: [CGPoint]) -> Path {
        var curve = curve
        var inLine = false
        for p in points {
            if p.isFinite {
                if !inLine { curve.lineStart(); inLine = true }
                curve.point(Double(p.x), Double(p.y))
            } else if inLine {
                curve.lineEnd()
                inLine = false
            }
        }
        if inLine { curve.lineEnd() }
        return curve.path
    }

    /// The area between `top` and `bottom` (same count, same x order), as d3's
    /// `area().curve(…)`: the top forward, the bottom backward, closed. Non-finite pairs
    /// break the area into pieces.
    /// - Complexity: O(n) in the number of points.
    func areaPath(top: [CGPoint], bottom: [CGPoint]) -> Path {
        Self.areaPath(makeCurve(), top: top, bottom: bottom)
    }

    private static func areaPath<C: Curve>(_ curve: C, top: [CGPoint], bottom: [CGPoint]) -> Path {
        var curve = curve
        var start = 0
        let n = min(top.count, bottom.count)
        func flush(_ end: Int) {
            guard end > start else { return }
            curve.areaStart()
            curve.lineStart()
            for j in start..<end { curve.point(Double(top[j].x), Double(top[j].y)) }
            curve.lineEnd()
            curve.lineStart()
            for j in (start..<end).reversed() { curve.point(Double(bottom[j].x), Double(bottom[j].y)) }
            curve.lineEnd()
            curve.areaEnd()
        }
        for i in 0..<n where !(top[i].isFinite && bottom[i].isFinite) {
            flush(i)
            start = i + 1
        }
        flush(n)
        return curve.path
    }
}
