import Foundation
import OpenCharts
import OpenChartsRender
import OpenChartsTestSupport
import Testing

/// `compositingLayer()` and `compositingLayer(style:)`: marks drawn as one picture, which
/// view modifiers then style as a whole.
@Suite("compositingLayer on chart content")
struct CompositingLayerTests {
    /// Two red rectangles over x 0…6 and 4…10 across the whole plot, overlapping on 4…6.
    @ChartContentBuilder
    static var overlapping: some ChartContent {
        RectangleMark(xStart: .value("x", 0.0), xEnd: .value("x", 6.0)).foregroundStyle(.red)
        RectangleMark(xStart: .value("x", 4.0), xEnd: .value("x", 10.0)).foregroundStyle(.red)
    }

    static func chart<C: ChartContent>(_ content: C) -> some View {
        Chart { content }
            .chartXScale(domain: 0...10)
            .chartXAxis(.hidden)
            .chartYAxis(.hidden)
    }

    /// The groups directly inside the plot group.
    private func plotChildren(_ scene: Scene) throws -> [SceneNode] {
        guard case let .group(plot)? = scene.nodes.first else { throw CocoaError(.featureUnsupported) }
        return plot.children
    }

    @Test("compositingLayer() draws the marks as one group, each mark as without it")
    func plainLayer() throws {
        let layered = try plotChildren(try scene(Chart { ForBars().compositingLayer() }))
        let plain = try plotChildren(try scene(Chart { ForBars() }))
        let group = try #require(layered.compactMap { if case let .group(g) = $0, g.children.count == 4 { g } else { nil } }.first)
        #expect(group.children == plain.filter { if case .group = $0 { true } else { false } }.suffix(4))
    }

    @Test("A layer at half opacity fades the marks together: the overlap is no darker than the rest")
    func opacityAsOne() throws {
        let layered = try SceneRasterizer().render(try scene(Self.chart(Self.overlapping.compositingLayer { $0.opacity(0.5) }), width: 100, height: 100))
        let each = try SceneRasterizer().render(try scene(Self.chart(Self.overlapping.opacity(0.5)), width: 100, height: 100))
        let alone = layered.pixel(x: 20, y: 50), overlap = layered.pixel(x: 50, y: 50)
        #expect(abs(Int(alone.alpha) - 128) <= 1)
        #expect(overlap == alone)
        // Faded one by one, the overlap is two halves: 75 % cover.
        #expect(abs(Int(each.pixel(x: 50, y: 50).alpha) - 191) <= 1)
        #expect(each.pixel(x: 20, y: 50) == alone)
    }

    @Test("The style's modifiers apply to the layer's group: opacity, and offset moving every mark")
    func styledGroup() throws {
        let faded = try plotChildren(try scene(Chart { ForBars().compositingLayer { $0.opacity(0.25) } }))
        let layer = try #require(faded.compactMap { if case let .group(g) = $0, g.opacity == 0.25 { g } else { nil } }.first)
        #expect(symbolGroups(layer.children).count == 4)
        #expect(symbolGroups(layer.children).allSatisfy { $0.opacity == 1 })

        let plainBars = symbolGroups(try scene(Chart { ForBars() }).nodes).compactMap(fillBounds)
        let moved = try SceneRasterizer().render(try scene(Self.chart(Self.overlapping.compositingLayer { $0.offset(x: 20) }), width: 100, height: 100))
        let still = try SceneRasterizer().render(try scene(Self.chart(Self.overlapping), width: 100, height: 100))
        #expect(plainBars.count == 4)
        // The first rectangle starts at the plot's left edge; moved 20 points, that strip is empty.
        #expect(still.pixel(x: 10, y: 50).alpha == 255)
        #expect(moved.pixel(x: 10, y: 50).alpha == 0)
        #expect(moved.pixel(x: 30, y: 50) == still.pixel(x: 10, y: 50))
    }

    @Test("A shadow on the layer is cast once by the marks together, not mark by mark")
    func shadowOnce() throws {
        let layered = try plotChildren(try scene(Chart { ForBars().compositingLayer { $0.shadow(radius: 3) } }))
        let shadowed = layered.compactMap { if case let .group(g) = $0, g.effect != nil { g } else { nil } }
        #expect(shadowed.count == 1)
        #expect(symbolGroups(shadowed.first?.children ?? []).allSatisfy { $0.effect == nil })
    }

    @Test("Scales and the legend see the layer's marks as any others")
    func scalesAndLegend() throws {
        let chart = Chart {
            ForEach(["A", "B"], id: \.self) { name in
                BarMark(x: .value("Name", name), y: .value("Value", name == "A" ? 3 : 5)).foregroundStyle(by: .value("Kind", name))
            }
            .compositingLayer { $0.opacity(0.8) }
        }
        let proxy = try chart.chartProxy()
        #expect(proxy.xDomain(dataType: String.self) == ["A", "B"])
        #expect(texts(try scene(chart).nodes).contains { $0.text == "Kind" || $0.text == "A" })
    }

    @Test("A layer inside masked content is drawn inside the mask's group")
    func insideMask() throws {
        let chart = Chart {
            RectangleMark(xStart: .value("x", 0.0), xEnd: .value("x", 10.0))
                .compositingLayer { $0.opacity(0.5) }
                .mask { RectangleMark(xStart: .value("x", 0.0), xEnd: .value("x", 5.0)).foregroundStyle(.black) }
        }
        .chartXScale(domain: 0...10)
        let children = try plotChildren(try scene(chart))
        let masked = try #require(children.compactMap { if case let .group(g) = $0, g.mask != nil { g } else { nil } }.first)
        #expect(masked.children.contains { if case let .group(g) = $0 { g.opacity == 0.5 } else { false } })
    }
}
