import Foundation
import OpenChartsTestSupport
import Testing
import OpenChartsCore
import OpenChartsRender
import OpenChartsViews
@testable import OpenChartsCharts

/// Swift Charts' `shadow(color:radius:x:y:)` and `blur(radius:)` on chart content, and
/// `ShapeStyle.shadow(_:)` in a mark's foreground style: the groups that carry the effect.
@Suite("Shadows and blur on chart content")
struct ShadowModifierTests {
    /// Every group with an effect in `nodes`, depth first.
    static func effects(_ nodes: [SceneNode]) -> [GroupNode] {
        nodes.flatMap { node -> [GroupNode] in
            guard case let .group(group) = node else { return [] }
            return (group.effect == nil ? [] : [group]) + effects(group.children)
        }
    }

    static var bars: some View {
        Chart(Array(zip(weekdays, weekValues)), id: \.0) { day, value in
            BarMark(x: .value("Day", day), y: .value("Sales", value))
                .shadow(radius: 4, x: 2, y: 2)
        }
    }

    @Test("each bar's group carries the shadow: radius, offset and the default colour, black at 33 %")
    func barGroups() throws {
        let groups = Self.effects(try scene(Self.bars).nodes)
        #expect(groups.count == weekdays.count)
        for group in groups {
            #expect(group.effect == GroupEffect(shadow: GroupEffect.Shadow(color: Color(white: 0, opacity: 0.33), radius: 4, x: 2, y: 2)))
            #expect(group.role == .symbol && fillBounds(group) != nil)
        }
    }

    @Test("for an output that reads no labels (PNG, PDF), the bars keep their groups and effects")
    func unlabelled() throws {
        let drawn = try SceneRendering.$readsAccessibilityLabels.withValue(false) { try scene(Self.bars) }
        #expect(Self.effects(drawn.nodes).count == weekdays.count)
    }

    @Test("a line's shadow is its series': one glow group around its stroke, in the colour given")
    func lineGlow() throws {
        let chart = Chart(Array(zip(weekdays, weekValues)), id: \.0) { day, value in
            LineMark(x: .value("Day", day), y: .value("Sales", value))
                .shadow(color: .blue, radius: 6)
        }
        let groups = Self.effects(try scene(chart).nodes).filter { $0.role == .object }
        try #require(groups.count == 1)
        #expect(groups[0].effect?.shadow == GroupEffect.Shadow(color: .blue, radius: 6))
        guard case .stroke? = groups[0].children.first else { Issue.record("the glow group holds no stroke"); return }
    }

    @Test("blur(radius:) blurs each mark; with shadow the two combine; the modifier closest to the mark wins")
    func blurAndNesting() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3))
                .shadow(color: .red, radius: 1)
                .blur(radius: 2)
                .shadow(radius: 9)
        }
        let groups = Self.effects(try scene(chart).nodes)
        try #require(groups.count == 1)
        #expect(groups[0].effect == GroupEffect(shadow: GroupEffect.Shadow(color: .red, radius: 1), blur: GroupEffect.Blur(radius: 2)))
    }

    @Test("point marks with a shadow are not joined into one symbols node: each casts its own")
    func points() throws {
        let chart = Chart(Array(zip(weekdays, weekValues)), id: \.0) { day, value in
            PointMark(x: .value("Day", day), y: .value("Sales", value)).shadow(radius: 2)
        }
        let drawn = try SceneRendering.$readsAccessibilityLabels.withValue(false) { try scene(chart) }
        #expect(Self.effects(drawn.nodes).count == weekdays.count)
    }

    @Test("a vectorized plot casts one shadow for the plot")
    func plot() throws {
        let rows = (0..<50).map { (x: Double($0), y: sin(Double($0) / 5)) }
        let chart = Chart { LinePlot(rows, x: .value("x", \.x), y: .value("y", \.y)).shadow(radius: 3, y: 2) }
        let groups = Self.effects(try scene(chart).nodes)
        #expect(groups.count == 1 && groups.first?.effect?.shadow == GroupEffect.Shadow(radius: 3, y: 2))
    }

    @Test("foregroundStyle(.blue.shadow(.drop(…))) paints blue and wraps the bar in a group with the shadow")
    func shapeStyleShadow() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3))
                .foregroundStyle(.blue.shadow(.drop(radius: 3, y: 1)))
        }
        let groups = Self.effects(try scene(chart).nodes)
        try #require(groups.count == 1)
        #expect(groups[0].effect?.shadow == GroupEffect.Shadow(color: Color(white: 0, opacity: 0.33), radius: 3, y: 1))
        #expect(fillColor(groups[0]) == .blue)
    }

    @Test("the marks of a mask carry no shadow: only the masked content does")
    func maskMarks() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3))
                .mask { BarMark(x: .value("Day", "Mon"), y: .value("Sales", 2)) }
                .shadow(radius: 2)
        }
        let drawn = try scene(chart)
        let groups = Self.effects(drawn.nodes)
        #expect(groups.count == 1)
        func masks(_ nodes: [SceneNode]) -> [[SceneNode]] {
            nodes.flatMap { node -> [[SceneNode]] in
                guard case let .group(group) = node else { return [] }
                return (group.mask.map { [$0] } ?? []) + masks(group.children)
            }
        }
        #expect(masks(drawn.nodes).allSatisfy { Self.effects($0).isEmpty })
    }

    @Test("bars cast their shadows in the PNG: darker pixels just right of and below a bar than left of it")
    func pixels() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Sales", 5)).shadow(color: .black, radius: 2, x: 3, y: 3)
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: 0...10)
        let drawn = try scene(chart, width: 100, height: 100)
        let bar = try #require(Self.effects(drawn.nodes).first.flatMap(fillBounds))
        let pixmap = try SceneRasterizer().render(drawn)
        let y = Int(bar.midY)
        #expect(pixmap.pixel(x: Int(bar.maxX) + 2, y: y).alpha > 100)
        #expect(pixmap.pixel(x: Int(bar.minX) - 3, y: y).alpha < 20)
    }

    // MARK: - Snapshots

    @Test("snapshot: bars with shadow(radius: 4, x: 2, y: 2)")
    func barsSnapshot() throws {
        try assertChartSnapshot(Self.bars, named: "modifier-shadow")
    }

    @Test("snapshot: a line with a blue glow, shadow(color: .blue, radius: 6)")
    func glowSnapshot() throws {
        try assertChartSnapshot(Chart(Array(zip(weekdays, weekValues)), id: \.0) { day, value in
            LineMark(x: .value("Day", day), y: .value("Sales", value))
                .lineStyle(StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round))
                .shadow(color: .blue, radius: 6)
        }, named: "modifier-shadow-glow")
    }

    @Test("snapshot: blurred points behind sharp ones")
    func blurSnapshot() throws {
        try assertChartSnapshot(Chart(Array(zip(weekdays, weekValues)), id: \.0) { day, value in
            PointMark(x: .value("Day", day), y: .value("Sales", value))
                .symbolSize(600)
                .foregroundStyle(.orange)
                .blur(radius: 5)
            PointMark(x: .value("Day", day), y: .value("Sales", value))
                .foregroundStyle(.orange.shadow(.inner(radius: 1, x: 1, y: 1)))
        }, named: "modifier-blur")
    }
}
