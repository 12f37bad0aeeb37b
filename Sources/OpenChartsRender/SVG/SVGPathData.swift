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
        if let rectangle = rectangle(path) { return append(rectangle, to: &line) }
        appendVerbByVerb(path, to: &line)
    }

    /// The same data as ``append(_:to:)``, always from the verb-by-verb loop: what the
    /// rectangle's shortcut must match.
    static func appendVerbByVerb(_ path: Path, to line: inout ByteBuffer) {
        path.verbs.withUnsafeBufferPointer { verbs in
            path.points.withUnsafeBufferPointer { points in append(verbs, points, to: &line) }
        }
    }

    /// A rectangle along the axes, as `Path(CGRect)` makes a bar or a cell, by the numbers
    /// its data prints: `M x0 y0 H x1 V y1 H x2 Z`.
    struct Rectangle {
        var x0, y0, x1, y1, x2: Double
    }

    /// The rectangle `path` is, when the verb-by-verb loop would write it as
    /// `M x0 y0 H x1 V y1 H x2 Z`: a move, a line along x, one along y, one back along x
    /// and a close. Nil for any other path.
    @inline(__always)
    static func rectangle(_ path: Path) -> Rectangle? {
        guard path.verbs.count == 5, path.points.count == 4, path.verbs[0] == .move, path.verbs[1] == .line,
              path.verbs[2] == .line, path.verbs[3] == .line, path.verbs[4] == .close else { return nil }
        let p0 = path.points[0], p1 = path.points[1], p2 = path.points[2], p3 = path.points[3]
        // The letters the loop picks: `H` to p1 (same y), `V` to p2 (new y, same x), `H` to p3.
        guard p1.y == p0.y, p2.y != p1.y, p2.x == p1.x, p3.y == p2.y else { return nil }
        return Rectangle(x0: p0.x, y0: p0.y, x1: p1.x, y1: p2.y, x2: p3.x)
    }

    /// The rectangle `Path(rect)` is, as ``rectangle(_:)-(Path)`` reads it, without the path.
    @inline(__always)
    static func rectangle(_ rect: CGRect) -> Rectangle? {
        let r = rect.standardized
        guard r.minY != r.maxY else { return nil }
        return Rectangle(x0: r.minX, y0: r.minY, x1: r.maxX, y1: r.maxY, x2: r.minX)
    }

    /// Writes the data of `Path(rect)`, without building the path when it is a ``Rectangle``.
    static func append(_ rect: CGRect, to line: inout ByteBuffer) {
        if let rectangle = rectangle(rect) { return append(rectangle, to: &line) }
        append(Path(rect), to: &line)
    }

    /// Writes a rectangle's data, the bytes the verb-by-verb loop writes for its path,
    /// without the loop's work per verb, and a closing `x2` equal to `x0` copied rather
    /// than formatted again.
    static func append(_ rectangle: Rectangle, to line: inout ByteBuffer) {
        let start = line.freeSpace(atLeast: 5 * SVGNumber.maximumLength + 12)
        var out = Cursor(next: start)
        out.byte(UInt8(ascii: "M"))
        let x0 = out.next
        out.number(rectangle.x0)
        let x0Length = out.next - x0
        out.byte(UInt8(ascii: " "))
        out.number(rectangle.y0)
        out.bytes(" H")
        out.number(rectangle.x1)
        out.bytes(" V")
        out.number(rectangle.y1)
        out.bytes(" H")
        // Equal values print alike (0 and -0 both as "0"); NaN is never equal.
        if rectangle.x2 == rectangle.x0 { out.copy(from: x0, count: x0Length) } else { out.number(rectangle.x2) }
        out.bytes(" Z")
        line.didWrite(out.next - start)
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

        /// Two bytes of markup.
        @inline(__always)
        mutating func bytes(_ pair: StaticString) {
            next[0] = pair.utf8Start[0]
            next[1] = pair.utf8Start[1]
            next += 2
        }

        /// A copy of `count` bytes written before.
        @inline(__always)
        mutating func copy(from source: UnsafeMutablePointer<UInt8>, count: Int) {
            for offset in 0..<count { next[offset] = source[offset] }
            next += count
        }

        @inline(__always)
        mutating func point(_ p: CGPoint) {
            number(p.x)
            byte(UInt8(ascii: " "))
            number(p.y)
        }
    }
}
