import Foundation
import Testing
@testable import OpenChartsCharts

@Suite("Linear scale")
struct LinearScaleTests {
    let y = LinearScale(domain: (0, 100), range: (300, 0))

    @Test("a value maps linearly onto a downward y range")
    func mapsLinearly() {
        // t = 25 / 100 = 0.25; 300·(1 − 0.25) + 0·0.25 = 225
        #expect(y(25) == 225)
        #expect(y(0) == 300)
        #expect(y(100) == 0)
    }

    @Test("invert gives back the domain value of a position")
    func inverts() {
        // t = (225 − 300) / (0 − 300) = 0.25; 0·0.75 + 100·0.25 = 25
        #expect(y.invert(225) == 25)
    }

    @Test("a reversed domain reverses the mapping")
    func reversedDomain() {
        let x = LinearScale(domain: (100, 0), range: (0, 300))
        // d3 normalizes on (0, 100): t = 0.25, then interpolates the swapped range: 300·0.75 = 225
        #expect(x(25) == 225)
        #expect(x.invert(225) == 25)
    }

    @Test("a zero-width domain maps every value to the middle of the range")
    func zeroWidthDomain() {
        let x = LinearScale(domain: (5, 5), range: (0, 100))
        #expect(x(5) == 50)
        #expect(x(-1_000) == 50)
    }

    @Test("clamp pins values outside the domain to the ends of the range")
    func clamps() {
        let x = LinearScale(domain: (0, 10), range: (0, 100), clamp: true)
        #expect(x(20) == 100)
        #expect(x(-5) == 0)
        #expect(x.invert(150) == 10)
        #expect(LinearScale(domain: (0, 10), range: (0, 100))(20) == 200)
    }

    @Test("NaN maps to NaN")
    func nanInput() {
        #expect(y(.nan).isNaN)
        #expect(y.invert(.nan).isNaN)
    }

    @Test("ticks are d3's round values and nice extends the domain to them")
    func ticksAndNice() {
        #expect(y.ticks(count: 5) == [0, 20, 40, 60, 80, 100])
        let n = LinearScale(domain: (0.3, 96.2), range: (0, 1)).nice(count: 10)
        #expect(n.domain == (0, 100))
        let r = LinearScale(domain: (96.2, 0.3), range: (0, 1)).nice(count: 10)
        #expect(r.domain == (100, 0))
        #expect(LinearScale(domain: (0, 1), range: (0, 1)).tickStep(count: 10) == 0.1)
    }
}

@Suite("Log scale")
struct LogScaleTests {
    @Test("log ticks of [1, 1000] are every multiple of each power of ten")
    func ticksOneToThousand() throws {
        let x = try LogScale(domain: (1, 1_000), range: (0, 300))
        // log10 1 = 0, log10 1000 = 3; 3 decades < count 10, so k·10^e for k = 1…9, e = 0…2,
        // then 1000 (k = 1, e = 3); 28 ticks, 28·2 ≥ 10 so no linear fallback.
        let expected: [Double] = [1, 2, 3, 4, 5, 6, 7, 8, 9,
                                  10, 20, 30, 40, 50, 60, 70, 80, 90,
                                  100, 200, 300, 400, 500, 600, 700, 800, 900, 1_000]
        #expect(x.ticks(count: 10) == expected)
        #expect(x.ticks(count: 10).count == 28)
    }

    @Test("log ticks of [0.5, 50] start mid-decade and divide below 1")
    func ticksHalfToFifty() throws {
        let x = try LogScale(domain: (0.5, 50), range: (0, 300))
        // floor(log10 0.5) = −1, ceil(log10 50) = 2. e = −1: k / 10 for k = 5…9 (0.1…0.4 < 0.5);
        // e = 0: 1…9; e = 1: 10…50, 60 > 50 stops. Division keeps 0.6 the double nearest 0.6.
        let expected: [Double] = [0.5, 0.6, 0.7, 0.8, 0.9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 20, 30, 40, 50]
        #expect(x.ticks(count: 10) == expected)
    }

    @Test("a reversed log domain gives the same ticks reversed")
    func reversedTicks() throws {
        let x = try LogScale(domain: (1_000, 1), range: (0, 300))
        #expect(x.ticks(count: 10).first == 1_000)
        #expect(x.ticks(count: 10).last == 1)
    }

    @Test("a domain wider than count decades ticks at powers only")
    func wideDomain() throws {
        let x = try LogScale(domain: (1, 1e20), range: (0, 300))
        // 20 decades ≥ 10: ticks(0, 20, min(20, 10)) = 0, 2, …, 20, each raised to 10^e
        #expect(x.ticks(count: 10) == [1, 1e2, 1e4, 1e6, 1e8, 1e10, 1e12, 1e14, 1e16, 1e18, 1e20])
    }

    @Test("a narrow domain falls back to linear ticks")
    func narrowDomain() throws {
        let x = try LogScale(domain: (1, 1.5), range: (0, 300))
        // Only the multiple 1 lies in [1, 1.5]; 1·2 < 10, so d3 uses ticks(1, 1.5, 10), step 0.05
        #expect(x.ticks(count: 10) == [1, 1.05, 1.1, 1.15, 1.2, 1.25, 1.3, 1.35, 1.4, 1.45, 1.5])
    }

    @Test("a negative domain maps and ticks like its mirror image")
    func negativeDomain() throws {
        let x = try LogScale(domain: (-1_000, -1), range: (0, 300))
        // -log(-x): −1000 → −log 1000 (t = 0), −10 → −log 10 (t = 2/3)
        #expect(abs(x(-10) - 200) < 1e-9)
        let t = x.ticks(count: 10)
        #expect(t.count == 28)
        #expect(t.prefix(3) == [-1_000, -900, -800])
        #expect(t.suffix(2) == [-2, -1])
    }

    @Test("positions are proportional to the logarithm")
    func mapsLogarithmically() throws {
        let x = try LogScale(domain: (1, 1_000), range: (0, 300))
        // log 10 / log 1000 = 1/3 of 300
        #expect(abs(x(10) - 100) < 1e-9)
        #expect(abs(x.invert(200) - 100) < 1e-9)
        #expect(x(1) == 0)
    }

    @Test("nice extends a log domain to whole powers of the base")
    func nice() throws {
        let x = try LogScale(domain: (1.5, 750), range: (0, 1)).nice()
        #expect(x.domain == (1, 1_000))
        let y = try LogScale(domain: (-750, -1.5), range: (0, 1)).nice()
        #expect(y.domain == (-1_000, -1))
    }

    @Test("the default label filter keeps 1, 2 and 3 of each decade for 28 ticks")
    func labelFilter() throws {
        let x = try LogScale(domain: (1, 1_000), range: (0, 300))
        let t = x.ticks(count: 10)
        // k = max(1, 10·10 / 28) ≈ 3.57
        let labelled = t.filter { x.labelsTick($0, count: 10, tickCount: t.count) }
        #expect(labelled == [1, 2, 3, 10, 20, 30, 100, 200, 300, 1_000])
    }

    @Test("a domain that contains or crosses zero is an error naming the bounds")
    func rejectsZero() {
        #expect(throws: ScaleError.logDomainCrossesZero(start: 0, end: 10)) {
            try LogScale(domain: (0, 10), range: (0, 1))
        }
        #expect(throws: ScaleError.logDomainCrossesZero(start: -1, end: 1)) {
            try LogScale(domain: (-1, 1), range: (0, 1))
        }
        #expect(ScaleError.logDomainCrossesZero(start: -1, end: 1).description.contains("[-1.0, 1.0]"))
    }

    @Test("a base of 1 is an error")
    func rejectsBaseOne() {
        #expect(throws: ScaleError.invalidLogBase(1)) {
            try LogScale(domain: (1, 10), range: (0, 1), base: 1)
        }
    }

    @Test("base 2 ticks at every power of two")
    func baseTwo() throws {
        let x = try LogScale(domain: (1, 16), range: (0, 1), base: 2)
        // log2: 0…4 < 10 decades; k = 1 only (k < base), so 1, 2, 4, 8, 16 (5·2 ≥ 10)
        #expect(x.ticks(count: 10) == [1, 2, 4, 8, 16])
    }
}

@Suite("Pow, sqrt and symlog scales")
struct PowScaleTests {
    @Test("a square-root scale maps 25 of 100 to half the range")
    func sqrtMaps() {
        let x = SqrtScale(domain: (0, 100), range: (0, 10))
        // √25 / √100 = 5 / 10 = 0.5 → 5
        #expect(x(25) == 5)
        // t = 0.5 → 0.5·√100 = 5, squared = 25
        #expect(x.invert(5) == 25)
        #expect(x.ticks(count: 5) == [0, 20, 40, 60, 80, 100])
    }

    @Test("a pow scale with exponent 2 squares, keeping the sign")
    func powSquares() throws {
        let x = try PowScale(domain: (-10, 10), range: (0, 200), exponent: 2)
        // (−5)→ −25; t = (−25 − (−100)) / 200 = 0.375 → 75
        #expect(x(-5) == 75)
        // t = 0.375 → −100·0.625 + 100·0.375 = −25 → −√25 = −5
        #expect(x.invert(75) == -5)
        #expect(x(0) == 100)
        #expect(x.exponent == 2)
    }

    @Test("a pow scale's nice is the linear nice of its domain")
    func powNice() throws {
        let x = try PowScale(domain: (0.3, 96.2), range: (0, 1), exponent: 3).nice(count: 10)
        #expect(x.domain == (0, 100))
    }

    @Test("a non-finite exponent is an error")
    func rejectsExponent() {
        #expect(throws: ScaleError.invalidExponent(.infinity)) {
            try PowScale(domain: (0, 1), range: (0, 1), exponent: .infinity)
        }
    }

    @Test("symlog maps zero to the middle of a symmetric domain and is log-like far out")
    func symlogMaps() throws {
        let e1 = M_E - 1
        let x = try SymlogScale(domain: (-e1, e1), range: (0, 100))
        // sign(x)·log1p(|x|): ±(e − 1) → ±1, so 0 → t = 0.5 → 50
        #expect(x(0) == 50)
        #expect(abs(x(e1) - 100) < 1e-12)
        // x = 2(e − 1) with constant 2: log1p(e − 1) = 1 again
        let y = try SymlogScale(domain: (0, 2 * e1), range: (0, 10), constant: 2)
        #expect(abs(y(2 * e1) - 10) < 1e-12)
        #expect(abs(y.invert(10) - 2 * e1) < 1e-12)
        #expect(y.constant == 2)
    }

    @Test("a symlog constant of zero is an error")
    func rejectsConstant() {
        #expect(throws: ScaleError.invalidSymlogConstant(0)) {
            try SymlogScale(domain: (0, 1), range: (0, 1), constant: 0)
        }
    }

    @Test("symlog ticks are linear ticks of the domain")
    func symlogTicks() throws {
        let x = try SymlogScale(domain: (-100, 100), range: (0, 1))
        #expect(x.ticks(count: 4) == [-100, -50, 0, 50, 100])
    }

    @Test("every continuous scale can be used through PositionScale")
    func protocolUse() throws {
        let scales: [any PositionScale] = [
            LinearScale(domain: (0, 10), range: (0, 100)),
            try PowScale(domain: (0, 10), range: (0, 100)),
            SqrtScale(domain: (0, 100), range: (0, 100)),
        ]
        #expect(scales.map { $0(0) } == [0, 0, 0])
        #expect(scales.map { $0.ticks(count: 1) } == [[0, 10], [0, 10], [0, 100]])
    }
}
