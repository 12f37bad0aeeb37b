import Foundation

/// Why a spec could not be read: every message names the line and column, or the field.
public struct SpecError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Reads a ``ChartSpec`` from JSON with limits: at most `maximumBytes` bytes and
/// `maximumDepth` levels of nested arrays and objects (checked before parsing, so a
/// hostile file cannot exhaust the stack). Syntax errors give a line and column.
public struct JSONSpecReader: Sendable {
    public var maximumBytes: Int
    public var maximumDepth: Int

    public static let defaultMaximumBytes = 16 << 20
    public static let defaultMaximumDepth = 64

    public init(maximumBytes: Int = defaultMaximumBytes, maximumDepth: Int = defaultMaximumDepth) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
    }

    public func read(_ data: Data) throws -> ChartSpec {
        guard data.count <= maximumBytes else {
            throw SpecError("the spec is \(data.count) bytes; the limit is \(maximumBytes) bytes")
        }
        try checkDepth(data)
        var bytes = [UInt8](data)
        // A UTF-8 byte order mark is allowed, as JSONDecoder allows it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if let failure = JSONSyntax.firstError(in: bytes) {
            let (line, column) = Self.lineAndColumn(of: failure.offset, in: Data(bytes))
            throw SpecError("malformed JSON at line \(line), column \(column): \(failure.message)")
        }
        do {
            return try JSONDecoder().decode(ChartSpec.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw SpecError("missing field '\(Self.path(context.codingPath + [key]))'")
        } catch let DecodingError.typeMismatch(_, context) {
            throw SpecError("field '\(Self.path(context.codingPath))' has the wrong type: \(context.debugDescription)")
        } catch let DecodingError.valueNotFound(_, context) {
            throw SpecError("field '\(Self.path(context.codingPath))' is null")
        } catch {
            throw SpecError("the spec does not match the format: \(error)")
        }
    }

    /// `marks[0].x`: a coding path as a reader would write it.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text
    }

    /// Refuses nesting deeper than the limit; brackets inside strings do not count.
    func checkDepth(_ data: Data) throws {
        var depth = 0
        var inString = false
        var escaped = false
        for (offset, byte) in data.enumerated() {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true }
                else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumDepth {
                    let (line, column) = Self.lineAndColumn(of: offset, in: data)
                    throw SpecError("the JSON nests deeper than \(maximumDepth) levels at line \(line), column \(column)")
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
    }

    /// The 1-based line and column (in characters) of a byte offset.
    static func lineAndColumn(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        let prefix = data.prefix(max(0, min(offset, data.count)))
        var line = 1
        var lineStart = prefix.startIndex
        for index in prefix.indices where prefix[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: prefix[lineStart...], as: UTF8.self).count + 1
        return (line, column)
    }
}
