import Foundation
import OpenCharts

/// `opencharts-bench render`: the side-by-side benchmark. Each case's chart is built with the
/// public API from columns in memory, rendered, encoded and written to a file; min and median
/// of `--runs` timed runs or more, over at least `--min-time` seconds (0.5 by default, about
/// what the peers' seven runs of a small chart take), after one warm-up. `--peers` times
/// matplotlib and Vega-Lite on the same
/// cases in the same run (scripts/bench_peers.py, same method), each case right after ours,
/// and prints peer median / ours.
enum RenderBenchmark: BenchmarkCommand {
    static let name = "render"
    static let summary = """
        charts vs matplotlib and Vega-Lite [--cases LIST] [--formats png,svg,pdf] [--runs N] [--min-time S] [--peers] [--slow] [--json] [--markdown]
                      [--data DIR] [--out DIR] [--python PATH] [--peers-script PATH] [--peer-runs N]
                      [--marks] (a mark per row instead of vectorized plots) [--points N] (only a random walk of N points, e.g. 1e7)
                      [--plot line|bar|rule|point|kinds|kind-marks|candles|candle-marks] (how --points draws its walk: a line by default)
                      [--categories N] (only a bar plot of N categories, e.g. 1e6)
                      [--transparent] (no white background: PNGs with an alpha channel)
        """

    /// One measured case × format.
    struct Result {
        let library: String
        let caseName: String
        let format: String
        var minMilliseconds: Double?
        var medianMilliseconds: Double?
        var bytes: Int?
        var runs: Int?
        var error: String?

        var json: [String: Any] {
            var object: [String: Any] = ["lib": library, "case": caseName, "format": format]
            if let minMilliseconds { object["minMs"] = minMilliseconds }
            if let medianMilliseconds { object["medianMs"] = medianMilliseconds }
            if let bytes { object["bytes"] = bytes }
            if let runs { object["runs"] = runs }
            if let error { object["error"] = error }
            return object
        }
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        let points = try pointCount(arguments)
        let categories = try pointCount(arguments, flag: "--categories")
        let cases = points != nil || categories != nil ? [] : try list(Benchmark.option("--cases", in: arguments), allowed: RenderCases.names, what: "case")
        let formats = try list(Benchmark.option("--formats", in: arguments) ?? "png,svg", allowed: ["png", "svg", "pdf"], what: "format")
        let runs = try count("--runs", arguments, default: 5)
        let minimumSeconds = try seconds("--min-time", arguments, default: 0.5)
        let peerRuns = try count("--peer-runs", arguments, default: 3)
        let json = arguments.contains("--json")
        let data = BenchData(directory: BenchData.directory(arguments: arguments))
        let out = URL(fileURLWithPath: Benchmark.option("--out", in: arguments)
            ?? NSTemporaryDirectory() + "opencharts-bench-out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)

        var ours: [Result] = []
        var peers: [Result] = []
        let runsPeers = arguments.contains("--peers")
        if !json {
            print("opencharts: \(runs) timed runs or more, for at least \(minimumSeconds) s, after one warm-up; render + encode + write; output in \(out.path)")
            if runsPeers { print("peers: \(peerRuns) timed runs after one warm-up, each case just after ours") }
        }
        let walkPlot = try walkPlot(arguments)
        let marks = arguments.contains("--marks")
        let transparent = arguments.contains("--transparent")
        let loaded: [() throws -> RenderCases.Case] = points.map { n in [{ RenderCases.walk(count: n, plot: walkPlot, transparent: transparent) }] }
            ?? categories.map { n in [{ RenderCases.categories(count: n, transparent: transparent) }] }
            ?? cases.map { name in { try RenderCases.load(name, data: data, marks: marks, transparent: transparent) } }
        for load in loaded {
            let benchCase = try load()
            let name = benchCase.name
            for format in formats {
                guard let outputFormat = OutputFormat(rawValue: format) else { continue }
                let file = out.appendingPathComponent("ours_\(name).\(format)")
                var result = Result(library: "ours", caseName: name, format: format)
                do {
                    let (timing, bytes) = try Benchmark.measure(runs: runs, minimumSeconds: minimumSeconds) { () throws -> Int in
                        let bytes = try benchCase.render(outputFormat)
                        try OutputFile.write(bytes, to: file)
                        return bytes.count
                    }
                    result.minMilliseconds = timing.minMilliseconds
                    result.medianMilliseconds = timing.medianMilliseconds
                    result.bytes = bytes
                    result.runs = timing.runs
                } catch {
                    result.error = "\(error)"
                }
                if !json { print("  \(name) \(format): \(describe(result))") }
                ours.append(result)
            }
            // The peers on this case right away: this machine's speed drifts by a third from
            // one minute to the next, so a ratio compares runs seconds apart, not minutes.
            if runsPeers && cases.contains(name) {
                peers += try runPeers(on: name, formats: formats, runs: peerRuns, data: data, out: out,
                                      arguments: arguments, quiet: json)
            }
        }

        if json {
            let object: [String: Any] = ["runs": runs, "peerRuns": peerRuns, "results": (ours + peers).map(\.json)]
            let bytes = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            print(String(decoding: bytes, as: UTF8.self))
        } else {
            printTable(ours: ours, peers: peers, showPeers: arguments.contains("--peers"),
                       markdown: arguments.contains("--markdown"))
        }
        return ours.contains { $0.error != nil } ? 1 : 0
    }

    static func describe(_ result: Result) -> String {
        if let error = result.error { return "error: \(error)" }
        return "min \(Benchmark.format(result.minMilliseconds ?? 0, decimals: 3)) ms, median \(Benchmark.format(result.medianMilliseconds ?? 0, decimals: 3)) ms, \(result.bytes ?? 0) B"
            + (result.runs.map { ", \($0) runs" } ?? "")
    }

    /// `--points N` (`1e7` or `10000000`): the size of the generated walk, if asked for
    /// (or of another generated case's `flag`).
    static func pointCount(_ arguments: [String], flag: String = "--points") throws -> Int? {
        guard let text = Benchmark.option(flag, in: arguments) else { return nil }
        guard let value = Double(text), value >= 2, value <= 1e9, value == value.rounded() else {
            throw BenchmarkUsageError(description: "\(flag) must be a whole number from 2 to 1e9, got '\(text)'")
        }
        return Int(value)
    }

    /// `--plot`: how `--points` draws its walk.
    static func walkPlot(_ arguments: [String]) throws -> RenderCases.WalkPlot {
        guard let text = Benchmark.option("--plot", in: arguments) else { return .line }
        guard let plot = RenderCases.WalkPlot(rawValue: text) else {
            let names = RenderCases.WalkPlot.allCases.map(\.rawValue).joined(separator: ", ")
            throw BenchmarkUsageError(description: "unknown --plot '\(text)': expected one of \(names)")
        }
        return plot
    }

    /// A comma-separated list, every item one of `allowed`; all of them when absent.
    static func list(_ text: String?, allowed: [String], what: String) throws -> [String] {
        guard let text else { return allowed }
        let items = text.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        for item in items where !allowed.contains(item) {
            throw BenchmarkUsageError(description: "unknown \(what) '\(item)': expected one of \(allowed.joined(separator: ", "))")
        }
        return items
    }

    /// `--min-time S`: seconds, zero or more.
    static func seconds(_ flag: String, _ arguments: [String], default value: Double) throws -> Double {
        guard let text = Benchmark.option(flag, in: arguments) else { return value }
        guard let seconds = Double(text), seconds >= 0, seconds <= 600 else {
            throw BenchmarkUsageError(description: "\(flag) must be a number of seconds from 0 to 600, got '\(text)'")
        }
        return seconds
    }

    static func count(_ flag: String, _ arguments: [String], default value: Int) throws -> Int {
        guard let text = Benchmark.option(flag, in: arguments) else { return value }
        guard let n = Int(text), n >= 1 else { throw BenchmarkUsageError(description: "\(flag) must be a whole number ≥ 1, got '\(text)'") }
        return n
    }

    /// matplotlib and Vega-Lite on case `name` in `formats`, each in a process of its
    /// own; Vega-Lite skips line_1e6 (about 20 s and 2 GB a render) unless `--slow`.
    static func runPeers(on name: String, formats: [String], runs: Int, data: BenchData, out: URL,
                         arguments: [String], quiet: Bool) throws -> [Result] {
        var results: [Result] = []
        for library in ["mpl", "vl"] where library != "vl" || arguments.contains("--slow") || name != "line_1e6" {
            let found = try runPeer(library, cases: [name], formats: formats, runs: runs,
                                    data: data.directory, out: out, arguments: arguments)
            if !quiet { for result in found { print("  \(library) \(name) \(result.format): \(describe(result))") } }
            results += found
        }
        return results
    }

    /// Runs scripts/bench_peers.py for `library` and reads its JSON lines.
    static func runPeer(_ library: String, cases: [String], formats: [String], runs: Int, data: URL, out: URL,
                        arguments: [String]) throws -> [Result] {
        let python = Benchmark.option("--python", in: arguments)
            ?? ProcessInfo.processInfo.environment["PEERS_PYTHON"] ?? "/tmp/peers-venv/bin/python"
        let script = Benchmark.option("--peers-script", in: arguments) ?? "scripts/bench_peers.py"
        guard FileManager.default.fileExists(atPath: script) else {
            throw BenchmarkUsageError(description: "peer script '\(script)' not found: run from the package root or pass --peers-script PATH")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script, "--lib", library, "--cases", cases.joined(separator: ","), "--formats",
                             formats.joined(separator: ","), "--runs", "\(runs)", "--data", data.path, "--out", out.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        do { try process.run() } catch {
            throw BenchmarkUsageError(description: "cannot run the peers' Python '\(python)' (pass --python PATH or set PEERS_PYTHON): \(error)")
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var results: [Result] = []
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let caseName = object["case"] as? String, let format = object["fmt"] as? String else { continue }
            var result = Result(library: library, caseName: caseName, format: format)
            result.minMilliseconds = (object["min_s"] as? Double).map { $0 * 1e3 }
            result.medianMilliseconds = (object["median_s"] as? Double).map { $0 * 1e3 }
            result.bytes = object["bytes"] as? Int
            result.error = object["error"] as? String
            results.append(result)
        }
        if process.terminationStatus != 0 && results.isEmpty {
            throw BenchmarkUsageError(description: "\(library) peer script exited with status \(process.terminationStatus)")
        }
        return results
    }

    /// The results as a table: aligned columns, or with `markdown` the README's Markdown table.
    static func printTable(ours: [Result], peers: [Result], showPeers: Bool, markdown: Bool = false) {
        func peer(_ library: String, _ result: Result) -> Result? {
            peers.first { $0.library == library && $0.caseName == result.caseName && $0.format == result.format }
        }
        func ms(_ value: Double?) -> String { value.map { Benchmark.format($0, decimals: $0 < 10 ? 2 : 1) } ?? "—" }
        func kB(_ value: Int?) -> String { value.map { Benchmark.format(Double($0) / 1000, decimals: 1) } ?? "—" }
        func ratio(_ peer: Result?, _ ours: Result) -> String {
            guard let p = peer?.medianMilliseconds, let o = ours.medianMilliseconds, o > 0 else { return "—" }
            return Benchmark.format(p / o, decimals: 1) + "×"
        }
        if markdown {
            print("")
            print("| case | format | ours min | ours median | kB |" + (showPeers ? " matplotlib | ratio | Vega-Lite | ratio |" : ""))
            print("|---|---|---:|---:|---:|" + (showPeers ? "---:|---:|---:|---:|" : ""))
            for result in ours {
                var cells = [result.caseName, result.format, result.error != nil ? "error" : ms(result.minMilliseconds),
                             ms(result.medianMilliseconds), kB(result.bytes)]
                if showPeers {
                    let mpl = peer("mpl", result), vl = peer("vl", result)
                    cells += [mpl?.error != nil ? "error" : ms(mpl?.medianMilliseconds), ratio(mpl, result),
                              vl?.error != nil ? "error" : ms(vl?.medianMilliseconds), ratio(vl, result)]
                }
                print("| " + cells.joined(separator: " | ") + " |")
            }
            return
        }
        var header = ["case", "fmt", "min ms", "median ms", "kB"]
        var widths = [12, 4, 9, 10, 9]
        if showPeers {
            header += ["mpl ms", "mpl/ours", "mpl kB", "vl ms", "vl/ours", "vl kB"]
            widths += [9, 9, 9, 9, 9, 9]
        }
        print("")
        print(zip(header, widths).map { Benchmark.pad($0, $1) }.joined(separator: " "))
        for result in ours {
            var row = [result.caseName, result.format, ms(result.minMilliseconds), ms(result.medianMilliseconds), kB(result.bytes)]
            if result.error != nil { row[2] = "error" }
            if showPeers {
                let mpl = peer("mpl", result), vl = peer("vl", result)
                row += [mpl?.error != nil ? "error" : ms(mpl?.medianMilliseconds), ratio(mpl, result), kB(mpl?.bytes),
                        vl?.error != nil ? "error" : ms(vl?.medianMilliseconds), ratio(vl, result), kB(vl?.bytes)]
            }
            print(zip(row, widths).map { Benchmark.pad($0, $1) }.joined(separator: " "))
        }
    }
}
