import Foundation
import OpenCharts
import OpenChartsExamples

/// Seed 001 in the gallery: the content view with the picker on each city in turn.
enum Seed001PetsCities {
    /// The content view as the seed prints it, its picker live: an HTML page of it switches
    /// the pie between the cities (`try view.makeInteractiveScene(proposal: .unspecified)`).
    static func interactive() -> some View {
        Seed001.ContentView().frame(width: 400, height: 800)
    }

    static func city(_ index: Int) -> some View {
        let view = Seed001.ContentView()
        view.selectedCity = index
        return view.frame(width: 400, height: 800)
    }

    static let examples: [GalleryExample] = [("dublin", "Dublin"), ("milan", "Milan"), ("london", "London")]
        .enumerated().map { index, name in
            GalleryExample(
                id: "seed001-pets-\(name.0)", title: "Most popular pets in \(name.1), with legend and percentages", seed: "001",
                sourceFile: "Sources/OpenChartsExamples/Seed001PetsCities.swift", content: { city(index) })
        }
}
