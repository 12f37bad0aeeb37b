import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import Testing

@Suite("Bad data")
struct BadDataTests {
    @Test("NaN values skip their bar; the others are drawn")
    func nanBar() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10))
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", Double.nan))
            BarMark(x: .value("Day", "Wed"), y: .value("Sales", 30))
        }
        let s = try scene(chart)
        #expect(symbolGroups(s.nodes).map(\.accessibilityLabel) == ["Mon, 10", "Wed, 30"])
        // The skipped category does not take a band either.
        #expect(texts(try #require(object(s, "X axis")).children).map(\.text) == ["Mon", "Wed"])
    }

    @Test("a NaN bar inside a stack is skipped, and the bars after it stack as if it were not there")
    func nanInStack() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10))
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", Double.nan))
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 5))
        }
        let bars = symbolGroups(try scene(chart).nodes).compactMap(fillBounds)
        #expect(bars.count == 2)
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let fifteen = try #require(proxy.position(forY: 15.0))
        // The third bar (5) sits on the first (0…10) and reaches 15.
        #expect(close(bars[1].maxY, bars[0].minY, 1e-9))
        #expect(close(fifteen + proxy.plotRect.minY, bars[1].minY, 1e-9))
    }

    @Test("a mark coloured, dashed or given a symbol by a value that is not finite is skipped, as a plot's row is",
          arguments: ["foreground", "lineStyle", "symbol"])
    func nonFiniteStyleValue(channel: String) throws {
        let values: [Double] = [1, .nan, 2, .infinity, 3]
        let chart = Chart(values.indices, id: \.self) { (i: Int) in
            let line = LineMark(x: .value("x", Double(i)), y: .value("y", Double(i * i)))
            switch channel {
            case "foreground": line.foregroundStyle(by: .value("v", values[i]))
            case "lineStyle": line.lineStyle(by: .value("v", values[i]))
            default: line.symbol(by: .value("v", values[i]))
            }
        }
        let s = try scene(chart)
        // Three series of one point each (1, 2 and 3), none for NaN or ∞, and no legend entry for them.
        #expect(lineGroups(s).map(\.accessibilityLabel) == ["1, Line, 1 point", "2, Line, 1 point", "3, Line, 1 point"])
        if let legend = object(s, "Legend") {
            #expect(!texts(legend.children).contains { $0.text.lowercased().contains("nan") || $0.text.contains("∞") })
        }
    }

    @Test("infinite values skip their mark and do not stretch the axis")
    func infinite() throws {
        let chart = Chart {
            PointMark(x: .value("x", 1), y: .value("y", 10))
            PointMark(x: .value("x", Double.infinity), y: .value("y", 5))
            PointMark(x: .value("x", 2), y: .value("y", -Double.infinity))
        }
        #expect(symbolGroups(try scene(chart).nodes).count == 1)
        let proxy = try chart.chartProxy()
        #expect(proxy.position(forX: 1.0) == proxy.plotSize.width)
    }

    @Test("a NaN vertex is skipped and the line goes on through the rest")
    func nanLine() throws {
        let chart = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 1))
            LineMark(x: .value("x", 1), y: .value("y", Double.nan))
            LineMark(x: .value("x", 2), y: .value("y", 3))
        }
        let stroke = try #require(firstStroke(try scene(chart).nodes) { $0.accessibilityLabel?.contains("Line") ?? false })
        #expect(stroke.path.points.count == 2)
    }

    @Test("an empty chart draws its axes")
    func empty() throws {
        let s = try scene(Chart {})
        #expect(object(s, "X axis") != nil)
        #expect(object(s, "Y axis") != nil)
        #expect(!texts(try #require(object(s, "Y axis")).children).isEmpty)
        #expect(symbolGroups(s.nodes).isEmpty)
    }

    @Test("a chart of only NaN draws its axes and no marks")
    func allNaN() throws {
        let s = try scene(Chart { LineMark(x: .value("x", Double.nan), y: .value("y", Double.nan)) })
        #expect(symbolGroups(s.nodes).isEmpty)
        #expect(object(s, "Y axis") != nil)
    }

    @Test("a single value still gets a domain around it")
    func singleValue() throws {
        let proxy = try Chart { PointMark(x: .value("x", 5), y: .value("y", 0)) }.chartProxy()
        let y = try #require(proxy.position(forY: 0.0))
        #expect(y > 0 && y < proxy.plotSize.height)
    }

    @Test("sizes that are not finite and positive throw an error naming them")
    func invalidSize() {
        let chart = Chart { BarMark(x: .value("x", "a"), y: .value("y", 1)) }
        #expect(throws: ChartError.invalidSize(width: -1, height: 300)) {
            try chart.makeScene(proposal: ProposedSize(width: -1, height: 300))
        }
        #expect(throws: ChartError.self) { try chart.makeScene(proposal: ProposedSize(width: .nan, height: 300)) }
        #expect(ChartError.invalidSize(width: 0, height: 1).description.contains("0.0 × 1.0"))
    }

    @Test("an unspecified proposal draws at 400 × 300")
    func defaultSize() throws {
        #expect(try Chart {}.makeScene(proposal: .unspecified).size == CGSize(width: 400, height: 300))
    }

    @Test("a log axis over values that cross zero falls back to linear instead of failing")
    func logAcrossZero() throws {
        let chart = Chart {
            PointMark(x: .value("x", -5), y: .value("y", 1))
            PointMark(x: .value("x", 5), y: .value("y", 2))
        }
        .chartXScale(type: .log)
        #expect(symbolGroups(try scene(chart).nodes).count == 2)
    }
}
