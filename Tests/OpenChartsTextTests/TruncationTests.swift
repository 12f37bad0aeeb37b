import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsText

/// Truncation measured with the built-in metrics, so that the results hold on every machine.
@Suite("Truncation")
struct TruncationTests {
    let library = FontFixtures.builtInLibrary
    let font = FontRequest(size: 12)

    func width(_ text: String) -> CGFloat { library.width(text, font: font) }

    @Test("Text that fits is returned unchanged in every mode")
    func fits() {
        for mode in [TruncationMode.head, .middle, .tail] {
            #expect(library.truncated("Dogs", font: font, maxWidth: 100, mode: mode) == "Dogs")
        }
    }

    @Test(".tail keeps the start: \"Temperature\" → \"Temper…\"")
    func tail() {
        #expect(library.truncated("Temperature", font: font, maxWidth: width("Temper…"), mode: .tail) == "Temper…")
        #expect(library.truncated("Temperature", font: font, maxWidth: width("Temper…") - 0.01, mode: .tail) == "Tempe…")
    }

    @Test(".head keeps the end: \"Temperature\" → \"…rature\"")
    func head() {
        #expect(library.truncated("Temperature", font: font, maxWidth: width("…rature"), mode: .head) == "…rature")
    }

    @Test(".middle keeps both ends, the extra character at the start: \"Temperature\" → \"Tem…ure\"")
    func middle() {
        #expect(library.truncated("Temperature", font: font, maxWidth: width("Tem…ure"), mode: .middle) == "Tem…ure")
        #expect(library.truncated("Temperature", font: font, maxWidth: width("Temp…ure"), mode: .middle) == "Temp…ure")
    }

    @Test("Spaces next to the ellipsis are dropped")
    func spaces() {
        #expect(library.truncated("Hot dog stand", font: font, maxWidth: width("Hot dog…"), mode: .tail) == "Hot dog…")
        #expect(library.truncated("Hot dog stand", font: font, maxWidth: width("Hot …"), mode: .tail) == "Hot…")
    }

    @Test("When not even the ellipsis fits, the result is empty")
    func nothingFits() {
        #expect(library.truncated("Temperature", font: font, maxWidth: 1, mode: .tail) == "")
        #expect(library.truncated("Temperature", font: font, maxWidth: width("…"), mode: .tail) == "…")
    }
}
