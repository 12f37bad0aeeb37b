import Foundation
import Testing
import OpenChartsCore
import OpenChartsText
@testable import OpenChartsRender

@Suite("Text in pixels")
struct FontTextOutlinerTests {
    static let dejaVu = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    static let notoCJK = URL(fileURLWithPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
    static let label = TextNode(text: "宠物数量", origin: CGPoint(x: 10, y: 40), font: FontRequest(size: 24))

    /// The share of the canvas with any ink, 0…1.
    static func inkedFraction(_ pixmap: Pixmap) -> Double {
        var inked = 0
        for index in stride(from: 3, to: pixmap.data.count, by: 4) where pixmap.data[index] > 0 { inked += 1 }
        return Double(inked) / Double(pixmap.width * pixmap.height)
    }

    @Test("a Chinese label draws its glyphs with a CJK font (CFF outlines in a .ttc)",
          .enabled(if: FileManager.default.fileExists(atPath: notoCJK.path), "needs fonts-noto-cjk"))
    func chineseWithCJKFont() throws {
        let fonts = FontLibrary(fontFiles: [Self.dejaVu, Self.notoCJK], searchFolders: [])
        let (glyphs, missing) = FontTextOutliner(fonts: fonts).outline(Self.label)
        #expect(missing.isEmpty)
        let bounds = glyphs.boundingRect
        // Four ideographs at 24 px: about 96 px of ink, above the baseline at y = 40.
        #expect(bounds.minX >= 10 && bounds.maxX > 90 && bounds.maxX <= 107)
        #expect(bounds.maxY <= 43 && bounds.minY >= 40 - 24)
        let scene = Scene(size: CGSize(width: 120, height: 50), nodes: [.text(Self.label)])
        let pixmap = try SceneRasterizer(textOutliner: FontTextOutliner(fonts: fonts)).render(scene)
        #expect(Self.inkedFraction(pixmap) > 0.1)
    }

    @Test("without a CJK font the same label draws one box per character, not a crash")
    func chineseWithoutCJKFont() throws {
        let fonts = FontLibrary(fontFiles: [Self.dejaVu], searchFolders: [])
        let (glyphs, missing) = FontTextOutliner(fonts: fonts).outline(Self.label)
        #expect(glyphs.isEmpty)
        #expect(missing.count == 4)
        #expect(missing.allSatisfy { $0.width > 0 && $0.maxY == 40 })
        let scene = Scene(size: CGSize(width: 120, height: 50), nodes: [.text(Self.label)])
        let pixmap = try SceneRasterizer(textOutliner: FontTextOutliner(fonts: fonts)).render(scene)
        #expect(Self.inkedFraction(pixmap) > 0.01)
    }

    @Test("the anchor shifts the glyphs by the measured width: middle by half, end by all of it")
    func anchors() {
        let fonts = FontLibrary(fontFiles: [Self.dejaVu], searchFolders: [])
        let outliner = FontTextOutliner(fonts: fonts)
        let width = fonts.layout("Pets", font: FontRequest(size: 12)).width
        func minX(_ anchor: TextAnchor) -> CGFloat {
            outliner.outline(TextNode(text: "Pets", origin: CGPoint(x: 100, y: 20), anchor: anchor, font: FontRequest(size: 12)))
                .glyphs.boundingRect.minX
        }
        #expect(abs((minX(.start) - minX(.middle)) - width / 2) < 1e-9)
        #expect(abs((minX(.start) - minX(.end)) - width) < 1e-9)
    }

    @Test("with no font file at all, PNG output refuses text with a message saying how to give a font")
    func noFontMessage() {
        let message = RenderError.noFontForRaster.description
        #expect(message.contains("apt-get install fonts-dejavu-core"))
        #expect(message.contains("OPENCHARTS_FONT_PATH"))
        let fonts = FontLibrary(searchFolders: [])
        #expect(!fonts.hasFonts)
        #expect(FontTextOutliner(fonts: fonts).outline(Self.label).glyphs.isEmpty)
    }

    @Test("png() writes a PNG of the scene's pixel size times the scale, with pHYs for the scale")
    func pngOutput() throws {
        let renderer = ImageRenderer(content: Scene(size: CGSize(width: 30, height: 20), background: .white))
        renderer.scale = 2
        let png = [UInt8](try renderer.png())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        // IHDR: width and height, big-endian, right after the chunk length and type.
        #expect(Array(png[16..<24]) == [0, 0, 0, 60, 0, 0, 0, 40])
        let pHYs = try #require(png.firstRange(of: Array("pHYs".utf8)))
        #expect(Array(png[pHYs.upperBound..<(pHYs.upperBound + 4)]) == [0, 0, 0x16, 0x25])  // 5669 px/m
    }
}
