import Foundation

/// A CSV read straight into typed columns: no `String` per field for number columns, and
/// none at all for text columns no chart asks for.
public final class CSVColumns: @unchecked Sendable {
    public let header: [String]
    public let rowCount: Int
    /// The number columns, read in the first scan; nil for the others.
    private var numbers: [[Double]?]
    /// Text columns typed so far.
    private var typed: [Int: Column] = [:]
    private let data: Data
    private let skip: Int
    private let delimiter: UInt8
    private let lock = NSLock()

    init(header: [String], rowCount: Int, numbers: [[Double]?], data: Data, skip: Int, delimiter: UInt8) {
        self.header = header
        self.rowCount = rowCount
        self.numbers = numbers
        self.data = data
        self.skip = skip
        self.delimiter = delimiter
    }

    /// The column at `index`: numbers as read, any other column collected from the file
    /// now (once) and typed as ``Column/init(fields:)`` types it: dates, else categories,
    /// repeated category names sharing one string.
    public func column(at index: Int) -> Column {
        lock.lock()
        defer { lock.unlock() }
        if let values = numbers[index] { return .numbers(values) }
        if let column = typed[index] { return column }
        var fields: [String] = []
        fields.reserveCapacity(rowCount)
        var interned: [String: String] = [:]
        // Typed as `Column(fields:)` types it: numbers while every field is one, then dates.
        var doubles: [Double]? = []
        var anyNumber = false
        data.withUnsafeBytes { raw in
            let scanner = CSVByteScanner(bytes: UnsafeRawBufferPointer(rebasing: raw[skip...]), delimiter: delimiter, maximumRows: rowCount)
            // The first scan read the same bytes without an error.
            try? scanner.scan { field in
                guard field.record > 0, field.column == index else { return }
                if doubles != nil {
                    if field.isEmpty { doubles!.append(.nan) }
                    else if let value = field.number { doubles!.append(value); anyNumber = true }
                    else { doubles = nil }
                }
                let text = field.text
                if let shared = interned[text] {
                    fields.append(shared)
                } else {
                    if interned.count < 1 << 16 { interned[text] = text }
                    fields.append(text)
                }
            }
        }
        let column: Column
        if let doubles, anyNumber {
            column = .numbers(doubles)
        } else if fields.contains(where: { !$0.isEmpty }), fields.allSatisfy({ $0.isEmpty || Column.date($0) != nil }) {
            column = .dates(fields.map { Column.date($0) })
        } else {
            column = .categories(fields)
        }
        typed[index] = column
        return column
    }
}

extension CSVReader {
    /// Reads `data` by the same grammar, limits and errors as ``read(_:)``, into typed columns.
    ///
    /// The bytes are scanned in place. Every field is parsed as a number while its column
    /// holds only numbers; a column that turns out to hold something else is collected as
    /// text when it is asked for (``CSVColumns/column(at:)``), in another scan.
    /// A number column costs 8 bytes a row. With `names`, only those columns are typed in
    /// the first scan; the others are read when asked for, as text columns are.
    /// - Complexity: O(n) in the bytes of `data`.
    public func readColumns(_ data: Data, only names: Set<String>? = nil) throws -> CSVColumns {
        guard data.count <= maximumBytes else { throw CSVError.tooLarge(bytes: data.count, limit: maximumBytes) }
        let skip = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        try CSVReader.validateUTF8(data[(data.startIndex + skip)...])
        let delimiterByte = try delimiterByte()
        return try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> CSVColumns in
            let bytes = UnsafeRawBufferPointer(rebasing: raw[skip...])
            let scanner = CSVByteScanner(bytes: bytes, delimiter: delimiterByte, maximumRows: maximumRows)
            var header: [String] = []
            var numbers: [[Double]?] = []
            var present: [Bool] = []
            var rowCount = 0
            func checkHeader() throws {
                var seen = Set<String>()
                for name in header where !seen.insert(name).inserted { throw CSVError.duplicateColumn(name) }
            }
            try scanner.scan { field in
                if field.record == 0 {
                    header.append(field.text)
                    return
                }
                if field.column == 0 && field.record == 1 {
                    numbers = header.map { names == nil || names!.contains($0) ? [] : nil }
                    present = Array(repeating: false, count: header.count)
                    try checkHeader()
                }
                if field.column == 0 { rowCount = field.record }
                guard field.column < header.count, numbers[field.column] != nil else { return }
                if field.isEmpty {
                    numbers[field.column]!.append(.nan)
                } else if let value = field.number {
                    numbers[field.column]!.append(value)
                    present[field.column] = true
                } else {
                    numbers[field.column] = nil
                }
            }
            guard !header.isEmpty else { throw CSVError.empty }
            if rowCount == 0 {
                try checkHeader()
                numbers = Array(repeating: nil, count: header.count)
            }
            // All-empty columns are categories of empty names, as `Column(fields:)` types them.
            for index in header.indices where rowCount > 0 && !present[index] { numbers[index] = nil }
            for index in numbers.indices { numbers[index]?.shrinkToFit() }
            return CSVColumns(header: header, rowCount: rowCount, numbers: numbers, data: data, skip: skip, delimiter: delimiterByte)
        }
    }

    /// Throws ``CSVError/invalidUTF8(line:)`` for the first line that is not UTF-8, checking
    /// a megabyte at a time (split at line feeds, which no multi-byte sequence contains).
    static func validateUTF8(_ bytes: Data.SubSequence) throws {
        var start = bytes.startIndex
        while start < bytes.endIndex {
            var end = min(start + (1 << 20), bytes.endIndex)
            if end < bytes.endIndex { end = bytes[end...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.endIndex }
            let chunk = bytes[start..<end]
            // ASCII needs no decoding.
            let ascii = chunk.withUnsafeBytes { raw in raw.allSatisfy { $0 < 0x80 } }
            if !ascii, String(validating: chunk, as: UTF8.self) == nil {
                throw CSVError.invalidUTF8(line: lineOfFirstInvalidByte(bytes))
            }
            start = end
        }
    }
}

extension Array {
    /// Gives back the capacity over `count` (growth leaves up to half a column unused).
    mutating func shrinkToFit() {
        guard capacity > count + count / 8 else { return }
        self = Array(self)
    }
}

/// One field found by ``CSVByteScanner``: its bytes (inside the quotes, if quoted).
struct CSVField {
    let bytes: UnsafeRawBufferPointer
    /// Quoted, with doubled quotes to undo.
    let escaped: Bool
    /// 0 for the header.
    let record: Int
    let column: Int

    var isEmpty: Bool { bytes.isEmpty }

    /// The field's text. Doubled quotes are undone byte by byte: a search over `String`
    /// compares grapheme clusters, and a quote followed by a combining mark is not a quote.
    var text: String {
        guard escaped else { return String(decoding: bytes, as: UTF8.self) }
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            unescaped.append(byte)
            // Inside quotes, a quote only ever comes doubled (the scanner checked).
            index += byte == UInt8(ascii: "\"") ? 2 : 1
        }
        return String(decoding: unescaped, as: UTF8.self)
    }

    /// The number ``Column/number(_:)`` reads: most fields straight from their bytes
    /// (``DecimalParser``), other plain numbers through a small `String`.
    var number: Double? {
        if !escaped, let value = DecimalParser.fastValue(bytes) { return value }
        var plain = !escaped && bytes.count <= 15
        if plain, let first = bytes.first {
            plain = first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        }
        if plain {
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"),
                     UInt8(ascii: "e"), UInt8(ascii: "E"): continue
                default: plain = false
                }
                if !plain { break }
            }
        }
        // A small string: no allocation.
        if plain {
            guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
            return value
        }
        return Column.number(text)
    }
}

/// RFC 4180 over bytes, the grammar of both ``CSVReader/read(_:)`` (fields as strings) and
/// ``CSVReader/readColumns(_:only:)`` (typed columns): records end at LF, CRLF or CR outside
/// quotes; errors carry 1-based lines and character columns.
struct CSVByteScanner {
    let bytes: UnsafeRawBufferPointer
    let delimiter: UInt8
    let maximumRows: Int
    /// The 1-based character column of the byte at `offset`, on the line starting at `lineStart`.
    private func column(_ offset: Int, lineStart: Int) -> Int {
        String(decoding: UnsafeRawBufferPointer(rebasing: bytes[lineStart...offset]), as: UTF8.self).count
    }

    /// Calls `body` with every field, in order; throws at the first syntax error, a record
    /// past `maximumRows` rows, or (after the scan) the first record whose field count
    /// differs from the header's.
    func scan(_ body: (CSVField) throws -> Void) throws {
        let quote = UInt8(ascii: "\""), lf: UInt8 = 0x0A, cr: UInt8 = 0x0D
        let count = bytes.count
        var index = 0
        var line = 1, lineStart = 0
        var record = 0, fieldIndex = 0, recordLine = 1
        var headerCount = -1
        var countError: CSVError?

        func endRecord() throws {
            if record == 0 { headerCount = fieldIndex }
            else if fieldIndex != headerCount, countError == nil {
                countError = .fieldCount(line: recordLine, expected: headerCount, found: fieldIndex)
            }
            record += 1
            fieldIndex = 0
            if record > maximumRows + 1 { throw CSVError.tooManyRows(line: recordLine, limit: maximumRows) }
        }
        /// Past a line break at `index` (LF, CR or CRLF); returns the index after it.
        func breakEnd(_ index: Int) -> Int {
            bytes[index] == cr && index + 1 < count && bytes[index + 1] == lf ? index + 2 : index + 1
        }

        while index < count {
            // A field starts at `index`.
            if bytes[index] == quote {
                let quoteLine = line, quoteColumn = column(index, lineStart: lineStart)
                var cursor = index + 1
                let start = cursor
                var escaped = false
                var closed = false
                while cursor < count {
                    let byte = bytes[cursor]
                    if byte == quote {
                        if cursor + 1 < count && bytes[cursor + 1] == quote {
                            escaped = true
                            cursor += 2
                            continue
                        }
                        closed = true
                        break
                    }
                    if byte == lf || byte == cr {
                        cursor = breakEnd(cursor)
                        line += 1
                        lineStart = cursor
                        continue
                    }
                    cursor += 1
                }
                guard closed else { throw CSVError.unterminatedQuote(line: quoteLine, column: quoteColumn) }
                try body(CSVField(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<cursor]), escaped: escaped,
                                  record: record, column: fieldIndex))
                fieldIndex += 1
                index = cursor + 1
                if index == count { try endRecord(); break }
                let next = bytes[index]
                if next == delimiter {
                    index += 1
                    if index == count { try body(empty(record, fieldIndex)); fieldIndex += 1; try endRecord() }
                } else if next == lf || next == cr {
                    try endRecord()
                    index = breakEnd(index)
                    line += 1
                    lineStart = index
                    recordLine = line
                } else {
                    throw CSVError.textAfterClosingQuote(line: line, column: column(index, lineStart: lineStart))
                }
                continue
            }
            // An unquoted field: up to a delimiter, a line break or the end.
            let start = index
            while index < count {
                let byte = bytes[index]
                if byte == delimiter || byte == lf || byte == cr { break }
                if byte == quote { throw CSVError.quoteInUnquotedField(line: line, column: column(index, lineStart: lineStart)) }
                index += 1
            }
            try body(CSVField(bytes: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), escaped: false,
                              record: record, column: fieldIndex))
            fieldIndex += 1
            if index == count { try endRecord(); break }
            if bytes[index] == delimiter {
                index += 1
                // A delimiter at the very end: one more empty field.
                if index == count { try body(empty(record, fieldIndex)); fieldIndex += 1; try endRecord() }
            } else {
                try endRecord()
                index = breakEnd(index)
                line += 1
                lineStart = index
                recordLine = line
            }
        }
        if let countError { throw countError }
    }

    private func empty(_ record: Int, _ column: Int) -> CSVField {
        CSVField(bytes: UnsafeRawBufferPointer(start: nil, count: 0), escaped: false, record: record, column: column)
    }
}
