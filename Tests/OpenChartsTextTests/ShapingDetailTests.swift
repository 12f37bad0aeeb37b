import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsText

@Suite("Shaping details HarfBuzz shares", .enabled(if: FontFixtures.hasDejaVu))
struct ShapingDetailTests {
    @Test("A soft hyphen takes no space and A–V still kern across it")
    func softHyphen() {
        let layout = FontFixtures.dejaVuLibrary.layout("A\u{AD}V", font: FontRequest(size: 12))
        #expect(layout.width == 15.650390625)
        #expect(layout.runs.flatMap(\.glyphs).map(\.advance)[1] == 0)
    }

    @Test("A Greek run in DejaVu Sans ExtraLight, whose GPOS kerns only Latin, kerns with the kern table")
    func kernTableForOtherScripts() throws {
        let file = FontFixtures.dejaVuFolder.appendingPathComponent("DejaVuSans-ExtraLight.ttf")
        let font = try OpenTypeFont(bytes: [UInt8](Data(contentsOf: file)))
        #expect(font.gposKerning?.kerns(script: "latn") == true)
        #expect(font.gposKerning?.kerns(script: "grek") == false)
        let glyphs = "ře".unicodeScalars.map { font.glyph(for: $0) }
        #expect(font.kernTable?.value(glyphs[0], glyphs[1]) == -45)
        #expect(font.kerningAdjustments(glyphs, script: "grek").map(\.advance) == [-45, 0])
        let library = FontLibrary(fontFiles: [file], searchFolders: [])
        // ψ 1351 + ř 842 + e 1260 − 45, as HarfBuzz measures it.
        #expect(library.width("ψře", font: FontRequest(size: 2048)) == 3408)
    }

    @Test("layout(_:face:font:) draws with the given face even where matching would pick another")
    func explicitFace() throws {
        let condensed = FontFixtures.dejaVuFolder.appendingPathComponent("DejaVuSansCondensed.ttf")
        let face = try #require(try FontFace.faces(in: condensed).first)
        let library = FontLibrary(searchFolders: [FontFixtures.dejaVuFolder])
        let request = FontRequest(families: ["DejaVu Sans"], size: 12)
        #expect(library.layout("Wide", font: request).runs.first?.face?.fileURL.lastPathComponent == "DejaVuSans.ttf")
        let layout = library.layout("Wide", face: face, font: request)
        #expect(layout.runs.first?.face === face)
        #expect(layout.width < library.layout("Wide", font: request).width)
    }
}
