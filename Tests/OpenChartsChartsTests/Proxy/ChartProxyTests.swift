import Foundation
import OpenChartsCharts
import OpenChartsCore
import Testing

@Suite("ChartProxy")
struct ChartProxyTests {
    let chart = Chart {
        LineMark(x: .value("x", 0), y: .value("y", 0))
        LineMark(x: .value("x", 100), y: .value("y", 50))
    }

    @Test("plotRect is the plot's rectangle inside the chart; plotSize its size")
    func frames() throws {
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        #expect(proxy.plotSize == proxy.plotRect.size)
        #expect(proxy.plotAreaSize == proxy.plotRect.size)
        #expect(proxy.plotRect.minX > 0 && proxy.plotRect.maxX < 400 && proxy.plotRect.maxY < 300)
    }

    @Test("position(forX:) and value(atX:) are inverses, relative to the plot")
    func roundTrip() throws {
        let proxy = try chart.chartProxy()
        #expect(proxy.position(forX: 0.0) == 0)
        #expect(proxy.position(forX: 100.0) == proxy.plotSize.width)
        let x = try #require(proxy.position(forX: 25.0))
        #expect(proxy.value(atX: x, as: Double.self) == 25)
        #expect(proxy.value(atY: proxy.plotSize.height, as: Double.self) == 0)
        #expect(proxy.value(atX: x, as: Int.self) == 25)
    }

    @Test("value(at:as:) reads both axes at once")
    func pair() throws {
        let proxy = try chart.chartProxy()
        let point = try #require(proxy.position(for: (x: 50.0, y: 25.0)))
        let value = try #require(proxy.value(at: point, as: (Double, Double).self))
        #expect(abs(value.0 - 50) < 1e-9 && abs(value.1 - 25) < 1e-9)
    }

    @Test("on a category axis value(atX:) gives the nearest category")
    func categories() throws {
        let bars = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 1))
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 2))
        }
        let proxy = try bars.chartProxy()
        #expect(proxy.value(atX: 1, as: String.self) == "Mon")
        #expect(proxy.value(atX: proxy.plotSize.width - 1, as: String.self) == "Tue")
        #expect(proxy.value(atX: 1, as: Double.self) == nil)
    }

    @Test("a date axis reads back dates")
    func dates() throws {
        let chart = Chart {
            LineMark(x: .value("Day", day(2024, 1, 1)), y: .value("y", 1))
            LineMark(x: .value("Day", day(2024, 1, 11)), y: .value("y", 2))
        }
        let proxy = try chart.chartProxy()
        let x = try #require(proxy.position(forX: day(2024, 1, 6)))
        #expect(close(x, proxy.plotSize.width / 2, 1e-9))
        #expect(proxy.value(atX: x, as: Date.self) == day(2024, 1, 6))
    }
}
