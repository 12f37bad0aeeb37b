import Foundation
import OpenChartsCore
import OpenChartsExamples
import Testing
@testable import OpenChartsViews

// Seed 003's final bar charts live once, in OpenChartsExamples (Seed003Bars.swift); the
// gallery draws them, these tests measure them.
private typealias ChartView2 = Seed003.ChartView2
private typealias ChartView4 = Seed003.ChartView4
private typealias ChartView5 = Seed003.ChartView5

@Suite("Seed 003: bar charts built from rounded rectangles")
struct Seed003BarTests {
    /// The blue bars of a scene, in drawing order.
    func bars(_ scene: Scene) -> [CGRect] {
        leaves(scene).compactMap { leaf in
            guard case .fill(let fill) = leaf.node, fill.paint == .color(.blue) else { return nil }
            return fill.path.applying(leaf.transform).boundingRect
        }
    }

    @Test("the daily step chart draws seven bars on one baseline, heights in proportion to the values")
    func dailySteps() throws {
        let scene = try render(ChartView2(), width: 390, height: 844)
        dumpSVG(scene, name: "seed003-steps")
        let rects = bars(scene)
        #expect(rects.count == 7)
        let bottoms = Set(rects.map { ($0.maxY * 1e6).rounded() / 1e6 })
        #expect(bottoms.count == 1)
        // Fri (1232) is the tallest; each bar's height is value / 1232 of Fri's.
        let friday = rects[4].height
        for (rect, value) in zip(rects, [898.0, 670, 725, 439, 1232, 771, 365]) {
            #expect(abs(rect.height - friday * value / 1232) < 1e-9)
        }
        #expect(texts(scene).map(\.text).contains("1232"))
        #expect(texts(scene).first { $0.text == "1232" }?.paint == .color(.white))
    }

    @Test("long country names are cut to one line within 80% of the bar's width")
    func truncatedNames() throws {
        let scene = try render(ChartView4(), width: 390, height: 844)
        dumpSVG(scene, name: "seed003-countries")
        let names = texts(scene).filter { $0.font.size == 11 }.map(\.text)
        #expect(names.count == 10)
        #expect(names.contains { $0.hasSuffix("…") })
        #expect(bars(scene).count == 10)
    }

    @Test("the scrolling version draws the chart and its rounded note card")
    func scrolling() throws {
        let scene = try render(ChartView5(), width: 390, height: 844)
        dumpSVG(scene, name: "seed003-scroll")
        #expect(bars(scene).count == 10)
        #expect(texts(scene).contains { $0.text == "Under-five mortality rate:" && $0.font.size == 22 && $0.font.weight == 700 })
    }
}
