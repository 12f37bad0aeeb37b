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

    /// Appends the path's data, numbers with two decimals (see ``SVGNumber``).
    /// - Complexity: O(n) for a path of n verbs.
    static func append(_ path: Path, to line: inout ByteBuffer) {
        path.verbs.withUnsafeBufferPointer { verbs in
            path.points.withUnsafeBufferPointer { points in append(verbs, points, to: &line) }
        }
    }

    private static func append(_ verbs: UnsafeBufferPointer<Path.Verb>, _ points: UnsafeBufferPointer<CGPoint>,
                               to line: inout ByteBuffer) {
        // The current point, for `H` and `V`; NaN before the first move, so nothing matches it.
        var current = CGPoint(x: Double.nan, y: .nan)
        var subpathStart = current
        var index = 0
        var verb = 0
        while verb < verbs.count {
            let end = min(verbs.count, verb + verbsPerRun)
            let start = line.freeSpace(atLeast: (end - verb) * maximumVerbLength)
            var out = Cursor(next: start)
            while verb < end {
                if verb > 0 { out.byte(UInt8(ascii: " ")) }
                switch verbs[verb] {
                case .move:
                    current = points[index]
                    subpathStart = current
                    out.byte(UInt8(ascii: "M"))
                    out.point(current)
                    index += 1
                case .line:
                    let p = points[index]
                    if p.y == current.y {
                        out.byte(UInt8(ascii: "H"))
                        out.number(p.x)
                    } else if p.x == current.x {
                        out.byte(UInt8(ascii: "V"))
                        out.number(p.y)
                    } else {
                        out.byte(UInt8(ascii: "L"))
                        out.point(p)
                    }
                    current = p
                    index += 1
                case .quadCurve:
                    out.byte(UInt8(ascii: "Q"))
                    out.point(points[index])
                    out.byte(UInt8(ascii: " "))
                    out.point(points[index + 1])
                    current = points[index + 1]
                    index += 2
                case .curve:
                    out.byte(UInt8(ascii: "C"))
                    out.point(points[index])
                    out.byte(UInt8(ascii: " "))
                    out.point(points[index + 1])
                    out.byte(UInt8(ascii: " "))
                    out.point(points[index + 2])
                    current = points[index + 2]
                    index += 3
                case .close:
                    out.byte(UInt8(ascii: "Z"))
                    current = subpathStart
                }
                verb += 1
            }
            line.didWrite(out.next - start)
        }
    }

    /// The next byte to write, in room reserved for a run of verbs.
    private struct Cursor {
        var next: UnsafeMutablePointer<UInt8>

        @inline(__always)
        mutating func byte(_ value: UInt8) {
            next.pointee = value
            next += 1
        }

        @inline(__always)
        mutating func number(_ value: Double) {
            next += SVGNumber.write(value, decimals: 2, to: next)
        }

        @inline(__always)
        mutating func point(_ p: CGPoint) {
            number(p.x)
            byte(UInt8(ascii: " "))
            number(p.y)
        }
    }
}
