import Foundation
import Testing
import OpenChartsCore
import OpenChartsText
@testable import OpenChartsRender

/// Text and font embedding, with DejaVu Sans (and Noto Sans CJK for the CFF case) from
/// the system's font folders; tests that need a font are skipped when it is absent.
@Suite("PDF text and fonts")
struct PDFFontTests {
    static let dejaVuURL = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    static let notoURL = URL(fileURLWithPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
    static let hasDejaVu = FileManager.default.fileExists(atPath: dejaVuURL.path)
    static let hasNoto = FileManager.default.fileExists(atPath: notoURL.path)
    static let dejaVu = FontLibrary(fontFiles: [dejaVuURL], searchFolders: [])
    static let builtIn = FontLibrary(searchFolders: [])

    static func write(_ text: String, library: FontLibrary, anchor: TextAnchor = .start,
                      font: FontRequest = FontRequest(size: 10)) throws -> PDFTestReader {
        let scene = Scene(size: CGSize(width: 200, height: 50),
                          nodes: [.text(TextNode(text: text, origin: CGPoint(x: 10, y: 30), anchor: anchor, font: font))])
        return try PDFTestReader(try PDFWriter(fonts: library).pdf(scene))
    }

    static func content(_ reader: PDFTestReader) throws -> String {
        String(decoding: try reader.streamData(4), as: UTF8.self)
    }

    /// The glyphs with data in a TrueType file's `glyf`, read through its `loca` (long format).
    static func glyphsWithData(_ font: [UInt8]) throws -> (count: Int, glyphs: Set<UInt32>) {
        let maxp = try #require(TrueTypeSubsetter.tableOffset("maxp", in: font))
        let head = try #require(TrueTypeSubsetter.tableOffset("head", in: font))
        let loca = try #require(TrueTypeSubsetter.tableOffset("loca", in: font))
        #expect(TrueTypeSubsetter.i16(font, head + 50) == 1)
        let count = Int(TrueTypeSubsetter.u16(font, maxp + 4))
        var glyphs: Set<UInt32> = []
        for glyph in 0..<count where TrueTypeSubsetter.u32(font, loca + glyph * 4 + 4) > TrueTypeSubsetter.u32(font, loca + glyph * 4) {
            glyphs.insert(UInt32(glyph))
        }
        return (count, glyphs)
    }

    @Test("a TrueType face is embedded as a CIDFontType2 subset with Identity-H and a ToUnicode map",
          .enabled(if: hasDejaVu))
    func cidFont() throws {
        let reader = try Self.write("Hello", library: Self.dejaVu)
        let type0 = try #require(reader.objects(containing: "/Subtype /Type0").first)
        let dictionary = try reader.dictionary(type0)
        #expect(dictionary.contains("/Encoding /Identity-H"))
        #expect(dictionary.range(of: #"/BaseFont /[A-Z]{6}\+DejaVuSans-Book "#, options: .regularExpression) != nil)
        let cid = try #require(reader.objects(containing: "/Subtype /CIDFontType2").first)
        #expect(try reader.dictionary(cid).contains("/CIDToGIDMap /Identity"))
        #expect(try reader.objects(containing: "/FontFile2").count == 1)
    }

    @Test("the subset font holds only the used glyphs and .notdef, keeping their IDs", .enabled(if: hasDejaVu))
    func subsetGlyphs() throws {
        let reader = try Self.write("Hello", library: Self.dejaVu)
        let file = try #require(reader.objects(containing: "/Length1").first)
        let font = try reader.streamData(file)
        let face = try #require(Self.dejaVu.face(for: FontRequest()))
        var used: Set<UInt32> = []
        for scalar in "Helo".unicodeScalars { used.insert(try #require(try face.glyphID(for: scalar))) }
        let (count, glyphs) = try Self.glyphsWithData(font)
        #expect(glyphs == used.union([0]))
        #expect(count == Int(used.max() ?? 0) + 1)
        // The whole file sums to the magic number, through head.checkSumAdjustment.
        #expect(TrueTypeSubsetter.checksum(font[...]) == 0xB1B0_AFBA)
        #expect(font.count < 20_000)
    }

    @Test("a composite glyph's components are kept with it", .enabled(if: hasDejaVu))
    func composites() throws {
        let face = try #require(Self.dejaVu.face(for: FontRequest()))
        var tables: [String: [UInt8]] = [:]
        for tag in TrueTypeSubsetter.requiredTables { tables[tag] = try face.tableData(tag) }
        // Find the first composite glyph by asking the subsetter for each glyph alone.
        var found: (glyph: UInt32, subset: TrueTypeSubsetter.Subset)?
        for glyph in UInt32(1)..<UInt32(try face.glyphCount()) {
            let subset = try TrueTypeSubsetter.subset(tables: tables, glyphs: [glyph])
            if subset.glyphs.count > 2 {
                found = (glyph, subset)
                break
            }
        }
        let (glyph, subset) = try #require(found)
        #expect(subset.glyphs.isSuperset(of: [0, glyph]))
        #expect(try Self.glyphsWithData(subset.font).glyphs == subset.glyphs)
    }

    @Test("a subset of a font missing a required table fails, naming the table")
    func missingTable() {
        #expect(throws: TrueTypeSubsetter.Failure(table: "head", reason: "missing")) {
            try TrueTypeSubsetter.subset(tables: [:], glyphs: [1])
        }
    }

    @Test("ToUnicode maps each glyph ID back to its character", .enabled(if: hasDejaVu))
    func toUnicode() throws {
        let reader = try Self.write("Hé", library: Self.dejaVu)
        let face = try #require(Self.dejaVu.face(for: FontRequest()))
        let h = try #require(try face.glyphID(for: "H")), e = try #require(try face.glyphID(for: "é"))
        let type0 = try #require(reader.objects(containing: "/Subtype /Type0").first)
        let reference = try #require(try reader.dictionary(type0).range(of: #"/ToUnicode \d+"#, options: .regularExpression))
        let number = try #require(Int(try reader.dictionary(type0)[reference].dropFirst("/ToUnicode ".count)))
        let cmap = String(decoding: try reader.streamData(number), as: UTF8.self)
        #expect(cmap.contains(String(format: "<%04X> <0048>", h)))
        #expect(cmap.contains(String(format: "<%04X> <00E9>", e)))
        #expect(cmap.contains("2 beginbfchar"))
    }

    @Test("glyph positions from TJ equal the layout's, kerning included", .enabled(if: hasDejaVu))
    func positions() throws {
        let text = "AVA To, Wa"
        let request = FontRequest(size: 13)
        let reader = try Self.write(text, library: Self.dejaVu, font: request)
        let layout = Self.dejaVu.layout(text, font: request)
        let face = try #require(Self.dejaVu.face(for: request))
        let content = try Self.content(reader)
        #expect(content.contains("/F1 13 Tf\n1 0 0 -1 10 30 Tm\n[<"))
        // Replay TJ: each glyph advances by its font width, minus the number after it / 1000 × size.
        let array = try #require(content.range(of: #"\[<.*\] TJ"#, options: .regularExpression))
        var pen = 10.0
        var positions: [Double] = []
        let scanner = Scanner(string: String(content[array]).dropFirst().dropLast(4).description)
        while !scanner.isAtEnd {
            if scanner.scanString("<") != nil {
                let hex = try #require(scanner.scanUpToString(">"))
                _ = scanner.scanString(">")
                var index = hex.startIndex
                while index < hex.endIndex {
                    let next = hex.index(index, offsetBy: 4)
                    let glyph = try #require(UInt32(hex[index..<next], radix: 16))
                    positions.append(pen)
                    pen += Double(try face.advance(of: glyph)) / Double(face.unitsPerEm) * 13
                    index = next
                }
            } else {
                let number = try #require(scanner.scanDouble())
                pen -= number / 1000 * 13
            }
        }
        let expected = layout.runs.flatMap(\.glyphs).map { 10 + $0.x }
        #expect(positions.count == expected.count)
        for (got, want) in zip(positions, expected) { #expect(abs(got - want) < 0.01) }
        #expect(content.contains("> -") || content.contains("> 1") || content.contains("> 2"))   // kerning adjusted something
    }

    @Test("/W lists widths in runs of consecutive glyph IDs")
    func widthArray() {
        #expect(PDFFontRegistry.widthArray([3: 500, 4: 600.5, 10: 250]) == "[3 [500 600.5] 10 [250]]")
        #expect(PDFFontRegistry.widthArray([:]) == "[]")
    }

    @Test("anchors move the text by half or all of its width", .enabled(if: hasDejaVu))
    func anchors() throws {
        let request = FontRequest(size: 10)
        let width = Self.dejaVu.layout("Hi", font: request).width
        let middle = try Self.content(try Self.write("Hi", library: Self.dejaVu, anchor: .middle, font: request))
        #expect(middle.contains("1 0 0 -1 \(PDFNumber.string(10 - width / 2)) 30 Tm"))
        let end = try Self.content(try Self.write("Hi", library: Self.dejaVu, anchor: .end, font: request))
        #expect(end.contains("1 0 0 -1 \(PDFNumber.string(10 - width)) 30 Tm"))
    }

    @Test("with built-in metrics, text uses standard Helvetica in WinAnsiEncoding with the layout's widths")
    func helvetica() throws {
        let reader = try Self.write("Hi €", library: Self.builtIn)
        let font = try #require(reader.objects(containing: "/BaseFont /Helvetica ").first)
        #expect(try reader.dictionary(font).hasPrefix("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /FirstChar 32 /LastChar 128 "))
        // Declared widths are the layout's advances, so no TJ adjustment is needed.
        #expect(try Self.content(reader).contains("/F1 10 Tf\n1 0 0 -1 10 30 Tm\n[<48692080>] TJ\n"))
        let bold = try Self.write("Hi", library: Self.builtIn, font: FontRequest(size: 10, weight: 700, isItalic: true))
        #expect(try bold.objects(containing: "/BaseFont /Helvetica-BoldOblique").count == 1)
    }

    @Test("a character Helvetica's encoding lacks draws a box outline and no text")
    func helveticaBox() throws {
        let content = try Self.content(try Self.write("宠", library: Self.builtIn))
        #expect(!content.contains("TJ"))
        #expect(content.contains(" re\n") || content.contains(" m\n"))
        #expect(content.contains("\nS\nQ\n"))
    }

    @Test("a character no font has draws a box outline; the rest stays text", .enabled(if: hasDejaVu))
    func missingGlyphBox() throws {
        let content = try Self.content(try Self.write("a\u{10FFFD}b", library: Self.dejaVu))
        #expect(content.contains("TJ"))
        #expect(content.contains("0.5 w\n"))   // size 10 / 20
        #expect(content.contains("\nS\nQ\n"))
    }

    @Test("a CFF face (Noto Sans CJK) is embedded as a Type 3 font of the used outlines, with ToUnicode",
          .enabled(if: hasDejaVu && hasNoto))
    func cffAsType3() throws {
        let library = FontLibrary(fontFiles: [Self.dejaVuURL, Self.notoURL], searchFolders: [])
        let reader = try Self.write("宠物宠", library: library)
        let font = try #require(reader.objects(containing: "/Subtype /Type3").first)
        let dictionary = try reader.dictionary(font)
        #expect(dictionary.contains("/FontMatrix [0.001 0 0 0.001 0 0]"))
        #expect(dictionary.contains("/Encoding << /Type /Encoding /Differences [0 /g0 /g1] >> /FirstChar 0 /LastChar 1"))
        let reference = try #require(dictionary.range(of: #"/ToUnicode \d+"#, options: .regularExpression))
        let cmap = String(decoding: try reader.streamData(try #require(Int(dictionary[reference].dropFirst(11)))), as: UTF8.self)
        #expect(cmap.contains("<00> <5BA0>\n<01> <7269>"))
        // One byte per glyph; the repeated glyph reuses its code.
        #expect(try Self.content(reader).contains("[<000100>] TJ"))
    }

    @Test("more than 256 CFF glyphs spread over several Type 3 fonts, each with its own codes",
          .enabled(if: hasDejaVu && hasNoto))
    func manyType3Glyphs() throws {
        let library = FontLibrary(fontFiles: [Self.dejaVuURL, Self.notoURL], searchFolders: [])
        let text = String(String.UnicodeScalarView((0x4E00..<0x4E00 + 300).compactMap(Unicode.Scalar.init)))
        let reader = try Self.write(text, library: library)
        let fonts = try reader.objects(containing: "/Subtype /Type3")
        #expect(fonts.count == 2)
        #expect(try reader.dictionary(fonts[0]).contains("/FirstChar 0 /LastChar 255"))
        #expect(try reader.dictionary(fonts[1]).contains("/FirstChar 0 /LastChar 43"))
        let content = try Self.content(reader)
        #expect(content.contains("/F1 10 Tf"))
        #expect(content.contains("/F2 10 Tf"))
    }

    @Test("text painted with a gradient selects the pattern before BT", .enabled(if: hasDejaVu))
    func gradientText() throws {
        let gradient = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.black, .white]),
                                           start: .zero, end: CGPoint(x: 100, y: 0))
        let scene = Scene(size: CGSize(width: 200, height: 50), nodes: [.text(TextNode(
            text: "Hi", origin: CGPoint(x: 10, y: 30), paint: .linearGradient(gradient)))])
        let reader = try PDFTestReader(try PDFWriter(fonts: Self.dejaVu).pdf(scene))
        #expect(try Self.content(reader).contains("/Pattern cs /P1 scn\nBT\n/F1 12 Tf\n"))
    }
}
