import Foundation
import Testing
import OpenChartsCore
import OpenChartsText
import OpenChartsTestSupport
@testable import OpenChartsRender

/// Writes PDFs (and the SVGs of the same scenes) for `scripts/check_pdf.sh` to check with
/// qpdf and poppler, when `OPENCHARTS_PDF_DUMP` names a folder.
@Suite("PDF dump for trusted tools")
struct PDFDumpTests {
    static let folder = ProcessInfo.processInfo.environment["OPENCHARTS_PDF_DUMP"]

    /// The kitchen sink with a Chinese label, for the CJK fallback font.
    static let kitchenSinkCJK: Scene = {
        var scene = TestScenes.kitchenSink
        scene.nodes.append(.text(TextNode(text: "宠物数量 (pets)", origin: CGPoint(x: 20, y: 200),
                                          font: FontRequest(size: 16), paint: .color(.brown))))
        scene.title = "Kitchen sink — 宠物 (PDF)"
        return scene
    }()

    /// 300 distinct CJK characters: more than one Type 3 font's 256 codes.
    static let manyCJK: Scene = {
        let characters = (0x4E00..<0x4E00 + 300).compactMap(Unicode.Scalar.init).map(Character.init)
        let lines = stride(from: 0, to: characters.count, by: 25).map { String(characters[$0..<min($0 + 25, characters.count)]) }
        return Scene(size: CGSize(width: 420, height: 260), nodes: lines.enumerated().map { index, line in
            .text(TextNode(text: line, origin: CGPoint(x: 10, y: 20 + 20 * CGFloat(index)), font: FontRequest(size: 16)))
        }, background: .white)
    }()

    @Test("the kitchen-sink scenes are written as PDF and SVG into OPENCHARTS_PDF_DUMP",
          .enabled(if: folder != nil))
    func dump() throws {
        let folder = URL(fileURLWithPath: try #require(Self.folder))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let scenes: [(String, Scene)] = [
            ("kitchen-sink", TestScenes.kitchenSink),
            ("kitchen-sink-cjk", Self.kitchenSinkCJK),
            ("empty", Scene(size: CGSize(width: 10, height: 10))),
            ("many-cjk", Self.manyCJK),
        ]
        for (name, scene) in scenes {
            try Data(try PDFWriter().pdf(scene)).write(to: folder.appendingPathComponent("\(name).pdf"))
            let svg = SVGWriter(resolveFamilies: { FontLibrary.shared.resolvedFamilies(for: $0, text: $1) }).svg(scene)
            try Data(svg.utf8).write(to: folder.appendingPathComponent("\(name).svg"))
        }
        let builtIn = PDFWriter(fonts: FontLibrary(searchFolders: []))
        try Data(try builtIn.pdf(TestScenes.kitchenSink)).write(to: folder.appendingPathComponent("built-in-metrics.pdf"))
    }
}
