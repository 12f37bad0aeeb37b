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
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CSVError.invalidUTF8(line: CSVReader.lineOfFirstInvalidByte(bytes))
        }
        return try parse(text)
    }

    /// - Complexity: O(n) in the characters of `text`.
    public func parse(_ text: String) throws -> CSVTable {
        var records: [[String]] = []
        var recordLines: [Int] = []
        var record: [String] = []
        var field = ""
        var line = 1, column = 0
        var recordLine = 1
        // The states of RFC 4180's grammar.
        enum State { case fieldStart, unquoted, quoted, quoteInQuoted }
        var state = State.fieldStart
        var quoteStart = (line: 1, column: 1)

        func endRecord() {
            record.append(field)
            field = ""
            records.append(record)
            recordLines.append(recordLine)
            record = []
        }
        /// A record ends at a line break outside quotes; the next one starts on the next line.
        func endLine() throws {
            endRecord()
            // The header and `maximumRows` rows are allowed.
            if records.count > maximumRows + 1 { throw CSVError.tooManyRows(line: recordLine, limit: maximumRows) }
            state = .fieldStart
            line += 1
            column = 0
            recordLine = line
        }
        func isLineBreak(_ character: Character) -> Bool {
            character == "\n" || character == "\r\n" || character == "\r"
        }
        for character in text {
            column += 1
            switch state {
            case .fieldStart, .unquoted:
                if character == delimiter {
                    record.append(field)
                    field = ""
                    state = .fieldStart
                } else if isLineBreak(character) {
                    try endLine()
                } else if character == "\"" {
                    guard state == .fieldStart else { throw CSVError.quoteInUnquotedField(line: line, column: column) }
                    state = .quoted
                    quoteStart = (line, column)
                } else {
                    field.append(character)
                    state = .unquoted
                }
            case .quoted:
                if character == "\"" {
                    state = .quoteInQuoted
                } else {
                    field.append(character)
                    if isLineBreak(character) {
                        line += 1
                        column = 0
                    }
                }
            case .quoteInQuoted:
                if character == "\"" {
                    field.append("\"")
                    state = .quoted
                } else if character == delimiter {
                    record.append(field)
                    field = ""
                    state = .fieldStart
                } else if isLineBreak(character) {
                    try endLine()
                } else {
                    throw CSVError.textAfterClosingQuote(line: line, column: column)
                }
            }
        }
        if state == .quoted { throw CSVError.unterminatedQuote(line: quoteStart.line, column: quoteStart.column) }
        if !(state == .fieldStart && field.isEmpty && record.isEmpty) {
            endRecord()
            if records.count > maximumRows + 1 { throw CSVError.tooManyRows(line: recordLine, limit: maximumRows) }
        }

        guard let header = records.first else { throw CSVError.empty }
        var seen = Set<String>()
        for name in header where !seen.insert(name).inserted { throw CSVError.duplicateColumn(name) }
        var rows: [[String]] = []
        rows.reserveCapacity(records.count - 1)
        for (fields, startLine) in zip(records, recordLines).dropFirst() {
            guard fields.count == header.count else {
                throw CSVError.fieldCount(line: startLine, expected: header.count, found: fields.count)
            }
            rows.append(fields)
        }
        return CSVTable(header: header, rows: rows)
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
