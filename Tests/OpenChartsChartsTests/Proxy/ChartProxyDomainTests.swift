import Foundation
import OpenChartsCharts
import OpenChartsViews
import OpenChartsCore
import Testing

@Suite("ChartProxy domains")
struct ChartProxyDomainTests {
    @Test("xDomain(dataType:) of a category axis is its categories in order")
    func categories() throws {
        let proxy = try Chart {
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 3))
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 5))
        }
        .chartXScale(domain: ["Mon", "Tue", "Wed"])
        .chartProxy()
        #expect(proxy.xDomain(dataType: String.self) == ["Mon", "Tue", "Wed"])
    }

    @Test("yDomain(dataType:) of a number axis is its two bounds as drawn: from zero, rounded up")
    func numbers() throws {
        let proxy = try Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 898))
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 412))
        }.chartProxy()
        #expect(proxy.yDomain(dataType: Double.self) == [0, 1000])
        #expect(proxy.yDomain(dataType: Int.self) == [0, 1000])
    }

    @Test("A fixed domain comes back as given; a reversed one in its drawn order")
    func fixed() throws {
        let chart = Chart { PointMark(x: .value("x", 3.0), y: .value("y", 4.0)) }
        #expect(try chart.chartXScale(domain: 2...8).chartProxy().xDomain(dataType: Double.self) == [2, 8])
        let reversed = try chart.chartYScale(domain: .automatic(reversed: true)).chartProxy()
        let bounds = reversed.yDomain(dataType: Double.self)
        #expect(bounds.count == 2 && bounds[0] <= 4 && bounds[1] >= 4)
    }

    @Test("A date axis's domain is two dates around the data")
    func dates() throws {
        let first = Date(timeIntervalSince1970: 1_700_000_000), last = first.addingTimeInterval(86_400 * 10)
        let proxy = try Chart {
            LineMark(x: .value("Day", first), y: .value("Value", 1))
            LineMark(x: .value("Day", last), y: .value("Value", 2))
        }.chartProxy()
        let domain = proxy.xDomain(dataType: Date.self)
        #expect(domain.count == 2)
        #expect(domain[0] <= first && domain[1] >= last)
    }

    @Test("Asking for the wrong type, or an axis with no scale, gives an empty domain")
    func mismatched() throws {
        let bars = try Chart { BarMark(x: .value("Day", "Mon"), y: .value("Sales", 1)) }.chartProxy()
        #expect(bars.xDomain(dataType: Double.self).isEmpty)
        #expect(bars.yDomain(dataType: String.self).isEmpty)
        let pie = try Chart { SectorMark(angle: .value("Share", 1)) }.chartProxy()
        #expect(pie.xDomain(dataType: Double.self).isEmpty)
    }

    @Test("positionRange(for:) is the rectangle of a category's band at a value")
    func rectangle() throws {
        let proxy = try Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10))
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 20))
        }.chartProxy()
        let rect = try #require(proxy.positionRange(for: (x: "Tue", y: 10.0)))
        let band = try #require(proxy.positionRange(forX: "Tue"))
        let y = try #require(proxy.position(forY: 10.0))
        #expect(rect == CGRect(x: band.lowerBound, y: y, width: band.upperBound - band.lowerBound, height: 0))
        #expect(proxy.positionRange(for: (x: "Sun", y: 10.0)) == nil)
    }

    @Test("plotContainerFrame is the plot's frame: a picture shows the window a scroll opens at")
    func container() throws {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10)) }
        var frames: (CGRect, CGRect)?
        let view = chart.chartOverlay { proxy in
            GeometryReader { geometry in
                let _ = { frames = (geometry[proxy.plotContainerFrame ?? proxy.plotAreaFrame], geometry[proxy.plotAreaFrame]) }()
                Color.clear
            }
        }
        _ = try view.makeScene(proposal: ProposedSize(width: 400, height: 300))
        let (container, plot) = try #require(frames)
        #expect(container == plot)
        #expect(plot == (try chart.chartProxy().plotRect))
    }
}
