import Foundation
import OpenChartsCore

/// The path data of a ``SymbolsNode``: every copy in one `d` attribute.
///
/// Round dots are zero-length lines (`m dx dy h0`) that a stroke with round caps and the
/// dot's diameter as its width turns into discs: about 14 bytes a point. Positions are
/// rounded to hundredths first and the moves are the differences of the rounded values,
/// so relative moves never drift. Other shapes repeat their outline at each position.
enum SVGSymbols {
    /// The `d` of the node's copies; empty when no position is finite.
    /// - Complexity: O(n · s) for n positions and a shape of s points.
    static func pathData(_ node: SymbolsNode, into line: inout ByteBuffer) {
        if node.circleDiameter != nil {
            dots(node.positions, into: &line)
        } else {
            outlines(node, into: &line)
        }
    }

    private static func hundredths(_ value: CGFloat) -> Int64 {
        Int64((min(max(value, -SVGNumber.limit), SVGNumber.limit) * 100).rounded())
    }

    /// Dots written per reservation.
    static let dotsPerRun = 1024

    /// The most bytes a dot takes: `m`, two numbers, a separator and `h0`.
    static let maximumDotLength = 2 * SVGNumber.maximumLength + 4

    private static func dots(_ positions: [CGPoint], into line: inout ByteBuffer) {
        var previous: (x: Int64, y: Int64)?
        positions.withUnsafeBufferPointer { positions in
            var index = 0
            while index < positions.count {
                let end = min(positions.count, index + dotsPerRun)
                let start = line.freeSpace(atLeast: (end - index) * maximumDotLength)
                var out = start
                for p in positions[index..<end] where p.x.isFinite && p.y.isFinite {
                    let x = hundredths(p.x), y = hundredths(p.y)
                    if let (px, py) = previous {
                        out.pointee = UInt8(ascii: "m")
                        out += 1
                        out += SVGNumber.writeHundredths(x - px, to: out)
                        // A minus sign separates the numbers by itself.
                        if y - py >= 0 {
                            out.pointee = UInt8(ascii: " ")
                            out += 1
                        }
                        out += SVGNumber.writeHundredths(y - py, to: out)
                    } else {
                        out.pointee = UInt8(ascii: "M")
                        out += 1
                        out += SVGNumber.writeHundredths(x, to: out)
                        out.pointee = UInt8(ascii: " ")
                        out += 1
                        out += SVGNumber.writeHundredths(y, to: out)
                    }
                    out[0] = UInt8(ascii: "h")
                    out[1] = UInt8(ascii: "0")
                    out += 2
                    previous = (x, y)
                }
                line.didWrite(out - start)
                index = end
            }
        }
    }

    /// Each copy's outline as a path of its own writes it (``SVGPathData``): a copy of one
    /// node writes the bytes a fill of the shape at its position would.
    private static func outlines(_ node: SymbolsNode, into line: inout ByteBuffer) {
        var first = true
        for p in node.positions where p.x.isFinite && p.y.isFinite {
            if !first { line.append(UInt8(ascii: " ")) }
            first = false
            SVGPathData.append(node.shape.offsetBy(dx: p.x, dy: p.y), to: &line)
        }
    }
}
