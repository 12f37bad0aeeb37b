import Foundation
import OpenChartsText

/// A font descriptor's metrics (ISO 32000-1 §9.8), read from the face's tables and
/// scaled to thousandths of an em, as PDF glyph space has them.
struct PDFFontMetrics {
    var flags: Int
    var boundingBox: String
    var italicAngle: String
    var ascent: Int
    var descent: Int
    var capHeight: Int

    init(face: FontFace, tables: [String: [UInt8]]) {
        let scale = 1000 / Double(max(face.unitsPerEm, 1))
        let head = tables["head"] ?? [], hhea = tables["hhea"] ?? []
        let scaled: (Int16) -> Int = { Int((Double($0) * scale).rounded()) }
        let box = [36, 38, 40, 42].map { scaled(TrueTypeSubsetter.i16(head, $0)) }
        boundingBox = "[" + box.map(String.init).joined(separator: " ") + "]"
        ascent = scaled(TrueTypeSubsetter.i16(hhea, 4))
        descent = scaled(TrueTypeSubsetter.i16(hhea, 6))
        // OS/2 version 2 and later have sCapHeight; before, the ascent stands in.
        if let os2 = tables["OS/2"], os2.count >= 90, TrueTypeSubsetter.u16(os2, 0) >= 2 {
            capHeight = scaled(TrueTypeSubsetter.i16(os2, 88))
        } else {
            capHeight = ascent
        }
        // post.italicAngle is a 16.16 fixed-point number of degrees.
        let angle = tables["post"].map { Double(Int32(bitPattern: TrueTypeSubsetter.u32($0, 4))) / 65536 } ?? 0
        italicAngle = PDFNumber.string(angle, decimals: 2)
        // Symbolic (4): the font's own glyphs are used by ID, not through a standard encoding.
        flags = 4 | (face.isItalic ? 64 : 0)
    }
}
