import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsViews

@Suite("Text")
struct TextTests {
    @Test("a text is as wide as the measurer says and as tall as ascent plus descent, drawn from its baseline")
    func singleLine() throws {
        let scene = try render(Text("abc").font(.system(size: 10)))
        #expect(scene.size == CGSize(width: 15, height: 10))
        let node = try #require(texts(scene).first)
        #expect(node.origin == CGPoint(x: 0, y: 7.5))
        #expect(node.anchor == .start)
        #expect(node.font.size == 10)
    }

    @Test("lines are separated by the line gap")
    func lineGap() throws {
        let measurer = StandInTextMeasurer(lineGap: 0.5)
        let scene = try Text("ab cd").font(.system(size: 10)).frame(width: 12)
            .environment(\.textMeasurer, measurer).makeScene(proposal: .unspecified)
        #expect(texts(scene).map(\.origin.y) == [7.5, 22.5])
        #expect(scene.size == CGSize(width: 12, height: 25))
    }

    @Test("text without a font uses body, 17 points")
    func defaultBody() throws {
        #expect(texts(try render(Text("a"))).first?.font.size == 17)
    }

    @Test("text styles have SwiftUI's iOS point sizes, headline semibold")
    func textStyleSizes() {
        let sizes = [Font.largeTitle, .title, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption, .caption2]
            .map(\.size)
        #expect(sizes == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
        #expect(Font.headline.weight == .semibold)
        #expect(Font.body.weight == .regular)
        #expect(Font.system(.title2, design: .rounded).request.families.first == "ui-rounded")
    }

    @Test("fontWeight and bold override the font's weight")
    func weights() throws {
        #expect(texts(try render(Text("a").font(.footnote).fontWeight(.bold))).first?.font.weight == 700)
        #expect(texts(try render(Text("a").bold())).first?.font.weight == 700)
        #expect(texts(try render(Text("a").font(.system(size: 11, weight: .semibold)))).first?.font.weight == 600)
    }

    @Test("foregroundColor paints text")
    func textColor() throws {
        #expect(texts(try render(Text("a").foregroundColor(.white))).first?.paint == .color(.white))
        #expect(texts(try render(Text("a").foregroundStyle(.blue))).first?.paint == .color(.blue))
        #expect(texts(try render(Text("a"))).first?.paint == .color(.primary))
    }

    @Test("an interpolation with a specifier formats with printf")
    func specifier() throws {
        #expect(texts(try render(Text("\(3.14159, specifier: "%.1f") in"))).first?.text == "3.1 in")
        #expect(texts(try render(Text("\(117.2, specifier: "%.0F")"))).first?.text == "117")
    }

    @Test("interpolated numbers format as SwiftUI's LocalizedStringKey does: Double with %lf")
    func defaultNumberFormat() throws {
        #expect(texts(try render(Text("\(2.5)"))).first?.text == "2.500000")
        let width: CGFloat = 1.5
        #expect(texts(try render(Text("\(width)"))).first?.text == "1.500000")
        #expect(texts(try render(Text("\(7 * 10)°"))).first?.text == "70°")
        #expect(texts(try render(Text("\("Mon"): x"))).first?.text == "Mon: x")
    }

    @Test("verbatim and string-variable texts show the string as it is")
    func verbatim() throws {
        let name = "50%"
        #expect(texts(try render(Text(name))).first?.text == "50%")
        #expect(texts(try render(Text(verbatim: "a\\(b)"))).first?.text == "a\\(b)")
    }

    @Test("lineLimit(1) truncates the tail with an ellipsis to fit the width")
    func tailTruncation() throws {
        let scene = try render(Text("hello world").font(.system(size: 10)).lineLimit(1).frame(width: 30))
        #expect(texts(scene).map(\.text) == ["hello…"])
    }

    @Test("minimumScaleFactor shrinks a line that does not fit before truncating it")
    func minimumScale() throws {
        let text = Text("abcdefghij").font(.system(size: 10)).lineLimit(1)
        let shrunk = try #require(texts(try render(text.minimumScaleFactor(0.5).frame(width: 40))).first)
        #expect(shrunk.text == "abcdefghij")
        #expect(shrunk.font.size > 7.98 && shrunk.font.size <= 8)
        let floor = try #require(texts(try render(text.minimumScaleFactor(0.5).frame(width: 20))).first)
        #expect(floor.font.size == 5)
        #expect(floor.text == "abcdefg…")
        let fits = try #require(texts(try render(text.minimumScaleFactor(0.5).frame(width: 60))).first)
        #expect(fits.font.size == 10)
    }

    @Test("truncationMode head and middle cut at the start and the middle")
    func otherTruncations() throws {
        let head = try render(Text("abcdefgh").font(.system(size: 10)).lineLimit(1).truncationMode(.head).frame(width: 20))
        #expect(texts(head).map(\.text) == ["…fgh"])
        let middle = try render(Text("abcdefgh").font(.system(size: 10)).lineLimit(1).truncationMode(.middle).frame(width: 25))
        #expect(texts(middle).map(\.text) == ["ab…gh"])
    }

    @Test("we chose: a text offered less height than its lines shows as many as fit, at least one, the last truncated")
    func heightLimitsLines() throws {
        let scene = try render(Text("aa bb cc").font(.system(size: 10)), width: 10, height: 15)
        #expect(texts(scene).map(\.text) == ["a…"])
    }

    @Test("multilineTextAlignment centre anchors lines at the middle")
    func centredLines() throws {
        let scene = try render(Text("a bbb").font(.system(size: 10)).multilineTextAlignment(.center).frame(width: 15))
        #expect(texts(scene).map(\.anchor) == [.middle, .middle])
        #expect(texts(scene).map(\.origin.x) == [7.5, 7.5])
    }

    @Test("we chose: an empty text takes no space and draws nothing")
    func emptyText() throws {
        let scene = try render(Text(""))
        #expect(scene.size == .zero)
        #expect(texts(scene).isEmpty)
    }

    @Test("two texts in a VStack are 8 apart")
    func textsInVStack() throws {
        let scene = try render(VStack { Text("aa"); Text("b") }.font(.system(size: 10)))
        #expect(scene.size == CGSize(width: 10, height: 28))
        #expect(texts(scene).map(\.origin) == [CGPoint(x: 0, y: 7.5), CGPoint(x: 2.5, y: 25.5)])
    }
}
