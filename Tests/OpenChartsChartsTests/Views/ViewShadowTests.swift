import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// SwiftUI's `shadow(color:radius:x:y:)`, `blur(radius:opaque:)` and `ShapeStyle.shadow(_:)`
/// on views: a card's soft shadow, a blurred backdrop, shadowed text.
@Suite("View shadows and blur")
struct ViewShadowTests {
    /// Every group with an effect in `nodes`, depth first.
    static func effects(_ nodes: [SceneNode]) -> [GroupNode] {
        nodes.flatMap { node -> [GroupNode] in
            guard case .group(let group) = node else { return [] }
            return (group.effect == nil ? [] : [group]) + effects(group.children)
        }
    }

    /// A white card with a soft shadow, a title with a hard red shadow, a blurred disc and
    /// a capsule with an inner shadow, on a light grey background.
    static var card: some View {
        ZStack {
            Color(white: 0.94)
            VStack(spacing: 14) {
                RoundedRectangle(cornerRadius: 12)
                    .fill(.white)
                    .frame(width: 160, height: 70)
                    .shadow(radius: 8, y: 4)
                    .overlay {
                        Text("Revenue")
                            .font(.system(size: 20, weight: .semibold))
                            .shadow(color: .red.opacity(0.6), radius: 0, x: 1.5, y: 1.5)
                    }
                HStack(spacing: 16) {
                    Circle().fill(.purple).frame(width: 36, height: 36).blur(radius: 4)
                    Capsule().fill(.orange.shadow(.inner(radius: 3, x: 2, y: 2))).frame(width: 80, height: 30)
                }
            }
        }
        .frame(width: 220, height: 160)
    }

    @Test("shadow(radius:y:) wraps the view in a group carrying the shadow, its default colour black at 33 %")
    func shadowGroup() throws {
        let view = Rectangle().fill(.white).frame(width: 40, height: 20).shadow(radius: 8, y: 4)
        let groups = Self.effects(try view.makeScene(proposal: .unspecified).nodes)
        try #require(groups.count == 1)
        #expect(groups[0].effect == GroupEffect(shadow: GroupEffect.Shadow(color: Color(white: 0, opacity: 0.33), radius: 8, y: 4)))
        guard case .fill(let fill)? = groups[0].children.first else { Issue.record("no fill"); return }
        #expect(fill.path.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test("the shadow does not change the view's size")
    func size() throws {
        let plain = Rectangle().frame(width: 40, height: 20)
        #expect(try plain.shadow(radius: 30, x: 50).makeScene(proposal: .unspecified).size == CGSize(width: 40, height: 20))
    }

    @Test("shadows stack: a second shadow is cast by the view and its first")
    func stacked() throws {
        let view = Rectangle().frame(width: 10, height: 10).shadow(radius: 1).shadow(color: .red, radius: 2)
        guard case .group(let outer)? = try view.makeScene(proposal: .unspecified).nodes.first,
              case .group(let inner)? = outer.children.first else { Issue.record("not nested"); return }
        #expect(outer.effect?.shadow?.color == .red && inner.effect?.shadow?.radius == 1)
    }

    @Test("blur(radius:opaque:) carries the blur and its opacity flag")
    func blur() throws {
        let view = Circle().frame(width: 10, height: 10).blur(radius: 3, opaque: true)
        #expect(Self.effects(try view.makeScene(proposal: .unspecified).nodes).first?.effect?.blur
            == GroupEffect.Blur(radius: 3, isOpaque: true))
    }

    @Test("ShapeStyle.shadow: .drop and .inner with SwiftUI's default colours (33 %, 55 %), on shapes and text")
    func shapeStyle() throws {
        let drop = Rectangle().fill(.blue.shadow(.drop(radius: 2))).frame(width: 10, height: 10)
        #expect(Self.effects(try drop.makeScene(proposal: .unspecified).nodes).first?.effect?.shadow
            == GroupEffect.Shadow(kind: .drop, color: Color(white: 0, opacity: 0.33), radius: 2))
        let inner = Rectangle().fill(.blue.shadow(.inner(radius: 2, x: 1))).frame(width: 10, height: 10)
        #expect(Self.effects(try inner.makeScene(proposal: .unspecified).nodes).first?.effect?.shadow
            == GroupEffect.Shadow(kind: .inner, color: Color(white: 0, opacity: 0.55), radius: 2, x: 1))
        // `.shadow(…)` alone: the foreground style, shadowed.
        let foreground = Rectangle().fill(.shadow(.drop(radius: 1))).frame(width: 10, height: 10).foregroundStyle(.green)
        let shadowed = Self.effects(try foreground.makeScene(proposal: .unspecified).nodes)
        guard case .fill(let fill)? = shadowed.first?.children.first else { Issue.record("no shadowed fill"); return }
        #expect(fill.paint == .color(.green) && shadowed.first?.effect?.shadow?.radius == 1)
        let text = Text("Hi").foregroundStyle(.red.shadow(.drop(radius: 1)))
        let groups = Self.effects(try text.makeScene(proposal: .unspecified).nodes)
        guard case .text(let run)? = groups.first?.children.first else { Issue.record("no shadowed text"); return }
        #expect(run.paint == .color(.red))
    }

    @Test("the card in pixels: the shadow darkens below the card more than above it")
    func pixels() throws {
        let pixmap = try SceneRasterizer(textOutliner: FontTextOutliner()).render(try Self.card.makeScene(proposal: .unspecified))
        // The card spans x 30…190; its top and bottom edges, found down the middle column.
        let column = (0..<pixmap.height).map { pixmap.pixel(x: 110, y: $0) }
        let white = column.indices.filter { column[$0].red == 255 && column[$0].green == 255 && column[$0].blue == 255 }
        let top = try #require(white.first), bottom = try #require(white.last)
        #expect(bottom - top > 60)
        // Background grey is 240; the shadow pulls it darker, more below than above.
        #expect(column[bottom + 4].red < column[top - 4].red)
        #expect(column[top - 4].red < 240)
    }

    @Test("snapshot: a card with a soft shadow, shadowed text, a blurred disc and an inner shadow")
    func snapshot() throws {
        try assertRenderSnapshot(Self.card, named: "view-shadows")
    }
}
