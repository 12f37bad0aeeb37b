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

    /// Symbols as a scatter plot draws them: overlapping opaque dots, translucent squares
    /// apart from each other (SVG paints a symbols node's alpha once over all its copies, PDF
    /// and PNG each copy's), and stroked triangles.
    static let symbols: Scene = {
        var random = UInt64(12345)
        func next() -> Double {
            random = random &* 6364136223846793005 &+ 1442695040888963407
            return Double(random >> 11) / Double(1 << 53)
        }
        let dots = (0..<400).map { _ in CGPoint(x: 10 + 280 * next(), y: 10 + 80 * next()) }
        let circle = Path(ellipseIn: CGRect(x: -2.5, y: -2.5, width: 5, height: 5))
        let squares = (0..<30).map { CGPoint(x: 15 + CGFloat($0 % 15) * 18, y: 115 + CGFloat($0 / 15) * 18) }
        let triangle = Path { p in
            p.move(to: CGPoint(x: 0, y: -5))
            p.addLine(to: CGPoint(x: 4.5, y: 3))
            p.addLine(to: CGPoint(x: -4.5, y: 3))
            p.closeSubpath()
        }
        let triangles = (0..<15).map { CGPoint(x: 15 + CGFloat($0) * 18.5, y: 175 + 8 * next()) }
        return Scene(size: CGSize(width: 300, height: 200), nodes: [
            .symbols(SymbolsNode(shape: circle, positions: dots, paint: .color(Color(red: 0, green: 0.48, blue: 1)),
                                 circleDiameter: 5)),
            .symbols(SymbolsNode(shape: Path(CGRect(x: -6, y: -6, width: 12, height: 12)), positions: squares,
                                 paint: .color(Color(red: 0.9, green: 0.3, blue: 0.1, opacity: 0.6)))),
            .symbols(SymbolsNode(shape: triangle, positions: triangles, paint: .color(.black),
                                 stroke: StrokeStyle(lineWidth: 1.5, lineJoin: .round))),
        ], background: .white)
    }()

    /// Rectangles nodes as bar and rule plots draw them: opaque bars side by side,
    /// overlapping translucent ones (each blends on its own), a gradient and thin rules.
    static let rectangles: Scene = {
        let bars = (0..<40).map { i -> CGRect in
            let height = CGFloat((i * 37) % 60)
            return CGRect(x: 10 + CGFloat(i) * 7, y: 90 - height, width: 5, height: height)
        }
        let overlapping = (0..<12).map { i -> CGRect in CGRect(x: 20 + CGFloat(i) * 18, y: 110, width: 30, height: 30) }
        let rules = (0..<150).map { i -> CGRect in CGRect(x: 10 + CGFloat(i) * 1.87, y: 160, width: 1, height: 30) }
        let gradient = LinearGradientPaint(stops: [GradientStop(color: .red, location: 0), GradientStop(color: .blue, location: 1)],
                                           start: CGPoint(x: 0, y: 0), end: CGPoint(x: 300, y: 0))
        return Scene(size: CGSize(width: 300, height: 200), nodes: [
            .rectangles(RectanglesNode(rects: bars, paint: .color(Color(red: 0, green: 0.48, blue: 1)))),
            .rectangles(RectanglesNode(rects: overlapping, paint: .color(Color(red: 0.9, green: 0.3, blue: 0.1, opacity: 0.5)))),
            .rectangles(RectanglesNode(rects: rules, paint: .linearGradient(gradient))),
        ], background: .white)
    }()

    /// Shadows and blur (``GroupEffect``): a card's soft drop shadow, bars' offset shadows,
    /// a coloured glow around a line, an inner shadow, a blurred disc and a shadowed label.
    /// PDF draws the blurred parts as images; the check compares them with librsvg's filters.
    static let shadows: Scene = {
        func shadowed(_ children: [SceneNode], _ shadow: GroupEffect.Shadow?, blur: GroupEffect.Blur? = nil) -> SceneNode {
            .group(GroupNode(children: children, effect: GroupEffect(shadow: shadow, blur: blur)))
        }
        let card = SceneNode.fill(FillNode(path: Path(roundedRect: CGRect(x: 20, y: 20, width: 120, height: 80), cornerRadius: 12),
                                           paint: .color(.white)))
        let bars = (0..<5).map { (i: Int) -> SceneNode in
            let height = CGFloat(15 * i + 20)
            let bar = CGRect(x: 170 + CGFloat(i) * 22, y: 100 - height, width: 14, height: height)
            return shadowed([.fill(FillNode(path: Path(bar), paint: .color(.blue)))], GroupEffect.Shadow(radius: 2, x: 2, y: 2))
        }
        var line = Path()
        line.addLines([CGPoint(x: 20, y: 180), CGPoint(x: 70, y: 140), CGPoint(x: 110, y: 165), CGPoint(x: 150, y: 130)])
        let glow = shadowed([.stroke(StrokeNode(path: line, paint: .color(.blue), style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round)))],
                            GroupEffect.Shadow(color: .blue, radius: 6))
        let inner = shadowed([.fill(FillNode(path: Path(ellipseIn: CGRect(x: 180, y: 125, width: 50, height: 50)), paint: .color(.orange)))],
                             GroupEffect.Shadow(kind: .inner, color: Color.black.opacity(0.6), radius: 3, x: 3, y: 3))
        let disc = shadowed([.fill(FillNode(path: Path(ellipseIn: CGRect(x: 245, y: 130, width: 40, height: 40)), paint: .color(.purple)))],
                            nil, blur: GroupEffect.Blur(radius: 4))
        let label = shadowed([.text(TextNode(text: "Shadow", origin: CGPoint(x: 40, y: 70), font: FontRequest(size: 22),
                                             paint: .color(.black)))], GroupEffect.Shadow(color: .red, radius: 1, x: 1.5, y: 1.5))
        return Scene(size: CGSize(width: 300, height: 200), nodes: [
            shadowed([card], GroupEffect.Shadow(radius: 8, y: 4)), label, glow, inner, disc,
        ] + bars, background: Color(white: 0.94))
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
            ("symbols", Self.symbols),
            ("rectangles", Self.rectangles),
            ("shadows", Self.shadows),
        ]
        for (name, scene) in scenes {
            try Data(try PDFWriter().pdf(scene)).write(to: folder.appendingPathComponent("\(name).pdf"))
            let svg = SVGWriter(resolveFamilies: { FontLibrary.shared.resolvedFamilies(for: $0, text: $1) }).svg(scene)
            try Data(svg.utf8).write(to: folder.appendingPathComponent("\(name).svg"))
        }
        // Our own pixels of the shadows, at 1 and 2 pixels a point (the PDF's images are at 2),
        // to compare with poppler's drawing of the PDF.
        for scale in [1, 2] as [CGFloat] {
            let pixels = try SceneRasterizer(scale: scale, textOutliner: FontTextOutliner()).render(Self.shadows)
            try Data(try PNGEncoder().encode(pixels)).write(to: folder.appendingPathComponent("shadows-ours-\(Int(scale))x.png"))
        }
        let builtIn = PDFWriter(fonts: FontLibrary(searchFolders: []))
        try Data(try builtIn.pdf(TestScenes.kitchenSink)).write(to: folder.appendingPathComponent("built-in-metrics.pdf"))
    }
}
