import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsViews

/// Lays subviews out left to right with no spacing, tops aligned.
private struct Row: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.reduce(CGSize.zero) { size, view in
            let s = view.sizeThatFits(.unspecified)
            return CGSize(width: size.width + s.width, height: max(size.height, s.height))
        }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for view in subviews.dropLast() {
            view.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += view.sizeThatFits(.unspecified).width
        }
    }
}

@Suite("Custom layouts, canvases and text styles")
struct CanvasLayoutTests {
    @Test("a custom Layout measures and places its subviews; an unplaced one is centred")
    func customLayout() throws {
        let scene = try render(Row { box(10, 10); box(20, 30); box(4, 4) })
        #expect(scene.size == CGSize(width: 34, height: 30))
        #expect(fillRects(scene) == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 20, height: 30),
                                     CGRect(x: 15, y: 13, width: 4, height: 4)])
    }

    @Test("a canvas takes the proposal and draws in its own coordinates")
    func canvasDraws() throws {
        let canvas = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.yellow))
            context.stroke(Path(CGRect(x: 1, y: 1, width: 2, height: 2)), with: .color(.red), lineWidth: 2)
        }
        let scene = try render(canvas.frame(width: 40, height: 20).padding(5))
        #expect(fillRects(scene) == [CGRect(x: 5, y: 5, width: 40, height: 20)])
        #expect(strokes(scene).first?.style.lineWidth == 2)
    }

    @Test("a canvas draws text at an anchor, measured with the environment's font")
    func canvasText() throws {
        var measured = CGSize.zero
        let canvas = Canvas { context, size in
            measured = context.resolve(Text("abcd")).measure(in: size)
            context.draw(Text("abcd"), at: CGPoint(x: 50, y: 50), anchor: .center)
        }.font(.system(size: 10)).frame(width: 100, height: 100)
        let scene = try render(canvas)
        #expect(measured == CGSize(width: 20, height: 10))
        let node = try #require(leaves(scene).first)
        guard case .text(let text) = node.node else { Issue.record("not text"); return }
        #expect(text.origin.applying(node.transform) == CGPoint(x: 40, y: 52.5))
    }

    @Test("canvas transforms, opacity and clips wrap what is drawn after them")
    func canvasState() throws {
        let canvas = Canvas { context, _ in
            var copy = context
            copy.translateBy(x: 10, y: 0)
            copy.opacity = 0.5
            copy.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
            copy.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }.frame(width: 50, height: 50)
        let scene = try render(canvas)
        guard case .group(let clip) = scene.nodes.first, case .group(let inner)? = clip.children.first else {
            Issue.record("expected a clip group around a transform group"); return
        }
        #expect(clip.clip?.boundingRect == CGRect(x: 10, y: 0, width: 5, height: 5))
        #expect(inner.opacity == 0.5)
        #expect(fillRects(scene) == [CGRect(x: 10, y: 0, width: 10, height: 10)])
    }

    @Test("text styles set on the Text itself win over the environment's")
    func textOwnStyles() throws {
        let scene = try render(VStack { Text("a").font(.caption).foregroundColor(.red).bold(); Text("b") }.font(.title))
        let nodes = texts(scene)
        #expect(nodes.map(\.font.size) == [12, 28])
        #expect(nodes.map(\.font.weight) == [700, 400])
        #expect(nodes.first?.paint == .color(.red))
        #expect(texts(try render(Text("a").italic())).first?.font.isItalic == true)
    }

    @Test("concatenated texts read as one run with the left text's styles")
    func textConcatenation() throws {
        let scene = try render(Text("a").bold() + Text("bc"))
        #expect(texts(scene).map(\.text) == ["abc"])
        #expect(texts(scene).first?.font.weight == 700)
    }
}

@Suite("Stack layouts as values")
struct StackLayoutValueTests {
    @Test("HStackLayout and VStackLayout lay out as HStack and VStack, spacers included")
    func stackLayouts() throws {
        let row = try render(HStackLayout(spacing: 0) { box(10, 10); Spacer(); box(10, 10) }.frame(width: 50))
        #expect(fillRects(row).map(\.minX) == [0, 40])
        let column = try render(VStackLayout(alignment: .leading) { box(10, 10); box(20, 10) })
        #expect(fillRects(column) == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 18, width: 20, height: 10)])
    }

    @Test("AnyLayout switches layout at run time, also for a custom layout")
    func anyLayout() throws {
        for wide in [true, false] {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(ZStackLayout(alignment: .topLeading))
            let scene = try render(layout { box(10, 10); box(10, 10) })
            #expect(scene.size == (wide ? CGSize(width: 20, height: 10) : CGSize(width: 10, height: 10)))
        }
        #expect(try render(AnyLayout(Row()) { box(10, 10); box(20, 30); box(4, 4) }).size == CGSize(width: 34, height: 30))
    }

    @Test("a built-in layout called as a plain Layout places subviews where it would draw them")
    func builtInAsLayout() throws {
        let view = Row2 { box(10, 10); box(20, 30) }
        #expect(fillRects(try render(view)) == [CGRect(x: 0, y: 10, width: 10, height: 10), CGRect(x: 18, y: 0, width: 20, height: 30)])
    }
}

/// A custom layout that delegates to HStackLayout, as a user might wrap one.
private struct Row2: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var cache: Void = ()
        return HStackLayout().sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var cache: Void = ()
        HStackLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
