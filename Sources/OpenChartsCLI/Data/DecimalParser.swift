/// Reads a plain decimal number (`-12.5`, `0.000123`, `6.02e23`) straight from a CSV field's
/// bytes, for the common case where the exact answer takes one floating-point operation.
///
/// Clinger's fast path (W. D. Clinger, "How to Read Floating Point Numbers Accurately",
/// PLDI 1990; the first step of fast_float and of Swift's own parser): when the digits
/// without the point make a whole number w below 2^53 and the power of ten e is within
/// ±22, both w and 10^|e| are exact doubles, so w · 10^e (or w / 10^−e) is one correctly
/// rounded operation, the same double `strtod` gives. Anything else (more digits, larger
/// exponents, text that is not such a number) returns nil, and the caller parses the field
/// as a string, as before. A million-row CSV spent 84 % of `opencharts render` in
/// `Double(String)` (about 1,200 instructions a number); this takes a few dozen.
enum DecimalParser {
    /// The value of `bytes` when they are `[+-]digits[.digits][(e|E)[+-]digits]` (at least
    /// one digit before or after the point) and the fast path applies; nil otherwise.
    static func fastValue(_ bytes: UnsafeRawBufferPointer) -> Double? {
        let count = bytes.count
        var i = 0
        var negative = false
        if i < count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        // The digits before and after the point, into one whole number: 19 digits always fit
        // in 64 bits (leading zeros are counted too; more digits go to the slow path).
        var mantissa: UInt64 = 0
        var digits = appendDigits(bytes, from: &i, to: &mantissa), fractionDigits = 0
        if i < count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            fractionDigits = appendDigits(bytes, from: &i, to: &mantissa)
            digits += fractionDigits
        }
        guard digits > 0 && digits <= 19 else { return nil }
        var exponent = 0
        if i < count {
            guard bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") else { return nil }
            i += 1
            var negativeExponent = false
            if i < count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
                negativeExponent = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            let exponentStart = i
            while i < count {
                let digit = bytes[i] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                exponent = exponent &* 10 &+ Int(digit)
                i += 1
                // Beyond four digits the value is zero, infinite or off the fast path anyway.
                guard i - exponentStart <= 4 else { return nil }
            }
            guard i > exponentStart else { return nil }
            if negativeExponent { exponent = -exponent }
        }
        guard mantissa <= 1 << 53 else { return nil }
        var value = Double(mantissa)
        if mantissa != 0 {
            let power = exponent - fractionDigits
            guard power >= -22 && power <= 22 else { return nil }
            value = power < 0 ? value / powerOfTen(-power) : value * powerOfTen(power)
        }
        return negative ? -value : value
    }

    /// Appends the decimal digits at `i` and after to `mantissa` (which wraps past 19 of
    /// them: the caller counts) and moves `i` past them; returns how many there were.
    @inline(__always)
    private static func appendDigits(_ bytes: UnsafeRawBufferPointer, from i: inout Int, to mantissa: inout UInt64) -> Int {
        let start = i
        while i < bytes.count {
            let digit = bytes[i] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            i += 1
        }
        return i - start
    }

    /// 10^`k` for k in 0…22, each exactly a double; literals, so no table to set up first.
    @inline(__always)
    private static func powerOfTen(_ k: Int) -> Double {
        switch k {
        case 0: 1
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        default: 1e22
        }
    }
}
