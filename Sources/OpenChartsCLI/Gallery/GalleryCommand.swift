import Foundation
import OpenCharts
import OpenChartsRender

/// `opencharts gallery`: renders every seed chart into a folder with an index page.
public enum GalleryCommand: Command {
    public static let name = "gallery"
    public static let summary = "render every gallery chart into a folder, with index.html"
    public static let help = """
    Usage: opencharts gallery [--out DIR] [--format svg[,png,…]] [--only ID]

    Renders every chart the seed documents describe, written with the public API, into
    DIR (default: gallery/), with an index.html showing them all with a title, the seed
    each comes from and a link to its code.

    Options:
      --out DIR        where to write (created if missing; files are overwritten)
      --format LIST    comma-separated formats: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")) (default: all of them)
      --only ID        render one chart, by its id
      --list           print the ids and titles, render nothing

    Examples:
      opencharts gallery
      opencharts gallery --out /tmp/charts --format svg
      opencharts gallery --only seed002-donut
    """

    public static func run(_ arguments: [String], io: CommandIO) throws -> Int32 {
        let args = try Arguments(arguments, valued: ["out", "format", "only"], flags: ["list"])
        if let extra = args.positionals.first { throw CommandError("unexpected argument '\(extra)'") }
        if args.has("list") {
            for example in GalleryExample.all { io.writeLine("\(example.id)\t\(example.title) (seed \(example.seed))") }
            return 0
        }
        let formats = try parseFormats(args.value("format"))
        var examples = GalleryExample.all
        if let only = args.value("only") {
            examples = examples.filter { $0.id == only }
            if examples.isEmpty {
                throw CommandError("no gallery chart '\(only)'; ids: \(GalleryExample.all.map(\.id).joined(separator: ", "))")
            }
        }
        let folder = URL(fileURLWithPath: args.value("out") ?? "gallery", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandError("cannot create '\(folder.path)': \(error.localizedDescription)")
        }
        var entries: [GalleryIndex.Entry] = []
        for example in examples {
            let renderer = ImageRenderer(content: AnySceneContent(try example.content()))
            var files: [String] = []
            for format in formats {
                let file = "\(example.id).\(format.rawValue)"
                try renderer.write(to: folder.appendingPathComponent(file))
                files.append(file)
            }
            entries.append(GalleryIndex.Entry(example: example, files: files))
            io.writeLine("wrote \(files.map { folder.appendingPathComponent($0).path }.joined(separator: ", "))")
        }
        let index = folder.appendingPathComponent("index.html")
        try Data(GalleryIndex.html(entries).utf8).write(to: index)
        io.writeLine("wrote \(index.path)")
        return 0
    }

    static func parseFormats(_ list: String?) throws -> [OutputFormat] {
        guard let list else { return OutputFormat.allCases }
        return try list.split(separator: ",").map { name in
            let trimmed = name.trimmingCharacters(in: .whitespaces).lowercased()
            guard let format = OutputFormat(rawValue: trimmed) else {
                throw CommandError("unknown format '\(trimmed)'; formats: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return format
        }
    }
}

/// Lets the gallery hand any scene-producing value to the generic renderer, on the system
/// background where the content sets none (views are transparent, as in SwiftUI; the
/// gallery's images are read on pages of any colour): white, or black for content that asked
/// for dark appearance (`preferredColorScheme(.dark)`).
struct AnySceneContent: InteractiveSceneRepresentable {
    let base: any SceneRepresentable
    init(_ base: any SceneRepresentable) { self.base = base }
    func makeScene(proposal: ProposedSize) throws -> Scene {
        Self.onBackground(try base.makeScene(proposal: proposal))
    }

    /// The content's selection, scrolling and picker states, for `--format html`.
    func makeInteractiveScene(proposal: ProposedSize) throws -> InteractiveScene {
        guard let interactive = base as? any InteractiveSceneRepresentable else { return InteractiveScene(base: try makeScene(proposal: proposal)) }
        var scene = try interactive.makeInteractiveScene(proposal: proposal)
        scene.base = Self.onBackground(scene.base)
        return scene
    }

    /// `scene` on the system background of its appearance, unless it has a background.
    private static func onBackground(_ scene: Scene) -> Scene {
        var scene = scene
        if scene.background == nil { scene.background = scene.colorScheme == .dark ? .black : .white }
        return scene
    }
}
