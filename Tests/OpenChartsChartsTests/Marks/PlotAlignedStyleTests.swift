import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// The linear gradients every fill and stroke of `nodes` paints with, depth first.
private func gradients(_ nodes: [SceneNode]) -> [LinearGradientPaint] {
    nodes.flatMap { node -> [LinearGradientPaint] in
        switch node {
        case let .fill(fill): if case let .linearGradient(g) = fill.paint { [g] } else { [] }
        case let .stroke(stroke): if case let .linearGradient(g) = stroke.paint { [g] } else { [] }
        case let .group(group): gradients(group.children)
        default: []
        }
    }
}

@Suite("alignsMarkStylesWithPlotArea")
struct PlotAlignedStyleTests {
    let upward = LinearGradient(colors: [.green, .red], startPoint: .bottom, endPoint: .top)

    @Test("Aligned bars share one gradient from the plot's bottom to its top")
    func bars() throws {
        let chart = Chart { ForBars().foregroundStyle(upward).alignsMarkStylesWithPlotArea() }
        let plot = try chart.chartProxy().plotRect
        let paints = gradients(try scene(chart).nodes)
        #expect(paints.count == 4)
        for paint in paints {
            #expect(close(paint.start.y, plot.maxY) && close(paint.end.y, plot.minY))
        }
    }

    @Test("Without it, each bar's gradient spans the bar: four different starts and ends")
    func ownBounds() throws {
        let paints = gradients(try scene(Chart { ForBars().foregroundStyle(upward) }).nodes)
        #expect(paints.count == 4)
        #expect(Set(paints.map(\.end.y)).count == 4)
        #expect(Set(paints.map(\.start.y)).count == 1)
    }

    @Test("The modifier closest to the marks wins: false restores each mark's bounds")
    func innermostWins() throws {
        let restored = Chart { ForBars().foregroundStyle(upward).alignsMarkStylesWithPlotArea(false) }
        let outer = Chart { ForBars().alignsMarkStylesWithPlotArea(false).foregroundStyle(upward).alignsMarkStylesWithPlotArea() }
        #expect(try scene(restored) == (try scene(Chart { ForBars().foregroundStyle(upward) })))
        #expect(try scene(outer) == (try scene(Chart { ForBars().foregroundStyle(upward) })))
    }

    @Test("A line's and an area's gradient span the plot, not the series' bounds")
    func series() throws {
        func chart(aligned: Bool) -> some View {
            Chart {
                Plot {
                    LineMark(x: .value("x", 0), y: .value("y", 40))
                    LineMark(x: .value("x", 10), y: .value("y", 55))
                    AreaMark(x: .value("x", 0), y: .value("y", 20), series: .value("s", "area"))
                    AreaMark(x: .value("x", 10), y: .value("y", 30), series: .value("s", "area"))
                }
                .foregroundStyle(upward)
                .alignsMarkStylesWithPlotArea(aligned)
            }
        }
        let plot = try Chart { LineMark(x: .value("x", 0), y: .value("y", 60)) }.chartProxy().plotRect
        let aligned = gradients(try scene(chart(aligned: true)).nodes)
        #expect(aligned.count == 2)
        for paint in aligned { #expect(close(paint.start.y, plot.maxY) && close(paint.end.y, plot.minY)) }
        let own = gradients(try scene(chart(aligned: false)).nodes)
        #expect(own.count == 2 && own.allSatisfy { !close($0.end.y, plot.minY) })
    }

    @Test("A vectorized plot's gradient spans the plot too")
    func vectorized() throws {
        struct Row { var x: Double; var y: Double }
        let rows = [Row(x: 0, y: 30), Row(x: 5, y: 80), Row(x: 10, y: 50)]
        let chart = Chart {
            LinePlot(rows, x: .value("x", \.x), y: .value("y", \.y))
                .foregroundStyle(upward)
                .alignsMarkStylesWithPlotArea()
        }
        let plot = try chart.chartProxy().plotRect
        let paints = gradients(try scene(chart).nodes)
        #expect(paints.count == 1)
        #expect(paints.allSatisfy { close($0.start.y, plot.maxY) && close($0.end.y, plot.minY) })
    }

    @Test("A plain colour paints the same aligned or not")
    func colour() throws {
        let aligned = try scene(Chart { ForBars().foregroundStyle(.orange).alignsMarkStylesWithPlotArea() })
        #expect(aligned == (try scene(Chart { ForBars().foregroundStyle(.orange) })))
    }
}
