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

    /// The area between `top` and `bottom` (in the same x order), as d3's
    /// `area().curve(…)`: the top forward, the bottom backward, closed; non-finite points
    /// break the area into pieces. `rowsPaired`: the edges hold a point a row, and a row
    /// missing on either side is a gap in both; otherwise (edges reduced with M4 on their
    /// own, of other lengths) the k-th run of each edge's finite points is closed with the
    /// other's k-th, their gaps being at the same rows.
    /// - Complexity: O(n) in the number of points.
    func areaPath(top: [CGPoint], bottom: [CGPoint], rowsPaired: Bool = true) -> Path {
        Self.areaPath(makeCurve(), top: top, bottom: bottom, rowsPaired: rowsPaired)
    }

    private static func areaPath<C: Curve>(_ curve: C, top: [CGPoint], bottom: [CGPoint], rowsPaired: Bool) -> Path {
        var curve = curve
        let runs: [(top: Range<Int>, bottom: Range<Int>)]
        if rowsPaired {
            let n = min(top.count, bottom.count)
            runs = finiteRuns(n) { top[$0].isFinite && bottom[$0].isFinite }.map { ($0, $0) }
        } else {
            runs = Array(zip(finiteRuns(top.count) { top[$0].isFinite }, finiteRuns(bottom.count) { bottom[$0].isFinite }))
        }
        for (t, b) in runs where !t.isEmpty && !b.isEmpty {
            curve.areaStart()
            curve.lineStart()
            for j in t { curve.point(Double(top[j].x), Double(top[j].y)) }
            curve.lineEnd()
            curve.lineStart()
            for j in b.reversed() { curve.point(Double(bottom[j].x), Double(bottom[j].y)) }
            curve.lineEnd()
            curve.areaEnd()
        }
        return curve.path
    }

    /// The ranges of `0..<count` between the rows that are not `isFinite` (empty ones too,
    /// so that two edges' runs pair up by order).
    private static func finiteRuns(_ count: Int, _ isFinite: (Int) -> Bool) -> [Range<Int>] {
        var runs: [Range<Int>] = [], start = 0
        for i in 0..<count where !isFinite(i) {
            runs.append(start..<i)
            start = i + 1
        }
        runs.append(start..<count)
        return runs
    }
}
