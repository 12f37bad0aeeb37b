import Foundation
import Testing
import OpenChartsTestSupport
@testable import OpenChartsRender

@Suite("SVG numbers built in one buffer")
struct SVGNumberFastPathTests {
    /// The straightforward formatting: rounded() half away from zero, integer part, then
    /// the fraction's digits with trailing zeros dropped.
    static func reference(_ value: Double, decimals: Int) -> String {
        let clamped = value.isNaN ? 0 : min(max(value, -SVGNumber.limit), SVGNumber.limit)
        let unit: Int64 = decimals >= 4 ? 10_000 : 100
        let scaled = Int64((abs(clamped) * Double(unit)).rounded())
        if scaled == 0 { return "0" }
        var text = (clamped < 0 ? "-" : "") + String(scaled / unit)
        var fraction = scaled % unit
        guard fraction != 0 else { return text }
        text += "."
        var place = unit / 10
        while fraction != 0 {
            text += String(fraction / place)
            fraction %= place
            place /= 10
        }
        return text
    }

    @Test("numbers print as the reference does: rounding halves away from zero, trailing zeros dropped, no -0")
    func matchesReference() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 0.005, -0.005, 0.004999, 0.125, 2.675, 1e12, -1e12, 3e15, .nan, .infinity,
                                -.infinity, 0.00005, 12.3456789, 579.36, -0.4, 9_007_199_254_740_992]
        for _ in 0..<3000 {
            let magnitude = Double.random(in: -6...13, using: &generator)
            let sign: Double = Bool.random(using: &generator) ? 1 : -1
            values.append(sign * Double.random(in: 0...1, using: &generator) * pow(10, magnitude))
            values.append(Double(Int.random(in: -100_000...100_000, using: &generator)) / 200)
        }
        for value in values {
            for decimals in [2, 4] {
                #expect(SVGNumber.string(value, decimals: decimals) == Self.reference(value, decimals: decimals),
                        "\(value) with \(decimals) decimals")
            }
        }
    }

    @Test("whole parts at each digit-count boundary, with every two-place fraction, print as the reference does")
    func digitCountBoundaries() {
        var wholes: [Double] = [0]
        var power = 1.0
        for _ in 0...12 {
            wholes += [power - 1, power, power + 1]
            power *= 10
        }
        for whole in wholes {
            for hundredths in 0..<100 {
                for sign in [1.0, -1.0] {
                    let value = sign * (whole + Double(hundredths) / 100)
                    #expect(SVGNumber.string(value) == Self.reference(value, decimals: 2), "\(value)")
                }
            }
        }
    }

    @Test("every four-place fraction prints as the reference does: a trailing zero pair, a trailing zero, none")
    func fourPlaceFractions() {
        for whole in [0.0, 7, 12_345] {
            for tenThousandths in 0..<10_000 {
                let value = whole + Double(tenThousandths) / 10_000
                #expect(SVGNumber.string(value, decimals: 4) == Self.reference(value, decimals: 4), "\(value)")
            }
        }
    }

    @Test("a whole number of hundredths prints as its value in a Double does, the clamp to ±10^12 included")
    func hundredthsMatchTheirValue() {
        var generator = SplitMix64(seed: 100)
        var values: [Int64] = [0, 1, -1, 5, -5, 10, -10, 99, 100, -100, 101, 123_456, -7, 100_000_000_000_000,
                               100_000_000_000_001, -100_000_000_000_001, 200_000_000_000_000, -200_000_000_000_000]
        for _ in 0..<5000 {
            values.append(Int64.random(in: -300_000_000_000_000...300_000_000_000_000, using: &generator))
            values.append(Int64.random(in: -100_000...100_000, using: &generator))
        }
        for value in values {
            let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: SVGNumber.maximumLength) { buffer in
                guard let base = buffer.baseAddress else { return "" }
                let count = SVGNumber.writeHundredths(value, to: base)
                return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
            }
            #expect(written == SVGNumber.string(Double(value) / 100), "\(value) hundredths")
        }
    }
}
