import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsViews

@Suite("Frames, padding and sizing modifiers")
struct FrameLayoutTests {
    @Test("a fixed frame on the root sets the scene size whatever is proposed")
    func rootFrameSetsSceneSize() throws {
        let scene = try render(Color.red.frame(width: 400, height: 300), width: 50, height: 50)
        #expect(scene.size == CGSize(width: 400, height: 300))
    }

    @Test("a flexible root takes the proposal")
    func flexibleRootTakesProposal() throws {
        #expect(try render(Color.red, width: 123, height: 45).size == CGSize(width: 123, height: 45))
    }

    @Test("a root asked for its ideal size answers it: a color is 10×10")
    func idealRoot() throws {
        #expect(try render(Color.red, width: nil, height: nil).size == CGSize(width: 10, height: 10))
    }

    @Test("a frame places its child by alignment")
    func frameAlignment() throws {
        let view = box(20, 10).frame(width: 100, height: 50, alignment: .bottomTrailing)
        #expect(fillRects(try render(view)) == [CGRect(x: 80, y: 40, width: 20, height: 10)])
        let top = box(20, 10).frame(width: 100, height: 50, alignment: .topLeading)
        #expect(fillRects(try render(top)) == [CGRect(x: 0, y: 0, width: 20, height: 10)])
        let center = box(20, 10).frame(width: 100, height: 50)
        #expect(fillRects(try render(center)) == [CGRect(x: 40, y: 20, width: 20, height: 10)])
    }

    @Test("a frame with only a height keeps the child's width")
    func frameOneSide() throws {
        let scene = try render(Text("abcd").font(.system(size: 10)).frame(height: 30))
        #expect(scene.size == CGSize(width: 20, height: 30))
        #expect(texts(scene).first?.origin == CGPoint(x: 0, y: 17.5))
    }

    @Test("a maxWidth frame takes the proposal up to the maximum")
    func maxWidthFrame() throws {
        let view = Color.red.frame(maxWidth: 50).frame(width: 100, height: 40)
        #expect(fillRects(try render(view)) == [CGRect(x: 25, y: 0, width: 50, height: 40)])
    }

    @Test("maxWidth: .infinity takes the whole proposed width and aligns the child in it")
    func infiniteMaxWidth() throws {
        let view = Text("ab").font(.system(size: 10)).frame(maxWidth: .infinity, alignment: .leading)
        let scene = try render(view, width: 100, height: 10)
        #expect(scene.size == CGSize(width: 100, height: 10))
        #expect(texts(scene).first?.origin == CGPoint(x: 0, y: 7.5))
    }

    @Test("a minWidth frame grows a small child to the minimum and centres it")
    func minWidthFrame() throws {
        let scene = try render(Text("ab").font(.system(size: 10)).frame(minWidth: 30))
        #expect(scene.size == CGSize(width: 30, height: 10))
        #expect(texts(scene).first?.origin == CGPoint(x: 10, y: 7.5))
    }

    @Test("a minWidth frame larger than the proposal still takes the minimum")
    func minWidthOverflows() throws {
        let scene = try render(Color.red.frame(minWidth: 200, minHeight: 5), width: 100, height: 1)
        #expect(scene.size == CGSize(width: 200, height: 5))
    }

    @Test("an ideal width is what a flexible frame takes when asked for its ideal size")
    func idealWidth() throws {
        let scene = try render(Color.red.frame(idealWidth: 70, maxWidth: .infinity).fixedSize(horizontal: true, vertical: false),
                               width: 300, height: 20)
        #expect(scene.size == CGSize(width: 70, height: 20))
    }

    @Test("padding() adds SwiftUI's default 16 points on every edge")
    func defaultPadding() throws {
        let scene = try render(box(10, 10).padding())
        #expect(scene.size == CGSize(width: 42, height: 42))
        #expect(fillRects(scene) == [CGRect(x: 16, y: 16, width: 10, height: 10)])
    }

    @Test("padding on chosen edges and with edge insets")
    func edgePadding() throws {
        #expect(try render(box(10, 10).padding(.horizontal, 4)).size == CGSize(width: 18, height: 10))
        let scene = try render(box(10, 10).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(scene.size == CGSize(width: 16, height: 14))
        #expect(fillRects(scene) == [CGRect(x: 2, y: 1, width: 10, height: 10)])
    }

    @Test("padding shrinks what a flexible child is offered")
    func paddingShrinksProposal() throws {
        let scene = try render(Color.red.padding(10), width: 100, height: 50)
        #expect(fillRects(scene) == [CGRect(x: 10, y: 10, width: 80, height: 30)])
    }

    @Test("fixedSize lets a text keep its one-line width in a narrower frame, centred and overflowing")
    func fixedSizeText() throws {
        let text = Text("hello world").font(.system(size: 10))   // 55 wide on one line
        let wrapped = try render(text.frame(width: 30))
        #expect(texts(wrapped).map(\.text) == ["hello", "world"])
        #expect(wrapped.size == CGSize(width: 30, height: 20))
        let fixed = try render(text.fixedSize().frame(width: 30))
        #expect(texts(fixed).map(\.text) == ["hello world"])
        #expect(texts(fixed).first?.origin == CGPoint(x: -12.5, y: 7.5))
    }

    @Test("aspectRatio fit offers the largest size of the ratio inside the proposal")
    func aspectFit() throws {
        let view = Color.red.aspectRatio(2, contentMode: .fit).frame(width: 100, height: 100)
        #expect(fillRects(try render(view)) == [CGRect(x: 0, y: 25, width: 100, height: 50)])
    }

    @Test("aspectRatio fill offers the smallest size of the ratio covering the proposal")
    func aspectFill() throws {
        let view = Color.red.aspectRatio(2, contentMode: .fill).frame(width: 100, height: 100)
        #expect(fillRects(try render(view)) == [CGRect(x: -50, y: 0, width: 200, height: 100)])
    }

    @Test("aspectRatio without a ratio takes it from the child's ideal size")
    func aspectFromIdeal() throws {
        let view = Color.red.frame(idealWidth: 30, idealHeight: 10).aspectRatio(contentMode: .fit)
        #expect(try render(view, width: 90, height: 90).size == CGSize(width: 90, height: 30))
    }

    @Test("we chose: a negative frame side is read as zero, and nothing traps")
    func negativeFrame() throws {
        let scene = try render(Color.red.frame(width: -10, height: 20))
        #expect(scene.size == CGSize(width: 0, height: 20))
    }

    @Test("we chose: a NaN or infinite frame side is read as not given")
    func nonFiniteFrame() throws {
        #expect(try render(Color.red.frame(width: .nan, height: .infinity), width: 40, height: 30).size == CGSize(width: 40, height: 30))
    }

    @Test("a root whose answer is infinite throws an error naming the size")
    func infiniteRoot() throws {
        #expect(throws: ViewRenderError.invalidRootSize(width: .infinity, height: 10)) {
            try render(Color.red, width: .infinity, height: 10)
        }
    }
}
