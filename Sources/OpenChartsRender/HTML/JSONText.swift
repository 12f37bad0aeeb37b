/// JSON written for a `<script type="application/json">` block: strings escaped so that no
/// data can close the block or start markup (`<`, `>`, `&` as `\u003c` …), and the line
/// separators JavaScript once treated as newlines escaped too.
struct JSONText {
    private(set) var bytes: [UInt8] = []

    mutating func raw(_ text: String) { bytes += Array(text.utf8) }

    /// A number with `decimals` (2 or 4) decimals at most; NaN and infinities print as 0.
    mutating func number(_ value: Double, decimals: Int = 2) {
        SVGNumber.append(value.isFinite ? value : 0, decimals: decimals, to: &bytes)
    }

    mutating func numbers(_ values: [Double], decimals: Int = 2) {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            number(value, decimals: decimals)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": raw("\\\"")
            case "\\": raw("\\\\")
            case "<", ">", "&", "\u{2028}", "\u{2029}": raw(Self.unicodeEscape(scalar.value))
            default:
                if scalar.value < 0x20 { raw(Self.unicodeEscape(scalar.value)) } else { raw(String(scalar)) }
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
