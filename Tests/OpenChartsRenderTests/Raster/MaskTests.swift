import Foundation
import OpenChartsCore
import OpenChartsText
import Testing
@testable import OpenChartsRender

/// A group's alpha mask (SwiftUI's `mask`): the children show where the mask is opaque, as
/// much as it is, whatever the mask's colours; in the raster, SVG and PDF alike.
@Suite("Group masks")
struct MaskTests {
    /// A red 20 × 10 block seen through a mask opaque on the left half and 40 % on the right.
    static let masked = GroupNode(
        children: [.fill(FillNode(path: Path(CGRect(x: 0, y: 0, width: 20, height: 10)), paint: .color(.red)))],
        mask: [
            .fill(FillNode(path: Path(CGRect(x: 0, y: 0, width: 10, height: 10)), paint: .color(.blue))),
            .fill(FillNode(path: Path(CGRect(x: 10, y: 0, width: 10, height: 10)), paint: .color(Color.white.opacity(0.4)))),
        ])

    @Test("the raster keeps the children at the mask's alpha, not its colour")
    func raster() throws {
        let pixmap = try rasterize([.group(Self.masked)], width: 20, height: 10)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixmap.data[(y * 20 + x) * 4..<(y * 20 + x) * 4 + 4]) }
        // System red, (255, 59, 48), premultiplied.
        #expect(pixel(5, 5) == [255, 59, 48, 255])
        #expect(pixel(15, 5) == [102, 24, 19, 102])
    }

    @Test("overlapping children are masked together, and the group's opacity multiplies the mask")
    func together() throws {
        let square = { (x: CGFloat) in SceneNode.fill(FillNode(path: Path(CGRect(x: x, y: 0, width: 10, height: 10)), paint: .color(.black))) }
        let half: [SceneNode] = [.fill(FillNode(path: Path(CGRect(x: 0, y: 0, width: 20, height: 10)), paint: .color(Color.black.opacity(0.5))))]
        let overlapping = GroupNode(children: [square(0), square(5)], mask: half)
        // Masked one by one, the overlap would be darker (75 %) than the rest (50 %).
        let pixmap = try rasterize([.group(overlapping)], width: 20, height: 10)
        #expect(pixmap.alpha(2, 5) == 128 && pixmap.alpha(7, 5) == 128 && pixmap.alpha(12, 5) == 128 && pixmap.alpha(17, 5) == 0)
        let faded = GroupNode(children: [square(0)], opacity: 0.5, mask: half)
        #expect(try rasterize([.group(faded)], width: 20, height: 10).alpha(5, 5) == 64)
    }

    @Test("an empty mask hides everything; a mask in a transformed group is in the group's coordinates")
    func emptyAndTransformed() throws {
        let hidden = GroupNode(children: Self.masked.children, mask: [])
        #expect(try rasterize([.group(hidden)], width: 20, height: 10).coveredArea == 0)
        // Children away from the top-left corner: their drawn rows and the mask's (none) do not meet.
        let away = GroupNode(children: [.fill(FillNode(path: Path(CGRect(x: 5, y: 4, width: 10, height: 5)), paint: .color(.red)))], mask: [])
        #expect(try rasterize([.group(away)], width: 20, height: 10).coveredArea == 0)
        var moved = Self.masked
        moved.transform = CGAffineTransform(translationX: 10, y: 0)
        let pixmap = try rasterize([.group(moved)], width: 30, height: 10)
        #expect(pixmap.alpha(5, 5) == 0 && pixmap.alpha(15, 5) == 255 && pixmap.alpha(25, 5) == 102)
    }

    @Test("SVG writes an alpha mask over any extent; PDF a soft mask from the mask's alpha")
    func vectorFormats() throws {
        let scene = Scene(size: CGSize(width: 20, height: 10), nodes: [.group(Self.masked)])
        let svg = SVGWriter().svg(scene)
        #expect(svg.contains(#"<mask id="mask1" mask-type="alpha" style="mask-type:alpha" maskUnits="userSpaceOnUse" x="-1000000" y="-1000000" width="2000000" height="2000000">"#))
        #expect(svg.contains(#"<g mask="url(#mask1)">"#))
        // The mask's nodes are among the definitions, not drawn.
        let body = try #require(svg.components(separatedBy: "</defs>").last)
        #expect(!body.contains("0000ff") && !body.contains("#00f"))
        let pdf = String(decoding: try PDFWriter(fonts: FontLibrary(searchFolders: [])).pdf(scene), as: UTF8.self)
        #expect(pdf.contains("/SMask << /Type /Mask /S /Alpha /G "))
    }
}
