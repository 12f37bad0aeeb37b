import Foundation
import Testing
import OpenChartsCore
import OpenChartsRender
import OpenChartsViews
@testable import OpenChartsCharts

/// Point marks are drawn as symbols nodes of one copy each, as a point plot's points are: the
/// same pixels as a plot of the same rows, a dot in SVG, one shared form in PDF.
@Suite("Point marks as symbols")
struct PointMarkSymbolsTests {
    static let samples: [PlotSample] = (0..<2_000).map { (i: Int) -> PlotSample in
        PlotSample(x: Double((i * 53) % 997) / 10, y: Double((i * 31) % 89))
    }

    @Test("each point mark is a symbols node of one copy, in its labelled group, sharing one outline")
    func oneCopyEach() throws {
        let chart = Chart(Self.samples.indices, id: \.self) { (i: Int) in
            PointMark(x: .value("x", Self.samples[i].x), y: .value("y", Self.samples[i].y)).symbolSize(16)
        }
        let groups = symbolGroups(try scene(chart).nodes)
        #expect(groups.count == Self.samples.count)
        let nodes = groups.compactMap { group -> SymbolsNode? in
            guard group.children.count == 1, case let .symbols(symbols) = group.children[0] else { return nil }
            return symbols
        }
        #expect(nodes.count == Self.samples.count)
        #expect(nodes.allSatisfy { $0.positions.count == 1 && $0.circleDiameter == 4 && $0.shape == nodes[0].shape })
        #expect(groups[0].accessibilityLabel == "0, 0")
    }

    @Test("point marks sit where a point plot of the same rows puts its points, and paint its pixels")
    func sameAsPlot() throws {
        let marks = Chart(Self.samples.indices, id: \.self) { (i: Int) in
            PointMark(x: .value("x", Self.samples[i].x), y: .value("y", Self.samples[i].y)).symbolSize(9)
        }
        let plot = Chart { PointPlot(Self.samples, x: .value("x", \PlotSample.x), y: .value("y", \PlotSample.y)).symbolSize(9) }
        let markScene = try scene(marks), plotScene = try scene(plot)
        let markPositions = symbolsNodes(markScene.nodes).flatMap(\.positions)
        let plotPositions = symbolsNodes(plotScene.nodes).flatMap(\.positions)
        #expect(markPositions.count == Self.samples.count && plotPositions.count == Self.samples.count)
        // The axes map a mark's value and a plot's column by different arithmetic.
        let farthest = zip(markPositions, plotPositions).map { max(abs($0.x - $1.x), abs($0.y - $1.y)) }.max() ?? .infinity
        #expect(farthest < 1e-9)
        // So a copy lands on the same 1/8 px phase, but for a position within 1e-9 of a phase's
        // edge, which then moves by a phase: an edge pixel's coverage by at most an eighth.
        let rasterizer = SceneRasterizer()
        let markPixels = try rasterizer.render(markScene).data, plotPixels = try rasterizer.render(plotScene).data
        let differences = zip(markPixels, plotPixels).map { abs(Int($0) - Int($1)) }
        #expect(differences.max() ?? 0 <= 255 / 8 + 1)
        #expect(differences.filter { $0 > 0 }.count < markPixels.count / 100)
    }

    @Test("PDF writes one form per symbol and colour, however many marks place it")
    func oneFormPerSymbol() throws {
        let chart = Chart(Self.samples.indices, id: \.self) { (i: Int) in
            PointMark(x: .value("x", Self.samples[i].x), y: .value("y", Self.samples[i].y))
                .foregroundStyle(by: .value("Parity", i % 2 == 0 ? "even" : "odd"))
        }
        let pdf = String(decoding: try ImageRenderer(content: chart).pdf(), as: UTF8.self)
        #expect(pdf.components(separatedBy: "/Subtype /Form").count - 1 == 2)
    }

    @Test("a gradient is fitted to each mark's own box, as a fill of the symbol")
    func gradientFill() throws {
        let chart = Chart {
            PointMark(x: .value("x", 1), y: .value("y", 1))
                .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
        }
        let group = try #require(symbolGroups(try scene(chart).nodes).first)
        guard case let .fill(fill) = group.children.first, case let .linearGradient(gradient) = fill.paint else {
            Issue.record("expected a gradient fill, got \(group.children)")
            return
        }
        let box = fill.path.boundingRect
        #expect(abs(gradient.start.y - box.minY) < 1e-9 && abs(gradient.end.y - box.maxY) < 1e-9)
    }
}
