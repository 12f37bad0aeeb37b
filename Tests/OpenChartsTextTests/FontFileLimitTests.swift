import Foundation
import Testing
@testable import OpenChartsText

/// Font files over the size limit are refused before a byte is read (docs/bad-input.md).
@Suite("Font file size limit")
struct FontFileLimitTests {
    @Test("a 300 MiB font file (sparse: no disk used) is refused with its size and the 256 MiB limit")
    func defaultLimit() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("opencharts-huge-\(UUID().uuidString).ttf")
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 300 << 20)
        try handle.close()
        let error = #expect(throws: FontError.self) { try FontFileCache().bytes(of: url) }
        #expect(error?.description == "font table 'file' at offset 0: \(url.path) is 314572800 bytes; the limit for a font file is 268435456 bytes")
    }

    @Test("a lowered limit refuses a real font one byte over it and reads one at it")
    func loweredLimit() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("opencharts-small-\(UUID().uuidString).ttf")
        defer { try? FileManager.default.removeItem(at: url) }
        let bytes = Data((0..<100).map { UInt8($0) })
        try bytes.write(to: url)
        let error = #expect(throws: FontError.self) { try FontFileCache(maximumBytes: 99).bytes(of: url) }
        #expect(error?.reason == "\(url.path) is 100 bytes; the limit for a font file is 99 bytes")
        #expect(try FontFileCache(maximumBytes: 100).bytes(of: url) == [UInt8](bytes))
    }
}
