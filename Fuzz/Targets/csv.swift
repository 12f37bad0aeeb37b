import Foundation

/// libFuzzer entry: any bytes are read as a table of strings (then typed by
/// `Column(fields:)`) and as typed columns straight from the bytes. An error is a fine
/// answer, a crash or a hang is not. Both readers share one scanner, so they must agree on
/// whether the bytes are a CSV and on its header; and the two ways of typing a column (from
/// its strings, from its bytes) must give the same column.
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
            guard let fields = try? table.column(name) else { continue }
            if !sameColumn(Column(fields: fields), columns.column(at: index)) {
                fatalError("column \(index) is typed differently from strings and from bytes in \(Array(data))")
            }
        }
    }
    return 0
}

/// Equal columns, NaN (an empty number field) equal to NaN.
private func sameColumn(_ a: Column, _ b: Column) -> Bool {
    switch (a, b) {
    case let (.numbers(x), .numbers(y)):
        x.count == y.count && zip(x, y).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
    default:
        a == b
    }
}
