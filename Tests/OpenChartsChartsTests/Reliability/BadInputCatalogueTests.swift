import Foundation
import OpenCharts
import Testing

/// The bad-input catalogue (docs/bad-input.md): each row of its policy table is one test
/// here, asserting the picture a user gets (scene geometry) or the error text.
@Suite("Bad input catalogue")
struct BadInputCatalogueTests {
    // MARK: - Non-finite numbers

    @Test("a NaN point is skipped; the finite ones are drawn")
    func nanPoint() throws {
        let chart = Chart {
            PointMark(x: .value("x", 1), y: .value("y", 1))
            PointMark(x: .value("x", 2), y: .value("y", Double.nan))
            PointMark(x: .value("x", Double.nan), y: .value("y", 3))
        }
        #expect(symbolGroups(try scene(chart).nodes).map(\.accessibilityLabel) == ["1, 1"])
    }

    @Test("a NaN sector is skipped and the others share the full turn")
    func nanSector() throws {
        let chart = Chart {
            SectorMark(angle: .value("v", 1)).foregroundStyle(by: .value("k", "a"))
            SectorMark(angle: .value("v", Double.nan)).foregroundStyle(by: .value("k", "b"))
            SectorMark(angle: .value("v", 1)).foregroundStyle(by: .value("k", "c"))
        }
        #expect(symbolGroups(try scene(chart).nodes).count == 2)
    }

    @Test("+infinity and -infinity bars are skipped and do not stretch the value axis")
    func infiniteBars() throws {
        let chart = Chart {
            BarMark(x: .value("k", "a"), y: .value("v", 4))
            BarMark(x: .value("k", "b"), y: .value("v", Double.infinity))
            BarMark(x: .value("k", "c"), y: .value("v", -Double.infinity))
        }
        let s = try scene(chart)
        #expect(symbolGroups(s.nodes).map(\.accessibilityLabel) == ["a, 4"])
        #expect(texts(try #require(object(s, "Y axis")).children).map(\.text) == ["0", "1", "2", "3", "4"])
    }

    @Test("an infinite vertex breaks nothing: the line goes on through the finite ones")
    func infiniteLine() throws {
        let chart = Chart {
            LineMark(x: .value("x", 0), y: .value("y", 1))
            LineMark(x: .value("x", 1), y: .value("y", Double.infinity))
            LineMark(x: .value("x", 2), y: .value("y", 3))
        }
        let strokes = allStrokes(try scene(chart).nodes)
        let line = try #require(strokes.first { $0.path.points.count == 2 })
        #expect(line.path.points.allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }

    @Test("an infinite sector is skipped and the others share the full turn")
    func infiniteSector() throws {
        let chart = Chart {
            SectorMark(angle: .value("v", 1))
            SectorMark(angle: .value("v", Double.infinity))
            SectorMark(angle: .value("v", 3))
        }
        #expect(symbolGroups(try scene(chart).nodes).count == 2)
    }

    // MARK: - Zero, subnormal and extreme finite numbers

    @Test("+0 and -0 bars have zero height at the baseline, and the axis never shows -0")
    func signedZeroBars() throws {
        let chart = Chart {
            BarMark(x: .value("k", "a"), y: .value("v", 0.0))
            BarMark(x: .value("k", "b"), y: .value("v", -0.0))
            BarMark(x: .value("k", "c"), y: .value("v", 2))
        }
        let s = try scene(chart)
        let bars = symbolGroups(s.nodes)
        #expect(bars.count == 3)
        let heights = bars.compactMap(fillBounds).map(\.height)
        #expect(heights.prefix(2).allSatisfy { $0 == 0 })
        #expect(!texts(try #require(object(s, "Y axis")).children).contains { $0.text.hasPrefix("-0") })
    }

    @Test("subnormal values draw bars with finite geometry")
    func subnormalBar() throws {
        let tiny = Double.leastNonzeroMagnitude
        let chart = Chart {
            BarMark(x: .value("k", "a"), y: .value("v", tiny))
            BarMark(x: .value("k", "b"), y: .value("v", tiny * 4))
        }
        let s = try scene(chart)
        let bounds = symbolGroups(s.nodes).compactMap(fillBounds)
        #expect(bounds.count == 2)
        #expect(bounds.allSatisfy { $0.minX.isFinite && $0.minY.isFinite && $0.height.isFinite })
        #expect(allGeometryIsFinite(s.nodes))
    }

    @Test("±greatestFiniteMagnitude points and lines have finite geometry")
    func extremeFiniteLine() throws {
        let chart = Chart {
            LineMark(x: .value("x", -Double.greatestFiniteMagnitude), y: .value("y", Double.greatestFiniteMagnitude))
            LineMark(x: .value("x", Double.greatestFiniteMagnitude), y: .value("y", -Double.greatestFiniteMagnitude))
            PointMark(x: .value("x", 0), y: .value("y", 0))
        }
        let s = try scene(chart)
        #expect(allGeometryIsFinite(s.nodes))
    }

    @Test("±greatestFiniteMagnitude bars fill the plot up and down from a baseline in the middle, with ticks")
    func extremeFiniteBars() throws {
        let max = Double.greatestFiniteMagnitude
        let chart = Chart {
            BarMark(x: .value("k", "a"), y: .value("v", max))
            BarMark(x: .value("k", "b"), y: .value("v", -max))
            BarMark(x: .value("k", "c"), y: .value("v", 1))
        }
        let s = try scene(chart)
        #expect(allGeometryIsFinite(s.nodes))
        let bars = symbolGroups(s.nodes)
        #expect(bars.map(\.accessibilityLabel).count == 3)
        let bounds = try bars.map { try #require(fillBounds($0)) }
        // The domain is −max…max, so the baseline (0) is the middle of the plot: "a" goes
        // from there to the top, "b" to the bottom, both half the plot high.
        let plotTop = bounds[0].minY, plotBottom = bounds[1].maxY
        let middle = (plotTop + plotBottom) / 2
        #expect(plotBottom - plotTop > 200)
        #expect(close(bounds[0].maxY, middle, 1e-6) && close(bounds[1].minY, middle, 1e-6))
        #expect(close(bounds[0].height, bounds[1].height, 1e-6))
        // 1 is nothing next to max: a bar of zero height on the baseline.
        #expect(close(bounds[2].height, 0, 1e-6) && close(bounds[2].minY, middle, 1e-6))
        let labels = texts(try #require(object(s, "Y axis")).children).map(\.text)
        #expect(labels.count >= 3)
        #expect(labels.contains("0"))
    }

    @Test("±greatestFiniteMagnitude points get ticks on both axes and sit at the plot's corners")
    func extremeFinitePoints() throws {
        let max = Double.greatestFiniteMagnitude
        let chart = Chart {
            PointMark(x: .value("x", -max), y: .value("y", -max))
            PointMark(x: .value("x", max), y: .value("y", max))
            PointMark(x: .value("x", 0), y: .value("y", 0))
        }
        let s = try scene(chart)
        #expect(allGeometryIsFinite(s.nodes))
        let centers = try symbolGroups(s.nodes).map { group -> CGPoint in
            let b = try #require(fillBounds(group))
            return CGPoint(x: b.midX, y: b.midY)
        }
        #expect(centers.count == 3)
        // The third point (0, 0) is halfway between the other two on both axes.
        #expect(close(centers[2].x, (centers[0].x + centers[1].x) / 2, 1e-6))
        #expect(close(centers[2].y, (centers[0].y + centers[1].y) / 2, 1e-6))
        #expect(centers[1].x - centers[0].x > 200 && centers[0].y - centers[1].y > 150)
        #expect(texts(try #require(object(s, "X axis")).children).count >= 3)
        #expect(texts(try #require(object(s, "Y axis")).children).count >= 3)
    }

    @Test("Int.min and Int.max plot as the nearest doubles")
    func intExtremes() throws {
        let chart = Chart {
            PointMark(x: .value("x", Int.min), y: .value("y", Int.max))
            PointMark(x: .value("x", Int.max), y: .value("y", Int.min))
        }
        let s = try scene(chart)
        #expect(symbolGroups(s.nodes).map(\.accessibilityLabel) == ["-9.223372036854776e+18, 9.223372036854776e+18",
                                                                    "9.223372036854776e+18, -9.223372036854776e+18"])
        #expect(allGeometryIsFinite(s.nodes))
    }

    @Test("Decimal's greatest and least finite magnitudes plot as finite marks")
    func decimalExtremes() throws {
        let chart = Chart {
            BarMark(x: .value("k", "max"), y: .value("v", Decimal.greatestFiniteMagnitude))
            BarMark(x: .value("k", "min"), y: .value("v", Decimal.leastFiniteMagnitude))
            BarMark(x: .value("k", "tiny"), y: .value("v", Decimal.leastNonzeroMagnitude))
        }
        let s = try scene(chart)
        #expect(symbolGroups(s.nodes).count == 3)
        #expect(allGeometryIsFinite(s.nodes))
    }

    // MARK: - Degenerate data

    @Test("all-equal values get a domain around them and every bar the same height")
    func allEqual() throws {
        let chart = Chart {
            ForEach(["a", "b", "c"], id: \.self) { key in BarMark(x: .value("k", key), y: .value("v", 7)) }
        }
        let heights = symbolGroups(try scene(chart).nodes).compactMap(fillBounds).map(\.height)
        #expect(heights.count == 3)
        #expect(Set(heights).count == 1)
        #expect((heights.first ?? 0) > 0)
    }

    @Test("points all at zero get a -1…1 domain on both axes and sit in the middle of the plot")
    func allEqualPoints() throws {
        let chart = Chart {
            ForEach(0..<3) { _ in PointMark(x: .value("x", 0), y: .value("y", 0)) }
        }
        let proxy = try chart.chartProxy()
        let point = try #require(proxy.position(for: (x: 0.0, y: 0.0)))
        #expect(point == CGPoint(x: proxy.plotSize.width / 2, y: proxy.plotSize.height / 2))
    }

    @Test("a pie of greatestFiniteMagnitude values, whose sum overflows, draws each its share of the turn")
    func extremeFiniteSectors() throws {
        let max = Double.greatestFiniteMagnitude
        let chart = Chart {
            SectorMark(angle: .value("v", max))
            SectorMark(angle: .value("v", max))
            SectorMark(angle: .value("v", max / 2))
            SectorMark(angle: .value("v", 1))
        }
        let s = try scene(chart)
        #expect(allGeometryIsFinite(s.nodes))
        let sectors = symbolGroups(s.nodes)
        // max, max and max/2 take 2/5, 2/5 and 1/5 of the turn; 1 is too small to draw.
        #expect(sectors.count == 3)
        let bounds = try sectors.map { try #require(fillBounds($0)) }
        // The first starts at 12 o'clock and ends at 144°: right of the centre only, full height
        // of its upper half; the second (144°…288°) spans the bottom; the third (288°…360°)
        // is in the upper-left quarter.
        let pie = bounds.dropFirst().reduce(bounds[0]) { $0.union($1) }
        #expect(close(bounds[0].minX, pie.midX, 0.5) && close(bounds[0].maxX, pie.maxX, 0.5))
        #expect(close(bounds[1].maxY, pie.maxY, 0.5))
        #expect(close(bounds[2].maxX, pie.midX, 0.5) && bounds[2].maxY <= pie.midY + 0.5)
        #expect(pie.width > 200)
    }

    @Test("a pie whose values sum to zero draws no sectors")
    func zeroPieTotal() throws {
        let chart = Chart {
            SectorMark(angle: .value("v", 0))
            SectorMark(angle: .value("v", 0))
        }
        #expect(symbolGroups(try scene(chart).nodes).isEmpty)
    }

    @Test("a pie whose values are all negative draws no sectors")
    func negativePieTotal() throws {
        let chart = Chart {
            SectorMark(angle: .value("v", -1))
            SectorMark(angle: .value("v", -2))
        }
        #expect(symbolGroups(try scene(chart).nodes).isEmpty)
    }

    @Test("duplicate categories share one band and both bars are drawn in it")
    func duplicateCategories() throws {
        let chart = Chart {
            BarMark(x: .value("k", "a"), y: .value("v", 1))
            BarMark(x: .value("k", "a"), y: .value("v", 2))
            BarMark(x: .value("k", "b"), y: .value("v", 3))
        }
        let s = try scene(chart)
        #expect(texts(try #require(object(s, "X axis")).children).map(\.text) == ["a", "b"])
        let bars = symbolGroups(s.nodes).compactMap(fillBounds)
        #expect(bars.count == 3)
        #expect(bars[0].minX == bars[1].minX)
    }

    @Test("100,000 categories lay out, each bar in its own band")
    func manyCategories() throws {
        let count = 100_000
        let chart = Chart {
            ForEach(0..<count, id: \.self) { i in BarMark(x: .value("k", "c\(i)"), y: .value("v", i % 10 + 1)) }
        }
        let bars = symbolGroups(try scene(chart).nodes).compactMap(fillBounds)
        #expect(bars.count == count)
        #expect(zip(bars, bars.dropFirst()).allSatisfy { $0.minX < $1.minX })
    }

    @Test("a million categories in a bar plot each get a band, in order, with the axis labels thinned")
    func millionCategories() throws {
        struct Row { let key: String; let value: Double }
        let rows = (0..<1_000_000).map { Row(key: "c\($0)", value: Double($0 % 10 + 1)) }
        let chart = Chart { BarPlot(rows, x: .value("k", \.key), y: .value("v", \.value)) }
            .frame(width: 800, height: 600)
        let proxy = try Chart { BarPlot(rows, x: .value("k", \.key), y: .value("v", \.value)) }
            .chartProxy(proposal: ProposedSize(width: 800, height: 600))
        let first = try #require(proxy.position(forX: "c0"))
        let middle = try #require(proxy.position(forX: "c500000"))
        let last = try #require(proxy.position(forX: "c999999"))
        #expect(first < middle && middle < last)
        let s = try ImageRenderer(content: chart).scene()
        let labels = texts(try #require(object(s, "X axis")).children)
        #expect(!labels.isEmpty && labels.count < 100)
    }

    @Test("more categories than four a point keep every k-th label from the first, evenly, none overlapping")
    func denseCategoryLabels() throws {
        struct Row { let key: String; let value: Double }
        let rows = (0..<5_000).map { Row(key: "c\($0)", value: 1) }
        let chart = Chart { BarPlot(rows, x: .value("k", \.key), y: .value("v", \.value)) }
            .frame(width: 800, height: 300)
        let labels = texts(try #require(object(try ImageRenderer(content: chart).scene(), "X axis")).children)
        let indices = labels.compactMap { Int($0.text.dropFirst()) }
        #expect(indices.count == labels.count && indices.count > 5 && indices.first == 0)
        let stride = indices[1] - indices[0]
        #expect(zip(indices, indices.dropFirst()).allSatisfy { $1 - $0 == stride })
        // Consecutive labels (centred on their bands) leave at least the 4-point gap.
        let fonts = FontLibrary.shared
        for (a, b) in zip(labels, labels.dropFirst()) {
            let half = (fonts.width(a.text, font: a.font) + fonts.width(b.text, font: b.font)) / 2
            #expect(b.origin.x - a.origin.x >= half + 4 - 1e-6)
        }
    }

    // MARK: - Dates

    @Test("dates before 1900 plot in order with year labels")
    func datesBefore1900() throws {
        let chart = Chart {
            LineMark(x: .value("t", day(1066, 10, 14)), y: .value("v", 1))
            LineMark(x: .value("t", day(1215, 6, 15)), y: .value("v", 2))
        }
        let s = try scene(chart)
        let proxy = try chart.chartProxy()
        let a = try #require(proxy.position(forX: day(1066, 10, 14)))
        let b = try #require(proxy.position(forX: day(1215, 6, 15)))
        #expect(a < b)
        #expect(texts(try #require(object(s, "X axis")).children).map(\.text).contains("1100"))
    }

    @Test("dates after 9999 plot with year labels 12000…15000")
    func datesAfter9999() throws {
        let chart = Chart {
            PointMark(x: .value("t", day(12000, 1, 1)), y: .value("v", 1))
            PointMark(x: .value("t", day(15000, 1, 1)), y: .value("v", 2))
        }
        let s = try scene(chart)
        #expect(symbolGroups(s.nodes).count == 2)
        #expect(texts(try #require(object(s, "X axis")).children).map(\.text) == ["12000", "13000", "14000", "15000"])
    }

    // MARK: - Text

    @Test("an empty category name takes its own band")
    func emptyLabel() throws {
        let chart = Chart {
            BarMark(x: .value("k", ""), y: .value("v", 1))
            BarMark(x: .value("k", "b"), y: .value("v", 2))
        }
        let s = try scene(chart)
        #expect(symbolGroups(s.nodes).count == 2)
    }

    @Test("a 100 KB category label is cut with an ellipsis and the plot stays on the canvas")
    func hugeLabel() throws {
        let label = String(repeating: "abcdefghij", count: 10_240)
        let chart = Chart {
            BarMark(x: .value("v", 1), y: .value("k", label))
            BarMark(x: .value("v", 2), y: .value("k", "b"))
        }
        let s = try scene(chart)
        let bars = symbolGroups(s.nodes).compactMap(fillBounds)
        #expect(bars.count == 2)
        let drawn = texts(try #require(object(s, "Y axis")).children).map(\.text)
        #expect(drawn == ["abcdefghijabcdefghija…", "b"])
        let canvas = CGRect(origin: .zero, size: s.size)
        #expect(bars.allSatisfy { canvas.contains($0) && $0.width > 0 })
    }

    @Test("right-to-left and combining labels reach the scene unchanged")
    func rightToLeftAndCombining() throws {
        let hebrew = "שלום", arabic = "مرحبا", combining = "e\u{301}a\u{308}\u{20DD}"
        let chart = Chart {
            ForEach([hebrew, arabic, combining], id: \.self) { key in BarMark(x: .value("k", key), y: .value("v", 1)) }
        }
        let labels = texts(try #require(object(try scene(chart), "X axis")).children).map(\.text)
        #expect(labels == [hebrew, arabic, combining])
    }

    @Test("emoji labels, including ZWJ sequences and flags, reach the scene unchanged")
    func emojiLabels() throws {
        let keys = ["🐶", "👩‍👩‍👧‍👦", "🇫🇷"]
        let chart = Chart {
            ForEach(keys, id: \.self) { key in BarMark(x: .value("k", key), y: .value("v", 1)) }
        }
        let labels = texts(try #require(object(try scene(chart), "X axis")).children).map(\.text)
        #expect(labels == keys)
    }

    @Test("RTL, combining and emoji labels render to SVG and PNG")
    func complexTextRenders() throws {
        let chart = Chart {
            ForEach(["שלום", "e\u{301}", "👩‍👩‍👧‍👦"], id: \.self) { key in BarMark(x: .value("k", key), y: .value("v", 1)) }
        }
        .frame(width: 160, height: 100)
        let renderer = ImageRenderer(content: chart)
        #expect(try renderer.svg().contains("שלום"))
        #expect(try renderer.png().prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    // MARK: - Frames

    @Test("a zero-sized chart is an error naming the size")
    func zeroFrame() {
        let chart = Chart { BarMark(x: .value("k", "a"), y: .value("v", 1)) }
        #expect(throws: ChartError.invalidSize(width: 0, height: 0)) {
            try chart.makeScene(proposal: ProposedSize(width: 0, height: 0))
        }
    }

    @Test("a negative-sized chart is an error naming the size")
    func negativeFrame() {
        let chart = Chart { BarMark(x: .value("k", "a"), y: .value("v", 1)) }
        #expect(throws: ChartError.invalidSize(width: 100, height: -5)) {
            try chart.makeScene(proposal: ProposedSize(width: 100, height: -5))
        }
    }

    @Test("a zero-sized frame renders an empty SVG but its PNG is an error naming the size")
    func zeroFramePNG() throws {
        let renderer = ImageRenderer(content: Chart { BarMark(x: .value("k", "a"), y: .value("v", 1)) }
            .frame(width: 0, height: 0))
        #expect(try renderer.scene().size == .zero)
        let error = try #require(throws: RasterError.self) { try renderer.png() }
        #expect(error.description == "scene size 0.0 × 0.0 must be positive and finite")
    }

    @Test("a negative frame width is taken as zero")
    func negativeFrameWidth() throws {
        let renderer = ImageRenderer(content: Chart { BarMark(x: .value("k", "a"), y: .value("v", 1)) }
            .frame(width: -10, height: 20))
        #expect(try renderer.scene().size == CGSize(width: 0, height: 20))
    }

    @Test("a PNG over 16,384 pixels a side is an error naming the canvas and the limit")
    func oversideFramePNG() throws {
        let renderer = ImageRenderer(content: Chart { BarMark(x: .value("k", "a"), y: .value("v", 1)) }
            .frame(width: 20_000, height: 10))
        let error = try #require(throws: RasterError.self) { try renderer.png() }
        #expect(error.description == "canvas of 20000 × 10 pixels is over the limit of 16384 pixels a side and 67108864 pixels in all")
    }

    @Test("a PNG over 256 MiB of pixels is an error naming the canvas and the limit")
    func overAreaFramePNG() throws {
        let renderer = ImageRenderer(content: Chart { BarMark(x: .value("k", "a"), y: .value("v", 1)) }
            .frame(width: 9_000, height: 9_000))
        let error = try #require(throws: RasterError.self) { try renderer.png() }
        #expect(error.description == "canvas of 9000 × 9000 pixels is over the limit of 16384 pixels a side and 67108864 pixels in all")
    }
}

// MARK: - Helpers

/// Every stroke in `nodes`, depth first.
private func allStrokes(_ nodes: [SceneNode]) -> [StrokeNode] {
    nodes.flatMap { node -> [StrokeNode] in
        switch node {
        case let .stroke(stroke): [stroke]
        case let .group(group): allStrokes(group.children)
        default: []
        }
    }
}

/// Whether every point of every path and every text position in `nodes` is finite.
private func allGeometryIsFinite(_ nodes: [SceneNode]) -> Bool {
    nodes.allSatisfy { node in
        switch node {
        case let .fill(fill): fill.path.points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
        case let .stroke(stroke): stroke.path.points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
        case let .text(text): text.origin.x.isFinite && text.origin.y.isFinite
        case let .symbols(symbols): (symbols.shape.points + symbols.positions).allSatisfy { $0.x.isFinite && $0.y.isFinite }
        case let .rectangles(rectangles):
            rectangles.rects.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) }
        case let .group(group):
            [group.transform.a, group.transform.b, group.transform.c, group.transform.d, group.transform.tx, group.transform.ty]
                .allSatisfy(\.isFinite) && allGeometryIsFinite(group.children)
        }
    }
}
