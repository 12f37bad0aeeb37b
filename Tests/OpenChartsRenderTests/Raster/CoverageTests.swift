import Foundation
import Testing
import OpenChartsCore
@testable import OpenChartsRender

@Suite("Raster coverage")
struct CoverageTests {
    @Test("a pixel-aligned rectangle covers its pixels fully and nothing else")
    func alignedRectangle() throws {
        let pixmap = try rasterize([blackFill(Path(CGRect(x: 2, y: 3, width: 5, height: 4)))], width: 10, height: 10)
        for y in 0..<10 {
            for x in 0..<10 {
                let inside = (2..<7).contains(x) && (3..<7).contains(y)
                #expect(pixmap.alpha(x, y) == (inside ? 255 : 0), "pixel \(x), \(y)")
            }
        }
    }

    @Test("a rectangle starting at x = 0.5 covers half of its first column")
    func halfPixelEdge() throws {
        let pixmap = try rasterize([blackFill(Path(CGRect(x: 0.5, y: 0, width: 4.5, height: 2)))], width: 8, height: 2)
        #expect(pixmap.alphaRow(0) == [128, 255, 255, 255, 255, 0, 0, 0])
        #expect(pixmap.alphaRow(1) == [128, 255, 255, 255, 255, 0, 0, 0])
    }

    @Test("a diagonal edge through pixel corners covers those pixels by half")
    func diagonal() throws {
        let triangle = polyline([(0, 0), (8, 0), (0, 8)], closed: true)
        let pixmap = try rasterize([blackFill(triangle)], width: 8, height: 8)
        for y in 0..<8 {
            for x in 0..<8 {
                let expected: UInt8 = x + y < 7 ? 255 : x + y == 7 ? 128 : 0
                #expect(pixmap.alpha(x, y) == expected, "pixel \(x), \(y)")
            }
        }
    }

    @Test("a shape running off the canvas on every side fills the canvas exactly")
    func offCanvas() throws {
        let pixmap = try rasterize([blackFill(Path(CGRect(x: -5, y: -7, width: 30, height: 40)))], width: 6, height: 4)
        #expect(pixmap.data.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 })
    }

    @Test("a shape left of the canvas still winds the rows it crosses: a triangle's right part is drawn")
    func leftClipKeepsWinding() throws {
        let triangle = polyline([(-10, 0), (4, 0), (4, 4), (-10, 4)], closed: true)
        let pixmap = try rasterize([blackFill(triangle)], width: 6, height: 4)
        #expect(pixmap.alphaRow(2) == [255, 255, 255, 255, 0, 0])
    }

    /// A five-pointed star drawn in one stroke: its centre pentagon winds twice.
    static let star: Path = {
        let points = (0..<5).map { i -> (CGFloat, CGFloat) in
            let angle = -Double.pi / 2 + Double(i * 2) * 2 * .pi / 5
            return (20 + 18 * cos(angle), 20 + 18 * sin(angle))
        }
        return polyline(points, closed: true)
    }()

    @Test("non-zero fills a self-overlapping star's centre; even-odd leaves it empty")
    func starRules() throws {
        let nonZero = try rasterize([blackFill(CoverageTests.star, rule: .nonZero)], width: 40, height: 40)
        let evenOdd = try rasterize([blackFill(CoverageTests.star, rule: .evenOdd)], width: 40, height: 40)
        #expect(nonZero.alpha(20, 20) == 255)
        #expect(evenOdd.alpha(20, 20) == 0)
        // The top point is inside once: both rules fill it.
        #expect(nonZero.alpha(19, 6) == 255)
        #expect(evenOdd.alpha(19, 6) == 255)
    }

    @Test("two nested squares drawn the same way: non-zero fills the inner one, even-odd makes it a hole")
    func nestedSquares() throws {
        var path = Path(CGRect(x: 1, y: 1, width: 10, height: 10))
        path.addRect(CGRect(x: 4, y: 4, width: 4, height: 4))
        let nonZero = try rasterize([blackFill(path, rule: .nonZero)], width: 12, height: 12)
        let evenOdd = try rasterize([blackFill(path, rule: .evenOdd)], width: 12, height: 12)
        #expect(nonZero.alphaRow(5) == [0] + [UInt8](repeating: 255, count: 10) + [0])
        #expect(evenOdd.alphaRow(5) == [0, 255, 255, 255, 0, 0, 0, 0, 255, 255, 255, 0])
    }

    @Test("opposite windings cancel under non-zero: a square drawn back over itself is empty")
    func oppositeWindingsCancel() throws {
        var path = Path(CGRect(x: 1, y: 1, width: 6, height: 6))
        path.addLines([CGPoint(x: 1, y: 1), CGPoint(x: 1, y: 7), CGPoint(x: 7, y: 7), CGPoint(x: 7, y: 1)])
        path.closeSubpath()
        let pixmap = try rasterize([blackFill(path)], width: 8, height: 8)
        #expect(pixmap.data.allSatisfy { $0 == 0 })
    }

    @Test("a circle covers its area to within 0.015 pixel per pixel of perimeter (flattening cuts chords)")
    func circleArea() throws {
        let pixmap = try rasterize([blackFill(Path(ellipseIn: CGRect(x: 5.3, y: 4.7, width: 40, height: 40)))],
                                   width: 50, height: 50)
        #expect(abs(pixmap.coveredArea - Double.pi * 400) < 0.015 * 2 * Double.pi * 20)
    }
}
