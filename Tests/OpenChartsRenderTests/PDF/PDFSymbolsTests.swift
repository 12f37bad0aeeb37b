import Foundation
import Testing
import OpenChartsCore
import OpenChartsText
@testable import OpenChartsRender

/// A ``SymbolsNode`` in PDF: its shape once as a form XObject, placed at every position.
@Suite("PDF symbols")
struct PDFSymbolsTests {
    typealias Content = PDFContentTests

    static let square = Path(CGRect(x: -1, y: -1, width: 2, height: 2))

    /// The page's content and the first form's dictionary and content, for `node` alone.
    static func written(_ node: SymbolsNode) throws -> (page: String, form: (dictionary: String, content: String)?, reader: PDFTestReader) {
        let (page, reader) = try Content.content([.symbols(node)])
        guard let object = try reader.objects(containing: "/Subtype /Form").first else { return (page, nil, reader) }
        return (page, (try reader.dictionary(object), String(decoding: try reader.streamData(object), as: UTF8.self)), reader)
    }

    @Test("the shape is one form painted in the colour; each finite position is q 1 0 0 1 x y cm /X1 Do Q")
    func placements() throws {
        let node = SymbolsNode(shape: Self.square, positions: [
            CGPoint(x: 1.5, y: 2), CGPoint(x: CGFloat.nan, y: 3), CGPoint(x: 4.125, y: -0.0004), CGPoint(x: 5, y: CGFloat.infinity),
            CGPoint(x: 19.0006, y: 9.99),
        ], paint: .color(Content.orange))
        let (page, form, _) = try Self.written(node)
        #expect(page == """
            1 0 0 -1 0 10 cm
            q
            q 1 0 0 1 1.5 2 cm /X1 Do Q
            q 1 0 0 1 4.125 0 cm /X1 Do Q
            q 1 0 0 1 19.001 9.99 cm /X1 Do Q
            Q

            """)
        let written = try #require(form as (dictionary: String, content: String)?)
        // The shape's box, a point wider on each side.
        #expect(written.dictionary.contains("/Type /XObject /Subtype /Form /BBox [-2 -2 2 2] /Resources 5 0 R"))
        #expect(written.content == "1 0.5 0 rg\n-1 -1 m\n1 -1 l\n1 1 l\n-1 1 l\nh\nf\n")
    }

    @Test("a translucent colour sets its alpha once, and each copy is painted on its own")
    func translucent() throws {
        let node = SymbolsNode(shape: Self.square, positions: [CGPoint(x: 1, y: 1), CGPoint(x: 1.5, y: 1)],
                               paint: .color(Color(red: 0, green: 0, blue: 1, opacity: 0.5)))
        let (page, _, reader) = try Self.written(node)
        #expect(page == "1 0 0 -1 0 10 cm\nq\n/GS1 gs\nq 1 0 0 1 1 1 cm /X1 Do Q\nq 1 0 0 1 1.5 1 cm /X1 Do Q\nQ\n")
        #expect(try reader.dictionary(5).contains("/GS1 << /Type /ExtGState /ca 0.5 /CA 1 >>"))
    }

    @Test("stroked symbols stroke the shape in the form with their style; the box holds a miter's reach")
    func stroked() throws {
        let style = StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .miter, miterLimit: 4)
        let node = SymbolsNode(shape: Self.square, positions: [CGPoint(x: 3, y: 4)],
                               paint: .color(Color(white: 0.5, opacity: 0.25)), stroke: style)
        let (page, form, reader) = try Self.written(node)
        #expect(page == "1 0 0 -1 0 10 cm\nq\n/GS1 gs\nq 1 0 0 1 3 4 cm /X1 Do Q\nQ\n")
        #expect(try reader.dictionary(5).contains("/GS1 << /Type /ExtGState /ca 1 /CA 0.25 >>"))
        let written = try #require(form as (dictionary: String, content: String)?)
        // 1 + 2 · 4 / 2 beyond the shape's box.
        #expect(written.dictionary.contains("/BBox [-6 -6 6 6]"))
        #expect(written.content == "2 w\n1 J\n4 M\n0.5 0.5 0.5 RG\n-1 -1 m\n1 -1 l\n1 1 l\n-1 1 l\nh\nS\n")
    }

    @Test("nothing is written for a clear colour, a stroke of no width, an empty shape or no finite position")
    func nothing() throws {
        let at = [CGPoint(x: 1, y: 1)]
        for node in [
            SymbolsNode(shape: Self.square, positions: at, paint: .color(.clear)),
            SymbolsNode(shape: Self.square, positions: at, paint: .color(.black), stroke: StrokeStyle(lineWidth: 0)),
            SymbolsNode(shape: Path(), positions: at, paint: .color(.black)),
            SymbolsNode(shape: Self.square, positions: [CGPoint(x: CGFloat.nan, y: 1)], paint: .color(.black)),
            SymbolsNode(shape: Self.square, positions: [], paint: .color(.black)),
        ] {
            let (page, form, _) = try Self.written(node)
            #expect(page == "1 0 0 -1 0 10 cm\n")
            #expect(form == nil)
        }
    }

    @Test("a gradient is fitted to each copy's box, so the copies are drawn as their own fills")
    func gradientExpands() throws {
        let gradient = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.black, Content.orange]),
                                           start: .zero, end: CGPoint(x: 1, y: 0))
        let node = SymbolsNode(shape: Self.square, positions: [CGPoint(x: 2, y: 2), CGPoint(x: 6, y: 2)],
                               paint: .linearGradient(gradient))
        let (page, form, _) = try Self.written(node)
        #expect(form == nil)
        #expect(!page.contains(" Do"))
        #expect(page.components(separatedBy: "\nf\n").count == 3)
        #expect(page.contains("1 1 m\n3 1 l\n3 3 l\n1 3 l\nh\n"))
        #expect(page.contains("5 1 m\n7 1 l\n7 3 l\n5 3 l\nh\n"))
    }

    @Test("twenty thousand dots: one form, a placement each, and a file a fifth of the expanded one")
    func manyDots() throws {
        var generator = SplitMix64(seed: 7)
        let positions = (0..<20_000).map { _ in
            CGPoint(x: Double(generator.next() % 20_000) / 1000, y: Double(generator.next() % 10_000) / 1000)
        }
        let circle = Path(ellipseIn: CGRect(x: -1, y: -1, width: 2, height: 2))
        let node = SymbolsNode(shape: circle, positions: positions, paint: .color(.blue))
        let writer = Content.writer
        let pdf = try writer.pdf(Scene(size: CGSize(width: 20, height: 10), nodes: [.symbols(node)]))
        let reader = try PDFTestReader(pdf)
        let page = String(decoding: try reader.streamData(4), as: UTF8.self)
        #expect(page.components(separatedBy: " cm /X1 Do Q\n").count == 20_001)
        #expect(try reader.objects(containing: "/Subtype /Form").count == 1)
        let expanded = try writer.pdf(Scene(size: CGSize(width: 20, height: 10), nodes: node.expanded()))
        #expect(pdf.count * 5 < expanded.count)
    }
}

/// A small deterministic generator for test data.
private struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
