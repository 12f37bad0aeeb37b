/// Builds tiny TrueType fonts byte by byte, for tests of what real fonts never contain
/// (cyclic composites, absurd counts).
struct TestFontBuilder {
    /// A glyph's `glyf` bytes (empty for an empty glyph).
    var glyphs: [[UInt8]] = []
    /// Characters mapped to glyph IDs, by a format 4 `cmap`.
    var characterMap: [(UInt16, UInt16)] = []
    var unitsPerEm: UInt16 = 1000

    /// A one-contour simple glyph through `points` (all on-curve, 16-bit coordinates).
    static func simpleGlyph(_ points: [(Int16, Int16, onCurve: Bool)]) -> [UInt8] {
        var bytes = be16(1) + [UInt8](repeating: 0, count: 8)  // one contour, bbox
        bytes += be16(UInt16(points.count - 1)) + be16(0)       // end point, no instructions
        bytes += points.map { $0.onCurve ? 1 : 0 }               // flags: 16-bit deltas
        var last: Int16 = 0
        for p in points { bytes += be16(UInt16(bitPattern: p.0 &- last)); last = p.0 }
        last = 0
        for p in points { bytes += be16(UInt16(bitPattern: p.1 &- last)); last = p.1 }
        return bytes
    }

    /// A composite glyph placing `components` at offsets.
    static func compositeGlyph(_ components: [(glyph: UInt16, dx: Int16, dy: Int16)]) -> [UInt8] {
        var bytes = be16(UInt16(bitPattern: -1)) + [UInt8](repeating: 0, count: 8)
        for (index, component) in components.enumerated() {
            let more: UInt16 = index + 1 < components.count ? 0x20 : 0
            bytes += be16(0x0003 | more) + be16(component.glyph)
            bytes += be16(UInt16(bitPattern: component.dx)) + be16(UInt16(bitPattern: component.dy))
        }
        return bytes
    }

    static func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
    static func be32(_ value: UInt32) -> [UInt8] { be16(UInt16(value >> 16)) + be16(UInt16(value & 0xFFFF)) }

    /// The font file: head, hhea, maxp, hmtx, cmap, loca (long) and glyf.
    func build() -> [UInt8] {
        let be16 = Self.be16, be32 = Self.be32
        let numGlyphs = UInt16(glyphs.count)
        var head = [UInt8](repeating: 0, count: 54)
        head.replaceSubrange(18..<20, with: be16(unitsPerEm))
        head.replaceSubrange(50..<52, with: be16(1))
        var hhea = [UInt8](repeating: 0, count: 36)
        hhea.replaceSubrange(4..<6, with: be16(800))
        hhea.replaceSubrange(6..<8, with: be16(UInt16(bitPattern: -200)))
        hhea.replaceSubrange(34..<36, with: be16(numGlyphs))
        let maxp = be32(0x0000_5000) + be16(numGlyphs)
        let hmtx = glyphs.flatMap { _ in be16(500) + be16(0) }
        var glyf: [UInt8] = [], loca: [UInt8] = []
        for glyph in glyphs {
            loca += be32(UInt32(glyf.count))
            glyf += glyph
            if glyf.count % 2 == 1 { glyf.append(0) }
        }
        loca += be32(UInt32(glyf.count))
        // cmap format 4: one segment per character, then the 0xFFFF terminator.
        let segments = characterMap.sorted { $0.0 < $1.0 } + [(0xFFFF, 0)]
        let segCount = UInt16(segments.count)
        var format4 = be16(4) + be16(UInt16(16 + 8 * segments.count)) + be16(0) + be16(segCount * 2)
        format4 += be16(2) + be16(0) + be16(0)
        format4 += segments.flatMap { be16($0.0) } + be16(0) + segments.flatMap { be16($0.0) }
        format4 += segments.flatMap { be16($0.1 &- $0.0) } + segments.flatMap { _ in be16(0) }
        let cmap = be16(0) + be16(1) + be16(3) + be16(1) + be32(12) + format4

        let tables: [(String, [UInt8])] = [("cmap", cmap), ("glyf", glyf), ("head", head), ("hhea", hhea),
                                           ("hmtx", hmtx), ("loca", loca), ("maxp", maxp)]
        var file = be32(0x0001_0000) + be16(UInt16(tables.count)) + be16(0) + be16(0) + be16(0)
        var offset = 12 + 16 * tables.count
        var body: [UInt8] = []
        for (tag, data) in tables {
            file += Array(tag.utf8) + be32(0) + be32(UInt32(offset)) + be32(UInt32(data.count))
            body += data
            while body.count % 4 != 0 { body.append(0) }
            offset = 12 + 16 * tables.count + body.count
        }
        return file + body
    }
}
