import Foundation
import Testing
@testable import OpenChartsCore

/// Whether two points agree to within `tolerance` in both coordinates.
func close(_ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
    guard let a else { return false }
    return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Suite("Path")
struct PathTests {
    @Test("paths are equal, and hash alike, when their elements are; a verb or a point apart tells them apart")
    func equalityByElements() {
        func triangle(_ third: CGPoint = CGPoint(x: 0, y: 4)) -> Path {
            var path = Path()
            path.move(to: .zero)
            path.addLine(to: CGPoint(x: 4, y: 0))
            path.addLine(to: third)
            path.closeSubpath()
            return path
        }
        let a = triangle(), b = triangle()
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(a != triangle(CGPoint(x: 0, y: 4.5)))
        // The same points with a verb apart: a move where the line was.
        var moved = Path()
        moved.move(to: .zero)
        moved.addLine(to: CGPoint(x: 4, y: 0))
        moved.move(to: CGPoint(x: 0, y: 4))
        moved.closeSubpath()
        #expect(moved.points == a.points && moved != a)
        #expect(Set([a, b, moved]).count == 2)
        // A moved copy is another path; moved back, the same one.
        #expect(a.offsetBy(dx: 1, dy: 0) != a && a.offsetBy(dx: 1, dy: 0).offsetBy(dx: -1, dy: 0) == a)
    }

    @Test("a segment path is the path move then addLine make: same verbs, points, current point, and what is added after")
    func segment() {
        let a = CGPoint(x: 1.5, y: -2), b = CGPoint(x: 30, y: 4.25)
        var built = Path()
        built.move(to: a)
        built.addLine(to: b)
        var segment = Path(segmentFrom: a, to: b)
        #expect(segment == built)
        #expect(segment.verbs == built.verbs && segment.points == built.points)
        #expect(segment.currentPoint == b)
        // Added to, each path grows on its own: the shared verbs are copied, not changed.
        let other = Path(segmentFrom: b, to: a)
        built.addLine(to: .zero)
        built.closeSubpath()
        built.addLine(to: b)
        segment.addLine(to: .zero)
        segment.closeSubpath()
        segment.addLine(to: b)
        #expect(segment.elements == built.elements)
        #expect(other.verbs == [.move, .line] && other.points == [b, a])
    }

    @Test("move, line and close give the elements in order, and the current point returns to the start")
    func elementsInOrder() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.closeSubpath()
        #expect(path.elements == [.move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 3, y: 4)), .closeSubpath])
        #expect(path.currentPoint == CGPoint(x: 1, y: 2))
    }

    @Test("a line after a close starts a new subpath where the closed one started")
    func lineAfterClose() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.closeSubpath()
        path.addLine(to: CGPoint(x: 9, y: 9))
        #expect(path.elements.suffix(2) == [.move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 9, y: 9))])
    }

    @Test("a line with no current point starts a subpath at its end point")
    func lineWithoutMove() {
        var path = Path()
        path.addLine(to: CGPoint(x: 2, y: 3))
        #expect(path.elements == [.move(to: CGPoint(x: 2, y: 3)), .line(to: CGPoint(x: 2, y: 3))])
    }

    @Test("addRect goes clockwise on screen from the minimum corner and closes")
    func rectangle() {
        let path = Path(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(path.elements == [
            .move(to: CGPoint(x: 10, y: 20)), .line(to: CGPoint(x: 40, y: 20)),
            .line(to: CGPoint(x: 40, y: 60)), .line(to: CGPoint(x: 10, y: 60)), .closeSubpath,
        ])
        #expect(path.boundingRect == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("an arc with clockwise false grows the angle: from 12 o'clock it reaches 3 o'clock first (clockwise on screen)")
    func arcCounterclockwiseFlagIsClockwiseOnScreen() {
        var path = Path()
        let center = CGPoint(x: 100, y: 100)
        path.addArc(center: center, radius: 50, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        #expect(close(path.elements.first.flatMap(Self.point), CGPoint(x: 100, y: 50)))
        #expect(close(path.currentPoint, CGPoint(x: 150, y: 100)))
        // A quarter turn is one cubic; its midpoint lies on the circle at -45°.
        let bounds = path.boundingRect
        #expect(abs(bounds.minX - 100) < 1e-9 && abs(bounds.maxY - 100) < 1e-9)
        #expect(abs(bounds.maxX - 150) < 1e-9 && abs(bounds.minY - 50) < 1e-9)
    }

    @Test("an arc with clockwise true shrinks the angle and takes the long way round for -90° → 0°")
    func arcClockwiseFlag() {
        var path = Path()
        path.addArc(center: .zero, radius: 10, startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: true)
        // Three quarters of a circle: the bounds reach the left and bottom edges.
        let bounds = path.boundingRect
        #expect(abs(bounds.minX + 10) < 1e-9)
        #expect(abs(bounds.maxY - 10) < 1e-9)
        #expect(path.elements.filter { if case .curve = $0 { true } else { false } }.count == 3)
    }

    @Test("arc points stay on the circle within 0.03 % of the radius (cubic approximation error)")
    func arcAccuracy() {
        var path = Path()
        path.addArc(center: CGPoint(x: 5, y: 5), radius: 100, startAngle: .zero, endAngle: .degrees(359), clockwise: false)
        for polyline in path.flattened(tolerance: 0.001) {
            for point in polyline.points {
                let r = hypot(point.x - 5, point.y - 5)
                #expect(abs(r - 100) < 0.03)
            }
        }
    }

    @Test("a pie slice: move to centre, line to the start, arc, close")
    func pieSlice() {
        var path = Path()
        let center = CGPoint(x: 150, y: 150)
        path.move(to: center)
        path.addLine(to: CGPoint(x: 150, y: 50))
        path.addArc(center: center, radius: 100, startAngle: .degrees(-90), endAngle: .degrees(30), clockwise: false)
        path.closeSubpath()
        let elements = path.elements
        // The arc starts where the line ended, so no extra line is added.
        #expect(elements.count == 5)
        #expect(close(path.elements[3].endPoint, CGPoint(x: 150 + 100 * cos(CGFloat.pi / 6), y: 150 + 100 * sin(CGFloat.pi / 6))))
    }

    @Test("a sweep of more than a full turn draws one full circle")
    func arcOverFullTurn() {
        var path = Path()
        path.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(1000), clockwise: false)
        #expect(path.elements.count == 5)
    }

    @Test("a non-finite arc adds nothing")
    func arcNonFinite() {
        var path = Path()
        path.addArc(center: .zero, radius: .nan, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addArc(center: .zero, radius: 1, startAngle: .radians(.infinity), endAngle: .degrees(90), clockwise: false)
        #expect(path.isEmpty)
    }

    @Test("a rounded rectangle clamps its corner radius to half the shorter side")
    func roundedRectangleClamp() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 50)
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(close(path.elements.first.flatMap(Self.point), CGPoint(x: 5, y: 0)))
    }

    @Test("an ellipse's bounds are its rectangle")
    func ellipseBounds() {
        let bounds = Path(ellipseIn: CGRect(x: -3, y: 2, width: 8, height: 4)).boundingRect
        #expect(abs(bounds.minX + 3) < 1e-9 && abs(bounds.maxX - 5) < 1e-9)
        #expect(abs(bounds.minY - 2) < 1e-9 && abs(bounds.maxY - 6) < 1e-9)
    }

    @Test("bounds of a curve use its extrema, not its control points")
    func curveBounds() {
        var path = Path()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        // The peak of the parabola is at t = 0.5: y = 5.
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 5))
    }

    @Test("the empty path has null bounds")
    func emptyBounds() {
        #expect(Path().boundingRect.isNull)
    }

    @Test("flattening keeps every point within the tolerance of the true curve")
    func flattenTolerance() {
        var path = Path()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        for tolerance in [1.0, 0.25, 0.01] as [CGFloat] {
            let points = path.flattened(tolerance: tolerance)[0].points
            // Compare each chord's midpoint with the curve at the matching parameter.
            let n = points.count - 1
            for i in 0..<n {
                let t = (CGFloat(i) + 0.5) / CGFloat(n), mt = 1 - t
                let y = 3 * mt * mt * t * 100 + 3 * mt * t * t * 100
                let x = 3 * mt * t * t * 100 + t * t * t * 100
                let mid = points[i].lerp(points[i + 1], 0.5)
                #expect(hypot(mid.x - x, mid.y - y) <= tolerance)
            }
        }
    }

    @Test("flattening reports each subpath and whether it was closed")
    func flattenSubpaths() {
        var path = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
        path.move(to: CGPoint(x: 5, y: 5))
        path.addLine(to: CGPoint(x: 6, y: 6))
        let polylines = path.flattened()
        #expect(polylines.map(\.isClosed) == [true, false])
        #expect(polylines[1].points == [CGPoint(x: 5, y: 5), CGPoint(x: 6, y: 6)])
    }

    @Test("flattening into a reused buffer reports each subpath's points and closure, whatever the buffer held before")
    func flattenIntoBuffer() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 8))
        path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 12, y: 6), control2: CGPoint(x: 4, y: 12))
        path.closeSubpath()
        path.move(to: CGPoint(x: 20, y: 20))
        path.addLine(to: CGPoint(x: 30, y: 20))
        let transform = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: -1)
        var buffer = [CGPoint](repeating: CGPoint(x: 99, y: 99), count: 500)
        for _ in 0..<2 {
            var subpaths: [Polyline] = []
            path.forEachFlattenedSubpath(tolerance: 0.05, transform: transform, buffer: &buffer) { points, closed in
                subpaths.append(Polyline(points: Array(points), isClosed: closed))
            }
            #expect(subpaths.map(\.isClosed) == [true, false])
            #expect(subpaths.count == 2 && subpaths[0].points.first == CGPoint(x: 2, y: -3)
                && subpaths[0].points.last == CGPoint(x: 2, y: 27))
            #expect(subpaths.count == 2 && subpaths[1].points == [CGPoint(x: 42, y: 57), CGPoint(x: 62, y: 57)])
            // Every point of the curves lies on the transformed curves' hull, none is left over.
            #expect(subpaths.first?.points.allSatisfy { $0.x >= 2 && $0.x <= 26 && $0.y >= -3 && $0.y <= 33 } == true)
            #expect(subpaths == path.flattened(tolerance: 0.05, transform: transform))
        }
    }

    @Test("a curve with NaN or huge control points flattens to a bounded number of points")
    func flattenHostile() {
        var path = Path()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: CGFloat.nan, y: 0), control2: CGPoint(x: 1e300, y: 1e300))
        let count = path.flattened(tolerance: 1e-9).reduce(0) { $0 + $1.points.count }
        #expect(count <= Path.maximumSegmentsPerCurve + 1)
    }

    @Test("applying a transform moves every point; paths compare by their elements")
    func transform() {
        let path = Path(CGRect(x: 0, y: 0, width: 2, height: 2))
        let moved = path.applying(CGAffineTransform(translationX: 3, y: 4).scaledBy(x: 2, y: 2))
        #expect(moved.boundingRect == CGRect(x: 3, y: 4, width: 4, height: 4))
        #expect(path.offsetBy(dx: 1, dy: 1) == Path(CGRect(x: 1, y: 1, width: 2, height: 2)))
    }

    @Test("addArc(tangent1End:tangent2End:radius:) rounds a right-angle corner")
    func tangentArc() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        #expect(close(path.elements[1].endPoint, CGPoint(x: 8, y: 0)))
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 2), 1e-9))
    }

    static func point(_ element: Path.Element) -> CGPoint? { element.endPoint }
}

extension Path.Element {
    var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
        case .closeSubpath: nil
        }
    }
}
