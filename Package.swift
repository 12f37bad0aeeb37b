// swift-tools-version: 6.0
// OpenCharts: Swift Charts and the SwiftUI drawing primitives, rendered headless
// to SVG, PNG, PDF and HTML. Depends on the Swift toolchain alone.
import PackageDescription

let package = Package(
    name: "OpenCharts",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "OpenCharts", targets: ["OpenCharts"]),
        .executable(name: "opencharts", targets: ["opencharts"]),
        .executable(name: "opencharts-bench", targets: ["opencharts-bench"]),
    ],
    targets: [
        // Layers, top to bottom; each imports only the ones above it (DESIGN.md).
        .target(name: "OpenChartsCore"),
        .target(name: "OpenChartsText", dependencies: ["OpenChartsCore"]),
        .target(name: "OpenChartsViews", dependencies: ["OpenChartsCore", "OpenChartsText"]),
        .target(name: "OpenChartsCharts", dependencies: ["OpenChartsCore", "OpenChartsText", "OpenChartsViews"]),
        // Backends see only scenes (and fonts, to draw glyphs); they know no chart.
        .target(name: "OpenChartsRender", dependencies: ["OpenChartsCore", "OpenChartsText"]),
        // The umbrella a user imports: re-exports every layer.
        .target(name: "OpenCharts", dependencies: [
            "OpenChartsCore", "OpenChartsText", "OpenChartsViews", "OpenChartsCharts", "OpenChartsRender",
        ]),
        // Direct dependencies on the layers it uses, not only the umbrella: incremental
        // builds then notice when one of them changes.
        // The seed documents' example code, once: the gallery draws it, the tests measure it.
        .target(name: "OpenChartsExamples", dependencies: ["OpenCharts"]),
        .target(name: "OpenChartsCLI", dependencies: ["OpenCharts", "OpenChartsRender", "OpenChartsText", "OpenChartsExamples"]),
        .executableTarget(name: "opencharts", dependencies: ["OpenChartsCLI"]),
        .executableTarget(name: "opencharts-bench", dependencies: ["OpenCharts"]),

        .target(name: "OpenChartsTestSupport", dependencies: ["OpenCharts"], path: "Tests/OpenChartsTestSupport"),
        .testTarget(name: "OpenChartsCoreTests", dependencies: ["OpenChartsCore", "OpenChartsTestSupport"]),
        .testTarget(name: "OpenChartsTextTests", dependencies: ["OpenChartsText", "OpenChartsTestSupport"]),
        // The seed tests in it measure the seed views of OpenChartsExamples.
        .testTarget(name: "OpenChartsViewsTests", dependencies: ["OpenChartsViews", "OpenChartsTestSupport", "OpenChartsExamples"]),
        .testTarget(name: "OpenChartsChartsTests", dependencies: ["OpenChartsCharts", "OpenChartsTestSupport", "OpenChartsExamples"],
                    resources: [.copy("Resources")]),
        .testTarget(name: "OpenChartsRenderTests", dependencies: ["OpenChartsRender", "OpenChartsTestSupport"]),
        .testTarget(name: "OpenChartsCLITests", dependencies: ["OpenChartsCLI", "OpenChartsTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
