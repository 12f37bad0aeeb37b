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
              (14_400, "14400"), (1.05, "1.05"), (1.005, "1.005"), (12.301, "12.301"), (0.002, "0.002"),
              (0.02, "0.02"), (-0.2, "-0.2"), (32766.999, "32766.999"), (99.9996, "100"), (123.45, "123.45"),
          ] as [(Double, String)])
    func numbers(value: Double, expected: String) {
        #expect(PDFNumber.string(value) == expected)
    }

    @Test("other precisions: colours' four decimals, matrices' six, whole numbers rounded half away from zero",
          arguments: [
              (0.4, 4, "0.4"), (0.0712, 4, "0.0712"), (1.00004, 4, "1"), (0.70710678, 6, "0.707107"),
              (-0.000001, 6, "-0.000001"), (2.5, 0, "3"), (-2.5, 0, "-3"), (1.234567891, 8, "1.23456789"),
          ] as [(Double, Int, String)])
    func precisions(value: Double, decimals: Int, expected: String) {
        #expect(PDFNumber.string(value, decimals: decimals) == expected)
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

    /// Digests from Python's `hashlib.md5`: lengths about the 56-byte padding boundary, where
    /// the length spills into a second padding block, and a megabyte of many whole blocks.
    @Test("MD5 matches hashlib at the padding boundaries and over a megabyte",
          arguments: [
              (55, "ef1772b6dff9a122358552954ad0df65"), (56, "3b0c8ac703f828b04c6c197006d17218"),
              (63, "b06521f39153d618550606be297466d5"), (64, "014842d480b571495a4a0363793f7367"),
              (65, "c743a45e0d2e6a95cb859adae0248435"), (119, "8a7bd0732ed6a28ce75f6dabc90e1613"),
              (120, "5f61c0ccad4cac44c75ff505e1f1e537"), (128, "e510683b3f5ffe4093d021808bc6ff70"),
          ])
    func md5Boundaries(count: Int, expected: String) {
        let hex = MD5.digest([UInt8](repeating: UInt8(ascii: "a"), count: count)).map { String(format: "%02x", $0) }.joined()
        #expect(hex == expected)
    }

    @Test("MD5 of 1,000,003 bytes (i · 7 + i / 251 mod 256) matches hashlib")
    func md5Megabyte() {
        let message = (0..<1_000_003).map { UInt8(truncatingIfNeeded: $0 * 7 + $0 / 251) }
        let hex = MD5.digest(message).map { String(format: "%02x", $0) }.joined()
        #expect(hex == "2a86c2f01e5dfaddc6efc5d404ebd4aa")
    }
}
