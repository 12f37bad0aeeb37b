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
