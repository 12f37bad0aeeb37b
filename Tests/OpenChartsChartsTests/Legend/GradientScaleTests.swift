import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsViews
import Testing

@Suite("chartForegroundStyleScale with a Gradient range")
struct GradientScaleTests {
    struct Cell: Identifiable {
        var x: Int
        var y: Int
        var count: Double
        var id: Int { y * 100 + x }
    }

    /// A row of heat-map cells, one per count, as jordibruin's HeatMap draws them.
    func heatMap(_ counts: [Double]) -> Chart<some ChartContent> {
        let cells = counts.enumerated().map { Cell(x: $0.offset, y: 0, count: $0.element) }
        return Chart(cells) { cell in
            RectangleMark(xStart: .value("xStart", cell.x), xEnd: .value("xEnd", cell.x + 1),
                          yStart: .value("yStart", cell.y), yEnd: .value("yEnd", cell.y + 1))
                .foregroundStyle(by: .value("Count", cell.count))
        }
    }

    /// White at 0, red at 0.25, black at 1: stops that are not evenly spaced.
    let gradient = Gradient(stops: [.init(color: .white, location: 0), .init(color: .red, location: 0.25),
                                    .init(color: .black, location: 1)])

    func cellColors<V: View>(_ chart: V) throws -> [Color] {
        symbolGroups(try scene(chart).nodes).compactMap(fillColor)
    }

    /// Channels equal to a millionth: a stop reached by interpolation may differ in the last bit.
    func near(_ a: Color?, _ b: Color) -> Bool {
        guard let a else { return false }
        return [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].allSatisfy { abs($0) < 1e-6 }
    }

    func legendTexts(_ s: Scene) -> [String] {
        object(s, "Legend").map { texts($0.children).map(\.text) } ?? []
    }

    @Test("the data's least count gets the gradient's start, its greatest the end, and counts between the stops by location")
    func dataExtent() throws {
        // 0…100: 25 is at location 0.25 (the red stop), 50 a third of the way from red to black.
        let colors = try cellColors(heatMap([0, 25, 50, 100]).chartForegroundStyleScale(range: gradient))
        #expect(colors.count == 4)
        #expect(colors[0] == .white)
        #expect(near(colors[1], .red))
        #expect(colors[2] == LinearGradientPaint(stops: [GradientStop(color: .red, location: 0), GradientStop(color: .black, location: 1)],
                                                 start: .zero, end: .zero).color(at: 1.0 / 3))
        #expect(colors[3] == .black)
    }

    @Test("type: .log spreads counts by their logarithm: 10 is halfway between 1 and 100")
    func logType() throws {
        let ramp = Gradient(colors: [.white, .black])
        let colors = try cellColors(heatMap([1, 10, 100]).chartForegroundStyleScale(range: ramp, type: .log))
        #expect(colors.count == 3)
        #expect(colors[0] == .white && colors[2] == .black)
        #expect(near(colors[1], Color(white: 0.5)), "\(colors[1])")
        let linear = try cellColors(heatMap([1, 10, 100]).chartForegroundStyleScale(range: ramp))
        #expect(near(linear[1], Color(white: 1 - 9.0 / 99)), "without a type, 10 is 9/99 of the way")
    }

    @Test("square root, power and symmetric log types; a log over counts that reach zero is linear")
    func otherTypes() throws {
        let ramp = Gradient(colors: [.white, .black])
        let sqrt = try cellColors(heatMap([0, 25, 100]).chartForegroundStyleScale(range: ramp, type: .squareRoot))
        #expect(near(sqrt[1], Color(white: 0.5)), "√25 is half of √100")
        let cube = try cellColors(heatMap([0, 50, 100]).chartForegroundStyleScale(range: ramp, type: .power(exponent: 2)))
        #expect(near(cube[1], Color(white: 0.75)), "50² is a quarter of 100²")
        let symlog = try cellColors(heatMap([-10, 1, 10]).chartForegroundStyleScale(range: ramp, type: .symmetricLog))
        let t: Double = (Foundation.log1p(1.0) + Foundation.log1p(10.0)) / (2 * Foundation.log1p(10.0))
        #expect(near(symlog[1], Color(white: 1 - t)), "symlog(1) = log1p(1) of symlog(10) = log1p(10)")
        let zeroLog = try cellColors(heatMap([0, 50, 100]).chartForegroundStyleScale(range: ramp, type: .log))
        #expect(near(zeroLog[1], Color(white: 0.5)), "linear, as a log axis over zero is")
    }

    @Test("type: .category treats numbers as categories; a [Color] range takes its type too")
    func categoryAndColorRange() throws {
        let s = try scene(heatMap([3, 1, 2]).chartForegroundStyleScale(range: [.red, .green, .blue], type: .category))
        #expect(symbolGroups(s.nodes).compactMap(fillColor) == [.red, .green, .blue], "in order of appearance")
        #expect(legendTexts(s) == ["3", "1", "2"] || legendTexts(s).suffix(3) == ["3", "1", "2"], "\(legendTexts(s))")
        let logColors = try cellColors(heatMap([1, 10, 100]).chartForegroundStyleScale(range: [.white, .black], type: .log))
        #expect(near(logColors[1], Color(white: 0.5)))
    }

    @Test("a fixed domain maps its bounds to the ends and clamps counts beyond them")
    func fixedDomain() throws {
        let chart = heatMap([0, 100, 300]).chartForegroundStyleScale(domain: 0...200, range: Gradient(colors: [.white, .black]))
        let colors = try cellColors(chart)
        #expect(colors[0] == .white)
        #expect(colors[1].red == 0.5 && colors[1].green == 0.5 && colors[1].blue == 0.5)
        #expect(colors[2] == .black)
        // The legend's gradient is labelled with the domain, not the data.
        #expect(legendTexts(try scene(chart)) == ["0", "200"])
    }

    @Test("the legend of a gradient scale is the numeric gradient legend, labelled with the data's extent")
    func legend() throws {
        let s = try scene(heatMap([3, 8, 12]).chartForegroundStyleScale(range: gradient))
        #expect(legendTexts(s) == ["3", "12"])
    }

    @Test("the View overloads apply to the charts inside the view")
    func viewOverloads() throws {
        let wrapped = heatMap([0, 25, 100]).frame(width: 300, height: 200).chartForegroundStyleScale(range: gradient)
        let colors = try cellColors(wrapped)
        #expect(colors.count == 3 && near(colors[0], .white) && near(colors[1], .red) && near(colors[2], .black))
        let domained = heatMap([0, 100]).frame(width: 300, height: 200)
            .chartForegroundStyleScale(domain: 0...400, range: gradient)
        #expect(near(try cellColors(domained).last, .red))
    }

    @Test("a NaN count is drawn in the accent colour, as missing data, and does not stretch the domain")
    func nanCount() throws {
        let colors = try cellColors(heatMap([0, .nan, 100]).chartForegroundStyleScale(range: Gradient(colors: [.white, .black])))
        #expect(colors.first == .white && colors.last == .black)
        if colors.count == 3 { #expect(colors[1] == ChartTheme.markColor) }
    }

    @Test("one distinct count (a zero-width domain) takes the gradient's middle")
    func singleValue() throws {
        let colors = try cellColors(heatMap([7, 7]).chartForegroundStyleScale(range: Gradient(colors: [.white, .black])))
        #expect(colors.allSatisfy { $0.red == 0.5 && $0.alpha == 1 })
        let pinned = try cellColors(heatMap([7]).chartForegroundStyleScale(domain: 5...5, range: Gradient(colors: [.white, .black])))
        #expect(pinned.allSatisfy { $0.red == 0.5 })
    }

    @Test("a gradient with no stops falls back to the default blues; categories take evenly spaced colours along a gradient")
    func emptyAndCategories() throws {
        let colors = try cellColors(heatMap([0, 100]).chartForegroundStyleScale(range: Gradient(stops: [])))
        #expect(colors == [Color(rgb8: 204, 229, 255), .blue])
        let categories = Chart(["a", "b", "c"], id: \.self) { name in
            BarMark(x: .value("Name", name), y: .value("Value", 1)).foregroundStyle(by: .value("Name", name))
        }
        .chartForegroundStyleScale(range: Gradient(colors: [.white, .black]))
        let bars = try cellColors(categories)
        #expect(bars.first == .white && bars.last == .black && bars[1].red == 0.5)
    }

    @Test("the modifier nearest the chart wins: a [Color] range after a gradient replaces it")
    func lastWins() throws {
        let chart = heatMap([0, 100]).chartForegroundStyleScale(range: gradient).chartForegroundStyleScale(range: [Color.blue, .green])
        #expect(try cellColors(chart) == [.blue, .green])
    }

    @Test("a heat map with a gradient scale matches its golden")
    func snapshot() throws {
        var counts: [Double] = []
        for y in 0..<6 { for x in 0..<8 { counts.append(Double((x * 7 + y * 13) % 23)) } }
        let cells = counts.enumerated().map { Cell(x: $0.offset % 8, y: $0.offset / 8, count: $0.element) }
        let chart = Chart(cells) { cell in
            RectangleMark(xStart: .value("xStart", cell.x), xEnd: .value("xEnd", cell.x + 1),
                          yStart: .value("yStart", cell.y), yEnd: .value("yEnd", cell.y + 1))
                .foregroundStyle(by: .value("Count", cell.count))
        }
        .chartForegroundStyleScale(range: Gradient(colors: [.blue, .green, .yellow, .orange, .red]))
        try assertChartSnapshot(chart, named: "gradient-scale-heat-map")
    }
}
