import Foundation
import OpenChartsCore
import OpenChartsText
import Testing
@testable import OpenChartsRender

/// A group's effect in PDF, which has no blur: image XObjects drawn by our rasterizer, each
/// with its alpha as a soft mask, placed over the pixels they cover.
@Suite("Shadows and blur: PDF")
struct PDFEffectTests {
    static let square = SceneNode.fill(FillNode(path: Path(CGRect(x: 10, y: 10, width: 20, height: 20)), paint: .color(.blue)))

    func bytes(_ nodes: [SceneNode]) throws -> [UInt8] {
        try PDFWriter(fonts: FontLibrary(searchFolders: [])).pdf(Scene(size: CGSize(width: 60, height: 40), nodes: nodes))
    }

    func pdf(_ nodes: [SceneNode]) throws -> String {
        String(decoding: try bytes(nodes), as: UTF8.self)
    }

    /// The page's content stream (object 4), inflated.
    func content(_ nodes: [SceneNode]) throws -> String {
        String(decoding: try PDFTestReader(try bytes(nodes)).streamData(4), as: UTF8.self)
    }

    func group(_ shadow: GroupEffect.Shadow? = nil, blur: GroupEffect.Blur? = nil) -> SceneNode {
        .group(GroupNode(children: [Self.square], effect: GroupEffect(shadow: shadow, blur: blur)))
    }

    @Test("a drop shadow is an RGB image XObject with a DeviceGray soft mask, drawn before the vector square")
    func dropShadow() throws {
        let text = try pdf([group(GroupEffect.Shadow(color: .black, radius: 0, x: 15))])
        #expect(text.contains("/Type /XObject /Subtype /Image /Width 40 /Height 40 /BitsPerComponent 8 /ColorSpace /DeviceGray /Filter /FlateDecode"))
        #expect(text.contains("/Type /XObject /Subtype /Image /Width 40 /Height 40 /BitsPerComponent 8 /ColorSpace /DeviceRGB /Interpolate true /SMask "))
        // At 2 pixels a point: the hard shadow of the 20-point square, moved 15 points, is
        // 40 × 40 pixels at (50, 20), placed at (25, 10) to (45, 30) on the y-down scene.
        let content = try content([group(GroupEffect.Shadow(color: .black, radius: 0, x: 15))])
        #expect(content.contains("20 0 0 -20 25 30 cm\n/X1 Do"))
        // Beneath the square, which is still a vector path.
        let image = try #require(content.range(of: "/X1 Do")), square = try #require(content.range(of: "10 10 m"))
        #expect(image.lowerBound < square.lowerBound)
    }

    @Test("the image's pixels: the flat shadow colour, its alpha in the mask")
    func imagePixels() throws {
        let reader = try PDFTestReader(try bytes([group(GroupEffect.Shadow(color: Color.red.opacity(0.5), radius: 0, x: 15))]))
        let rgb = try reader.streamData(try #require(reader.objects(containing: "/ColorSpace /DeviceRGB").first))
        let alpha = try reader.streamData(try #require(reader.objects(containing: "/ColorSpace /DeviceGray").first))
        #expect(rgb.count == 40 * 40 * 3 && alpha.count == 40 * 40)
        #expect(Array(rgb[0..<3]) == [255, 59, 48])
        #expect(Set(alpha) == [128])
    }

    @Test("a blurred group is drawn as an image only, with no vector copy")
    func blurred() throws {
        let content = try content([group(blur: GroupEffect.Blur(radius: 2))])
        #expect(content.contains("/X1 Do") && !content.contains("10 10 m"))
    }

    @Test("an inner shadow's image is drawn over the vector drawing")
    func inner() throws {
        let content = try content([group(GroupEffect.Shadow(kind: .inner, color: .black, radius: 2, x: 2))])
        let image = try #require(content.range(of: "/X1 Do")), square = try #require(content.range(of: "10 10 m"))
        #expect(square.lowerBound < image.lowerBound)
    }

    @Test("bad values: NaN radius and infinite offset draw the plain group; enormous ones no image, no crash")
    func badInput() throws {
        let plain = try pdf([.group(GroupNode(children: [Self.square]))])
        #expect(try pdf([group(GroupEffect.Shadow(radius: .nan))]) == plain)
        #expect(try pdf([group(GroupEffect.Shadow(radius: 2, y: -.infinity))]) == plain)
        #expect(try pdf([group(GroupEffect.Shadow(radius: 2, x: 1e300))]) == plain)
        let huge = try pdf([group(GroupEffect.Shadow(color: .black, radius: 1e12))])
        #expect(!huge.contains("/SMask"))
        #expect(try content([group(GroupEffect.Shadow(color: .black, radius: 1e12))]).contains("10 10 m"))
    }

    @Test("the effect images' scale is 2 pixels a point, less for pages over 16 million pixels at 2")
    func scale() {
        #expect(PDFDocumentBuilder.effectScale(pageSize: CGSize(width: 800, height: 600)) == 2)
        let big = PDFDocumentBuilder.effectScale(pageSize: CGSize(width: 14_400, height: 14_400))
        #expect(big < 2 && (14_400 * big) * (14_400 * big) <= CGFloat(16 << 20) + 1)
    }
}
