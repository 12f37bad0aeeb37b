/// Escaping for XML text and attribute values.
enum XMLText {
    /// `text` with `& < > " '` escaped and the characters XML 1.0 forbids dropped
    /// (C0 controls other than tab, newline and carriage return; U+FFFE and U+FFFF).
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                if isAllowed(scalar) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
    }

    /// Appends `text` escaped as ``escaped(_:)`` does, as UTF-8; text with nothing to
    /// escape or drop (most labels) is copied as it is.
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        var plain = true
        for byte in text.utf8 {
            // ASCII from space up, other than the five escaped characters; any byte ≥ 0x80
            // (part of a multi-byte character) takes the careful path, which checks scalars.
            if byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                plain = false
                break
            }
        }
        if plain {
            bytes += text.utf8
        } else {
            bytes += escaped(text).utf8
        }
    }

    /// Whether XML 1.0 allows the character in a document (its `Char` production).
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
