import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import Testing

/// A path as d3-path serializes it (numbers rounded to 6 decimals), to compare with
/// d3-shape 3.2.0's own test expectations.
func d3String(_ path: Path) -> String {
    func n(_ v: CGFloat) -> String {
        let r = (Double(v) * 1e6).rounded() / 1e6
        return r == r.rounded() ? String(Int(r)) : String(r)
    }
    var s = ""
    for element in path.elements {
        switch element {
        case let .move(p): s += "M\(n(p.x)),\(n(p.y))"
        case let .line(p): s += "L\(n(p.x)),\(n(p.y))"
        case let .quadCurve(p, c): s += "Q\(n(c.x)),\(n(c.y)),\(n(p.x)),\(n(p.y))"
        case let .curve(p, c1, c2): s += "C\(n(c1.x)),\(n(c1.y)),\(n(c2.x)),\(n(c2.y)),\(n(p.x)),\(n(p.y))"
        case .closeSubpath: s += "Z"
        }
    }
    return s
}

func points(_ pairs: [(CGFloat, CGFloat)]) -> [CGPoint] { pairs.map { CGPoint(x: $0.0, y: $0.1) } }

@Suite("Curves: d3-shape 3.2.0")
struct CurveTests {
    let zigzag = points([(0, 1), (1, 3), (2, 1), (3, 3)])

    @Test("linear joins the points with straight segments")
    func linear() {
        #expect(d3String(InterpolationMethod.linear.linePath(points([(0, 1), (2, 3), (4, 5)]))) == "M0,1L2,3L4,5")
    }

    @Test("a lone point is a move and a close, as d3 draws it")
    func lonePoint() {
        #expect(d3String(InterpolationMethod.linear.linePath(points([(1, 2)]))) == "M1,2Z")
    }

    @Test("stepCenter changes half-way between points (d3 curveStep)")
    func stepCenter() {
        #expect(d3String(InterpolationMethod.stepCenter.linePath(points([(0, 1), (2, 3), (4, 5)]))) == "M0,1L1,1L1,3L3,3L3,5L4,5")
    }

    @Test("stepStart changes at the start of each interval (d3 curveStepBefore)")
    func stepStart() {
        #expect(d3String(InterpolationMethod.stepStart.linePath(points([(0, 1), (2, 3), (4, 5)]))) == "M0,1L0,3L2,3L2,5L4,5")
    }

    @Test("stepEnd changes at the end of each interval (d3 curveStepAfter)")
    func stepEnd() {
        #expect(d3String(InterpolationMethod.stepEnd.linePath(points([(0, 1), (2, 3), (4, 5)]))) == "M0,1L2,1L2,3L4,3L4,5")
    }

    @Test("cardinal with tension 0 matches d3's curveCardinal")
    func cardinal() {
        #expect(d3String(InterpolationMethod.cardinal.linePath(zigzag))
            == "M0,1C0,1,0.666667,3,1,3C1.333333,3,1.666667,1,2,1C2.333333,1,3,3,3,3")
    }

    @Test("cardinal with tension 1 draws straight segments as cubic curves")
    func cardinalTensionOne() {
        #expect(d3String(InterpolationMethod.cardinal(tension: 1).linePath(zigzag))
            == "M0,1C0,1,1,3,1,3C1,3,2,1,2,1C2,1,3,3,3,3")
    }

    @Test("catmullRom over equal chords matches d3's curveCatmullRom")
    func catmullRom() {
        #expect(d3String(InterpolationMethod.catmullRom.linePath(zigzag))
            == "M0,1C0,1,0.666667,3,1,3C1.333333,3,1.666667,1,2,1C2.333333,1,3,3,3,3")
    }

    @Test("catmullRom with alpha 0 is the cardinal spline")
    func catmullRomAlphaZero() {
        let uneven = points([(0, 0), (1, 4), (5, 5), (6, 0)])
        #expect(d3String(InterpolationMethod.catmullRom(alpha: 0).linePath(uneven)) == d3String(InterpolationMethod.cardinal.linePath(uneven)))
    }

    @Test("monotone matches d3's curveMonotoneX and never overshoots")
    func monotone() {
        let data = points([(0, 0), (1, 1), (2, 1), (3, 0), (4, 0)])
        #expect(d3String(InterpolationMethod.monotone.linePath(data))
            == "M0,0C0.333333,0.5,0.666667,1,1,1C1.333333,1,1.666667,1,2,1C2.333333,1,2.666667,0,3,0C3.333333,0,3.666667,0,4,0")
    }

    @Test("two points make a straight line for every curve")
    func twoPoints() {
        for method in [InterpolationMethod.monotone, .cardinal, .catmullRom] {
            #expect(d3String(method.linePath(points([(0, 0), (1, 1)]))) == "M0,0L1,1")
        }
    }

    @Test("a non-finite point breaks the line into two pieces")
    func gap() {
        let data = [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 2, y: CGFloat.nan), CGPoint(x: 3, y: 3), CGPoint(x: 4, y: 4)]
        #expect(d3String(InterpolationMethod.linear.linePath(data)) == "M0,0L1,1M3,3L4,4")
    }

    @Test("an area runs along the top, back along the bottom and closes, as d3's area")
    func area() {
        let bottom = zigzag.map { CGPoint(x: $0.x, y: 0) }
        #expect(d3String(InterpolationMethod.linear.areaPath(top: zigzag, bottom: bottom)) == "M0,1L1,3L2,1L3,3L3,0L2,0L1,0L0,0Z")
        #expect(d3String(InterpolationMethod.cardinal.areaPath(top: zigzag, bottom: bottom))
            == "M0,1C0,1,0.666667,3,1,3C1.333333,3,1.666667,1,2,1C2.333333,1,3,3,3,3L3,0C3,0,2.333333,0,2,0C1.666667,0,1.333333,0,1,0C0.666667,0,0,0,0,0Z")
    }

    @Test("a step area steps the other way along its bottom, as d3's")
    func stepArea() {
        let top = points([(0, 1), (2, 3)])
        let bottom = points([(0, 0), (2, 0)])
        #expect(d3String(InterpolationMethod.stepEnd.areaPath(top: top, bottom: bottom)) == "M0,1L2,1L2,3L2,0L2,0L0,0Z")
    }
}
