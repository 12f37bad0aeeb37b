import Foundation
import OpenChartsCore
import OpenChartsText

/// The fonts a document's text uses, collected while the content is written and
/// embedded at the end with only the glyphs used.
///
/// - A face with TrueType outlines becomes a `Type0` font over a `CIDFontType2` with
///   `Identity-H` encoding: each code is a glyph ID, the font program is a subset
///   (``TrueTypeSubsetter``) in `FontFile2`, `/W` gives the advances.
/// - A face with CFF outlines (Noto Sans CJK's `.ttc`) becomes Type 3 fonts whose glyph
///   procedures fill the used glyphs' outlines: the CFF table itself is megabytes, and
///   this keeps the file small without a CFF subsetter. A Type 3 font has one-byte codes,
///   so every 256 glyphs start another one.
/// - Text measured with built-in metrics (no font file) uses standard Helvetica in
///   WinAnsiEncoding, not embedded; characters outside that encoding draw as boxes.
///
/// Every embedded font has a `ToUnicode` map so that the text copies as typed.
struct PDFFontRegistry {
    /// How one face is written.
    private enum FaceKind {
        case trueType([String: [UInt8]])
        case outlines
    }

    private enum Key: Hashable {
        case face(ObjectIdentifier, part: Int)
        case standard(String)
    }

    /// One PDF font: its resource name, and per code the glyph, declared advance and text.
    struct Font {
        var name: String
        var face: FontFace?
        /// The Type 3 part of a CFF face; 0 otherwise.
        var part: Int
        var isTrueType: Bool
        var glyphs: [UInt32: UInt32] = [:]
        /// Declared advance per code: thousandths of an em (CID and Helvetica) or font units (Type 3).
        var widths: [UInt32: Double] = [:]
        var text: [UInt32: [Unicode.Scalar]] = [:]
        /// The standard font's name (Helvetica and its styles) when there is no face.
        var standardName = "Helvetica"
    }

    private(set) var fonts: [Font] = []
    private var indexByKey: [Key: Int] = [:]
    private var faceKinds: [ObjectIdentifier: FaceKind] = [:]
    /// Type 3 codes already given to glyphs of a CFF face, and how many.
    private var outlineCodes: [ObjectIdentifier: [UInt32: (part: Int, code: UInt32)]] = [:]

    /// Records that `glyph` of `face` (nil: built-in metrics) is shown for `scalar` and
    /// returns the font resource, the code bytes, and the advance the font declares in ems
    /// (`advance` is the layout's, in ems, used for Helvetica's declared widths; `request`
    /// picks Helvetica's style).
    /// Nil when the glyph cannot be shown (a character Helvetica's encoding lacks).
    mutating func use(face: FontFace?, glyph: UInt32, scalar: Unicode.Scalar?, advance: Double,
                      request: FontRequest) -> (font: String, code: [UInt8], advance: Double)? {
        guard let face else {
            guard let scalar, let code = PDFStandardFont.winAnsiCode(scalar) else { return nil }
            let baseFont = PDFStandardFont.baseFont(for: request)
            let index = font(for: .standard(baseFont), face: nil, part: 0, isTrueType: false)
            fonts[index].standardName = baseFont
            let width = fonts[index].widths[UInt32(code)] ?? (advance * 1000 * 1000).rounded() / 1000
            fonts[index].widths[UInt32(code)] = width
            return (fonts[index].name, [code], width / 1000)
        }
        let id = ObjectIdentifier(face)
        let unitsPerEm = Double(max(face.unitsPerEm, 1))
        let fontUnits = Double((try? face.advance(of: glyph)) ?? 0)
        switch kind(of: face) {
        case .trueType:
            let index = font(for: .face(id, part: 0), face: face, part: 0, isTrueType: true)
            let width = (fontUnits * 1000 / unitsPerEm * 1000).rounded() / 1000
            record(index, code: glyph, glyph: glyph, width: width, scalar: scalar)
            return (fonts[index].name, [UInt8(glyph >> 8 & 0xFF), UInt8(glyph & 0xFF)], width / 1000)
        case .outlines:
            var codes = outlineCodes[id] ?? [:]
            let assigned = codes[glyph] ?? (part: codes.count / 256, code: UInt32(codes.count % 256))
            codes[glyph] = assigned
            outlineCodes[id] = codes
            let index = font(for: .face(id, part: assigned.part), face: face, part: assigned.part, isTrueType: false)
            record(index, code: assigned.code, glyph: glyph, width: fontUnits, scalar: scalar)
            return (fonts[index].name, [UInt8(assigned.code)], fontUnits / unitsPerEm)
        }
    }

    private mutating func record(_ index: Int, code: UInt32, glyph: UInt32, width: Double, scalar: Unicode.Scalar?) {
        fonts[index].glyphs[code] = glyph
        fonts[index].widths[code] = width
        // The first character shown with a code is what the code copies as.
        if fonts[index].text[code] == nil, let scalar { fonts[index].text[code] = [scalar] }
    }

    private mutating func font(for key: Key, face: FontFace?, part: Int, isTrueType: Bool) -> Int {
        if let index = indexByKey[key] { return index }
        fonts.append(Font(name: "F\(fonts.count + 1)", face: face, part: part, isTrueType: isTrueType))
        indexByKey[key] = fonts.count - 1
        return fonts.count - 1
    }

    /// TrueType when every table a subset needs is there, else outlines (Type 3).
    private mutating func kind(of face: FontFace) -> FaceKind {
        let id = ObjectIdentifier(face)
        if let known = faceKinds[id] { return known }
        var tables: [String: [UInt8]] = [:]
        for tag in TrueTypeSubsetter.requiredTables + TrueTypeSubsetter.hintingTables + ["OS/2", "post"] {
            if let data = try? face.tableData(tag) { tables[tag] = data }
        }
        let kind: FaceKind = TrueTypeSubsetter.requiredTables.allSatisfy { tables[$0] != nil } ? .trueType(tables) : .outlines
        faceKinds[id] = kind
        return kind
    }

    // MARK: - Writing

    /// Writes every font's objects; the resource names and objects for the font dictionary.
    mutating func writeFonts(into objects: inout PDFObjects) -> [(name: String, object: Int)] {
        fonts.map { font in
            let object: Int
            if let face = font.face {
                if font.isTrueType, case .trueType(let tables)? = faceKinds[ObjectIdentifier(face)] {
                    object = Self.writeTrueType(font, face: face, tables: tables, into: &objects)
                } else {
                    object = PDFType3Font.write(font, face: face, into: &objects)
                }
            } else {
                object = Self.writeHelvetica(font, into: &objects)
            }
            return (font.name, object)
        }
    }

    private static func writeHelvetica(_ font: Font, into objects: inout PDFObjects) -> Int {
        let first = font.widths.keys.min() ?? 32, last = font.widths.keys.max() ?? 32
        let widths = (first...last).map { PDFNumber.string(font.widths[$0] ?? 0) }.joined(separator: " ")
        return objects.add("<< /Type /Font /Subtype /Type1 /BaseFont /\(font.standardName) /Encoding /WinAnsiEncoding "
            + "/FirstChar \(first) /LastChar \(last) /Widths [\(widths)] >>")
    }

    /// A Type0 font, its CIDFontType2, descriptor, subset font program and ToUnicode map.
    private static func writeTrueType(_ font: Font, face: FontFace, tables: [String: [UInt8]],
                                      into objects: inout PDFObjects) -> Int {
        let used = Set(font.glyphs.values)
        let name = subsetName(face, glyphs: used)
        let type0 = objects.reserve()
        let cidFont = objects.reserve()
        let descriptor = objects.reserve()
        // A damaged table leaves the font unembedded (readers substitute) rather than failing the page.
        var fontFile = ""
        if let subset = try? TrueTypeSubsetter.subset(tables: tables, glyphs: used) {
            let file = objects.add(PDFObjects.stream("/Length1 \(subset.font.count)", data: subset.font))
            fontFile = " /FontFile2 \(file) 0 R"
        }
        let toUnicode = objects.add(PDFObjects.stream("", data: PDFToUnicode.cmap(font.text, codeBytes: 2)))

        let baseFont = String(decoding: PDFString.name(name), as: UTF8.self)
        objects.set(type0, Array(("<< /Type /Font /Subtype /Type0 /BaseFont \(baseFont) /Encoding /Identity-H "
            + "/DescendantFonts [\(cidFont) 0 R] /ToUnicode \(toUnicode) 0 R >>").utf8))
        objects.set(cidFont, Array(("<< /Type /Font /Subtype /CIDFontType2 /BaseFont \(baseFont) "
            + "/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> "
            + "/FontDescriptor \(descriptor) 0 R /CIDToGIDMap /Identity /DW 0 /W \(widthArray(font.widths)) >>").utf8))
        let metrics = PDFFontMetrics(face: face, tables: tables)
        objects.set(descriptor, Array(("<< /Type /FontDescriptor /FontName \(baseFont) /Flags \(metrics.flags) "
            + "/FontBBox \(metrics.boundingBox) /ItalicAngle \(metrics.italicAngle) /Ascent \(metrics.ascent) "
            + "/Descent \(metrics.descent) /CapHeight \(metrics.capHeight) /StemV 80\(fontFile) >>").utf8))
        return type0
    }

    /// `/W` as runs of consecutive CIDs: `[first [w w w] first [w] …]`.
    static func widthArray(_ widths: [UInt32: Double]) -> String {
        var parts: [String] = []
        var run: [String] = []
        var runStart: UInt32 = 0
        var previous: UInt32?
        for code in widths.keys.sorted() {
            if let previous, code == previous + 1 {
                run.append(PDFNumber.string(widths[code] ?? 0))
            } else {
                if !run.isEmpty { parts.append("\(runStart) [\(run.joined(separator: " "))]") }
                runStart = code
                run = [PDFNumber.string(widths[code] ?? 0)]
            }
            previous = code
        }
        if !run.isEmpty { parts.append("\(runStart) [\(run.joined(separator: " "))]") }
        return "[" + parts.joined(separator: " ") + "]"
    }

    /// `ABCDEF+FamilyName-Style`: a subset's name starts with six capital letters that
    /// differ between subsets (§9.6.4), here taken from a digest of the glyphs it holds.
    static func subsetName(_ face: FontFace, glyphs: Set<UInt32>) -> String {
        let base = postScriptName(face)
        var seed = Array(base.utf8)
        for glyph in glyphs.sorted() { seed += [UInt8(glyph >> 8 & 0xFF), UInt8(glyph & 0xFF)] }
        let tag = MD5.digest(seed).prefix(6).map { Character(Unicode.Scalar(UInt8(ascii: "A") + $0 % 26)) }
        return String(tag) + "+" + base
    }

    /// The family and style with what a PostScript name may not hold left out.
    static func postScriptName(_ face: FontFace) -> String {
        let allowed: (Character) -> Bool = { $0.isASCII && ($0.isLetter || $0.isNumber) }
        let family = String(face.familyName.filter(allowed)), style = String(face.styleName.filter(allowed))
        let name = style.isEmpty ? family : family + "-" + style
        return name.isEmpty ? "Font" : name
    }
}
