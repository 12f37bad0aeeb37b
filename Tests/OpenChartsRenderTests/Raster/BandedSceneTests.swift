import Foundation
import Testing
import OpenChartsCore
import OpenChartsText
import OpenChartsTestSupport
@testable import OpenChartsRender

/// A large canvas is painted by two painters at once, each walking the whole scene and
/// drawing only its band of rows: every kind of node must draw the rows of a band exactly
/// as it draws them on the whole canvas, wherever the bands meet.
@Suite("Raster banded scenes")
struct BandedSceneTests {
    static let dejaVu = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

    /// The scene's pixels painted whole and in each of `bandCounts` bands: all the same, and not blank.
    static func expectSameInBands(_ scene: Scene, scale: CGFloat = 1, outliner: (any TextOutliner)? = nil,
                                  bandCounts: [Int] = [2, 3, 7], _ name: String) throws {
        let rasterizer = SceneRasterizer(scale: scale, textOutliner: outliner)
        let whole = try SceneRasterizer.$forcedBands.withValue(1) { try rasterizer.render(scene) }
        #expect(Set(whole.data).count > 2, "\(name) draws something")
        for bands in bandCounts {
            let banded = try SceneRasterizer.$forcedBands.withValue(bands) { try rasterizer.render(scene) }
            let differing = zip(whole.data, banded.data).filter { $0 != $1 }.count
            #expect(differing == 0, "\(name) in \(bands) bands: \(differing) bytes differ")
        }
    }

    @Test("every reference scene (bars, joins, pies, dashes, gradients, clips, opacity groups, dense walks, transforms) draws the same in bands")
    func referenceScenes() throws {
        for (name, scene, scale) in ReferenceScenes.all {
            try Self.expectSameInBands(scene, scale: scale, bandCounts: [2, 3], name)
        }
    }

    @Test("text from cached glyphs and from outlines, and stamped symbols cut by band edges, draw the same in bands",
          .enabled(if: FileManager.default.fileExists(atPath: dejaVu.path), "needs DejaVu Sans"))
    func textAndSymbols() throws {
        let outliner = FontTextOutliner(fonts: FontLibrary(fontFiles: [Self.dejaVu], searchFolders: []))
        try Self.expectSameInBands(TestScenes.kitchenSink, outliner: outliner, "kitchen sink")
        try Self.expectSameInBands(TestScenes.kitchenSink, scale: 2, outliner: outliner, "kitchen sink @2x")
        let positions: [CGPoint] = (0..<2_000).map { i in
            let x: Double = 3 + Double(i % 97) * 8.13
            let y: Double = 2 + Double(i / 97) * 28.61 + Double(i % 7) * 0.37
            return CGPoint(x: x, y: y)
        }
        let circle = Path(ellipseIn: CGRect(x: -3, y: -3, width: 6, height: 6))
        let symbols: [SceneNode] = [
            .symbols(SymbolsNode(shape: circle, positions: positions, paint: .color(Color(red: 0.1, green: 0.4, blue: 0.9, opacity: 0.6)),
                                 circleDiameter: 6)),
            .symbols(SymbolsNode(shape: Path(CGRect(x: -5, y: -5, width: 10, height: 10)), positions: positions.map { CGPoint(x: $0.x + 2, y: $0.y + 5) },
                                 paint: .color(.orange), stroke: StrokeStyle(lineWidth: 1.5))),
            // Rotated text is drawn from its outlines, not from the glyph cache.
            .group(GroupNode(children: [.text(TextNode(text: "Rotated across the bands", origin: CGPoint(x: 0, y: 0),
                                                       font: FontRequest(size: 40)))],
                             transform: CGAffineTransform(rotationAngle: 1.2).translatedBy(x: 40, y: -300))),
        ]
        try Self.expectSameInBands(Scene(size: CGSize(width: 800, height: 600), nodes: symbols, background: .white),
                                   outliner: outliner, "symbols and rotated text")
    }

    @Test("random paths, styles, clips, opacity groups and transforms draw the same in bands")
    func randomScenes() throws {
        var generator = SplitMix64(seed: 77)
        for round in 0..<30 {
            let scene = Scene(size: CGSize(width: 64, height: 48), nodes: RandomSceneTests.randomNodes(&generator))
            let rasterizer = SceneRasterizer(scale: round % 5 == 0 ? 2 : 1)
            let whole = try SceneRasterizer.$forcedBands.withValue(1) { try rasterizer.render(scene) }
            for bands in [2, 5] {
                let banded = try SceneRasterizer.$forcedBands.withValue(bands) { try rasterizer.render(scene) }
                let differing = (0..<whole.data.count).filter { whole.data[$0] != banded.data[$0] }
                #expect(differing.isEmpty, "round \(round), \(bands) bands: \(differing.count) bytes differ, first at pixel \(differing.first.map { ($0 / 4 % whole.width, $0 / 4 / whole.width) }.map { "\($0)" } ?? "")")
            }
        }
    }

    @Test("a large canvas is painted in two halves when there are two processors; small ones and forced counts as asked")
    func bandChoice() {
        let twoProcessors = ProcessInfo.processInfo.activeProcessorCount > 1
        #expect(SceneRasterizer.bands(width: 800, height: 600) == (twoProcessors ? [0..<300, 300..<600] : [0..<600]))
        #expect(SceneRasterizer.bands(width: 100, height: 100) == [0..<100])
        #expect(SceneRasterizer.bands(width: 4000, height: 40) == [0..<40])
        #expect(SceneRasterizer.$forcedBands.withValue(3) { SceneRasterizer.bands(width: 10, height: 10) } == [0..<3, 3..<6, 6..<10])
        #expect(SceneRasterizer.$forcedBands.withValue(5) { SceneRasterizer.bands(width: 10, height: 2) } == [0..<1, 1..<2])
    }
}
