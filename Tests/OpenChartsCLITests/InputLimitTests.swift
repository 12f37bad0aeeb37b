import Foundation
import Testing
@testable import OpenChartsCLI

/// The limits of docs/bad-input.md ("Limits"): each refuses with an error naming the size
/// and the limit, before the input can take the memory it asks for.
@Suite("Input limits")
struct InputLimitTests {
    private func runRender(_ arguments: [String]) -> (status: Int32, error: String) {
        let io = CommandIO()
        let status = OpenChartsCLI.run(["render"] + arguments, io: io)
        return (status, io.errorText)
    }

    /// A file of `size` bytes that takes no disk: a hole made by truncating upward.
    private func sparseFile(_ name: String, size: UInt64) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("opencharts-\(UUID().uuidString)-\(name)")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: size)
        try handle.close()
        return url
    }

    @Test("a 1 GiB CSV is refused before it is read, naming its size and the 64 MiB limit")
    func gigabyteCSV() throws {
        let csv = try sparseFile("big.csv", size: 1 << 30)
        defer { try? FileManager.default.removeItem(at: csv) }
        let started = Date()
        let result = runRender(["bar", csv.path, "--x", "a", "--y", "b", "-o", "-"])
        #expect(result.status != 0)
        #expect(result.error.contains("\(csv.path): the CSV is 1073741824 bytes; the limit is 67108864 bytes"))
        // Refused from the file's size: reading a gigabyte would take far longer.
        #expect(Date().timeIntervalSince(started) < 1)
    }

    @Test("a spec file over 16 MiB is refused before it is read")
    func largeSpecFile() throws {
        let spec = try sparseFile("big.json", size: (16 << 20) + 1)
        defer { try? FileManager.default.removeItem(at: spec) }
        let result = runRender([spec.path, "-o", "-"])
        #expect(result.status != 0)
        #expect(result.error.contains("\(spec.path): the spec is 16777217 bytes; the limit is 16777216 bytes"))
    }

    @Test("a CSV with more rows than the limit stops at the first row over it, naming the line")
    func rowLimit() throws {
        #expect(throws: CSVError.tooManyRows(line: 5, limit: 3)) { try CSVReader(maximumRows: 3).parse("a\n1\n2\n3\n4\n") }
        #expect(CSVError.tooManyRows(line: 5, limit: 3).description == "line 5: the CSV has more than 3 rows; the limit is 3 rows")
        // The last row without a line break counts too; exactly the limit is fine.
        #expect(throws: CSVError.tooManyRows(line: 5, limit: 3)) { try CSVReader(maximumRows: 3).parse("a\n1\n2\n3\n4") }
        #expect(try CSVReader(maximumRows: 3).parse("a\n1\n2\n3\n").rows.count == 3)
    }

    @Test("a 10^7-row column (20 MB, under the byte limit) is refused at row 1,000,001")
    func tenMillionRows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opencharts-rows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = folder.appendingPathComponent("column.csv")
        var rows = [UInt8](repeating: UInt8(ascii: "1"), count: 20_000_000)
        for row in 0..<10_000_000 { rows[2 * row + 1] = UInt8(ascii: "\n") }
        let bytes = Data("v\n".utf8) + Data(rows)
        try bytes.write(to: csv)
        let result = runRender(["point", csv.path, "--x", "v", "--y", "v", "-o", "-"])
        #expect(result.status != 0)
        #expect(result.error.contains("\(csv.path): line 1000002: the CSV has more than 1000000 rows; the limit is 1000000 rows"))
    }

    @Test("a chart of more marks than the limit (rows × mark layers) is refused, naming both")
    func markLimit() throws {
        let table = try SpecTable(CSVTable(header: ["x", "y"], rows: [["1", "2"], ["2", "3"], ["3", "1"]]))
        var mark = ChartSpec.MarkSpec(type: "point")
        mark.x = ChartSpec.Encoding(field: "x")
        mark.y = ChartSpec.Encoding(field: "y")
        let spec = ChartSpec(data: ChartSpec.DataSource(), marks: [mark, mark])
        #expect(throws: SpecError("the chart would have 6 marks (2 × 3 rows); the limit is 5 marks per chart")) {
            try SpecChart.view(spec, table: table, maximumMarks: 5)
        }
        #expect(throws: Never.self) { try SpecChart.view(spec, table: table, maximumMarks: 6) }
        #expect(SpecChart.maximumMarks == 1_000_000)
    }
}
