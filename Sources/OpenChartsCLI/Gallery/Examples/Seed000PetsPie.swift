import Foundation
import OpenCharts
import OpenChartsExamples

/// Seed 000 in the gallery: four pets, white borders, labels at two-thirds of the radius.
enum Seed000PetsPie {
    static let example = GalleryExample(
        id: "seed000-pets-pie", title: "Pets (millions), a pie with borders and labels", seed: "000",
        sourceFile: "Sources/OpenChartsExamples/Seed000PetsPie.swift",
        content: {
            Seed000.PieChart(data: .constant([1.3, 2.2, 0.9, 0.6]), labels: .constant(["Cats", "Dogs", "Fish", "Birds"]),
                     colors: [.red, .green, .blue, .orange], borderColor: .white)
                .frame(width: 400, height: 400)
        })
}
