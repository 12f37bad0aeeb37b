import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsText

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
