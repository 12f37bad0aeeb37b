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

    @Test("symbol(by:) still draws a node a group, each group's rows in order")
    func bySymbol() throws {
        let plot = Chart {
            PointPlot(Self.samples, x: .value("x", \.x), y: .value("y", \.y)).symbol(by: .value("Kind", \.kind))
        }
        let nodes = symbolsNodes(try scene(plot).nodes)
        #expect(nodes.count == 3)
        #expect(nodes.map(\.positions.count) == [200, 200, 200])
        #expect(nodes.allSatisfy { $0.paints == nil })
        // Coloured by another field too: a node a symbol still, its rows in order in their colours.
        let both = Chart {
            PointPlot(Self.samples, x: .value("x", \.x), y: .value("y", \.y))
                .foregroundStyle(by: .value("Shade", \.shade)).symbol(by: .value("Kind", \.kind))
        }
        let shaded = symbolsNodes(try scene(both).nodes)
        #expect(shaded.map(\.positions.count) == [200, 200, 200])
        #expect(shaded.allSatisfy { $0.paints?.paints.count == 3 })
        for node in shaded {
            let paints = node.positions.indices.map(node.paint(ofCopy:))
            // Rows of one kind are 3 apart and its shade changes with each: the paints cycle every 3 copies.
            #expect(paints.indices.dropFirst(3).allSatisfy { paints[$0] == paints[$0 - 3] })
        }
    }
}
