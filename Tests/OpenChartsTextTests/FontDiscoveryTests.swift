import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsText

@Suite("Finding and matching fonts", .enabled(if: FontFixtures.hasDejaVu))
struct FontDiscoveryTests {
    static let folderLibrary = FontLibrary(searchFolders: [FontFixtures.dejaVuFolder])

    @Test("An explicit file is found and its family becomes the default")
    func explicitFile() throws {
        let library = FontLibrary(fontFiles: [FontFixtures.dejaVuSansBold], searchFolders: [])
        #expect(library.hasFonts)
        #expect(library.faces.count == 1)
        #expect(library.defaultFamily == "DejaVu Sans")
        let face = try #require(library.face(for: FontRequest()))
        #expect(face.fileURL.lastPathComponent == "DejaVuSans-Bold.ttf")
        #expect(face.weight == 700)
    }

    @Test("A folder is scanned recursively for .ttf, .otf and .ttc files")
    func folderScan() {
        let names = Set(Self.folderLibrary.faces.map(\.fileURL.lastPathComponent))
        #expect(names.contains("DejaVuSans.ttf"))
        #expect(names.contains("DejaVuSerif-Bold.ttf"))
        #expect(Self.folderLibrary.defaultFamily == "DejaVu Sans")
    }

    @Test("OPENCHARTS_FONT_PATH lists files and folders separated by colons")
    func environmentPaths() {
        #expect(FontLibrary.paths(fromEnvironmentValue: "/a/fonts:/b/x.ttf::") ==
                [URL(fileURLWithPath: "/a/fonts"), URL(fileURLWithPath: "/b/x.ttf")])
    }

    @Test("A folder named as an environment-style path finds the same faces as a search folder")
    func environmentStyleFolder() {
        let library = FontLibrary(fontFiles: FontLibrary.paths(fromEnvironmentValue: FontFixtures.dejaVuFolder.path),
                                  searchFolders: [])
        #expect(library.faces.count == Self.folderLibrary.faces.count)
    }

    @Test("A bold request picks DejaVu Sans Bold, not the condensed bold")
    func boldRequest() throws {
        let face = try #require(Self.folderLibrary.face(for: FontRequest(families: ["DejaVu Sans"], weight: 700)))
        #expect(face.fileURL.lastPathComponent == "DejaVuSans-Bold.ttf")
    }

    @Test("CSS weight matching: 600 → 700, 500 → 400, 300 → 200, 900 → 700")
    func weightMatching() throws {
        for (asked, file) in [(600, "DejaVuSans-Bold.ttf"), (500, "DejaVuSans.ttf"),
                              (300, "DejaVuSans-ExtraLight.ttf"), (900, "DejaVuSans-Bold.ttf"),
                              (400, "DejaVuSans.ttf")] {
            let face = try #require(Self.folderLibrary.face(for: FontRequest(families: ["DejaVu Sans"], weight: asked)))
            #expect(face.fileURL.lastPathComponent == file, "weight \(asked)")
        }
    }

    @Test("An italic request picks the oblique face; bold italic the bold oblique")
    func italicRequest() throws {
        let italic = try #require(Self.folderLibrary.face(for: FontRequest(families: ["DejaVu Sans"], isItalic: true)))
        #expect(italic.fileURL.lastPathComponent == "DejaVuSans-Oblique.ttf")
        let boldItalic = try #require(Self.folderLibrary.face(
            for: FontRequest(families: ["DejaVu Sans"], weight: 700, isItalic: true)))
        #expect(boldItalic.fileURL.lastPathComponent == "DejaVuSans-BoldOblique.ttf")
    }

    @Test("Family names match without regard to case; an unknown family falls back to the default")
    func familyNames() throws {
        let library = Self.folderLibrary
        #expect(library.face(for: FontRequest(families: ["dejavu serif"]))?.familyName == "DejaVu Serif")
        #expect(library.face(for: FontRequest(families: ["No Such Font"]))?.familyName == "DejaVu Sans")
        #expect(library.face(for: FontRequest(families: ["monospace"]))?.familyName == "DejaVu Sans Mono")
        #expect(library.face(for: FontRequest(families: ["sans-serif"]))?.familyName == "DejaVu Sans")
    }

    @Test("resolvedFamilies lists the family measured with and ends with sans-serif")
    func resolvedFamilies() {
        let families = Self.folderLibrary.resolvedFamilies(for: FontRequest(families: ["Helvetica", "Arial"]))
        #expect(families == ["DejaVu Sans", "sans-serif"])
    }

    @Test("A file that is not a font is skipped with its reason")
    func unreadableFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opencharts-fonts-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("this is not a font file at all".utf8).write(to: folder.appendingPathComponent("broken.ttf"))
        let library = FontLibrary(searchFolders: [folder])
        #expect(!library.hasFonts)
        #expect(library.unreadableFiles.count == 1)
        #expect(library.unreadableFiles.first?.error.reason == "unknown sfnt version 0x74686973")
    }

    @Test("CSS weight order for 400 prefers 500, then lighter, then heavier")
    func weightRank() {
        let order = [100, 200, 300, 500, 600, 700, 900].sorted {
            FontMatching.weightRank($0, for: 400) < FontMatching.weightRank($1, for: 400)
        }
        #expect(order == [500, 300, 200, 100, 600, 700, 900])
    }
}
