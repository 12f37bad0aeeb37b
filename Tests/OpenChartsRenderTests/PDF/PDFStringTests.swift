import Foundation
import Testing
@testable import OpenChartsRender

@Suite("PDF strings, names and numbers")
struct PDFStringTests {
    @Test("literal strings escape backslash and parentheses")
    func literalEscapes() {
        #expect(String(decoding: PDFString.literal(Array("a(b)c\\d".utf8)), as: UTF8.self) == "(a\\(b\\)c\\\\d)")
    }

    @Test("literal strings write bytes outside printable ASCII as octal escapes")
    func literalOctal() {
        #expect(String(decoding: PDFString.literal([0x41, 0x0A, 0xE9, 0x00]), as: UTF8.self) == "(A\\012\\351\\000)")
    }

    @Test("text strings are literal for printable ASCII and UTF-16BE hex with BOM otherwise")
    func textStrings() {
        #expect(String(decoding: PDFString.text("Pets (2)"), as: UTF8.self) == "(Pets \\(2\\))")
        #expect(String(decoding: PDFString.text("Café"), as: UTF8.self) == "<FEFF00430061006600E9>")
        #expect(String(decoding: PDFString.text("𝄞"), as: UTF8.self) == "<FEFFD834DD1E>")
        #expect(String(decoding: PDFString.text("tab\there"), as: UTF8.self) == "<FEFF00740061006200090068006500720065>")
    }

    @Test("names escape delimiters, spaces and non-ASCII as #xx")
    func names() {
        #expect(String(decoding: PDFString.name("A B#(é)"), as: UTF8.self) == "/A#20B#23#28#C3#A9#29")
        #expect(String(decoding: PDFString.name("ABCDEF+DejaVuSans-Bold"), as: UTF8.self) == "/ABCDEF+DejaVuSans-Bold")
    }

    @Test("numbers are plain decimals, never -0, NaN or exponent form, clamped to ±32767",
          arguments: [
              (0.0, "0"), (-0.0, "0"), (-0.0001, "0"), (1, "1"), (1.5, "1.5"), (0.1 + 0.2, "0.3"), (2.0005, "2.001"),
              (-2.0005, "-2.001"), (1e-9, "0"), (1e9, "32767"), (-1e20, "-32767"), (.nan, "0"), (.infinity, "0"),
              (14_400, "14400"),
          ] as [(Double, String)])
    func numbers(value: Double, expected: String) {
        #expect(PDFNumber.string(value) == expected)
    }

    @Test("MD5 matches RFC 1321's test suite",
          arguments: [
              ("", "d41d8cd98f00b204e9800998ecf8427e"), ("abc", "900150983cd24fb0d6963f7d28e17f72"),
              ("message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
              ("12345678901234567890123456789012345678901234567890123456789012345678901234567890",
               "57edf4a22be3c955ac49da2e2107b67a"),
          ])
    func md5(message: String, expected: String) {
        let hex = MD5.digest(Array(message.utf8)).map { String(format: "%02x", $0) }.joined()
        #expect(hex == expected)
    }
}
