import Foundation
import Testing
import OpenChartsTestSupport
@testable import OpenChartsCLI

private func run(_ arguments: [String]) -> (status: Int32, io: CommandIO) {
    let io = CommandIO()
    return (OpenChartsCLI.run(["render"] + arguments, io: io), io)
}

/// `opencharts render` draws line, point, bar, area, rule and rectangle layers as
/// vectorized plots over the CSV's typed columns.
@Suite("opencharts render through plots")
struct RenderPlotTests {
    @Test("a spec with a line and a point layer draws the points as one symbols path and the line as one stroke")
    func lineAndPoints() throws {
        let folder = try artifactsFolder("render-plots-\(UUID().uuidString)")
        let rows = (0..<50).map { "\($0),\(Double($0 % 7) * 1.5)" }.joined(separator: "\n")
        try Data("t,v\n\(rows)\n".utf8).write(to: folder.appendingPathComponent("wave.csv"))
        let spec = """
        {"data": {"csv": "wave.csv"}, "marks": [{"type": "line", "x": "t", "y": "v"},
         {"type": "point", "x": "t", "y": "v", "color": "#ff0000"}]}
        """
        let specURL = folder.appendingPathComponent("wave.json")
        try Data(spec.utf8).write(to: specURL)
        #expect(SpecPlot.markOnlyFeature(try JSONSpecReader().read(Data(spec.utf8)).marks[0]) == nil)
        let result = run([specURL.path, "-o", "-"])
        #expect(result.status == 0, "\(result.io.errorText)")
        let svg = result.io.outputText
        // Marks would write a path per point; the plot writes one path of 50 dots (`m dx dy h0`).
        let paths = svg.components(separatedBy: "<path").dropFirst()
        let symbols = paths.filter { $0.contains("h0") }
        #expect(symbols.count == 1)
        #expect(symbols.first?.components(separatedBy: "h0").count == 51)
        #expect(symbols.first?.contains("#ff0000") == true || symbols.first?.contains("rgb(255,0,0)") == true)
        #expect(paths.count < 10)
        #expect(svg.contains(">40</text>"))
    }

    @Test("sectors, binned dates and symbols on lines are drawn mark by mark, and say so")
    func markOnlyFeatures() {
        var sector = ChartSpec.MarkSpec(type: "sector")
        sector.angle = ChartSpec.Encoding(field: "v")
        #expect(SpecPlot.markOnlyFeature(sector) == "sector marks")
        var line = ChartSpec.MarkSpec(type: "line")
        line.x = ChartSpec.Encoding(field: "t")
        line.y = ChartSpec.Encoding(field: "v")
        #expect(SpecPlot.markOnlyFeature(line) == nil)
        line.symbol = ChartSpec.Encoding(field: "c")
        #expect(SpecPlot.markOnlyFeature(line) == "symbols on a line")
        var bar = ChartSpec.MarkSpec(type: "bar")
        bar.x = ChartSpec.Encoding(field: "day")
        bar.x?.unit = "day"
        bar.y = ChartSpec.Encoding(field: "n")
        #expect(SpecPlot.markOnlyFeature(bar) == "dates binned by a unit")
        var rule = ChartSpec.MarkSpec(type: "rule")
        rule.y = ChartSpec.Encoding(field: "n")
        #expect(SpecPlot.markOnlyFeature(rule) == nil)
    }

    @Test("points with a symbol column other than the series column are a plot: a path a layer's symbol, not a path a point")
    func symbolColumnOfItsOwn() throws {
        let folder = try artifactsFolder("render-symbols-\(UUID().uuidString)")
        var random = SplitMix64(seed: 20)
        let rows = (0..<3_000).map { i in
            "\(Double.random(in: 0..<1, using: &random)),\(Double.random(in: 0..<1, using: &random)),\(["a", "b", "c"][i % 3]),\(i % 2 == 0 ? "p" : "q")"
        }
        try Data(("x,y,kind,group\n" + rows.joined(separator: "\n") + "\n").utf8).write(to: folder.appendingPathComponent("dots.csv"))
        let spec = """
        {"data": {"csv": "dots.csv"}, "marks": [{"type": "point", "x": "x", "y": "y", "series": "group", "symbol": "kind"}]}
        """
        let mark = try JSONSpecReader().read(Data(spec.utf8)).marks[0]
        #expect(SpecPlot.markOnlyFeature(mark) == nil)
        let specURL = folder.appendingPathComponent("dots.json")
        try Data(spec.utf8).write(to: specURL)
        let result = run([specURL.path, "-o", "-"])
        #expect(result.status == 0, "\(result.io.errorText)")
        let svg = result.io.outputText
        // Both legends: the groups' colours and the kinds' symbols.
        for name in ["a", "b", "c", "p", "q"] { #expect(svg.contains(">\(name)</text>"), "\(name)") }
        // A mark a row would be 3,000 paths; the plot's layers are far fewer.
        let paths = svg.components(separatedBy: "<path").count - 1
        #expect(paths > 20 && paths < 1_500, "\(paths) paths")
    }

    @Test("layers over the same columns share one array of rows; other columns get their own")
    func sharedRows() throws {
        let table = try SpecTable(CSVTable(header: ["t", "v", "w"], rows: [["1", "2", "5"], ["2", "3", "6"]]))
        var line = ChartSpec.MarkSpec(type: "line")
        line.x = ChartSpec.Encoding(field: "t")
        line.y = ChartSpec.Encoding(field: "v")
        var point = line
        point.type = "point"
        var other = line
        other.y = ChartSpec.Encoding(field: "w")
        let cache = SpecPlot.RowCache()
        for mark in [line, point] { _ = try SpecPlot.layer(mark, table: table, stacking: .standard, cache: cache) }
        #expect(cache.rows.count == 1)
        _ = try SpecPlot.layer(other, table: table, stacking: .standard, cache: cache)
        #expect(cache.rows.count == 2)
        #expect((cache.rows.values.first as? [PlotRow<Double, Double>])?.count == 2)
    }

    @Test("a 200,000-row CSV with a series column renders as a line plot in seconds")
    func largeCSV() throws {
        let folder = try artifactsFolder("render-large-\(UUID().uuidString)")
        var text = "x,y,city\n"
        text.reserveCapacity(200_000 * 16)
        for row in 0..<200_000 { text += "\(row),\(row % 1000),\(row & 1 == 0 ? "A" : "B")\n" }
        let csv = folder.appendingPathComponent("large.csv")
        try Data(text.utf8).write(to: csv)
        let started = Date()
        let result = run(["line", csv.path, "--x", "x", "--y", "y", "--color", "city", "-o", "-"])
        let seconds = Date().timeIntervalSince(started)
        #expect(result.status == 0, "\(result.io.errorText)")
        let svg = result.io.outputText
        #expect(svg.contains(">A</text>") && svg.contains(">B</text>"))
        #expect(svg.contains(">200k</text>") || svg.contains(">200,000</text>") || svg.contains(">200000</text>"))
        // Mark by mark this took about 10 s (5–15 µs a row) in a debug build.
        #expect(seconds < 8, "took \(seconds) s")
    }
}
