import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsViews
import Testing

/// The text nodes in `nodes` with their origins in the scene's coordinates (group
/// translations applied), depth first.
private func placedTexts(_ nodes: [SceneNode], _ transform: CGAffineTransform = .identity) -> [TextNode] {
    nodes.flatMap { node -> [TextNode] in
        switch node {
        case var .text(text):
            text.origin = text.origin.applying(transform)
            return [text]
        case let .group(group): return placedTexts(group.children, group.transform.concatenating(transform))
        default: return []
        }
    }
}

/// The bounding boxes of the strokes in `nodes` (ticks), in the scene's coordinates (groups only translate).
private func strokeBounds(_ nodes: [SceneNode], _ transform: CGAffineTransform = .identity) -> [CGRect] {
    nodes.flatMap { node -> [CGRect] in
        switch node {
        case let .stroke(stroke): return [stroke.path.boundingRect.offsetBy(dx: transform.tx, dy: transform.ty)]
        case let .group(group): return strokeBounds(group.children, group.transform.concatenating(transform))
        default: return []
        }
    }
}

/// The opacities of the groups in `nodes`, depth first.
private func opacities(_ nodes: [SceneNode]) -> [Double] {
    nodes.flatMap { node -> [Double] in
        if case let .group(group) = node { return [group.opacity] + opacities(group.children) }
        return []
    }
}

@Suite("chartXAxisStyle and chartYAxisStyle: the axis's ticks and labels drawn as a view")
struct AxisStyleTests {
    /// Bars whose x axis has ticks (a category axis's automatic marks are labels alone).
    let bars = Chart {
        BarMark(x: .value("Day", "Mon"), y: .value("Sales", 898))
        BarMark(x: .value("Day", "Tue"), y: .value("Sales", 412))
        BarMark(x: .value("Day", "Wed"), y: .value("Sales", 640))
    }
    .chartXAxis { AxisMarks() }

    func plot<V: View>(_ chart: V) throws -> CGRect {
        var seen: CGRect?
        _ = try scene(chart.chartBackground { proxy in
            GeometryReader { geometry in
                let _ = { seen = geometry[proxy.plotAreaFrame] }()
                Color.clear
            }
        })
        return try #require(seen)
    }

    func axis<V: View>(_ chart: V, _ label: String) throws -> GroupNode {
        try #require(object(try scene(chart), label))
    }

    @Test("the axis itself, unstyled, draws the same chart as no style")
    func identity() throws {
        #expect(try scene(bars.chartXAxisStyle { $0 }) == scene(bars))
        #expect(try scene(bars.chartYAxisStyle { $0 }) == scene(bars))
    }

    @Test("frame(height:) reserves that room below the plot and centres the labels in it")
    func frameHeight() throws {
        let plain = try plot(bars)
        let styled = bars.chartXAxisStyle { $0.frame(height: 60) }
        let framed = try plot(styled)
        #expect(close(framed.maxY, 300 - 60, 1e-6))
        #expect(framed.minY == plain.minY)
        let natural = 300 - plain.maxY
        let plainLabels = placedTexts(try axis(bars, "X axis").children)
        let labels = placedTexts(try axis(styled, "X axis").children)
        #expect(labels.map(\.text) == ["Mon", "Tue", "Wed"])
        for (a, b) in zip(plainLabels, labels) {
            #expect(close(b.origin.y - framed.maxY, a.origin.y - plain.maxY + (60 - natural) / 2))
        }
        // The ticks hang from the plot's edge, moved as the labels are.
        let ticks = strokeBounds(try axis(styled, "X axis").children)
        #expect(ticks.count == 1)
        #expect(close(try #require(ticks.first).minY, framed.maxY + (60 - natural) / 2, 1e-6))
    }

    @Test("a frame smaller than the labels' room gives the plot the difference")
    func smallFrame() throws {
        let framed = try plot(bars.chartXAxisStyle { $0.frame(height: 2) })
        #expect(close(framed.maxY, 298, 1e-6))
    }

    @Test("padding adds to the axis's room and moves its ticks and labels away from the plot")
    func padding() throws {
        let plain = try plot(bars)
        let styled = bars.chartXAxisStyle { $0.padding(.top, 10) }
        let padded = try plot(styled)
        #expect(close(padded.maxY, plain.maxY - 10))
        let plainLabels = placedTexts(try axis(bars, "X axis").children)
        let labels = placedTexts(try axis(styled, "X axis").children)
        #expect(labels.count == 3)
        for (a, b) in zip(plainLabels, labels) {
            #expect(close(b.origin.y - padded.maxY, a.origin.y - plain.maxY + 10))
            #expect(close(b.origin.x, a.origin.x))
        }
        let tick = try #require(strokeBounds(try axis(styled, "X axis").children).first)
        #expect(close(tick.minY, padded.maxY + 10))
    }

    @Test("offset moves the labels and leaves the plot where it was")
    func offset() throws {
        let plain = try plot(bars)
        let styled = bars.chartXAxisStyle { $0.offset(x: 3, y: 5) }
        #expect(try plot(styled) == plain)
        let plainLabels = placedTexts(try axis(bars, "X axis").children)
        let labels = placedTexts(try axis(styled, "X axis").children)
        #expect(labels.count == 3)
        for (a, b) in zip(plainLabels, labels) {
            #expect(close(b.origin.x, a.origin.x + 3) && close(b.origin.y, a.origin.y + 5))
        }
    }

    @Test("opacity fades the axis's ticks and labels, not the plot's grid")
    func opacity() throws {
        let styled = bars.chartYAxisStyle { $0.opacity(0.4) }
        #expect(try plot(styled) == plot(bars))
        #expect(opacities(try axis(styled, "Y axis").children).contains(0.4))
        #expect(!opacities(try axis(bars, "Y axis").children).contains(0.4))
        #expect(try object(scene(styled), "Plot") == object(scene(bars), "Plot"))
    }

    @Test("a background fills the band beside the plot, under the labels")
    func background() throws {
        let styled = bars.chartXAxisStyle { $0.frame(height: 40).background(Color.yellow) }
        let framed = try plot(styled)
        let group = try axis(styled, "X axis")
        let fills = group.children.flatMap { node -> [FillNode] in
            func all(_ node: SceneNode) -> [FillNode] {
                switch node {
                case let .fill(fill): [fill]
                case let .group(g): g.children.flatMap(all)
                default: []
                }
            }
            return all(node)
        }
        let yellow = try #require(fills.first { $0.paint == .color(.yellow) })
        #expect(yellow.path.boundingRect == CGRect(x: framed.minX, y: framed.maxY, width: framed.width, height: 40))
    }

    @Test("frame(width:) on the y axis reserves that room beside the plot; leading marks take it on the leading side")
    func yAxisWidth() throws {
        #expect(close(try plot(bars.chartYAxisStyle { $0.frame(width: 80) }).maxX, 400 - 80, 1e-6))
        let leading = bars.chartYAxis { AxisMarks(position: .leading) }.chartYAxisStyle { $0.frame(width: 70) }
        let framed = try plot(leading)
        #expect(close(framed.minX, 70, 1e-6))
        // Labels end at the plot's leading edge less the ticks' gap, whatever the band's width.
        let labels = placedTexts(try axis(leading, "Y axis").children)
        #expect(!labels.isEmpty && labels.allSatisfy { $0.origin.x < framed.minX && $0.origin.x > 0 && $0.anchor == .end })
    }

    @Test("a styled axis keeps its title where it was: below the band, unstyled")
    func title() throws {
        let titled = bars.chartXAxisLabel("Weekday")
        let styled = titled.chartXAxisStyle { $0.frame(height: 50).opacity(0.5) }
        let title = try #require(placedTexts(try axis(styled, "X axis").children).first { $0.text == "Weekday" })
        let plainTitle = try #require(placedTexts(try axis(titled, "X axis").children).first { $0.text == "Weekday" })
        #expect(title.origin.y == plainTitle.origin.y)
        let framed = try plot(styled)
        #expect(framed.maxY < title.origin.y - 50)
    }

    @Test("a style answering an infinite height keeps the axis's own room; a hidden axis ignores its style")
    func badSizes() throws {
        let plain = try plot(bars)
        #expect(try plot(bars.chartXAxisStyle { $0.frame(height: .infinity) }) == plain)
        #expect(try plot(bars.chartXAxisStyle { $0.frame(height: .nan) }).maxY.isFinite)
        let hidden = bars.chartXAxis(.hidden).chartXAxisStyle { $0.frame(height: 80) }
        #expect(try axis(hidden, "X axis").children.isEmpty)
        #expect(try plot(hidden).maxY > plain.maxY)
        let empty = Chart { ForEach([Double](), id: \.self) { BarMark(x: .value("x", "a"), y: .value("y", $0)) } }
        _ = try scene(empty.chartXAxisStyle { $0.padding(20) }.chartYAxisStyle { $0.opacity(0.5) })
    }

    @Test("the view modifier form styles the charts inside the view")
    func viewModifier() throws {
        let framed = try plot(VStack { bars }.chartXAxisStyle { $0.frame(height: 60) })
        #expect(close(framed.maxY, 300 - 60, 1e-6))
    }
}
