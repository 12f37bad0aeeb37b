import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsViews

@Suite("ZStack, offset, position, effects and GeometryReader")
struct PlacementTests {
    @Test("a ZStack is as big as its biggest child and aligns the others in it")
    func zstackAlignment() throws {
        let cases: [(Alignment, CGPoint)] = [
            (.topLeading, CGPoint(x: 0, y: 0)), (.center, CGPoint(x: 15, y: 10)),
            (.bottomTrailing, CGPoint(x: 30, y: 20)), (.top, CGPoint(x: 15, y: 0)), (.trailing, CGPoint(x: 30, y: 10)),
        ]
        for (alignment, origin) in cases {
            let scene = try render(ZStack(alignment: alignment) { box(40, 30); box(10, 10, .blue) })
            #expect(scene.size == CGSize(width: 40, height: 30))
            #expect(fillRects(scene).last?.origin == origin)
        }
    }

    @Test("zIndex draws a view above later siblings")
    func zIndexOrder() throws {
        let scene = try render(ZStack { Color.red.zIndex(1); Color.blue })
        #expect(fills(scene).map(\.paint) == [.color(.blue), .color(.red)])
    }

    @Test("zIndex survives modifiers applied after it")
    func zIndexThroughModifiers() throws {
        let scene = try render(ZStack { Color.red.zIndex(1).offset(x: 1); Color.blue })
        #expect(fills(scene).map(\.paint) == [.color(.blue), .color(.red)])
    }

    @Test("offset moves the drawing but not the layout")
    func offsetMovesDrawing() throws {
        let scene = try render(HStack(spacing: 0) { box(10, 10).offset(x: 5, y: -3); box(10, 10) })
        #expect(scene.size == CGSize(width: 20, height: 10))
        #expect(fillRects(scene) == [CGRect(x: 5, y: -3, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 10)])
        #expect(fillRects(try render(box(10, 10).offset(CGSize(width: 2, height: 4)))).first?.origin == CGPoint(x: 2, y: 4))
    }

    @Test("position centres the view on a point of the space it takes")
    func positionCentres() throws {
        let scene = try render(box(10, 10).position(x: 50, y: 20).frame(width: 100, height: 100))
        #expect(fillRects(scene) == [CGRect(x: 45, y: 15, width: 10, height: 10)])
    }

    @Test("rotationEffect turns the drawing about its centre by default")
    func rotationAboutCentre() throws {
        let scene = try render(box(20, 10).rotationEffect(.degrees(90)))
        #expect(scene.size == CGSize(width: 20, height: 10))
        #expect(fillRects(scene).first?.rounded == CGRect(x: 5, y: -5, width: 10, height: 20))
    }

    @Test("rotationEffect with a top-leading anchor turns about that corner")
    func rotationAboutAnchor() throws {
        let scene = try render(box(20, 10).rotationEffect(.degrees(90), anchor: .topLeading))
        #expect(fillRects(scene).first?.rounded == CGRect(x: -10, y: 0, width: 10, height: 20))
    }

    @Test("scaleEffect scales the drawing about its centre")
    func scaleAboutCentre() throws {
        let scene = try render(box(20, 10).scaleEffect(2))
        #expect(fillRects(scene).first == CGRect(x: -10, y: -5, width: 40, height: 20))
    }

    @Test("opacity becomes a group's opacity")
    func opacityGroup() throws {
        let scene = try render(box(10, 10).opacity(0.25))
        guard case .group(let group) = scene.nodes.first else { Issue.record("no group"); return }
        #expect(group.opacity == 0.25)
    }

    @Test("a GeometryReader takes the proposed size and tells it to its content, placed top-leading")
    func geometryReaderSize() throws {
        let view = GeometryReader { geo in
            Color.red.frame(width: geo.size.width / 2, height: geo.size.height / 4)
        }.frame(width: 200, height: 100)
        #expect(fillRects(try render(view)) == [CGRect(x: 0, y: 0, width: 100, height: 25)])
    }

    @Test("GeometryProxy.frame(in: .global) is where the reader sits in the scene")
    func geometryGlobalFrame() throws {
        var seen: [CGRect] = []
        let view = GeometryReader { geo in
            let _ = seen.append(geo.frame(in: .global))
            let _ = seen.append(geo.frame(in: .local))
            Color.red
        }.frame(width: 50, height: 40).padding(10)
        _ = try render(view)
        #expect(seen == [CGRect(x: 10, y: 10, width: 50, height: 40), CGRect(x: 0, y: 0, width: 50, height: 40)])
    }

    @Test("background and overlay take the view's size and are drawn behind and in front")
    func backgroundOverlay() throws {
        let view = box(40, 20).background(Color.blue).overlay(box(10, 10, .green), alignment: .topTrailing)
        let scene = try render(view)
        #expect(fills(scene).map(\.paint) == [.color(.blue), .color(.red), .color(.green)])
        #expect(fillRects(scene) == [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 0, y: 0, width: 40, height: 20),
                                     CGRect(x: 30, y: 0, width: 10, height: 10)])
    }

    @Test("cornerRadius clips the view to a rounded rectangle of its frame")
    func cornerRadiusClips() throws {
        let scene = try render(box(40, 20).cornerRadius(5))
        guard case .group(let group) = scene.nodes.first else { Issue.record("no group"); return }
        #expect(group.clip == Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 5))
    }

    @Test("a ForEach over an empty range draws nothing and takes no space")
    func emptyForEach() throws {
        let scene = try render(HStack { ForEach(0..<0) { _ in Color.red } })
        #expect(scene.size == .zero)
        #expect(scene.nodes.isEmpty)
    }
}

@Suite("Anchors and gestures")
struct AnchorTests {
    @Test("a background reads its view's recorded frame through an anchor, in its own coordinates")
    func backgroundReadsAnchor() throws {
        let plot = ViewFrameRecorder()
        let view = Color.blue.frame(width: 100, height: 60).recordFrame(in: plot)
            .background {
                GeometryReader { geometry in
                    let frame = geometry[plot.anchor]
                    Text("a").font(.system(size: 10)).position(x: frame.midX, y: frame.midY)
                }
            }
            .padding(10)
        let scene = try render(view)
        #expect(plot.frameInScene == CGRect(x: 10, y: 10, width: 100, height: 60))
        #expect(texts(scene).first?.origin == CGPoint(x: 57.5, y: 42.5))
        // The background is still drawn under the view.
        #expect(leaves(scene).map { if case .text = $0.node { "t" } else { "f" } } == ["t", "f"])
    }

    @Test("an anchor read before its view is drawn is zero")
    func unrecordedAnchor() throws {
        let recorder = ViewFrameRecorder()
        var seen: CGRect?
        _ = try render(GeometryReader { geometry in
            let _ = seen = geometry[recorder.anchor]
            Color.red
        })
        #expect(seen == .zero)
    }

    @Test("gestures compile as in SwiftUI and leave the drawing unchanged")
    func gestures() throws {
        var moved = false
        let view = box(10, 10)
            .gesture(DragGesture(minimumDistance: 0).onChanged { moved = $0.location.x > 0 }.onEnded { _ in moved = false })
            .simultaneousGesture(SpatialTapGesture().onEnded { _ in moved = true })
        #expect(try render(view) == (try render(box(10, 10))))
        #expect(moved == false)
    }
}
