/// Finds the first syntax error in JSON text (RFC 8259) and where it is, because
/// Foundation's parser on Linux reports no usable position. Only checks; does not build
/// values. Nesting is bounded by the caller's depth check before this runs.
struct JSONSyntax {
    /// What is wrong, and the byte offset where it was found.
    struct Failure: Equatable {
        var offset: Int
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The first error in `bytes`, or nil when they are one well-formed JSON value.
    static func firstError(in bytes: [UInt8]) -> Failure? {
        var parser = JSONSyntax(bytes)
        do {
            parser.skipSpace()
            try parser.value()
            parser.skipSpace()
            if parser.index < bytes.count { throw Failure(offset: parser.index, message: "unexpected text after the value") }
            return nil
        } catch let failure as Failure {
            return failure
        } catch {
            return Failure(offset: parser.index, message: "\(error)")
        }
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private func fail(_ message: String) -> Failure {
        Failure(offset: index, message: index < bytes.count ? message : "the text ends early")
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws {
        guard index < bytes.count, bytes[index] == byte else { throw fail("expected \(what)") }
        index += 1
    }

    private mutating func value() throws {
        guard index < bytes.count else { throw fail("expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try object()
        case UInt8(ascii: "["): try array()
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw fail("expected a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func object() throws {
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("expected a quoted key") }
            try string()
            skipSpace()
            try expect(UInt8(ascii: ":"), "':' after the key")
            skipSpace()
            try value()
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return
        }
    }

    private mutating func array() throws {
        index += 1
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return }
        while true {
            skipSpace()
            try value()
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return
        }
    }

    private mutating func string() throws {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { index += 1; return }
            if byte < 0x20 { throw fail("a control character inside a string (escape it)") }
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { break }
                if bytes[index] == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        index += 1
                        guard index < bytes.count, Character(Unicode.Scalar(bytes[index])).isHexDigit else { throw fail("a \\u escape needs four hex digits") }
                    }
                } else if !Array("\"\\/bfnrt".utf8).contains(bytes[index]) {
                    throw fail("an unknown escape")
                }
            }
            index += 1
        }
        throw fail("a string is never closed")
    }

    private mutating func literal(_ word: String) throws {
        for byte in word.utf8 {
            guard index < bytes.count, bytes[index] == byte else { throw fail("expected \(word)") }
            index += 1
        }
    }

    private mutating func number() throws {
        let digits = UInt8(ascii: "0")...UInt8(ascii: "9")
        func digitRun() throws {
            guard index < bytes.count, digits.contains(bytes[index]) else { throw fail("expected a digit") }
            while index < bytes.count, digits.contains(bytes[index]) { index += 1 }
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "0") { index += 1 } else { try digitRun() }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") { index += 1; try digitRun() }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            try digitRun()
        }
    }
}

extension JSONSyntax.Failure: Error {}
