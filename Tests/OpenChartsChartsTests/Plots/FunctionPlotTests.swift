import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsViews
import Testing

@Suite("Function plots")
struct FunctionPlotTests {
    /// The line plot's stroke and the chart's layout, at 800 × 600.
    private func line<C: ChartContent>(_ chart: Chart<C>) throws -> (StrokeNode, ChartLayout) {
        let layout = chart.layout(size: CGSize(width: 800, height: 600), environment: EnvironmentValues())
        let scene = layout.scene(context: RenderContext())
        let group = try #require(objectGroups(scene.nodes).first { $0.accessibilityLabel?.hasPrefix("Line") ?? false })
        let stroke = try #require(group.children.compactMap { if case let .stroke(s) = $0 { s } else { nil } }.first)
        return (stroke, layout)
    }

    /// The largest distance, in pixels, from the polyline to the true curve, checked at
    /// 20 points along every segment.
    private func worstError(_ path: Path, layout: ChartLayout, _ f: (Double) -> Double) throws -> Double {
        let xScale = try #require(layout.xScale), yScale = try #require(layout.yScale)
        var worst = 0.0
        let points = path.points
        for (a, b) in zip(points, points.dropFirst()) {
            for k in 0...20 {
                let t = Double(k) / 20
                let px = a.x + (b.x - a.x) * t, py = a.y + (b.y - a.y) * t
                guard case let .number(x)? = xScale.value(at: px) else { continue }
                let truth = try #require(yScale.position(.number(f(x))))
                worst = max(worst, abs(truth - py))
            }
        }
        return worst
    }

    @Test("sin over 0…2π stays within 0.5 px of the true curve at plot resolution")
    func sineIsAccurate() throws {
        let (stroke, layout) = try line(Chart { LinePlot(x: "x", y: "sin x", domain: 0...(2 * .pi)) { sin($0) } })
        #expect(try worstError(stroke.path, layout: layout, sin) < 0.5)
        // Adaptive: far fewer samples than a fixed fine grid would take.
        #expect(stroke.path.points.count < 2000)
    }

    @Test("sampling is denser where the curve bends")
    func denserWhereItBends() throws {
        let (stroke, _) = try line(Chart { LinePlot(x: "x", y: "y", domain: -1...1) { x in x < 0 ? x : exp(8 * x) } })
        let left = stroke.path.points.filter { $0.x < stroke.path.boundingRect.midX }.count
        let right = stroke.path.points.count - left
        #expect(right > 2 * left)
    }

    @Test("1/x leaves a gap at 0: no segment crosses the pole")
    func poleLeavesGap() throws {
        let chart = Chart { LinePlot(x: "x", y: "1/x", domain: -1...1) { 1 / $0 } }
            .chartYScale(domain: -10...10)
        let (stroke, layout) = try line(chart)
        let zero = try #require(layout.xScale?.position(.number(0)))
        #expect(stroke.path.verbs.filter { $0 == .move }.count == 2)
        var previous: CGPoint?
        var index = 0
        for verb in stroke.path.verbs {
            let p = stroke.path.points[index]
            index += verb.pointCount
            if verb == .line, let q = previous { #expect(!(min(p.x, q.x) < zero && max(p.x, q.x) > zero)) }
            previous = p
        }
    }

    @Test("NaN where the function is undefined leaves a gap; the defined part is drawn")
    func nanLeavesGap() throws {
        let (stroke, layout) = try line(Chart { LinePlot(x: "x", y: "√x", domain: -1...1) { $0.squareRoot() } })
        let zero = try #require(layout.xScale?.position(.number(0)))
        #expect(stroke.path.points.allSatisfy { $0.x >= zero - 0.5 })
        #expect(stroke.path.boundingRect.width > 300)
    }

    @Test("without a domain, a function plot samples the chart's x domain")
    func sampledOverChartDomain() throws {
        struct P { var x: Double; var y: Double }
        let points = [P(x: 2, y: 0), P(x: 4, y: 1)]
        let chart = Chart {
            PointPlot(points, x: .value("x", \.x), y: .value("y", \.y))
            LinePlot(x: "x", y: "y") { $0 / 4 }
        }
        let layout = chart.layout(size: CGSize(width: 800, height: 600), environment: EnvironmentValues())
        let sampled = try #require(layout.plots.last?.x?.start.numbers)
        #expect(sampled.first == 2)
        #expect(sampled.last == 4)
    }

    @Test("a parametric plot traces a circle")
    func parametricCircle() throws {
        let chart = Chart { LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { t in (x: cos(t), y: sin(t)) } }
        let (stroke, layout) = try line(chart)
        let xScale = try #require(layout.xScale), yScale = try #require(layout.yScale)
        for p in stroke.path.points {
            guard case let .number(x)? = xScale.value(at: p.x), case let .number(y)? = yScale.value(at: p.y) else { continue }
            #expect(abs((x * x + y * y).squareRoot() - 1) < 0.01)
        }
        #expect(stroke.path.points.count > 50)
    }

    @Test("area function plots fill between zero, or two curves, over the domain")
    func areaFunctions() throws {
        let under = try scene(Chart { AreaPlot(x: "x", y: "y", domain: 0...1) { $0 * $0 } })
        #expect(objectGroups(under.nodes).contains { $0.accessibilityLabel?.hasPrefix("Area") ?? false })
        let band = try scene(Chart { AreaPlot(x: "x", yStart: "lo", yEnd: "hi", domain: 0...1) { x in (yStart: -x, yEnd: x) } })
        let group = try #require(objectGroups(band.nodes).first { $0.accessibilityLabel?.hasPrefix("Area") ?? false })
        let fill = try #require(group.children.compactMap { if case let .fill(f) = $0 { f } else { nil } }.first)
        #expect(fill.path.boundingRect.height > 200)
    }
}
