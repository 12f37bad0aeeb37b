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

    /// Appends `text` escaped as ``escaped(_:)`` does, as UTF-8. ASCII text (most labels)
    /// is escaped byte by byte; text with other characters takes the scalar path.
    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        let handled = text.utf8.withContiguousStorageIfAvailable { buffer -> Bool in
            var plain = true
            for byte in buffer {
                if byte >= 0x80 { return false }
                if byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                    || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { plain = false }
            }
            // Nothing to escape or drop (most labels): one copy.
            if plain {
                bytes.append(contentsOf: buffer)
                return true
            }
            for byte in buffer {
                switch byte {
                case UInt8(ascii: "&"): bytes += "&amp;".utf8
                case UInt8(ascii: "<"): bytes += "&lt;".utf8
                case UInt8(ascii: ">"): bytes += "&gt;".utf8
                case UInt8(ascii: "\""): bytes += "&quot;".utf8
                case UInt8(ascii: "'"): bytes += "&#39;".utf8
                case 0x09: bytes += "&#9;".utf8
                case 0x0A: bytes += "&#10;".utf8
                case 0x0D: bytes += "&#13;".utf8
                case 0x20...0x7F: bytes.append(byte)
                default: break  // C0 controls XML forbids are dropped
                }
            }
            return true
        }
        if handled != true { bytes += escaped(text).utf8 }
    }

    /// Appends `text` escaped, into the SVG writer's buffer (see the `[UInt8]` version).
    static func appendEscaped(_ text: String, to bytes: inout ByteBuffer) {
        var text = text
        let plain = text.withUTF8 { buffer -> Bool in
            for byte in buffer where byte >= 0x80 || byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
                || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                return false
            }
            // Nothing to escape or drop (most labels): one copy.
            bytes.append(UnsafeRawBufferPointer(buffer))
            return true
        }
        if !plain {
            var escapedBytes: [UInt8] = []
            appendEscaped(text, to: &escapedBytes)
            bytes.append(escapedBytes)
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
