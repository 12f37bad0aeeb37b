import Foundation

/// libFuzzer entry: any bytes go through both CSV readers (fields, then column typing; and
/// the byte scanner into typed columns). An error is a fine answer, a crash or a hang is
/// not; the two readers must agree on whether the bytes are a CSV and on its header.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    for delimiter in [",", ";"] as [Character] {
        let reader = CSVReader(delimiter: delimiter)
        let table = try? reader.read(data)
        let columns = try? reader.readColumns(data)
        if (table == nil) != (columns == nil) || table?.header != columns?.header {
            fatalError("the CSV readers disagree on \(Array(data))")
        }
        guard let table, let columns else { continue }
        for (index, name) in table.header.enumerated() {
            if let fields = try? table.column(name) { _ = Column(fields: fields) }
            _ = columns.column(at: index)
        }
    }
    return 0
}
