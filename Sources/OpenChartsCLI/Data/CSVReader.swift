import Foundation

/// A table read from CSV: a header row and string fields, by RFC 4180.
public struct CSVTable: Equatable, Sendable {
    public var header: [String]
    /// One array per record, each with `header.count` fields.
    public var rows: [[String]]

    /// The fields of the column named `name`, or an error listing the columns found.
    public func column(_ name: String) throws -> [String] {
        guard let index = header.firstIndex(of: name) else {
            throw CSVError.unknownColumn(name, available: header)
        }
        return rows.map { $0[index] }
    }
}

/// Why a CSV file could not be read; positions are 1-based lines and columns (characters).
public enum CSVError: Error, Equatable, CustomStringConvertible {
    case empty
    case invalidUTF8(line: Int)
    case quoteInUnquotedField(line: Int, column: Int)
    case textAfterClosingQuote(line: Int, column: Int)
    case unterminatedQuote(line: Int, column: Int)
    case fieldCount(line: Int, expected: Int, found: Int)
    case unknownColumn(String, available: [String])
    case duplicateColumn(String)
    case tooLarge(bytes: Int, limit: Int)
    case tooManyRows(line: Int, limit: Int)
    case unsupportedDelimiter(String)

    public var description: String {
        switch self {
        case .empty: "the CSV has no header row"
        case .invalidUTF8(let line): "line \(line): the text is not valid UTF-8"
        case .quoteInUnquotedField(let line, let column):
            "line \(line), column \(column): a quote inside an unquoted field (quote the whole field and double the quote: \"a \"\"b\"\"\")"
        case .textAfterClosingQuote(let line, let column):
            "line \(line), column \(column): text after a closing quote (a quote inside a quoted field is written twice: \"\")"
        case .unterminatedQuote(let line, let column):
            "line \(line), column \(column): a quoted field is never closed"
        case .fieldCount(let line, let expected, let found):
            "line \(line): \(found) fields, but the header has \(expected)"
        case .unknownColumn(let name, let available):
            "no column '\(name)'; the columns are: \(available.joined(separator: ", "))"
        case .duplicateColumn(let name): "the header names column '\(name)' twice"
        case .tooLarge(let bytes, let limit): "the CSV is \(bytes) bytes; the limit is \(limit) bytes"
        case .tooManyRows(let line, let limit): "line \(line): the CSV has more than \(limit) rows; the limit is \(limit) rows"
        case .unsupportedDelimiter(let text): "the delimiter '\(text)' is not one ASCII character other than a quote or a line break"
        }
    }
}

/// Reads CSV by RFC 4180: fields separated by a delimiter, records by CRLF or LF; a field
/// in double quotes may hold delimiters, quotes (doubled) and line breaks. A UTF-8 byte
/// order mark is skipped. The first record is the header; every record must have as many
/// fields as the header (a trailing empty line is allowed).
public struct CSVReader: Sendable {
    public var delimiter: Character
    /// Files larger than this are refused before parsing (the table is held in memory).
    public var maximumBytes: Int
    /// Reading stops with an error at the first row past this many (after the header), so
    /// that a file of many tiny rows cannot hold more than this many rows in memory.
    public var maximumRows: Int

    public init(delimiter: Character = ",", maximumBytes: Int = 512 << 20, maximumRows: Int = 10_000_000) {
        self.delimiter = delimiter
        self.maximumBytes = maximumBytes
        self.maximumRows = maximumRows
    }

    public func read(contentsOf url: URL) throws -> CSVTable {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let size = attributes?[.size] as? Int, size > maximumBytes {
            throw CSVError.tooLarge(bytes: size, limit: maximumBytes)
        }
        return try read(Data(contentsOf: url))
    }

    public func read(_ data: Data) throws -> CSVTable {
        guard data.count <= maximumBytes else { throw CSVError.tooLarge(bytes: data.count, limit: maximumBytes) }
        let skip = data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        try CSVReader.validateUTF8(data[(data.startIndex + skip)...])
        return try data.withUnsafeBytes { raw in try table(UnsafeRawBufferPointer(rebasing: raw[skip...])) }
    }

    /// Reads the text's UTF-8 bytes, as ``read(_:)`` reads a file's (without a byte order mark).
    /// - Complexity: O(n) in the bytes of `text`.
    public func parse(_ text: String) throws -> CSVTable {
        var text = text
        return try text.withUTF8 { try table(UnsafeRawBufferPointer($0)) }
    }

    /// The fields ``CSVByteScanner`` finds, as records of strings; the first is the header.
    private func table(_ bytes: UnsafeRawBufferPointer) throws -> CSVTable {
        let scanner = CSVByteScanner(bytes: bytes, delimiter: try delimiterByte(), maximumRows: maximumRows)
        var records: [[String]] = []
        var record: [String] = []
        try scanner.scan { field in
            if field.record != records.count {
                records.append(record)
                record = []
                record.reserveCapacity(records[0].count)
            }
            record.append(field.text)
        }
        if !record.isEmpty { records.append(record) }
        guard let header = records.first else { throw CSVError.empty }
        var seen = Set<String>()
        for name in header where !seen.insert(name).inserted { throw CSVError.duplicateColumn(name) }
        // The scanner has checked every record's field count against the header's.
        return CSVTable(header: header, rows: Array(records.dropFirst()))
    }

    /// The delimiter as the byte the scanner looks for: one ASCII character other than a
    /// quote or a line break.
    func delimiterByte() throws -> UInt8 {
        guard delimiter.utf8.count == 1, let byte = delimiter.utf8.first, byte < 0x80,
              byte != UInt8(ascii: "\""), byte != 0x0A, byte != 0x0D else {
            throw CSVError.unsupportedDelimiter(String(delimiter))
        }
        return byte
    }

    /// The 1-based line holding the first byte that breaks UTF-8.
    static func lineOfFirstInvalidByte(_ bytes: Data.SubSequence) -> Int {
        var line = 1
        var index = bytes.startIndex
        while index < bytes.endIndex {
            // The longest valid prefix ends at the first invalid sequence.
            let end = bytes[index...].firstIndex(of: 0x0A) ?? bytes.endIndex
            if String(validating: bytes[index..<end], as: UTF8.self) == nil { return line }
            line += 1
            index = end < bytes.endIndex ? bytes.index(after: end) : end
        }
        return line
    }
}
