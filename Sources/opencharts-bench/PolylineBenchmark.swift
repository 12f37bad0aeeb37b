import Foundation
import OpenCharts

/// `opencharts-bench polyline`: the raster engine alone on a raw polyline. The points of
/// line_1e5.csv (or `--points N` of a seeded random walk) are mapped into an 800 × 600 frame
/// once; each timed run strokes them 1 px wide into pixels and encodes the PNG. No chart
/// layout, no decimation: every point reaches the stroker. `--peers` also times matplotlib on
/// the whole line_1e5 PNG case and prints its median over ours.
enum PolylineBenchmark: BenchmarkCommand {
    static let name = "polyline"
    static let summary = """
        a raw polyline stroked 1 px into 800×600, raster + PNG [--points N] [--runs N] [--peers] [--out FILE]
                      [--data DIR] [--python PATH] [--peers-script PATH] [--peer-runs N]
        """

    static func run(_ arguments: [String]) throws -> Int32 {
        let runs = try RenderBenchmark.count("--runs", arguments, default: 20)
        let points: [CGPoint]
        let source: String
        if let text = Benchmark.option("--points", in: arguments) {
            guard let count = Int(text), count >= 2, count <= 50_000_000 else {
                throw BenchmarkUsageError(description: "--points must be a whole number from 2 to 50000000, got '\(text)'")
            }
            points = frame(randomWalk(count: count))
            source = "seeded random walk of \(count) points"
        } else {
            let data = BenchData(directory: BenchData.directory(arguments: arguments))
            let xs = try data.numbers("line_1e5.csv", column: 0), ys = try data.numbers("line_1e5.csv", column: 1)
            points = frame(zip(xs, ys).map { CGPoint(x: $0, y: $1) })
            source = "line_1e5.csv, \(points.count) points"
        }
        let scene = makeScene(points)
        let rasterizer = SceneRasterizer()
        let encoder = PNGEncoder()

        print("polyline: \(source), stroked 1 px into 800×600; \(runs) timed runs after one warm-up")
        let (raster, pixmap) = try Benchmark.measure(runs: runs) { try rasterizer.render(scene) }
        let (encode, _) = try Benchmark.measure(runs: runs) { try encoder.encode(pixmap) }
        let (total, png) = try Benchmark.measure(runs: runs) { try encoder.encode(try rasterizer.render(scene)) }
        if let out = Benchmark.option("--out", in: arguments) {
            try Data(png).write(to: URL(fileURLWithPath: out))
        }
        func line(_ label: String, _ timing: Timing) -> String {
            "  \(Benchmark.pad(label, 14)): min \(Benchmark.format(timing.minMilliseconds, decimals: 3)) ms, "
                + "median \(Benchmark.format(timing.medianMilliseconds, decimals: 3)) ms"
        }
        print(line("raster", raster))
        print(line("png encode", encode))
        print(line("raster + png", total) + ", \(png.count) B")

        if arguments.contains("--peers") {
            let data = BenchData(directory: BenchData.directory(arguments: arguments))
            let out = URL(fileURLWithPath: NSTemporaryDirectory() + "opencharts-bench-out")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let peerRuns = try RenderBenchmark.count("--peer-runs", arguments, default: 3)
            let results = try RenderBenchmark.runPeer("mpl", cases: ["line_1e5"], formats: ["png"], runs: peerRuns,
                                                      data: data.directory, out: out, arguments: arguments)
            for result in results {
                if let error = result.error {
                    print("  matplotlib line_1e5 png: error: \(error)")
                } else if let median = result.medianMilliseconds {
                    let ratio = median / total.medianMilliseconds
                    print("  matplotlib line_1e5 png (whole chart): median \(Benchmark.format(median, decimals: 1)) ms; "
                          + "matplotlib / ours = \(Benchmark.format(ratio, decimals: 1))×")
                }
            }
        }
        return 0
    }

    /// A seeded random walk, x the index.
    static func randomWalk(count: Int) -> [CGPoint] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var y = 0.0
        return (0..<count).map { i in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            y += Double(Int64(bitPattern: state >> 11) % 2001 - 1000) / 1000
            return CGPoint(x: Double(i), y: y)
        }
    }

    /// `points` scaled into the plot frame of an 800 × 600 chart (40 px margins), y up.
    static func frame(_ points: [CGPoint]) -> [CGPoint] {
        let xs = points.map(\.x), ys = points.map(\.y)
        let minX = xs.min() ?? 0, maxX = xs.max() ?? 1, minY = ys.min() ?? 0, maxY = ys.max() ?? 1
        let sx = 720 / max(maxX - minX, 1e-12), sy = 520 / max(maxY - minY, 1e-12)
        return points.map { CGPoint(x: 40 + ($0.x - minX) * sx, y: 560 - ($0.y - minY) * sy) }
    }

    static func makeScene(_ points: [CGPoint]) -> Scene {
        var path = Path()
        path.addLines(points)
        let stroke = StrokeNode(path: path, paint: .color(Color(red: 0.12, green: 0.47, blue: 0.71)),
                                style: StrokeStyle(lineWidth: 1))
        return Scene(size: CGSize(width: 800, height: 600), nodes: [.stroke(stroke)], background: .white)
    }
}
