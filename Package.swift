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
    ],
    targets: [
        // Layers, top to bottom; each imports only the ones above it (DESIGN.md).
        .target(name: "OpenChartsCore"),
        .target(name: "OpenChartsText", dependencies: ["OpenChartsCore"]),
        .target(name: "OpenChartsRender", dependencies: ["OpenChartsCore", "OpenChartsText"]),
        // The umbrella a user imports: re-exports every layer.
        .target(name: "OpenCharts", dependencies: ["OpenChartsCore", "OpenChartsText", "OpenChartsRender"]),
        .target(name: "OpenChartsCLI", dependencies: ["OpenCharts"]),
        .executableTarget(name: "opencharts", dependencies: ["OpenChartsCLI"]),

        .target(name: "OpenChartsTestSupport", dependencies: ["OpenCharts"], path: "Tests/OpenChartsTestSupport"),
        .testTarget(name: "OpenChartsCoreTests", dependencies: ["OpenChartsCore", "OpenChartsTestSupport"]),
        .testTarget(name: "OpenChartsTextTests", dependencies: ["OpenChartsText", "OpenChartsTestSupport"]),
        .testTarget(name: "OpenChartsRenderTests", dependencies: ["OpenChartsRender", "OpenChartsTestSupport"]),
        .testTarget(name: "OpenChartsCLITests", dependencies: ["OpenChartsCLI", "OpenChartsTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
