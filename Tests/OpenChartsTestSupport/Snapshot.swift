import Foundation
import Testing
import OpenCharts

/// Golden-file snapshots: the text is compared exactly with
/// `Tests/__Snapshots__/<test target>/NAME.EXT` (outside the targets, so SwiftPM does not
/// treat goldens as unhandled resources).
///
/// Record or update goldens with `OPENCHARTS_RECORD=1 swift test`. On a mismatch the new
/// output is written as `NAME-changed.EXT` next to the golden, so a person can look at
/// both, and the test fails. A missing golden fails too (unless recording).
public func assertSnapshot(
    _ text: String, named name: String, extension ext: String = "svg",
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let folder = snapshotFolder(forTestFile: filePath)
    let golden = folder.appendingPathComponent("\(name).\(ext)")
    let changed = folder.appendingPathComponent("\(name)-changed.\(ext)")
    let recording = ProcessInfo.processInfo.environment["OPENCHARTS_RECORD"] == "1"
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if recording {
            try Data(text.utf8).write(to: golden)
            try? FileManager.default.removeItem(at: changed)
            return
        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            Issue.record("No golden \(golden.path); record it with OPENCHARTS_RECORD=1", sourceLocation: sourceLocation)
            return
        }
        if expected == text {
            try? FileManager.default.removeItem(at: changed)
        } else {
            try Data(text.utf8).write(to: changed)
            Issue.record("Snapshot \(name) differs from its golden; see \(changed.path)", sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record("Snapshot \(name): \(error)", sourceLocation: sourceLocation)
    }
}

/// Where a test may write files for a person or a script to look at: `$OPENCHARTS_ARTIFACTS`,
/// or a folder in the temporary directory.
public func artifactsFolder(_ name: String) throws -> URL {
    let base = ProcessInfo.processInfo.environment["OPENCHARTS_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
        ?? FileManager.default.temporaryDirectory.appendingPathComponent("opencharts-artifacts")
    let folder = base.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// `Tests/__Snapshots__/<target>` for a test file somewhere under `Tests/<target>/`.
func snapshotFolder(forTestFile filePath: String) -> URL {
    var target = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while target.pathComponents.count > 2, target.deletingLastPathComponent().lastPathComponent != "Tests" {
        target = target.deletingLastPathComponent()
    }
    return target.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(target.lastPathComponent)
}

/// Renders `content` to SVG with ``ImageRenderer`` and compares it with its golden (see
/// ``assertSnapshot(_:named:extension:filePath:sourceLocation:)``).
///
/// With `OPENCHARTS_RASTER_COMPARE=DIR` set, also writes `DIR/<target>-NAME.svg` and our
/// PNG of the same content, `DIR/<target>-NAME.png`, for `scripts/check_raster.py` to
/// compare with librsvg's drawing of the SVG.
public func assertRenderSnapshot(
    _ content: some SceneRepresentable, named name: String, proposedSize: ProposedSize = .unspecified,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let renderer = ImageRenderer(content: content)
    renderer.proposedSize = proposedSize
    let svg = try renderer.svg()
    assertSnapshot(svg, named: name, filePath: filePath, sourceLocation: sourceLocation)
    guard let folder = ProcessInfo.processInfo.environment["OPENCHARTS_RASTER_COMPARE"] else { return }
    let directory = URL(fileURLWithPath: folder)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let stem = "\(snapshotFolder(forTestFile: filePath).lastPathComponent)-\(name)"
    try Data(svg.utf8).write(to: directory.appendingPathComponent("\(stem).svg"))
    try renderer.png().write(to: directory.appendingPathComponent("\(stem).png"))
}
