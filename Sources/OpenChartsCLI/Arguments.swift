/// Command-line arguments parsed into flags, options and positionals.
///
/// `--name value`, `--name=value` and bare `--flag` forms; `-o` is a short form where
/// a command declares it. Unknown options are errors that name the option.
public struct Arguments {
    public private(set) var positionals: [String] = []
    private var options: [String: String] = [:]
    private var flags: Set<String> = []

    /// - Parameters:
    ///   - valued: options that take a value (names without dashes).
    ///   - flags: options that take none.
    ///   - short: single-letter aliases, as `["o": "output"]`.
    public init(_ arguments: [String], valued: Set<String>, flags allowedFlags: Set<String> = [],
                short: [String: String] = [:]) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            var name: String
            var inlineValue: String?
            if argument.hasPrefix("--"), argument.count > 2 {
                name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
            } else if argument.hasPrefix("-"), argument.count == 2, let long = short[String(argument.dropFirst())] {
                name = long
            } else {
                positionals.append(argument)
                continue
            }
            if name == "help" || allowedFlags.contains(name) {
                flags.insert(name)
            } else if valued.contains(name) {
                if let value = inlineValue {
                    options[name] = value
                } else if index < arguments.count {
                    options[name] = arguments[index]
                    index += 1
                } else {
                    throw CommandError("option --\(name) needs a value")
                }
            } else {
                throw CommandError("unknown option \(argument)")
            }
        }
    }

    public func has(_ flag: String) -> Bool { flags.contains(flag) }
    public func value(_ option: String) -> String? { options[option] }

    /// A numeric option, or an error naming the option and the value.
    public func number(_ option: String) throws -> Double? {
        guard let text = options[option] else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw CommandError("option --\(option) needs a finite number, got '\(text)'")
        }
        return value
    }
}
