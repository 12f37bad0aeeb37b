import Foundation
import OpenCharts

/// One chart of the gallery: what it shows, which seed document it comes from, and the
/// example code (a file a reader can copy) that draws it.
public struct GalleryExample: Sendable {
    /// File-name stem: `pets-pie` → `pets-pie.svg`.
    public var id: String
    public var title: String
    /// The seed document the chart comes from, e.g. "000".
    public var seed: String
    /// The example's source, relative to the repository root.
    public var sourceFile: String
    public var content: @Sendable () throws -> any SceneRepresentable

    public init(id: String, title: String, seed: String, sourceFile: String,
                content: @escaping @Sendable () throws -> any SceneRepresentable) {
        self.id = id
        self.title = title
        self.seed = seed
        self.sourceFile = sourceFile
        self.content = content
    }

    /// Every gallery chart, in the order the index shows them.
    public static let all: [GalleryExample] = [Seed000PetsPie.example] + Seed001PetsCities.examples + [
        Seed002NormalizedBar.example, Seed002Pie.example, Seed002PieInset.example, Seed002Donut.example,
        Seed002DonutText.example, Seed002CityLines.example, Seed002SelectedDay.example,
        Seed002YearScroll.example, Seed002DonutSelection.example,
    ] + Seed003Bars.examples + Seed004Weather.examples
}
