import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// `AxisMark.font(_:)` and `AxisMark.offset(x:y:)` on value labels.
@Suite("Axis mark label font and offset")
struct AxisMarkLabelStyleTests {
    func xLabels(_ chart: some View) throws -> [TextNode] {
        texts(try #require(object(try scene(chart), "X axis")).children)
    }

    func chart<Marks: AxisContent>(@AxisContentBuilder axis: @escaping () -> Marks) -> some View {
        Chart(weekSales, id: \.sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales)) }
            .chartXAxis(content: axis)
    }

    @Test("a label's font sets its size and weight; the axis grows to hold the taller text")
    func font() throws {
        let plain = try xLabels(chart { AxisMarks { AxisValueLabel() } })
        let big = try xLabels(chart { AxisMarks { AxisValueLabel().font(.title2.weight(.semibold)) } })
        #expect(plain.allSatisfy { $0.font.size == 10 })
        #expect(big.map(\.text) == plain.map(\.text))
        #expect(big.allSatisfy { $0.font.size == 22 && $0.font.weight == 600 })
        let plainPlot = try Chart(weekSales, id: \.sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales)) }
            .chartXAxis { AxisMarks { AxisValueLabel() } }.chartProxy(proposal: ProposedSize(width: 400, height: 300)).plotRect
        let bigPlot = try Chart(weekSales, id: \.sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales)) }
            .chartXAxis { AxisMarks { AxisValueLabel().font(.title2) } }.chartProxy(proposal: ProposedSize(width: 400, height: 300)).plotRect
        #expect(bigPlot.height < plainPlot.height - 10)
    }

    @Test("an offset moves each label by x and y after placing it; grid lines stay")
    func offset() throws {
        let plain = try xLabels(chart { AxisMarks { AxisValueLabel() } })
        let moved = try xLabels(chart { AxisMarks { AxisValueLabel().offset(x: 3, y: -4) } })
        #expect(plain.count == moved.count && !plain.isEmpty)
        for (a, b) in zip(plain, moved) {
            #expect(close(b.origin.x - a.origin.x, 3, 1e-9) && close(b.origin.y - a.origin.y, -4, 1e-9))
        }
        let sized = try xLabels(chart { AxisMarks { AxisValueLabel().offset(CGSize(width: 0, height: 2)) } })
        #expect(zip(plain, sized).allSatisfy { close($1.origin.y - $0.origin.y, 2, 1e-9) })
    }

    @Test("font, colour and offset chain in any order")
    func chained() throws {
        let labels = try xLabels(chart { AxisMarks { AxisValueLabel().foregroundStyle(.orange).font(.caption).offset(y: 1) } })
        #expect(labels.allSatisfy { $0.font.size == 12 && $0.paint == .color(.orange) })
    }
}
