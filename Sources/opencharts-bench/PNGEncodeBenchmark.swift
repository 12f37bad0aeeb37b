import Foundation
import OpenCharts

/// `opencharts-bench png-encode [--cases LIST] [--runs N] [--data DIR]`: the PNG encode alone
/// on the render benchmark's frames, each rasterized once: the colour type chosen, the file's
/// size and a digest of its bytes (to see that a change kept or changed the output), and min
/// and median encode time. Also the command to profile the encoder with, as it rasterizes
/// each frame only once.
enum PNGEncodeBenchmark: BenchmarkCommand {
    static let name = "png-encode"
    static let summary = "PNG encode time, size and digest per rendered frame [--cases LIST] [--runs N] [--transparent] [--data DIR]"

    static func run(_ arguments: [String]) throws -> Int32 {
        let runs = try RenderBenchmark.count("--runs", arguments, default: 21)
        let data = BenchData(directory: BenchData.directory(arguments: arguments))
        let rasterizer = SceneRasterizer(textOutliner: FontTextOutliner())
        let encoder = PNGEncoder()
        print("PNG encode, min / median of \(runs) runs, release build")
        print([Benchmark.pad("case", 14), Benchmark.pad("type", 8), Benchmark.pad("bytes", 9), Benchmark.pad("digest", 17),
               Benchmark.pad("min ms", 8), Benchmark.pad("median ms", 10)].joined(separator: " "))
        for name in try RenderBenchmark.list(Benchmark.option("--cases", in: arguments), allowed: RenderCases.names, what: "case") {
            let pixmap = try rasterizer.render(try RenderCases.load(name, data: data, marks: false, transparent: arguments.contains("--transparent")).scene())
            let (timing, png) = try Benchmark.measure(runs: runs) { try encoder.encode(pixmap) }
            // IHDR's colour type byte: signature (8) + length (4) + "IHDR" (4) + width, height, depth (9).
            let type = PNGColorType(rawValue: png[25]).map { "\($0)" } ?? "?"
            print([Benchmark.pad(name, 14), Benchmark.pad(type, 8), Benchmark.pad("\(png.count)", 9),
                   Benchmark.pad(String(digest(png), radix: 16), 17),
                   Benchmark.pad(Benchmark.format(timing.minMilliseconds, decimals: 3), 8),
                   Benchmark.pad(Benchmark.format(timing.medianMilliseconds, decimals: 3), 10)].joined(separator: " "))
        }
        return 0
    }

    /// FNV-1a, 64 bits.
    static func digest(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}
