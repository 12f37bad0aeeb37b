import Foundation
import OpenCharts

/// `opencharts-bench phases`: where a case's PNG time goes: building and laying out the
/// chart (the scene), rasterizing it, and encoding the PNG, each timed on its own (min and
/// median of `--runs` after one warm-up). Takes the cases, `--marks`, `--points` and `--transparent` of
/// `render`.
enum PhaseBenchmark: BenchmarkCommand {
    static let name = "phases"
    static let summary = "layout, raster and PNG encoding timed apart [--cases LIST] [--runs N] [--marks] [--points N] [--transparent] [--data DIR]"

    static func run(_ arguments: [String]) throws -> Int32 {
        let runs = try RenderBenchmark.count("--runs", arguments, default: 9)
        let points = try RenderBenchmark.pointCount(arguments)
        let data = BenchData(directory: BenchData.directory(arguments: arguments))
        let marks = arguments.contains("--marks"), transparent = arguments.contains("--transparent")
        let cases: [RenderCases.Case]
        if let points {
            cases = [RenderCases.walk(count: points, transparent: transparent)]
        } else {
            cases = try RenderBenchmark.list(Benchmark.option("--cases", in: arguments), allowed: RenderCases.names, what: "case")
                .map { try RenderCases.load($0, data: data, marks: marks, transparent: transparent) }
        }
        let rasterizer = SceneRasterizer(textOutliner: FontTextOutliner())
        print("ms, min / median of \(runs) runs      scene            raster           png encode")
        for benchCase in cases {
            let (sceneTiming, scene) = try Benchmark.measure(runs: runs) { try benchCase.scene() }
            let (rasterTiming, pixmap) = try Benchmark.measure(runs: runs) { try rasterizer.render(scene) }
            let (encodeTiming, _) = try Benchmark.measure(runs: runs) { try PNGEncoder().encode(pixmap) }
            func cell(_ timing: Timing) -> String {
                Benchmark.pad("\(Benchmark.format(timing.minMilliseconds)) / \(Benchmark.format(timing.medianMilliseconds))", 17)
            }
            print(Benchmark.pad(benchCase.name, 14), cell(sceneTiming), cell(rasterTiming), cell(encodeTiming))
        }
        return 0
    }
}
