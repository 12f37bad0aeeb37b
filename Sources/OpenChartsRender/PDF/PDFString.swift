/// Strings as PDF writes them (ISO 32000-1 §7.3.4): literal strings with their
/// delimiters escaped, hex strings, and text strings for the document information.
enum PDFString {
    /// `(…)` with `\`, `(` and `)` escaped and bytes outside printable ASCII written as
    /// three-digit octal escapes, so the file stays 7-bit and no line end is reinterpreted.
    static func literal(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = [UInt8(ascii: "(")]
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "("), UInt8(ascii: ")"):
                result += [UInt8(ascii: "\\"), byte]
            case 0x20...0x7E:
                result.append(byte)
            default:
                result.append(UInt8(ascii: "\\"))
                result += [byte >> 6, (byte >> 3) & 7, byte & 7].map { UInt8(ascii: "0") + $0 }
            }
        }
        result.append(UInt8(ascii: ")"))
        return result
    }

    /// `<…>` with two upper-case hex digits per byte.
    static func hex(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = [UInt8(ascii: "<")]
        appendHexDigits(bytes, to: &result)
        result.append(UInt8(ascii: ">"))
        return result
    }

    /// Two upper-case hex digits per byte, without delimiters.
    static func appendHexDigits(_ bytes: [UInt8], to result: inout [UInt8]) {
        let digits = Array("0123456789ABCDEF".utf8)
        for byte in bytes {
            result.append(digits[Int(byte >> 4)])
            result.append(digits[Int(byte & 15)])
        }
    }

    /// A text string (§7.9.2.2) for `/Title` and `/Subject`: a literal string when the
    /// text is printable ASCII, else UTF-16BE with a byte order mark, as a hex string.
    static func text(_ text: String) -> [UInt8] {
        if text.unicodeScalars.allSatisfy({ (0x20...0x7E).contains($0.value) }) {
            return literal(Array(text.utf8))
        }
        return hex([0xFE, 0xFF] + utf16BigEndian(text))
    }

    /// The UTF-16BE bytes of `text`.
    static func utf16BigEndian<S: StringProtocol>(_ text: S) -> [UInt8] {
        text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    }

    /// `/Name` with the characters a name may not hold written as `#xx` (§7.3.5).
    static func name(_ name: String) -> [UInt8] {
        var result: [UInt8] = [UInt8(ascii: "/")]
        for byte in name.utf8 {
            switch byte {
            case 0x21...0x7E where !"#/()<>[]{}%".utf8.contains(byte):
                result.append(byte)
            default:
                result.append(UInt8(ascii: "#"))
                appendHexDigits([byte], to: &result)
            }
        }
        return result
    }
}
