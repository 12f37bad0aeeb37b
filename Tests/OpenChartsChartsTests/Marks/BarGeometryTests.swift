import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import Testing

struct Sale {
    var day: String
    var city: String
    var sales: Double
}

let weekSales: [Sale] = [
    Sale(day: "Mon", city: "Cupertino", sales: 10), Sale(day: "Tue", city: "Cupertino", sales: 20),
    Sale(day: "Wed", city: "Cupertino", sales: 30),
    Sale(day: "Mon", city: "San Francisco", sales: 5), Sale(day: "Tue", city: "San Francisco", sales: 15),
    Sale(day: "Wed", city: "San Francisco", sales: 10),
]

@Suite("Bar geometry")
struct BarGeometryTests {
    let simple = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10))
        BarMark(x: .value("Day", "Tue"), y: .value("Sales", 20))
        BarMark(x: .value("Day", "Wed"), y: .value("Sales", 30))
    }

    @Test("category bars sit centred in equal bands, 70 % of the step wide, from zero to their value")
    func categoryBars() throws {
        let plot = try simple.chartProxy(proposal: ProposedSize(width: 400, height: 300)).plotRect
        let bars = symbolGroups(try scene(simple).nodes).compactMap(fillBounds)
        #expect(bars.count == 3)
        let step = plot.width / 3
        for (i, bar) in bars.enumerated() {
            #expect(close(bar.minX, plot.minX + step * (CGFloat(i) + 0.15), 1e-9))
            #expect(close(bar.width, step * 0.7, 1e-9))
            #expect(close(bar.maxY, plot.maxY, 1e-9))
        }
        // The y domain is 0…30 (zero included, rounded to ticks): 10 is a third of the height.
        #expect(close(bars[0].height, plot.height / 3, 1e-9))
        #expect(close(bars[2].minY, plot.minY, 1e-9))
    }

    @Test("bars sharing a category stack in data order by default")
    func stacked() throws {
        let chart = Chart(weekSales, id: \.sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
                .foregroundStyle(by: .value("City", sale.city))
        }
        let bars = symbolGroups(try scene(chart).nodes).compactMap(fillBounds)
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let plot = proxy.plotRect
        // Mon: Cupertino 0…10, San Francisco 10…15 on top; same x and width.
        #expect(close(bars[3].maxY, bars[0].minY, 1e-9))
        #expect(close(bars[3].minX, bars[0].minX) && close(bars[3].width, bars[0].width))
        // Wed's stack reaches 40, the top of the 0…40 domain.
        #expect(close(bars[5].minY, plot.minY, 1e-9))
        let fifteen = try #require(proxy.position(forY: 15.0))
        #expect(close(fifteen + plot.minY, bars[3].minY, 1e-9))
    }

    @Test("normalized stacks each fill the whole plot height")
    func normalized() throws {
        let chart = Chart(weekSales, id: \.sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales), stacking: .normalized)
                .foregroundStyle(by: .value("City", sale.city))
        }
        let plot = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300)).plotRect
        let bars = symbolGroups(try scene(chart).nodes).compactMap(fillBounds)
        for (low, high) in [(0, 3), (1, 4), (2, 5)] {
            #expect(close(bars[low].maxY, plot.maxY, 1e-9))
            #expect(close(bars[high].minY, plot.minY, 1e-9))
            #expect(close(bars[low].minY, bars[high].maxY, 1e-9))
        }
        // Mon: 10 of 15 is two thirds.
        #expect(close(bars[0].height, plot.height * 2 / 3, 1e-9))
    }

    @Test("center stacking centres each stack on zero")
    func center() throws {
        let chart = Chart(weekSales, id: \.sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales), stacking: .center)
                .foregroundStyle(by: .value("City", sale.city))
        }
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let plot = proxy.plotRect
        let zero = try #require(proxy.position(forY: 0.0)) + plot.minY
        let bars = symbolGroups(try scene(chart).nodes).compactMap(fillBounds)
        // Mon spans -7.5…7.5 around zero.
        #expect(close((bars[0].maxY + bars[3].minY) / 2, zero, 1e-9))
    }

    @Test("unstacked bars all start at zero")
    func unstacked() throws {
        let chart = Chart(weekSales, id: \.sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales), stacking: .unstacked)
                .foregroundStyle(by: .value("City", sale.city))
        }
        let bars = symbolGroups(try scene(chart).nodes).compactMap(fillBounds)
        #expect(close(bars[0].maxY, bars[3].maxY))
    }

    @Test("negative values stack downward from zero, apart from positive ones")
    func negatives() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Delta", 10))
            BarMark(x: .value("Day", "Mon"), y: .value("Delta", -4))
            BarMark(x: .value("Day", "Mon"), y: .value("Delta", -6))
        }
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let plot = proxy.plotRect
        let zero = try #require(proxy.position(forY: 0.0)) + plot.minY
        let bars = symbolGroups(try scene(chart).nodes).compactMap(fillBounds)
        #expect(close(bars[0].maxY, zero) && close(bars[1].minY, zero))
        #expect(close(bars[2].minY, bars[1].maxY, 1e-9))
        let minusTen = try #require(proxy.position(forY: -10.0))
        #expect(close(bars[2].maxY, minusTen + plot.minY, 1e-9))
    }

    @Test("position(by:) puts a category's bars side by side, splitting its band")
    func grouped() throws {
        let chart = Chart(weekSales, id: \.sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
                .foregroundStyle(by: .value("City", sale.city))
                .position(by: .value("City", sale.city))
        }
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let plot = proxy.plotRect
        let band = try #require(proxy.positionRange(forX: "Mon"))
        let bars = symbolGroups(try scene(chart).nodes).compactMap(fillBounds)
        let cupertino = bars[0], sanFrancisco = bars[3]
        #expect(close(cupertino.minX, plot.minX + band.lowerBound, 1e-9))
        #expect(close(cupertino.width, (band.upperBound - band.lowerBound) / 2, 1e-9))
        #expect(close(sanFrancisco.minX, cupertino.maxX, 1e-9))
        #expect(close(sanFrancisco.maxX, plot.minX + band.upperBound, 1e-9))
        // Not stacked: both start at zero.
        #expect(close(cupertino.maxY, sanFrancisco.maxY))
    }

    @Test("a bar with a category y is horizontal, from zero to its value along x")
    func horizontal() throws {
        let chart = Chart {
            BarMark(x: .value("Sales", 50), y: .value("Name", "Cachapa"))
            BarMark(x: .value("Sales", 100), y: .value("Name", "Injera"))
        }
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let plot = proxy.plotRect
        let bars = symbolGroups(try scene(chart).nodes).compactMap(fillBounds)
        #expect(close(bars[0].minX, plot.minX) && close(bars[1].maxX, plot.maxX, 1e-9))
        #expect(close(bars[0].width * 2, bars[1].width, 1e-9))
        #expect(bars[0].minY < bars[1].minY)  // the first category is at the top
    }

    @Test("fixed, ratio and inset widths size the bar within its band")
    func dimensions() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 1), width: 10)
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 1), width: .ratio(0.5))
            BarMark(x: .value("Day", "Wed"), y: .value("Sales", 1), width: .inset(10))
        }
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let step = proxy.plotSize.width / 3
        let bars = symbolGroups(try scene(chart).nodes).compactMap(fillBounds)
        #expect(close(bars[0].width, 10))
        #expect(close(bars[1].width, step / 2, 1e-9))
        #expect(close(bars[2].width, step - 10, 1e-9))
        let tueOffset = try #require(proxy.position(forX: "Tue"))
        let tue = tueOffset + (proxy.plotRect).minX
        #expect(close(bars[1].midX, tue, 1e-9))
    }

    @Test("a Gantt bar spans from xStart to xEnd")
    func gantt() throws {
        let chart = Chart {
            BarMark(xStart: .value("Start", 2), xEnd: .value("End", 6), y: .value("Task", "Design"))
            BarMark(xStart: .value("Start", 5), xEnd: .value("End", 10), y: .value("Task", "Build"))
        }
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let plot = proxy.plotRect
        let bars = symbolGroups(try scene(chart).nodes).compactMap(fillBounds)
        let two = try #require(proxy.position(forX: 2.0)), six = try #require(proxy.position(forX: 6.0))
        #expect(close(bars[0].minX, two + plot.minX, 1e-9))
        #expect(close(bars[0].maxX, six + plot.minX, 1e-9))
    }

    @Test("bars binned by day span 80 % of their day, centred in it")
    func dateBins() throws {
        let chart = Chart {
            BarMark(x: .value("Day", day(2024, 1, 1), unit: .day, calendar: utc), y: .value("Sales", 5))
            BarMark(x: .value("Day", day(2024, 1, 2), unit: .day, calendar: utc), y: .value("Sales", 7))
        }
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let plot = proxy.plotRect
        let bars = symbolGroups(try scene(chart).nodes).compactMap(fillBounds)
        let first = try #require(proxy.position(forX: day(2024, 1, 1))), second = try #require(proxy.position(forX: day(2024, 1, 2)))
        let dayWidth = second - first
        #expect(close(bars[0].width, dayWidth * 0.8, 1e-6))
        let noon = try #require(proxy.position(forX: day(2024, 1, 1).addingTimeInterval(43_200)))
        #expect(close(bars[0].midX, plot.minX + noon, 1e-6))
    }

    @Test("cornerRadius rounds a bar's corners")
    func cornerRadius() throws {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10)).cornerRadius(6) }
        let group = try #require(symbolGroups(try scene(chart).nodes).first)
        guard case let .fill(fill) = group.children.first else { Issue.record("no fill"); return }
        #expect(fill.path.elements.contains { if case .curve = $0 { return true } else { return false } })
    }
}
