import Foundation
import OpenChartsCore
import Testing

@Suite("Colors in light and dark appearance")
struct ColorSchemeTests {
    @Test("system colors take Apple's dark-appearance values, and keep their light ones")
    func systemColors() {
        let dark = Color.blue.resolved(in: .dark).rgba8
        #expect([dark.red, dark.green, dark.blue, dark.alpha] == [10, 132, 255, 255])
        let light = Color.blue.resolved(in: .light).rgba8
        #expect([light.red, light.green, light.blue] == [0, 122, 255])
        #expect(Color.blue.rgba8 == light, "a color not resolved draws as its light self")
        let red = Color.red.resolved(in: .dark).rgba8
        #expect([red.red, red.green, red.blue] == [255, 69, 58])
        #expect(Color.primary.resolved(in: .dark) == .white)
        #expect(Color.primary.resolved(in: .light) == .black)
        let secondary = Color.secondary.resolved(in: .dark).rgba8
        #expect([secondary.red, secondary.green, secondary.blue, secondary.alpha] == [235, 235, 245, 153])
    }

    @Test("black, white, clear, gray and colors from components are the same in both")
    func fixedColors() {
        for color in [Color.black, .white, .clear, .gray, Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)] {
            #expect(color.resolved(in: .dark) == color)
            #expect(color.resolved(in: .light) == color)
        }
    }

    @Test("a resolved color no longer changes with the appearance")
    func resolvedIsFixed() {
        let light = Color.blue.resolved(in: .light)
        #expect(light.resolved(in: .dark) == light)
        let dark = Color.blue.resolved(in: .dark)
        #expect(dark.resolved(in: .light) == dark)
    }

    @Test("opacity applies in both appearances")
    func opacity() {
        let faded = Color.blue.opacity(0.5)
        #expect(faded.alpha == 0.5)
        #expect(faded.resolved(in: .dark).alpha == 0.5)
        #expect(faded.resolved(in: .dark).blue == 1)
        let secondary = Color.secondary.opacity(0.5).resolved(in: .dark)
        #expect(abs(secondary.alpha - 0.3) < 1e-12)
    }

    @Test("Color(light:dark:) picks its side, and is one fixed color when both sides agree")
    func lightDark() {
        let ink = Color(light: .black, dark: Color(white: 0.9))
        #expect(ink.resolved(in: .light) == .black)
        #expect(ink.resolved(in: .dark) == Color(white: 0.9))
        #expect(Color(light: .red, dark: .red) == .red, "each side is taken in its own appearance")
        #expect(Color(light: .white, dark: .white) == .white)
    }

    @Test("a gradient between system colors is between their dark values in dark")
    func gradientStops() {
        let gradient = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.blue, .white]), start: .zero,
                                           end: CGPoint(x: 1, y: 0))
        let middle = gradient.color(at: 0.5)
        #expect(abs(middle.resolved(in: .light).red - (0 + 1) / 2) < 1e-12)
        #expect(abs(middle.resolved(in: .dark).red - (10.0 / 255 + 1) / 2) < 1e-12)
    }

    @Test("a scene's colors resolve in every kind of node, groups and masks included")
    func sceneWalk() {
        let square = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
        let gradient = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.red, .green]), start: .zero,
                                           end: CGPoint(x: 4, y: 0))
        var symbols = SymbolsNode(shape: square, positions: [.zero, CGPoint(x: 5, y: 5)], paints: [.color(.blue), .color(.orange)],
                                  indices: [0, 1])
        symbols.stroke = nil
        let nodes: [SceneNode] = [
            .fill(FillNode(path: square, paint: .color(.blue))),
            .stroke(StrokeNode(path: square, paint: .linearGradient(gradient), style: StrokeStyle(lineWidth: 1))),
            .text(TextNode(text: "a", origin: .zero, font: FontRequest(families: ["sans-serif"], size: 10), paint: .color(.primary))),
            .group(GroupNode(children: [.fill(FillNode(path: square, paint: .color(.pink)))],
                             mask: [.fill(FillNode(path: square, paint: .color(.primary)))],
                             effect: GroupEffect(shadow: GroupEffect.Shadow(color: .blue, radius: 2)))),
            .symbols(symbols),
            .rectangles(RectanglesNode(rects: [CGRect(x: 0, y: 0, width: 1, height: 1)], paint: .color(.purple))),
        ]
        let scene = Scene(size: CGSize(width: 10, height: 10), nodes: nodes, background: Color(light: .white, dark: .black))
        let dark = scene.resolvingColors(in: .dark)
        #expect(dark.background == .black)
        #expect(colors(dark.nodes) == colors(nodes).map { $0.resolved(in: .dark) })
        #expect(colors(dark.nodes).allSatisfy { $0.resolved(in: .light) == $0 }, "nothing left to change")
        #expect(colors(dark.nodes).contains(.white), "the text's primary turned white")
        #expect(scene.resolvingColors(in: .light).nodes.count == nodes.count)
    }

    /// Every color `nodes` paint with, in a fixed order.
    private func colors(_ nodes: [SceneNode]) -> [Color] {
        func colors(_ paint: Paint) -> [Color] {
            switch paint {
            case .color(let color): [color]
            case .linearGradient(let gradient): gradient.stops.map(\.color)
            }
        }
        return nodes.flatMap { node -> [Color] in
            switch node {
            case .fill(let fill): colors(fill.paint)
            case .stroke(let stroke): colors(stroke.paint)
            case .text(let text): colors(text.paint)
            case .group(let group):
                self.colors(group.children) + self.colors(group.mask ?? []) + (group.effect?.shadow.map { [$0.color] } ?? [])
            case .symbols(let symbols): colors(symbols.paint) + (symbols.paints?.paints.flatMap(colors) ?? [])
            case .rectangles(let rects): colors(rects.paint) + (rects.paints?.paints.flatMap(colors) ?? [])
            }
        }
    }
}
