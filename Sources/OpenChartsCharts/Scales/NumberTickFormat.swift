import Foundation

/// Number labels for axis ticks as Swift Charts shows them in the en_US locale.
///
/// - Integers have no decimals and group thousands with a comma: `"0"`, `"200"`, `"1,000"`,
///   `"-25,000"`. (Swift Charts formats with the user's locale; we fix en_US grouping so that
///   output is the same on every machine.)
/// - Decimals get just the digits the tick step needs, without trailing zeros: with step
///   0.25 the ticks read `"0"`, `"0.25"`, `"0.5"`, `"0.75"`, `"1"`; with step 1e-3, `"0.001"`.
/// - Negatives use a hyphen-minus `"-"`; a value that rounds to zero is `"0"`, never `"-0"`.
/// - NaN is `"NaN"`, infinities are `"∞"` and `"-∞"`.
public struct NumberTickFormat: Sendable, Equatable {
    /// The most decimals a label shows.
    public let fractionDigits: Int

    /// A format with the decimals that ticks `step` apart need (the sign of `step` is ignored).
    public init(step: Double) {
        fractionDigits = NumberTickFormat.fractionDigits(forStep: step)
    }

    /// A format with at most `fractionDigits` decimals (clamped to 0…15).
    public init(fractionDigits: Int) {
        self.fractionDigits = Swift.max(0, Swift.min(15, fractionDigits))
    }

    /// The fewest decimals that show every multiple of `step` exactly: 0 for 1 or 1000,
    /// 1 for 0.5, 2 for 0.25, 3 for 0.001. A non-finite or zero step needs none.
    public static func fractionDigits(forStep step: Double) -> Int {
        let size = abs(step)
        guard size.isFinite, size > 0 else { return 0 }
        for digits in 0...15 {
            let scaled = size * JavaScriptMath.pow10(Double(digits))
            // A relative tolerance absorbs binary noise such as 0.1 * 3 = 0.30000000000000004.
            if abs(scaled - scaled.rounded()) <= scaled * 1e-9 { return digits }
        }
        return 15
    }

    /// The label for `value`.
    public func string(for value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-∞" : "∞" }
        let scaled = (abs(value) * JavaScriptMath.pow10(Double(fractionDigits))).rounded()
        // Beyond 2^53 the digits are not exact any more; print the integer part alone.
        guard scaled < 9e15 else {
            let whole = abs(value).rounded()
            let text = whole < 9e15 ? NumberTickFormat.group(String(UInt64(whole))) : "\(whole)"
            return (value < 0 ? "-" : "") + text
        }
        if scaled == 0 { return "0" }
        return NumberTickFormat.digits(UInt64(scaled), fractionDigits: fractionDigits, negative: value < 0)
    }

    /// `scaled` written with its last `fractionDigits` digits as the fraction (trailing zeros
    /// dropped, a leading "0." when it has no integer digits) and the integer part grouped by
    /// commas. Built in one byte buffer: charts call this for every mark's accessibility label.
    private static func digits(_ scaled: UInt64, fractionDigits: Int, negative: Bool) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * (20 + fractionDigits) + 4) { buffer in
            // Digits least significant first, padded with zeros to one integer digit.
            guard let digits = buffer.baseAddress else { return "" }
            var count = 0
            var rest = scaled
            while rest > 0 {
                digits[count] = UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
                count += 1
            }
            while count <= fractionDigits {
                digits[count] = 0
                count += 1
            }
            var firstKept = 0
            while firstKept < fractionDigits && digits[firstKept] == 0 { firstKept += 1 }
            let out = digits + count
            var length = 0
            func put(_ byte: UInt8) {
                out[length] = byte
                length += 1
            }
            if negative { put(UInt8(ascii: "-")) }
            for i in stride(from: count - 1, through: fractionDigits, by: -1) {
                if i != count - 1 && (i - fractionDigits + 1) % 3 == 0 { put(UInt8(ascii: ",")) }
                put(UInt8(ascii: "0") + digits[i])
            }
            if firstKept < fractionDigits {
                put(UInt8(ascii: "."))
                for i in stride(from: fractionDigits - 1, through: firstKept, by: -1) { put(UInt8(ascii: "0") + digits[i]) }
            }
            return String(decoding: UnsafeBufferPointer(start: out, count: length), as: UTF8.self)
        }
    }

    /// Inserts a comma every three digits from the right: "1234567" → "1,234,567".
    private static func group(_ digits: String) -> String {
        var result = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { result.append(",") }
            result.append(ch)
        }
        return result
    }
}
