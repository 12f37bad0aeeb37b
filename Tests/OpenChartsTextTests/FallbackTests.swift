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
