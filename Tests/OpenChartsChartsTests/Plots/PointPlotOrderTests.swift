import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// A point plot coloured by a category draws its rows in order, as the same chart written
/// with a `PointMark` per row does: where rows of different colours overlap, the later one
/// lies on top, rather than a whole group over the groups before it.
@Suite("Point plots keep their rows' order across colours")
struct PointPlotOrderTests {
    struct Sample { var x: Double; var y: Double; var kind: String; var color: Color; var shade: String }

    /// Overlapping dots whose kinds interleave, row after row.
    static let samples: [Sample] = {
        var random = SplitMix64(seed: 19)
        return (0..<600).map { i in
            Sample(x: Double.random(in: 0..<1, using: &random), y: Double.random(in: 0..<1, using: &random), kind: ["a", "b", "c"][i % 3],
                   color: [Color.red, .green, .blue][(i / 2) % 3], shade: ["x", "y", "z"][(i / 3) % 3])
        }
    }()

    @Test("foregroundStyle(by:): the plot's PNG is the marks' PNG, byte for byte")
    func byCategory() throws {
        let plot = Chart {
            PointPlot(Self.samples, x: .value("x", \.x), y: .value("y", \.y)).foregroundStyle(by: .value("Kind", \.kind))
        }.frame(width: 300, height: 200)
        let marks = Chart {
            ForEach(Self.samples.indices, id: \.self) { i in
                PointMark(x: .value("x", Self.samples[i].x), y: .value("y", Self.samples[i].y))
                    .foregroundStyle(by: .value("Kind", Self.samples[i].kind))
            }
        }.frame(width: 300, height: 200)
        let plotPNG = try ImageRenderer(content: plot).png()
        #expect(plotPNG == (try ImageRenderer(content: marks).png()))
        // Drawn a group at a time, the last group would cover the others where they overlap.
        let nodes = symbolsNodes(try ImageRenderer(content: plot).scene().nodes)
        #expect(nodes.count == 1)
        #expect(nodes.first?.positions.count == Self.samples.count)
    }

    @Test("a key-path style: the plot's PNG is the marks' PNG, byte for byte")
    func byKeyPath() throws {
        let plot = Chart {
            PointPlot(Self.samples, x: .value("x", \.x), y: .value("y", \.y)).foregroundStyle(\.color)
        }.frame(width: 300, height: 200)
        let marks = Chart {
            ForEach(Self.samples.indices, id: \.self) { i in
                PointMark(x: .value("x", Self.samples[i].x), y: .value("y", Self.samples[i].y))
                    .foregroundStyle(Self.samples[i].color)
            }
        }.frame(width: 300, height: 200)
        #expect(try ImageRenderer(content: plot).png() == ImageRenderer(content: marks).png())
    }

    @Test("symbol(by:), with or without colours: the plot's PNG is the marks' PNG, byte for byte")
    func bySymbol() throws {
        let plot = Chart {
            PointPlot(Self.samples, x: .value("x", \.x), y: .value("y", \.y)).symbol(by: .value("Kind", \.kind))
        }.frame(width: 300, height: 200)
        let marks = Chart {
            ForEach(Self.samples.indices, id: \.self) { i in
                PointMark(x: .value("x", Self.samples[i].x), y: .value("y", Self.samples[i].y))
                    .symbol(by: .value("Kind", Self.samples[i].kind))
            }
        }.frame(width: 300, height: 200)
        #expect(try ImageRenderer(content: plot).png() == ImageRenderer(content: marks).png())
        // A node for each symbol of each layer: more than a node a symbol, far fewer than a node a row.
        let nodes = symbolsNodes(try scene(plot).nodes)
        #expect(nodes.count > 3 && nodes.count < 300, "\(nodes.count)")
        #expect(nodes.map(\.positions.count).reduce(0, +) == 600)
        #expect(nodes.allSatisfy { $0.paints == nil })
        // Coloured by another field too: each node's copies in their colours, in order.
        let both = Chart {
            PointPlot(Self.samples, x: .value("x", \.x), y: .value("y", \.y))
                .foregroundStyle(by: .value("Shade", \.shade)).symbol(by: .value("Kind", \.kind))
        }.frame(width: 300, height: 200)
        let bothMarks = Chart {
            ForEach(Self.samples.indices, id: \.self) { i in
                PointMark(x: .value("x", Self.samples[i].x), y: .value("y", Self.samples[i].y))
                    .foregroundStyle(by: .value("Shade", Self.samples[i].shade)).symbol(by: .value("Kind", Self.samples[i].kind))
            }
        }.frame(width: 300, height: 200)
        #expect(try ImageRenderer(content: both).png() == ImageRenderer(content: bothMarks).png())
        let shaded = symbolsNodes(try scene(both).nodes)
        #expect(shaded.map(\.positions.count).reduce(0, +) == 600)
        #expect(shaded.contains { $0.paints != nil })
    }

    @Test("symbol(by:) over copies too spread out to layer: a node a symbol, each its rows in order")
    func bySymbolSpread() throws {
        // Rows far outside a scale's domain, a million points apart: the layers' grid would be
        // too large to hold.
        let rows = [Sample(x: 0, y: 0, kind: "a", color: .red, shade: "x"), Sample(x: 1e4, y: 1e4, kind: "b", color: .red, shade: "x"),
                    Sample(x: 2e4, y: 0, kind: "a", color: .red, shade: "x")]
        let plot = Chart {
            PointPlot(rows, x: .value("x", \.x), y: .value("y", \.y)).symbol(by: .value("Kind", \.kind))
        }.chartXScale(domain: 0...1).chartYScale(domain: 0...1).frame(width: 300, height: 200)
        let nodes = symbolsNodes(try ImageRenderer(content: plot).scene().nodes)
        #expect(nodes.map(\.positions.count) == [2, 1])
    }
}
