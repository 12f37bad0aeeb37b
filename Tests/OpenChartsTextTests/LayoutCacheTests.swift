import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsText

@Suite("The layout cache")
struct LayoutCacheTests {
    static let families = [["DejaVu Sans"], ["DejaVu Serif"], ["DejaVu Sans Mono"], ["DejaVu Serif", "DejaVu Sans"]]
    static let texts = ["Temperature", "Wide WWW", "iii", "Pets 42"]

    /// Widths from a library that has measured nothing yet, one text at a time.
    static func freshWidths() -> [[CGFloat]] {
        families.map { family in
            texts.map { FontLibrary(searchFolders: [FontFixtures.dejaVuFolder]).width($0, font: FontRequest(families: family, size: 12)) }
        }
    }

    @Test("requests that differ only in their family names get each family's own layout", .enabled(if: FontFixtures.hasDejaVu))
    func familiesKeptApart() {
        let library = FontLibrary(searchFolders: [FontFixtures.dejaVuFolder])
        // Twice round: the second reads the cache.
        for _ in 0..<2 {
            let cached = Self.families.map { family in Self.texts.map { library.width($0, font: FontRequest(families: family, size: 12)) } }
            #expect(cached == Self.freshWidths())
        }
        // The families really measure differently, so a mix-up would show.
        #expect(library.width("Temperature", font: FontRequest(families: ["DejaVu Sans Mono"], size: 12))
                != library.width("Temperature", font: FontRequest(families: ["DejaVu Serif"], size: 12)))
    }

    @Test("tasks measuring in several families at once get the widths of a fresh library", .enabled(if: FontFixtures.hasDejaVu))
    func concurrentFamilies() async {
        let library = FontLibrary(searchFolders: [FontFixtures.dejaVuFolder])
        let expected = Self.freshWidths()
        let results = await withTaskGroup(of: [[CGFloat]].self) { group in
            for task in 0..<8 {
                group.addTask {
                    // Each task walks the families in its own order.
                    var widths = Array(repeating: [CGFloat](), count: Self.families.count)
                    for step in Self.families.indices {
                        let index = (step + task) % Self.families.count
                        widths[index] = Self.texts.map { library.width($0, font: FontRequest(families: Self.families[index], size: 12)) }
                    }
                    return widths
                }
            }
            var all: [[[CGFloat]]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        for result in results { #expect(result == expected) }
    }
}
