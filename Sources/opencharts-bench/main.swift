import Foundation

// Benchmarks and format checks, run in release mode: `swift run -c release opencharts-bench NAME`.
let commands: [any BenchmarkCommand.Type] = [
    RenderBenchmark.self, PhaseBenchmark.self, PolylineBenchmark.self, DeflateBenchmark.self, PNGEncodeBenchmark.self, PNGCheck.self,
    HandoffBenchmark.self, StructsBenchmark.self,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let command = commands.first(where: { $0.name == name }) else {
    print("usage: opencharts-bench COMMAND [OPTIONS]\n")
    for command in commands { print("  \(Benchmark.pad(command.name, 10))  \(command.summary)") }
    exit(arguments.isEmpty ? 0 : 2)
}
do {
    exit(try command.run(Array(arguments.dropFirst())))
} catch {
    FileHandle.standardError.write(Data("opencharts-bench \(name): \(error)\n".utf8))
    exit(1)
}
