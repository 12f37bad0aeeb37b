import Foundation

/// The `opencharts` command line: picks a subcommand and runs it.
public enum OpenChartsCLI {
    /// Every subcommand, in the order `--help` lists them.
    public static let commands: [any Command.Type] = [
        GalleryCommand.self,
        RenderCommand.self,
        FontsCommand.self,
        MeasureCommand.self,
    ]

    public static var help: String {
        var text = """
        opencharts: render charts to SVG, PNG, PDF and HTML without a screen.

        Usage: opencharts COMMAND [OPTIONS]

        Commands:

        """
        for command in commands {
            text += "  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += "\nRun 'opencharts COMMAND --help' for a command's options and examples.\n"
        return text
    }

    /// Runs `arguments` (without the program name); returns the exit status.
    /// Errors are written to standard error, never thrown.
    public static func run(_ arguments: [String], io: CommandIO) -> Int32 {
        guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
            io.write(help)
            return arguments.isEmpty ? 64 : 0
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            io.writeError("opencharts: unknown command '\(name)'\n\n" + help)
            return 64
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            io.write(command.help)
            return 0
        }
        do {
            return try command.run(rest, io: io)
        } catch let error as CommandError {
            io.writeError("opencharts \(name): \(error.message)\nRun 'opencharts \(name) --help' for usage.\n")
            return 64
        } catch {
            io.writeError("opencharts \(name): \(error)\n")
            return 1
        }
    }
}
