import Foundation
import Testing
@testable import OpenChartsCharts

@Suite("Band and point scales")
struct CategoryScaleTests {
    @Test("three bands with Swift Charts-like defaults sit centred in equal slots")
    func threeBands() {
        let x = BandScale(["Mon", "Tue", "Wed"], range: (0, 300))
        // step = 300 / (3 − 0.3 + 2·0.15) = 100; start = (300 − 100·2.7)·0.5 = 15; bandwidth 70
        #expect(x.step == 100)
        #expect(x.bandwidth == 70)
        #expect(x("Mon") == 15)
        #expect(x("Tue") == 115)
        #expect(x("Wed") == 215)
        #expect(x.center(of: "Tue") == 150)
    }

    @Test("twelve bands over 600 points are 50 apart and 35 wide")
    func twelveBands() {
        let months = ["J", "F", "M", "A", "My", "Jn", "Jl", "Au", "S", "O", "N", "D"]
        let x = BandScale(months, range: (0, 600))
        // step = 600 / (12 − 0.3 + 0.3) = 50; bandwidth 35; start = (600 − 50·11.7)·0.5 = 7.5
        #expect(x.step == 50)
        #expect(x.bandwidth == 35)
        let expected: [CGFloat] = (0..<12).map { (i: Int) -> CGFloat in 7.5 + 50 * CGFloat(i) }
        #expect(months.compactMap { x($0) } == expected)
        #expect(x.center(of: "D") == 575)
    }

    @Test("d3's zero paddings make bands fill the range")
    func d3Defaults() {
        let x = BandScale(["a", "b", "c"], range: (0, 300), paddingInner: 0, paddingOuter: 0)
        #expect([x("a"), x("b"), x("c")] == [0, 100, 200])
        #expect(x.bandwidth == 100)
    }

    @Test("align moves the slack between the start and the end")
    func alignment() {
        // step = 400 / (3 − 0 + 2·0.5) = 100; slack = 400 − 100·3 = 100
        let start = BandScale(["a", "b", "c"], range: (0, 400), paddingInner: 0, paddingOuter: 0.5, align: 0)
        let end = BandScale(["a", "b", "c"], range: (0, 400), paddingInner: 0, paddingOuter: 0.5, align: 1)
        let middle = BandScale(["a", "b", "c"], range: (0, 400), paddingInner: 0, paddingOuter: 0.5)
        #expect(start("a") == 0)
        #expect(end("a") == 100)
        #expect(middle("a") == 50)
    }

    @Test("categories keep the order they first appear in and duplicates collapse")
    func dataOrder() {
        let x = BandScale(["b", "a", "b", "c"], range: (0, 300))
        #expect(x.domain == ["b", "a", "c"])
        #expect(x("b") == 15)
    }

    @Test("a reversed range lists the bands from the end")
    func reversedRange() {
        let x = BandScale(["a", "b", "c"], range: (300, 0))
        #expect([x("a"), x("b"), x("c")] == [215, 115, 15])
    }

    @Test("an unknown category has no position")
    func unknownCategory() {
        let x = BandScale(["a"], range: (0, 100))
        #expect(x("z") == nil)
        #expect(x.start(at: 5) == nil)
    }

    @Test("points sit in the middle of equal slots with padding 0.5")
    func points() {
        let x = PointScale(["a", "b", "c"], range: (0, 300))
        // step = 300 / (3 − 1 + 2·0.5) = 100; start = (300 − 100·2)·0.5 = 50
        #expect([x("a"), x("b"), x("c")] == [50, 150, 250])
        let flush = PointScale(["a", "b", "c"], range: (0, 300), padding: 0)
        #expect([flush("a"), flush("b"), flush("c")] == [0, 150, 300])
    }

    @Test("a single point sits in the middle of the range")
    func singlePoint() {
        let x = PointScale(["only"], range: (0, 300), padding: 0)
        #expect(x("only") == 150)
    }
}
