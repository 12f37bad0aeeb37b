import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsViews

private struct FontProbe: View {
    @Environment(\.font) var font
    var body: some View {
        Text(font == .title ? "title" : "other")
    }
}

@Suite("Environment, controls and small views")
struct ControlsTests {
    @Test("@Environment reads the value set by an ancestor")
    func environmentProperty() throws {
        #expect(texts(try render(FontProbe().font(.title))).map(\.text) == ["title"])
        #expect(texts(try render(FontProbe())).map(\.text) == ["other"])
    }

    @Test("a divider is a 1-point line across the width a VStack is offered, and down the height in an HStack")
    func divider() throws {
        let column = try render(VStack(spacing: 0) { box(30, 10); Divider(); box(20, 10) }, width: 100, height: 100)
        #expect(fillRects(column)[1] == CGRect(x: 0, y: 10, width: 100, height: 1))
        let row = try render(HStack(spacing: 0) { box(10, 30); Divider(); box(10, 20) }, width: 100, height: 50)
        #expect(fillRects(row)[1] == CGRect(x: 10, y: 0, width: 1, height: 50))
    }

    @Test("hidden keeps the space and draws nothing")
    func hidden() throws {
        let scene = try render(HStack(spacing: 0) { box(10, 10).hidden(); box(10, 10, .blue) })
        #expect(fillRects(scene) == [CGRect(x: 10, y: 0, width: 10, height: 10)])
    }

    @Test("border strokes inside the frame")
    func border() throws {
        let scene = try render(box(20, 10).border(Color.black, width: 2))
        #expect(strokes(scene).first?.path.boundingRect == CGRect(x: 1, y: 1, width: 18, height: 8))
    }

    @Test("accessibilityLabel groups the drawing under the label")
    func accessibility() throws {
        let scene = try render(box(10, 10).accessibilityLabel("Red square"))
        guard case .group(let group) = scene.nodes.first else { Issue.record("no group"); return }
        #expect(group.accessibilityLabel == "Red square")
    }

    @Test("accessibilityValue follows a view's label; a view without one is read by its value")
    func accessibilityValue() throws {
        let labelled = try render(box(10, 10).accessibilityLabel("Volume").accessibilityValue("\(0.8, specifier: "%.0f") of 1"))
        guard case .group(let group) = labelled.nodes.first else { Issue.record("no group"); return }
        #expect(group.accessibilityLabel == "Volume, 1 of 1")
        #expect(try group.children == render(box(10, 10)).nodes)
        let bare = try render(box(10, 10).accessibilityValue(Text("full")))
        guard case .group(let valued) = bare.nodes.first else { Issue.record("no group"); return }
        #expect(valued.accessibilityLabel == "full")
    }

    @Test("accessibilityHidden drops every label and role inside the view, and keeps its drawing")
    func accessibilityHidden() throws {
        let view = VStack { box(10, 10).accessibilityLabel("a"); box(10, 10).accessibilityLabel("b") }.accessibilityLabel("pair")
        func labels(_ nodes: [SceneNode]) -> [String] {
            nodes.flatMap { node -> [String] in
                guard case .group(let group) = node else { return [] }
                return (group.accessibilityLabel.map { [$0] } ?? []) + labels(group.children)
            }
        }
        #expect(labels(try render(view).nodes) == ["pair", "a", "b"])
        let hidden = try render(view.accessibilityHidden(true))
        #expect(labels(hidden.nodes).isEmpty)
        #expect(try fills(hidden) == fills(render(view)))
        #expect(try render(view.accessibilityHidden(false)) == render(view))
    }

    @Test("accessibilityElement(children:) ignores, combines or contains what is inside")
    func accessibilityElement() throws {
        let row = HStack { Text("Sales"); box(10, 10).accessibilityLabel("bar"); Text("42") }
        func group(_ scene: Scene) -> GroupNode? { if case .group(let g)? = scene.nodes.first { g } else { nil } }
        #expect(group(try render(row.accessibilityElement(children: .combine)))?.accessibilityLabel == "Sales, bar, 42")
        let ignored = try #require(group(try render(row.accessibilityElement())))
        #expect(ignored.accessibilityLabel == nil && !ignored.children.contains { if case .group(let g) = $0 { g.accessibilityLabel != nil } else { false } })
        let labelled = try #require(group(try render(row.accessibilityElement().accessibilityLabel("Sales: 42"))))
        #expect(labelled.accessibilityLabel == "Sales: 42")
        let contained = try #require(group(try render(row.accessibilityElement(children: .contain))))
        #expect(try contained.accessibilityLabel == nil && contained.children == render(row).nodes)
    }

    @Test("withAnimation runs its body at once and a binding's animation is the binding: the image shows the end state")
    func animationEndState() throws {
        struct Growing: View, Animatable {
            var width: CGFloat
            var animatableData: CGFloat { get { width } set { width = newValue } }
            var body: some View { Rectangle().fill(.red).frame(width: width, height: 10) }
        }
        var width: CGFloat = 10
        let returned = withAnimation(.spring(response: 0.8, dampingFraction: 0.8)) { width = 40; return width * 2 }
        #expect(returned == 80)
        var stored: CGFloat = 0
        let binding = Binding(get: { stored }, set: { stored = $0 }).animation(.interactiveSpring())
        binding.wrappedValue = width
        #expect(stored == 40)
        #expect(try render(Growing(width: stored).fixedSize(), width: nil, height: nil).size == CGSize(width: 40, height: 10))
    }

    @Test("interaction modifiers leave the drawing unchanged")
    func interactionNoOps() throws {
        let plain = try render(box(10, 10))
        let decorated = try render(box(10, 10).onAppear {}.onTapGesture {}.animation(.default, value: 1).id(3))
        #expect(plain == decorated)
    }

    @Test("we chose: a scroll view shows the start of content longer than itself, clipped to its frame")
    func scrollView() throws {
        let scene = try render(ScrollView { VStack(spacing: 0) { box(10, 200); box(10, 200, .blue) } }, width: 100, height: 300)
        #expect(scene.size == CGSize(width: 100, height: 300))
        #expect(fillRects(scene) == [CGRect(x: 45, y: 0, width: 10, height: 200), CGRect(x: 45, y: 200, width: 10, height: 200)])
        guard case .group(let group) = scene.nodes.first else { Issue.record("no clip"); return }
        #expect(group.clip == Path(CGRect(x: 0, y: 0, width: 100, height: 300)))
    }

    @Test("we chose: a list draws iOS plain rows, at least 44 tall, 16 in from the leading edge, with separators")
    func list() throws {
        let scene = try render(List(0..<3) { Text("Row \($0)").font(.system(size: 10)) }, width: 200, height: 300)
        #expect(texts(scene).map(\.origin) == [CGPoint(x: 16, y: 24.5), CGPoint(x: 16, y: 68.5), CGPoint(x: 16, y: 112.5)])
        #expect(fills(scene).count == 3)
    }

    @Test("we chose: every picker draws as a segmented control with the selected option highlighted")
    func picker() throws {
        let picker = Picker(selection: .constant(1), label: Text("City")) {
            Text("A").tag(0)
            Text("B").tag(1)
        }.font(.system(size: 10))
        let scene = try render(picker, width: 200, height: 100)
        #expect(scene.size == CGSize(width: 200, height: 32))
        #expect(texts(scene).map(\.text) == ["A", "B"])
        let thumb = try #require(fills(scene).first { $0.paint.resolved(in: .light) == .color(.white) })
        #expect(thumb.path.boundingRect == CGRect(x: 102, y: 2, width: 96, height: 28))
    }
}

private struct AccentKey: EnvironmentKey {
    static let defaultValue = Color.blue
}

extension EnvironmentValues {
    fileprivate var accent: Color {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct AccentSquare: View {
    @Environment(\.accent) var accent
    var body: some View { accent.frame(width: 5, height: 5) }
}

@Suite("Custom environment keys")
struct EnvironmentKeyTests {
    @Test("a custom key has its default until an ancestor sets it")
    func customKey() throws {
        #expect(fills(try render(AccentSquare())).map(\.paint) == [.color(.blue)])
        #expect(fills(try render(AccentSquare().environment(\.accent, .red))).map(\.paint) == [.color(.red)])
    }
}
