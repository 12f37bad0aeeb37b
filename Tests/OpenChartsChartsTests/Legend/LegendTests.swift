import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsViews
import Testing

@Suite("Legends and style scales")
struct LegendTests {
    var cities: Chart<some ChartContent> {
        Chart(weekSales, id: \.sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
                .foregroundStyle(by: .value("City", sale.city))
        }
    }

    func firstLegendText(_ s: Scene) throws -> TextNode {
        let legend = try #require(object(s, "Legend"))
        return try #require(texts(legend.children).first)
    }

    func legendTexts(_ s: Scene) -> [String] {
        object(s, "Legend").map { texts($0.children).map(\.text) } ?? []
    }

    @Test("foregroundStyle(by:) adds a legend below the plot, leading-aligned, one entry per value")
    func automatic() throws {
        let s = try scene(cities)
        #expect(legendTexts(s) == ["Cupertino", "San Francisco"])
        let plot = try cities.chartProxy().plotRect
        let first = try firstLegendText(s)
        #expect(first.origin.y > plot.maxY)
        #expect(first.origin.x < plot.minX + 20)
    }

    @Test("the palette runs blue, green, orange, purple, red, cyan, yellow, then again")
    func palette() throws {
        let chart = Chart(0..<8, id: \.self) { i in
            BarMark(x: .value("x", "c\(i)"), y: .value("y", 1)).foregroundStyle(by: .value("k", "k\(i)"))
        }
        #expect(symbolGroups(try scene(chart).nodes).compactMap(fillColor)
            == [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .blue])
    }

    @Test("chartLegend(.hidden) removes the legend")
    func hidden() throws {
        #expect(object(try scene(cities.chartLegend(.hidden)), "Legend") == nil)
    }

    @Test("chartLegend(position: .top) puts the legend above the plot")
    func top() throws {
        let chart = cities.chartLegend(position: .top, alignment: .center, spacing: 12)
        let plot = try chart.chartProxy().plotRect
        let first = try firstLegendText(try scene(chart))
        #expect(first.origin.y < plot.minY)
    }

    @Test("chartForegroundStyleScale with key-value pairs colors each value")
    func keyValuePairs() throws {
        let chart = cities.chartForegroundStyleScale(["Cupertino": .pink, "San Francisco": .teal])
        #expect(symbolGroups(try scene(chart).nodes).compactMap(fillColor) == [.pink, .pink, .pink, .teal, .teal, .teal])
    }

    @Test("chartForegroundStyleScale(domain:range:) fixes the order and colors")
    func domainRange() throws {
        let chart = cities.chartForegroundStyleScale(domain: ["San Francisco", "Cupertino"], range: [Color.indigo, Color.mint])
        #expect(symbolGroups(try scene(chart).nodes).compactMap(fillColor).first == .mint)
        #expect(legendTexts(try scene(chart)) == ["San Francisco", "Cupertino"])
    }

    @Test("chartForegroundStyleScale(mapping:) colors with a function")
    func mapping() throws {
        let chart = cities.chartForegroundStyleScale { (city: String) in city.hasPrefix("C") ? Color.brown : Color.gray }
        #expect(symbolGroups(try scene(chart).nodes).compactMap(fillColor).last == .gray)
    }

    @Test("numbers styled by value interpolate across the range, with a gradient legend")
    func continuous() throws {
        let chart = Chart([0, 50, 100], id: \.self) { t in
            RectangleMark(x: .value("x", "c\(t)"), y: .value("y", "r")).foregroundStyle(by: .value("Temp", t))
        }
        .chartForegroundStyleScale(range: [Color.white, Color.black])
        let colors = symbolGroups(try scene(chart).nodes).compactMap(fillColor)
        #expect(colors.first == .white && colors.last == .black)
        #expect(colors[1].red == 0.5)
        #expect(legendTexts(try scene(chart)) == ["0", "100"])
    }

    @Test("chartSymbolScale maps values to symbols, and the legend shows them")
    func symbolScale() throws {
        let chart = Chart(weekSales, id: \.sales) { sale in
            PointMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
                .foregroundStyle(by: .value("City", sale.city))
                .symbol(by: .value("City", sale.city))
        }
        .chartSymbolScale(["Cupertino": BasicChartSymbolShape.diamond, "San Francisco": .cross])
        let l = chart.layout(size: CGSize(width: 400, height: 300), environment: EnvironmentValues())
        #expect(l.marks.map { l.symbol(of: $0).basic } == [.diamond, .diamond, .diamond, .cross, .cross, .cross])
        #expect(l.legend?.entries.map(\.symbol.basic) == [.diamond, .cross])
    }

    @Test("colours by one field and symbols by another: the legend has the colours' entries, then the symbols' in grey")
    func colorsAndSymbols() throws {
        let chart = Chart(weekSales, id: \.sales) { sale in
            PointMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
                .foregroundStyle(by: .value("City", sale.city))
                .symbol(by: .value("Day", sale.day))
        }
        let l = chart.layout(size: CGSize(width: 400, height: 300), environment: EnvironmentValues())
        #expect(l.legend?.entries.map(\.text) == ["Cupertino", "San Francisco", "Mon", "Tue", "Wed"])
        #expect(l.legend?.entries.prefix(2).allSatisfy { $0.symbol.basic == .circle } == true)
        #expect(l.legend?.entries.dropFirst(2).allSatisfy { $0.color == .gray } == true)
        #expect(l.legend?.entries.dropFirst(2).map(\.symbol.basic) == [.circle, .square, .triangle])
    }

    @Test("chartPlotStyle fills and outlines the plot area")
    func plotStyle() throws {
        let chart = cities.chartPlotStyle { plot in plot.background(.gray.opacity(0.1)).border(.blue, width: 2) }
        let plotGroup = try #require(object(try scene(chart), "Plot"))
        guard case let .fill(background) = plotGroup.children.first else { Issue.record("no background"); return }
        #expect(background.paint == .color(.gray.opacity(0.1)))
        #expect(plotGroup.children.contains { if case let .stroke(s) = $0 { return s.paint == .color(.blue) && s.style.lineWidth == 2 } else { return false } })
    }
}
