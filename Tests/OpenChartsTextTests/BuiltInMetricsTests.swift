import Foundation
import OpenChartsTestSupport
import OpenChartsCore
import Testing
@testable import OpenChartsText

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
