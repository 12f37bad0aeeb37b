import Foundation
import OpenChartsCore

/// A content stream being written: PDF's drawing operators (ISO 32000-1 §8, §9), one
/// per line, with numbers formatted by ``PDFNumber``.
struct PDFContentStream {
    private(set) var bytes: [UInt8] = []

    /// Coordinates keep three decimals: a thousandth of a point is below any device pixel.
    static let coordinateDecimals = 3
    /// Matrix terms keep six: rotations are sines and cosines.
    static let matrixDecimals = 6

    /// Appends `text` and a newline.
    mutating func line(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x0A)
    }

    /// Appends raw bytes and a newline.
    mutating func line(_ raw: [UInt8]) {
        bytes += raw
        bytes.append(0x0A)
    }

    /// `numbers…` then the operator, as `10 20 m`.
    mutating func op(_ numbers: [Double], _ name: String, decimals: Int = coordinateDecimals) {
        for value in numbers {
            PDFNumber.append(value, decimals: decimals, to: &bytes)
            bytes.append(0x20)
        }
        bytes.append(contentsOf: name.utf8)
        bytes.append(0x0A)
    }

    /// `x y name` for a one-letter operator (`m`, `l`) and the point it goes to, as
    /// ``op(_:_:decimals:)`` writes it, without an array of numbers: charts draw thousands
    /// of paths.
    mutating func op(_ p: CGPoint, name: UInt8) {
        writeLine(points: 1, name: name) { out in Self.write(p, to: out) }
    }

    /// `x1 y1 x2 y2 x3 y3 c`, as ``op(_:name:)`` writes a point.
    mutating func op(_ c1: CGPoint, _ c2: CGPoint, _ p: CGPoint, name: UInt8) {
        writeLine(points: 3, name: name) { out in
            var count = Self.write(c1, to: out)
            count += Self.write(c2, to: out + count)
            return count + Self.write(p, to: out + count)
        }
    }

    /// Appends what `write` puts in a buffer for `points` points, then `name` and a newline.
    private mutating func writeLine(points: Int, name: UInt8, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: points * 2 * (PDFNumber.maximumLength + 1) + 2) { buffer in
            let out = buffer.baseAddress!
            let count = write(out)
            out[count] = name
            out[count + 1] = 0x0A
            bytes.append(contentsOf: UnsafeBufferPointer(start: out, count: count + 2))
        }
    }

    /// `x y w h re f`: fills `rect` on its own (its sides must be finite).
    mutating func fillRectangle(_ rect: CGRect) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4 * (PDFNumber.maximumLength + 1) + 5) { buffer in
            let out = buffer.baseAddress!
            var count = Self.write(rect.origin, to: out)
            count += Self.write(CGPoint(x: rect.width, y: rect.height), to: out + count)
            for byte in "re f\n".utf8 {
                out[count] = byte
                count += 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(start: out, count: count))
        }
    }

    /// Writes `x y ` at `out` and returns its length.
    private static func write(_ p: CGPoint, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var count = PDFNumber.write(p.x, decimals: coordinateDecimals, to: out)
        out[count] = 0x20
        count += 1 + PDFNumber.write(p.y, decimals: coordinateDecimals, to: out + count + 1)
        out[count] = 0x20
        return count + 1
    }

    mutating func save() { line("q") }
    mutating func restore() { line("Q") }

    /// `a b c d e f cm`: concatenates `transform` to the current transformation matrix.
    mutating func concat(_ transform: CGAffineTransform) {
        op([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty], "cm",
           decimals: Self.matrixDecimals)
    }

    /// `r g b rg` (fill) or `RG` (stroke) in DeviceRGB.
    mutating func color(_ color: Color, stroking: Bool) {
        op([color.red, color.green, color.blue], stroking ? "RG" : "rg", decimals: 4)
    }

    /// Appends `path` as construction operators and reports whether anything was written.
    ///
    /// Points that are not finite are dropped with their element; a segment that then has
    /// no current point starts a new subpath at its end instead, so the operators stay a
    /// valid sequence. Quadratic curves become the exactly equal cubics PDF draws.
    @discardableResult
    mutating func path(_ path: Path) -> Bool {
        // A loop over the verbs rather than `Path.forEach`: a closure over these variables
        // costs a run-time exclusivity check per element (charts write thousands of paths).
        var current: CGPoint?
        var subpathStart: CGPoint?
        var wrote = false
        let points = path.points
        var index = 0
        for verb in path.verbs {
            let at = index
            index += verb.pointCount
            if verb == .close {
                guard current != nil else { continue }
                line("h")
                current = subpathStart
                continue
            }
            // The element's end point is its last; all its points must be finite.
            let p = points[index - 1]
            guard (at..<index).allSatisfy({ points[$0].isFinite }) else { continue }
            if let p0 = current, verb != .move {
                switch verb {
                case .quadCurve:
                    // A quadratic with control c equals the cubic with controls p0 + 2/3 (c - p0)
                    // and p + 2/3 (c - p).
                    let c = points[at]
                    let c1 = CGPoint(x: p0.x + 2 / 3 * (c.x - p0.x), y: p0.y + 2 / 3 * (c.y - p0.y))
                    let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                    op(c1, c2, p, name: UInt8(ascii: "c"))
                case .curve:
                    op(points[at], points[at + 1], p, name: UInt8(ascii: "c"))
                default:
                    op(p, name: UInt8(ascii: "l"))
                }
            } else {
                // A move, or a segment with no current point: a new subpath at its end.
                op(p, name: UInt8(ascii: "m"))
                subpathStart = p
                wrote = true
            }
            current = p
        }
        return wrote
    }
}

extension PDFContentStream {
    /// `q 1 0 0 1 x y cm /name Do Q` for each finite position: form XObject `name` drawn there.
    /// Each line is put together in a small buffer and appended at once.
    mutating func placeForm(named name: String, at positions: [CGPoint]) {
        let head = Array("q 1 0 0 1 ".utf8), tail = Array("cm /\(name) Do Q\n".utf8)
        let lineLength = head.count + 2 * (PDFNumber.maximumLength + 1) + tail.count
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: lineLength) { buffer in
            let line = buffer.baseAddress!
            line.update(from: head, count: head.count)
            for p in positions where p.x.isFinite && p.y.isFinite {
                // `x y ` as a path point is written, then the rest.
                let count = head.count + Self.write(p, to: line + head.count)
                (line + count).update(from: tail, count: tail.count)
                bytes.append(contentsOf: UnsafeBufferPointer(start: line, count: count + tail.count))
            }
        }
    }

    /// Appends another stream's operators.
    mutating func append(_ other: PDFContentStream) {
        bytes += other.bytes
    }
}

extension PDFContentStream {
    /// Line width, cap, join, miter limit and dash, each written only when it differs
    /// from PDF's initial graphics state (§8.4.1), which a stroke's `q … Q` restores.
    mutating func setStrokeStyle(_ style: StrokeStyle) {
        if style.lineWidth != 1 { op([style.lineWidth], "w") }
        switch style.lineCap {
        case .butt: break
        case .round: line("1 J")
        case .square: line("2 J")
        }
        switch style.lineJoin {
        case .miter:
            if style.miterLimit != 10, style.miterLimit.isFinite, style.miterLimit >= 1 { op([style.miterLimit], "M") }
        case .round: line("1 j")
        case .bevel: line("2 j")
        }
        let dash = style.effectiveDash
        if !dash.isEmpty {
            var line: [UInt8] = [UInt8(ascii: "[")]
            for (index, length) in dash.enumerated() {
                if index > 0 { line.append(0x20) }
                PDFNumber.append(length, to: &line)
            }
            line += Array("] ".utf8)
            PDFNumber.append(style.dashPhase, to: &line)
            line += Array(" d".utf8)
            self.line(line)
        }
    }
}
