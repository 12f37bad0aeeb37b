import Foundation
import Testing
@testable import OpenChartsCharts

@Suite("Number tick labels")
struct NumberTickFormatTests {
    private func labels(_ values: [Double], step: Double) -> [String] {
        let format = NumberTickFormat(step: step)
        return values.map(format.string(for:))
    }

    @Test("step 1 labels integers without decimals")
    func stepOne() {
        #expect(labels([0, 1, 2, 3], step: 1) == ["0", "1", "2", "3"])
    }

    @Test("step 0.5 labels halves with one decimal and whole numbers without")
    func stepHalf() {
        #expect(labels([0, 0.5, 1, 1.5], step: 0.5) == ["0", "0.5", "1", "1.5"])
    }

    @Test("step 0.25 shows two decimals only where needed")
    func stepQuarter() {
        #expect(NumberTickFormat.fractionDigits(forStep: 0.25) == 2)
        #expect(labels([0, 0.25, 0.5, 0.75, 1], step: 0.25) == ["0", "0.25", "0.5", "0.75", "1"])
    }

    @Test("step 1000 groups thousands with a comma")
    func stepThousand() {
        #expect(labels([0, 1_000, 2_000, 10_000, 1_234_567], step: 1_000) == ["0", "1,000", "2,000", "10,000", "1,234,567"])
        #expect(labels([200], step: 100) == ["200"])
    }

    @Test("step 1e-3 shows three decimals")
    func stepThousandth() {
        #expect(labels([0, 0.001, 0.002, 0.01], step: 1e-3) == ["0", "0.001", "0.002", "0.01"])
    }

    @Test("negative zero and values that round to zero read 0, never -0")
    func negativeZero() {
        #expect(labels([-0.0], step: 1) == ["0"])
        #expect(labels([-0.0001], step: 0.1) == ["0"])
    }

    @Test("negatives use a hyphen-minus")
    func negatives() {
        #expect(labels([-0.5, -1, -25_000], step: 0.5) == ["-0.5", "-1", "-25,000"])
    }

    @Test("binary noise in tick values does not leak into labels")
    func binaryNoise() {
        // 0.1 + 0.2 = 0.30000000000000004
        #expect(labels([0.1 + 0.2], step: 0.1) == ["0.3"])
        #expect(NumberTickFormat.fractionDigits(forStep: 0.1 * 3) == 1)
    }

    @Test("labels of d3 ticks use the d3 tick step")
    func withTicks() {
        let values = ticks(-1, 1, 5)
        let format = NumberTickFormat(step: tickStep(-1, 1, 5))
        #expect(values.map(format.string(for:)) == ["-1", "-0.5", "0", "0.5", "1"])
    }

    @Test("NaN and infinities have readable labels")
    func nonFinite() {
        #expect(labels([.nan, .infinity, -.infinity], step: 1) == ["NaN", "∞", "-∞"])
    }
}
