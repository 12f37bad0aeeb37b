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

/// Where a command writes. Tests capture both streams; the executable uses the process's.
public final class CommandIO {
    public private(set) var standardOutput = Data()
    public private(set) var standardError = Data()
    private let passThrough: Bool

    /// `passThrough` writes straight to the process's streams instead of collecting.
    public init(passThrough: Bool = false) {
        self.passThrough = passThrough
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
}
