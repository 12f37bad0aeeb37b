import Foundation

/// A CSV read straight into typed columns: no `String` per field for number or date columns, and
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

    /// The column at `index`: numbers as read, any other column read from the file now
    /// (once) and typed as ``Column/init(fields:)`` types it: numbers, else dates, else
    /// categories, repeated category names sharing one string.
    public func column(at index: Int) -> Column {
        lock.lock()
        defer { lock.unlock() }
        if let values = numbers[index] { return .numbers(values) }
        if let column = typed[index] { return column }
        let column = numbersOrDates(at: index) ?? .categories(texts(at: index))
        typed[index] = column
        return column
    }

    /// The column at `index` if its fields are all numbers or all dates (empty fields
    /// aside), read from their bytes; nil otherwise. The scan stops at the first field that
    /// is neither (`Neither`), so a column of names costs a row or so.
    private func numbersOrDates(at index: Int) -> Column? {
        struct Neither: Error {}
        var doubles: [Double]? = [], dates: [Date?]? = []
        var anyNumber = false, anyDate = false
        scanFields(ofColumn: index) { field in
            if doubles != nil {
                if field.isEmpty { doubles!.append(.nan) }
                else if let value = field.number { doubles!.append(value); anyNumber = true }
                else { doubles = nil }
            }
            if dates != nil {
                if field.isEmpty { dates!.append(nil) }
                else if let date = field.date { dates!.append(date); anyDate = true }
                else { dates = nil }
            }
            if doubles == nil && dates == nil { throw Neither() }
        }
        if let doubles, anyNumber { return .numbers(doubles) }
        if let dates, anyDate { return .dates(dates) }
        return nil
    }

    /// Every field of the column at `index` as text, repeated names sharing one string.
    private func texts(at index: Int) -> [String] {
        var fields: [String] = []
        fields.reserveCapacity(rowCount)
        var names = FieldNames()
        scanFields(ofColumn: index) { field in fields.append(names.text(of: field)) }
        return fields
    }

    /// Hands `body` each field of the column at `index`, row by row, until it throws. The
    /// first scan read the same bytes without an error, so only `body` can end this one early.
    private func scanFields(ofColumn index: Int, _ body: (CSVField) throws -> Void) {
        data.withUnsafeBytes { raw in
            let scanner = CSVByteScanner(bytes: UnsafeRawBufferPointer(rebasing: raw[skip...]), delimiter: delimiter, maximumRows: rowCount)
            try? scanner.scan { field in
                guard field.record > 0, field.column == index else { return }
                try body(field)
            }
        }
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
            var builder = NumberColumnsBuilder(names: names)
            try scanner.scan(&builder)
            guard !builder.header.isEmpty else { throw CSVError.empty }
            if builder.rowCount == 0 {
                try builder.checkHeader()
                builder.numbers = Array(repeating: nil, count: builder.header.count)
            }
            // All-empty columns are categories of empty names, as `Column(fields:)` types them.
            for index in builder.header.indices where builder.rowCount > 0 && !builder.present[index] { builder.numbers[index] = nil }
            for index in builder.numbers.indices { builder.numbers[index]?.shrinkToFit() }
            return CSVColumns(header: builder.header, rowCount: builder.rowCount, numbers: builder.numbers, data: data, skip: skip,
                              delimiter: delimiterByte)
        }
    }

    /// The first scan of ``readColumns(_:only:)``: the header, and every field of the columns
    /// asked for parsed as a number while its column holds only numbers. A visitor rather than
    /// a closure: the scan is specialized for it, and its state is a value of its own, not
    /// variables a closure captures (which cost a run-time exclusivity check per field).
    private struct NumberColumnsBuilder: CSVFieldVisitor {
        let names: Set<String>?
        var header: [String] = []
        /// A column's numbers so far; nil for a column not asked for or not all numbers.
        var numbers: [[Double]?] = []
        /// Whether a column has a number (not only empty fields).
        var present: [Bool] = []
        var rowCount = 0

        init(names: Set<String>?) { self.names = names }

        mutating func visit(_ field: CSVField) throws {
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

        func checkHeader() throws {
            var seen = Set<String>()
            for name in header where !seen.insert(name).inserted { throw CSVError.duplicateColumn(name) }
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

    /// The date ``Column/date(_:)`` reads: plain ASCII fields straight from their bytes.
    var date: Date? {
        guard escaped || bytes.contains(where: { $0 >= 0x80 }) else { return ISODate.parse(bytes) }
        return Column.date(text)
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

/// The texts of a column's fields, one string per distinct name: a name seen before is found
/// by its bytes (compared with the first few names, else looked up in a table keyed on them),
/// with no string made for it. Its keys point into the bytes being scanned, so it lives no
/// longer than the scan.
struct FieldNames {
    /// A field's bytes, hashed and compared as bytes.
    private struct Bytes: Hashable {
        let bytes: UnsafeRawBufferPointer

        static func == (a: Bytes, b: Bytes) -> Bool {
            a.bytes.count == b.bytes.count
                && (a.bytes.count == 0 || memcmp(a.bytes.baseAddress!, b.bytes.baseAddress!, a.bytes.count) == 0)
        }

        func hash(into hasher: inout Hasher) { hasher.combine(bytes: bytes) }
    }

    /// How many names are compared one by one before the table is used: a series column
    /// usually has a handful, and comparing a few bytes is cheaper than hashing them.
    static let listedCount = 8
    /// The most names kept: a column of identifiers would otherwise keep a table as large as itself.
    static let maximumCount = 1 << 16

    private var listed: [(bytes: Bytes, text: String)] = []
    private var known: [Bytes: String] = [:]

    /// The field's text (``CSVField/text``), shared with earlier fields of the same bytes. A
    /// field's bytes give one text: quotes inside them only ever come from a quoted field.
    mutating func text(of field: CSVField) -> String {
        let bytes = Bytes(bytes: field.bytes)
        for name in listed where name.bytes == bytes { return name.text }
        if let shared = known[bytes] { return shared }
        let text = field.text
        if listed.count < Self.listedCount {
            listed.append((bytes, text))
        } else if known.count < Self.maximumCount {
            known[bytes] = text
        }
        return text
    }
}

/// What ``CSVByteScanner/scan(_:)-(inout V)`` hands each field to.
protocol CSVFieldVisitor {
    mutating func visit(_ field: CSVField) throws
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

    /// Calls `body` with every field, in order, as ``scan(_:)-(inout V)`` does.
    func scan(_ body: (CSVField) throws -> Void) throws {
        try withoutActuallyEscaping(body) { body in
            var visitor = ClosureVisitor(body: body)
            try scan(&visitor)
        }
    }

    private struct ClosureVisitor: CSVFieldVisitor {
        let body: (CSVField) throws -> Void
        func visit(_ field: CSVField) throws { try body(field) }
    }

    /// Hands `visitor` every field, in order; throws at the first syntax error, a record
    /// past `maximumRows` rows, or (after the scan) the first record whose field count
    /// differs from the header's.
    func scan<V: CSVFieldVisitor>(_ visitor: inout V) throws {
        func body(_ field: CSVField) throws { try visitor.visit(field) }
        let quote = UInt8(ascii: "\""), lf: UInt8 = 0x0A, cr: UInt8 = 0x0D
        let count = bytes.count
        guard let base = bytes.baseAddress else { return }
        let delimiterLanes = UInt64(delimiter) &* Self.ones
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
            // An unquoted field: up to a delimiter, a line break or the end. Eight bytes at a
            // time while eight remain (the first special byte's lane is exact), then byte by byte.
            let start = index
            while index &+ 8 <= count {
                let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let special = Self.lanes(word, equalTo: delimiterLanes) | Self.lanes(word, equalTo: Self.lineFeedLanes)
                    | Self.lanes(word, equalTo: Self.carriageReturnLanes) | Self.lanes(word, equalTo: Self.quoteLanes)
                if special != 0 {
                    index &+= special.trailingZeroBitCount >> 3
                    break
                }
                index &+= 8
            }
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

    /// A byte in each of a word's eight lanes.
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let lineFeedLanes = 0x0A &* ones, carriageReturnLanes = 0x0D &* ones
    private static let quoteLanes = UInt64(UInt8(ascii: "\"")) &* ones

    /// The high bit of each lane of `word` that equals the lane of `pattern`; lanes above
    /// the first such lane may be set too (the subtraction's borrow), so only the lowest is
    /// meaningful.
    @inline(__always)
    private static func lanes(_ word: UInt64, equalTo pattern: UInt64) -> UInt64 {
        let x = word ^ pattern
        return (x &- ones) & ~x & 0x8080_8080_8080_8080
    }

    private func empty(_ record: Int, _ column: Int) -> CSVField {
        CSVField(bytes: UnsafeRawBufferPointer(start: nil, count: 0), escaped: false, record: record, column: column)
    }
}
