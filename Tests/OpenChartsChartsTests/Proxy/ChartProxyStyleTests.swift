import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsViews
import Testing

@Suite("ChartProxy style queries")
struct ChartProxyStyleTests {
    struct Row { var x: Double; var y: Double; var city: String; var size: Double }

    static let rows = [Row(x: 0, y: 1, city: "Paris", size: 10), Row(x: 1, y: 2, city: "Rome", size: 40),
                       Row(x: 2, y: 3, city: "Paris", size: 100)]

    /// Points colored, given symbols and sized; lines styled.
    var chart: Chart<some ChartContent> {
        Chart(Self.rows, id: \.x) { r in
            PointMark(x: .value("x", r.x), y: .value("y", r.y))
                .foregroundStyle(by: .value("City", r.city))
                .symbol(by: .value("City", r.city))
                .symbolSize(by: .value("Size", r.size))
            LineMark(x: .value("x", r.x), y: .value("y", r.y)).lineStyle(by: .value("City", r.city))
        }
    }

    /// Bars with no style scales.
    let plain = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Sales", 1)) }

    @Test("foregroundStyle(for:) gives each category's color; nil for an unknown value or a chart with no scale")
    func foreground() throws {
        let proxy = try chart.chartProxy()
        #expect(try proxy.foregroundStyle(for: "Paris").map(Self.color) == .blue)
        #expect(try proxy.foregroundStyle(for: "Rome").map(Self.color) == .green)
        #expect(proxy.foregroundStyle(for: "Oslo") == nil)
        #expect(proxy.foregroundStyle(for: 3.0) == nil)
        #expect(try plain.chartProxy().foregroundStyle(for: "Mon") == nil)
        #expect(proxy.foregroundStyleDomain(dataType: String.self) == ["Paris", "Rome"])
        #expect(proxy.foregroundStyleDomain(dataType: Double.self) == [], "values that are not Doubles")
        #expect(try plain.chartProxy().foregroundStyleDomain(dataType: String.self) == [])
    }

    @Test("foregroundStyle(for:) on a continuous scale: the gradient's color, nil for NaN; the domain is the extent")
    func continuousForeground() throws {
        let heat = Chart(Self.rows, id: \.x) { r in
            PointMark(x: .value("x", r.x), y: .value("y", r.y)).foregroundStyle(by: .value("Size", r.size))
        }.chartForegroundStyleScale(range: Gradient(colors: [.white, .black]))
        let proxy = try heat.chartProxy()
        #expect(try proxy.foregroundStyle(for: 10.0).map(Self.color) == .white)
        #expect(try proxy.foregroundStyle(for: 100.0).map(Self.color) == .black)
        #expect(proxy.foregroundStyle(for: Double.nan) == nil)
        #expect(proxy.foregroundStyleDomain(dataType: Double.self) == [10, 100])
    }

    @Test("symbol(for:) and symbolDomain(dataType:) read the symbol scale")
    func symbols() throws {
        let proxy = try chart.chartProxy()
        #expect(proxy.symbol(for: "Paris")?.basic == .circle)
        #expect(proxy.symbol(for: "Rome")?.basic == .square)
        #expect(proxy.symbol(for: "Oslo") == nil)
        #expect(proxy.symbolDomain(dataType: String.self) == ["Paris", "Rome"])
        #expect(try plain.chartProxy().symbol(for: "Mon") == nil)
    }

    @Test("lineStyle(for:) and lineStyleDomain(dataType:) read the line style scale, or chartLineStyleScale's")
    func lineStyles() throws {
        let proxy = try chart.chartProxy()
        #expect(proxy.lineStyle(for: "Paris") == StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
        #expect(proxy.lineStyle(for: "Rome")?.dash == [6, 3])
        #expect(proxy.lineStyle(for: "Oslo") == nil)
        #expect(proxy.lineStyleDomain(dataType: String.self) == ["Paris", "Rome"])
        let styled = try chart.chartLineStyleScale(["Rome": StrokeStyle(lineWidth: 4), "Paris": StrokeStyle(lineWidth: 1)]).chartProxy()
        #expect(styled.lineStyle(for: "Paris") == StrokeStyle(lineWidth: 1))
        #expect(styled.lineStyleDomain(dataType: String.self) == ["Rome", "Paris"])
        #expect(try plain.chartProxy().lineStyle(for: "Mon") == nil)
    }

    @Test("symbolSize(for:) gives the area the scale gives a value; symbolSizeDomain(dataType:) the extent")
    func symbolSizes() throws {
        let proxy = try chart.chartProxy()
        #expect(proxy.symbolSize(for: 10.0) == 9)
        #expect(proxy.symbolSize(for: 100.0) == 324)
        #expect(proxy.symbolSize(for: 55.0) == 166.5)
        #expect(proxy.symbolSize(for: 1_000.0) == 324, "clamped")
        #expect(proxy.symbolSize(for: Double.nan) == nil)
        #expect(proxy.symbolSize(for: "big") == nil)
        #expect(proxy.symbolSizeDomain(dataType: Double.self) == [10, 100])
        #expect(try plain.chartProxy().symbolSize(for: 1.0) == nil)
        #expect(try plain.chartProxy().symbolSizeDomain(dataType: Double.self) == [])
        let categories = try chart.chartSymbolSizeScale(["S": 20, "L": 80]).chartProxy()
        #expect(categories.symbolSize(for: "L") == 80)
        #expect(categories.symbolSize(for: 10.0) == nil)
        #expect(categories.symbolSizeDomain(dataType: String.self) == ["S", "L"])
    }

    /// The color an erased style paints.
    static func color(_ style: AnyShapeStyle) throws -> Color {
        guard case let .color(color) = style.resolvedPaint(in: .zero) else { throw CancellationError() }
        return color
    }
}
