import Foundation
import OpenChartsTestSupport
import OpenChartsCore
import Testing
@testable import OpenChartsText

/// Reads every table a font can give and outlines a sample of glyphs; a damaged font
/// must answer with a `FontError` or a value, never a crash or a hang.
private func exercise(_ bytes: [UInt8], glyphSample: [UInt32]) {
    guard let font = try? OpenTypeFont(bytes: bytes) else { return }
    for glyph in glyphSample {
        _ = try? font.outline(glyph)
        _ = font.advance(glyph)
    }
    let glyphs = "AVATAR To Wa".unicodeScalars.map { font.glyph(for: $0) }
    _ = font.kerningAdjustments(glyphs, script: "latn")
    _ = font.kerningAdjustments(glyphs, script: "DFLT")
    _ = font.glyph(for: "\u{1F600}")
    _ = font.lineMetrics
    _ = font.name?.family
}

@Suite("Damaged and hostile fonts")
struct FontRobustnessTests {
    @Test("Every prefix of the first 4 KB of DejaVu Sans, and a sample of longer ones, is refused with a FontError",
          .enabled(if: FontFixtures.hasDejaVu))
    func truncatedFiles() {
        let bytes = FontFixtures.dejaVuBytes
        var lengths = Array(0...4096)
        var random = SplitMix64(seed: 7)
        lengths += (0..<100).map { _ in Int.random(in: 4097..<bytes.count, using: &random) }
        for length in lengths {
            #expect(throws: FontError.self, "prefix of \(length) bytes") {
                try OpenTypeFont(bytes: Array(bytes[0..<length]))
            }
        }
    }

    @Test("Discovery reads truncated files without a crash: an error, or the faces whose tables it needs",
          .enabled(if: FontFixtures.hasDejaVu))
    func truncatedFilesAtDiscovery() throws {
        let bytes = FontFixtures.dejaVuBytes
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("opencharts-truncated-\(UUID()).ttf")
        defer { try? FileManager.default.removeItem(at: file) }
        var random = SplitMix64(seed: 3)
        let lengths = [0, 1, 11, 12, 13, 100, 400] + (0..<40).map { _ in Int.random(in: 0..<bytes.count, using: &random) }
        for length in lengths {
            try Data(bytes[0..<length]).write(to: file)
            #expect(throws: FontError.self, "prefix of \(length) bytes") { try FontScanner.describe(file) }
        }
        try Data(bytes).write(to: file)
        #expect(try FontScanner.describe(file).map(\.family) == ["DejaVu Sans"])
    }

    @Test("An empty file is an error naming the file and offset 0")
    func emptyFile() {
        #expect(throws: FontError(table: "file", offset: 0, reason: "needs 4 bytes, the table has 0 bytes")) {
            try OpenTypeFont(bytes: [])
        }
    }

    @Test("A table whose offset is past the end of the file is an error naming the table and the offset",
          .enabled(if: FontFixtures.hasDejaVu))
    func tableOffsetPastEnd() throws {
        var bytes = FontFixtures.dejaVuBytes
        let numTables = Int(bytes[4]) << 8 | Int(bytes[5])
        let record = try #require((0..<numTables).map { 12 + 16 * $0 }.first {
            String(decoding: bytes[$0..<($0 + 4)], as: UTF8.self) == "cmap"
        })
        bytes.replaceSubrange((record + 8)..<(record + 12), with: [0xFF, 0xFF, 0xFF, 0x00])
        do {
            _ = try OpenTypeFont(bytes: bytes)
            Issue.record("a table past the end must be refused")
        } catch let error as FontError {
            #expect(error.table == "cmap")
            #expect(error.offset == 0xFFFF_FF00)
            #expect(error.description.contains("runs past the end of the \(bytes.count)-byte file"))
        }
    }

    @Test("A composite glyph that contains itself through another is an error, not a hang")
    func cyclicComposite() throws {
        var builder = TestFontBuilder()
        builder.glyphs = [[], TestFontBuilder.compositeGlyph([(2, 0, 0)]), TestFontBuilder.compositeGlyph([(1, 10, 0)])]
        let font = try OpenTypeFont(bytes: builder.build())
        do {
            _ = try font.outline(1)
            Issue.record("a cycle must be refused")
        } catch let error as FontError {
            #expect(error.table == "glyf")
            #expect(error.reason == "composite glyph 1 contains itself (through [\"1\", \"2\"])")
        }
    }

    @Test("A composite glyph that places itself is an error")
    func selfReferencingComposite() throws {
        var builder = TestFontBuilder()
        builder.glyphs = [[], TestFontBuilder.compositeGlyph([(1, 0, 0)])]
        let font = try OpenTypeFont(bytes: builder.build())
        #expect(throws: FontError.self) { try font.outline(1) }
    }

    @Test("Composites nested deeper than 16 levels are an error")
    func deepComposites() throws {
        var builder = TestFontBuilder()
        builder.glyphs = [[], TestFontBuilder.simpleGlyph([(0, 0, true), (100, 0, true), (0, 100, true)])]
        for level in 2...20 { builder.glyphs.append(TestFontBuilder.compositeGlyph([(UInt16(level - 1), 1, 0)])) }
        let font = try OpenTypeFont(bytes: builder.build())
        #expect(try font.outline(17).points.count == 3)
        do {
            _ = try font.outline(20)
            Issue.record("nesting past the limit must be refused")
        } catch let error as FontError {
            #expect(error.reason == "composite glyphs nest deeper than 16")
        }
    }

    @Test("A composite places its components at their offsets")
    func compositeOffsets() throws {
        var builder = TestFontBuilder()
        builder.glyphs = [[], TestFontBuilder.simpleGlyph([(0, 0, true), (100, 0, true), (0, 100, true)]),
                          TestFontBuilder.compositeGlyph([(1, 0, 0), (1, 200, -50)])]
        builder.characterMap = [(0x41, 2)]
        let font = try OpenTypeFont(bytes: builder.build())
        #expect(font.glyph(for: "A") == 2)
        let path = try font.outline(2)
        #expect(path.points == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100),
                                CGPoint(x: 200, y: -50), CGPoint(x: 300, y: -50), CGPoint(x: 200, y: 50)])
    }

    @Test("10,000 seeded random mutations of DejaVu Sans each give an error or a valid font",
          .enabled(if: FontFixtures.hasDejaVu))
    func randomMutations() throws {
        var bytes = FontFixtures.dejaVuBytes
        let clean = try OpenTypeFont(bytes: bytes)
        // Mutations aim half the time at the first 64 bytes of a table, where counts and
        // offsets live, so that most of them reach the parsing code rather than glyph data.
        let directory = try TableDirectory(BinaryReader(bytes), at: 0, fileLength: bytes.count)
        let tableStarts = directory.records.values.map(\.offset).sorted()
        let sample: [UInt32] = [36, 166, UInt32(clean.maxp.numGlyphs - 1)]
        var random = SplitMix64(seed: 20_261_130)
        for _ in 0..<10_000 {
            var changed: [(Int, UInt8)] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position: Int
                if Bool.random(using: &random), let start = tableStarts.randomElement(using: &random) {
                    position = min(start + Int.random(in: 0..<64, using: &random), bytes.count - 1)
                } else if Bool.random(using: &random) {
                    position = Int.random(in: 0..<400, using: &random)  // the table directory
                } else {
                    position = Int.random(in: 0..<bytes.count, using: &random)
                }
                changed.append((position, bytes[position]))
                bytes[position] = [0x00, 0xFF, 0x80, UInt8.random(in: 0...255, using: &random)]
                    .randomElement(using: &random) ?? 0
            }
            var glyphs = sample
            glyphs.append(UInt32.random(in: 0..<UInt32(clean.maxp.numGlyphs), using: &random))
            exercise(bytes, glyphSample: glyphs)
            for (position, value) in changed.reversed() { bytes[position] = value }
        }
        #expect(bytes == FontFixtures.dejaVuBytes)
    }
}
