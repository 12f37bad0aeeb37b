import Foundation
import Testing
import OpenChartsTestSupport
@testable import OpenChartsCLI

@Suite("opencharts gallery")
struct GalleryCommandTests {
    @Test("renders every gallery chart and an index that links each image and its code")
    func rendersAll() throws {
        let folder = try artifactsFolder("gallery-\(UUID().uuidString)")
        let io = CommandIO()
        #expect(OpenChartsCLI.run(["gallery", "--out", folder.path], io: io) == 0)
        let index = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        for example in GalleryExample.all {
            for format in ["svg", "png", "pdf"] {
                let file = folder.appendingPathComponent("\(example.id).\(format)")
                #expect(FileManager.default.fileExists(atPath: file.path))
            }
            #expect(index.contains("src=\"\(example.id).png\""))
            #expect(index.contains("href=\"../\(example.sourceFile)\""))
            #expect(FileManager.default.fileExists(atPath: example.sourceFile) || !FileManager.default.fileExists(atPath: "Package.swift"))
        }
        #expect(GalleryExample.all.count == 20)
        #expect(Set(GalleryExample.all.map(\.id)).count == GalleryExample.all.count)
    }

    @Test("an unknown format is refused with the list of formats")
    func unknownFormat() {
        let io = CommandIO()
        #expect(OpenChartsCLI.run(["gallery", "--format", "gif"], io: io) == 64)
        #expect(io.errorText.contains("unknown format 'gif'; formats: svg, png, pdf"))
    }

    @Test("an unknown chart id is refused with the ids that exist")
    func unknownID() {
        let io = CommandIO()
        #expect(OpenChartsCLI.run(["gallery", "--only", "nope"], io: io) == 64)
        #expect(io.errorText.contains("no gallery chart 'nope'; ids: seed000-pets-pie, seed001-pets-dublin"))
    }

    @Test("--help prints usage with examples; --list prints the ids")
    func helpAndList() {
        let io = CommandIO()
        #expect(OpenChartsCLI.run(["gallery", "--help"], io: io) == 0)
        #expect(io.outputText.contains("Examples:"))
        let list = CommandIO()
        #expect(OpenChartsCLI.run(["gallery", "--list"], io: list) == 0)
        #expect(list.outputText.hasPrefix("seed000-pets-pie\t"))
    }
}

@Suite("opencharts")
struct OpenChartsCLITests {
    @Test("no command prints the command list and exits 64")
    func noCommand() {
        let io = CommandIO()
        #expect(OpenChartsCLI.run([], io: io) == 64)
        #expect(io.outputText.contains("gallery"))
    }

    @Test("an unknown command is named in the error")
    func unknownCommand() {
        let io = CommandIO()
        #expect(OpenChartsCLI.run(["plot"], io: io) == 64)
        #expect(io.errorText.hasPrefix("opencharts: unknown command 'plot'"))
    }

    @Test("an unknown option and a missing option value are named in the error")
    func badOptions() {
        let unknown = CommandIO()
        #expect(OpenChartsCLI.run(["gallery", "--colour", "red"], io: unknown) == 64)
        #expect(unknown.errorText.contains("unknown option --colour"))
        let missing = CommandIO()
        #expect(OpenChartsCLI.run(["gallery", "--out"], io: missing) == 64)
        #expect(missing.errorText.contains("option --out needs a value"))
    }
}
