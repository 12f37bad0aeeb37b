import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsViews
import OpenChartsRender
import Testing

struct PlotSample {
    var x: Double
    var y: Double
}

struct PlotSale {
    var city: String
    var day: Date
    var amount: Double
}

/// Every node of `nodes` at any depth, depth first.
/// The drawn nodes under `nodes`, groups opened and rectangles nodes as the fills they
/// stand for.
private func leaves(_ nodes: [SceneNode]) -> [SceneNode] {
    nodes.flatMap { node -> [SceneNode] in
        if case let .group(group) = node { return leaves(group.children) }
        if case let .rectangles(rectangles) = node { return rectangles.expanded() }
        return [node]
    }
}

/// Each blue rectangle of the plot: one per fill, or one per subpath of a fill of several.
private func barRects(_ scene: Scene) -> [CGRect] {
    leaves(objectGroups(scene.nodes).first?.children ?? []).flatMap { node -> [CGRect] in
        guard case let .fill(f) = node, f.paint == .color(.blue) else { return [] }
        return stride(from: 0, to: f.path.points.count, by: 4).map { i in
            var piece = Path()
            piece.addLines(Array(f.path.points[i..<min(i + 4, f.path.points.count)]))
            return piece.boundingRect
        }
    }
}

private func plotGroup(_ scene: Scene, _ prefix: String) -> GroupNode? {
    objectGroups(scene.nodes).first { $0.accessibilityLabel?.hasPrefix(prefix) ?? false }
}

@Suite("Vectorized plots")
struct VectorizedPlotTests {
    let samples = [PlotSample(x: 0, y: 0), PlotSample(x: 1, y: 10), PlotSample(x: 2, y: 5)]

    @Test("a line plot draws the same line as line marks over the same data")
    func lineMatchesMarks() throws {
        let plotted = try scene(Chart { LinePlot(samples, x: .value("x", \.x), y: .value("y", \.y)) })
        let marked = try scene(Chart(samples.indices, id: \.self) { i in
            LineMark(x: .value("x", samples[i].x), y: .value("y", samples[i].y))
        })
        let plotStroke = leaves(plotted.nodes).compactMap { if case let .stroke(s) = $0, s.paint == .color(.blue) { s } else { nil } }
        let markStroke = leaves(marked.nodes).compactMap { if case let .stroke(s) = $0, s.paint == .color(.blue) { s } else { nil } }
        #expect(plotStroke.count == 1)
        #expect(plotStroke.first?.path == markStroke.first?.path)
        #expect(plotGroup(plotted, "Line, 3 points") != nil)
    }

    @Test("rows with NaN or infinity are skipped on every channel, and the domain ignores them")
    func nonFiniteRowsAreSkipped() throws {
        let data = [PlotSample(x: 0, y: 0), PlotSample(x: .nan, y: 1e9), PlotSample(x: 1, y: .infinity), PlotSample(x: 2, y: 4)]
        let layout = Chart { LinePlot(data, x: .value("x", \.x), y: .value("y", \.y)) }
            .layout(size: CGSize(width: 400, height: 300), environment: EnvironmentValues())
        let domain = try #require(layout.yAxis?.domain)
        #expect(domain.upper == 4)
        let scene = layout.scene(context: RenderContext())
        let stroke = try #require(leaves(scene.nodes).compactMap { if case let .stroke(s) = $0, s.paint == .color(.blue) { s } else { nil } }.first)
        #expect(stroke.path.points.count == 2)
    }

    @Test("stacked areas and bars leave rows that are not finite out of both domains, and stack the rest",
          arguments: [true, false])
    func nonFiniteRowsOfStacks(area: Bool) throws {
        let data = [PlotSample(x: 0, y: 1), PlotSample(x: .nan, y: 1e9), PlotSample(x: 1e9, y: .infinity),
                    PlotSample(x: 1, y: 2), PlotSample(x: 1, y: 3), PlotSample(x: 2, y: -4)]
        let layout = Chart {
            if area { AreaPlot(data, x: .value("x", \.x), y: .value("y", \.y)) } else { BarPlot(data, x: .value("x", \.x), y: .value("y", \.y)) }
        }.layout(size: CGSize(width: 400, height: 300), environment: EnvironmentValues())
        let x = try #require(layout.xAxis?.domain), y = try #require(layout.yAxis?.domain)
        #expect(x.upper < 1e9, "\(x)")
        // x = 1 stacks 2 and 3 up to 5; x = 2 goes down to -4.
        #expect(y.lower <= -4 && y.lower > -10 && y.upper >= 5 && y.upper < 10, "\(y)")
    }

    @Test("a point plot is one symbols node holding every finite position")
    func pointsAreOneNode() throws {
        let data = (0..<1000).map { PlotSample(x: Double($0), y: Double($0 % 7)) } + [PlotSample(x: .nan, y: 0)]
        let chart = Chart { PointPlot(data, x: .value("x", \.x), y: .value("y", \.y)).symbolSize(16) }
        let nodes = leaves(try scene(chart).nodes).compactMap { if case let .symbols(s) = $0 { s } else { nil } }
        #expect(nodes.count == 1)
        #expect(nodes.first?.positions.count == 1000)
        #expect(nodes.first?.circleDiameter == 4)
    }

    @Test("foregroundStyle(by:) with a key path splits a plot into colored series and a legend")
    func foregroundByKeyPath() throws {
        let day = Date(timeIntervalSinceReferenceDate: 0)
        let sales = [PlotSale(city: "A", day: day, amount: 1), PlotSale(city: "B", day: day, amount: 2),
                     PlotSale(city: "A", day: day.addingTimeInterval(86_400), amount: 3),
                     PlotSale(city: "B", day: day.addingTimeInterval(86_400), amount: 1)]
        let chart = Chart {
            LinePlot(sales, x: .value("Day", \.day), y: .value("Sales", \.amount))
                .foregroundStyle(by: .value("City", \.city))
        }
        let scene = try scene(chart)
        let strokes = leaves(plotGroup(scene, "Line")?.children ?? []).compactMap { if case let .stroke(s) = $0 { s } else { nil } }
        #expect(strokes.count == 2)
        #expect(strokes.map(\.paint) == [.color(.blue), .color(.green)])
        #expect(texts(scene.nodes).contains { $0.text == "A" })
        #expect(texts(scene.nodes).contains { $0.text == "B" })
    }

    @Test("dates read in place place the line on a date axis")
    func datesOnDateAxis() throws {
        let day = Date(timeIntervalSince1970: 1_700_000_000)
        let sales = (0..<10).map { PlotSale(city: "A", day: day.addingTimeInterval(Double($0) * 86_400), amount: Double($0)) }
        let layout = Chart { LinePlot(sales, x: .value("Day", \.day), y: .value("Sales", \.amount)) }
            .layout(size: CGSize(width: 400, height: 300), environment: EnvironmentValues())
        let domain = try #require(layout.xAxis?.domain)
        #expect(domain.valueKind == .date)
        #expect(domain.lower == 1_700_000_000)
        #expect(domain.upper == 1_700_000_000 + 9 * 86_400)
    }

    @Test("bars in solid colours with square corners are one rectangles node, styled by row or not; rounded, a fill each")
    func barsAsOneNode() throws {
        struct Row { var x: Double; var y: Double; var color: Color }
        var rows: [Row] = []
        for i in 0..<500 {
            rows.append(Row(x: Double(i), y: Double(i % 7) + 1, color: i % 2 == 0 ? Color.red : Color.green))
        }
        func nodes(_ scene: Scene) -> [SceneNode] { plotGroup(scene, "Bars")?.children ?? [] }
        let plain = nodes(try scene(Chart { BarPlot(rows, x: .value("x", \.x), y: .value("y", \.y)) }))
        guard plain.count == 1, case let .rectangles(rectangles) = plain[0] else {
            Issue.record("expected one rectangles node, got \(plain.count) nodes")
            return
        }
        #expect(rectangles.rects.count == 500)
        #expect(rectangles.paint == .color(.blue))
        // In row order, as the fills were.
        #expect(zip(rectangles.rects, rectangles.rects.dropFirst()).allSatisfy { $0.midX < $1.midX })
        let rounded = nodes(try scene(Chart { BarPlot(rows, x: .value("x", \.x), y: .value("y", \.y)).cornerRadius(2) }))
        #expect(rounded.count == 500 && rounded.allSatisfy { if case .fill = $0 { true } else { false } })
        let styled = nodes(try scene(Chart { BarPlot(rows, x: .value("x", \.x), y: .value("y", \.y)).foregroundStyle(\.color) }))
        guard styled.count == 1, case let .rectangles(varied) = styled[0] else {
            Issue.record("expected one rectangles node styled by row, got \(styled.count) nodes")
            return
        }
        #expect(varied.rects == rectangles.rects)
        #expect(varied.rects.indices.map(varied.paint(ofRect:)) == rows.map { .color($0.color) })
    }

    @Test("a plot's rectangles in solid colours join one node; another node between them splits it, in order")
    func rectangleNodesInOrder() {
        var builder = RectangleNodes()
        let red = builder.index(of: .red), green = builder.index(of: .green)
        let rect = { (x: CGFloat) in CGRect(x: x, y: 0, width: 1, height: 1) }
        builder.add(rect(0), color: red)
        builder.add(.fill(FillNode(path: Path(rect(1)), paint: .color(.blue))))
        builder.add(rect(2), color: red)
        builder.add(rect(3), color: green)
        let nodes = builder.finish()
        guard nodes.count == 3, case let .rectangles(first) = nodes[0], case .fill = nodes[1], case let .rectangles(last) = nodes[2] else {
            Issue.record("expected rectangles, a fill, rectangles; got \(nodes)")
            return
        }
        #expect(first.rects == [rect(0)] && first.paints == nil && first.paint == .color(.red))
        #expect(last.rects == [rect(2), rect(3)] && [last.paint(ofRect: 0), last.paint(ofRect: 1)] == [.color(.red), .color(.green)])
    }

    @Test("bar plots stack bars that share a category, as bar marks do")
    func barsStack() throws {
        struct Row { var month: String; var value: Double }
        let rows = [Row(month: "Jan", value: 2), Row(month: "Jan", value: 3), Row(month: "Feb", value: 4)]
        let plotted = try scene(Chart { BarPlot(rows, x: .value("Month", \.month), y: .value("Value", \.value)) })
        let marked = try scene(Chart(rows.indices, id: \.self) { i in
            BarMark(x: .value("Month", rows[i].month), y: .value("Value", rows[i].value))
        })
        #expect(barRects(plotted).count == 3)
        #expect(barRects(marked).count == 3)
        #expect(leaves(plotGroup(plotted, "Bars")?.children ?? []).count == 3)
        for (a, b) in zip(barRects(plotted), barRects(marked)) {
            #expect(abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.maxX - b.maxX) < 1e-9 && abs(a.maxY - b.maxY) < 1e-9)
        }
    }

    @Test("bar plots over numeric x stack as bar marks do, with x in order or not, for every stacking",
          arguments: [MarkStackingMethod.standard, .normalized, .center, .unstacked])
    func numericBarsStack(stacking: MarkStackingMethod) throws {
        // In order (one pile per run of rows, negatives among them) and shuffled (the same
        // x coming back later must land on the same pile).
        let ordered = [PlotSample(x: 1, y: 2), PlotSample(x: 1, y: -1), PlotSample(x: 1, y: 3),
                       PlotSample(x: 2, y: 4), PlotSample(x: 3, y: 1), PlotSample(x: 3, y: 5)]
        let shuffled = [ordered[3], ordered[0], ordered[4], ordered[1], ordered[5], ordered[2]]
        for rows in [ordered, shuffled] {
            let plotted = try scene(Chart { BarPlot(rows, x: .value("x", \.x), y: .value("y", \.y), stacking: stacking) })
            let marked = try scene(Chart(rows.indices, id: \.self) { i in
                BarMark(x: .value("x", rows[i].x), y: .value("y", rows[i].y), stacking: stacking)
            })
            let (a, b) = (barRects(plotted), barRects(marked))
            #expect(a.count == rows.count && b.count == rows.count)
            for (p, m) in zip(a, b) {
                #expect(abs(p.minY - m.minY) < 1e-9 && abs(p.maxY - m.maxY) < 1e-9, "\(stacking) \(p) vs \(m)")
            }
        }
    }

    @Test("area plots of several series stack where they share an x, as area marks do")
    func areasStack() throws {
        let day = Date(timeIntervalSinceReferenceDate: 0)
        let sales = [PlotSale(city: "A", day: day, amount: 1), PlotSale(city: "B", day: day, amount: 2),
                     PlotSale(city: "A", day: day.addingTimeInterval(86_400), amount: 3),
                     PlotSale(city: "B", day: day.addingTimeInterval(86_400), amount: 1)]
        let layout = Chart {
            AreaPlot(sales, x: .value("Day", \.day), y: .value("Sales", \.amount), series: .value("City", \.city))
        }.layout(size: CGSize(width: 400, height: 300), environment: EnvironmentValues())
        #expect(layout.yAxis?.domain.upper == 4)
        let stack = try #require(layout.plotStacks.first ?? nil)
        #expect(stack.lower == [0, 1, 0, 3])
        #expect(stack.upper == [1, 3, 3, 4])
        let fills = leaves(layout.scene(context: RenderContext()).nodes).compactMap { node -> FillNode? in
            if case let .fill(f) = node, f.paint != .color(.white) { return f }
            return nil
        }
        #expect(fills.count >= 2)
    }

    @Test("a rule plot is a stroke per row, all in one group")
    func rules() throws {
        struct Day { var day: Double; var low: Double; var high: Double }
        let days = (0..<365).map { Day(day: Double($0), low: Double($0 % 10), high: Double($0 % 10) + 5) }
        let scene = try scene(Chart { RulePlot(days, x: .value("Day", \.day), yStart: .value("Low", \.low), yEnd: .value("High", \.high)) })
        let strokes = leaves(plotGroup(scene, "Rules")?.children ?? []).compactMap { if case let .stroke(s) = $0 { s } else { nil } }
        #expect(strokes.count == 365)
        #expect(strokes.allSatisfy { $0.path.verbs == [.move, .line] })
    }

    @Test("rules by the thousand in one colour are one rectangles node, drawn as their strokes are; dashed, round or thin, strokes")
    func manyRules() throws {
        struct Day { var day: Double; var low: Double; var high: Double }
        let days = (0..<1_500).map { Day(day: Double($0), low: Double($0 % 10) * 1.37, high: Double($0 % 10) * 1.37 + 5.2) }
        func chart(_ style: StrokeStyle?) -> Chart<some ChartContent> {
            Chart {
                if let style {
                    RulePlot(days, x: .value("Day", \.day), yStart: .value("Low", \.low), yEnd: .value("High", \.high)).lineStyle(style)
                } else {
                    RulePlot(days, x: .value("Day", \.day), yStart: .value("Low", \.low), yEnd: .value("High", \.high))
                }
            }
        }
        func children(_ style: StrokeStyle?) throws -> [SceneNode] { plotGroup(try scene(chart(style)), "Rules")?.children ?? [] }
        for style in [nil, StrokeStyle(lineWidth: 2, lineCap: .square)] {
            let nodes = try children(style)
            guard nodes.count == 1, case let .rectangles(rectangles) = nodes[0] else {
                Issue.record("\(String(describing: style)): \(nodes.count) nodes")
                continue
            }
            #expect(rectangles.rects.count == 1_500)
            // A pen wide, and as long as the rule (with square caps, half a pen longer at each end).
            let width = style?.lineWidth ?? 1
            #expect(rectangles.rects.allSatisfy { abs($0.width - width) < 1e-9 })
            // The same pixels as the strokes they stand for.
            let strokes = rectangles.rects.map { rect -> SceneNode in
                var path = Path()
                let cap = style?.lineCap == .square ? width / 2 : 0
                path.move(to: CGPoint(x: rect.midX, y: rect.maxY - cap))
                path.addLine(to: CGPoint(x: rect.midX, y: rect.minY + cap))
                return .stroke(StrokeNode(path: path, paint: rectangles.paint, style: style ?? StrokeStyle(lineWidth: 1)))
            }
            let size = CGSize(width: 400, height: 300)
            let drawn = try SceneRasterizer().render(Scene(size: size, nodes: nodes, background: .white)).data
            let stroked = try SceneRasterizer().render(Scene(size: size, nodes: strokes, background: .white)).data
            #expect(zip(drawn, stroked).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
        }
        for style in [StrokeStyle(lineWidth: 1, dash: [2, 2]), StrokeStyle(lineWidth: 2, lineCap: .round), StrokeStyle(lineWidth: 0.5)] {
            let nodes = try children(style)
            #expect(nodes.count == 1_500 && nodes.allSatisfy { if case .stroke = $0 { true } else { false } }, "\(style)")
        }
    }

    @Test("rules with one channel span the plot: thresholds across, events down")
    func spanningRules() throws {
        struct Mark { var level: Double }
        let layout = Chart {
            LinePlot(samples, x: .value("x", \.x), y: .value("y", \.y))
            RulePlot([Mark(level: 4), Mark(level: 8)], y: .value("Threshold", \.level))
            RulePlot([Mark(level: 1)], x: .value("Event", \.level), yStart: 10, yEnd: 20)
        }.layout(size: CGSize(width: 400, height: 300), environment: EnvironmentValues())
        let scene = layout.scene(context: RenderContext())
        let rules = objectGroups(scene.nodes).filter { $0.accessibilityLabel?.hasPrefix("Rules") ?? false }
        #expect(rules.count == 2)
        let across = try #require(rules.first?.children.compactMap { node -> StrokeNode? in
            if case let .stroke(s) = node { return s }
            return nil
        }.first)
        #expect(across.path.points.map(\.x) == [layout.plot.minX, layout.plot.maxX])
        #expect(across.path.points[0].y == layout.yScale?.position(.number(4)))
        let down = try #require(rules.last?.children.compactMap { node -> StrokeNode? in
            if case let .stroke(s) = node { return s }
            return nil
        }.first)
        #expect(down.path.points.map(\.y) == [layout.plot.minY + 10, layout.plot.minY + 20])
    }

    @Test("area, rectangle and sector plots draw their rows")
    func otherPlots() throws {
        let area = try scene(Chart { AreaPlot(samples, x: .value("x", \.x), y: .value("y", \.y)) })
        #expect(plotGroup(area, "Area, 3 points") != nil)
        struct Cell { var x: String; var y: String; var v: Double }
        let cells = [Cell(x: "a", y: "p", v: 1), Cell(x: "b", y: "p", v: 2), Cell(x: "a", y: "q", v: 3)]
        let heat = try scene(Chart { RectanglePlot(cells, x: .value("x", \.x), y: .value("y", \.y)).foregroundStyle(by: .value("v", \.v)) })
        #expect(leaves(plotGroup(heat, "Rectangles")?.children ?? []).count == 3)
        struct Pet { var name: String; var count: Double }
        let pets = [Pet(name: "Cats", count: 1), Pet(name: "Dogs", count: 3)]
        let pie = try scene(Chart { SectorPlot(pets, angle: .value("Count", \.count)).foregroundStyle(by: .value("Pet", \.name)) })
        #expect(symbolGroups(pie.nodes).count == 2)
    }

    @Test("Float and Int key paths are read in place with their values, and computed ones are copied")
    func floatAndIntColumns() throws {
        struct Reading {
            var tick: Int
            var level: Float
            var doubled: Double { Double(level) * 2 }
        }
        let readings = [Reading(tick: 3, level: 1.5), Reading(tick: 7, level: -2.25), Reading(tick: 5, level: 0.5)]
        #expect(PlotColumn.make(readings, \Reading.tick).numbers == [3, 7, 5])
        #expect(PlotColumn.make(readings, \Reading.level).numbers == [1.5, -2.25, 0.5])
        #expect(PlotColumn.make(readings, \Reading.doubled).numbers == [3, -4.5, 1])
        #expect(PlotColumn.make(readings.lazy.map { $0 }, \Reading.tick).numbers == [3, 7, 5])
    }

    @Test("stored properties of structs that also hold strings, arrays and objects are read at their offset, and kept alive")
    func storedPropertiesOfStructsWithReferences() throws {
        final class Note { let text: String; init(_ text: String) { self.text = text } }
        struct Inner { var v: Double; var label: String }
        struct Reading {
            var name: String
            var tags: [String]
            var time: Date
            var note: Note
            var level: Double
            var inner: Inner
            var count: Int
        }
        func column<Value: Plottable>(_ path: KeyPath<Reading, Value>) -> PlotColumn {
            // The array lives only here: the column must keep it.
            let rows = (0..<5).map { i in
                Reading(name: "r\(i)", tags: ["t\(i)", "u"], time: Date(timeIntervalSinceReferenceDate: Double(i) * 60),
                        note: Note("n\(i)"), level: Double(i) * 1.5 - 2, inner: Inner(v: -Double(i), label: "in\(i)"), count: i * i)
            }
            return PlotColumn.make(rows, path)
        }
        func strings(_ column: PlotColumn) -> [String] { (0..<column.count).map(column.category(at:)) }
        let level = column(\Reading.level)
        #expect(level.numbers == [-2, -0.5, 1, 2.5, 4])
        level.withValues { values in #expect(values.stride == MemoryLayout<Reading>.stride) }
        #expect(column(\Reading.time).numbers == [0, 60, 120, 180, 240])
        #expect(column(\Reading.inner.v).numbers == [0, -1, -2, -3, -4])
        #expect(column(\Reading.count).numbers == [0, 1, 4, 9, 16])
        #expect(strings(column(\Reading.name)) == ["r0", "r1", "r2", "r3", "r4"])
        #expect(strings(column(\Reading.inner.label)) == ["in0", "in1", "in2", "in3", "in4"])
        // Categories are numbered once, in order of first appearance.
        let categories = PlotColumn(strings: ["b", "a", "b", "c", "a", "b"])
        #expect(categories.codes == [0, 1, 0, 2, 1, 0] && categories.categories == ["b", "a", "c"])
        // A computed property (through a class) has no offset and is copied out.
        #expect(strings(column(\Reading.note.text)) == ["n0", "n1", "n2", "n3", "n4"])
    }

    @Test("symbol(by:) with a key path gives each value its symbol: circle, then square")
    func symbolByKeyPath() throws {
        struct Fish { var length: Double; var weight: Double; var kind: String }
        let fish = [Fish(length: 1, weight: 2, kind: "Cod"), Fish(length: 2, weight: 3, kind: "Eel"),
                    Fish(length: 3, weight: 1, kind: "Cod")]
        let chart = Chart {
            PointPlot(fish, x: .value("Length", \.length), y: .value("Weight", \.weight))
                .foregroundStyle(by: .value("Kind", \.kind))
                .symbol(by: .value("Kind", \.kind))
        }
        let scene = try scene(chart)
        let nodes = leaves(scene.nodes).compactMap { if case let .symbols(s) = $0 { s } else { nil } }
        #expect(nodes.map(\.positions.count) == [2, 1])
        #expect(nodes.map { $0.circleDiameter != nil } == [true, false])
        #expect(nodes.map(\.paint) == [.color(.blue), .color(.green)])
        #expect(texts(scene.nodes).contains { $0.text == "Eel" })
    }

    @Test("lineStyle(by:) with a key path draws a line per value, solid then dashed")
    func lineStyleByKeyPath() throws {
        let day = Date(timeIntervalSinceReferenceDate: 0)
        let sales = [PlotSale(city: "A", day: day, amount: 1), PlotSale(city: "B", day: day, amount: 2),
                     PlotSale(city: "A", day: day.addingTimeInterval(86_400), amount: 3),
                     PlotSale(city: "B", day: day.addingTimeInterval(86_400), amount: 1)]
        let scene = try scene(Chart {
            LinePlot(sales, x: .value("Day", \.day), y: .value("Sales", \.amount)).lineStyle(by: .value("City", \.city))
        })
        let strokes = leaves(plotGroup(scene, "Line")?.children ?? []).compactMap { node -> StrokeNode? in
            if case let .stroke(s) = node { return s }
            return nil
        }
        #expect(strokes.map(\.style.dash) == [[], [6, 3]])
    }

    @Test("foregroundStyle(by:) with a plain value colors a whole plot, one color per plot")
    func plainForegroundBy() throws {
        let scene = try scene(Chart {
            LinePlot(samples, x: .value("x", \.x), y: .value("y", \.y)).foregroundStyle(by: .value("Series", "A"))
            LinePlot(samples, x: .value("x", \.x), y: .value("y", \.y)).foregroundStyle(by: .value("Series", "B"))
        })
        let strokes = objectGroups(scene.nodes).filter { $0.accessibilityLabel?.hasPrefix("Line") ?? false }
            .flatMap(\.children).compactMap { node -> StrokeNode? in
                if case let .stroke(s) = node { return s }
                return nil
            }
        #expect(strokes.map(\.paint) == [.color(.blue), .color(.green)])
        #expect(texts(scene.nodes).contains { $0.text == "B" })
    }

    @Test("a line plot with an interpolation method keeps every point and draws curves")
    func interpolatedLine() throws {
        let data = (0..<2000).map { PlotSample(x: Double($0), y: sin(Double($0) / 50)) }
        let scene = try scene(Chart { LinePlot(data, x: .value("x", \.x), y: .value("y", \.y)).interpolationMethod(.catmullRom) })
        let strokes = leaves(plotGroup(scene, "Line")?.children ?? []).compactMap { node -> StrokeNode? in
            if case let .stroke(s) = node { return s }
            return nil
        }
        let stroke = try #require(strokes.first)
        #expect(stroke.path.verbs.filter { $0 == .curve }.count == 1999)
    }

    @Test("foregroundStyle with a key path paints each row with its element's style")
    func keyPathStyles() throws {
        struct Vote { var party: String; var seats: Double; var color: Color }
        let votes = [Vote(party: "A", seats: 3, color: .red), Vote(party: "B", seats: 5, color: .green),
                     Vote(party: "C", seats: 2, color: .red)]
        let bars = try scene(Chart { BarPlot(votes, x: .value("Party", \.party), y: .value("Seats", \.seats)).foregroundStyle(\.color) })
        let fills = leaves(plotGroup(bars, "Bars")?.children ?? []).compactMap { node -> Paint? in
            if case let .fill(f) = node { return f.paint }
            return nil
        }
        #expect(fills == [.color(.red), .color(.green), .color(.red)])
        let points = try scene(Chart { PointPlot(votes, x: .value("Party", \.party), y: .value("Seats", \.seats)).foregroundStyle(\.color) })
        let nodes = leaves(points.nodes).compactMap { if case let .symbols(s) = $0 { s } else { nil } }
        // One node of every row in order, each copy in its row's style.
        #expect(nodes.map(\.positions.count) == [3])
        #expect(nodes.first.map { node in (0..<3).map(node.paint(ofCopy:)) } == [.color(.red), .color(.green), .color(.red)])
        let pie = try scene(Chart { SectorPlot(votes, angle: .value("Seats", \.seats)).foregroundStyle(\.color) })
        #expect(symbolGroups(pie.nodes).compactMap(fillColor) == [.red, .green, .red])
    }

    @Test("a point plot places Double, Float and Int columns alike, leaves out rows that are not finite, and keeps each group's rows")
    func pointPositionsByStorage() throws {
        struct D { var x: Double; var y: Double; var kind: String }
        struct F { var x: Float; var y: Float; var kind: String }
        struct I { var x: Int; var y: Int; var kind: String }
        let values = (0..<40).map { (x: $0 * 3 % 41, y: ($0 * 7) % 23, kind: $0 % 3 == 0 ? "a" : "b") }
        func positions(_ chart: some View) throws -> [[CGPoint]] {
            leaves(try scene(chart).nodes).compactMap { if case let .symbols(s) = $0 { s.positions } else { nil } }
        }
        let doubles = values.map { D(x: Double($0.x), y: Double($0.y), kind: $0.kind) }
        let expected = try positions(Chart { PointPlot(doubles, x: .value("x", \.x), y: .value("y", \.y)) })
        #expect(expected.map(\.count) == [40])
        // Linear scales: each position is a + b · value, from the first two rows' values.
        let p = try #require(expected.first)
        let bx = (p[1].x - p[0].x) / CGFloat(values[1].x - values[0].x), by = (p[1].y - p[0].y) / CGFloat(values[1].y - values[0].y)
        for (k, v) in values.enumerated() {
            #expect(abs(p[k].x - (p[0].x + bx * CGFloat(v.x - values[0].x))) < 1e-9, "x of row \(k)")
            #expect(abs(p[k].y - (p[0].y + by * CGFloat(v.y - values[0].y))) < 1e-9, "y of row \(k)")
        }
        let floats = values.map { F(x: Float($0.x), y: Float($0.y), kind: $0.kind) }
        #expect(try positions(Chart { PointPlot(floats, x: .value("x", \.x), y: .value("y", \.y)) }) == expected)
        let ints = values.map { I(x: $0.x, y: $0.y, kind: $0.kind) }
        #expect(try positions(Chart { PointPlot(ints, x: .value("x", \.x), y: .value("y", \.y)) }) == expected)
        // A NaN or infinite row draws no dot; the others stay where they were.
        var odd = doubles
        odd[5].x = .nan
        odd[9].y = .infinity
        let skipped = try positions(Chart { PointPlot(odd, x: .value("x", \.x), y: .value("y", \.y)) })
        #expect(skipped == [expected[0].enumerated().filter { $0.offset != 5 && $0.offset != 9 }.map(\.element)])
        // Split by a value: every row still in order, in its group's colour (the legend
        // below the plot shortens it, so only x is compared).
        let grouped = try scene(Chart { PointPlot(doubles, x: .value("x", \.x), y: .value("y", \.y)).foregroundStyle(by: .value("Kind", \.kind)) })
        let node = try #require(symbolsNodes(grouped.nodes).first)
        #expect(symbolsNodes(grouped.nodes).count == 1)
        #expect(node.positions.map(\.x) == p.map(\.x))
        let paints = values.indices.map(node.paint(ofCopy:))
        #expect(Set(paints).count == 2)
        #expect(values.indices.allSatisfy { paints[$0] == paints[values[$0].kind == "a" ? 0 : 1] })
    }

    @Test("a constant projection puts every row at one value")
    func constantProjection() throws {
        let layout = Chart { PointPlot(samples, x: .value("x", \.x), y: .value("y", 5.0)) }
            .layout(size: CGSize(width: 400, height: 300), environment: EnvironmentValues())
        let domain = try #require(layout.yAxis?.domain)
        #expect(domain.lower == 0 && domain.upper == 5)
    }
}

@Suite("Vectorized plots in every format")
struct VectorizedPlotFormatTests {
    @Test("a scatter of 20,000 points is one compact SVG path, and renders to PNG, PDF and HTML")
    func scatterInEveryFormat() throws {
        let points = (0..<20_000).map { i in PlotSample(x: Double(i % 200), y: Double((i * 37) % 101)) }
        let chart = Chart { PointPlot(points, x: .value("x", \.x), y: .value("y", \.y)).symbolSize(4) }
            .frame(width: 400, height: 300)
        let renderer = ImageRenderer(content: chart)
        let svg = try renderer.svg()
        #expect(svg.components(separatedBy: "h0").count - 1 == 20_000)
        #expect(svg.utf8.count < 20_000 * 16 + 20_000)
        let png = try renderer.png()
        #expect(png.count > 1000)
        let pdf = try renderer.pdf()
        #expect(pdf.count > 1000)
        let html = try renderer.html()
        #expect(html.contains("stroke-linecap=\"round\""))
        #expect(html.components(separatedBy: "h0").count - 1 == 20_000)
    }
}

@Suite("README: vectorized plots")
struct ReadmePlotsTests {
    struct Reading { var time: Date; var level: Double }
    struct Alert { var time: Date; var level: Double; var kind: String }

    @Test("the README's line and point plots draw a line, two colors of points and a legend")
    func readmeSnippet() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let readings = (0..<10_000).map { Reading(time: start.addingTimeInterval(Double($0) * 60), level: sin(Double($0) / 500)) }
        let alerts = [Alert(time: start.addingTimeInterval(6_000), level: 0.99, kind: "High"),
                      Alert(time: start.addingTimeInterval(300_000), level: -0.99, kind: "Low")]
        let chart = Chart {
            LinePlot(readings, x: .value("Time", \.time), y: .value("Level", \.level))
            PointPlot(alerts, x: .value("Time", \.time), y: .value("Level", \.level))
                .foregroundStyle(by: .value("Kind", \.kind))
        }
        let scene = try scene(chart)
        let symbols = leaves(scene.nodes).compactMap { if case let .symbols(s) = $0 { s } else { nil } }
        // One node of both alerts in row order, each in its kind's colour.
        #expect(symbols.count == 1)
        #expect(symbols.first.map { [$0.paint(ofCopy: 0), $0.paint(ofCopy: 1)] } == [.color(.blue), .color(.green)])
        #expect(plotGroup(scene, "Line, 10000 points") != nil)
        #expect(texts(scene.nodes).contains { $0.text == "High" })
    }
}

@Suite("Vectorized plots with bad input")
struct VectorizedPlotBadInputTests {
    @Test("empty, all-NaN, single-row and infinite-domain plots draw without trapping, every coordinate finite")
    func degenerateData() throws {
        let cases: [[PlotSample]] = [
            [], [PlotSample(x: .nan, y: .nan)], [PlotSample(x: 1, y: 1)],
            [PlotSample(x: -.greatestFiniteMagnitude, y: 0), PlotSample(x: .greatestFiniteMagnitude, y: 1)],
            (0..<50).map { PlotSample(x: 5, y: Double($0)) },
        ]
        for data in cases {
            let chart = Chart {
                LinePlot(data, x: .value("x", \.x), y: .value("y", \.y))
                PointPlot(data, x: .value("x", \.x), y: .value("y", \.y))
                BarPlot(data, x: .value("x", \.x), y: .value("y", \.y))
                AreaPlot(data, x: .value("x", \.x), y: .value("y", \.y))
                RulePlot(data, x: .value("x", \.x), yStart: .value("y", \.y), yEnd: .value("y", 0.0))
            }
            let nodes = leaves(try scene(chart).nodes)
            for node in nodes {
                switch node {
                case let .fill(f): #expect(f.path.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
                case let .stroke(s): #expect(s.path.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
                case let .symbols(s): #expect(s.positions.allSatisfy { $0.x.isFinite && $0.y.isFinite })
                default: break
                }
            }
            _ = try ImageRenderer(content: chart.frame(width: 200, height: 150)).png()
        }
    }

    @Test("a function that is NaN everywhere, or over an empty or infinite domain, draws nothing")
    func degenerateFunctions() throws {
        for domain in [0.0...0.0, 1.0...1.0, -Double.infinity...0] {
            let chart = Chart {
                LinePlot(x: "x", y: "y", domain: domain) { _ in .nan }
                AreaPlot(x: "x", y: "y", domain: domain) { $0 }
            }
            #expect(leaves(try scene(chart).nodes).allSatisfy { node in
                if case let .stroke(s) = node { return s.path.points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
                return true
            })
        }
    }
}

/// A long line plot whose selected x shows a rule.
private struct SelectableWalk: View {
    @Binding var selected: Double?
    let data: [PlotSample]

    var body: some View {
        Chart {
            LinePlot(data, x: .value("x", \.x), y: .value("y", \.y))
            if let selected { RuleMark(x: .value("x", selected)) }
        }
        .chartXSelection(value: $selected)
    }
}

@Suite("Vectorized plots in interactive HTML")
struct VectorizedPlotInteractionTests {
    @Test("a 20,000-point line plot with x selection has up to a state per pixel column, each with its rule")
    func lineWithSelection() throws {
        @State var selected: Double?
        let data = (0..<20_000).map { PlotSample(x: Double($0), y: sin(Double($0) / 3000)) }
        let view = SelectableWalk(selected: $selected, data: data)
        let interactive = try view.makeInteractiveScene(proposal: ProposedSize(width: 400, height: 300))
        // Up to a state per pixel column, until the states' changes reach the node limit.
        #expect(interactive.states.count > 100 && interactive.states.count <= 400, "\(interactive.states.count) states")
        #expect(interactive.states.allSatisfy { !$0.changes.isEmpty })
        let html = try ImageRenderer(content: view.frame(width: 400, height: 300)).html()
        #expect(html.contains("<script"))
        #expect(html.utf8.count < 2_000_000)
    }
}
