import Foundation
import Testing
import OpenChartsCore
import OpenChartsRender
import OpenChartsViews
@testable import OpenChartsCharts

/// A square symbol of the test's own, as sample code defines one: insettable, and drawn a
/// little larger than its perceptual rect.
private struct TestSquare: ChartSymbolShape, InsettableShape {
    var inset: CGFloat = 0
    func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height) - 2 * inset
        return Path(CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    func inset(by amount: CGFloat) -> TestSquare { TestSquare(inset: inset + amount) }
    var perceptualUnitRect: CGRect { CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8) }
}

/// A symbol whose perceptual rect is not a number.
private struct BrokenUnitShape: ChartSymbolShape {
    func path(in rect: CGRect) -> Path { Path(rect) }
    var perceptualUnitRect: CGRect { CGRect(x: CGFloat.nan, y: 0, width: CGFloat.nan, height: 1) }
}

@Suite("Symbols from SwiftUI shapes: filled, hollow (strokeBorder), mixed in a symbol scale")
struct ShapeSymbolTests {
    /// One point at (5, 5) in a 0…10 square of plot, with no axes.
    static func onePoint(_ content: some ChartContent) -> some View {
        Chart { content }
            .chartXScale(domain: 0...10).chartYScale(domain: 0...10)
            .chartXAxis(.hidden).chartYAxis(.hidden)
            .frame(width: 100, height: 100)
    }

    static func onlySymbols(_ view: some View) throws -> SymbolsNode {
        let nodes = symbolsNodes(try scene(view, width: 100, height: 100).nodes)
        try #require(nodes.count == 1)
        return nodes[0]
    }

    @Test("Circle().strokeBorder(lineWidth:) is a circle inset by half the width, stroked that wide in the mark's colour")
    func hollowCircle() throws {
        let symbols = try Self.onlySymbols(Self.onePoint(
            PointMark(x: .value("x", 5), y: .value("y", 5)).symbol(Circle().strokeBorder(lineWidth: 2)).symbolSize(100)
                .foregroundStyle(Color.red)))
        #expect(symbols.stroke?.lineWidth == 2)
        #expect(symbols.circleDiameter == nil)
        #expect(symbols.paint == .color(.red))
        // The stroke's outer edge is the symbol's size: 10 points across.
        let box = symbols.shape.boundingRect
        #expect(close(box.width, 8) && close(box.height, 8) && close(box.midX, 0) && close(box.midY, 0))
        #expect(symbols.shape == Path(ellipseIn: CGRect(x: -4, y: -4, width: 8, height: 8)))
    }

    @Test("a hollow symbol's centre is background and its ring is painted, in PNG")
    func hollowPixels() throws {
        let chart = Self.onePoint(PointMark(x: .value("x", 5), y: .value("y", 5))
            .symbol(Circle().strokeBorder(lineWidth: 3)).symbolSize(400).foregroundStyle(Color.red))
        let s = try scene(chart, width: 100, height: 100)
        let center = try #require(symbolsNodes(s.nodes).first?.positions.first)
        let pixels = try SceneRasterizer().render(s)
        let (cx, cy) = (Int(center.x.rounded(.down)), Int(center.y.rounded(.down)))
        #expect(pixels.pixel(x: cx, y: cy).alpha == 0)
        // Radius 10, ring from 7 to 10: the pixel 8.5 points right of the centre is inside it.
        let ring = pixels.pixel(x: Int((center.x + 8.5).rounded(.down)), y: cy)
        #expect(ring.alpha == 255 && ring.red > 200 && ring.green < 100)
        #expect(pixels.pixel(x: Int((center.x + 11.5).rounded(.down)), y: cy).alpha == 0)
    }

    @Test("a shape as it is (Circle()) is a filled symbol of the symbol's size")
    func filledShape() throws {
        let symbols = try Self.onlySymbols(Self.onePoint(
            PointMark(x: .value("x", 5), y: .value("y", 5)).symbol(Circle()).symbolSize(100)))
        #expect(symbols.stroke == nil)
        #expect(close(symbols.shape.boundingRect.width, 10))
    }

    @Test("a basic symbol's strokeBorder is the symbol shrunk by half the width about its centre, stroked")
    func hollowBasic() throws {
        let symbols = try Self.onlySymbols(Self.onePoint(
            PointMark(x: .value("x", 5), y: .value("y", 5)).symbol(BasicChartSymbolShape.square.strokeBorder(lineWidth: 2))
                .symbolSize(100)))
        // The filled square's half side is 0.886 × 5; its border's line runs 1 point inside.
        #expect(symbols.stroke?.lineWidth == 2)
        #expect(close(symbols.shape.boundingRect.width, 2 * (0.886 * 5 - 1), 1e-9))
    }

    @Test("a border width that is zero, negative or not finite draws nothing; one over half the symbol is narrowed to it")
    func badWidths() throws {
        for width: CGFloat in [0, -2, .nan, .infinity] {
            let chart = Self.onePoint(PointMark(x: .value("x", 5), y: .value("y", 5))
                .symbol(Circle().strokeBorder(lineWidth: width)).symbolSize(100))
            let s = try scene(chart, width: 100, height: 100)
            #expect(symbolsNodes(s.nodes).allSatisfy { $0.shape.isEmpty }, "width \(width)")
            _ = try ImageRenderer(content: chart).png()
            _ = try ImageRenderer(content: chart).svg()
        }
        let wide = try Self.onlySymbols(Self.onePoint(PointMark(x: .value("x", 5), y: .value("y", 5))
            .symbol(Circle().strokeBorder(lineWidth: 30)).symbolSize(100)))
        #expect(wide.stroke?.lineWidth == 5)
        #expect(close(wide.shape.boundingRect.width, 5))
    }

    @Test("Circle().strokeBorder(lineWidth:) as a view still draws SwiftUI's inner stroke")
    func stillAView() throws {
        let s = try Circle().strokeBorder(lineWidth: 4).frame(width: 20, height: 20).makeScene(proposal: .unspecified)
        let expected = try Circle().inset(by: 2).stroke(lineWidth: 4).frame(width: 20, height: 20).makeScene(proposal: .unspecified)
        #expect(s == expected)
        guard case let .stroke(stroke) = s.nodes.first else {
            Issue.record("expected a stroke, got \(s.nodes)")
            return
        }
        #expect(stroke.style.lineWidth == 4 && close(stroke.path.boundingRect.width, 16))
    }

    @Test("chartSymbolScale takes hollow shapes, shapes of your own and built-in symbols together, and the legend shows each")
    func mixedScale() throws {
        let chart = Chart([("Dublin", 1.0), ("London", 2.0), ("Paris", 3.0)], id: \.0) { city, value in
            PointMark(x: .value("x", value), y: .value("y", value))
                .foregroundStyle(by: .value("City", city))
                .symbol(by: .value("City", city))
                .symbolSize(100)
        }
        .chartSymbolScale([
            "Dublin": Circle().strokeBorder(lineWidth: 2),
            "London": TestSquare().strokeBorder(lineWidth: 2),
            "Paris": BasicChartSymbolShape.triangle,
        ])
        let l = chart.layout(size: CGSize(width: 400, height: 300), environment: EnvironmentValues())
        let symbols = l.marks.map { l.symbol(of: $0) }
        #expect(symbols.map(\.border?.lineWidth) == [2, 2, nil])
        #expect(symbols.map(\.basic) == [nil, nil, .triangle])

        let nodes = symbolsNodes(try scene(chart).nodes)
        #expect(nodes.map(\.stroke?.lineWidth) == [2, 2, nil])
        // The square's perceptual rect is 0.8 of its frame: drawn 10 / 0.8 wide, less its border.
        #expect(close(nodes[1].shape.boundingRect.width, 10 / 0.8 - 2, 1e-9))

        // The legend: a ring, a hollow square and a filled triangle, each in its city's colour.
        let legend = try #require(object(try scene(chart), "Legend"))
        let glyphs = legend.children.compactMap { node -> SceneNode? in
            guard case let .group(entry) = node else { return nil }
            return entry.children.first
        }
        try #require(glyphs.count == 3)
        guard case let .stroke(ring) = glyphs[0], case let .stroke(square) = glyphs[1], case .fill = glyphs[2] else {
            Issue.record("expected two strokes and a fill, got \(glyphs)")
            return
        }
        #expect(ring.style.lineWidth == 2 && close(ring.path.boundingRect.width, LegendPlan.glyphSize - 2))
        // Drawn larger than its perceptual rect, it still fits the glyph's box.
        #expect(square.style.lineWidth == 2 && square.path.boundingRect.width <= LegendPlan.glyphSize - 2 + 1e-9)
    }

    @Test("a symbol whose perceptual rect is not a number draws nothing, in every output")
    func brokenUnit() throws {
        let chart = Self.onePoint(PointMark(x: .value("x", 5), y: .value("y", 5)).symbol(BrokenUnitShape()))
        #expect(symbolsNodes(try scene(chart, width: 100, height: 100).nodes).allSatisfy { $0.shape.isEmpty })
        _ = try ImageRenderer(content: chart).png()
        _ = try ImageRenderer(content: chart).pdf()
    }

    @Test("chartSymbolScale(range:) takes any symbols")
    func anyRange() throws {
        let chart = Chart([("a", 1.0), ("b", 2.0)], id: \.0) { name, value in
            PointMark(x: .value("x", value), y: .value("y", value)).symbol(by: .value("Name", name))
        }
        .chartSymbolScale(range: [Circle().strokeBorder(lineWidth: 1), Rectangle()])
        let l = chart.layout(size: CGSize(width: 400, height: 300), environment: EnvironmentValues())
        #expect(l.marks.map { l.symbol(of: $0).border?.lineWidth } == [1, nil])
    }

    @Test("a point plot's hollow symbols are the point mark's outline and stroke")
    func pointPlotSame() throws {
        let rows = [PlotSample(x: 2, y: 3), PlotSample(x: 7, y: 8)]
        let plot = try Self.onlySymbols(Self.onePoint(
            PointPlot(rows, x: .value("x", \PlotSample.x), y: .value("y", \PlotSample.y))
                .symbol(Circle().strokeBorder(lineWidth: 2)).symbolSize(100)))
        let mark = try Self.onlySymbols(Self.onePoint(
            PointMark(x: .value("x", 5), y: .value("y", 5)).symbol(Circle().strokeBorder(lineWidth: 2)).symbolSize(100)))
        #expect(plot.positions.count == 2)
        #expect(plot.shape == mark.shape && plot.stroke == mark.stroke)
    }

    @Test("a line plot with a symbol draws it at every point, as line marks do")
    func linePlotSymbols() throws {
        let rows = (0..<5).map { PlotSample(x: Double($0 * 2), y: Double($0)) }
        let view = Self.onePoint(LinePlot(rows, x: .value("x", \PlotSample.x), y: .value("y", \PlotSample.y))
            .symbol(Circle().strokeBorder(lineWidth: 2)))
        let nodes = symbolsNodes(try scene(view, width: 100, height: 100).nodes)
        #expect(nodes.flatMap(\.positions).count == 5)
        #expect(nodes.allSatisfy { $0.stroke?.lineWidth == 2 })
    }

    @Test("line marks with a hollow symbol draw it at each vertex")
    func lineMarks() throws {
        let chart = Self.onePoint(ForEach([1.0, 4.0, 8.0], id: \.self) { v in
            LineMark(x: .value("x", v), y: .value("y", v))
        }.symbol(Circle().strokeBorder(lineWidth: 2)))
        let nodes = symbolsNodes(try scene(chart, width: 100, height: 100).nodes)
        #expect(nodes.flatMap(\.positions).count == 3)
        #expect(nodes.allSatisfy { $0.stroke?.lineWidth == 2 })
    }
}
