import Dispatch
import Foundation
import OpenChartsCore

/// `opencharts-bench handoff`: how long after a two-part map begins its second part starts
/// on another thread, with ``concurrentMap(_:_:)`` (the package's worker threads) and with
/// `DispatchQueue.concurrentPerform`, which it replaced, each map `--gap` µs after the last
/// (ours after `prepareConcurrentMaps()`, as a render starts). Every PNG render splits work
/// in two once or more; this is what each split costs before the second processor helps.
enum HandoffBenchmark: BenchmarkCommand {
    static let name = "handoff"
    static let summary = "delay before a map's second part starts, ours vs Dispatch [--runs N] [--gap µs]"

    static func run(_ arguments: [String]) throws -> Int32 {
        let runs = try RenderBenchmark.count("--runs", arguments, default: 300)
        // Time on the calling thread between maps, as a render spends between its splits.
        let gap = Double(try RenderBenchmark.count("--gap", arguments, default: 300))
        guard ProcessInfo.processInfo.activeProcessorCount > 1 else {
            print("one processor: maps run on the calling thread")
            return 0
        }
        print("µs from a map's start to its second part's start, \(runs) maps, \(Int(gap)) µs apart")
        print("                 min     median     p90")
        for (label, map, prepares) in [("concurrentMap", Self.ours, true), ("concurrentPerform", Self.dispatch, false)] {
            var delays: [Double] = []
            for _ in 0..<runs {
                // A render prepares the workers as it starts, then lays out and paints.
                if prepares { prepareConcurrentMaps() }
                spin(microseconds: gap)
                delays.append(map())
            }
            delays.sort()
            print(Benchmark.pad(label, 17), Benchmark.pad(Benchmark.format(delays[0], decimals: 1), 6),
                  Benchmark.pad(Benchmark.format(delays[delays.count / 2], decimals: 1), 10),
                  Benchmark.pad(Benchmark.format(delays[delays.count * 9 / 10], decimals: 1), 7))
        }
        return 0
    }

    /// One map of two parts: the first busy for 200 µs (as an image half is), the second
    /// noting when it starts; the delay in µs.
    private static func ours() -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let starts = concurrentMap(2) { k -> UInt64 in
            if k == 0 { spin(microseconds: 200) }
            return DispatchTime.now().uptimeNanoseconds
        }
        return Double(starts[1] &- start) / 1000
    }

    private static func dispatch() -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        nonisolated(unsafe) var second: UInt64 = 0
        DispatchQueue.concurrentPerform(iterations: 2) { k in
            if k == 0 { spin(microseconds: 200) } else { second = DispatchTime.now().uptimeNanoseconds }
        }
        return Double(second &- start) / 1000
    }

    private static func spin(microseconds: Double) {
        let end = DispatchTime.now().uptimeNanoseconds + UInt64(microseconds * 1000)
        while DispatchTime.now().uptimeNanoseconds < end {}
    }
}
