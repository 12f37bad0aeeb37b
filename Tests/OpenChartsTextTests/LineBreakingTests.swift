import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsText

/// Line breaking and truncation measured with the built-in metrics, so that the
/// expected lines hold on every machine.
@Suite("Line breaking")
struct LineBreakingTests {
    let library = FontFixtures.builtInLibrary
    let font = FontRequest(size: 12)

    func width(_ text: String) -> CGFloat { library.width(text, font: font) }

    @Test("Text that fits stays on one line")
    func fits() {
        #expect(library.lines("hello world", font: font, maxWidth: 1000) == ["hello world"])
    }

    @Test("Lines break at spaces, and the space at the break is dropped")
    func breakAtSpaces() {
        let lines = library.lines("hello world foo", font: font, maxWidth: width("hello world"))
        #expect(lines == ["hello world", "foo"])
        #expect(library.lines("hello world foo", font: font, maxWidth: width("hello world") - 0.01) ==
                ["hello", "world foo"])
    }

    @Test("A word longer than the width breaks between characters")
    func longWord() {
        #expect(library.lines("abcdefghij", font: font, maxWidth: width("abcd") + 0.01) == ["abcd", "efgh", "ij"])
    }

    @Test("A width narrower than one character gives one character per line")
    func tooNarrow() {
        #expect(library.lines("abc", font: font, maxWidth: 1) == ["a", "b", "c"])
    }

    @Test("CJK text breaks between any two characters")
    func cjk() {
        #expect(library.lines("宠物宠物宠物", font: font, maxWidth: 25) == ["宠物", "宠物", "宠物"])
    }

    @Test("A CJK comma never starts a line")
    func cjkComma() {
        #expect(library.lines("宠物，猫狗", font: font, maxWidth: 30) == ["宠", "物，", "猫狗"])
    }

    @Test("Latin and CJK mix: a break may come before a CJK character after a word")
    func mixed() {
        #expect(library.lines("Pets宠物", font: font, maxWidth: width("Pets宠")) == ["Pets宠", "物"])
    }

    @Test("Newlines always break; an empty line stays")
    func newlines() {
        #expect(library.lines("a\n\nb", font: font, maxWidth: 1000) == ["a", "", "b"])
    }

    @Test("A NaN width sets no limit")
    func nanWidth() {
        #expect(library.lines("hello world", font: font, maxWidth: .nan) == ["hello world"])
    }

    @Test("An empty string is one empty line")
    func empty() {
        #expect(library.lines("", font: font, maxWidth: 100) == [""])
    }
}
