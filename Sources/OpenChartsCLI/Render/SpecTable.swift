import Foundation

/// The rows a spec plots: typed columns by name, from inline JSON or a CSV file.
///
/// A CSV is read straight into typed columns (``CSVReader/readColumns(_:)``): numbers are
/// held as 8-byte values, not as the text they were read from, and other columns are
/// collected only when an encoding names them.
struct SpecTable {
    var header: [String]
    var rowCount: Int
    /// The column at an index: read from the CSV when first asked for, or held.
    private let columnAt: (Int) -> Column

    /// A CSV read into columns; its text columns are collected only when a chart uses them.
    init(_ columns: CSVColumns) {
        header = columns.header
        rowCount = columns.rowCount
        columnAt = { columns.column(at: $0) }
    }

    /// A table of text fields, each column typed as ``Column/init(fields:)`` detects.
    init(_ table: CSVTable) throws {
        header = table.header
        let columns = table.header.indices.map { index in Column(fields: table.rows.map { $0[index] }) }
        rowCount = table.rows.count
        columnAt = { columns[$0] }
    }

    /// Inline rows: the header is every key, in first-seen order.
    init(values: [[String: JSONScalar]]) throws {
        var header: [String] = []
        for row in values { for key in row.keys.sorted() where !header.contains(key) { header.append(key) } }
        try self.init(CSVTable(header: header, rows: values.map { row in header.map { row[$0]?.text ?? "" } }))
    }

    /// The column for an encoding, converted to the type it asks for, or an error listing the columns.
    func column(_ encoding: ChartSpec.Encoding) throws -> Column {
        guard let index = header.firstIndex(of: encoding.field) else {
            throw CSVError.unknownColumn(encoding.field, available: header)
        }
        let column = columnAt(index)
        switch encoding.type {
        case nil: return column
        case "category":
            if case .categories = column { return column }
            return .categories((0..<rowCount).map { column.text(at: $0) })
        case "number":
            guard case .numbers = column else { throw SpecError("column '\(encoding.field)' is not numeric; it holds \(column.type.rawValue) values") }
            return column
        case "date":
            guard case .dates = column else { throw SpecError("column '\(encoding.field)' does not hold ISO-8601 dates") }
            return column
        case let other?:
            throw SpecError("encoding type '\(other)' of '\(encoding.field)' is not one of: number, date, category")
        }
    }
}

extension Column {
    /// A field back as text (categories for a series legend).
    func text(at index: Int) -> String {
        switch self {
        case .numbers(let values):
            let value = values[index]
            return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .dates(let values): return values[index].map { ISO8601DateFormatter().string(from: $0) } ?? ""
        case .categories(let values): return values[index]
        }
    }
}
