import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsViews
import Testing

@Suite("Sector marks")
struct SectorTests {
    func layout<C: ChartContent>(_ chart: Chart<C>) throws -> ChartLayout {
        chart.layout(size: CGSize(width: 400, height: 300), environment: EnvironmentValues())
    }

    @Test("the first sector starts at 12 o'clock and they run clockwise in data order")
    func angles() throws {
        let chart = Chart {
            SectorMark(angle: .value("n", 1))
            SectorMark(angle: .value("n", 2))
            SectorMark(angle: .value("n", 1))
        }
        let sectors = try layout(chart).sectorGeometries().map(\.1)
        #expect(sectors.count == 3)
        #expect(close(CGFloat(sectors[0].startAngle), -.pi / 2))
        #expect(close(CGFloat(sectors[0].endAngle), 0))          // a quarter: 3 o'clock
        #expect(close(CGFloat(sectors[1].startAngle), 0))
        #expect(close(CGFloat(sectors[1].endAngle), .pi))        // half: 9 o'clock
        #expect(close(CGFloat(sectors[2].endAngle), 3 * .pi / 2, 1e-12))
        // Clockwise on screen: the first quarter lies up and to the right of the centre.
        let bounds = sectors[0].path().boundingRect
        #expect(close(bounds.minX, sectors[0].center.x, 1e-9) && close(bounds.maxY, sectors[0].center.y, 1e-9))
    }

    @Test("a negative or NaN sector draws nothing and takes no share: 1, -1, NaN, 2 give a third and two thirds")
    func negativeValues() throws {
        let chart = Chart {
            SectorMark(angle: .value("n", 1))
            SectorMark(angle: .value("n", -1))
            SectorMark(angle: .value("n", Double.nan))
            SectorMark(angle: .value("n", 2))
        }
        let sectors = try layout(chart).sectorGeometries().map(\.1)
        #expect(sectors.count == 2)
        #expect(close(CGFloat(sectors[0].endAngle), -.pi / 2 + 2 * .pi / 3, 1e-12))
        #expect(close(CGFloat(sectors[1].startAngle), -.pi / 2 + 2 * .pi / 3, 1e-12))
        #expect(close(CGFloat(sectors[1].endAngle), 3 * .pi / 2, 1e-12))
    }

    @Test("the pie fills the smaller side of the plot, centred")
    func radius() throws {
        let chart = Chart { SectorMark(angle: .value("n", 1)); SectorMark(angle: .value("n", 1)) }
        let l = try layout(chart)
        let sector = try #require(l.sectorGeometries().first?.1)
        #expect(sector.outerRadius == 150)
        #expect(sector.center == CGPoint(x: 200, y: 150))
        #expect(sector.innerRadius == 0)
    }

    @Test("innerRadius .ratio is a fraction of the outer radius, .inset is points in from it, .fixed is points")
    func innerRadius() throws {
        for (dimension, expected) in [(MarkDimension.ratio(0.618), 150 * 0.618), (.inset(30), 120), (.fixed(40), 40)] {
            let chart = Chart { SectorMark(angle: .value("n", 1), innerRadius: dimension) }
            let sector = try #require(try layout(chart).sectorGeometries().first?.1)
            #expect(close(sector.innerRadius, expected, 1e-9))
        }
    }

    @Test("outerRadius .ratio, .inset and .fixed size the pie")
    func outerRadius() throws {
        for (dimension, expected) in [(MarkDimension.ratio(0.5), 75.0), (.inset(10), 140), (.fixed(60), 60)] {
            let chart = Chart { SectorMark(angle: .value("n", 1), outerRadius: dimension) }
            let sector = try #require(try layout(chart).sectorGeometries().first?.1)
            #expect(close(sector.outerRadius, CGFloat(expected), 1e-9))
        }
    }

    @Test("angularInset leaves twice the inset in points between neighbours, along the whole side")
    func angularInset() throws {
        let chart = Chart {
            SectorMark(angle: .value("n", 1), innerRadius: .ratio(0.5), angularInset: 1.5)
            SectorMark(angle: .value("n", 1), innerRadius: .ratio(0.5), angularInset: 1.5)
        }
        let sectors = try layout(chart).sectorGeometries().map(\.1)
        // The first sector is the right half; its sides are 1.5 points right of the vertical
        // through the centre (x = 200), at the outer and the inner radius alike.
        let path = sectors[0].path()
        let bounds = path.boundingRect
        #expect(close(bounds.minX, 201.5, 1e-6))
        let second = sectors[1].path().boundingRect
        #expect(close(second.maxX, 198.5, 1e-6))
    }

    @Test("a pie slice with angularInset meets at an apex off the centre")
    func pieApex() throws {
        let chart = Chart {
            SectorMark(angle: .value("n", 1), angularInset: 2)
            SectorMark(angle: .value("n", 3), angularInset: 2)
        }
        let sector = try #require(try layout(chart).sectorGeometries().first?.1)
        let apex = try #require(sector.path().points.last)
        // A quarter slice: the apex is 2 / sin(45°) from the centre along its bisector.
        let reach = hypot(apex.x - 200, apex.y - 150)
        #expect(close(reach, 2 / sin(CGFloat.pi / 4), 1e-9))
    }

    @Test("a single sector draws a full disc")
    func single() throws {
        let chart = Chart { SectorMark(angle: .value("n", 5), angularInset: 3) }
        let path = try #require(try layout(chart).sectorGeometries().first?.1).path()
        #expect(close(path.boundingRect.width, 300, 1e-9))
    }

    @Test("a range angle gives explicit start and end values")
    func rangeAngle() throws {
        let chart = Chart {
            SectorMark(angle: .value("n", 0.0..<25.0))
            SectorMark(angle: .value("n", 50.0..<100.0))
        }
        let sectors = try layout(chart).sectorGeometries().map(\.1)
        #expect(close(CGFloat(sectors[1].startAngle), .pi / 2, 1e-12))
        #expect(close(CGFloat(sectors[1].endAngle), 3 * .pi / 2, 1e-12))
    }

    @Test("sectors with zero or negative values draw nothing and do not crash")
    func zeroAndNegative() throws {
        let chart = Chart {
            SectorMark(angle: .value("n", 0))
            SectorMark(angle: .value("n", -5))
        }
        #expect(symbolGroups(try scene(chart).nodes).isEmpty)
        let mixed = Chart {
            SectorMark(angle: .value("n", -5))
            SectorMark(angle: .value("n", 5))
            SectorMark(angle: .value("n", Double.nan))
        }
        #expect(symbolGroups(try scene(mixed).nodes).count == 1)
    }

    @Test("a sector's accessibility label names its category and value")
    func accessibility() throws {
        let chart = Chart(data, id: \.name) { element in
            SectorMark(angle: .value("Sales", element.sales)).foregroundStyle(by: .value("Name", element.name))
        }
        #expect(symbolGroups(try scene(chart).nodes).first?.accessibilityLabel == "Cachapa, 916")
    }

    @Test("a pie has no axes, and its sectors are colored by the palette in order")
    func noAxes() throws {
        let chart = Chart(data, id: \.name) { element in
            SectorMark(angle: .value("Sales", element.sales)).foregroundStyle(by: .value("Name", element.name))
        }
        let s = try scene(chart)
        #expect(object(s, "X axis") == nil && object(s, "Y axis") == nil)
        #expect(symbolGroups(s.nodes).compactMap(fillColor) == [.blue, .green, .orange, .purple, .red, .cyan])
    }

    @Test("ChartProxy reads the angle from 12 o'clock clockwise, and the cumulative value there")
    func proxyAngles() throws {
        let chart = Chart { SectorMark(angle: .value("n", 30)); SectorMark(angle: .value("n", 10)) }
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        // The plot is the whole chart; the centre is (200, 150).
        #expect(close(CGFloat(proxy.angle(at: CGPoint(x: 300, y: 150)).degrees), 90, 1e-9))
        #expect(close(CGFloat(proxy.angle(at: CGPoint(x: 200, y: 50)).degrees), 0, 1e-9))
        #expect(close(CGFloat(proxy.angle(at: CGPoint(x: 100, y: 150)).degrees), 270, 1e-9))
        #expect(proxy.value(atAngle: .degrees(90), as: Double.self) == 10)
        #expect(proxy.value(atAngle: .degrees(270), as: Double.self) == 30)
    }
}

@Suite("Sector annotations and legends")
struct SectorAnnotationTests {
    @Test("an overlay annotation sits in the middle of its sector's ring")
    func overlay() throws {
        let chart = Chart {
            SectorMark(angle: .value("n", 1), innerRadius: .ratio(0.5)).annotation(position: .overlay) { Text("A") }
            SectorMark(angle: .value("n", 1), innerRadius: .ratio(0.5))
        }
        let label = try #require(texts(try scene(chart).nodes).first { $0.text == "A" })
        // The right half: its middle angle is 3 o'clock, at radius (75 + 150) / 2.
        let width = FontLibraryMeasurer().width("A", font: label.font)
        #expect(close(label.origin.x + width / 2, 200 + 112.5, 1e-9))
    }

    @Test("a legend with many entries wraps into rows inside the chart's width")
    func wrapping() throws {
        let chart = Chart(0..<12, id: \.self) { i in
            SectorMark(angle: .value("n", 1)).foregroundStyle(by: .value("Kind", "Category \(i)"))
        }
        let entries = texts(try #require(object(try scene(chart), "Legend")).children)
        #expect(entries.count == 12)
        #expect(Set(entries.map(\.origin.y)).count > 1)
        #expect(entries.allSatisfy { $0.origin.x >= 0 && $0.origin.x + FontLibraryMeasurer().width($0.text, font: $0.font) <= 400 + 1e-9 })
    }
}
