/// Numbers as PDF content streams and dictionaries hold them: plain decimals (PDF has no
/// exponent notation), at most `decimals` fraction digits, trailing zeros dropped, never `-0`.
///
/// Magnitudes are clamped to ±32767, the real-number range of PDF 1.4's implementation
/// limits (Annex C) that every reader accepts and far outside the largest page (14,400 pt).
/// Non-finite values print as 0; the writer drops path points that are not finite before
/// they get here, so this is a last guard that keeps the file parseable.
enum PDFNumber {
    static let limit = 32767.0

    /// Appends the formatted number to `bytes` (ASCII).
    static func append(_ value: Double, decimals: Int = 3, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumLength) { buffer in
            let count = write(value, decimals: decimals, to: buffer.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The most bytes a number takes: a sign, 5 whole digits (the limit), a point, 8 decimals.
    static let maximumLength = 16

    /// Writes the formatted number at `out` and returns its length (a large scatter plot's
    /// PDF has two numbers a point): the whole part two digits at a time, as the SVG writer
    /// does, then the fraction's digits without its trailing zeros.
    static func write(_ value: Double, decimals: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        let clamped = value.isFinite ? min(max(value, -limit), limit) : 0
        let places = min(max(decimals, 0), 8)
        let unit = powersOfTen[places]
        // Half away from zero, as `rounded()`: below 2^52 after scaling, through Int64 (one
        // instruction each way).
        let x = abs(clamped) * unit
        let truncated = Int64(x)
        var scaled = UInt64(truncatingIfNeeded: truncated)
        if x - Double(truncated) >= 0.5 { scaled &+= 1 }
        if scaled == 0 {
            out[0] = UInt8(ascii: "0")
            return 1
        }
        var length = 0
        if clamped < 0 {
            out[0] = UInt8(ascii: "-")
            length = 1
        }
        let integerUnit = UInt64(truncatingIfNeeded: Int64(unit))
        let whole = scaled / integerUnit
        length &+= SVGNumber.writeWhole(whole, to: out + length)
        var fraction = scaled &- whole &* integerUnit
        guard fraction != 0 else { return length }
        if places == 3 {
            // Coordinates, the common case: a pair and a digit, without the trailing zeros.
            out[length] = UInt8(ascii: ".")
            let pair = fraction / 10, last = fraction &- pair &* 10
            if last != 0 {
                SVGNumber.writePair(pair, to: out + (length &+ 1))
                out[length &+ 3] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: last)
                return length &+ 4
            }
            if pair % 10 != 0 {
                SVGNumber.writePair(pair, to: out + (length &+ 1))
                return length &+ 3
            }
            out[length &+ 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: pair / 10)
            return length &+ 2
        }
        var digits = places
        while fraction % 10 == 0 {
            fraction /= 10
            digits &-= 1
        }
        out[length] = UInt8(ascii: ".")
        var end = length &+ 1 &+ digits
        length = end
        while end > length &- digits {
            end &-= 1
            out[end] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
            fraction /= 10
        }
        return length
    }

    private static let powersOfTen: [Double] = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8]

    /// The formatted number as a string.
    static func string(_ value: Double, decimals: Int = 3) -> String {
        var bytes: [UInt8] = []
        append(value, decimals: decimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
