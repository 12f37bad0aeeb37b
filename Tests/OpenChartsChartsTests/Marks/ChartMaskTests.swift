import Foundation
import OpenCharts
import OpenChartsRender
import OpenChartsTestSupport
import Testing

/// `mask(content:)` on chart content: the content drawn through the alpha of other marks,
/// placed by the same scales, as the gradient under a line.
@Suite("mask on chart content")
struct ChartMaskTests {
    /// A value at an hour.
    struct Reading {
        var hour: Double
        var value: Double
    }

    static let readings = [0.0, 2, 5, 8, 7, 4, 6, 9, 5, 2, 1].enumerated().map { Reading(hour: Double($0), value: $1) }

    static let gradient = LinearGradient(colors: [.green, .yellow, .orange, .red, .purple], startPoint: .bottom, endPoint: .top)

    /// A rectangle across every hour in a gradient, seen through the area (at 40 %) and the
    /// line under the readings; with `masked` false, the same marks drawn one above another.
    @ChartContentBuilder
    static func gradientLine(masked: Bool) -> some ChartContent {
        let rectangle = RectangleMark(xStart: .value("Hour", 0.0), xEnd: .value("Hour", 10.0)).foregroundStyle(gradient)
        if masked {
            rectangle.mask { readingMarks }
        } else {
            rectangle
            readingMarks
        }
    }

    @ChartContentBuilder
    static var readingMarks: some ChartContent {
        ForEach(readings, id: \.hour) { reading in
            AreaMark(x: .value("Hour", reading.hour), y: .value("Value", reading.value))
                .interpolationMethod(.cardinal)
                .foregroundStyle(.black.opacity(0.4))
            LineMark(x: .value("Hour", reading.hour), y: .value("Value", reading.value))
                .interpolationMethod(.cardinal)
                .lineStyle(StrokeStyle(lineWidth: 4))
        }
    }

    /// `content` alone in a 100 × 100 plot of 0…10 by 0…10, with no axes.
    static func bare(_ content: some ChartContent) -> some View {
        Chart { content }
            .chartXScale(domain: 0...10).chartYScale(domain: 0...10)
            .chartXAxis(.hidden).chartYAxis(.hidden)
            .frame(width: 100, height: 100)
    }

    /// Every group with a mask in `nodes`, depth first (not looking inside masks).
    static func masked(_ nodes: [SceneNode]) -> [GroupNode] {
        nodes.flatMap { node -> [GroupNode] in
            guard case let .group(group) = node else { return [] }
            return (group.mask == nil ? [] : [group]) + masked(group.children)
        }
    }

    /// The fills and strokes `nodes` draw visibly, depth first: not those of masks.
    static func drawn(_ nodes: [SceneNode]) -> [SceneNode] {
        nodes.flatMap { node -> [SceneNode] in
            switch node {
            case .fill, .stroke, .symbols: [node]
            case let .group(group): drawn(group.children)
            default: []
            }
        }
    }

    /// The plot's nodes: the group of `scene` that holds the marks, not the axes.
    static func plot(_ scene: Scene) -> [SceneNode] {
        scene.nodes.filter {
            if case let .group(group) = $0 { group.accessibilityLabel?.hasPrefix("Plot") == true } else { false }
        }
    }

    /// Whether `a` and `b` are the same path up to rounding (1e-9 of a pixel): a plot and
    /// marks reach the same points by different sums.
    static func nearlyEqual(_ a: Path, _ b: Path) -> Bool {
        let ra = a.boundingRect, rb = b.boundingRect
        return abs(ra.minX - rb.minX) < 1e-9 && abs(ra.minY - rb.minY) < 1e-9
            && abs(ra.maxX - rb.maxX) < 1e-9 && abs(ra.maxY - rb.maxY) < 1e-9
    }

    static func fills(_ nodes: [SceneNode]) -> [FillNode] {
        drawn(nodes).compactMap { if case let .fill(fill) = $0 { fill } else { nil } }
    }

    static func strokes(_ nodes: [SceneNode]) -> [StrokeNode] {
        drawn(nodes).compactMap { if case let .stroke(stroke) = $0 { stroke } else { nil } }
    }

    // MARK: - Scene

    @Test("the masked marks are one group whose mask is the mask's marks, as they are drawn unmasked")
    func groupAndGeometry() throws {
        let plain = try scene(Chart { Self.gradientLine(masked: false) })
        let masked = try scene(Chart { Self.gradientLine(masked: true) })
        let groups = Self.masked(masked.nodes)
        try #require(groups.count == 1)
        let group = groups[0]
        let plainFills = Self.fills(Self.plot(plain)), plainStrokes = Self.strokes(Self.plot(plain)).filter { $0.style.lineWidth == 4 }
        try #require(plainFills.count == 2 && plainStrokes.count == 1)
        // The rectangle inside the group, the area and the line in its mask: the same paths.
        #expect(Self.fills(group.children).map(\.path) == [plainFills[0].path])
        #expect(Self.strokes(group.children).isEmpty)
        let mask = try #require(group.mask)
        #expect(Self.fills(mask).map(\.path) == [plainFills[1].path])
        #expect(Self.fills(mask).map(\.paint) == [.color(Color.black.opacity(0.4))])
        #expect(Self.strokes(mask).map(\.path) == plainStrokes.map(\.path))
        #expect(Self.strokes(mask).first?.style.lineWidth == 4)
    }

    @Test("the mask's marks are not drawn outside the mask")
    func maskMarksNotDrawn() throws {
        let masked = try scene(Chart { Self.gradientLine(masked: true) })
        let plot = Self.plot(masked)
        // The rectangle is the only fill; the line (4 wide) and the area are not drawn.
        #expect(Self.fills(plot).count == 1)
        #expect(Self.fills(plot).contains { $0.paint == .color(Color.black.opacity(0.4)) } == false)
        #expect(Self.strokes(plot).contains { $0.style.lineWidth == 4 } == false)
    }

    @Test("the mask's marks extend the y domain: a rectangle with no y is masked by an area up to 80")
    func maskExtendsDomain() throws {
        let chart = Chart {
            RectangleMark(xStart: .value("x", 0.0), xEnd: .value("x", 10.0)).mask {
                AreaMark(x: .value("x", 0.0), y: .value("y", 80.0))
                AreaMark(x: .value("x", 10.0), y: .value("y", 80.0))
            }
        }
        let s = try scene(chart)
        func texts(_ nodes: [SceneNode]) -> [String] {
            nodes.flatMap { node -> [String] in
                switch node {
                case let .text(text): [text.text]
                case let .group(group): texts(group.children)
                default: []
                }
            }
        }
        #expect(texts(s.nodes).contains("80"))
        // The area's top is the plot's top, where the rectangle (across the plot) begins.
        let group = try #require(Self.masked(s.nodes).first)
        let rect = try #require(Self.fills(group.children).first).path.boundingRect
        let mask = try #require(group.mask)
        let area = try #require(Self.fills(mask).first).path.boundingRect
        #expect(area.minY == rect.minY)
        #expect(area.maxY == rect.maxY)
    }

    @Test("an empty mask hides the content")
    func emptyMask() throws {
        let chart = Self.bare(RectangleMark(xStart: .value("x", 0.0), xEnd: .value("x", 10.0)).foregroundStyle(.blue).mask {
            if Self.readings.isEmpty { PointMark(x: .value("x", 1.0), y: .value("y", 1.0)) }
        })
        let s = try scene(chart, width: 100, height: 100)
        let group = try #require(Self.masked(s.nodes).first)
        #expect(group.mask == [])
        #expect(Self.fills(group.children).count == 1)
        let pixels = try SceneRasterizer().render(s)
        for (x, y) in [(50, 50), (10, 90), (90, 10)] { #expect(pixels.pixel(x: x, y: y).alpha == 0) }
    }

    @Test("the mask's marks are in the legend as any mark: none without a …(by:) encoding, theirs with one")
    func legend() throws {
        func hasLegend(_ scene: Scene) -> Bool {
            scene.nodes.contains { if case let .group(group) = $0 { group.accessibilityLabel == "Legend" } else { false } }
        }
        #expect(!hasLegend(try scene(Chart { Self.gradientLine(masked: true) })))
        let byKind = Chart {
            RectangleMark(xStart: .value("x", 0.0), xEnd: .value("x", 10.0)).mask {
                BarMark(x: .value("x", 2.0), y: .value("y", 5.0)).foregroundStyle(by: .value("Kind", "Masking"))
            }
        }
        #expect(hasLegend(try scene(byKind)))
    }

    // MARK: - Pixels

    /// The gradient rectangle over the whole plot, masked by an area up to 5 at 40 % opacity
    /// and a black line along x = 8 that reaches beyond the rectangle; or drawn plain.
    static func halfArea(masked: Bool, opacity: Double = 1) -> some View {
        bare(halfAreaContent(masked: masked, opacity: opacity))
    }

    @ChartContentBuilder
    static func halfAreaContent(masked: Bool, opacity: Double) -> some ChartContent {
        let rectangle = RectangleMark(xStart: .value("x", 0.0), xEnd: .value("x", 6.0)).foregroundStyle(gradient)
        if masked {
            rectangle.mask {
                AreaMark(x: .value("x", 0.0), y: .value("y", 5.0)).foregroundStyle(.black.opacity(0.4))
                AreaMark(x: .value("x", 10.0), y: .value("y", 5.0)).foregroundStyle(.black.opacity(0.4))
                RuleMark(x: .value("x", 8.0)).foregroundStyle(.black).lineStyle(StrokeStyle(lineWidth: 6))
            }
            .opacity(opacity)
        } else {
            rectangle
        }
    }

    @Test("through an area at 0.4 opacity the gradient shows at 40 %, above the area not at all, and the mask's own marks nowhere")
    func pixels() throws {
        let plain = try SceneRasterizer().render(try scene(Self.halfArea(masked: false), width: 100, height: 100))
        let masked = try SceneRasterizer().render(try scene(Self.halfArea(masked: true), width: 100, height: 100))
        // Inside the area, below y = 5 (the lower half of the plot).
        for (x, y) in [(20, 70), (40, 90), (10, 60)] {
            let full = plain.pixel(x: x, y: y), seen = masked.pixel(x: x, y: y)
            #expect(full.alpha == 255)
            #expect(abs(Int(seen.alpha) - 102) <= 1, "alpha \(seen.alpha) at \(x), \(y)")
            #expect(abs(Int(seen.red) - Int(full.red)) <= 2 && abs(Int(seen.green) - Int(full.green)) <= 2
                    && abs(Int(seen.blue) - Int(full.blue)) <= 2)
        }
        // Above the area: background.
        for (x, y) in [(20, 30), (40, 10)] {
            #expect(plain.pixel(x: x, y: y).alpha == 255)
            #expect(masked.pixel(x: x, y: y).alpha == 0)
        }
        // The opaque black rule at x = 8 lies past the rectangle (0…6): nothing there.
        for y in [10, 50, 90] { #expect(masked.pixel(x: 80, y: y).alpha == 0) }
    }

    @Test("opacity around masked content fades the content, not the mask twice")
    func opacityOutside() throws {
        let masked = try SceneRasterizer().render(try scene(Self.halfArea(masked: true, opacity: 0.5), width: 100, height: 100))
        #expect(abs(Int(masked.pixel(x: 20, y: 70).alpha) - 51) <= 1)
    }

    // MARK: - With other content

    @Test("a line in a mask is not joined to a line of the same series outside it")
    func seriesStayApart() throws {
        let chart = Chart {
            LineMark(x: .value("x", 0.0), y: .value("y", 1.0))
            LineMark(x: .value("x", 10.0), y: .value("y", 2.0))
            RectangleMark(xStart: .value("x", 0.0), xEnd: .value("x", 10.0)).mask {
                LineMark(x: .value("x", 0.0), y: .value("y", 5.0))
                LineMark(x: .value("x", 10.0), y: .value("y", 6.0))
            }
        }
        let s = try scene(chart)
        let group = try #require(Self.masked(s.nodes).first)
        let mask = try #require(group.mask)
        #expect(Self.strokes(mask).count == 1)
        let plot = try #require(s.nodes.first)
        // The visible line, outside the group.
        #expect(Self.strokes([plot]).filter { $0.style.lineWidth == 2 }.count == 1)
    }

    @Test("nested masks are nested groups, and clipShape and foregroundStyle keep working inside them")
    func nested() throws {
        let chart = Self.bare(
            RectangleMark(xStart: .value("x", 0.0), xEnd: .value("x", 10.0))
                .foregroundStyle(.red)
                .mask { BarMark(xStart: .value("x", 2.0), xEnd: .value("x", 8.0), y: .value("y", 5.0)).clipShape(Capsule()) }
                .mask { PointMark(x: .value("x", 5.0), y: .value("y", 5.0)).symbolSize(CGSize(width: 40, height: 40)) }
        )
        let s = try scene(chart, width: 100, height: 100)
        let outer = try #require(Self.masked(s.nodes).first)
        #expect(symbolsNodes(outer.mask ?? []).count == 1)
        let inner = try #require(Self.masked(outer.children).first)
        #expect(Self.fills(inner.children).map(\.paint) == [.color(.red)])
        guard case let .group(clip)? = inner.mask?.first.flatMap(Self.ungrouped) else {
            Issue.record("the inner mask's bar is not clipped"); return
        }
        #expect(clip.clip != nil)
        let pixels = try SceneRasterizer().render(s)
        // The middle: inside the bar and the point. A corner of the plot: in neither.
        #expect(pixels.pixel(x: 50, y: 50).alpha == 255)
        #expect(pixels.pixel(x: 50, y: 50).red == 255)
        #expect(pixels.pixel(x: 5, y: 5).alpha == 0)
    }

    /// `node`, or the single child of a group without a clip or mask, until one has.
    static func ungrouped(_ node: SceneNode) -> SceneNode {
        if case let .group(group) = node, group.clip == nil, group.mask == nil, group.children.count == 1 {
            return ungrouped(group.children[0])
        }
        return node
    }

    @Test("a vectorized area plot masks as its marks do")
    func plotAsMask() throws {
        let marks = try scene(Chart { Self.gradientLine(masked: true) })
        let plotted = try scene(Chart {
            RectangleMark(xStart: .value("Hour", 0.0), xEnd: .value("Hour", 10.0)).foregroundStyle(Self.gradient).mask {
                AreaPlot(Self.readings, x: .value("Hour", \.hour), y: .value("Value", \.value))
                    .interpolationMethod(.cardinal)
                    .foregroundStyle(.black.opacity(0.4))
                LinePlot(Self.readings, x: .value("Hour", \.hour), y: .value("Value", \.value))
                    .interpolationMethod(.cardinal)
                    .lineStyle(StrokeStyle(lineWidth: 4))
            }
        })
        let markMask = try #require(Self.masked(marks.nodes).first?.mask)
        let plotMask = try #require(Self.masked(plotted.nodes).first?.mask)
        let plotFills = Self.fills(plotMask), markFills = Self.fills(markMask)
        let plotStrokes = Self.strokes(plotMask), markStrokes = Self.strokes(markMask)
        try #require(plotFills.count == 1 && markFills.count == 1 && plotStrokes.count == 1 && markStrokes.count == 1)
        #expect(Self.nearlyEqual(plotFills[0].path, markFills[0].path))
        #expect(Self.nearlyEqual(plotStrokes[0].path, markStrokes[0].path))
        #expect(plotFills[0].paint == markFills[0].paint)
    }

    // MARK: - Snapshot

    @Test("a gradient under a line, with axes, in SVG (and librsvg's drawing of it against ours, in CI)")
    func snapshot() throws {
        let chart = Chart {
            Self.gradientLine(masked: true)
            PointMark(x: .value("Hour", 7.0), y: .value("Value", 9.0)).foregroundStyle(.purple)
        }
        try assertChartSnapshot(chart, named: "chart-mask-gradient-line", width: 320, height: 200)
    }
}
