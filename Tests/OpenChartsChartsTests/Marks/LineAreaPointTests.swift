import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsViews
import Testing

/// The first stroke's path in `nodes`, depth first.
func firstStroke(_ nodes: [SceneNode], where accept: (GroupNode) -> Bool = { _ in true }) -> StrokeNode? {
    for node in nodes {
        if case let .group(group) = node {
            if accept(group) {
                for child in group.children { if case let .stroke(stroke) = child { return stroke } }
            }
            if let found = firstStroke(group.children, where: accept) { return found }
        }
    }
    return nil
}

func lineGroups(_ scene: Scene) -> [GroupNode] {
    objectGroups(scene.nodes).filter { $0.accessibilityLabel?.contains("Line, ") ?? false }
}

@Suite("Lines, areas and points")
struct LineAreaPointTests {
    @Test("a line joins its points in data order through the scaled positions")
    func linePoints() throws {
        let chart = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 0))
            LineMark(x: .value("x", 2), y: .value("y", 10))
            LineMark(x: .value("x", 1), y: .value("y", 5))
        }
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let plot = proxy.plotRect
        let stroke = try #require(lineGroups(try scene(chart)).first.flatMap { firstStroke([.group($0)]) })
        let expected = try [(0.0, 0.0), (2.0, 10.0), (1.0, 5.0)].map { x, y in
            CGPoint(x: plot.minX + (try #require(proxy.position(forX: x))), y: plot.minY + (try #require(proxy.position(forY: y))))
        }
        #expect(stroke.path.points == expected)
        #expect(stroke.style.lineWidth == 2)
    }

    @Test("each interpolation method draws the d3 curve through the scaled points")
    func interpolations() throws {
        for method in [InterpolationMethod.linear, .monotone, .catmullRom, .cardinal, .stepStart, .stepCenter, .stepEnd] {
            let chart = Chart {
                LineMark(x: .value("x", 0), y: .value("y", 1))
                LineMark(x: .value("x", 1), y: .value("y", 3))
                LineMark(x: .value("x", 2), y: .value("y", 2))
                LineMark(x: .value("x", 3), y: .value("y", 4))
            }
            .chartXScale(domain: 0...3)
            .chartYScale(domain: 0...4)
            let modified = Chart {
                LineMark(x: .value("x", 0), y: .value("y", 1)).interpolationMethod(method)
                LineMark(x: .value("x", 1), y: .value("y", 3)).interpolationMethod(method)
                LineMark(x: .value("x", 2), y: .value("y", 2)).interpolationMethod(method)
                LineMark(x: .value("x", 3), y: .value("y", 4)).interpolationMethod(method)
            }
            .chartXScale(domain: 0...3)
            .chartYScale(domain: 0...4)
            let plot = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300)).plotRect
            let values: [(CGFloat, CGFloat)] = [(0, 1), (1, 3), (2, 2), (3, 4)]
            let pixels: [CGPoint] = values.map { (x: CGFloat, y: CGFloat) -> CGPoint in
                let px: CGFloat = plot.minX + x / 3 * plot.width
                let py: CGFloat = plot.maxY - y / 4 * plot.height
                return CGPoint(x: px, y: py)
            }
            let stroke = try #require(lineGroups(try scene(modified)).first.flatMap { firstStroke([.group($0)]) })
            #expect(d3String(stroke.path) == d3String(method.linePath(pixels)), "\(method)")
        }
    }

    @Test("foregroundStyle(by:) splits lines into series, colored by the palette")
    func series() throws {
        let chart = Chart(weekSales, id: \.sales) { sale in
            LineMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
                .foregroundStyle(by: .value("City", sale.city))
        }
        let lines = lineGroups(try scene(chart))
        #expect(lines.count == 2)
        #expect(lines.map(\.accessibilityLabel) == ["Cupertino, Line, 3 points", "San Francisco, Line, 3 points"])
        #expect(firstStroke([.group(lines[1])])?.paint == .color(.green))
    }

    @Test("interleaved series are split by first appearance, each through its own marks in data order")
    func interleavedSeries() throws {
        // Three series whose marks come in runs and alternations: c a a b a c b b.
        let rows: [(series: String, x: Double, y: Double)] = [("c", 0, 1), ("a", 0, 2), ("a", 1, 3), ("b", 0, 4),
                                                              ("a", 2, 5), ("c", 1, 6), ("b", 1, 7), ("b", 2, 8)]
        let chart = Chart(rows.indices, id: \.self) { (i: Int) in
            LineMark(x: .value("x", rows[i].x), y: .value("y", rows[i].y)).foregroundStyle(by: .value("S", rows[i].series))
        }
        let lines = lineGroups(try scene(chart))
        #expect(lines.map(\.accessibilityLabel) == ["c, Line, 2 points", "a, Line, 3 points", "b, Line, 3 points"])
        let layout = chart.layout(size: CGSize(width: 400, height: 300), environment: EnvironmentValues())
        for (line, name) in zip(lines, ["c", "a", "b"]) {
            let expected = rows.filter { $0.series == name }.map { row in
                CGPoint(x: layout.point(.data(ChannelValue(label: "x", start: .number(row.x), end: nil, isBin: false)), .horizontal)!,
                        y: layout.point(.data(ChannelValue(label: "y", start: .number(row.y), end: nil, isBin: false)), .vertical)!)
            }
            #expect(firstStroke([.group(line)])?.path.points == expected, "series \(name)")
        }
    }

    @Test("lines on a category axis pass through band centres")
    func categoryLine() throws {
        let chart = Chart {
            LineMark(x: .value("Day", "Mon"), y: .value("Sales", 1))
            LineMark(x: .value("Day", "Tue"), y: .value("Sales", 2))
        }
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let plot = proxy.plotRect
        let stroke = try #require(lineGroups(try scene(chart)).first.flatMap { firstStroke([.group($0)]) })
        #expect(close(stroke.path.points[0].x, plot.minX + plot.width / 4, 1e-9))
    }

    @Test("a line shows symbols only when symbol or symbol(by:) is set")
    func lineSymbols() throws {
        let plain = Chart { LineMark(x: .value("x", 0), y: .value("y", 1)); LineMark(x: .value("x", 1), y: .value("y", 2)) }
        #expect(symbolGroups(try scene(plain).nodes).allSatisfy { $0.children.isEmpty })
        let marked = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 1)).symbol(.square)
            LineMark(x: .value("x", 1), y: .value("y", 2)).symbol(.square)
        }
        #expect(symbolGroups(try scene(marked).nodes).allSatisfy { $0.children.count == 1 })
    }

    @Test("stacked areas: the second series' bottom is the first series' top")
    func stackedAreas() throws {
        let chart = Chart(weekSales, id: \.sales) { sale in
            AreaMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
                .foregroundStyle(by: .value("City", sale.city))
        }
        let s = try scene(chart)
        let areas = objectGroups(s.nodes).filter { $0.accessibilityLabel?.contains("Area") ?? false }
        #expect(areas.count == 2)
        func fillPath(_ g: GroupNode) -> Path? {
            for child in g.children { if case let .fill(fill) = child { return fill.path } }
            return nil
        }
        let first = try #require(fillPath(areas[0])).points, second = try #require(fillPath(areas[1])).points
        // Linear areas: 3 top points then 3 bottom points (reversed).
        #expect(Array(second[3...5].reversed()) == Array(first[0...2]))
    }

    @Test("a point is a circle of 7 points at its position, filled with the accent color")
    func point() throws {
        let chart = Chart { PointMark(x: .value("x", 5), y: .value("y", 5)) }
        let group = try #require(symbolGroups(try scene(chart).nodes).first)
        let bounds = try #require(fillBounds(group))
        #expect(close(bounds.width, 7, 1e-9))
        #expect(fillColor(group) == .blue)
        #expect(group.accessibilityLabel == "5, 5")
    }

    @Test("symbol(by:) cycles circle, square, triangle, diamond, pentagon")
    func symbolCycle() throws {
        let chart = Chart([1, 2, 3, 4, 5, 6], id: \.self) { n in
            PointMark(x: .value("x", n), y: .value("y", n)).symbol(by: .value("Kind", "k\(n)"))
        }
        let l = chart.layout(size: CGSize(width: 400, height: 300), environment: EnvironmentValues())
        #expect(l.marks.map { l.symbol(of: $0).basic } == [.circle, .square, .triangle, .diamond, .pentagon, .circle])
    }

    @Test("symbolSize is an area in square points")
    func symbolSize() throws {
        let chart = Chart { PointMark(x: .value("x", 5), y: .value("y", 5)).symbolSize(100) }
        let bounds = try #require(symbolGroups(try scene(chart).nodes).first.flatMap(fillBounds))
        #expect(close(bounds.width, 10, 1e-9))
    }

    @Test("a horizontal rule spans the plot at its value")
    func rule() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10))
            RuleMark(y: .value("Goal", 5))
        }
        let proxy = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300))
        let plot = proxy.plotRect
        let stroke = try #require(firstStroke(try scene(chart).nodes) { $0.role == .symbol })
        let y = try #require(proxy.position(forY: 5.0)) + plot.minY
        #expect(stroke.path.points == [CGPoint(x: plot.minX, y: y), CGPoint(x: plot.maxX, y: y)])
    }

    @Test("offset(yStart:) moves a vertical rule's top end, as the seed's selection rule")
    func ruleOffset() throws {
        let chart = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 0))
            RuleMark(x: .value("x", 0.5)).offset(yStart: -10)
        }
        let plot = try chart.chartProxy(proposal: ProposedSize(width: 400, height: 300)).plotRect
        let stroke = try #require(firstStroke(try scene(chart).nodes) { $0.role == .symbol })
        #expect(close(stroke.path.points[0].y, plot.minY - 10) && close(stroke.path.points[1].y, plot.maxY))
    }

    @Test("zIndex draws a mark below marks of a higher index")
    func zIndex() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10)).accessibilityLabel("bar")
            RuleMark(y: .value("Goal", 5)).zIndex(-1).accessibilityLabel("rule")
        }
        #expect(symbolGroups(try scene(chart).nodes).map(\.accessibilityLabel) == ["rule", "bar"])
    }

    @Test("opacity applies to the mark's group")
    func opacity() throws {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Sales", 10)).opacity(0.3) }
        #expect(symbolGroups(try scene(chart).nodes).first?.opacity == 0.3)
    }

    @Test("accessibilityHidden removes a mark's role and label; accessibilityValue adds to its label")
    func accessibility() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 898)).accessibilityValue("record")
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 3)).accessibilityHidden(true)
        }
        #expect(symbolGroups(try scene(chart).nodes).map(\.accessibilityLabel) == ["Mon, 898, record"])
    }

    @Test("accessibility literals are localized string keys, as in SwiftUI: specifier and format interpolations, and Text")
    func accessibilityKeys() throws {
        let sales = 1234.5
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", sales))
                .accessibilityLabel(Text("Monday"))
                .accessibilityValue("\(sales, specifier: "%.0f") sold")
            BarMark(x: .value("Day", "Tue"), y: .value("Sales", 3))
                .accessibilityLabel("Tuesday")
                .accessibilityValue("\(sales, format: .number.locale(Locale(identifier: "en_US"))) sold")
            BarMark(x: .value("Day", "Wed"), y: .value("Sales", 4)).accessibilityValue(Text("four"))
        }
        #expect(symbolGroups(try scene(chart).nodes).map(\.accessibilityLabel)
                == ["Monday, 1234 sold", "Tuesday, 1,234.5 sold", "Wed, 4, four"])
    }
}

/// A custom symbol, as jordibruin's VectorField arrows.
struct Arrow: ChartSymbolShape {
    var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX - rect.width / 3, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - rect.width / 3, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.closeSubpath()
        return path
    }
}

@Suite("Custom symbols")
struct CustomSymbolTests {
    @Test("a custom ChartSymbolShape draws each point, sized by symbolSize")
    func arrow() throws {
        let chart = Chart(0..<3, id: \.self) { i in
            PointMark(x: .value("x", i), y: .value("y", i)).symbol(Arrow()).symbolSize(CGSize(width: 20, height: 20))
        }
        let groups = symbolGroups(try scene(chart).nodes)
        #expect(groups.count == 3)
        #expect(groups.compactMap(fillBounds).allSatisfy { abs($0.width - 20) < 1e-9 && abs($0.height - 20) < 1e-9 })
        try assertChartSnapshot(chart, named: "modifier-custom-symbol")
    }
}
