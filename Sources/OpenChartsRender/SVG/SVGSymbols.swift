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

    private static func outlines(_ node: SymbolsNode, into line: inout ByteBuffer) {
        var first = true
        func command(_ letter: UInt8, _ points: [CGPoint], _ offset: CGPoint) {
            if !first { line.append(UInt8(ascii: " ")) }
            first = false
            line.append(letter)
            for (index, point) in points.enumerated() {
                if index > 0 { line.append(UInt8(ascii: " ")) }
                SVGNumber.append(point.x + offset.x, to: &line)
                line.append(UInt8(ascii: " "))
                SVGNumber.append(point.y + offset.y, to: &line)
            }
        }
        let elements = node.shape.elements
        for p in node.positions where p.x.isFinite && p.y.isFinite {
            for element in elements {
                switch element {
                case .move(let a): command(UInt8(ascii: "M"), [a], p)
                case .line(let a): command(UInt8(ascii: "L"), [a], p)
                case .quadCurve(let a, let c): command(UInt8(ascii: "Q"), [c, a], p)
                case .curve(let a, let c1, let c2): command(UInt8(ascii: "C"), [c1, c2, a], p)
                case .closeSubpath: command(UInt8(ascii: "Z"), [], p)
                }
            }
        }
    }
}
