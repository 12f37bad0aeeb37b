import Foundation
import OpenCharts

/// `opencharts fonts`: the fonts discovery finds, the default family and the fallback chain.
public enum FontsCommand: Command {
    public static let name = "fonts"
    public static let summary = "List the fonts found, the default family and the fallback chain"
    public static let help = """
        Usage: opencharts fonts [--family NAME] [--font FILE]

        Lists the fonts text is measured with: files named by OPENCHARTS_FONT_PATH
        (colon-separated files or folders), then the system font folders
        (/usr/share/fonts, ~/.local/share/fonts, /System/Library/Fonts, …).
        Prints each face's family, weight, style and file, then the default family
        and the per-character fallback chain.

        Options:
          --family NAME   list only faces of this family
          --font FILE     add a font file, searched first

        Examples:
          opencharts fonts
          opencharts fonts --family "DejaVu Sans"
          OPENCHARTS_FONT_PATH=~/fonts opencharts fonts

        """

    public static func run(_ arguments: [String], io: CommandIO) throws -> Int32 {
        let args = try Arguments(arguments, valued: ["family", "font"])
        guard args.positionals.isEmpty else { throw CommandError("unexpected argument '\(args.positionals[0])'") }
        let library = args.value("font").map {
            FontLibrary(fontFiles: [URL(fileURLWithPath: $0)], searchFolders: FontLibrary.systemFolders,
                        useEnvironment: true)
        } ?? FontLibrary.shared
        let family = args.value("family")?.lowercased()
        let faces = library.faces.filter { family == nil || $0.familyName.lowercased() == family }
        var output = ""
        for face in faces {
            let style = face.isItalic ? "italic" : "normal"
            let file = face.fileURL.path + (face.faceIndex > 0 ? "#\(face.faceIndex)" : "")
            output += "\(face.familyName)\t\(face.weight)\t\(style)\t\(face.styleName)\t\(file)\n"
        }
        output += "\(faces.count) faces\n"
        for (url, error) in library.unreadableFiles {
            output += "skipped \(url.path): \(error)\n"
        }
        output += "default family: \(library.defaultFamily)\(library.hasFonts ? "" : " (built-in metrics, no font found)")\n"
        let fallback = library.fallbackFamilies
        output += "fallback: \(fallback.isEmpty ? "(none)" : fallback.joined(separator: ", ")), then any font with the glyph\n"
        io.write(output)
        return 0
    }
}
