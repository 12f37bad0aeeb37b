import Foundation

/// What a CSV column holds, detected from all of its non-empty fields.
public enum ColumnType: String, Equatable, Sendable {
    /// Every field is a decimal number (`-1.5`, `2e3`, `1,000` is not one).
    case number
    /// Every field is an ISO-8601 date (`2012-01-31`) or date-time (`2012-01-31T08:00:00Z`),
    /// or the same with slashes (`2012/01/31`, as Vega's datasets write dates).
    case date
    /// Anything else: category names.
    case category
}

/// Parsed columns: numbers as `Double`, dates as `Date` (UTC for dates without a zone),
/// categories as strings. Empty fields become NaN / nil.
public enum Column: Equatable, Sendable {
    case numbers([Double])
    case dates([Date?])
    case categories([String])

    public var type: ColumnType {
        switch self {
        case .numbers: .number
        case .dates: .date
        case .categories: .category
        }
    }

    public var count: Int {
        switch self {
        case .numbers(let values): values.count
        case .dates(let values): values.count
        case .categories(let values): values.count
        }
    }

    /// Detects the column's type and parses it.
    /// - Complexity: O(n) in the number of fields.
    public init(fields: [String]) {
        let present = fields.filter { !$0.isEmpty }
        if !present.isEmpty, present.allSatisfy({ Column.number($0) != nil }) {
            self = .numbers(fields.map { Column.number($0) ?? .nan })
        } else if !present.isEmpty, present.allSatisfy({ Column.date($0) != nil }) {
            self = .dates(fields.map { Column.date($0) })
        } else {
            self = .categories(fields)
        }
    }

    /// `text` without leading and trailing `CharacterSet.whitespaces` (tab and space
    /// separators), copied only when it has any.
    static func trimmedSpaces(_ text: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar?) -> Bool {
            guard let scalar else { return false }
            return scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        guard isSpace(text.unicodeScalars.first) || isSpace(text.unicodeScalars.last) else { return text }
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// A finite decimal number in plain or exponent notation; `nan`, `inf` and hex are not numbers here.
    static func number(_ text: String) -> Double? {
        let trimmed = trimmedSpaces(text)
        guard let first = trimmed.unicodeScalars.first,
              first == "-" || first == "+" || first == "." || ("0"..."9").contains(first),
              !trimmed.lowercased().contains("x"),
              let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    /// An ISO-8601 calendar date, or date and time with an optional zone (UTC when absent);
    /// ``ISODate/parse(_:)`` reads it.
    static func date(_ text: String) -> Date? {
        var trimmed = trimmedSpaces(text)
        return trimmed.withUTF8 { ISODate.parse(UnsafeRawBufferPointer($0)) }
    }
}
