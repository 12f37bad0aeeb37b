import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsRender
import OpenChartsViews
import Testing

/// The drawn nodes under `nodes`, groups opened and rectangles nodes as the fills they
/// stand for.
private func leaves(_ nodes: [SceneNode]) -> [SceneNode] {
    nodes.flatMap { node -> [SceneNode] in
        if case let .group(group) = node { return leaves(group.children) }
        if case let .rectangles(rectangles) = node { return rectangles.expanded() }
        return [node]
    }
}

/// The plot's group (the first object group labelled with `prefix`).
private func plotGroup(_ scene: Scene, _ prefix: String) -> GroupNode? {
    objectGroups(scene.nodes).first { $0.accessibilityLabel?.hasPrefix(prefix) ?? false }
}

private func fills(_ scene: Scene, _ prefix: String) -> [FillNode] {
    leaves(plotGroup(scene, prefix)?.children ?? []).compactMap { if case let .fill(f) = $0 { f } else { nil } }
}

private func strokes(_ scene: Scene, _ prefix: String) -> [StrokeNode] {
    leaves(plotGroup(scene, prefix)?.children ?? []).compactMap { if case let .stroke(s) = $0 { s } else { nil } }
}

struct CitySale {
    var month: String
    var city: String
    var amount: Double
    var alpha: CGFloat = 1
    var label: String = ""
    var hidden = false
}

@Suite("Vectorized plots' key-path modifiers: opacity, lineStyle, position(by:), accessibility")
struct PlotKeyPathModifierTests {
    let sales = [CitySale(month: "Jan", city: "A", amount: 3, alpha: 0.5, label: "Jan A"),
                 CitySale(month: "Jan", city: "B", amount: 5, alpha: 1, label: "Jan B"),
                 CitySale(month: "Feb", city: "A", amount: 2, alpha: 0.25, label: "Feb A", hidden: true),
                 CitySale(month: "Feb", city: "B", amount: 4, alpha: 0.75, label: "Feb B")]

    // MARK: - opacity

    @Test("opacity with a key path draws each bar at its element's opacity, in one rectangles node")
    func barOpacity() throws {
        let s = try scene(Chart { BarPlot(sales, x: .value("Month", \.month), y: .value("Amount", \.amount)).opacity(\.alpha) })
        #expect(fills(s, "Bars").map(\.paint) == sales.map { .color(Color.blue.fading(by: Double($0.alpha))) })
        #expect(fills(s, "Bars")[0].paint == .color(Color.blue.opacity(0.5)))
        // Solid colours with square corners still join one node.
        let nodes = plotGroup(s, "Bars")?.children ?? []
        #expect(nodes.count == 1 && { if case .rectangles = nodes[0] { true } else { false } }())
    }

    @Test("opacity that is NaN draws the row opaque; below 0 or above 1 is clamped")
    func badOpacity() throws {
        struct Row { var x: Double; var y: Double; var alpha: CGFloat }
        let rows = [Row(x: 0, y: 1, alpha: .nan), Row(x: 1, y: 2, alpha: -3), Row(x: 2, y: 3, alpha: 7),
                    Row(x: 3, y: 4, alpha: .infinity), Row(x: 4, y: 5, alpha: -.infinity)]
        let s = try scene(Chart { PointPlot(rows, x: .value("x", \.x), y: .value("y", \.y)).opacity(\.alpha) })
        let node = try #require(symbolsNodes(s.nodes).first)
        #expect(node.positions.count == 5)
        #expect((0..<5).map(node.paint(ofCopy:)) == [.color(.blue), .color(Color.blue.opacity(0)), .color(.blue), .color(.blue),
                                                      .color(Color.blue.opacity(0))])
    }

    @Test("opacity combines with foregroundStyle's key path, and fades a gradient's stops")
    func opacityWithStyles() throws {
        struct Row { var x: String; var y: Double; var color: Color; var alpha: CGFloat }
        let rows = [Row(x: "a", y: 1, color: .red, alpha: 0.5), Row(x: "b", y: 2, color: .green, alpha: 1)]
        let s = try scene(Chart { BarPlot(rows, x: .value("x", \.x), y: .value("y", \.y)).foregroundStyle(\.color).opacity(\.alpha) })
        #expect(fills(s, "Bars").map(\.paint) == [.color(Color.red.opacity(0.5)), .color(.green)])
        let gradient = try scene(Chart {
            BarPlot(rows, x: .value("x", \.x), y: .value("y", \.y)).opacity(\.alpha).foregroundStyle(Color.blue.gradient)
        })
        let paints = fills(gradient, "Bars").map(\.paint)
        #expect(paints.count == 2)
        guard case let .linearGradient(faded) = paints[0], case let .linearGradient(full) = paints[1] else {
            Issue.record("bars of a gradient style are not gradients: \(paints)")
            return
        }
        #expect(faded.stops.map(\.color) == full.stops.map { $0.color.opacity(0.5) })
    }

    @Test("a line and an area take each series' first element's opacity")
    func seriesOpacity() throws {
        let line = try scene(Chart { LinePlot(sales, x: .value("Month", \.month), y: .value("Amount", \.amount)).foregroundStyle(by: .value("City", \.city)).opacity(\.alpha) })
        let paints = strokes(line, "Line").map(\.paint)
        #expect(paints.count == 2)
        guard case let .color(a) = paints[0], case let .color(b) = paints[1] else { return }
        #expect(a.light.alpha == 0.5 && b.light.alpha == 1)
        let area = try scene(Chart { AreaPlot(sales, x: .value("Month", \.month), y: .value("Amount", \.amount)).opacity(\.alpha) })
        #expect(fills(area, "Area").map(\.paint) == [.color(Color.blue.opacity(0.5))])
    }

    @Test("opacity on rules by the thousand keeps them one rectangles node, faded row by row")
    func manyRules() throws {
        struct Row { var x: Double; var alpha: CGFloat }
        let rows = (0..<1_500).map { Row(x: Double($0), alpha: $0 % 2 == 0 ? 0.5 : 1) }
        let s = try scene(Chart { RulePlot(rows, x: .value("x", \.x), yStart: 0, yEnd: 100).opacity(\.alpha) })
        let nodes = plotGroup(s, "Rules")?.children ?? []
        #expect(nodes.count == 1)
        let paints = fills(s, "Rules").map(\.paint)
        #expect(paints.count == 1_500)
        #expect(paints[0] == .color(Color.blue.opacity(0.5)) && paints[1] == .color(.blue))
    }

    // MARK: - lineStyle

    @Test("lineStyle with a key path strokes each rule with its element's style; a width that is not finite is the default's")
    func ruleStyles() throws {
        struct Row { var y: Double; var stroke: StrokeStyle }
        let rows = [Row(y: 1, stroke: StrokeStyle(lineWidth: 3, dash: [4, 2])), Row(y: 2, stroke: StrokeStyle(lineWidth: .nan)),
                    Row(y: 3, stroke: StrokeStyle(lineWidth: -2))]
        let s = try scene(Chart { RulePlot(rows, xStart: nil, xEnd: nil, y: .value("y", \.y)).lineStyle(\.stroke) })
        let styles = strokes(s, "Rules").map(\.style)
        #expect(styles.count == 3)
        #expect(styles[0] == StrokeStyle(lineWidth: 3, dash: [4, 2]))
        #expect(styles[1].lineWidth == ChartTheme.ruleWidth && styles[2].lineWidth == ChartTheme.ruleWidth)
    }

    @Test("lineStyle with a key path strokes rules by the thousand one by one, each its own")
    func manyRuleStyles() throws {
        struct Row { var x: Double; var stroke: StrokeStyle }
        let rows = (0..<1_200).map { Row(x: Double($0), stroke: StrokeStyle(lineWidth: $0 % 2 == 0 ? 1 : 2)) }
        let s = try scene(Chart { RulePlot(rows, x: .value("x", \.x), yStart: 0, yEnd: 10).lineStyle(\.stroke) })
        let widths = strokes(s, "Rules").map(\.style.lineWidth)
        #expect(widths.count == 1_200 && widths[0] == 1 && widths[1] == 2)
    }

    @Test("a line takes its first element's stroke, which wins over lineStyle(by:)'s dashes")
    func lineStroke() throws {
        struct Row { var x: Double; var y: Double; var kind: String; var stroke: StrokeStyle }
        let rows = [Row(x: 0, y: 0, kind: "a", stroke: StrokeStyle(lineWidth: 4)), Row(x: 1, y: 1, kind: "a", stroke: StrokeStyle(lineWidth: 9)),
                    Row(x: 0, y: 1, kind: "b", stroke: StrokeStyle(lineWidth: 1, dash: [2, 2])), Row(x: 1, y: 2, kind: "b", stroke: StrokeStyle(lineWidth: 1))]
        let s = try scene(Chart { LinePlot(rows, x: .value("x", \.x), y: .value("y", \.y)).lineStyle(by: .value("Kind", \.kind)).lineStyle(\.stroke) })
        #expect(strokes(s, "Line").map(\.style) == [StrokeStyle(lineWidth: 4), StrokeStyle(lineWidth: 1, dash: [2, 2])])
    }

    // MARK: - position(by:)

    @Test("position(by:) places a bar plot's bars side by side exactly as bar marks' position(by:)")
    func dodgedMatchesMarks() throws {
        let plotted = try scene(Chart { BarPlot(sales, x: .value("Month", \.month), y: .value("Amount", \.amount)).position(by: .value("City", \.city)) })
        let marked = try scene(Chart(sales.indices, id: \.self) { i in
            BarMark(x: .value("Month", sales[i].month), y: .value("Amount", sales[i].amount)).position(by: .value("City", sales[i].city))
        })
        let a = fills(plotted, "Bars").map(\.path.boundingRect)
        let b = leaves(marked.nodes).compactMap { node -> CGRect? in
            if case let .fill(f) = node, f.paint == .color(.blue) { return f.path.boundingRect }
            return nil
        }
        #expect(a.count == 4 && b.count == 4)
        for (p, m) in zip(a, b) {
            #expect(close(p.minX, m.minX) && close(p.maxX, m.maxX) && close(p.minY, m.minY) && close(p.maxY, m.maxY))
        }
        // Side by side: the two bars of a month do not overlap.
        #expect(a[0].maxX <= a[1].minX + 1e-9)
    }

    @Test("position(by:) stacks bars of one slot only, on horizontal bars too; a span narrows the group")
    func dodgedStacks() throws {
        let rows = sales + [CitySale(month: "Jan", city: "A", amount: 1)]
        let proxy = try Chart { BarPlot(rows, x: .value("Amount", \.amount), y: .value("Month", \.month)).position(by: .value("City", \.city)) }
            .chartProxy()
        let s = try scene(Chart { BarPlot(rows, x: .value("Amount", \.amount), y: .value("Month", \.month)).position(by: .value("City", \.city)) })
        let rects = fills(s, "Bars").map(\.path.boundingRect)
        #expect(rects.count == 5)
        // The proxy's positions are from the plot's leading edge.
        let left = proxy.plotRect.minX
        let zero = try #require(proxy.position(forX: 0.0)) + left, three = try #require(proxy.position(forX: 3.0)) + left
        let four = try #require(proxy.position(forX: 4.0)) + left
        // Jan A's second bar (1) sits on the first (3) in the same slot: from 3 to 4.
        #expect(close(rects[4].minY, rects[0].minY) && close(rects[4].minX, three) && close(rects[4].maxX, four))
        // Jan B stands in the other slot, from zero.
        #expect(rects[1].minY >= rects[0].maxY - 1e-9 && close(rects[1].minX, zero))
        // A span is a ratio of the band's step, as for marks.
        let narrow = try scene(Chart { BarPlot(sales, x: .value("Month", \.month), y: .value("Amount", \.amount)).position(by: .value("City", \.city), span: .ratio(0.5)) })
        let marked = try scene(Chart(sales.indices, id: \.self) { i in
            BarMark(x: .value("Month", sales[i].month), y: .value("Amount", sales[i].amount)).position(by: .value("City", sales[i].city), span: .ratio(0.5))
        })
        let markWidths = leaves(marked.nodes).compactMap { node -> CGFloat? in
            if case let .fill(f) = node, f.paint == .color(.blue) { return f.path.boundingRect.width }
            return nil
        }
        let widths = fills(narrow, "Bars").map(\.path.boundingRect.width)
        #expect(widths.count == 4 && zip(widths, markWidths).allSatisfy { close($0, $1) })
        let wide = fills(try scene(Chart { BarPlot(sales, x: .value("Month", \.month), y: .value("Amount", \.amount)).position(by: .value("City", \.city)) }), "Bars")
        #expect(widths[0] < wide[0].path.boundingRect.width)
    }

    @Test("position(by:) skips rows whose value is not finite, and the other axis leaves bars as they are")
    func dodgedBadInput() throws {
        struct Row { var x: String; var y: Double; var slot: Double }
        let rows = [Row(x: "a", y: 1, slot: 0), Row(x: "a", y: 2, slot: .nan), Row(x: "a", y: 3, slot: 1), Row(x: "b", y: 1, slot: .infinity)]
        let s = try scene(Chart { BarPlot(rows, x: .value("x", \.x), y: .value("y", \.y)).position(by: .value("Slot", \.slot)) })
        let rects = fills(s, "Bars").map(\.path.boundingRect)
        #expect(rects.count == 2)
        #expect(rects.allSatisfy { $0.minX.isFinite && $0.width > 0 })
        let across = try scene(Chart { BarPlot(sales, x: .value("Month", \.month), y: .value("Amount", \.amount)).position(by: .value("City", \.city), axis: .vertical) })
        let stacked = try scene(Chart { BarPlot(sales, x: .value("Month", \.month), y: .value("Amount", \.amount)) })
        #expect(fills(across, "Bars").map(\.path.boundingRect).map(\.width) == fills(stacked, "Bars").map(\.path.boundingRect).map(\.width))
        _ = try scene(Chart { BarPlot([CitySale](), x: .value("Month", \.month), y: .value("Amount", \.amount)).position(by: .value("City", \.city)) })
    }

    // MARK: - Accessibility

    @Test("accessibility labels and values with key paths make each bar an element of its own in SVG; hidden rows read nothing")
    func barAccessibility() throws {
        let chart = Chart {
            BarPlot(sales, x: .value("Month", \.month), y: .value("Amount", \.amount))
                .accessibilityLabel(\.label).accessibilityValue(\.city).accessibilityHidden(\.hidden)
        }
        let s = try scene(chart)
        let labels = symbolGroups(s.nodes).compactMap(\.accessibilityLabel)
        #expect(labels == ["Jan A, A", "Jan B, B", "Feb B, B"])
        let svg = try ImageRenderer(content: chart).svg()
        #expect(svg.contains("aria-label=\"Jan A, A\"") && svg.contains("aria-label=\"Feb B, B\""))
        #expect(!svg.contains("Feb A"))
        // The picture is the same as without the labels.
        #expect(fills(s, "Bars").map(\.path.boundingRect)
            == fills(try scene(Chart { BarPlot(sales, x: .value("Month", \.month), y: .value("Amount", \.amount)) }), "Bars").map(\.path.boundingRect))
    }

    @Test("where no labels are read (PNG, PDF), labelled bars stay one rectangles node")
    func unreadLabels() throws {
        let chart = Chart { BarPlot(sales, x: .value("Month", \.month), y: .value("Amount", \.amount)).accessibilityLabel(\.label) }
        let s = try SceneRendering.$readsAccessibilityLabels.withValue(false) { try ImageRenderer(content: chart).scene() }
        #expect(symbolGroups(s.nodes).isEmpty)
        _ = try ImageRenderer(content: chart).png()
    }

    @Test("points and rules read their labels one by one; Text and LocalizedStringKey labels read their strings")
    func pointAndRuleAccessibility() throws {
        struct Row { var x: Double; var y: Double; var text: Text; var key: LocalizedStringKey }
        let rows = [Row(x: 0, y: 1, text: Text("first"), key: "one"), Row(x: 1, y: .nan, text: Text("gone"), key: "none"),
                    Row(x: 2, y: 3, text: Text("third"), key: "three")]
        let points = try scene(Chart { PointPlot(rows, x: .value("x", \.x), y: .value("y", \.y)).accessibilityLabel(\.text).accessibilityValue(\.key) })
        #expect(symbolGroups(points.nodes).compactMap(\.accessibilityLabel) == ["first, one", "third, three"])
        let rules = try scene(Chart { RulePlot(rows, x: .value("x", \.x), yStart: 0, yEnd: 1).accessibilityLabel(\.key) })
        #expect(symbolGroups(rules.nodes).compactMap(\.accessibilityLabel) == ["one", "none", "three"])
    }

    @Test("labelled points keep their own sizes: each point its own element at its row's symbol size")
    func labelledSizes() throws {
        struct Row { var x: Double; var y: Double; var area: CGFloat; var name: String }
        let rows = [Row(x: 0, y: 1, area: 16, name: "small"), Row(x: 1, y: 2, area: 0, name: "none"), Row(x: 2, y: 3, area: 100, name: "large")]
        let chart = Chart {
            PointPlot(rows, x: .value("x", \.x), y: .value("y", \.y)).symbolSize(\.area).accessibilityLabel(\.name)
        }
        let groups = symbolGroups(try scene(chart).nodes)
        #expect(groups.compactMap(\.accessibilityLabel) == ["small", "large"])
        let widths = groups.flatMap { leaves($0.children) }.compactMap { node -> CGFloat? in
            if case let .symbols(symbols) = node { symbols.shape.boundingRect.width } else { nil }
        }
        #expect(widths.count == 2 && abs(widths[0] - 4) < 1e-6 && abs(widths[1] - 10) < 1e-6)
    }

    @Test("a plot whose every row is hidden reads nothing, as accessibilityHidden(true)")
    func allHidden() throws {
        struct Row { var x: Double; var y: Double; var hidden: Bool }
        let rows = [Row(x: 0, y: 1, hidden: true), Row(x: 1, y: 2, hidden: true)]
        let s = try scene(Chart { LinePlot(rows, x: .value("x", \.x), y: .value("y", \.y)).accessibilityHidden(\.hidden) })
        #expect(plotGroup(s, "Line") == nil)
        let shown = try scene(Chart { LinePlot(rows, x: .value("x", \.x), y: .value("y", \.y)) })
        #expect(plotGroup(shown, "Line") != nil)
    }

    @Test("a sector plot's sectors take their element's opacity (NaN opaque) and read their labels; hidden ones read nothing")
    func sectors() throws {
        struct Slice { var name: String; var share: Double; var alpha: CGFloat; var hidden: Bool }
        let slices = [Slice(name: "Cats", share: 3, alpha: 0.5, hidden: false), Slice(name: "Dogs", share: 2, alpha: .nan, hidden: false),
                      Slice(name: "Fish", share: 1, alpha: 2, hidden: true)]
        let chart = Chart {
            SectorPlot(slices, angle: .value("Share", \.share))
                .opacity(\.alpha).accessibilityLabel(\.name).accessibilityValue(\.name).accessibilityHidden(\.hidden)
        }
        let s = try scene(chart)
        let groups = symbolGroups(s.nodes)
        #expect(groups.compactMap(\.accessibilityLabel) == ["Cats, Cats", "Dogs, Dogs"])
        let all = try SceneRendering.$readsAccessibilityLabels.withValue(false) { try ImageRenderer(content: chart).scene() }
        func opacities(_ nodes: [SceneNode]) -> [Double] {
            nodes.flatMap { node -> [Double] in
                guard case let .group(g) = node else { return [] }
                return (g.opacity < 1 ? [g.opacity] : []) + opacities(g.children)
            }
        }
        #expect(opacities(all.nodes) == [0.5])
    }

    @Test("every key-path modifier on empty data draws nothing and does not trap")
    func emptyData() throws {
        let none = [CitySale]()
        struct Row { var x: Double; var stroke: StrokeStyle }
        _ = try ImageRenderer(content: Chart {
            BarPlot(none, x: .value("Month", \.month), y: .value("Amount", \.amount))
                .opacity(\.alpha).accessibilityLabel(\.label).accessibilityHidden(\.hidden).position(by: .value("City", \.city))
            PointPlot(none, x: .value("Month", \.month), y: .value("Amount", \.amount)).opacity(\.alpha).accessibilityValue(\.label)
            RulePlot([Row](), x: .value("x", \.x), yStart: 0, yEnd: 1).lineStyle(\.stroke)
        }).svg()
    }
}
