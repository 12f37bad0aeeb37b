import Foundation
import OpenChartsCore
@testable import OpenChartsRender
import Testing

@Suite("Output files")
struct OutputFileTests {
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opencharts-output-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("a write puts exactly the bytes in the file and leaves no temporary file beside it")
    func writesBytes() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("chart.svg")
        let bytes = Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try OutputFile.write(bytes, to: url)
        #expect(try Data(contentsOf: url) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["chart.svg"])
    }

    @Test("a write replaces a longer file already there, and an empty write empties it")
    func replaces() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("chart.png")
        try OutputFile.write(Data(repeating: 7, count: 4096), to: url)
        try OutputFile.write(Data([1, 2, 3]), to: url)
        #expect(try Data(contentsOf: url) == Data([1, 2, 3]))
        try OutputFile.write(Data(), to: url)
        #expect(try Data(contentsOf: url).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["chart.png"])
    }

    @Test("an atomic write gives the path a new file: a hard link to the old one keeps the old bytes")
    func hardLink() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("chart.png")
        let link = folder.appendingPathComponent("yesterday.png")
        try OutputFile.write(Data("old".utf8), to: url)
        try FileManager.default.linkItem(at: url, to: link)
        try OutputFile.write(Data("new".utf8), to: url)
        #expect(try Data(contentsOf: url) == Data("new".utf8))
        #expect(try Data(contentsOf: link) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["chart.png", "yesterday.png"])
    }

    @Test("a durable write creates and replaces like an atomic one, with no temporary beside it")
    func durable() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("chart.pdf")
        try OutputFile.write(Data(repeating: 7, count: 4096), to: url, replacing: .durable)
        #expect(try Data(contentsOf: url) == Data(repeating: 7, count: 4096))
        let reader = try FileHandle(forReadingFrom: url)
        defer { try? reader.close() }
        try OutputFile.write(Data("new".utf8), to: url, replacing: .durable)
        #expect(try reader.readToEnd() == Data(repeating: 7, count: 4096))
        #expect(try Data(contentsOf: url) == Data("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["chart.pdf"])
        let missing = URL(fileURLWithPath: "/nonexistent-opencharts-folder/chart.pdf")
        #expect(throws: RenderError.cannotWrite(path: missing.path, reason: "No such file or directory")) {
            try OutputFile.write(Data([1]), to: missing, replacing: .durable)
        }
    }

    @Test("truncating writes into the file itself: it creates, shrinks and empties it, with no temporary beside it")
    func truncating() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("chart.png")
        try OutputFile.write(Data(repeating: 7, count: 4096), to: url, replacing: .truncating)
        #expect(try Data(contentsOf: url) == Data(repeating: 7, count: 4096))
        try OutputFile.write(Data([1, 2, 3]), to: url, replacing: .truncating)
        #expect(try Data(contentsOf: url) == Data([1, 2, 3]))
        try OutputFile.write(Data(), to: url, replacing: .truncating)
        #expect(try Data(contentsOf: url).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["chart.png"])
    }

    @Test("an atomic write leaves a reader of the old file its old bytes; a truncating write changes the same file")
    func atomicAgainstTruncating() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("chart.svg")
        for replacement in [OutputFile.Replacement.atomic, .truncating] {
            try OutputFile.write(Data("old".utf8), to: url)
            let reader = try FileHandle(forReadingFrom: url)
            defer { try? reader.close() }
            try OutputFile.write(Data("new".utf8), to: url, replacing: replacement)
            let seen = try reader.readToEnd() ?? Data()
            #expect(seen == Data((replacement == .atomic ? "old" : "new").utf8), "\(replacement)")
            #expect(try Data(contentsOf: url) == Data("new".utf8))
        }
    }

    @Test("an atomic write through a symbolic link replaces the file it names and keeps the link")
    func symbolicLink() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("latest-2026.png")
        let link = folder.appendingPathComponent("latest.png")
        try OutputFile.write(Data("old".utf8), to: target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "latest-2026.png")
        try OutputFile.write(Data("new".utf8), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "latest-2026.png")
        #expect(try Data(contentsOf: target) == Data("new".utf8))
        let dangling = folder.appendingPathComponent("dangling.png")
        try FileManager.default.createSymbolicLink(atPath: dangling.path, withDestinationPath: "made.png")
        try OutputFile.write(Data("made".utf8), to: dangling)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling.path) == "made.png")
        #expect(try Data(contentsOf: folder.appendingPathComponent("made.png")) == Data("made".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            == ["dangling.png", "latest-2026.png", "latest.png", "made.png"])
    }

    @Test("a truncating write into a missing folder is an error naming the path and the system's reason")
    func truncatingMissingFolder() throws {
        let url = URL(fileURLWithPath: "/nonexistent-opencharts-folder/chart.png")
        #expect(throws: RenderError.cannotWrite(path: url.path, reason: "No such file or directory")) {
            try OutputFile.write(Data([1]), to: url, replacing: .truncating)
        }
    }

    @Test("a folder that does not exist is an error naming the path and the system's reason")
    func missingFolder() throws {
        let url = URL(fileURLWithPath: "/nonexistent-opencharts-folder/chart.svg")
        #expect(throws: RenderError.cannotWrite(path: url.path, reason: "No such file or directory")) {
            try OutputFile.write(Data([1]), to: url)
        }
    }

    @Test("a path that is not a regular file (a device) is written in place, not replaced by a file")
    func device() throws {
        try OutputFile.write(Data("chart".utf8), to: URL(fileURLWithPath: "/dev/null"))
        var status = stat()
        #expect(stat("/dev/null", &status) == 0)
        #expect((status.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test("a write that fails (a full device) is an error with the system's reason")
    func fullDevice() throws {
        let url = URL(fileURLWithPath: "/dev/full")
        #expect(throws: RenderError.cannotWrite(path: url.path, reason: "No space left on device")) {
            try OutputFile.write(Data(repeating: 1, count: 10_000), to: url)
        }
    }

    @Test("ImageRenderer.write goes through it: the file holds the format's bytes")
    func rendererWrites() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("scene.svg")
        let renderer = ImageRenderer(content: Scene(size: CGSize(width: 20, height: 10), nodes: [
            .fill(FillNode(path: Path(CGRect(x: 1, y: 1, width: 5, height: 5)), paint: .color(.red))),
        ]))
        try renderer.write(to: url)
        #expect(try Data(contentsOf: url) == renderer.data(as: .svg))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["scene.svg"])
    }
}
