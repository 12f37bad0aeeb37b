import Foundation
import Testing
@testable import OpenChartsCLI
import OpenChartsRender

/// The whole gallery rendered twice, into two fresh folders, once per test process: the
/// runs the tests below compare and scan.
private let twoGalleryRuns: Result<(first: URL, second: URL), GalleryRunError> = {
    var folders: [URL] = []
    for run in 1...2 {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("opencharts-gallery-\(run)-\(UUID().uuidString)")
        let io = CommandIO()
        let status = OpenChartsCLI.run(["gallery", "--out", folder.path], io: io)
        guard status == 0 else { return .failure(GalleryRunError(message: "run \(run) exited \(status): \(io.errorText)")) }
        folders.append(folder)
    }
    return .success((folders[0], folders[1]))
}()

private struct GalleryRunError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// The file names in `folder`, sorted.
private func files(in folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
}

@Suite("Gallery determinism and self-containment")
struct GalleryDeterminismTests {
    @Test("rendering the whole gallery twice gives the same files, byte for byte, in every format")
    func twiceIsIdentical() throws {
        let (first, second) = try twoGalleryRuns.get()
        let names = try files(in: first)
        #expect(names == (try files(in: second)))
        // Every chart in four formats, and the index.
        #expect(names.count == GalleryExample.all.count * OutputFormat.allCases.count + 1)
        for format in OutputFormat.allCases {
            #expect(names.filter { $0.hasSuffix(".\(format.rawValue)") }.count >= GalleryExample.all.count)
        }
        for name in names {
            let a = try Data(contentsOf: first.appendingPathComponent(name))
            let b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(!a.isEmpty)
            if a != b {
                let offset = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
                Issue.record("\(name) differs between the runs at byte \(offset) (\(a.count) vs \(b.count) bytes)")
            }
        }
    }

    @Test("no gallery output references a network URL (only the SVG and XML namespace names)")
    func noNetworkURLs() throws {
        let (first, _) = try twoGalleryRuns.get()
        // Namespace names are identifiers that nothing fetches.
        let allowed = ["http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink", "http://www.w3.org/1999/xhtml",
                       "http://www.w3.org/XML/1998/namespace"]
        var scanned = 0
        for name in try files(in: first) {
            let bytes = try Data(contentsOf: first.appendingPathComponent(name))
            // Latin-1 keeps every byte, so binary PDF and PNG files are scanned too.
            var text = String(decoding: bytes.map { UInt16($0) }, as: UTF16.self).lowercased()
            for uri in allowed { text = text.replacingOccurrences(of: uri, with: "") }
            for scheme in ["http://", "https://", "ftp://"] {
                if let range = text.range(of: scheme) {
                    Issue.record("\(name) references \(text[range.lowerBound...].prefix(60))")
                }
            }
            scanned += 1
        }
        #expect(scanned > GalleryExample.all.count * 3)
    }
}
