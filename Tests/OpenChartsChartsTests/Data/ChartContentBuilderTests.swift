import Foundation
import OpenChartsCore
import OpenChartsViews
@testable import OpenChartsCharts
import Testing

/// A custom mark made of two marks, as users write them (jordibruin's CandleStickMark).
struct CandleStickMark: ChartContent {
    var day: String
    var low, high, open, close: Double

    var body: some ChartContent {
        RuleMark(x: .value("Day", day), yStart: .value("Low", low), yEnd: .value("High", high))
        RectangleMark(x: .value("Day", day), yStart: .value("Open", open), yEnd: .value("Close", close), width: 8)
    }
}

func collect<C: ChartContent>(_ chart: Chart<C>) -> [MarkRecord] {
    var collection = _ChartContentCollection(collector: ChartCollector(), style: MarkStyle())
    chart.content._collect(into: &collection)
    return collection.collector.marks
}

struct Item: Identifiable {
    var id: String
    var value: Int
}

@Suite("ChartContent and its builder")
struct ChartContentBuilderTests {
    @Test("a block of several marks keeps them in order")
    func block() {
        let marks = collect(Chart {
            BarMark(x: .value("x", "a"), y: .value("y", 1))
            LineMark(x: .value("x", "a"), y: .value("y", 1))
            PointMark(x: .value("x", "a"), y: .value("y", 1))
        })
        #expect(marks.map(\.kind) == [.bar, .line, .point])
        #expect(marks.map(\.order) == [0, 1, 2])
    }

    @Test("an empty chart has no marks")
    func empty() {
        #expect(collect(Chart {}).isEmpty)
    }

    @Test("if, if let, if-else and switch choose their marks")
    func conditionals() {
        let show = true
        let threshold: Double? = 5
        let kind = 2
        let marks = collect(Chart {
            if show { BarMark(x: .value("x", "a"), y: .value("y", 1)) }
            if !show { LineMark(x: .value("x", "a"), y: .value("y", 1)) }
            if let threshold { RuleMark(y: .value("t", threshold)) }
            if kind == 1 {
                PointMark(x: .value("x", "a"), y: .value("y", 1))
            } else {
                AreaMark(x: .value("x", "a"), y: .value("y", 1))
            }
            switch kind {
            case 1: SectorMark(angle: .value("a", 1))
            default: RectangleMark(x: .value("x", "a"), y: .value("y", 1))
            }
        })
        #expect(marks.map(\.kind) == [.bar, .rule, .area, .rectangle])
    }

    @Test("if #available makes AnyChartContent")
    func availability() {
        let marks = collect(Chart {
            if #available(macOS 13, *) { BarMark(x: .value("x", "a"), y: .value("y", 1)) }
        })
        #expect(marks.count == 1)
    }

    @Test("custom content with a body contributes its marks")
    func customBody() {
        let marks = collect(Chart {
            CandleStickMark(day: "Mon", low: 1, high: 9, open: 3, close: 7)
            CandleStickMark(day: "Tue", low: 2, high: 8, open: 6, close: 4)
        })
        #expect(marks.map(\.kind) == [.rule, .rectangle, .rule, .rectangle])
    }

    @Test("Chart(data) makes the content once per Identifiable element")
    func identifiableData() {
        let items = [Item(id: "a", value: 1), Item(id: "b", value: 2), Item(id: "c", value: 3)]
        let marks = collect(Chart(items) { item in BarMark(x: .value("Name", item.id), y: .value("Value", item.value)) })
        #expect(marks.map { $0.x.channel?.start } == [.string("a"), .string("b"), .string("c")])
    }

    @Test("Chart(data, id:) makes the content once per element")
    func keyPathData() {
        let marks = collect(Chart([3, 1, 2], id: \.self) { n in PointMark(x: .value("n", n), y: .value("n", n)) })
        #expect(marks.count == 3)
    }

    @Test("a modifier on grouped content reaches every mark inside, and the closer one wins")
    func modifierPropagation() {
        let marks = collect(Chart {
            Plot {
                LineMark(x: .value("x", 1), y: .value("y", 1)).foregroundStyle(.red)
                LineMark(x: .value("x", 2), y: .value("y", 2))
            }
            .foregroundStyle(.green)
            .opacity(0.5)
        })
        #expect(marks[0].style.foreground as? Color == .red)
        #expect(marks[1].style.foreground as? Color == .green)
        #expect(marks.allSatisfy { $0.style.opacity == 0.5 })
        #expect(marks[0].style.plotGroup == marks[1].style.plotGroup)
        #expect(marks[0].style.plotGroup != nil)
    }

    @Test("AnyChartContent erases content and keeps its marks")
    func anyContent() {
        let erased = AnyChartContent(erasing: BarMark(x: .value("x", "a"), y: .value("y", 1)))
        #expect(collect(Chart { erased; AnyChartContent(PointMark(x: .value("x", "a"), y: .value("y", 1))) }).count == 2)
    }

    @Test("a modifier or Plot reaches only the content it wraps, not the content after it")
    func modifiersEndWithTheirContent() {
        let marks = collect(Chart {
            ForEach(0..<1, id: \.self) { _ in
                BarMark(x: .value("x", "a"), y: .value("y", 1)).foregroundStyle(.red).opacity(0.5)
                Plot { LineMark(x: .value("x", 1), y: .value("y", 1)) }
                BarMark(x: .value("x", "b"), y: .value("y", 2))
            }
            .foregroundStyle(.green)
        })
        #expect(marks[0].style.foreground as? Color == .red)
        #expect(marks[0].style.opacity == 0.5)
        #expect(marks[1].style.plotGroup != nil)
        #expect(marks[2].style.foreground as? Color == .green)
        #expect(marks[2].style.opacity == 1)
        #expect(marks[2].style.plotGroup == nil)
        #expect(marks.map(\.order) == [0, 1, 2])
    }

    @Test("a block of one mark is that mark, as in Swift Charts: a ForEach over it makes one mark per element")
    func singleMarkBlock() {
        let chart = Chart(0..<3, id: \.self) { i in
            BarMark(x: .value("x", "c\(i)"), y: .value("y", i))
        }
        #expect(type(of: chart.content) == ForEach<Range<Int>, Int, BarMark>.self)
        #expect(collect(chart).map(\.order) == [0, 1, 2])
    }
}
