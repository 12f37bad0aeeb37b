import Foundation
import Testing
import OpenChartsCore
import OpenChartsText
@testable import OpenChartsRender

@Suite("Glyph cache")
struct GlyphCacheTests {
    static let fonts = FontLibrary(fontFiles: [FontTextOutlinerTests.dejaVu], searchFolders: [])

    /// Draws text from its outlines every time: a text outliner the painter does not know.
    struct OutlinesOnly: TextOutliner {
        let outliner = FontTextOutliner(fonts: GlyphCacheTests.fonts)
        func outline(_ text: TextNode) -> (glyphs: Path, missing: [CGRect]) { outliner.outline(text) }
    }

    static let labels: [SceneNode] = [
        .text(TextNode(text: "0.25 1,000 Revenue (k$)", origin: CGPoint(x: 8.3, y: 20.6), font: FontRequest(size: 11))),
        .text(TextNode(text: "Jan Feb Mar", origin: CGPoint(x: 150.71, y: 44.12), anchor: .middle,
                       font: FontRequest(size: 13), paint: .color(Color(red: 0.2, green: 0.4, blue: 0.8)))),
        .text(TextNode(text: "−42 %", origin: CGPoint(x: 290.5, y: 70), anchor: .end, font: FontRequest(size: 17))),
        // Half opacity, clipped through the middle of the glyphs, moved by the group.
        .group(GroupNode(children: [.text(TextNode(text: "Clipped", origin: CGPoint(x: 20.4, y: 60.2),
                                                   font: FontRequest(size: 16)))],
                         transform: CGAffineTransform(translationX: 3.3, y: 1.7), opacity: 0.5,
                         clip: Path(CGRect(x: 30, y: 40, width: 40, height: 14)))),
    ]

    static func render(_ nodes: [SceneNode], outliner: any TextOutliner, scale: CGFloat = 1) throws -> Pixmap {
        let scene = Scene(size: CGSize(width: 300, height: 80), nodes: nodes, background: .white)
        return try SceneRasterizer(scale: scale, textOutliner: outliner).render(scene)
    }

    /// Mean and largest absolute difference over all channels, in 0–255.
    static func difference(_ a: Pixmap, _ b: Pixmap) -> (mean: Double, max: Int) {
        var total = 0, largest = 0
        for (x, y) in zip(a.data, b.data) {
            let d = abs(Int(x) - Int(y))
            total += d
            largest = max(largest, d)
        }
        return (Double(total) / Double(a.data.count), largest)
    }

    @Test("labels drawn from cached masks, also clipped and translucent, match the same labels drawn from their outlines, at 1x and 2x")
    func matchesOutlines() throws {
        for scale: CGFloat in [1, 2] {
            let cached = try Self.render(Self.labels, outliner: FontTextOutliner(fonts: Self.fonts), scale: scale)
            let outlined = try Self.render(Self.labels, outliner: OutlinesOnly(), scale: scale)
            let (mean, largest) = Self.difference(cached, outlined)
            // Origins move by at most a 32nd of a pixel: edges shift a little, glyphs do not.
            #expect(mean < 0.5, "mean difference \(mean) at \(scale)x")
            #expect(largest < 64, "largest difference \(largest) at \(scale)x")
            #expect(cached.data.contains { $0 < 64 }, "the labels draw dark ink")
        }
    }

    @Test("the same labels drawn again and from concurrent tasks give the same bytes")
    func deterministic() async throws {
        GlyphCache.shared.removeAll()
        let first = try Self.render(Self.labels, outliner: FontTextOutliner(fonts: Self.fonts))
        let results = try await withThrowingTaskGroup(of: Pixmap.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    GlyphCache.shared.removeAll()
                    return try Self.render(Self.labels, outliner: FontTextOutliner(fonts: Self.fonts))
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 == first })
    }

    @Test("rotated text and gradient-painted text are drawn from their outlines, exactly as before")
    func fallsBackToOutlines() throws {
        let rotated: [SceneNode] = [.group(GroupNode(
            children: Self.labels, transform: CGAffineTransform(rotationAngle: -.pi / 2).translatedBy(x: -80, y: 0)))]
        let gradient = Paint.linearGradient(LinearGradientPaint(
            stops: [GradientStop(color: .red, location: 0), GradientStop(color: .blue, location: 1)],
            start: CGPoint(x: 0, y: 0), end: CGPoint(x: 300, y: 0)))
        let painted: [SceneNode] = [.text(TextNode(text: "Gradient 123", origin: CGPoint(x: 10.3, y: 40.6),
                                                   font: FontRequest(size: 20), paint: gradient))]
        for nodes in [rotated, painted] {
            let cached = try Self.render(nodes, outliner: FontTextOutliner(fonts: Self.fonts))
            let outlined = try Self.render(nodes, outliner: OutlinesOnly())
            #expect(cached == outlined)
        }
    }

    @Test("an origin is split into its pixel and the nearest sixteenth within it, rounding up into the next pixel")
    func placement() {
        #expect(GlyphCache.subpixelSteps == 16)
        #expect(GlyphCache.place(CGPoint(x: 10.98, y: 3.01)) == (11, 3, 0, 0))
        #expect(GlyphCache.place(CGPoint(x: 2.5, y: 7.3)) == (2, 7, 8, 5))
        #expect(GlyphCache.place(CGPoint(x: -0.3, y: 0)) == (-1, 0, 11, 0))
    }

    @Test("a glyph's mask is made once and then reused for every label that draws it")
    func reuse() {
        let face = Self.fonts.layout("A", font: FontRequest(size: 12)).runs[0].face!
        let glyph = Self.fonts.layout("A", font: FontRequest(size: 12)).runs[0].glyphs[0].glyphID
        let cache = GlyphCache()
        let first = cache.mask(face: face, glyphID: glyph, size: 40, subpixelX: 1, subpixelY: 2)
        let second = cache.mask(face: face, glyphID: glyph, size: 40, subpixelX: 1, subpixelY: 2)
        #expect(cache.count == 1)
        #expect(first.coverage == second.coverage && first.width > 20 && first.height > 25)
        #expect(first.coverage.contains(255))
        _ = cache.mask(face: face, glyphID: glyph, size: 40, subpixelX: 2, subpixelY: 2)
        #expect(cache.count == 2)
    }
}
