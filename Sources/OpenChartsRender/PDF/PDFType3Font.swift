import Foundation
import OpenChartsCore
import OpenChartsText

/// A Type 3 font (ISO 32000-1 §9.6.5) whose glyph procedures fill the used glyphs'
/// outlines, for faces with CFF outlines: the glyphs look as the font draws them and
/// the text stays text (selectable, searchable, with `ToUnicode`).
enum PDFType3Font {
    /// Writes `font`'s glyph procedures, ToUnicode map and font dictionary; the font's object.
    static func write(_ font: PDFFontRegistry.Font, face: FontFace, into objects: inout PDFObjects) -> Int {
        let codes = font.glyphs.keys.sorted()
        var procedures: [String] = []
        var box: CGRect?
        for code in codes {
            let glyph = font.glyphs[code] ?? 0
            let advance = font.widths[code] ?? 0
            // A glyph whose outline cannot be read shows nothing but still copies as its text.
            let outline = (try? face.glyphOutline(glyph)) ?? Path()
            var stream = PDFContentStream()
            var body = PDFContentStream()
            let bounds = outline.isEmpty ? CGRect.zero : outline.boundingRect
            // `d1`: the glyph has no color of its own; it paints with the text's fill.
            stream.op([advance, 0, bounds.minX, bounds.minY, bounds.maxX, bounds.maxY], "d1")
            if body.path(outline) {
                stream.append(body)
                stream.line("f")
                box = box.map { $0.union(bounds) } ?? bounds
            }
            let object = objects.add(PDFObjects.stream("", data: stream.bytes))
            procedures.append("/g\(code) \(object) 0 R")
        }
        let toUnicode = objects.add(PDFObjects.stream("", data: PDFToUnicode.cmap(font.text, codeBytes: 1)))
        let first = codes.first ?? 0, last = codes.last ?? 0
        let widths = (first...last).map { PDFNumber.string(font.widths[$0] ?? 0) }.joined(separator: " ")
        let names = codes.map { "/g\($0)" }.joined(separator: " ")
        let bounds = box ?? .zero
        let fontBox = [bounds.minX, bounds.minY, bounds.maxX, bounds.maxY].map { PDFNumber.string($0) }.joined(separator: " ")
        let scale = PDFNumber.string(1 / Double(max(face.unitsPerEm, 1)), decimals: 8)
        return objects.add("<< /Type /Font /Subtype /Type3 /FontBBox [\(fontBox)] /FontMatrix [\(scale) 0 0 \(scale) 0 0] "
            + "/CharProcs << \(procedures.joined(separator: " ")) >> "
            + "/Encoding << /Type /Encoding /Differences [\(first) \(names)] >> "
            + "/FirstChar \(first) /LastChar \(last) /Widths [\(widths)] /Resources << >> /ToUnicode \(toUnicode) 0 R >>")
    }
}
