import Foundation

/// One subcommand of `opencharts`.
public protocol Command: Sendable {
    /// The word that selects it: `opencharts NAME …`.
    static var name: String { get }
    /// One line for the command list.
    static var summary: String { get }
    /// The full `--help` text: usage, options and examples.
    static var help: String { get }
    /// Runs with the arguments after the command's name; returns the exit status.
    static func run(_ arguments: [String], io: CommandIO) throws -> Int32
}

/// Where a command reads and writes. Tests give standard input and capture both output
/// streams; the executable uses the process's.
public final class CommandIO {
    public private(set) var standardOutput = Data()
    public private(set) var standardError = Data()
    private let passThrough: Bool
    private let input: Data

    /// `passThrough` reads and writes the process's streams instead of `standardInput` and
    /// collected output.
    public init(passThrough: Bool = false, standardInput: Data = Data()) {
        self.passThrough = passThrough
        input = standardInput
    }

    /// Standard input to its end, refused with an error naming `what` once it passes
    /// `limit` bytes (no more than that is held).
    public func readStandardInput(limit: Int, what: String) throws -> Data {
        guard passThrough else {
            guard input.count <= limit else { throw CommandError.tooLarge(what, limit: limit) }
            return input
        }
        var data = Data()
        while let chunk = try FileHandle.standardInput.read(upToCount: 1 << 20), !chunk.isEmpty {
            guard data.count + chunk.count <= limit else { throw CommandError.tooLarge(what, limit: limit) }
            data.append(chunk)
        }
        return data
    }

    public func write(_ text: String) { write(Data(text.utf8)) }
    public func writeLine(_ text: String) { write(text + "\n") }

    public func write(_ data: Data) {
        if passThrough { FileHandle.standardOutput.write(data) } else { standardOutput.append(data) }
    }

    public func writeError(_ text: String) {
        let data = Data(text.utf8)
        if passThrough { FileHandle.standardError.write(data) } else { standardError.append(data) }
    }

    /// What was written to standard output, as UTF-8 text.
    public var outputText: String { String(decoding: standardOutput, as: UTF8.self) }
    public var errorText: String { String(decoding: standardError, as: UTF8.self) }
}

/// A usage error: the message says what was wrong and how to ask for help.
public struct CommandError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }

    /// Standard input over `limit` bytes of `what`.
    static func tooLarge(_ what: String, limit: Int) -> CommandError {
        CommandError("standard input: the \(what) passes the limit of \(limit) bytes")
    }
}
