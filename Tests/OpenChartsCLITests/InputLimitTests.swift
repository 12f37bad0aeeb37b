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

    @Test("a 1 GiB CSV is refused before it is read, naming its size and the 512 MiB limit")
    func gigabyteCSV() throws {
        let csv = try sparseFile("big.csv", size: 1 << 30)
        defer { try? FileManager.default.removeItem(at: csv) }
        let started = Date()
        let result = runRender(["bar", csv.path, "--x", "a", "--y", "b", "-o", "-"])
        #expect(result.status != 0)
        #expect(result.error.contains("\(csv.path): the CSV is 1073741824 bytes; the limit is 536870912 bytes"))
        // Refused from the file's size: reading a gigabyte would take far longer.
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(RenderCommand.maximumCSVBytes == 512 << 20)
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

    @Test("a 10^7 + 1-row column (20 MB, under the byte limit) is refused at row 10,000,001")
    func tenMillionRows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opencharts-rows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = folder.appendingPathComponent("column.csv")
        let count = RenderCommand.maximumCSVRows + 1
        var rows = [UInt8](repeating: UInt8(ascii: "1"), count: 2 * count)
        for row in 0..<count { rows[2 * row + 1] = UInt8(ascii: "\n") }
        let bytes = Data("v\n".utf8) + Data(rows)
        try bytes.write(to: csv)
        #expect(RenderCommand.maximumCSVRows == 10_000_000)
        let result = runRender(["point", csv.path, "--x", "v", "--y", "v", "-o", "-"])
        #expect(result.status != 0)
        #expect(result.error.contains("\(csv.path): line 10000002: the CSV has more than 10000000 rows; the limit is 10000000 rows"))
    }

    @Test("layers drawn mark by mark are limited to rows × layers marks, naming the layer and why; plot layers are not counted")
    func markLimit() throws {
        let table = try SpecTable(CSVTable(header: ["x", "y", "c"], rows: [["1", "2", "a"], ["2", "3", "a"], ["3", "1", "b"]]))
        var point = ChartSpec.MarkSpec(type: "point")
        point.x = ChartSpec.Encoding(field: "x")
        point.y = ChartSpec.Encoding(field: "y")
        var line = point
        line.type = "line"
        line.symbol = ChartSpec.Encoding(field: "c")
        // Two point plots: no marks at all.
        #expect(throws: Never.self) { try SpecChart.view(ChartSpec(data: ChartSpec.DataSource(), marks: [point, point]), table: table, maximumMarks: 0) }
        let spec = ChartSpec(data: ChartSpec.DataSource(), marks: [point, line, line])
        #expect(throws: SpecError("the chart would have 6 marks (2 × 3 rows); the limit is 5 marks per chart "
                                  + "(marks[1] is drawn a mark per row for symbols on a line; line, point, bar, area, rule and "
                                  + "rectangle layers without it are drawn as plots, with no mark limit)")) {
            try SpecChart.view(spec, table: table, maximumMarks: 5)
        }
        #expect(throws: Never.self) { try SpecChart.view(spec, table: table, maximumMarks: 6) }
        #expect(SpecChart.maximumMarks == 1_000_000)
    }
}
