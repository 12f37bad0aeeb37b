import Foundation
import Testing
import OpenChartsCore
import OpenChartsTestSupport
@testable import OpenChartsRender

@Suite("SVG path data")
struct SVGPathDataTests {
    /// One step of a test path, with the text the writer should give it.
    enum Step {
        case move(CGPoint), line(CGPoint), quad(CGPoint, CGPoint), curve(CGPoint, CGPoint, CGPoint), close
    }

    /// The path and its expected `d`, built step by step from strings: `H`/`V` when a line
    /// keeps the current point's y/x; a segment after `Z` first moves to the subpath's
    /// start, as ``Path`` adds that move.
    static func build(_ steps: [Step]) -> (Path, String) {
        func n(_ value: Double) -> String { SVGNumber.string(value) }
        func p(_ point: CGPoint) -> String { n(point.x) + " " + n(point.y) }
        var path = Path()
        var words: [String] = []
        var current = CGPoint(x: Double.nan, y: .nan), start = current
        var closed = false
        for step in steps {
            switch step {
            case .move, .close: break
            case .line, .quad, .curve:
                if closed {
                    words.append("M" + p(start))
                    current = start
                }
            }
            if case .close = step {} else { closed = false }
            switch step {
            case .move(let a):
                path.move(to: a)
                words.append("M" + p(a))
                current = a
                start = a
            case .line(let a):
                path.addLine(to: a)
                words.append(a.y == current.y ? "H" + n(a.x) : a.x == current.x ? "V" + n(a.y) : "L" + p(a))
                current = a
            case .quad(let a, let control):
                path.addQuadCurve(to: a, control: control)
                words.append("Q" + p(control) + " " + p(a))
                current = a
            case .curve(let a, let c1, let c2):
                path.addCurve(to: a, control1: c1, control2: c2)
                words.append("C" + p(c1) + " " + p(c2) + " " + p(a))
                current = a
            case .close:
                path.closeSubpath()
                if !closed { words.append("Z") }
                closed = true
                current = start
            }
        }
        return (path, words.joined(separator: " "))
    }

    static func written(_ path: Path) -> String {
        var buffer = ByteBuffer(capacity: 16)
        SVGPathData.append(path, to: &buffer)
        return buffer.string
    }

    @Test("a path of many runs of verbs writes the same data as one built verb by verb, H and V across run boundaries included",
          arguments: [1, 255, 256, 257, 1000])
    func longPaths(count: Int) {
        var steps: [Step] = [.move(CGPoint(x: 0.5, y: 1))]
        var generator = SplitMix64(seed: UInt64(count))
        for index in 1..<count {
            let last: CGPoint
            switch steps[steps.count - 1] {
            case .move(let a), .line(let a), .quad(let a, _), .curve(let a, _, _): last = a
            case .close: last = CGPoint(x: 0.5, y: 1)
            }
            let x = Double(generator.next() % 100_000) / 100, y = Double(generator.next() % 100_000) / 100
            switch index % 7 {
            case 0: steps.append(.line(CGPoint(x: x, y: last.y)))
            case 1: steps.append(.line(CGPoint(x: last.x, y: y)))
            case 2: steps.append(.quad(CGPoint(x: x, y: y), CGPoint(x: y, y: x)))
            case 3: steps.append(.curve(CGPoint(x: x, y: y), CGPoint(x: -x, y: y), CGPoint(x: x, y: -y)))
            case 4: steps.append(.close)
            case 5: steps.append(.move(CGPoint(x: x, y: y)))
            default: steps.append(.line(CGPoint(x: x, y: y)))
            }
        }
        let (path, expected) = Self.build(steps)
        #expect(Self.written(path) == expected)
    }

    @Test("the longest numbers (±10^12 with decimals) fit the room reserved for a run of curves")
    func longestNumbersFit() {
        let big = CGPoint(x: -999_999_999_999.99, y: -999_999_999_999.99)
        let steps = [Step.move(big)] + Array(repeating: Step.curve(big, big, big), count: 600)
        let (path, expected) = Self.build(steps)
        #expect(Self.written(path) == expected)
    }

    static func writtenVerbByVerb(_ path: Path) -> String {
        var buffer = ByteBuffer(capacity: 16)
        SVGPathData.appendVerbByVerb(path, to: &buffer)
        return buffer.string
    }

    /// Corners of rectangles, with the values that print alike or not: zero and negative
    /// zero, halves that round, huge values that clamp, tiny ones that round to zero, NaN
    /// and infinities (which `Path(CGRect)` keeps as given).
    static let rectangleValues: [Double] = [0, -0.0, 5, 7.3, -2.5, 0.005, 0.004999, -0.005, 1e-300, 1e12, -1e12, 3e15,
                                            999_999.995, .nan, .infinity, -.infinity]

    @Test("a rectangle writes M x0 y0 H x1 V y1 H x0 Z, as its path written verb by verb")
    func rectangleShortcut() {
        let rect = CGRect(x: 5, y: 250.75, width: 2, height: 328.61)
        let path = Path(rect)
        #expect(Self.written(path) == "M5 250.75 H7 V579.36 H5 Z")
        #expect(Self.written(path) == Self.writtenVerbByVerb(path))
    }

    @Test("rectangles of every mix of zero, negative zero, rounding, huge, tiny, NaN and infinite corners write what the verb-by-verb loop writes",
          arguments: rectangleValues)
    func rectangleShortcutEdgeCases(x: Double) {
        for y in Self.rectangleValues {
            for width in Self.rectangleValues {
                for height in Self.rectangleValues {
                    // Points straight from the values (no standardizing), so NaN stays where it is put.
                    var path = Path()
                    path.move(to: CGPoint(x: x, y: y))
                    path.addLine(to: CGPoint(x: width, y: y))
                    path.addLine(to: CGPoint(x: width, y: height))
                    path.addLine(to: CGPoint(x: x, y: height))
                    path.closeSubpath()
                    #expect(Self.written(path) == Self.writtenVerbByVerb(path), "\(x) \(y) \(width) \(height)")
                    let rect = CGRect(x: x, y: y, width: width, height: height)
                    #expect(Self.written(Path(rect)) == Self.writtenVerbByVerb(Path(rect)), "\(rect)")
                }
            }
        }
    }

    @Test("paths of five verbs that are not axis-aligned rectangles write what the verb-by-verb loop writes")
    func almostRectangles() {
        let shapes: [[CGPoint]] = [
            [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 1), CGPoint(x: 4, y: 5), CGPoint(x: 0, y: 5)],  // a slanted top
            [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 4), CGPoint(x: 3, y: 4), CGPoint(x: 3, y: 0)],  // drawn V first
            [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 5, y: 3), CGPoint(x: 0, y: 3)],  // a trapezoid
            [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 0, y: 0)],  // no height
            [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 3), CGPoint(x: 1, y: 2)],  // an open corner
        ]
        for points in shapes {
            var path = Path()
            path.addLines(points)
            path.closeSubpath()
            #expect(Self.written(path) == Self.writtenVerbByVerb(path), "\(points)")
        }
        // Five verbs that are not move, three lines and close.
        var curved = Path()
        curved.move(to: CGPoint(x: 0, y: 0))
        curved.addLine(to: CGPoint(x: 4, y: 0))
        curved.addQuadCurve(to: CGPoint(x: 4, y: 4), control: CGPoint(x: 6, y: 2))
        curved.addLine(to: CGPoint(x: 0, y: 4))
        curved.closeSubpath()
        #expect(Self.written(curved) == Self.writtenVerbByVerb(curved))
        #expect(Self.written(curved) == "M0 0 H4 Q6 2 4 4 H0 Z")
    }
}
