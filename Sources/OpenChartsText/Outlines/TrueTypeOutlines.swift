import Foundation
import OpenChartsCore

/// TrueType outlines: `loca` locates each glyph in `glyf`; a glyph is a list of
/// quadratic contours, or a composite of other glyphs placed by offsets or matched
/// points, each under an optional 2×2 transform.
///
/// Composites nest at most ``maxDepth`` deep, a glyph that contains itself is an error,
/// and a glyph may gather at most ``maxPoints`` points and ``maxComponents`` components, so no file can make this loop
/// forever or exhaust memory.
struct TrueTypeOutlines: GlyphOutlineFormat {
    static let maxDepth = 16
    static let maxPoints = 1 << 20
    static let maxComponents = 1 << 16

    /// The composites being expanded (for cycles and depth) and the components placed
    /// so far (a fan-out of empty glyphs costs time even with no points).
    struct CompositeWalk {
        var stack: [UInt32] = []
        var components = 0
    }

    private let glyf: BinaryReader
    private let loca: BinaryReader
    private let longOffsets: Bool
    private let numGlyphs: Int

    init(glyf: BinaryReader, loca: BinaryReader, indexToLocFormat: Int, numGlyphs: Int) throws {
        guard indexToLocFormat == 0 || indexToLocFormat == 1 else {
            throw FontError(table: "head", offset: 50, reason: "indexToLocFormat \(indexToLocFormat) is not 0 or 1")
        }
        longOffsets = indexToLocFormat == 1
        try loca.checkArray(0, count: numGlyphs + 1, size: longOffsets ? 4 : 2)
        self.glyf = glyf
        self.loca = loca
        self.numGlyphs = numGlyphs
    }

    /// Where glyph `index` starts in `glyf` (`index` ≤ numGlyphs, checked at init).
    private func location(_ index: Int) throws -> Int {
        longOffsets ? Int(try loca.u32(4 * index)) : Int(try loca.u16(2 * index)) * 2
    }

    func outline(_ glyph: UInt32) throws -> Path { try contours(glyph).path }

    /// The stored contours of `glyph`, composites resolved.
    func contours(_ glyph: UInt32) throws -> GlyphContours {
        var result = GlyphContours()
        var walk = CompositeWalk()
        try append(glyph, transform: .identity, to: &result, walk: &walk)
        return result
    }

    /// The bytes of one glyph, or nil for an empty glyph (a space).
    private func glyphData(_ glyph: UInt32) throws -> BinaryReader? {
        let index = Int(glyph)
        guard index < numGlyphs else {
            throw loca.error(0, "glyph \(glyph) is past numGlyphs \(numGlyphs)")
        }
        let start = try location(index), end = try location(index + 1)
        guard start < end else {
            if start > end {
                throw glyf.error(start, "glyph \(glyph) ends at \(end), before it starts")
            }
            return nil
        }
        return try glyf.sub(start, end - start)
    }

    private func append(_ glyph: UInt32, transform: CGAffineTransform, to result: inout GlyphContours,
                        walk: inout CompositeWalk) throws {
        guard let data = try glyphData(glyph) else { return }
        let contourCount = Int(try data.i16(0))
        if contourCount >= 0 {
            try appendSimple(data, contourCount: contourCount, transform: transform, to: &result)
            return
        }
        guard !walk.stack.contains(glyph) else {
            throw data.error(0, "composite glyph \(glyph) contains itself (through \(walk.stack.map(String.init)))")
        }
        guard walk.stack.count < Self.maxDepth else {
            throw data.error(0, "composite glyphs nest deeper than \(Self.maxDepth)")
        }
        walk.stack.append(glyph)
        defer { walk.stack.removeLast() }
        try appendComposite(data, transform: transform, to: &result, walk: &walk)
    }

    // MARK: - Simple glyphs

    private func appendSimple(_ data: BinaryReader, contourCount: Int, transform: CGAffineTransform,
                              to result: inout GlyphContours) throws {
        guard contourCount > 0 else { return }
        try data.checkArray(10, count: contourCount, size: 2)
        var ends: [Int] = []
        ends.reserveCapacity(contourCount)
        for i in 0..<contourCount {
            let end = Int(try data.u16(10 + 2 * i))
            guard end > (ends.last ?? -1) else {
                throw data.error(10 + 2 * i, "contour end \(end) does not follow \(ends.last ?? -1)")
            }
            ends.append(end)
        }
        let pointCount = (ends.last ?? -1) + 1
        guard result.pointCount + pointCount <= Self.maxPoints else {
            throw data.error(0, "glyph has more than \(Self.maxPoints) points")
        }
        let instructionLength = Int(try data.u16(10 + 2 * contourCount))
        var offset = 12 + 2 * contourCount + instructionLength

        var flags: [UInt8] = []
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            let flag = try data.u8(offset)
            offset += 1
            flags.append(flag)
            if flag & 0x08 != 0 {
                let repeats = Int(try data.u8(offset))
                offset += 1
                guard flags.count + repeats <= pointCount else {
                    throw data.error(offset - 1, "flag repeats past the \(pointCount) points")
                }
                flags.append(contentsOf: repeatElement(flag, count: repeats))
            }
        }
        var xs = [Int](repeating: 0, count: pointCount), ys = xs
        for (axis, shortBit, sameBit) in [(0, UInt8(0x02), UInt8(0x10)), (1, UInt8(0x04), UInt8(0x20))] {
            var value = 0
            for i in 0..<pointCount {
                let flag = flags[i]
                if flag & shortBit != 0 {
                    let delta = Int(try data.u8(offset))
                    offset += 1
                    value += flag & sameBit != 0 ? delta : -delta
                } else if flag & sameBit == 0 {
                    value += Int(try data.i16(offset))
                    offset += 2
                }
                if axis == 0 { xs[i] = value } else { ys[i] = value }
            }
        }
        var start = 0
        for end in ends {
            result.contours.append((start...end).map { i in
                let p = CGPoint(x: CGFloat(xs[i]), y: CGFloat(ys[i])).applying(transform)
                return OutlinePoint(x: p.x, y: p.y, onCurve: flags[i] & 1 != 0)
            })
            start = end + 1
        }
    }

    // MARK: - Composite glyphs

    private func appendComposite(_ data: BinaryReader, transform: CGAffineTransform, to result: inout GlyphContours,
                                 walk: inout CompositeWalk) throws {
        // Components gather in the composite's own space (point matching compares there),
        // then move to the caller's space under `transform`.
        var local = GlyphContours()
        var offset = 10
        var more = true
        while more {
            let flags = try data.u16(offset)
            let component = UInt32(try data.u16(offset + 2))
            walk.components += 1
            guard walk.components <= Self.maxComponents else {
                throw data.error(offset, "glyph places more than \(Self.maxComponents) components")
            }
            offset += 4
            let arg1: Int, arg2: Int
            let xyValues = flags & 0x0002 != 0
            if flags & 0x0001 != 0 {
                arg1 = xyValues ? Int(try data.i16(offset)) : Int(try data.u16(offset))
                arg2 = xyValues ? Int(try data.i16(offset + 2)) : Int(try data.u16(offset + 2))
                offset += 4
            } else {
                arg1 = xyValues ? Int(try data.i8(offset)) : Int(try data.u8(offset))
                arg2 = xyValues ? Int(try data.i8(offset + 1)) : Int(try data.u8(offset + 1))
                offset += 2
            }
            // The 2×2 part: x' = a·x + c·y, y' = b·x + d·y (a = xscale, b = scale01, c = scale10, d = yscale).
            var (a, b, c, d) = (1.0, 0.0, 0.0, 1.0)
            if flags & 0x0008 != 0 {
                a = try data.f2dot14(offset); d = a
                offset += 2
            } else if flags & 0x0040 != 0 {
                a = try data.f2dot14(offset); d = try data.f2dot14(offset + 2)
                offset += 4
            } else if flags & 0x0080 != 0 {
                a = try data.f2dot14(offset); b = try data.f2dot14(offset + 2)
                c = try data.f2dot14(offset + 4); d = try data.f2dot14(offset + 6)
                offset += 8
            }
            more = flags & 0x0020 != 0

            var child = GlyphContours()
            try append(component, transform: CGAffineTransform(a: a, b: b, c: c, d: d, tx: 0, ty: 0),
                       to: &child, walk: &walk)
            var dx = 0.0, dy = 0.0
            if xyValues {
                (dx, dy) = (Double(arg1), Double(arg2))
                // Apple's SCALED_COMPONENT_OFFSET: the offset goes through the transform too.
                if flags & 0x0800 != 0, flags & 0x1000 == 0 {
                    (dx, dy) = (a * dx + c * dy, b * dx + d * dy)
                }
            } else {
                // Point matching: the child's point arg2 lands on the parent's point arg1.
                let parent = local.contours.flatMap { $0 }, points = child.contours.flatMap { $0 }
                guard arg1 < parent.count, arg2 < points.count else {
                    throw data.error(offset, "anchor points \(arg1), \(arg2) are past the \(parent.count) and \(points.count) points")
                }
                (dx, dy) = (parent[arg1].x - points[arg2].x, parent[arg1].y - points[arg2].y)
            }
            guard result.pointCount + local.pointCount + child.pointCount <= Self.maxPoints else {
                throw data.error(0, "glyph has more than \(Self.maxPoints) points")
            }
            for contour in child.contours {
                local.contours.append(contour.map { OutlinePoint(x: $0.x + dx, y: $0.y + dy, onCurve: $0.onCurve) })
            }
        }
        for contour in local.contours {
            result.contours.append(contour.map { p in
                let q = CGPoint(x: p.x, y: p.y).applying(transform)
                return OutlinePoint(x: q.x, y: q.y, onCurve: p.onCurve)
            })
        }
    }
}
