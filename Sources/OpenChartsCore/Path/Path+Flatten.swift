import Foundation

/// A path reduced to straight segments: one polyline per subpath.
public struct Polyline: Hashable, Sendable {
    public var points: [CGPoint]
    /// Whether the subpath was closed with `closeSubpath`.
    public var isClosed: Bool

    public init(points: [CGPoint], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}

extension Path {
    /// The most segments one curve may become: bounds the work a hostile or
    /// non-finite curve can cause.
    static let maximumSegmentsPerCurve = 4096

    /// The path as polylines whose distance from the true curves is at most `tolerance`.
    ///
    /// Curves are subdivided uniformly in their parameter, with the segment count from
    /// Wang's formula (the second differences of the control points bound the error).
    /// Points are transformed by `transform` first, so the tolerance is in output units.
    /// - Complexity: O(n + s), n verbs and s output segments.
    public func flattened(tolerance: CGFloat = 0.25, transform: CGAffineTransform = .identity) -> [Polyline] {
        var result: [Polyline] = []
        var buffer: [CGPoint] = []
        forEachFlattenedSubpath(tolerance: tolerance, transform: transform, buffer: &buffer) { points, closed in
            result.append(Polyline(points: Array(points), isClosed: closed))
        }
        return result
    }

    /// Calls `body` with each subpath as ``flattened(tolerance:transform:)`` makes it —
    /// the same points, in order — and whether it was closed, building the points in
    /// `buffer` (emptied first, its storage kept) instead of allocating an array per
    /// subpath: how a renderer flattens thousands of small shapes with one buffer.
    /// The slice passed to `body` is only valid during the call.
    /// - Complexity: O(n + s), n verbs and s output segments.
    public func forEachFlattenedSubpath(tolerance: CGFloat, transform: CGAffineTransform, buffer: inout [CGPoint],
                                        _ body: (_ points: ArraySlice<CGPoint>, _ isClosed: Bool) -> Void) {
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.25
        buffer.removeAll(keepingCapacity: true)
        // The buffer holds the current subpath.
        var index = 0
        func finish(closed: Bool) {
            if !buffer.isEmpty { body(buffer[...], closed) }
            buffer.removeAll(keepingCapacity: true)
        }
        for verb in verbs {
            // Up to three points per verb, transformed without allocating.
            func p(_ i: Int) -> CGPoint { points[index + i].applying(transform) }
            switch verb {
            case .move:
                finish(closed: false)
                buffer.append(p(0))
            case .line:
                buffer.append(p(0))
            case .quadCurve:
                let (c, e) = (p(0), p(1))
                let p0 = buffer.last ?? c
                let dd = (p0 - c * 2 + e).length
                let n = Path.segmentCount(sqrt(dd / (4 * tol)))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), mt = 1 - t
                    buffer.append(CGPoint(x: mt * mt * p0.x + 2 * mt * t * c.x + t * t * e.x,
                                          y: mt * mt * p0.y + 2 * mt * t * c.y + t * t * e.y))
                }
            case .curve:
                let (c1, c2, e) = (p(0), p(1), p(2))
                let p0 = buffer.last ?? c1
                let dd = max((p0 - c1 * 2 + c2).length, (c1 - c2 * 2 + e).length)
                let n = Path.segmentCount(sqrt(3 * dd / (4 * tol)))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), mt = 1 - t
                    let (a, b, c, d) = (mt * mt * mt, 3 * mt * mt * t, 3 * mt * t * t, t * t * t)
                    buffer.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * e.x,
                                          y: a * p0.y + b * c1.y + c * c2.y + d * e.y))
                }
            case .close:
                finish(closed: true)
            }
            index += verb.pointCount
        }
        finish(closed: false)
    }

    /// A segment count for a curve: at least 1, at most ``maximumSegmentsPerCurve``,
    /// and 1 for a non-finite estimate (the curve is then drawn as its chord).
    static func segmentCount(_ estimate: CGFloat) -> Int {
        guard estimate.isFinite else { return 1 }
        return Int(min(max(estimate.rounded(.up), 1), CGFloat(maximumSegmentsPerCurve)))
    }

    /// The smallest rectangle containing every point of the path, curves included
    /// (their extrema, not their control points), as `Path.boundingRect`.
    /// `.null` for an empty path.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        var index = 0
        var last = CGPoint.zero
        for verb in verbs {
            switch verb {
            case .move, .line:
                include(points[index]); last = points[index]
            case .quadCurve:
                let (c, e) = (points[index], points[index + 1])
                include(e)
                for t in Path.quadExtrema(last.x, c.x, e.x) + Path.quadExtrema(last.y, c.y, e.y) {
                    let mt = 1 - t
                    include(CGPoint(x: mt * mt * last.x + 2 * mt * t * c.x + t * t * e.x,
                                    y: mt * mt * last.y + 2 * mt * t * c.y + t * t * e.y))
                }
                last = e
            case .curve:
                let (c1, c2, e) = (points[index], points[index + 1], points[index + 2])
                include(e)
                for t in Path.cubicExtrema(last.x, c1.x, c2.x, e.x) + Path.cubicExtrema(last.y, c1.y, c2.y, e.y) {
                    let mt = 1 - t
                    let (a, b, c, d) = (mt * mt * mt, 3 * mt * mt * t, 3 * mt * t * t, t * t * t)
                    include(CGPoint(x: a * last.x + b * c1.x + c * c2.x + d * e.x,
                                    y: a * last.y + b * c1.y + c * c2.y + d * e.y))
                }
                last = e
            case .close:
                break
            }
            index += verb.pointCount
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Parameters in (0, 1) where a quadratic's coordinate has an extremum.
    static func quadExtrema(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic's coordinate has an extremum.
    static func cubicExtrema(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
        // Derivative / 3 = a t² + b t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots = [-c / b] }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let s = discriminant.squareRoot()
                roots = [(-b + s) / (2 * a), (-b - s) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
