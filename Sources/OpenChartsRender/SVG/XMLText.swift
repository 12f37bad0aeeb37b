/// Escaping for XML text and attribute values.
enum XMLText {
    /// `text` with `& < > " '` escaped and the characters XML 1.0 forbids dropped
    /// (C0 controls other than tab, newline and carriage return; U+FFFE and U+FFFF).
    ///
    /// Tab, newline and carriage return are written as character references: a parser
    /// turns a raw carriage return into a newline, and raw tabs and newlines in an
    /// attribute into spaces, while references read back as themselves.
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
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            default:
                if isAllowed(scalar) { result.unicodeScalars.append(scalar) }
            }
        }
        return result
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
