import Foundation

/// The benchmark's input columns, read from the CSVs that the shared peer benchmark's
/// `setup.sh` writes (`--data DIR`, else `$BENCH_DATA`, else /tmp/opencharts-bench-data).
/// Parsing is never timed: every renderer is timed from columns already in memory.
struct BenchData {
    let directory: URL

    /// The directory `--data`, `$BENCH_DATA` or the default names.
    static func directory(arguments: [String]) -> URL {
        let path = Benchmark.option("--data", in: arguments)
            ?? ProcessInfo.processInfo.environment["BENCH_DATA"]
            ?? "/tmp/opencharts-bench-data"
        return URL(fileURLWithPath: path)
    }

    /// The header and the text columns of `file`.
    func columns(_ file: String) throws -> (header: [String], columns: [[Substring]]) {
        let url = directory.appendingPathComponent(file)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw BenchmarkUsageError(description: """
                cannot read '\(url.path)': run `bash setup.sh` of the peer benchmark to make the case data, \
                or pass --data DIR (or set BENCH_DATA)
                """)
        }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard !lines.isEmpty else { throw BenchmarkUsageError(description: "'\(url.path)' is empty") }
        let header = lines.removeFirst().split(separator: ",").map(String.init)
        var columns = Array(repeating: [Substring](), count: header.count)
        for column in columns.indices { columns[column].reserveCapacity(lines.count) }
        for (row, line) in lines.enumerated() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count == header.count else {
                throw BenchmarkUsageError(description: "'\(url.path)' row \(row + 2) has \(fields.count) fields, expected \(header.count)")
            }
            for (column, field) in fields.enumerated() { columns[column].append(field) }
        }
        return (header, columns)
    }

    /// Column `index` of `file` as numbers.
    func numbers(_ file: String, column index: Int) throws -> [Double] {
        try columns(file).columns[index].enumerated().map { row, field in
            guard let value = Double(field) else {
                throw BenchmarkUsageError(description: "'\(file)' row \(row + 2) column \(index + 1): '\(field)' is not a number")
            }
            return value
        }
    }

    /// Column `index` of `file` as text.
    func strings(_ file: String, column index: Int) throws -> [String] {
        try columns(file).columns[index].map(String.init)
    }

    /// Column `index` of `file` as dates `yyyy-MM-dd`, at midnight UTC.
    func dates(_ file: String, column index: Int) throws -> [Date] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return try columns(file).columns[index].enumerated().map { row, field in
            let parts = field.split(separator: "-").compactMap { Int($0) }
            guard parts.count == 3,
                  let date = calendar.date(from: DateComponents(year: parts[0], month: parts[1], day: parts[2])) else {
                throw BenchmarkUsageError(description: "'\(file)' row \(row + 2): '\(field)' is not a date yyyy-MM-dd")
            }
            return date
        }
    }
}
