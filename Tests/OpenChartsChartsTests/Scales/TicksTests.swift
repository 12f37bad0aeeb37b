import Foundation
import Testing
@testable import OpenChartsCharts

@Suite("Ticks and nice")
struct TicksTests {
    @Test("ticks(0, 1, 10) are exact tenths")
    func tenths() {
        // inc = −10 (step 0.1 kept as its inverse), so ticks are i / 10: 3 / 10 is the double 0.3
        #expect(ticks(0, 1, 10) == [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1])
    }

    @Test("ticks(stop, start) is the reverse of ticks(start, stop)")
    func reversed() {
        #expect(ticks(1, 0, 10) == Array(ticks(0, 1, 10).reversed()))
        #expect(ticks(-7, 113, 5) == Array(ticks(113, -7, 5).reversed()))
    }

    @Test("ticks(-1, 0, 5) ends in +0, not -0")
    func neverNegativeZero() throws {
        let last = try #require(ticks(-1, 0, 5).last)
        #expect(last == 0 && last.sign == .plus)
    }

    @Test("equal bounds give that one value")
    func equalBounds() {
        #expect(ticks(5, 5, 10) == [5])
    }

    @Test("a count that is not positive gives no ticks")
    func nonPositiveCount() {
        #expect(ticks(0, 1, 0) == [])
        #expect(ticks(0, 1, -3) == [])
        #expect(ticks(0, 1, .nan) == [])
    }

    @Test("non-finite bounds give no ticks")
    func nonFiniteBounds() {
        #expect(ticks(0, .infinity, 10) == [])
        #expect(ticks(.nan, 1, 10) == [])
    }

    @Test("tickIncrement keeps sub-unit steps as negated inverses")
    func increments() {
        #expect(tickIncrement(0, 1, 5) == -5)      // step 0.2
        #expect(tickIncrement(0, 100, 10) == 10)
        #expect(tickIncrement(1, 0, 10).isNaN)    // reversed, as in d3
    }

    @Test("tickStep is signed by the direction of the domain")
    func steps() {
        #expect(tickStep(0, 1, 10) == 0.1)
        #expect(tickStep(1, 0, 10) == -0.1)
        #expect(tickStep(0, 1_000, 4) == 200)
    }

    @Test("nice gives back the domain when the step never settles")
    func niceDoesNotConverge() {
        let d = niceDomain(0, 96, count: 0)
        #expect(d.start == 0 && d.stop == 96)
        let e = niceDomain(5, 5, count: 10)
        #expect(e.start == 5 && e.stop == 5)
    }

    @Test("nice may produce -0 as d3's Math.ceil does")
    func niceNegativeZero() {
        // step 0.5 (inc −2): lo = ceil(−5.3·−2) / −2 = 11 / −2 = −5.5; hi = floor(−0.3·−2) / −2 = 0 / −2 = −0;
        // the next pass gives inc −2 again, so d3 stops there.
        let d = niceDomain(-5.3, -0.3, count: 10)
        #expect(d.start == -5.5)
        #expect(d.stop == 0 && d.stop.sign == .minus)
    }

    @Test("JavaScript's Math.round rounds ties up and keeps -0")
    func javaScriptRound() {
        #expect(JavaScriptMath.round(2.5) == 3)
        #expect(JavaScriptMath.round(-2.5) == -2)
        #expect(JavaScriptMath.round(-0.4).sign == .minus)
        #expect(JavaScriptMath.round(0.49999999999999994) == 0)
    }
}
