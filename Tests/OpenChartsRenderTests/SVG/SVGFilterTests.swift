import Foundation
import OpenChartsCore
import OpenChartsText
import Testing
@testable import OpenChartsRender

/// A group's effect in SVG: a `<filter>` among the definitions, once per distinct effect,
/// and a group that applies it around the group's own element.
@Suite("Shadows and blur: SVG")
struct SVGFilterTests {
    static let square = SceneNode.fill(FillNode(path: Path(CGRect(x: 10, y: 10, width: 20, height: 20)), paint: .color(.blue)))

    func svg(_ nodes: [SceneNode]) -> String {
        SVGWriter().svg(Scene(size: CGSize(width: 60, height: 60), nodes: nodes))
    }

    func group(_ shadow: GroupEffect.Shadow? = nil, blur: GroupEffect.Blur? = nil, opacity: Double = 1) -> SceneNode {
        .group(GroupNode(children: [Self.square], opacity: opacity, effect: GroupEffect(shadow: shadow, blur: blur)))
    }

    @Test("a drop shadow is the alpha blurred, moved, flooded with its colour and merged beneath the drawing")
    func dropShadow() {
        let text = svg([group(GroupEffect.Shadow(radius: 4, x: 2, y: 3))])
        #expect(text.contains("""
              <filter id="shadow1" filterUnits="userSpaceOnUse" x="-1000000" y="-1000000" width="2000000" height="2000000" color-interpolation-filters="sRGB">
                <feGaussianBlur in="SourceAlpha" stdDeviation="4"/>
                <feOffset dx="2" dy="3" result="shadow"/>
                <feFlood flood-color="#000000" flood-opacity="0.33"/>
                <feComposite in2="shadow" operator="in"/>
                <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
              </filter>
          """))
        #expect(text.contains("  <g filter=\"url(#shadow1)\">\n    <g>\n      <path d=\"M10 10 H30 V30 H10 Z\" fill=\"#007aff\"/>\n    </g>\n  </g>\n"))
    }

    @Test("the filter goes on a group around the group's own element: after its opacity, clip and mask")
    func wrapsTheGroup() {
        let text = svg([group(GroupEffect.Shadow(radius: 2), opacity: 0.5)])
        #expect(text.contains("  <g filter=\"url(#shadow1)\">\n    <g opacity=\"0.5\">\n"))
    }

    @Test("equal effects share one filter; different ones get their own")
    func reuse() {
        let shadow = GroupEffect.Shadow(radius: 4, x: 2, y: 2)
        let text = svg([group(shadow), group(shadow), group(GroupEffect.Shadow(color: .red, radius: 4, x: 2, y: 2))])
        #expect(text.components(separatedBy: "<filter ").count - 1 == 2)
        #expect(text.components(separatedBy: "filter=\"url(#shadow1)\"").count - 1 == 2)
        #expect(text.contains("filter=\"url(#shadow2)\"") && text.contains("flood-color=\"#ff3b30\"/>"))
    }

    @Test("a zero radius writes no blur: the alpha is moved as it is")
    func zeroRadius() {
        let text = svg([group(GroupEffect.Shadow(color: .black, radius: 0, x: 5))])
        #expect(!text.contains("feGaussianBlur"))
        #expect(text.contains("<feOffset in=\"SourceAlpha\" dx=\"5\" dy=\"0\" result=\"shadow\"/>"))
        #expect(text.contains("<feFlood flood-color=\"#000000\"/>"))
    }

    @Test("an inner shadow floods outside the drawing, blurs and moves it, keeps it inside, and merges it over")
    func innerShadow() {
        let text = svg([group(GroupEffect.Shadow(kind: .inner, color: .black, radius: 3, x: 1, y: 2))])
        #expect(text.contains("""
                <feFlood flood-color="#000000"/>
                <feComposite in2="SourceAlpha" operator="out"/>
                <feGaussianBlur stdDeviation="3"/>
                <feOffset dx="1" dy="2"/>
                <feComposite in2="SourceAlpha" operator="in" result="shadow"/>
                <feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="shadow"/></feMerge>
          """))
    }

    @Test("a blur is one feGaussianBlur; an opaque one keeps to the bounding box and sets alpha to 1")
    func blur() {
        let text = svg([group(blur: GroupEffect.Blur(radius: 2.5))])
        #expect(text.contains("<filter id=\"blur1\" filterUnits=\"userSpaceOnUse\""))
        #expect(text.contains("      <feGaussianBlur stdDeviation=\"2.5\"/>\n    </filter>"))
        let opaque = svg([group(blur: GroupEffect.Blur(radius: 2, isOpaque: true))])
        #expect(opaque.contains("<filter id=\"blur1\" x=\"0\" y=\"0\" width=\"1\" height=\"1\" color-interpolation-filters=\"sRGB\">"))
        #expect(opaque.contains("<feFuncA type=\"table\" tableValues=\"1 1\"/>"))
    }

    @Test("a blur and a shadow: the shadow's group outside the blur's, so the shadow is the blurred drawing's")
    func both() {
        let text = svg([group(GroupEffect.Shadow(radius: 1), blur: GroupEffect.Blur(radius: 2))])
        #expect(text.contains("  <g filter=\"url(#shadow1)\">\n    <g filter=\"url(#blur2)\">\n      <g>\n"))
        #expect(text.contains("    </g>\n  </g>\n</svg>"))
    }

    @Test("effects that draw nothing write no filter: NaN or infinite radius or offset, clear colour, zero blur")
    func notDrawn() {
        let plain = svg([.group(GroupNode(children: [Self.square]))])
        for effect in [GroupEffect(shadow: GroupEffect.Shadow(radius: .nan)), GroupEffect(shadow: GroupEffect.Shadow(radius: 1, x: .infinity)),
                       GroupEffect(shadow: GroupEffect.Shadow(color: .clear, radius: 1)), GroupEffect(blur: GroupEffect.Blur(radius: 0)),
                       GroupEffect(blur: GroupEffect.Blur(radius: -.infinity)), GroupEffect()] {
            #expect(svg([.group(GroupNode(children: [Self.square], effect: effect))]) == plain)
        }
    }

    @Test("an enormous radius is written capped at 100 000; an enormous offset as it is")
    func enormous() {
        let text = svg([group(GroupEffect.Shadow(radius: 1e300, x: 1e12))])
        #expect(text.contains("stdDeviation=\"100000\""))
        #expect(text.contains("dx=\"1000000000000\""))
    }

    @Test("a mark's group with an effect is written as a group, not folded into its path")
    func markWithEffect() {
        let mark = SceneNode.group(GroupNode(children: [Self.square], effect: GroupEffect(shadow: GroupEffect.Shadow(radius: 2)),
                                             role: .symbol, accessibilityLabel: "Mon, 3"))
        let text = svg([mark, mark])
        #expect(text.components(separatedBy: "filter=\"url(#shadow1)\"").count - 1 == 2)
        #expect(text.contains("<g role=\"graphics-symbol\" aria-label=\"Mon, 3\">"))
    }

    @Test("the HTML page carries the SVG's filters")
    func html() {
        let scene = Scene(size: CGSize(width: 60, height: 60), nodes: [group(GroupEffect.Shadow(radius: 4, x: 2, y: 2))])
        let page = HTMLWriter(svgWriter: SVGWriter()).html(InteractiveScene(base: scene), scale: 1)
        #expect(page.contains("<filter id=\"shadow1\""))
        #expect(page.contains("filter=\"url(#shadow1)\""))
    }
}
