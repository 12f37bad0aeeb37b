import Foundation

/// Numbers as the SVG writer prints them: at most two decimals (four for opacities,
/// offsets and matrix terms), trailing zeros dropped, never `-0`, never exponent notation.
///
/// Values are rounded half away from zero. Magnitudes above 10^12 are clamped
/// to ±10^12 (far outside any canvas) and NaN prints as 0, so the document always parses.
enum SVGNumber {
    static let limit = 1e12

    /// Appends the formatted number to `bytes` (ASCII).
    static func append(_ value: Double, decimals: Int = 2, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
            let count = write(value, decimals: decimals, to: buffer.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(start: buffer.baseAddress, count: count))
        }
    }

    /// Appends the formatted number to `bytes` (ASCII), written in place.
    @inline(__always)
    static func append(_ value: Double, decimals: Int = 2, to bytes: inout ByteBuffer) {
        bytes.write(atMost: maximumLength) { write(value, decimals: decimals, to: $0) }
    }

    /// The most bytes a number takes: 13 digits, a point, 4 decimals and a sign.
    static let maximumLength = 24

    /// Writes the formatted number at `out` and returns its length, left to right: the
    /// integer part's length is counted first, so no digit is moved after it is written.
    @inline(__always)
    static func write(_ value: Double, decimals: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let clamped = value.isNaN ? 0 : min(max(value, -limit), limit)
        let places = decimals >= 4 ? 4 : 2
        let unit: UInt64 = places == 4 ? 10_000 : 100
        // Half away from zero, as `rounded()`: x − trunc(x) is exact for these magnitudes,
        // and x ≤ 10^16 converts through Int64 in one instruction (UInt64 takes several).
        let x = abs(clamped) * Double(unit)
        var scaled = UInt64(truncatingIfNeeded: Int64(x))
        if x - Double(scaled) >= 0.5 { scaled += 1 }
        if scaled == 0 {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        var length = 0
        if clamped < 0 {
            out[0] = UInt8(ascii: "-")
            length = 1
        }
        length += writeWhole(scaled / unit, to: out + length)
        var fraction = scaled % unit
        if fraction != 0 {
            out[length] = UInt8(ascii: ".")
            var digits = places
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            length += digits
            for index in stride(from: length, to: length - digits, by: -1) {
                out[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
                fraction /= 10
            }
            length += 1
        }
        return length
    }

    /// Writes `whole`'s decimal digits at `out`, two at a time from the right end, and
    /// returns how many there are.
    @inline(__always)
    private static func writeWhole(_ whole: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 1
        var bound: UInt64 = 10
        while whole >= bound && count < 20 {
            count += 1
            bound &*= 10
        }
        var rest = whole
        var end = count
        digitPairs.withUnsafeBufferPointer { pairs in
            while rest >= 100 {
                let pair = Int(rest % 100) &* 2
                rest /= 100
                end -= 2
                out[end] = pairs[pair]
                out[end + 1] = pairs[pair + 1]
            }
            if rest >= 10 {
                let pair = Int(rest) &* 2
                out[0] = pairs[pair]
                out[1] = pairs[pair + 1]
            } else {
                out[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
            }
        }
        return count
    }

    /// "00", "01", … "99", back to back.
    private static let digitPairs: [UInt8] = (0..<100).flatMap { [UInt8(ascii: "0") + UInt8($0 / 10), UInt8(ascii: "0") + UInt8($0 % 10)] }

    /// Appends a whole number, with a minus sign when negative.
    static func appendInteger(_ value: Int64, signed: Bool, to bytes: inout ByteBuffer) {
        var digits: [UInt8] = []
        appendInteger(value, signed: signed, to: &digits)
        bytes.append(digits)
    }

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
