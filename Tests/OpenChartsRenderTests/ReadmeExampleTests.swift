import Foundation
import Testing
import OpenCharts
import OpenChartsTestSupport

/// The README's example, as written there: if it stops compiling or drawing, this fails.
@Suite("README example")
struct ReadmeExampleTests {
    struct Pet: Identifiable {
        let name: String
        let count: Int
        var id: String { name }
    }

    @Test("the donut of pets renders to PNG at @2x and to SVG with one sector per pet")
    func donut() throws {
        let pets = [Pet(name: "Cats", count: 13), Pet(name: "Dogs", count: 22), Pet(name: "Fish", count: 9)]

        let chart = Chart(pets) { pet in
            SectorMark(angle: .value("Count", pet.count), innerRadius: .ratio(0.618), angularInset: 1.5)
                .cornerRadius(5)
                .foregroundStyle(by: .value("Pet", pet.name))
        }
        .frame(width: 400, height: 300)

        let renderer = ImageRenderer(content: chart)
        renderer.scale = 2
        let url = try artifactsFolder("readme").appendingPathComponent("pets.png")
        try renderer.write(to: url)
        let svg: String = try renderer.svg()

        let png = try Data(contentsOf: url)
        #expect(Array(png[16..<24]) == [0, 0, 3, 0x20, 0, 0, 2, 0x58])  // 800 × 600 pixels
        #expect(svg.components(separatedBy: "role=\"graphics-symbol\"").count - 1 == 3)
        #expect(svg.contains("aria-label=\"Dogs, 22\"") || svg.contains("aria-label=\"Count, 22\""))
    }
}
