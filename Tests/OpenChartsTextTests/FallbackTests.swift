import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsText

@Suite("Per-character fallback")
struct FallbackTests {
    @Test("\"Pets 宠物\" draws the Latin with DejaVu Sans and 宠物 with Noto Sans CJK SC",
          .enabled(if: FontFixtures.hasNotoCJK))
    func latinAndChinese() throws {
        let library = FontLibrary(searchFolders: [FontFixtures.dejaVuFolder, FontFixtures.notoFolder])
        #expect(library.fallbackFamilies.first == "Noto Sans CJK SC")
        let layout = library.layout("Pets 宠物", font: FontRequest(size: 12))
        #expect(layout.runs.count == 2)
        #expect(layout.runs[0].face?.familyName == "DejaVu Sans")
        #expect(layout.runs[0].glyphs.count == 5)
        #expect(layout.runs[1].face?.familyName == "Noto Sans CJK SC")
        #expect(layout.runs[1].glyphs.map(\.advance) == [12, 12])
        #expect(layout.runs[1].glyphs.allSatisfy { !$0.isMissing && $0.glyphID != 0 })
        // The CJK run starts where the Latin run's advance ends.
        let latinWidth = layout.runs[0].glyphs.reduce(0) { $0 + $1.advance }
        #expect(layout.runs[1].glyphs[0].x == latinWidth)
        #expect(layout.width == latinWidth + 24)
        #expect(library.resolvedFamilies(for: FontRequest()).prefix(2) == ["DejaVu Sans", "Noto Sans CJK SC"])
    }

    @Test("Without a CJK font, 宠物 is marked missing and the width stays finite", .enabled(if: FontFixtures.hasDejaVu))
    func missingGlyphs() {
        let library = FontFixtures.dejaVuLibrary
        #expect(library.fallbackFamilies.isEmpty)
        let layout = library.layout("Pets 宠物", font: FontRequest(size: 12))
        let all = layout.runs.flatMap(\.glyphs)
        #expect(all.count == 7)
        #expect(all.suffix(2).allSatisfy { $0.isMissing && $0.glyphID == 0 })
        #expect(all.prefix(5).allSatisfy { !$0.isMissing })
        // .notdef's advance: 1229 units of 2048 at 12 px each.
        #expect(layout.width == library.layout("Pets ", font: FontRequest(size: 12)).width + 2 * 1229 * 12 / 2048)
        #expect(layout.width.isFinite)
    }

    @Test("A layout's glyph positions add up: each x is the previous x plus its advance", .enabled(if: FontFixtures.hasDejaVu))
    func positionsAddUp() {
        let layout = FontFixtures.dejaVuLibrary.layout("Tomato", font: FontRequest(size: 20))
        let glyphs = layout.runs.flatMap(\.glyphs)
        for (a, b) in zip(glyphs, glyphs.dropFirst()) { #expect(abs(a.x + a.advance - b.x) < 1e-9) }
        #expect(abs((glyphs.last.map { $0.x + $0.advance } ?? 0) - layout.width) < 1e-9)
    }

    @Test("An empty string has width 0 and no runs", .enabled(if: FontFixtures.hasDejaVu))
    func emptyString() {
        let layout = FontFixtures.dejaVuLibrary.layout("", font: FontRequest(size: 12))
        #expect(layout.width == 0)
        #expect(layout.runs.isEmpty)
    }

    @Test("Line metrics at 12 px are DejaVu Sans' hhea values scaled", .enabled(if: FontFixtures.hasDejaVu))
    func lineMetrics() {
        let metrics = FontFixtures.dejaVuLibrary.lineMetrics(for: FontRequest(size: 12))
        #expect(metrics == LineMetrics(ascent: 1901 * 12 / 2048.0, descent: 483 * 12 / 2048.0, lineGap: 0))
    }
}

@Suite("Built-in metrics")
struct BuiltInMetricsTests {
    @Test("With no font found, the library says so and names DejaVu Sans")
    func noFonts() {
        let library = FontFixtures.builtInLibrary
        #expect(!library.hasFonts)
        #expect(library.defaultFamily == "DejaVu Sans")
        #expect(library.resolvedFamilies(for: FontRequest()) == ["DejaVu Sans", "sans-serif"])
    }

    @Test("Built-in \"AV\" at 12 px is 15.650 px, as DejaVu Sans with kerning; runs have no face")
    func builtInAV() {
        let layout = FontFixtures.builtInLibrary.layout("AV", font: FontRequest(size: 12))
        #expect(layout.width == 15.650390625)
        #expect(layout.runs.count == 1)
        #expect(layout.runs[0].face == nil)
    }

    @Test("Built-in CJK characters are 1 em; other characters 1303 units; marks none")
    func builtInOtherCharacters() {
        let library = FontFixtures.builtInLibrary
        #expect(library.layout("宠物", font: FontRequest(size: 12)).width == 24)
        #expect(library.layout("ж", font: FontRequest(size: 2048)).width == 1303)
        #expect(library.layout("e\u{301}", font: FontRequest(size: 2048)).width == 1260)
    }

    @Test("Built-in widths equal DejaVu Sans' for 500 random ASCII strings", .enabled(if: FontFixtures.hasDejaVu))
    func builtInMatchesDejaVu() {
        var random = SplitMix64(seed: 11)
        let printable = (0x20...0x7E).compactMap { Unicode.Scalar($0).map(Character.init) }
        for _ in 0..<500 {
            let text = String((0..<Int.random(in: 1...30, using: &random)).compactMap { _ in
                printable.randomElement(using: &random)
            })
            for size in [10.0, 17.5] {
                let font = FontRequest(size: size)
                #expect(FontFixtures.builtInLibrary.layout(text, font: font).width ==
                        FontFixtures.dejaVuLibrary.layout(text, font: font).width, "\(text) at \(size)")
            }
        }
    }

    @Test("Built-in line metrics are DejaVu Sans' at the size")
    func builtInLineMetrics() {
        #expect(FontFixtures.builtInLibrary.lineMetrics(for: FontRequest(size: 2048)) ==
                LineMetrics(ascent: 1901, descent: 483, lineGap: 0))
    }
}

@Suite("Sharing a library across threads")
struct ConcurrencyTests {
    @Test("Many tasks measuring with one fresh library at once get the same widths", .enabled(if: FontFixtures.hasDejaVu))
    func concurrentLayout() async {
        let library = FontLibrary(searchFolders: [FontFixtures.dejaVuFolder, FontFixtures.notoFolder])
        let texts = ["Pets 宠物", "AV", "Temperature", "To", "Bold", "温度 °C"]
        let widths = await withTaskGroup(of: [CGFloat].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    texts.map { library.layout($0, font: FontRequest(size: 12, weight: 700)).width }
                }
            }
            var all: [[CGFloat]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(widths.count == 8)
        #expect(Set(widths).count == 1)
    }
}

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
