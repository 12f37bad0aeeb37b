import Foundation
import OpenCharts

/// `opencharts-bench phases`: where a case's PNG time goes: building and laying out the
/// chart (the scene), rasterizing it, and encoding the PNG, each timed on its own (min and
/// median of `--runs` after one warm-up). Takes the cases, `--marks`, `--points`, `--plot` and `--transparent` of
/// `render`. Each phase is repeated on its own by default; `--together` runs the three in
/// turn, as a render does, and times each within the run.
enum PhaseBenchmark: BenchmarkCommand {
    static let name = "phases"
    static let summary = "layout, raster and PNG encoding timed apart [--cases LIST] [--runs N] [--marks] [--points N] [--plot KIND] [--transparent] [--together] [--data DIR]"

    static func run(_ arguments: [String]) throws -> Int32 {
        let runs = try RenderBenchmark.count("--runs", arguments, default: 9)
        let points = try RenderBenchmark.pointCount(arguments)
        let data = BenchData(directory: BenchData.directory(arguments: arguments))
        let marks = arguments.contains("--marks"), transparent = arguments.contains("--transparent")
        let cases: [RenderCases.Case]
        if let points {
            cases = [RenderCases.walk(count: points, plot: try RenderBenchmark.walkPlot(arguments), transparent: transparent)]
        } else {
            cases = try RenderBenchmark.list(Benchmark.option("--cases", in: arguments), allowed: RenderCases.names, what: "case")
                .map { try RenderCases.load($0, data: data, marks: marks, transparent: transparent) }
        }
        let rasterizer = SceneRasterizer(textOutliner: FontTextOutliner())
        print("ms, min / median of \(runs) runs      scene            raster           png encode")
        let together = arguments.contains("--together")
        for benchCase in cases {
            let sceneTiming, rasterTiming, encodeTiming: Timing
            if together {
                (sceneTiming, rasterTiming, encodeTiming) = try inTurn(benchCase, rasterizer: rasterizer, runs: runs)
            } else {
                let scene: Scene, pixmap: Pixmap
                (sceneTiming, scene) = try Benchmark.measure(runs: runs) { try benchCase.scene() }
                (rasterTiming, pixmap) = try Benchmark.measure(runs: runs) { try rasterizer.render(scene) }
                (encodeTiming, _) = try Benchmark.measure(runs: runs) { try PNGEncoder().encode(pixmap) }
            }
            func cell(_ timing: Timing) -> String {
                Benchmark.pad("\(Benchmark.format(timing.minMilliseconds)) / \(Benchmark.format(timing.medianMilliseconds))", 17)
            }
            print(Benchmark.pad(benchCase.name, 14), cell(sceneTiming), cell(rasterTiming), cell(encodeTiming))
        }
        return 0
    }

    /// Each run builds the scene, rasterizes it and encodes the PNG in turn, as a render
    /// does, timing the three apart: what each phase costs when the others' code and data
    /// have just passed through the caches.
    static func inTurn(_ benchCase: RenderCases.Case, rasterizer: SceneRasterizer, runs: Int) throws
        -> (scene: Timing, raster: Timing, encode: Timing) {
        let clock = ContinuousClock()
        var durations: [[Duration]] = [[], [], []]
        for run in 0...max(runs, 1) {
            let t0 = clock.now
            let scene = try benchCase.scene()
            let t1 = clock.now
            let pixmap = try rasterizer.render(scene)
            let t2 = clock.now
            _ = try PNGEncoder().encode(pixmap)
            let t3 = clock.now
            if run > 0 { // the first run warms up
                durations[0].append(t1 - t0); durations[1].append(t2 - t1); durations[2].append(t3 - t2)
            }
        }
        let timings = durations.map { phase in
            let sorted = phase.sorted()
            return Timing(min: sorted[0], median: sorted[sorted.count / 2], runs: sorted.count)
        }
        return (timings[0], timings[1], timings[2])
    }
}
