import Foundation
import Testing
import OpenChartsCore
import OpenChartsText
@testable import OpenChartsRender

@Suite("Symbols nodes: one shape at many positions")
struct SymbolsNodeTests {
    static let size = CGSize(width: 120, height: 80)

    /// A filled circle of `diameter` around the origin.
    static func circle(_ diameter: CGFloat) -> Path {
        Path(ellipseIn: CGRect(x: -diameter / 2, y: -diameter / 2, width: diameter, height: diameter))
    }

    static func positions(count: Int, step: CGFloat) -> [CGPoint] {
        (0..<count).map { i in
            let t = CGFloat(i)
            return CGPoint(x: 5 + (t * 7.3).truncatingRemainder(dividingBy: 110) + step * t,
                           y: 5 + (t * 3.1).truncatingRemainder(dividingBy: 70))
        }
    }

    /// The largest channel difference between the stamped node and its expansion.
    static func worstDifference(_ node: SymbolsNode, scale: CGFloat = 1) throws -> Int {
        let rasterizer = SceneRasterizer(scale: scale)
        let stamped = try rasterizer.render(Scene(size: size, nodes: [.symbols(node)], background: .white)).data
        let expanded = try rasterizer.render(Scene(size: size, nodes: node.expanded(), background: .white)).data
        return zip(stamped, expanded).map { abs(Int($0) - Int($1)) }.max() ?? 0
    }

    @Test("stamped copies equal one fill per copy within 1/255 when positions fall on the 1/8 px phase grid")
    func stampOnPhaseGrid() throws {
        let positions = (0..<200).map { i in CGPoint(x: 4 + CGFloat(i % 40) * 2.875, y: 4 + CGFloat(i / 40) * 15.125) }
        let node = SymbolsNode(shape: Self.circle(5), positions: positions, paint: .color(Color(red: 0.1, green: 0.4, blue: 0.9, opacity: 0.6)),
                               circleDiameter: 5)
        #expect(try Self.worstDifference(node) <= 1)
    }

    @Test("stamped copies anywhere differ from exact fills only at edges, by the 1/16 px phase rounding")
    func stampAnywhere() throws {
        let node = SymbolsNode(shape: Self.circle(4), positions: Self.positions(count: 300, step: 0.013), paint: .color(.blue))
        // Moving a disc's edge by up to 1/16 px changes an edge pixel's coverage by about
        // as much, and overlapping copies add up: a few edge pixels differ by up to 1/8.
        let worst = try Self.worstDifference(node)
        #expect(worst <= 32, "\(worst)")
    }

    @Test("stroked symbols and a 2× scale stamp too")
    func strokedAndScaled() throws {
        var plus = Path()
        plus.move(to: CGPoint(x: -3, y: 0)); plus.addLine(to: CGPoint(x: 3, y: 0))
        plus.move(to: CGPoint(x: 0, y: -3)); plus.addLine(to: CGPoint(x: 0, y: 3))
        let node = SymbolsNode(shape: plus, positions: Self.positions(count: 100, step: 0.02), paint: .color(.red),
                               stroke: StrokeStyle(lineWidth: 1.5, lineCap: .round))
        #expect(try Self.worstDifference(node) <= 40)
        let worst2 = try Self.worstDifference(node, scale: 2)
        #expect(worst2 <= 40, "\(worst2)")
    }

    @Test("non-finite positions are skipped and a clip applies to stamped copies")
    func clipAndNonFinite() throws {
        let node = SymbolsNode(shape: Self.circle(6), positions: [CGPoint(x: 10, y: 10), CGPoint(x: CGFloat.nan, y: 3),
                                                                  CGPoint(x: 30, y: 10)],
                               paint: .color(.black), circleDiameter: 6)
        let clipped = Scene(size: Self.size, nodes: [.group(GroupNode(children: [.symbols(node)], clip: Path(CGRect(x: 0, y: 0, width: 20, height: 80))))])
        let pixmap = try SceneRasterizer().render(clipped)
        #expect(pixmap.pixel(x: 10, y: 10).alpha == 255)
        #expect(pixmap.pixel(x: 30, y: 10).alpha == 0)
    }

    /// A node of a few copies is painted a pixel at a time, without painting every phase's
    /// tile first; the bytes are those of the same copies among many.
    @Test("a few copies paint the bytes they paint among many, at the canvas's edge and clipped", arguments: [false, true])
    func fewCopies(clipped: Bool) throws {
        let few = [CGPoint(x: 10.3, y: 10.7), CGPoint(x: 12.1, y: 11.9), CGPoint(x: 0.4, y: 40.2),
                   CGPoint(x: 119.2, y: 79.6), CGPoint(x: 60.55, y: 0.1), CGPoint(x: 55.2, y: 35.4), CGPoint(x: 104.6, y: 33.3)]
        let far = (0..<100).map { CGPoint(x: -500 - CGFloat($0), y: 40) }
        let paint = Paint.color(Color(red: 0.1, green: 0.4, blue: 0.9, opacity: 0.6))
        func render(_ positions: [CGPoint]) throws -> [UInt8] {
            let node = SceneNode.symbols(SymbolsNode(shape: Self.circle(5), positions: positions, paint: paint))
            let nodes = clipped ? [SceneNode.group(GroupNode(children: [node], clip: Path(ellipseIn: CGRect(x: 5, y: 5, width: 100, height: 60))))]
                : [node]
            return try SceneRasterizer().render(Scene(size: Self.size, nodes: nodes, background: .white)).data
        }
        let alone = try render(few)
        #expect(alone == (try render(few + far)))
        #expect(alone != (try render([])))
    }

    @Test("SVG writes round dots as one path of relative moves with round caps")
    func svgDots() {
        let node = SymbolsNode(shape: Self.circle(2), positions: [CGPoint(x: 1, y: 2), CGPoint(x: 3.5, y: 1), CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 3.5, y: 4.25)],
                               paint: .color(.red), circleDiameter: 2)
        let svg = SVGWriter().svg(Scene(size: Self.size, nodes: [.symbols(node)]))
        #expect(svg.contains("<path d=\"M1 2h0m2.5-1h0m0 3.25h0\" fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"2\" stroke-linecap=\"round\"/>"))
    }

    @Test("relative moves never drift: 100,000 dots end where they should")
    func svgNoDrift() throws {
        let positions = (0..<100_000).map { i in CGPoint(x: 0.333 * CGFloat(i % 1000), y: 0.777 * CGFloat(i / 1000)) }
        let node = SymbolsNode(shape: Self.circle(2), positions: positions, paint: .color(.blue), circleDiameter: 2)
        let svg = SVGWriter().svg(Scene(size: Self.size, nodes: [.symbols(node)]))
        let data = try #require(svg.split(separator: "\"").first { $0.hasPrefix("M0 0h0") })
        var x = 0.0, y = 0.0
        for move in data.split(separator: "m").dropFirst() {
            let numbers = move.dropLast(2).replacingOccurrences(of: "-", with: " -").split(separator: " ").compactMap { Double($0) }
            x += numbers[0]
            y += numbers[1]
        }
        #expect(abs(x - Double(positions.last?.x ?? 0)) < 0.006)
        #expect(abs(y - Double(positions.last?.y ?? 0)) < 0.006)
        #expect(svg.utf8.count < 2_000_000)
    }

    @Test("PDF paints the shape once, in a form, and places it at every copy (PDFSymbolsTests has the rest)")
    func pdfPlacesOneForm() throws {
        let node = SymbolsNode(shape: Path(CGRect(x: -1, y: -1, width: 2, height: 2)), positions: [CGPoint(x: 5, y: 5), CGPoint(x: 9, y: 5)],
                               paint: .color(.black))
        let writer = PDFWriter(fonts: FontLibrary(searchFolders: []))
        let reader = try PDFTestReader(try writer.pdf(Scene(size: CGSize(width: 20, height: 10), nodes: [.symbols(node)])))
        let content = String(decoding: try reader.streamData(4), as: UTF8.self)
        #expect(content.split(separator: "\n").filter { $0.hasSuffix(" cm /X1 Do Q") } == ["q 1 0 0 1 5 5 cm /X1 Do Q", "q 1 0 0 1 9 5 cm /X1 Do Q"])
        let form = try #require(try reader.objects(containing: "/Subtype /Form").first)
        #expect(String(decoding: try reader.streamData(form), as: UTF8.self).split(separator: "\n").filter { $0 == "f" }.count == 1)
    }

    @Test("a run of one-copy nodes, bare or alone in a group, paints as one node of all copies; other groups break it")
    func runOfOneCopyNodes() throws {
        let paint = Paint.color(Color(red: 0.1, green: 0.4, blue: 0.9, opacity: 0.7))
        let positions = Self.positions(count: 300, step: 0.013)
        let shape = Self.circle(4)
        // A point mark per position, as a chart draws them: most in a labelled group.
        let marks: [SceneNode] = positions.enumerated().map { i, p in
            let node = SceneNode.symbols(SymbolsNode(shape: shape, positions: [p], paint: paint, circleDiameter: 4))
            return i % 7 == 0 ? node : .group(GroupNode(children: [node], role: .symbol, accessibilityLabel: "\(i)"))
        }
        let all = SymbolsNode(shape: shape, positions: positions, paint: paint, circleDiameter: 4)
        let rasterizer = SceneRasterizer()
        var oneByOne = SceneRasterizer()
        oneByOne.fastPaths = false
        let scene = Scene(size: Self.size, nodes: marks, background: .white)
        let run = try rasterizer.render(scene).data
        #expect(run == (try rasterizer.render(Scene(size: Self.size, nodes: [.symbols(all)], background: .white)).data))
        #expect(run == (try oneByOne.render(scene).data))
        // A translucent group, a moved one, or another colour is no member: the run stops there
        // and each node still paints as it would alone.
        var mixed = marks
        mixed[10] = .group(GroupNode(children: [marks[9]], opacity: 0.5))
        mixed[20] = .group(GroupNode(children: [marks[9]], transform: CGAffineTransform(translationX: 3, y: 2)))
        mixed[30] = .symbols(SymbolsNode(shape: shape, positions: [positions[30]], paint: .color(.red), circleDiameter: 4))
        let mixedScene = Scene(size: Self.size, nodes: mixed, background: .white)
        #expect(try rasterizer.render(mixedScene).data == (try oneByOne.render(mixedScene).data))
    }
}
