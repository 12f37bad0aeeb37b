import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// A point plot sized per row draws what the same chart written with a `PointMark` per row
/// draws: each point its own size, rows in order where they overlap.
@Suite("Point plots sized per row")
struct PointPlotSizeTests {
    struct Sample { var x: Double; var y: Double; var value: Double; var kind: String; var area: CGFloat; var size: CGSize }

    /// Overlapping points whose values, kinds and sizes vary row by row.
    static let samples: [Sample] = {
        var random = SplitMix64(seed: 23)
        return (0..<300).map { i in
            let area = CGFloat.random(in: 4..<300, using: &random)
            return Sample(x: Double.random(in: 0..<1, using: &random), y: Double.random(in: 0..<1, using: &random),
                          value: Double.random(in: -5..<50, using: &random), kind: ["a", "b", "c"][i % 3], area: area,
                          size: CGSize(width: area.squareRoot(), height: area.squareRoot() / 2))
        }
    }()

    func png<V: View>(_ view: V) throws -> Data {
        try ImageRenderer(content: view.frame(width: 300, height: 220)).png()
    }

    @Test("symbolSize(by:) a number, coloured by a category: the plot's PNG is the marks' PNG, byte for byte")
    func byNumber() throws {
        let plot = Chart {
            PointPlot(Self.samples, x: .value("x", \.x), y: .value("y", \.y))
                .foregroundStyle(by: .value("Kind", \.kind)).symbolSize(by: .value("Value", \.value))
        }
        let marks = Chart {
            ForEach(Self.samples.indices, id: \.self) { i in
                PointMark(x: .value("x", Self.samples[i].x), y: .value("y", Self.samples[i].y))
                    .foregroundStyle(by: .value("Kind", Self.samples[i].kind)).symbolSize(by: .value("Value", Self.samples[i].value))
            }
        }
        #expect(try png(plot) == png(marks))
        #expect(try png(plot.chartSymbolSizeScale(range: 1...100, type: .squareRoot))
            == png(marks.chartSymbolSizeScale(range: 1...100, type: .squareRoot)))
    }

    /// How many pixels of `a`'s picture and `b`'s differ (text left out), and by how much at most.
    func difference<A: View, B: View>(_ a: A, _ b: B) throws -> (pixels: Int, most: Int) {
        let pa = try SceneRasterizer().render(ImageRenderer(content: a.frame(width: 300, height: 220)).scene())
        let pb = try SceneRasterizer().render(ImageRenderer(content: b.frame(width: 300, height: 220)).scene())
        var pixels = 0, most = 0
        for i in stride(from: 0, to: min(pa.data.count, pb.data.count), by: 4) {
            let d = (0..<4).map { abs(Int(pa.data[i + $0]) - Int(pb.data[i + $0])) }.max() ?? 0
            if d > 0 { pixels += 1 }
            most = max(most, d)
        }
        return (pixels, most)
    }

    /// Copies of one kind that overlap may be stamped in another order than the marks (see
    /// `SymbolsNode.layers()`): their shared edges can differ by rounding alone, 2/255 at most.
    @Test("symbolSize(by:) a category, with symbol(by:): the plot's picture is the marks', to rounding where copies of one kind overlap")
    func byCategory() throws {
        let plot = Chart {
            PointPlot(Self.samples, x: .value("x", \.x), y: .value("y", \.y))
                .symbol(by: .value("Kind", \.kind)).symbolSize(by: .value("Kind", \.kind))
        }
        let marks = Chart {
            ForEach(Self.samples.indices, id: \.self) { i in
                PointMark(x: .value("x", Self.samples[i].x), y: .value("y", Self.samples[i].y))
                    .symbol(by: .value("Kind", Self.samples[i].kind)).symbolSize(by: .value("Kind", Self.samples[i].kind))
            }
        }
        let (pixels, most) = try difference(plot, marks)
        #expect(pixels < 20 && most <= 2, "\(pixels) pixels differ, by up to \(most)/255")
    }

    @Test("symbolSize(_:) with a key path to an area, or to a size: the plot's PNG is the marks' PNG, byte for byte")
    func keyPaths() throws {
        let byArea = Chart { PointPlot(Self.samples, x: .value("x", \.x), y: .value("y", \.y)).symbolSize(\.area) }
        let areaMarks = Chart {
            ForEach(Self.samples.indices, id: \.self) { i in
                PointMark(x: .value("x", Self.samples[i].x), y: .value("y", Self.samples[i].y)).symbolSize(Self.samples[i].area)
            }
        }
        #expect(try png(byArea) == png(areaMarks))
        let bySize = Chart { PointPlot(Self.samples, x: .value("x", \.x), y: .value("y", \.y)).symbolSize(\.size) }
        let sizeMarks = Chart {
            ForEach(Self.samples.indices, id: \.self) { i in
                PointMark(x: .value("x", Self.samples[i].x), y: .value("y", Self.samples[i].y)).symbolSize(Self.samples[i].size)
            }
        }
        #expect(try png(bySize) == png(sizeMarks))
    }

    @Test("a row whose area is NaN, infinite, negative or 0 draws no symbol; the others keep their sizes")
    func badAreas() throws {
        struct Row { var x: Double; var area: CGFloat }
        let rows = [Row(x: 0, area: 16), Row(x: 1, area: .nan), Row(x: 2, area: .infinity), Row(x: 3, area: -4),
                    Row(x: 4, area: 0), Row(x: 5, area: 64)]
        let scene = try ImageRenderer(content: Chart { PointPlot(rows, x: .value("x", \.x), y: .value("y", \.x)).symbolSize(\.area) }).scene()
        let nodes = symbolsNodes(scene.nodes)
        #expect(nodes.map(\.positions.count) == [1, 1])
        // Sides 4 and 8: the second symbol twice as wide as the first.
        #expect(abs(nodes[1].shape.boundingRect.width / nodes[0].shape.boundingRect.width - 2) < 1e-9)
    }

    @Test("a row whose symbolSize(by:) value is NaN is not drawn, as a mark with one is not")
    func nanValue() throws {
        struct Row { var x: Double; var value: Double }
        let rows = [Row(x: 0, value: 1), Row(x: 1, value: .nan), Row(x: 2, value: 3)]
        let plot = Chart { PointPlot(rows, x: .value("x", \.x), y: .value("y", \.x)).symbolSize(by: .value("v", \.value)) }
        let marks = Chart {
            ForEach(rows.indices, id: \.self) { i in
                PointMark(x: .value("x", rows[i].x), y: .value("y", rows[i].x)).symbolSize(by: .value("v", rows[i].value))
            }
        }
        #expect(try png(plot) == png(marks))
        #expect(symbolsNodes(try ImageRenderer(content: plot).scene().nodes).map(\.positions.count).reduce(0, +) == 2)
    }

    @Test("points of one size stay one node: sizes cost nothing where they are not asked for")
    func unsized() throws {
        let plot = Chart { PointPlot(Self.samples, x: .value("x", \.x), y: .value("y", \.y)) }
        let nodes = symbolsNodes(try ImageRenderer(content: plot).scene().nodes)
        #expect(nodes.count == 1)
        #expect(nodes.first?.positions.count == Self.samples.count)
    }

    @Test("rows of few sizes share nodes: one per size where copies of different sizes do not touch")
    func fewSizes() throws {
        struct Row { var x: Double; var size: String }
        let rows = (0..<40).map { Row(x: Double($0), size: $0 % 2 == 0 ? "big" : "small") }
        let plot = Chart {
            PointPlot(rows, x: .value("x", \.x), y: .value("y", \.x)).symbolSize(by: .value("Size", \.size))
        }.chartSymbolSizeScale(range: 4...16)
        let nodes = symbolsNodes(try ImageRenderer(content: plot.frame(width: 800, height: 800)).scene().nodes)
        #expect(nodes.count == 2)
        #expect(nodes.map(\.positions.count) == [20, 20], "sides 2 and 4, 20 points apart")
    }
}
