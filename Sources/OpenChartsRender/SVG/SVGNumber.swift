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
    /// integer part's length is known before its first digit is written, so no digit is
    /// moved after it is written, and the common lengths take no loop at all.
    @inline(__always)
    static func write(_ value: Double, decimals: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let clamped = value.isNaN ? 0 : min(max(value, -limit), limit)
        let four = decimals >= 4
        let unit: UInt64 = four ? 10_000 : 100
        // Half away from zero, as `rounded()`: x − trunc(x) is exact for these magnitudes,
        // and x ≤ 10^16 converts through Int64 in one instruction (UInt64 takes several).
        let x = abs(clamped) * Double(unit)
        let truncated = Int64(x)
        // Back to a Double through Int64 as well: from UInt64 it takes several instructions.
        var scaled = UInt64(truncatingIfNeeded: truncated)
        if x - Double(truncated) >= 0.5 { scaled &+= 1 }
        return writeScaled(scaled, negative: clamped < 0, four: four, to: out)
    }

    /// Writes `hundredths / 100` as ``write(_:decimals:to:)`` writes that value with two
    /// decimals, clamped the same way, without going through a `Double`.
    @inline(__always)
    static func writeHundredths(_ hundredths: Int64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let bound = Int64(limit) * 100
        let clamped = min(max(hundredths, -bound), bound)
        return writeScaled(clamped.magnitude, negative: clamped < 0, four: false, to: out)
    }

    /// Writes a magnitude in hundredths (ten-thousandths with `four`), signed, never `-0`.
    @inline(__always)
    private static func writeScaled(_ scaled: UInt64, negative: Bool, four: Bool, to out: UnsafeMutablePointer<UInt8>) -> Int {
        if scaled == 0 {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        let unit: UInt64 = four ? 10_000 : 100
        var length = 0
        if negative {
            out[0] = UInt8(ascii: "-")
            length = 1
        }
        let whole = scaled / unit
        // Lengths stay below ``maximumLength``: the additions need no overflow check.
        length &+= writeWhole(whole, to: out + length)
        let fraction = scaled &- whole &* unit
        guard fraction != 0 else { return length }
        out[length] = UInt8(ascii: ".")
        length &+= 1
        guard four else { return length &+ writeFraction(fraction, to: out + length) }
        // Four places are two pairs of digits; the last non-zero pair drops its trailing zero.
        let high = fraction / 100, low = fraction &- high &* 100
        if low == 0 { return length &+ writeFraction(high, to: out + length) }
        writePair(high, to: out + length)
        return length &+ 2 &+ writeFraction(low, to: out + length + 2)
    }

    /// "00", "01", … "99", back to back: a literal, so reading it needs no lazy global.
    private static var digitPairs: StaticString { "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899" }

    /// Writes `pair` (0…99) as two digits.
    @inline(__always)
    static func writePair(_ pair: UInt64, to out: UnsafeMutablePointer<UInt8>) {
        let digits = digitPairs.utf8Start + Int(truncatingIfNeeded: pair) &* 2
        out[0] = digits[0]
        out[1] = digits[1]
    }

    /// Writes a two-place fraction (1…99) without its trailing zero and returns its length.
    @inline(__always)
    private static func writeFraction(_ fraction: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        writePair(fraction, to: out)
        return fraction % 10 == 0 ? 1 : 2
    }

    /// Writes `whole`'s decimal digits at `out` and returns how many there are. Below
    /// 10 000 (every coordinate on a canvas) the length is a comparison or three away.
    @inline(__always)
    static func writeWhole(_ whole: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        if whole < 10 {
            out[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole)
            return 1
        }
        if whole < 100 {
            writePair(whole, to: out)
            return 2
        }
        if whole < 1000 {
            let high = whole / 100
            out[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: high)
            writePair(whole &- high &* 100, to: out + 1)
            return 3
        }
        if whole < 10_000 {
            let high = whole / 100
            writePair(high, to: out)
            writePair(whole &- high &* 100, to: out + 2)
            return 4
        }
        return writeLongWhole(whole, to: out)
    }

    /// ``writeWhole(_:to:)`` for five digits and more, two at a time from the right end.
    private static func writeLongWhole(_ whole: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var count = 5
        var bound: UInt64 = 100_000
        while whole >= bound && count < 20 {
            count += 1
            bound &*= 10
        }
        var rest = whole
        var end = count
        while rest >= 100 {
            let next = rest / 100
            end -= 2
            writePair(rest &- next &* 100, to: out + end)
            rest = next
        }
        if rest >= 10 {
            writePair(rest, to: out)
        } else {
            out[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        return count
    }

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
