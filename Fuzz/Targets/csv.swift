import Foundation

/// libFuzzer entry: any bytes go through the CSV reader and column detection; an error
/// is a fine answer, a crash or a hang is not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    for delimiter in [",", ";"] as [Character] {
        guard let table = try? CSVReader(delimiter: delimiter).read(data) else { continue }
        for name in table.header {
            if let fields = try? table.column(name) { _ = Column(fields: fields) }
        }
    }
    return 0
}
