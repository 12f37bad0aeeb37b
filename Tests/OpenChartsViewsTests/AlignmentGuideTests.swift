import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsViews

private enum BottomID: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.bottom] }
}

private extension VerticalAlignment {
    static let customBottom = VerticalAlignment(BottomID.self)
}

@Suite("Alignment guides and text baselines")
struct AlignmentGuideTests {
    @Test("an HStack aligned on first text baselines puts texts of different sizes on one line")
    func firstBaselines() throws {
        let scene = try render(HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("a").font(.system(size: 10))
            Text("b").font(.system(size: 20))
        })
        #expect(texts(scene).map(\.origin.y) == [15, 15])
        #expect(scene.size == CGSize(width: 15, height: 20))
    }

    @Test("last text baselines use a wrapped text's last line; a view without text uses its bottom")
    func lastBaselines() throws {
        let scene = try render(HStack(alignment: .lastTextBaseline, spacing: 0) {
            Text("aa bb").font(.system(size: 10)).frame(width: 10)
            box(10, 10)
        })
        #expect(texts(scene).map(\.origin.y) == [7.5, 17.5])
        #expect(fillRects(scene) == [CGRect(x: 10, y: 7.5, width: 10, height: 10)])
        #expect(scene.size == CGSize(width: 20, height: 20))
    }

    @Test("a VStack passes its first child's baseline on, and padding shifts it")
    func baselineThroughStacks() throws {
        let scene = try render(HStack(alignment: .firstTextBaseline, spacing: 0) {
            VStack(spacing: 0) { Text("a"); Text("b") }.font(.system(size: 10)).padding(.top, 4)
            Text("c").font(.system(size: 20))
        })
        // c's baseline is 15 from its top; a's is 4 + 7.5 below its stack's top.
        #expect(texts(scene).map(\.origin.y) == [15, 25, 15])
    }

    @Test("alignmentGuide moves a view against its siblings' guides")
    func explicitGuide() throws {
        let scene = try render(VStack(alignment: .leading, spacing: 0) {
            box(10, 10)
            box(10, 10, .blue).alignmentGuide(.leading) { d in d[.leading] - 20 }
        })
        #expect(fillRects(scene) == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 20, y: 10, width: 10, height: 10)])
        #expect(scene.size == CGSize(width: 30, height: 20))
    }

    @Test("a custom AlignmentID aligns by its default value")
    func customAlignment() throws {
        let scene = try render(HStack(alignment: .customBottom, spacing: 0) { box(10, 10); box(10, 30) })
        #expect(fillRects(scene).first == CGRect(x: 0, y: 20, width: 10, height: 10))
    }

    @Test("a ZStack aligned on first baselines lines texts up")
    func zstackBaseline() throws {
        let scene = try render(ZStack(alignment: .leadingFirstTextBaseline) {
            Text("a").font(.system(size: 10))
            Text("b").font(.system(size: 20))
        })
        #expect(texts(scene).map(\.origin) == [CGPoint(x: 0, y: 15), CGPoint(x: 0, y: 15)])
    }

    @Test("ViewDimensions reads explicit guides only where a view has them")
    func viewDimensions() throws {
        let text = Text("ab").font(.system(size: 10))
        let node = try #require(makeNodes(text.environment(\.textMeasurer, standIn), EnvironmentValues()).first)
        let dimensions = node.dimensions(.unspecified)
        #expect(dimensions[explicit: VerticalAlignment.firstTextBaseline] == 7.5)
        #expect(dimensions[explicit: HorizontalAlignment.leading] == nil)
        #expect(dimensions[HorizontalAlignment.trailing] == 10)
    }
}
