import Foundation
import OpenCharts

/// `opencharts-bench structs`: charts of data as an app holds it, an array of structs with a
/// date, a number and a category, `--rows N` of them (10⁶ by default; a seeded walk). Times
/// building each chart from the array (key paths into the structs) apart from rendering it
/// to PNG and SVG in memory, min and median of `--runs` each: a line, a line split by the
/// category, an area, a stacked area of the two categories, and a point plot.
enum StructsBenchmark: BenchmarkCommand {
    static let name = "structs"
    static let summary = "plots over an array of (Date, Double, String) structs: build and render apart [--rows N] [--runs N]"

    struct Reading {
        var time: Date
        var level: Double
        var kind: String
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let rows = try RenderBenchmark.pointCount(arguments, flag: "--rows") ?? 1_000_000
        let runs = try RenderBenchmark.count("--runs", arguments, default: 5)
        let readings = walk(rows)
        print("structs: \(rows) rows of (time: Date, level: Double, kind: String); min / median ms of \(runs) runs after one warm-up")
        print(Benchmark.pad("chart", 20), Benchmark.pad("build", 17), Benchmark.pad("png", 17), Benchmark.pad("svg", 17), "png kB")
        func row<Content: View>(_ name: String, _ build: () -> Content) throws {
            let (buildTiming, chart) = Benchmark.measure(runs: runs) { build() }
            let (png, bytes) = try Benchmark.measure(runs: runs) { try ImageRenderer(content: chart).png() }
            let (svg, _) = try Benchmark.measure(runs: runs) { try ImageRenderer(content: chart).data(as: .svg) }
            func cell(_ t: Timing) -> String { Benchmark.pad("\(Benchmark.format(t.minMilliseconds)) / \(Benchmark.format(t.medianMilliseconds))", 17) }
            print(Benchmark.pad(name, 20), cell(buildTiming), cell(png), cell(svg), Benchmark.format(Double(bytes.count) / 1000, decimals: 1))
        }
        try row("line") { frame(Chart { LinePlot(readings, x: .value("Time", \.time), y: .value("Level", \.level)) }) }
        try row("line by kind") {
            frame(Chart {
                LinePlot(readings, x: .value("Time", \.time), y: .value("Level", \.level)).foregroundStyle(by: .value("Kind", \.kind))
            })
        }
        try row("area") { frame(Chart { AreaPlot(readings, x: .value("Time", \.time), y: .value("Level", \.level)) }) }
        // Both categories at every time, as a stacked area needs them.
        let stacked = readings.enumerated().map { i, r in
            Reading(time: readings[i - i % 2].time, level: abs(r.level) + 1, kind: r.kind)
        }
        try row("stacked area by kind") {
            frame(Chart {
                AreaPlot(stacked, x: .value("Time", \.time), y: .value("Level", \.level)).foregroundStyle(by: .value("Kind", \.kind))
            })
        }
        try row("points") { frame(Chart { PointPlot(readings, x: .value("Time", \.time), y: .value("Level", \.level)) }) }
        return 0
    }

    /// 800 × 600 on white, as the render cases are drawn.
    static func frame<Content: View>(_ chart: Content) -> some View {
        chart.frame(width: 800, height: 600).background(Color.white)
    }

    /// A seeded walk a minute a row, its category alternating from row to row.
    static func walk(_ count: Int) -> [Reading] {
        var state: UInt64 = 0x5EED
        var level = 0.0
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        return (0..<count).map { i in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            level += Double(state >> 11) / Double(1 << 53) - 0.5
            return Reading(time: start.addingTimeInterval(Double(i) * 60), level: level, kind: i % 2 == 0 ? "a" : "b")
        }
    }
}
