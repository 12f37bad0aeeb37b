import Foundation
import Testing
import OpenChartsCore
import OpenChartsRender
import OpenChartsViews
@testable import OpenChartsCharts

/// How a chart of marks is gathered: modifiers as data, a style shared by the marks made
/// under the same modifiers, every kind of collection a `ForEach` walks, and scenes for
/// outputs that read no labels.
@Suite("Collecting marks")
struct MarkCollectionTests {
    @Test("the marks of a ForEach under the same modifiers share one style, with every modifier's value")
    func sharedStyle() {
        let chart = Chart(0..<200, id: \.self) { (i: Int) in
            LineMark(x: .value("x", Double(i)), y: .value("y", Double(i % 7)))
                .lineStyle(StrokeStyle(lineWidth: 3, dash: [2, 1]))
                .interpolationMethod(.monotone)
                .opacity(0.5)
        }
        let marks = collect(chart)
        #expect(marks.count == 200)
        #expect(marks.allSatisfy { $0.style.isIdentical(to: marks[0].style) })
        #expect(marks[0].style.lineStyle == StrokeStyle(lineWidth: 3, dash: [2, 1]))
        #expect(marks[0].style.interpolation == .monotone)
        #expect(marks[0].style.opacity == 0.5)
        #expect(marks.map(\.order) == Array(0..<200))
    }

    @Test("a modifier whose value changes from mark to mark gives each mark its own value")
    func changingValues() {
        let names = ["a", "a", "b", "a", "c", "c"]
        let chart = Chart(names.indices, id: \.self) { (i: Int) in
            PointMark(x: .value("x", Double(i)), y: .value("y", 1.0))
                .foregroundStyle(by: .value("Name", names[i]))
                .symbolSize(CGFloat(10 + i))
                .offset(x: CGFloat(i))
        }
        let marks = collect(chart)
        #expect(marks.map { $0.style.foregroundBy?.start } == names.map { ChartPrimitive.string($0) })
        #expect(marks.map { $0.style.symbolSize?.width } == names.indices.map { CGFloat(10 + $0).squareRoot() })
        #expect(marks.map(\.style.offset.xStart) == names.indices.map { CGFloat($0) })
        // Neighbours with the same name share a style only when every modifier agrees too.
        #expect(!marks[0].style.isIdentical(to: marks[1].style))
    }

    @Test("opacities multiply and offsets add through nested modifiers, for every mark alike")
    func nestedModifiers() {
        let chart = Chart {
            ForEach(0..<50, id: \.self) { (i: Int) in
                BarMark(x: .value("x", "\(i)"), y: .value("y", Double(i)))
                    .opacity(0.5)
                    .offset(y: 2)
            }
            .opacity(0.5)
            .offset(y: 3)
        }
        let marks = collect(chart)
        #expect(marks.count == 50)
        #expect(marks.allSatisfy { $0.style.opacity == 0.25 && $0.style.offset.yStart == 5 && $0.style.offset.yEnd == 5 })
        #expect(marks.allSatisfy { $0.style.isIdentical(to: marks[0].style) })
    }

    @Test("annotations, whose content is a closure, are never taken from another mark")
    func annotationsStayOwn() {
        let chart = Chart(0..<3, id: \.self) { (i: Int) in
            BarMark(x: .value("x", "\(i)"), y: .value("y", 1.0))
                .annotation { Text("label \(i)") }
        }
        let marks = collect(chart)
        #expect(marks.map(\.style.annotations.count) == [1, 1, 1])
        #expect(!marks[0].style.isIdentical(to: marks[1].style))
    }

    @Test("a style edit is the same as another only when both make the same change")
    func sameEdits() {
        #expect(StyleEdit.foreground(Color.red).isSame(as: .foreground(Color.red)))
        #expect(!StyleEdit.foreground(Color.red).isSame(as: .foreground(Color.blue)))
        #expect(StyleEdit.foreground(ForegroundStyle()).isSame(as: .foreground(ForegroundStyle())))
        #expect(!StyleEdit.foreground(Color.red).isSame(as: .foreground(ForegroundStyle())))
        #expect(StyleEdit.symbolSize(CGSize(width: 2, height: 2)).isSame(as: .symbolSize(CGSize(width: 2, height: 2))))
        #expect(!StyleEdit.opacity(0.5).isSame(as: .zIndex(0.5)))
        #expect(StyleEdit.symbol(AnyChartSymbolShape(BasicChartSymbolShape.circle))
            .isSame(as: .symbol(AnyChartSymbolShape(BasicChartSymbolShape.circle))))
        // Shapes of the user's own types cannot be compared.
        #expect(!StyleEdit.symbol(AnyChartSymbolShape(Circle())).isSame(as: .symbol(AnyChartSymbolShape(Circle()))))
    }

    @Test("a ForEach gathers marks in order from ranges, arrays, slices and collections without storage")
    func everyCollection() {
        let values = (0..<20).map(Double.init)
        func xs<C: ChartContent>(_ chart: Chart<C>) -> [Double] { collect(chart).compactMap { $0.x.channel?.start.numeric } }
        let range = Chart(3..<9, id: \.self) { (i: Int) in PointMark(x: .value("x", values[i]), y: .value("y", 0.0)) }
        let array = Chart(values, id: \.self) { (v: Double) in PointMark(x: .value("x", v), y: .value("y", 0.0)) }
        let slice = Chart(values[4..<7], id: \.self) { (v: Double) in PointMark(x: .value("x", v), y: .value("y", 0.0)) }
        let reversed = Chart(values.reversed(), id: \.self) { (v: Double) in PointMark(x: .value("x", v), y: .value("y", 0.0)) }
        let mapped = Chart((0..<5).lazy.map { Double($0) * 2 }, id: \.self) { (v: Double) in
            PointMark(x: .value("x", v), y: .value("y", 0.0))
        }
        #expect(xs(range) == [3, 4, 5, 6, 7, 8])
        #expect(xs(array) == values)
        #expect(xs(slice) == [4, 5, 6])
        #expect(xs(reversed) == values.reversed())
        #expect(xs(mapped) == [0, 2, 4, 6, 8])
    }

    @Test("a copy of a mark record changed on its own leaves the original as it was")
    func recordsAreValues() {
        var first = MarkRecord(kind: .bar, style: MarkStyle(),
                               channels: MarkRecord.Channels(x: .data(ChannelValue(label: "x", start: .number(1), end: nil, isBin: false))))
        var second = first
        second.x = .pixels(start: 4, end: nil)
        second.width = .fixed(3)
        first.style.opacity = 0.5
        #expect(first.x.channel?.start == .number(1) && first.width == .automatic)
        #expect(second.x.channel == nil && second.width == .fixed(3))
        #expect(second.style.opacity == 1)
    }

    @Test("for PNG and PDF the point marks are one symbols node and draw the labelled scene's pixels")
    func unlabelledScene() throws {
        let chart = Chart(0..<500, id: \.self) { (i: Int) in
            PointMark(x: .value("x", Double((i * 37) % 101)), y: .value("y", Double((i * 13) % 61)))
                .foregroundStyle(by: .value("Half", i < 250 ? "first" : "second"))
        }
        .frame(width: 400, height: 300)
        let labelled = try ImageRenderer(content: chart).scene()
        let unlabelled = try SceneRendering.$readsAccessibilityLabels.withValue(false) { try ImageRenderer(content: chart).scene() }
        #expect(symbolGroups(labelled.nodes).count == 500)
        #expect(symbolGroups(unlabelled.nodes).isEmpty)
        // One node of both colours, its copies in the marks' order.
        let joined = symbolsNodes(unlabelled.nodes)
        #expect(joined.map(\.positions.count) == [500])
        let paints = joined.first.map { node in (0..<500).map(node.paint(ofCopy:)) } ?? []
        #expect(Set(paints[..<250]).count == 1 && Set(paints[250...]).count == 1 && paints[0] != paints[250])
        #expect(joined.flatMap(\.positions) == symbolsNodes(labelled.nodes).flatMap(\.positions))
        let rasterizer = SceneRasterizer()
        #expect(try rasterizer.render(labelled).data == rasterizer.render(unlabelled).data)
        // The PNG and PDF writers are handed the unlabelled scene. The labelled one, handed to
        // them as it is, gives the same PNG, and a larger PDF of the same drawing (a group and
        // a placement a mark).
        #expect(try ImageRenderer(content: chart).png() == ImageRenderer(content: labelled).png())
        #expect(try ImageRenderer(content: chart).pdf().count < ImageRenderer(content: labelled).pdf().count)
    }

    @Test("runs of point marks keep the order of everything drawn among them: colours, fades, gradients, z, plots, bars")
    func unlabelledOrder() throws {
        let rows = (0..<12).map { PlotSample(x: Double($0), y: Double($0 % 5)) }
        let chart = Chart {
            ForEach(0..<60, id: \.self) { (i: Int) in
                PointMark(x: .value("x", Double(i % 12)), y: .value("y", Double(i % 5)))
                    .symbolSize(400)
                    .foregroundStyle(i % 3 == 0 ? Color.red : Color.blue)
                    .opacity(i % 7 == 0 ? 0.5 : 1)
                    .zIndex(i % 11 == 0 ? 1 : 0)
            }
            // Drawn between the marks before it and after it, though the first after it (a blue
            // circle of 400) draws like the last before it.
            PointPlot(rows, x: .value("x", \PlotSample.x), y: .value("y", \PlotSample.y)).symbolSize(200).foregroundStyle(Color.black)
            ForEach(0..<30, id: \.self) { (i: Int) in
                PointMark(x: .value("x", Double(i % 12) + 0.1), y: .value("y", Double(i % 5) + 0.1))
                    .symbolSize(400).symbol(i % 2 == 0 ? .circle : .square).foregroundStyle(Color.blue)
            }
            PointMark(x: .value("x", 3.2), y: .value("y", 2.2)).symbolSize(900)
                .foregroundStyle(LinearGradient(colors: [.green, .orange], startPoint: .top, endPoint: .bottom))
            BarMark(x: .value("x", 5.0), yStart: .value("y", 0.0), yEnd: .value("y", 3.0), width: 30).foregroundStyle(Color.gray)
        }
        .frame(width: 400, height: 300)
        let labelled = try ImageRenderer(content: chart).scene()
        let unlabelled = try SceneRendering.$readsAccessibilityLabels.withValue(false) { try ImageRenderer(content: chart).scene() }
        #expect(symbolsNodes(unlabelled.nodes).count < symbolsNodes(labelled.nodes).count)
        let rasterizer = SceneRasterizer()
        #expect(try rasterizer.render(labelled).data == rasterizer.render(unlabelled).data)
    }

    @Test("a faded mark keeps its group where no labels are read, and a line's marks draw no empty groups")
    func unlabelledGroups() throws {
        let chart = Chart {
            PointMark(x: .value("x", 1.0), y: .value("y", 1.0)).opacity(0.5)
            PointMark(x: .value("x", 2.0), y: .value("y", 2.0))
            ForEach(0..<10, id: \.self) { (i: Int) in LineMark(x: .value("x", Double(i)), y: .value("y", Double(i))) }
        }
        let nodes = try SceneRendering.$readsAccessibilityLabels.withValue(false) { try scene(chart) }.nodes
        let faded = allGroups(nodes).filter { $0.opacity == 0.5 }
        #expect(faded.count == 1 && faded.first?.children.count == 1)
        #expect(!allGroups(nodes).contains { $0.children.isEmpty })
    }

    /// Every group in `nodes`, depth first.
    func allGroups(_ nodes: [SceneNode]) -> [GroupNode] {
        nodes.flatMap { node -> [GroupNode] in
            guard case .group(let group) = node else { return [] }
            return [group] + allGroups(group.children)
        }
    }
}
