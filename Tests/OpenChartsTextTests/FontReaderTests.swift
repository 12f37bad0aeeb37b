import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsText

@Suite("Reading DejaVu Sans", .enabled(if: FontFixtures.hasDejaVu))
struct FontReaderTests {
    let font: OpenTypeFont

    init() throws {
        font = try OpenTypeFont(bytes: FontFixtures.dejaVuBytes)
    }

    @Test("head gives 2048 units per em")
    func unitsPerEm() {
        #expect(font.unitsPerEm == 2048)
    }

    @Test("cmap maps 'A' to glyph 36 and hmtx gives it an advance of 1401 units")
    func advanceOfA() {
        let glyph = font.glyph(for: "A")
        #expect(glyph == 36)
        #expect(font.advance(glyph) == 1401)
    }

    @Test("A character the font lacks maps to glyph 0")
    func missingCharacter() {
        #expect(font.glyph(for: "宠") == 0)
    }

    @Test("hhea gives ascender 1901, descender -483, line gap 0")
    func lineMetrics() {
        #expect(font.lineMetrics.ascender == 1901)
        #expect(font.lineMetrics.descender == -483)
        #expect(font.lineMetrics.lineGap == 0)
    }

    @Test("GPOS kerns A–V by -131 units")
    func gposKerning() {
        #expect(font.gposKerning?.kerns(script: "latn") == true)
        let adjustments = font.kerningAdjustments([font.glyph(for: "A"), font.glyph(for: "V")], script: "latn")
        #expect(adjustments.map(\.advance) == [-131, 0])
    }

    @Test("\"AV\" at 12 px is 15.650 px wide with kerning; \"To\" is 12.633 px")
    func kernedWidths() {
        let library = FontFixtures.dejaVuLibrary
        #expect(library.layout("AV", font: FontRequest(size: 12)).width == 15.650390625)
        #expect(library.layout("To", font: FontRequest(size: 12)).width == 12.6328125)
    }

    @Test("The outline of 'A' is two closed contours of straight lines within its bounding box (16, 0)–(1384, 1493)")
    func outlineOfA() throws {
        let path = try font.outline(font.glyph(for: "A"))
        #expect(path.verbs.filter { $0 == .move }.count == 2)
        #expect(path.verbs.filter { $0 == .close }.count == 2)
        #expect(!path.verbs.contains(.quadCurve))
        #expect(path.boundingRect == CGRect(x: 16, y: 0, width: 1368, height: 1493))
    }

    @Test("The composite 'é' is the 'e' contours plus the acute accent")
    func compositeEAcute() throws {
        let face = try #require(try FontFace.faces(in: FontFixtures.dejaVuSans).first)
        let eAcuteGlyph = try #require(try face.glyphID(for: "é"))
        let eGlyph = try #require(try face.glyphID(for: "e"))
        let eAcute = try #require(try face.contourPoints(eAcuteGlyph))
        let e = try #require(try face.contourPoints(eGlyph))
        #expect(eAcute.count == 3)
        #expect(eAcute[0].map(\.x) == e[0].map(\.x))
        #expect(eAcute[0].map(\.y) == e[0].map(\.y))
    }

    @Test("glyphPath scales to pixels, flips y and puts the baseline at the origin")
    func glyphPathInPixels() throws {
        let face = try #require(try FontFace.faces(in: FontFixtures.dejaVuSans).first)
        let path = face.glyphPath(36, size: 2048, origin: CGPoint(x: 10, y: 100))
        #expect(path.boundingRect == CGRect(x: 26, y: 100 - 1493, width: 1368, height: 1493))
    }

    @Test("post puts the underline's top edge 40 units below the baseline, 90 thick; no fixed pitch")
    func underline() throws {
        let face = try #require(try FontFace.faces(in: FontFixtures.dejaVuSans).first)
        let underline = try #require(face.underline(size: 2048))
        #expect(underline.offset == 40)
        #expect(underline.thickness == 90)
        #expect(!face.isMonospaced)
    }

    @Test("tableData gives a table's raw bytes: head starts with version 1.0; a missing table is nil")
    func tableData() throws {
        let face = try #require(try FontFace.faces(in: FontFixtures.dejaVuSans).first)
        let head = try #require(try face.tableData("head"))
        #expect(head.count == 54)
        #expect(Array(head.prefix(4)) == [0, 1, 0, 0])
        #expect(try face.tableData("CFF ") == nil)
        #expect(try face.glyphCount() == font.maxp.numGlyphs)
    }

    @Test("A glyph ID past numGlyphs is an error naming maxp")
    func glyphPastEnd() {
        #expect(throws: FontError.self) { try font.outline(70_000) }
    }
}
