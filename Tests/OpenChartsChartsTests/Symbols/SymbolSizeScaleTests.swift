import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsViews
import Testing

@Suite("symbolSize(by:) and chartSymbolSizeScale")
struct SymbolSizeScaleTests {
    struct Bubble { var x: Double; var y: Double; var size: Double; var kind: String }

    func bubbles(_ sizes: [Double]) -> [Bubble] {
        sizes.enumerated().map { Bubble(x: Double($0.offset), y: Double($0.offset), size: $0.element, kind: "k\($0.offset)") }
    }

    /// Point marks at (i, i), each sized by its number.
    func chart(_ sizes: [Double]) -> Chart<some ChartContent> {
        Chart(bubbles(sizes), id: \.x) { b in
            PointMark(x: .value("x", b.x), y: .value("y", b.y)).symbolSize(by: .value("Size", b.size))
        }
    }

    /// Point marks at (i, i), each sized by its category.
    func categoryChart(_ count: Int) -> Chart<some ChartContent> {
        Chart(bubbles(Array(repeating: 1, count: count)), id: \.x) { b in
            PointMark(x: .value("x", b.x), y: .value("y", b.y)).symbolSize(by: .value("Kind", b.kind))
        }
    }

    /// The width of each point's symbol in the plot, in data order (the legend draws fills).
    func widths<V: View>(_ chart: V) throws -> [CGFloat] {
        symbolsNodes(try scene(chart).nodes).flatMap { node in node.positions.map { _ in node.shape.boundingRect.width } }
    }

    /// The width a circle of `area` square points has, as `symbolSize(_ area:)` draws it.
    func circleWidth(area: CGFloat) -> CGFloat {
        SymbolOutlines.make(.circle, side: area.squareRoot()).shape.boundingRect.width
    }

    func near(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 }
    }

    func legendTexts<V: View>(_ chart: V) throws -> [String] {
        try object(scene(chart), "Legend").map { texts($0.children).map(\.text) } ?? []
    }

    /// The legend's glyphs: each filled shape's width, in order.
    func legendGlyphWidths<V: View>(_ chart: V) throws -> [CGFloat] {
        guard let legend = try object(scene(chart), "Legend") else { return [] }
        func fills(_ nodes: [SceneNode]) -> [CGFloat] {
            nodes.flatMap { node -> [CGFloat] in
                switch node {
                case let .fill(fill): [fill.path.boundingRect.width]
                case let .group(group): fills(group.children)
                default: []
                }
            }
        }
        return fills(legend.children)
    }

    // MARK: - Numbers

    @Test("numbers map by area across 9…324 pt²: the least gets 9, the greatest 324, the middle value the middle area")
    func defaultRange() throws {
        let expected = [9, 166.5, 324, 87.75].map(circleWidth(area:))
        #expect(near(try widths(chart([0, 50, 100, 25])), expected))
    }

    @Test("a mark's own symbolSize(_:) wins over symbolSize(by:)")
    func explicitWins() throws {
        let chart = Chart(bubbles([0, 100]), id: \.x) { b in
            PointMark(x: .value("x", b.x), y: .value("y", b.y)).symbolSize(by: .value("Size", b.size)).symbolSize(CGSize(width: 5, height: 5))
        }
        #expect(near(try widths(chart), [circleWidth(area: 25), circleWidth(area: 25)]))
    }

    @Test("range: sets the areas the data's extent maps to; domain: fixes the extent and clamps values beyond it")
    func rangeAndDomain() throws {
        let ranged = chart([0, 50, 100]).chartSymbolSizeScale(range: 100...400)
        #expect(near(try widths(ranged), [100, 250, 400].map(circleWidth(area:))))
        let fixed = chart([-50, 50, 300]).chartSymbolSizeScale(domain: 0...100, range: 100...400)
        #expect(near(try widths(fixed), [100, 250, 400].map(circleWidth(area:))))
        let domainOnly = chart([0, 100]).chartSymbolSizeScale(domain: 0...200)
        #expect(near(try widths(domainOnly), [9, 166.5].map(circleWidth(area:))))
    }

    @Test("a list of areas: numbers interpolate between neighbours, evenly spaced over the extent")
    func listRange() throws {
        let listed = chart([0, 25, 50, 100]).chartSymbolSizeScale(range: [10, 100, 400])
        #expect(near(try widths(listed), [10, 55, 100, 400].map(circleWidth(area:))))
    }

    @Test("each scale type spreads areas as it spreads an axis: log, square root, power, symmetric log")
    func types() throws {
        // Areas 4…100: the share of the way t maps to 4 + 96t.
        func areas(_ ts: [Double]) -> [CGFloat] { ts.map { circleWidth(area: 4 + 96 * CGFloat($0)) } }
        let log = chart([1, 10, 100]).chartSymbolSizeScale(range: 4...100, type: .log)
        #expect(near(try widths(log), areas([0, 0.5, 1])), "10 is halfway between 1 and 100")
        let sqrt = chart([0, 25, 100]).chartSymbolSizeScale(range: 4...100, type: .squareRoot)
        #expect(near(try widths(sqrt), areas([0, 0.5, 1])), "√25 is half of √100")
        let power = chart([0, 50, 100]).chartSymbolSizeScale(range: 4...100, type: .power(exponent: 2))
        #expect(near(try widths(power), areas([0, 0.25, 1])), "50² is a quarter of 100²")
        let symlog = chart([-10, 1, 10]).chartSymbolSizeScale(range: 4...100, type: .symmetricLog)
        let t = (Foundation.log1p(1.0) + Foundation.log1p(10.0)) / (2 * Foundation.log1p(10.0))
        #expect(near(try widths(symlog), areas([0, t, 1])))
        let linear = chart([1, 10, 100]).chartSymbolSizeScale(range: 4...100, type: .linear)
        #expect(near(try widths(linear), areas([0, 9.0 / 99, 1])))
    }

    @Test("an area of 0 draws no symbol")
    func zeroArea() throws {
        // The least value's symbol has no area: only the others are drawn.
        #expect(near(try widths(chart([1, 10, 100]).chartSymbolSizeScale(range: 0...100, type: .log)).filter { $0 > 0 }, [50, 100].map(circleWidth(area:))))
    }

    // MARK: - Categories

    @Test("categories step evenly from the range's first area to its last, in order of appearance")
    func categories() throws {
        let expected = [9, 114, 219, 324].map(circleWidth(area:))
        #expect(near(try widths(categoryChart(4)), expected))
        #expect(near(try widths(categoryChart(1)), [circleWidth(area: 166.5)]), "one category: the middle")
    }

    @Test("a list of areas and a domain: category domain[i] gets area i, cycling; KeyValuePairs map each")
    func categoryList() throws {
        let listed = categoryChart(3).chartSymbolSizeScale(domain: ["k2", "k1", "k0"], range: [16, 64] as [CGFloat])
        #expect(near(try widths(listed), [16, 64, 16].map(circleWidth(area:))))
        let pairs = categoryChart(2).chartSymbolSizeScale(["k0": 100, "k1": 25])
        #expect(near(try widths(pairs), [100, 25].map(circleWidth(area:))))
        // type: .category makes numbers categories.
        let stepped = chart([5, 1, 3]).chartSymbolSizeScale(range: 4...100, type: .category)
        #expect(near(try widths(stepped), [4, 52, 100].map(circleWidth(area:))), "in order of appearance, not of value")
    }

    @Test("a category outside a fixed domain is not drawn, not drawn at some other size")
    func outsideDomain() throws {
        let chart = categoryChart(3).chartSymbolSizeScale(domain: ["k0", "k1"], range: 16...64)
        #expect(near(try widths(chart), [16, 64].map(circleWidth(area:))))
    }

    // MARK: - Bad input

    @Test("a mark whose value is NaN or infinite is skipped; the others keep their sizes")
    func nonFiniteValues() throws {
        #expect(near(try widths(chart([0, .nan, 100, .infinity, -.infinity])), [9, 324].map(circleWidth(area:))))
    }

    @Test("range areas that are NaN or infinite are left out, negative ones are 0; none left is the default range")
    func badRanges() throws {
        let nanEnd = chart([0, 100]).chartSymbolSizeScale(range: 9...CGFloat.infinity)
        #expect(near(try widths(nanEnd), [9, 324].map(circleWidth(area:))), "a span with an infinite end: the default")
        let listed = chart([0, 100]).chartSymbolSizeScale(range: [.nan, 16, .infinity, 64])
        #expect(near(try widths(listed), [16, 64].map(circleWidth(area:))))
        let negative = chart([0, 100]).chartSymbolSizeScale(range: [-50, 64])
        #expect(near(try widths(negative), [64].map(circleWidth(area:))), "the least value has area 0: no symbol")
        let empty = chart([0, 100]).chartSymbolSizeScale(range: [] as [CGFloat])
        #expect(near(try widths(empty), [9, 324].map(circleWidth(area:))))
    }

    @Test("negative values map like any others: the least gets the smallest area")
    func negativeValues() throws {
        #expect(near(try widths(chart([-100, 0, 100])), [9, 166.5, 324].map(circleWidth(area:))))
    }

    @Test("one value, or a zero-width domain, gives every mark the range's middle area")
    func zeroWidth() throws {
        #expect(near(try widths(chart([7, 7])), [166.5, 166.5].map(circleWidth(area:))))
        let fixed = chart([1, 9]).chartSymbolSizeScale(domain: 5...5, range: 0...100)
        #expect(near(try widths(fixed), [50, 50].map(circleWidth(area:))))
    }

    @Test("a log scale over values that reach zero is linear, as a log axis is; over a fixed positive domain it skips zero and negative values")
    func logOverZero() throws {
        let overZero = chart([0, 50, 100]).chartSymbolSizeScale(range: 0...100, type: .log)
        #expect(near(try widths(overZero), [50, 100].map(circleWidth(area:))), "linear: 0 has area 0, no symbol")
        let fixed = chart([0, -5, 10, 100, 1_000]).chartSymbolSizeScale(domain: 1...100, range: 16...100, type: .log)
        #expect(near(try widths(fixed), [58, 100, 100].map(circleWidth(area:))), "1,000 is beyond the domain: clamped")
    }

    // MARK: - Lines

    @Test("symbolSize(by:) on a line shows its vertices' symbols, sized")
    func lineSymbols() throws {
        let chart = Chart(bubbles([0, 100]), id: \.x) { b in
            LineMark(x: .value("x", b.x), y: .value("y", b.y)).symbolSize(by: .value("Size", b.size))
        }
        #expect(near(try widths(chart), [9, 324].map(circleWidth(area:))))
    }

    // MARK: - Legend

    @Test("the legend shows circles of growing size with round values for numbers")
    func legendNumbers() throws {
        let chart = chart([0, 50, 100])
        #expect(try legendTexts(chart) == ["0", "50", "100"])
        #expect(near(try legendGlyphWidths(chart), [9, 166.5, 324].map { area in
            BasicChartSymbolShape.circle.path(center: .zero, size: area.squareRoot()).boundingRect.width
        }))
    }

    @Test("the legend shows each category with its size, and caps a huge size at 24 points")
    func legendCategories() throws {
        #expect(try legendTexts(categoryChart(3)) == ["k0", "k1", "k2"])
        let huge = chart([0, 100]).chartSymbolSizeScale(range: 100...10_000)
        let glyphs = try legendGlyphWidths(huge)
        #expect(glyphs.max().map { $0 <= 24 + 1e-9 } == true, "\(glyphs)")
        #expect(glyphs == glyphs.sorted())
    }

    @Test("sized and colored by the same category, the colored entries show the sizes, with no second list")
    func legendFollowsColor() throws {
        let chart = Chart(bubbles([1, 1, 1]), id: \.x) { b in
            PointMark(x: .value("x", b.x), y: .value("y", b.y))
                .foregroundStyle(by: .value("Kind", b.kind)).symbolSize(by: .value("Kind", b.kind))
        }
        #expect(try legendTexts(chart) == ["k0", "k1", "k2"])
        #expect(near(try legendGlyphWidths(chart), [9, 166.5, 324].map { area in
            BasicChartSymbolShape.circle.path(center: .zero, size: area.squareRoot()).boundingRect.width
        }))
    }

    @Test("a hidden legend shows no sizes; no symbolSize(by:) adds no legend")
    func noLegend() throws {
        #expect(try legendTexts(chart([0, 100]).chartLegend(.hidden)).isEmpty)
        let plain = Chart(bubbles([0, 100]), id: \.x) { b in PointMark(x: .value("x", b.x), y: .value("y", b.y)) }
        #expect(try object(scene(plain), "Legend") == nil)
    }

    @Test("the legend's rows grow to hold the largest symbol, and its texts are centred on them")
    func legendRowHeight() throws {
        let s = try scene(chart([0, 100]).chartSymbolSizeScale(range: 16...400))
        let legend = try #require(object(s, "Legend"))
        let label = try #require(texts(legend.children).first)
        let plot = try chart([0, 100]).chartSymbolSizeScale(range: 16...400).chartProxy().plotRect
        #expect(label.origin.y > plot.maxY)
        #expect(label.origin.y < 300)
    }
}
