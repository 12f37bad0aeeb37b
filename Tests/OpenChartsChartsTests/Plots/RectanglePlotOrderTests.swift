import Foundation
import OpenCharts
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsTestSupport
import Testing

/// Rule and rectangle plots coloured by a category draw their rows in order, as the same
/// chart written with a mark per row does: where rules or boxes of different colours overlap,
/// the later row lies on top, rather than a whole group over the groups before it (a dense
/// candlestick chart drawn all in the colour of its down days).
@Suite("Rule and rectangle plots keep their rows' order across colours")
struct RectanglePlotOrderTests {
    struct Candle { var t: Double; var low: Double; var high: Double; var move: String; var color: Color }

    /// A seeded random walk's steps, 3,000 over a 300-point plot: ten rules a point, up and
    /// down interleaved at random.
    static let candles: [Candle] = {
        var random = SplitMix64(seed: 20)
        var value = 0.0
        return (0..<3_000).map { i in
            let before = value
            value += Double.random(in: -1..<1, using: &random)
            let up = value >= before
            return Candle(t: Double(i), low: min(before, value), high: max(before, value), move: up ? "up" : "down",
                          color: up ? .green : .red)
        }
    }()

    static func png(_ content: some ChartContent) throws -> Data {
        try ImageRenderer(content: Chart { content }.chartLegend(.hidden).frame(width: 300, height: 200)).png()
    }

    static func nodes(_ content: some ChartContent) throws -> [SceneNode] {
        func leaves(_ nodes: [SceneNode]) -> [SceneNode] {
            nodes.flatMap { node -> [SceneNode] in
                if case let .group(group) = node { return leaves(group.children) }
                return [node]
            }
        }
        return leaves(try ImageRenderer(content: Chart { content }.chartLegend(.hidden).frame(width: 300, height: 200))
            .scene().nodes)
    }

    @Test("rules coloured by a category: the plot's PNG is the marks' PNG, byte for byte, from one node")
    func rulesByCategory() throws {
        let plot = RulePlot(Self.candles, x: .value("t", \.t), yStart: .value("low", \.low), yEnd: .value("high", \.high))
            .foregroundStyle(by: .value("Move", \.move))
        let marks = ForEach(Self.candles.indices, id: \.self) { i in
            RuleMark(x: .value("t", Self.candles[i].t), yStart: .value("low", Self.candles[i].low),
                     yEnd: .value("high", Self.candles[i].high))
                .foregroundStyle(by: .value("Move", Self.candles[i].move))
        }
        #expect(try Self.png(plot) == Self.png(marks))
        let rectangles = try Self.nodes(plot).compactMap { node -> RectanglesNode? in
            if case let .rectangles(rectangles) = node { return rectangles }
            return nil
        }
        #expect(rectangles.count == 1)
        guard let node = rectangles.first else { return }
        #expect(node.rects.count == Self.candles.count)
        #expect(node.paints?.paints.count == 2)
        // Up is the first kind seen, down the second: each rule's paint is its row's.
        let first = Self.candles[0].move
        #expect(node.rects.indices.allSatisfy { (node.paints?.paintIndex(of: $0) == 0) == (Self.candles[$0].move == first) })
    }

    @Test("rules styled by a key path: the plot's PNG is the marks' PNG, byte for byte")
    func rulesByKeyPath() throws {
        let plot = RulePlot(Self.candles, x: .value("t", \.t), yStart: .value("low", \.low), yEnd: .value("high", \.high))
            .foregroundStyle(\.color)
        let marks = ForEach(Self.candles.indices, id: \.self) { i in
            RuleMark(x: .value("t", Self.candles[i].t), yStart: .value("low", Self.candles[i].low),
                     yEnd: .value("high", Self.candles[i].high))
                .foregroundStyle(Self.candles[i].color)
        }
        #expect(try Self.png(plot) == Self.png(marks))
        #expect(try Self.nodes(plot).filter { if case .rectangles = $0 { true } else { false } }.count == 1)
    }

    @Test("rules across the plot coloured by a category: the plot's PNG is the marks' PNG, byte for byte", arguments: [300, 3_000])
    func spanningRules(count: Int) throws {
        let rows = Array(Self.candles.prefix(count))
        let plot = RulePlot(rows, x: .value("t", \.t)).foregroundStyle(by: .value("Move", \.move))
        let marks = ForEach(rows.indices, id: \.self) { i in
            RuleMark(x: .value("t", rows[i].t)).foregroundStyle(by: .value("Move", rows[i].move))
        }
        #expect(try Self.png(plot) == Self.png(marks))
    }

    @Test("few rules, or rules that are no rectangle, are strokes in row order")
    func strokesInOrder() throws {
        let few = Array(Self.candles.prefix(200))
        let plot = RulePlot(few, x: .value("t", \.t), yStart: .value("low", \.low), yEnd: .value("high", \.high))
            .foregroundStyle(by: .value("Move", \.move))
        let colors = ChartTheme.palette
        // The rules' strokes: in the palette's colours, not the grey of the grid.
        let strokes = try Self.nodes(plot).compactMap { node -> StrokeNode? in
            if case let .stroke(stroke) = node, [Paint.color(colors[0]), .color(colors[1])].contains(stroke.paint) { return stroke }
            return nil
        }
        #expect(strokes.count == few.count)
        let first = few[0].move
        #expect(zip(strokes, few).allSatisfy { stroke, candle in
            stroke.paint == .color(candle.move == first ? colors[0] : colors[1])
        })
        // Round caps: no rectangle, strokes in order however many.
        let round = RulePlot(Self.candles, x: .value("t", \.t), yStart: .value("low", \.low), yEnd: .value("high", \.high))
            .foregroundStyle(by: .value("Move", \.move)).lineStyle(StrokeStyle(lineWidth: 1, lineCap: .round))
        let roundMarks = ForEach(Self.candles.indices, id: \.self) { i in
            RuleMark(x: .value("t", Self.candles[i].t), yStart: .value("low", Self.candles[i].low),
                     yEnd: .value("high", Self.candles[i].high))
                .foregroundStyle(by: .value("Move", Self.candles[i].move)).lineStyle(StrokeStyle(lineWidth: 1, lineCap: .round))
        }
        #expect(try Self.png(round) == Self.png(roundMarks))
    }

    @Test("rectangles coloured by a category: the plot's PNG is the marks' PNG, byte for byte")
    func rectanglesByCategory() throws {
        // Boxes a third of a point wide, ten to a point: they overlap their neighbours.
        let plot = RectanglePlot(Self.candles, x: .value("t", \.t), yStart: .value("low", \.low), yEnd: .value("high", \.high),
                                 width: .fixed(3))
            .foregroundStyle(by: .value("Move", \.move))
        let marks = ForEach(Self.candles.indices, id: \.self) { i in
            RectangleMark(x: .value("t", Self.candles[i].t), yStart: .value("low", Self.candles[i].low),
                          yEnd: .value("high", Self.candles[i].high), width: .fixed(3))
                .foregroundStyle(by: .value("Move", Self.candles[i].move))
        }
        #expect(try Self.png(plot) == Self.png(marks))
    }
}
