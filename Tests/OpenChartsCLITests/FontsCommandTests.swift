import Foundation
import Testing
@testable import OpenChartsCLI

private let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
private let hasDejaVu = FileManager.default.fileExists(atPath: dejaVuSans)

@Suite("opencharts fonts")
struct FontsCommandTests {
    @Test("fonts lists the faces found, the default family and the fallback chain", .enabled(if: hasDejaVu))
    func listsFonts() {
        let io = CommandIO()
        #expect(OpenChartsCLI.run(["fonts"], io: io) == 0)
        #expect(io.outputText.contains("DejaVu Sans\t400\tnormal\tBook\t\(dejaVuSans)\n"))
        #expect(io.outputText.contains("default family: DejaVu Sans\n"))
        #expect(io.outputText.contains("fallback: "))
        #expect(io.errorText.isEmpty)
    }

    @Test("fonts --family lists only that family", .enabled(if: hasDejaVu))
    func filtersFamily() {
        let io = CommandIO()
        #expect(OpenChartsCLI.run(["fonts", "--family", "dejavu sans mono"], io: io) == 0)
        let faces = io.outputText.split(separator: "\n").filter { $0.contains("\t") }
        #expect(!faces.isEmpty)
        #expect(faces.allSatisfy { $0.hasPrefix("DejaVu Sans Mono\t") })
    }

    @Test("fonts --help shows usage and examples")
    func help() {
        let io = CommandIO()
        #expect(OpenChartsCLI.run(["fonts", "--help"], io: io) == 0)
        #expect(io.outputText.contains("Usage: opencharts fonts"))
        #expect(io.outputText.contains("Examples:"))
    }
}

@Suite("opencharts measure")
struct MeasureCommandTests {
    @Test("measure prints the kerned width and the font of each run", .enabled(if: hasDejaVu))
    func measuresText() {
        let io = CommandIO()
        #expect(OpenChartsCLI.run(["measure", "AV", "--size", "12", "--font", dejaVuSans], io: io) == 0)
        #expect(io.outputText.hasPrefix("width: 15.650 px\n"))
        #expect(io.outputText.contains("run \"AV\": 15.650 px, DejaVu Sans Book, \(dejaVuSans)"))
    }

    @Test("measure --weight bold measures with the bold face", .enabled(if: hasDejaVu))
    func boldWeight() {
        let io = CommandIO()
        #expect(OpenChartsCLI.run(["measure", "Total", "--family", "DejaVu Sans", "--weight", "bold"], io: io) == 0)
        #expect(io.outputText.contains("DejaVu Sans Bold"))
    }

    @Test("measure --batch prints one width per line, in order", .enabled(if: hasDejaVu))
    func batch() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("opencharts-batch-\(UUID()).txt")
        try Data("AV\nTo\n A \n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let io = CommandIO()
        #expect(OpenChartsCLI.run(["measure", "--batch", file.path, "--font", dejaVuSans, "--size", "12"], io: io) == 0)
        #expect(io.outputText == "15.650391\n12.632812\n15.837891\n")
    }

    @Test("measure --dump-outline prints the glyph's contours as JSON", .enabled(if: hasDejaVu))
    func dumpOutline() throws {
        let io = CommandIO()
        #expect(OpenChartsCLI.run(["measure", "--dump-outline", "A", "--font", dejaVuSans], io: io) == 0)
        #expect(io.outputText.hasPrefix("{\"glyph\": 36, \"advance\": 1401, \"contours\": [[[700, 1294, 1], [426, 551, 1], [975, 551, 1]], "))
        let json = try JSONSerialization.jsonObject(with: Data(io.outputText.utf8)) as? [String: Any]
        #expect((json?["contours"] as? [Any])?.count == 2)
    }

    @Test("measure --weight with a bad value names the option and the value")
    func badWeight() {
        let io = CommandIO()
        #expect(OpenChartsCLI.run(["measure", "x", "--weight", "heavyish"], io: io) == 64)
        #expect(io.errorText.contains("option --weight needs regular, bold or a number 1…1000, got 'heavyish'"))
    }

    @Test("measure --font with a missing file names the file")
    func missingFont() {
        let io = CommandIO()
        #expect(OpenChartsCLI.run(["measure", "x", "--font", "/no/such/font.ttf"], io: io) == 64)
        #expect(io.errorText.contains("option --font: cannot read '/no/such/font.ttf'"))
    }

    @Test("measure with no text says what to give")
    func noText() {
        let io = CommandIO()
        #expect(OpenChartsCLI.run(["measure"], io: io) == 64)
        #expect(io.errorText.contains("give one TEXT to measure"))
    }

    @Test("measure --help shows usage and examples")
    func help() {
        let io = CommandIO()
        #expect(OpenChartsCLI.run(["measure", "--help"], io: io) == 0)
        #expect(io.outputText.contains("opencharts measure \"Pets 宠物\" --size 12"))
    }
}
