import Foundation
import OpenCharts

/// `opencharts-bench deflate [--runs N] [--dump DIR] [--only TEXT] [--cases LIST] [--transparent]`: our zlib stream over the
/// filtered rows of synthetic chart frames (what the PNG encoder compresses), and of the frames of the
/// render benchmark's `--cases` (e.g. `scatter_1e5`, from `--data`; on white, or clear with `--transparent`), min and median time and size;
/// also the whole PNG encode. `--dump` writes each input and our stream, plus results.json,
/// for scripts/bench_deflate.py to compare with Python's zlib.
enum DeflateBenchmark: BenchmarkCommand {
    static let name = "deflate"
    static let summary = "time and size of our deflate on chart frames [--runs N] [--dump DIR] [--only TEXT] [--cases LIST] [--transparent] [--data DIR]"

    struct Input {
        let name: String
        let pixmap: Pixmap
        /// Compress the unfiltered premultiplied bytes instead of the PNG scanlines.
        var unfiltered = false
    }

    static func inputs() -> [Input] {
        let frame = SyntheticChart.frame()
        return [
            Input(name: "chart-800x600", pixmap: frame),
            Input(name: "chart-800x600-unfiltered-rgba", pixmap: frame, unfiltered: true),
            Input(name: "chart-800x600-translucent", pixmap: SyntheticChart.frame(transparent: true)),
            Input(name: "chart-800x600-flat", pixmap: SyntheticChart.frame(flat: true)),
            Input(name: "chart-1600x1200", pixmap: SyntheticChart.frame(width: 1600, height: 1200)),
            Input(name: "noise-256x256", pixmap: SyntheticChart.noise(width: 256, height: 256, translucent: false)),
        ]
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let runs = Int(Benchmark.option("--runs", in: arguments) ?? "20") ?? 20
        let dump = Benchmark.option("--dump", in: arguments).map { URL(fileURLWithPath: $0) }
        if let dump { try FileManager.default.createDirectory(at: dump, withIntermediateDirectories: true) }
        let encoder = PNGEncoder()
        var results: [[String: Any]] = []
        print("our zlib stream over the bytes a PNG encoder compresses; \(runs) runs, release build")
        print([Benchmark.pad("input", 30), Benchmark.pad("type", 8), Benchmark.pad("bytes in", 10), Benchmark.pad("bytes out", 10),
               Benchmark.pad("min ms", 8), Benchmark.pad("median ms", 10), Benchmark.pad("MB/s", 7), Benchmark.pad("png ms", 8)].joined(separator: " "))
        let only = Benchmark.option("--only", in: arguments)
        var all = inputs()
        if let list = Benchmark.option("--cases", in: arguments) {
            let data = BenchData(directory: BenchData.directory(arguments: arguments))
            let rasterizer = SceneRasterizer(textOutliner: FontTextOutliner())
            for name in try RenderBenchmark.list(list, allowed: RenderCases.names, what: "case") {
                let scene = try RenderCases.load(name, data: data, marks: false, transparent: arguments.contains("--transparent")).scene()
                all.append(Input(name: name, pixmap: try rasterizer.render(scene)))
            }
        }
        for input in all where only.map(input.name.contains) ?? true {
            let bytes: [UInt8]
            let type: String
            let hints: [Int]
            if input.unfiltered {
                (bytes, type, hints) = (input.pixmap.data, "raw", [1, 4, input.pixmap.width * 4])
            } else {
                let (colorType, scanlines) = try encoder.filteredScanlines(input.pixmap)
                let bpp = colorType.bytesPerPixel
                (bytes, type, hints) = (scanlines, "\(colorType)", [1, bpp, input.pixmap.width * bpp + 1])
            }
            let (timing, stream) = Benchmark.measure(runs: runs) { Zlib.compress(bytes, hintDistances: hints) }
            let (pngTiming, png) = try Benchmark.measure(runs: max(runs / 4, 3)) { try encoder.encode(input.pixmap) }
            let megabytesPerSecond = Double(bytes.count) / 1e6 / (timing.minMilliseconds / 1e3)
            print([Benchmark.pad(input.name, 30), Benchmark.pad(type, 8), Benchmark.pad("\(bytes.count)", 10),
                   Benchmark.pad("\(stream.count)", 10), Benchmark.pad(Benchmark.format(timing.minMilliseconds, decimals: 3), 8),
                   Benchmark.pad(Benchmark.format(timing.medianMilliseconds, decimals: 3), 10),
                   Benchmark.pad(Benchmark.format(megabytesPerSecond, decimals: 0), 7),
                   Benchmark.pad(Benchmark.format(pngTiming.minMilliseconds), 8)].joined(separator: " "))
            if let dump {
                try Data(bytes).write(to: dump.appendingPathComponent("\(input.name).bin"))
                try Data(stream).write(to: dump.appendingPathComponent("\(input.name).zlib"))
                results.append([
                    "name": input.name, "type": type, "bytesIn": bytes.count, "bytesOut": stream.count,
                    "minMs": timing.minMilliseconds, "medianMs": timing.medianMilliseconds, "runs": runs,
                    "pngBytes": png.count, "pngMinMs": pngTiming.minMilliseconds,
                ])
            }
        }
        if let dump {
            let json = try JSONSerialization.data(withJSONObject: results, options: [.prettyPrinted, .sortedKeys])
            try json.write(to: dump.appendingPathComponent("results.json"))
        }
        return 0
    }
}
