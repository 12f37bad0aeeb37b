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
        let clamped = value.isFinite ? min(max(value, -limit), limit) : 0
        var unit: Int64 = 1
        for _ in 0..<min(max(decimals, 0), 8) { unit *= 10 }
        let scaled = Int64((abs(clamped) * Double(unit)).rounded())
        if scaled == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if clamped < 0 { bytes.append(UInt8(ascii: "-")) }
        SVGNumber.appendInteger(scaled / unit, to: &bytes)
        var fraction = scaled % unit
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var place = unit / 10
        while fraction != 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / place))
            fraction %= place
            place /= 10
        }
    }

    /// The formatted number as a string.
    static func string(_ value: Double, decimals: Int = 3) -> String {
        var bytes: [UInt8] = []
        append(value, decimals: decimals, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
