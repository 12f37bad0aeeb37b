/// Numbers as the SVG writer prints them: at most two decimals (four for opacities,
/// offsets and matrix terms), trailing zeros dropped, never `-0`, never exponent notation.
///
/// Values are rounded half away from zero. Magnitudes above 10^12 are clamped
/// to ±10^12 (far outside any canvas) and NaN prints as 0, so the document always parses.
enum SVGNumber {
    static let limit = 1e12

    /// Appends the formatted number to `bytes` (ASCII), built right to left in a small
    /// buffer (two digits at a time) and appended at once: a path of a thousand bars
    /// prints ten thousand numbers.
    static func append(_ value: Double, decimals: Int = 2, to bytes: inout [UInt8]) {
        let clamped = value.isNaN ? 0 : min(max(value, -limit), limit)
        let places = decimals >= 4 ? 4 : 2
        let unit: UInt64 = places == 4 ? 10_000 : 100
        // Half away from zero, as `rounded()`: x − trunc(x) is exact for these magnitudes.
        let x = abs(clamped) * Double(unit)
        var scaled = UInt64(x)
        if x - Double(scaled) >= 0.5 { scaled += 1 }
        if scaled == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        // At most 13 digits, a point and a sign.
        var text: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &text) { buffer in
            let end = 24
            var start = end
            var fraction = scaled % unit
            if fraction != 0 {
                var digits = places
                while fraction % 10 == 0 {
                    fraction /= 10
                    digits -= 1
                }
                while digits > 0 {
                    start -= 1
                    buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
                    fraction /= 10
                    digits -= 1
                }
                start -= 1
                buffer[start] = UInt8(ascii: ".")
            }
            var whole = scaled / unit
            while whole >= 100 {
                let pair = Int(whole % 100) &* 2
                whole /= 100
                start -= 2
                buffer[start] = digitPairs[pair]
                buffer[start + 1] = digitPairs[pair + 1]
            }
            if whole >= 10 {
                let pair = Int(whole) &* 2
                start -= 2
                buffer[start] = digitPairs[pair]
                buffer[start + 1] = digitPairs[pair + 1]
            } else {
                start -= 1
                buffer[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole)
            }
            if clamped < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[start..<end]))
        }
    }

    /// "00", "01", … "99", back to back.
    private static let digitPairs: [UInt8] = (0..<100).flatMap { [UInt8(ascii: "0") + UInt8($0 / 10), UInt8(ascii: "0") + UInt8($0 % 10)] }

    static func appendInteger(_ value: Int64, to bytes: inout [UInt8]) {
        if value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                count += 1
            }
            for index in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[index]) }
        }
    }

    /// Appends a whole number, with a minus sign when negative.
    static func appendInteger(_ value: Int64, signed: Bool, to bytes: inout [UInt8]) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            // The magnitude of Int64.min does not fit: print it from its string.
            guard value != .min else { return bytes += String(value).utf8.dropFirst() }
            appendInteger(-value, to: &bytes)
        } else {
            appendInteger(value, to: &bytes)
        }
    }

    /// The formatted number as a string.
    static func string(_ value: Double, decimals: Int = 2) -> String {
        var bytes: [UInt8] = []
        append(value, decimals: decimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
