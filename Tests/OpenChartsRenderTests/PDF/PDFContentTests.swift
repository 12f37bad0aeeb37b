import Foundation
import Testing
import OpenChartsCore
import OpenChartsText
@testable import OpenChartsRender

@Suite("PDF content streams")
struct PDFContentTests {
    static let writer = PDFWriter(fonts: FontLibrary(searchFolders: []))
    static let orange = Color(red: 1, green: 0.5, blue: 0)

    /// The page's content stream and the reader, for a scene of `nodes` 20 × 10.
    static func content(_ nodes: [SceneNode], background: Color? = nil) throws -> (String, PDFTestReader) {
        let reader = try PDFTestReader(try writer.pdf(Scene(size: CGSize(width: 20, height: 10), nodes: nodes,
                                                            background: background)))
        return (String(decoding: try reader.streamData(4), as: UTF8.self), reader)
    }

    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> Path {
        Path(CGRect(x: x, y: y, width: w, height: h))
    }

    @Test("a rectangles node sets its paint once and fills each finite rectangle on its own")
    func rectangles() throws {
        let rects = [CGRect(x: 1, y: 2, width: 3, height: 4), CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1),
                     CGRect(x: 2.5, y: 0, width: 0.125, height: 9.5)]
        let (content, _) = try Self.content([.rectangles(RectanglesNode(rects: rects, paint: .color(Self.orange)))])
        #expect(content == """
            1 0 0 -1 0 10 cm
            1 0.5 0 rg
            1 2 3 4 re f
            2.5 0 0.125 9.5 re f

            """)
        let (translucent, reader) = try Self.content([.rectangles(RectanglesNode(rects: rects, paint: .color(Self.orange.opacity(0.5))))])
        #expect(translucent.hasPrefix("1 0 0 -1 0 10 cm\nq\n/GS1 gs\n1 0.5 0 rg\n1 2 3 4 re f\n2.5 0 0.125 9.5 re f\nQ\n"))
        #expect(try reader.dictionary(5).contains("/ExtGState << /GS1 << /Type /ExtGState /ca 0.5 /CA 1 >> >>"))
        let (none, _) = try Self.content([.rectangles(RectanglesNode(rects: [rects[1]], paint: .color(Self.orange)))])
        #expect(none == "1 0 0 -1 0 10 cm\n")
    }

    @Test("a tiny scene is exactly: flip, background, fill, even-odd fill, stroke")
    func tinyScene() throws {
        let (content, _) = try Self.content([
            .fill(FillNode(path: Self.rect(1, 2, 3, 4), paint: .color(Self.orange))),
            .fill(FillNode(path: Self.rect(0, 0, 5, 5), paint: .color(.black), rule: .evenOdd)),
            .stroke(StrokeNode(path: Path { p in
                p.move(to: CGPoint(x: 0, y: 0))
                p.addLine(to: CGPoint(x: 10.25, y: 5))
            }, paint: .color(Color(white: 0.5)), style: StrokeStyle(lineWidth: 2))),
        ], background: .white)
        #expect(content == """
            1 0 0 -1 0 10 cm
            1 1 1 rg
            0 0 20 10 re
            f
            1 0.5 0 rg
            1 2 m
            4 2 l
            4 6 l
            1 6 l
            h
            f
            0 0 0 rg
            0 0 m
            5 0 l
            5 5 l
            0 5 l
            h
            f*
            q
            2 w
            0.5 0.5 0.5 RG
            0 0 m
            10.25 5 l
            S
            Q

            """)
    }

    @Test("stroke caps, joins, miter limit and dash with phase become J, j, M and d")
    func strokeStyle() throws {
        let line = Path { p in
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: 5, y: 5))
        }
        let (round, _) = try Self.content([.stroke(StrokeNode(path: line, paint: .color(.black),
            style: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .round, dash: [8, 4], dashPhase: 2)))])
        #expect(round.contains("q\n3 w\n1 J\n1 j\n[8 4] 2 d\n0 0 0 RG\n"))
        let (square, _) = try Self.content([.stroke(StrokeNode(path: line, paint: .color(.black),
            style: StrokeStyle(lineCap: .square, lineJoin: .bevel, dash: [3])))])
        #expect(square.contains("q\n2 J\n2 j\n[3 3] 0 d\n"))
        let (miter, _) = try Self.content([.stroke(StrokeNode(path: line, paint: .color(.black),
            style: StrokeStyle(miterLimit: 4)))])
        #expect(miter.contains("q\n4 M\n0 0 0 RG\n"))
    }

    @Test("a stroke of zero width draws nothing, as in SVG")
    func zeroWidthStroke() throws {
        let (content, _) = try Self.content([.stroke(StrokeNode(path: Self.rect(0, 0, 5, 5), paint: .color(.black),
                                                                style: StrokeStyle(lineWidth: 0)))])
        #expect(content == "1 0 0 -1 0 10 cm\n")
    }

    @Test("a quadratic curve becomes the equal cubic: controls at two thirds toward the control point")
    func quadraticToCubic() throws {
        let (content, _) = try Self.content([.fill(FillNode(path: Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addQuadCurve(to: CGPoint(x: 6, y: 0), control: CGPoint(x: 3, y: 3))
        }, paint: .color(.black)))])
        #expect(content.contains("0 0 m\n2 2 4 2 6 0 c\nf\n"))
    }

    @Test("NaN and infinite points are dropped, never written; a segment after a dropped move starts a subpath")
    func nonFinitePoints() throws {
        let (content, _) = try Self.content([.fill(FillNode(path: Path { p in
            p.move(to: CGPoint(x: CGFloat.nan, y: 0))
            p.addLine(to: CGPoint(x: 1, y: 1))
            p.addLine(to: CGPoint(x: 2, y: CGFloat.infinity))
            p.addLine(to: CGPoint(x: 3, y: 1))
            p.closeSubpath()
        }, paint: .color(.black)))])
        #expect(content.contains("0 0 0 rg\n1 1 m\n3 1 l\nh\nf\n"))
        #expect(!content.lowercased().contains("nan"))
        #expect(!content.lowercased().contains("inf"))
    }

    @Test("a path with only non-finite points draws nothing")
    func allNonFinite() throws {
        let (content, _) = try Self.content([.fill(FillNode(path: Path { p in
            p.move(to: CGPoint(x: CGFloat.nan, y: 0))
            p.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
        }, paint: .color(.black)))])
        #expect(content == "1 0 0 -1 0 10 cm\n")
    }

    @Test("huge coordinates are clamped to ±32767")
    func hugeCoordinates() throws {
        let (content, _) = try Self.content([.fill(FillNode(path: Path { p in
            p.move(to: CGPoint(x: 0, y: 0))
            p.addLine(to: CGPoint(x: 1e12, y: -1e300))
            p.addLine(to: CGPoint(x: 0, y: 5))
        }, paint: .color(.black)))])
        #expect(content.contains("0 0 m\n32767 -32767 l\n0 5 l\nf\n"))
    }

    @Test("a translucent color sets fill alpha through an ExtGState, inside q … Q")
    func translucentFill() throws {
        let (content, reader) = try Self.content([.fill(FillNode(path: Self.rect(0, 0, 1, 1),
                                                                 paint: .color(Self.orange.opacity(0.25))))])
        #expect(content.contains("q\n/GS1 gs\n1 0.5 0 rg\n0 0 m\n"))
        #expect(content.hasSuffix("f\nQ\n"))
        #expect(try reader.dictionary(5).contains("/ExtGState << /GS1 << /Type /ExtGState /ca 0.25 /CA 1 >> >>"))
    }

    @Test("a translucent stroke sets stroke alpha (CA)")
    func translucentStroke() throws {
        let (_, reader) = try Self.content([.stroke(StrokeNode(path: Self.rect(0, 0, 1, 1),
                                                               paint: .color(Color(white: 0, opacity: 0.5))))])
        #expect(try reader.dictionary(5).contains("/GS1 << /Type /ExtGState /ca 1 /CA 0.5 >>"))
    }

    @Test("a fully transparent color draws nothing")
    func clearColor() throws {
        let (content, _) = try Self.content([.fill(FillNode(path: Self.rect(0, 0, 1, 1), paint: .color(.clear)))])
        #expect(content == "1 0 0 -1 0 10 cm\n")
    }

    @Test("a group writes its transform with cm and its clip with W n, inside q … Q")
    func groupTransformAndClip() throws {
        let (content, _) = try Self.content([.group(GroupNode(
            children: [.fill(FillNode(path: Self.rect(0, 0, 2, 2), paint: .color(.black)))],
            transform: CGAffineTransform(translationX: 5, y: 1.5),
            clip: Self.rect(0, 0, 1, 1)))])
        #expect(content == """
            1 0 0 -1 0 10 cm
            q
            1 0 0 1 5 1.5 cm
            0 0 m
            1 0 l
            1 1 l
            0 1 l
            h
            W n
            0 0 0 rg
            0 0 m
            2 0 l
            2 2 l
            0 2 l
            h
            f
            Q

            """)
    }

    @Test("a group with an empty clip, zero opacity or a singular transform draws nothing")
    func invisibleGroups() throws {
        let child: [SceneNode] = [.fill(FillNode(path: Self.rect(0, 0, 2, 2), paint: .color(.black)))]
        for group in [GroupNode(children: child, clip: Path()), GroupNode(children: child, opacity: 0),
                      GroupNode(children: child, transform: CGAffineTransform(scaleX: 0, y: 1))] {
            let (content, _) = try Self.content([.group(group)])
            #expect(content == "1 0 0 -1 0 10 cm\n")
        }
    }

    @Test("group opacity draws the children as a transparency group XObject with fill alpha")
    func groupOpacity() throws {
        let (content, reader) = try Self.content([.group(GroupNode(
            children: [.fill(FillNode(path: Self.rect(0, 0, 2, 2), paint: .color(.black)))], opacity: 0.5))])
        #expect(content == "1 0 0 -1 0 10 cm\nq\n/GS1 gs /X1 Do\nQ\n")
        let form = try #require(reader.objects(containing: "/Subtype /Form").first)
        #expect(try reader.dictionary(form).contains("/BBox [-1 -1 21 11] /Group << /S /Transparency /CS /DeviceRGB >> /Resources 5 0 R"))
        #expect(String(decoding: try reader.streamData(form), as: UTF8.self) == "0 0 0 rg\n0 0 m\n2 0 l\n2 2 l\n0 2 l\nh\nf\n")
        #expect(try reader.dictionary(5).contains("/GS1 << /Type /ExtGState /ca 0.5 /CA 0.5 >>"))
    }

    @Test("a linear gradient is an axial shading pattern with a stitching function, extended at both ends")
    func gradient() throws {
        let gradient = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.black, .white, Self.orange]),
                                           start: CGPoint(x: 0, y: 0), end: CGPoint(x: 10, y: 0))
        let (content, reader) = try Self.content([.group(GroupNode(
            children: [.fill(FillNode(path: Self.rect(0, 0, 10, 1), paint: .linearGradient(gradient)))],
            transform: CGAffineTransform(translationX: 2, y: 3)))])
        #expect(content.contains("/Pattern cs /P1 scn\n0 0 m\n"))
        let pattern = try #require(reader.objects(containing: "/PatternType 2").first)
        // The pattern's matrix is the page's flip followed by the group's translation.
        #expect(try reader.dictionary(pattern) == "<< /Type /Pattern /PatternType 2 /Matrix [1 0 0 -1 2 7] /Shading "
            + "<< /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 10 0] /Function << /FunctionType 3 /Domain [0 1] "
            + "/Functions [<< /FunctionType 2 /Domain [0 1] /C0 [0 0 0] /C1 [1 1 1] /N 1 >> "
            + "<< /FunctionType 2 /Domain [0 1] /C0 [1 1 1] /C1 [1 0.5 0] /N 1 >>] /Bounds [0.5] /Encode [0 1 0 1] >> "
            + "/Extend [true true] >> >>")
    }

    @Test("a two-stop gradient uses one Type 2 function; stops inside 0…1 are padded with their colors")
    func gradientPadding() {
        #expect(PDFGradient.function([(0, [0]), (1, [1])]) == "<< /FunctionType 2 /Domain [0 1] /C0 [0] /C1 [1] /N 1 >>")
        #expect(PDFGradient.function([(0.25, [0]), (0.25, [1])])
            == "<< /FunctionType 3 /Domain [0 1] /Functions [<< /FunctionType 2 /Domain [0 1] /C0 [0] /C1 [0] /N 1 >> "
            + "<< /FunctionType 2 /Domain [0 1] /C0 [1] /C1 [1] /N 1 >>] /Bounds [0.25] /Encode [0 1 0 1] >>")
    }

    @Test("a gradient with varying opacity adds a luminosity soft mask of its opacities")
    func gradientAlpha() throws {
        let gradient = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.black, .black.opacity(0.5)]),
                                           start: .zero, end: CGPoint(x: 10, y: 0))
        let (content, reader) = try Self.content([.fill(FillNode(path: Self.rect(0, 0, 10, 1), paint: .linearGradient(gradient)))])
        #expect(content.contains("q\n/GS1 gs\n/Pattern cs /P1 scn\n"))
        #expect(try reader.dictionary(5).contains("/GS1 << /Type /ExtGState /SMask << /Type /Mask /S /Luminosity /G"))
        let mask = try #require(reader.objects(containing: "/CS /DeviceGray").first)
        #expect(try reader.dictionary(mask).contains("/ColorSpace /DeviceGray /Coords [0 0 10 0] /Function "
            + "<< /FunctionType 2 /Domain [0 1] /C0 [1] /C1 [0.5] /N 1 >> /Extend [true true]"))
        #expect(String(decoding: try reader.streamData(mask), as: UTF8.self) == "/Sh1 sh\n")
    }

    @Test("fills with one gradient in one user space share its pattern and soft mask; another space gets its own of each")
    func sharedGradients() throws {
        let gradient = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.black, .white.opacity(0.5)]),
                                           start: .zero, end: CGPoint(x: 0, y: 10))
        let bar = { (x: CGFloat) in SceneNode.fill(FillNode(path: Self.rect(x, 0, 1, 10), paint: .linearGradient(gradient))) }
        let (content, reader) = try Self.content([bar(0), bar(2), bar(4),
                                                  .group(GroupNode(children: [bar(6)], transform: CGAffineTransform(translationX: 1, y: 0)))])
        #expect(try reader.objects(containing: "/PatternType 2").count == 2)
        #expect(try reader.objects(containing: "/CS /DeviceGray").count == 2)
        #expect(content.components(separatedBy: "/Pattern cs /P1 scn\n").count == 4)
        #expect(content.contains("/Pattern cs /P2 scn\n"))
        let resources = try reader.dictionary(5)
        #expect(resources.contains("/P1 ") && resources.contains("/P2 ") && !resources.contains("/P3 "))
    }

    @Test("a one-stop gradient, or one with a zero-length vector, paints a solid color as SVG does")
    func degenerateGradients() throws {
        let one = LinearGradientPaint(stops: [GradientStop(color: Self.orange, location: 0.3)], start: .zero, end: CGPoint(x: 1, y: 0))
        let zero = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.black, Self.orange]), start: .zero, end: .zero)
        for gradient in [one, zero] {
            let (content, _) = try Self.content([.fill(FillNode(path: Self.rect(0, 0, 1, 1), paint: .linearGradient(gradient)))])
            #expect(content.contains("1 0.5 0 rg\n"))
        }
    }

    @Test("a translucent background gets its own graphics state, not shared with the nodes")
    func translucentBackground() throws {
        let (content, _) = try Self.content([.fill(FillNode(path: Self.rect(0, 0, 1, 1), paint: .color(.black)))],
                                            background: Color(white: 1, opacity: 0.5))
        #expect(content.hasPrefix("1 0 0 -1 0 10 cm\nq\n/GS1 gs\n1 1 1 rg\n0 0 20 10 re\nf\nQ\n0 0 0 rg\n"))
    }
}
