import Foundation

/// One benchmark command of `opencharts-bench`; add a case by conforming and listing it in main.swift.
protocol BenchmarkCommand {
    /// The word that selects it: `opencharts-bench NAME …`.
    static var name: String { get }
    /// One line for the usage text.
    static var summary: String { get }
    /// Runs with the arguments after the name; returns the exit status.
    static func run(_ arguments: [String]) throws -> Int32
}

/// Min and median wall time of repeated runs of one piece of work.
struct Timing {
    let min: Duration
    let median: Duration
    let runs: Int

    /// Milliseconds as a Double, for printing and ratios.
    static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15
    }
    var minMilliseconds: Double { Self.milliseconds(min) }
    var medianMilliseconds: Double { Self.milliseconds(median) }
}

enum Benchmark {
    /// Runs `body` once to warm up, then `runs` times and on until `minimumSeconds` have gone
    /// by, timing each run. The time floor keeps a fast case's runs from all falling in the
    /// same few milliseconds: this machine slows down by half for tens of milliseconds at a
    /// time, and a sample of 21 one-millisecond runs can sit entirely inside such a spell.
    static func measure<T>(runs: Int, minimumSeconds: Double = 0, _ body: () throws -> T) rethrows -> (timing: Timing, result: T) {
        let clock = ContinuousClock()
        var result = try body()
        var durations: [Duration] = []
        let floor = Duration.nanoseconds(Int64(max(minimumSeconds, 0) * 1e9))
        let first = clock.now
        while durations.count < max(runs, 1) || clock.now - first < floor {
            let start = clock.now
            result = try body()
            durations.append(clock.now - start)
        }
        durations.sort()
        return (Timing(min: durations[0], median: durations[durations.count / 2], runs: durations.count), result)
    }

    /// The value after `--flag` in `arguments`, if present.
    static func option(_ flag: String, in arguments: [String]) -> String? {
        guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
        return arguments[i + 1]
    }

    /// Right-aligned to `width` characters.
    static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: Swift.max(0, width - text.count)) + text
    }

    static func format(_ value: Double, decimals: Int = 2) -> String {
        String(format: "%.\(decimals)f", value)
    }
}

/// A usage error in a benchmark's arguments.
struct BenchmarkUsageError: Error, CustomStringConvertible {
    let description: String
}
