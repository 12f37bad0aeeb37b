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
        var digits = String(UInt64(scaled))
        if digits.count <= fractionDigits {
            digits = String(repeating: "0", count: fractionDigits + 1 - digits.count) + digits
        }
        let integerPart = digits.dropLast(fractionDigits)
        var fraction = digits.suffix(fractionDigits)
        while fraction.last == "0" { fraction = fraction.dropLast() }
        let sign = value < 0 ? "-" : ""
        let grouped = NumberTickFormat.group(String(integerPart))
        return fraction.isEmpty ? sign + grouped : sign + grouped + "." + fraction
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
