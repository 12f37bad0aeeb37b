import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsViews

@Suite("HStack and VStack")
struct StackLayoutTests {
    @Test("an HStack puts SwiftUI's default 8 points between views and centres them vertically")
    func hstackDefaultSpacing() throws {
        let scene = try render(HStack { box(10, 10); box(20, 30) })
        #expect(scene.size == CGSize(width: 38, height: 30))
        #expect(fillRects(scene) == [CGRect(x: 0, y: 10, width: 10, height: 10), CGRect(x: 18, y: 0, width: 20, height: 30)])
    }

    @Test("an HStack with top alignment and spacing 2 lines tops up")
    func hstackTopAlignment() throws {
        let scene = try render(HStack(alignment: .top, spacing: 2) { box(10, 10); box(20, 30) })
        #expect(fillRects(scene) == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 12, y: 0, width: 20, height: 30)])
    }

    @Test("an HStack with bottom alignment lines bottoms up")
    func hstackBottomAlignment() throws {
        let scene = try render(HStack(alignment: .bottom, spacing: 0) { box(10, 10); box(20, 30) })
        #expect(fillRects(scene) == [CGRect(x: 0, y: 20, width: 10, height: 10), CGRect(x: 10, y: 0, width: 20, height: 30)])
    }

    @Test("a VStack with leading alignment stacks down from the top, 8 apart, flush left")
    func vstackLeading() throws {
        let scene = try render(VStack(alignment: .leading) { box(10, 10); box(30, 20); box(20, 5) })
        #expect(scene.size == CGSize(width: 30, height: 51))
        #expect(fillRects(scene) == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 0, y: 18, width: 30, height: 20),
                                     CGRect(x: 0, y: 46, width: 20, height: 5)])
    }

    @Test("a VStack with trailing alignment lines views up on the right")
    func vstackTrailing() throws {
        let scene = try render(VStack(alignment: .trailing, spacing: 0) { box(10, 10); box(30, 20) })
        #expect(fillRects(scene) == [CGRect(x: 20, y: 0, width: 10, height: 10), CGRect(x: 0, y: 10, width: 30, height: 20)])
    }

    @Test("two spacers share what a fixed view leaves equally")
    func spacersShare() throws {
        let view = HStack(spacing: 0) { Spacer(); box(20, 10); Spacer() }.frame(width: 100, height: 10)
        #expect(fillRects(try render(view)) == [CGRect(x: 40, y: 0, width: 20, height: 10)])
    }

    @Test("a spacer between two views pushes them to the ends")
    func spacerPushes() throws {
        let view = HStack { box(10, 10); Spacer(); box(10, 10, .blue) }.frame(width: 100)
        #expect(fillRects(try render(view)) == [CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 90, y: 0, width: 10, height: 10)])
    }

    @Test("we chose: default spacing applies beside a spacer too, so its ideal stack is 10+8+8+8+10 wide")
    func spacerIdealWidthKeepsSpacing() throws {
        let scene = try render(HStack { box(10, 10); Spacer(); box(10, 10) }.fixedSize())
        #expect(scene.size == CGSize(width: 44, height: 10))
    }

    @Test("Spacer(minLength:) sets the smallest gap it leaves")
    func spacerMinLength() throws {
        let scene = try render(HStack(spacing: 0) { box(10, 10); Spacer(minLength: 3); box(10, 10) }.fixedSize())
        #expect(scene.size == CGSize(width: 23, height: 10))
    }

    @Test("a spacer in a VStack grows vertically and pushes content to the bottom")
    func vstackSpacer() throws {
        let view = VStack(spacing: 0) { Spacer(); box(10, 10) }.frame(width: 10, height: 100)
        #expect(fillRects(try render(view)) == [CGRect(x: 0, y: 90, width: 10, height: 10)])
    }

    @Test("two flexible views split the width equally")
    func equalSplit() throws {
        let scene = try render(HStack(spacing: 0) { Color.red; Color.blue }, width: 100, height: 10)
        #expect(fillRects(scene) == [CGRect(x: 0, y: 0, width: 50, height: 10), CGRect(x: 50, y: 0, width: 50, height: 10)])
    }

    @Test("the least flexible view is offered space first, the most flexible takes the rest")
    func leastFlexibleFirst() throws {
        let view = HStack(spacing: 0) { Color.blue; Color.red.frame(maxWidth: 30) }
        let scene = try render(view, width: 100, height: 10)
        #expect(fillRects(scene) == [CGRect(x: 0, y: 0, width: 70, height: 10), CGRect(x: 70, y: 0, width: 30, height: 10)])
    }

    @Test("a higher layout priority is offered space before the others' minimum is kept")
    func layoutPriority() throws {
        let text = Text("aaaaaaaaaa").font(.system(size: 10))   // 50 wide
        let view = HStack(spacing: 0) { text; text.layoutPriority(1) }
        let scene = try render(view, width: 60, height: 100)
        // The prioritised text gets its full 50 points; the other gets the 10 left.
        #expect(texts(scene).last?.text == "aaaaaaaaaa")
        #expect(texts(scene).last?.origin.x == 10)
    }

    @Test("a ForEach in an HStack lays out each element as a child")
    func forEachChildren() throws {
        let scene = try render(HStack(spacing: 1) { ForEach(0..<3) { i in box(CGFloat(i + 1), 4) } })
        #expect(fillRects(scene).map(\.minX) == [0, 2, 5])
    }

    @Test("views inside an if without else that is false take no space or spacing")
    func falseIfTakesNoSpace() throws {
        let show = false
        let scene = try render(HStack { box(10, 10); if show { box(10, 10) }; box(10, 10) })
        #expect(scene.size == CGSize(width: 28, height: 10))
    }
}
