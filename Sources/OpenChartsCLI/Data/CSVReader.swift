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

    /// Reads scalar by scalar, not by `Character`: a delimiter, quote or line break followed
    /// by a combining mark is still one (a grapheme cluster would hide it), as the byte
    /// scanner of ``readColumns(_:only:)`` reads it. Columns in errors count characters.
    /// - Complexity: O(n) in the scalars of `text`.
    public func parse(_ text: String) throws -> CSVTable {
        var records: [[String]] = []
        var recordLines: [Int] = []
        var record: [String] = []
        var field = String.UnicodeScalarView()
        let scalars = text.unicodeScalars
        let delimiter = delimiter.unicodeScalars.first ?? ","
        var line = 1, lineStart = scalars.startIndex
        var recordLine = 1
        // The states of RFC 4180's grammar.
        enum State { case fieldStart, unquoted, quoted, quoteInQuoted }
        var state = State.fieldStart
        var quoteStart = (line: 1, lineStart: scalars.startIndex, index: scalars.startIndex)

        /// The 1-based character column of `index` on the line that starts at `start`.
        func column(_ index: String.UnicodeScalarView.Index, lineStart start: String.UnicodeScalarView.Index) -> Int {
            String(scalars[start...index]).count
        }
        func endField() {
            record.append(String(field))
            field = String.UnicodeScalarView()
        }
        func endRecord() {
            endField()
            records.append(record)
            recordLines.append(recordLine)
            record = []
        }
        var index = scalars.startIndex
        /// Moves past a line break at `index` (CR LF is one) and starts the next line.
        func nextLine() {
            if scalars[index] == "\r", scalars.index(after: index) < scalars.endIndex,
               scalars[scalars.index(after: index)] == "\n" {
                index = scalars.index(after: index)
            }
            line += 1
            lineStart = scalars.index(after: index)
        }
        /// A record ends at a line break outside quotes; the next one starts on the next line.
        func endLine() throws {
            endRecord()
            // The header and `maximumRows` rows are allowed.
            if records.count > maximumRows + 1 { throw CSVError.tooManyRows(line: recordLine, limit: maximumRows) }
            state = .fieldStart
            nextLine()
            recordLine = line
        }
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let isLineBreak = scalar == "\n" || scalar == "\r"
            switch state {
            case .fieldStart, .unquoted:
                if scalar == delimiter {
                    endField()
                    state = .fieldStart
                } else if isLineBreak {
                    try endLine()
                } else if scalar == "\"" {
                    guard state == .fieldStart else {
                        throw CSVError.quoteInUnquotedField(line: line, column: column(index, lineStart: lineStart))
                    }
                    state = .quoted
                    quoteStart = (line, lineStart, index)
                } else {
                    field.append(scalar)
                    state = .unquoted
                }
            case .quoted:
                if scalar == "\"" {
                    state = .quoteInQuoted
                } else if isLineBreak {
                    field.append(scalar)
                    if scalar == "\r", scalars.index(after: index) < scalars.endIndex,
                       scalars[scalars.index(after: index)] == "\n" {
                        field.append("\n")
                    }
                    nextLine()
                } else {
                    field.append(scalar)
                }
            case .quoteInQuoted:
                if scalar == "\"" {
                    field.append("\"")
                    state = .quoted
                } else if scalar == delimiter {
                    endField()
                    state = .fieldStart
                } else if isLineBreak {
                    try endLine()
                } else {
                    throw CSVError.textAfterClosingQuote(line: line, column: column(index, lineStart: lineStart))
                }
            }
            index = scalars.index(after: index)
        }
        if state == .quoted {
            throw CSVError.unterminatedQuote(line: quoteStart.line, column: column(quoteStart.index, lineStart: quoteStart.lineStart))
        }
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
