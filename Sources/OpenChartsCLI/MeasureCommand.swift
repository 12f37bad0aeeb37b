import Foundation
import OpenCharts

/// `opencharts measure`: the width of a text in pixels and the fonts that draw it.
public enum MeasureCommand: Command {
    public static let name = "measure"
    public static let summary = "Measure text: width in px and which font draws each run"
    public static let help = """
        Usage: opencharts measure "TEXT" [--size PX] [--font FILE] [--family NAME]
                                  [--weight bold|NUMBER] [--italic]
               opencharts measure --batch FILE --font FILE --size PX
               opencharts measure --dump-outline CHAR --font FILE

        Measures one line of text as charts do: unhinted, fractional advances, pair
        kerning, per-character font fallback (Latin, then CJK fonts).

        Options:
          --size PX            font size in pixels (default 12)
          --font FILE          measure with this font file first (.ttf, .otf, .ttc)
          --face N             the face of a .ttc collection to use (default 0)
          --family NAME        the family to ask for (default: the system's default family)
          --weight W           regular, bold, or a number 1…1000 (default 400, or the
                               weight of --font)
          --italic             ask for an italic face
          --batch FILE         measure each line of FILE; print one width per line
          --dump-outline CHAR  print the glyph's contours (font units) as JSON:
                               {"glyph": ID, "advance": UNITS, "contours": [[[x, y, tag], …], …]}
                               tag 1: on the curve, 0: quadratic control, 2: cubic control

        Examples:
          opencharts measure "Pets 宠物" --size 12
          opencharts measure "AV" --size 12 --font /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
          opencharts measure "Total" --size 17.5 --weight bold
          opencharts measure --batch strings.txt --font DejaVuSans.ttf --size 10
          opencharts measure --dump-outline é --font DejaVuSans.ttf

        """

    public static func run(_ arguments: [String], io: CommandIO) throws -> Int32 {
        let args = try Arguments(arguments, valued: ["size", "font", "face", "family", "weight", "batch", "dump-outline"],
                                 flags: ["italic"])
        let fontFile = args.value("font").map { URL(fileURLWithPath: $0) }
        var explicitFace: FontFace?
        if let fontFile {
            do {
                let faces = try FontFace.faces(in: fontFile)
                let index = Int(args.value("face") ?? "0") ?? -1
                guard faces.indices.contains(index) else {
                    throw CommandError("option --face needs an index 0…\(faces.count - 1), got '\(args.value("face") ?? "")'")
                }
                explicitFace = faces[index]
            } catch let error as CommandError {
                throw error
            } catch {
                throw CommandError("option --font: cannot read '\(fontFile.path)': \(error)")
            }
        }
        if let character = args.value("dump-outline") {
            guard let face = explicitFace else { throw CommandError("--dump-outline needs --font FILE") }
            io.writeLine(try outlineJSON(character, face: face))
            return 0
        }

        let size = try args.number("size") ?? 12
        guard size > 0, size <= 10_000 else { throw CommandError("option --size needs a size in 0…10000 px, got \(size)") }
        let weight = try parseWeight(args.value("weight")) ?? explicitFace?.weight ?? 400
        let italic = args.has("italic") || (explicitFace?.isItalic ?? false)
        let families = args.value("family").map { [$0] } ?? explicitFace.map { [$0.familyName] } ?? []
        let library = fontFile.map {
            FontLibrary(fontFiles: [$0], searchFolders: FontLibrary.systemFolders, useEnvironment: true)
        } ?? FontLibrary.shared
        let request = FontRequest(families: families, size: CGFloat(size), weight: weight, isItalic: italic)

        // A font given by file draws first, whatever matching would pick in its family.
        func layout(_ text: String) -> TextLayout {
            if let explicitFace { return library.layout(text, face: explicitFace, font: request) }
            return library.layout(text, font: request)
        }

        if let batch = args.value("batch") {
            let text: String
            do {
                text = try String(contentsOfFile: batch, encoding: .utf8)
            } catch {
                throw CommandError("option --batch: cannot read '\(batch)': \(error.localizedDescription)")
            }
            var lines = text.components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            var output = ""
            for line in lines {
                output += String(format: "%.6f\n", Double(layout(line).width))
            }
            io.write(output)
            return 0
        }

        guard args.positionals.count == 1, let text = args.positionals.first else {
            throw CommandError("give one TEXT to measure (quote it), or --batch FILE")
        }
        let layout = layout(text)
        let metrics = layout.lineMetrics
        io.writeLine(String(format: "width: %.3f px", Double(layout.width)))
        io.writeLine(String(format: "size: %g px  ascent: %.3f  descent: %.3f  line gap: %.3f",
                            size, Double(metrics.ascent), Double(metrics.descent), Double(metrics.lineGap)))
        let scalars = Array(text.unicodeScalars)
        var index = 0
        for run in layout.runs {
            let runText = String(String.UnicodeScalarView(scalars[index..<min(index + run.glyphs.count, scalars.count)]))
            index += run.glyphs.count
            let width = run.glyphs.reduce(0) { $0 + Double($1.advance) }
            let font = run.face.map { "\($0.familyName) \($0.styleName), \($0.fileURL.path)" }
                ?? "built-in metrics (\(library.defaultFamily) advances)"
            let missing = run.glyphs.filter(\.isMissing).count
            io.writeLine(String(format: "run \"%@\": %.3f px, %@", runText, width, font)
                         + (missing > 0 ? ", \(missing) missing" : ""))
        }
        return 0
    }

    /// `regular`, `bold` or a number 1…1000.
    static func parseWeight(_ text: String?) throws -> Int? {
        guard let text else { return nil }
        let named = ["thin": 100, "extralight": 200, "light": 300, "regular": 400, "normal": 400,
                     "medium": 500, "semibold": 600, "bold": 700, "extrabold": 800, "heavy": 900, "black": 900]
        if let weight = named[text.lowercased()] { return weight }
        guard let weight = Int(text), (1...1000).contains(weight) else {
            throw CommandError("option --weight needs regular, bold or a number 1…1000, got '\(text)'")
        }
        return weight
    }

    static func outlineJSON(_ character: String, face: FontFace) throws -> String {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else {
            throw CommandError("option --dump-outline needs one character, got '\(character)'")
        }
        guard let glyph = try face.glyphID(for: scalar) else {
            throw CommandError("the font \(face.fileURL.lastPathComponent) has no glyph for '\(character)'")
        }
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        guard let contours = try face.contourPoints(glyph) else {
            // CFF outlines are cubic: print the path's points per contour, on-curve
            // points marked 1 and cubic control points 2 (FreeType's tags).
            var result: [[String]] = []
            for element in try face.glyphOutline(glyph).elements {
                func point(_ p: CGPoint, _ tag: Int) -> String { "[\(number(p.x)), \(number(p.y)), \(tag)]" }
                switch element {
                case .move(let p): result.append([point(p, 1)])
                case .line(let p): result[result.count - 1].append(point(p, 1))
                case .quadCurve(let p, let c):
                    result[result.count - 1] += [point(c, 0), point(p, 1)]
                case .curve(let p, let c1, let c2):
                    result[result.count - 1] += [point(c1, 2), point(c2, 2), point(p, 1)]
                case .closeSubpath: break
                }
            }
            // A contour that ends on its start repeats that point; FreeType lists it once.
            for i in result.indices where result[i].count > 1 && result[i].last == result[i].first {
                result[i].removeLast()
            }
            let body = result.map { "[" + $0.joined(separator: ", ") + "]" }.joined(separator: ", ")
            return "{\"glyph\": \(glyph), \"advance\": \(try face.advance(of: glyph)), \"contours\": [\(body)]}"
        }
        let body = contours.map { contour in
            "[" + contour.map { "[\(number($0.x)), \(number($0.y)), \($0.onCurve ? 1 : 0)]" }.joined(separator: ", ") + "]"
        }.joined(separator: ", ")
        return "{\"glyph\": \(glyph), \"advance\": \(try face.advance(of: glyph)), \"contours\": [\(body)]}"
    }
}
