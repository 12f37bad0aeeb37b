import Foundation
import Testing
import OpenChartsTestSupport
@testable import OpenChartsCLI

@Suite("Gallery snapshots")
struct GallerySnapshotTests {
    @Test("every gallery chart draws as its golden SVG", arguments: GalleryExample.all.map(\.id))
    func snapshot(id: String) throws {
        let example = try #require(GalleryExample.all.first { $0.id == id })
        try assertRenderSnapshot(AnySceneContent(try example.content()), named: id)
    }

    @Test("the weather charts read Seattle's 2012 days from the embedded CSV: 366 days, 21 snowy")
    func seattleData() {
        let days = SeattleWeather.measurements
        #expect(days.count == 366)
        #expect(days.filter { $0.snowfall > 0 }.count == 21)
        #expect(days.first?.dateString == "1/1/2012")
        #expect(days.first?.high == 12.8)
    }
}
