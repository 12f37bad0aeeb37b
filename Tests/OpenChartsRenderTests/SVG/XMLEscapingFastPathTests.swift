import Testing
@testable import OpenChartsRender

@Suite("XML escaping into bytes")
struct XMLEscapingFastPathTests {
    @Test("appending escaped text gives the bytes of the escaped string, for ASCII, controls and other scripts")
    func sameAsEscaped() {
        let samples = ["", "Sales", "a & b < c > d \"e\" 'f'", "tab\there\nline\r", "bell\u{7}nul\u{0}esc\u{1B}del\u{7F}",
                       "宠物数量", "café & crème", "emoji 🐶 < 🐱", "\u{FFFE}x\u{FFFF}", "'DejaVu Sans', sans-serif"]
        var generator = SystemRandomNumberGenerator()
        var random: [String] = []
        for _ in 0..<200 {
            let scalars = (0..<Int.random(in: 0...12, using: &generator)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 0...0x90, using: &generator))
            }
            random.append(String(String.UnicodeScalarView(scalars)))
        }
        for text in samples + random {
            var bytes: [UInt8] = []
            XMLText.appendEscaped(text, to: &bytes)
            #expect(bytes == Array(XMLText.escaped(text).utf8), "\(text.debugDescription)")
        }
    }
}
