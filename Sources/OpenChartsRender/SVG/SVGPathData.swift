import Foundation
import OpenChartsCore

/// The `d` attribute of a ``Path``: `M x y`, `L x y`, `Q …`, `C …` and `Z`, with lines
/// along an axis written as `H x` and `V y` from the current point (a rectangle:
/// `M x y H x V y H x Z`), which is shorter and prints fewer numbers.
///
/// Written straight from the path's verb and point storage into room reserved for a run
/// of verbs at a time, so a number costs its digits and no capacity check.
enum SVGPathData {
    /// Verbs written per reservation: a few kilobytes at most, however long the path.
    static let verbsPerRun = 256

    /// The most bytes one verb takes: a separator, its letter and three points of two
    /// numbers and two separators each.
    static let maximumVerbLength = 2 + 3 * (2 * SVGNumber.maximumLength + 2)

    /// Where the writing stands between runs of verbs.
    private struct Cursor {
        var verb = 0
        var point = 0
        /// The current point, for `H` and `V`; NaN before the first move, so that nothing matches it.
        var current = CGPoint(x: Double.nan, y: .nan)
        var subpathStart = CGPoint(x: Double.nan, y: .nan)
    }

    /// Appends the path's data, numbers with two decimals (see ``SVGNumber``).
    /// - Complexity: O(n) for a path of n verbs.
    static func append(_ path: Path, to line: inout ByteBuffer) {
        let verbs = path.verbs, points = path.points
        verbs.withUnsafeBufferPointer { verbs in
            points.withUnsafeBufferPointer { points in
                var cursor = Cursor()
                while cursor.verb < verbs.count {
                    let end = min(verbs.count, cursor.verb + verbsPerRun)
                    line.write(atMost: (end - cursor.verb) * maximumVerbLength) { out in
                        write(verbs, points, upTo: end, cursor: &cursor, to: out)
                    }
                }
            }
        }
    }

    /// Writes the verbs from the cursor's up to `end` at `out` and returns how many bytes
    /// that took; `out` has room for ``maximumVerbLength`` bytes per verb.
    @inline(__always)
    private static func write(_ verbs: UnsafeBufferPointer<Path.Verb>, _ points: UnsafeBufferPointer<CGPoint>,
                              upTo end: Int, cursor: inout Cursor, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var length = 0
        var index = cursor.point
        var current = cursor.current
        var subpathStart = cursor.subpathStart
        @inline(__always) func byte(_ value: UInt8) {
            out[length] = value
            length += 1
        }
        @inline(__always) func number(_ value: Double) {
            length += SVGNumber.write(value, decimals: 2, to: out + length)
        }
        @inline(__always) func point(_ p: CGPoint) {
            number(p.x)
            byte(UInt8(ascii: " "))
            number(p.y)
        }
        for verb in cursor.verb..<end {
            if verb > 0 { byte(UInt8(ascii: " ")) }
            switch verbs[verb] {
            case .move:
                current = points[index]
                subpathStart = current
                byte(UInt8(ascii: "M"))
                point(current)
                index += 1
            case .line:
                let p = points[index]
                if p.y == current.y {
                    byte(UInt8(ascii: "H"))
                    number(p.x)
                } else if p.x == current.x {
                    byte(UInt8(ascii: "V"))
                    number(p.y)
                } else {
                    byte(UInt8(ascii: "L"))
                    point(p)
                }
                current = p
                index += 1
            case .quadCurve:
                byte(UInt8(ascii: "Q"))
                point(points[index])
                byte(UInt8(ascii: " "))
                point(points[index + 1])
                current = points[index + 1]
                index += 2
            case .curve:
                byte(UInt8(ascii: "C"))
                point(points[index])
                byte(UInt8(ascii: " "))
                point(points[index + 1])
                byte(UInt8(ascii: " "))
                point(points[index + 2])
                current = points[index + 2]
                index += 3
            case .close:
                byte(UInt8(ascii: "Z"))
                current = subpathStart
            }
        }
        cursor = Cursor(verb: end, point: index, current: current, subpathStart: subpathStart)
        return length
    }
}
