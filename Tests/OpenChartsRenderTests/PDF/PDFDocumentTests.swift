import Foundation
import Testing
import OpenChartsCore
import OpenChartsText
import OpenChartsTestSupport
@testable import OpenChartsRender

@Suite("PDF document structure")
struct PDFDocumentTests {
    /// A library with no fonts: these tests are about structure, not text.
    static let writer = PDFWriter(fonts: FontLibrary(searchFolders: []))

    @Test("the file starts with the PDF 1.7 header and a binary comment line")
    func header() throws {
        let bytes = try Self.writer.pdf(Scene(size: CGSize(width: 10, height: 10)))
        #expect(Array(bytes.prefix(15)) == Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A])
        #expect(Array(bytes.suffix(6)) == Array("%%EOF\n".utf8))
    }

    @Test("every xref entry is 20 bytes and points exactly at its 'N 0 obj'")
    func xrefOffsets() throws {
        let bytes = try Self.writer.pdf(TestScenes.kitchenSink)
        let reader = try PDFTestReader(bytes)
        #expect(reader.offsets.count > 10)
        for number in reader.offsets.keys.sorted() {
            _ = try reader.object(number)   // throws unless the offset starts "N 0 obj\n"
        }
        #expect(reader.trailer.contains("/Size \(reader.offsets.count + 1) /Root 1 0 R"))
        // The free entry heads the table, and the entries are back to back.
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("xref\n0 \(reader.offsets.count + 1)\n0000000000 65535 f \n"))
    }

    @Test("the catalog, page tree and page come first, the page sized as the scene in points")
    func skeleton() throws {
        let reader = try PDFTestReader(try Self.writer.pdf(Scene(size: CGSize(width: 400.5, height: 300))))
        #expect(try reader.dictionary(1) == "<< /Type /Catalog /Pages 2 0 R >>")
        #expect(try reader.dictionary(2) == "<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
        #expect(try reader.dictionary(3).contains("/MediaBox [0 0 400.5 300] /Resources 5 0 R /Contents 4 0 R"))
    }

    @Test("an empty scene is a one-page PDF whose content only flips the y axis")
    func emptyScene() throws {
        let reader = try PDFTestReader(try Self.writer.pdf(Scene(size: CGSize(width: 10, height: 20))))
        #expect(String(decoding: try reader.streamData(4), as: UTF8.self) == "1 0 0 -1 0 20 cm\n")
        #expect(try reader.dictionary(5) == "<< /ProcSet [/PDF /Text] >>")
    }

    @Test("the same scene gives the same bytes, from one writer or two")
    func determinism() throws {
        let first = try PDFWriter().pdf(TestScenes.kitchenSink)
        let second = try PDFWriter().pdf(TestScenes.kitchenSink)
        #expect(first == second)
        #expect(try Self.writer.pdf(TestScenes.kitchenSink) == Self.writer.pdf(TestScenes.kitchenSink))
    }

    @Test("the /ID is the MD5 of the bytes before the xref table, twice")
    func documentID() throws {
        let bytes = try Self.writer.pdf(Scene(size: CGSize(width: 10, height: 10)))
        let reader = try PDFTestReader(bytes)
        // Searched as bytes: offsets in a String decoded from compressed streams are not byte offsets.
        let marker = Array("xref\n".utf8)
        let xref = try #require((0...(bytes.count - marker.count)).first { bytes[$0..<($0 + marker.count)].elementsEqual(marker) })
        let digest = String(decoding: PDFString.hex(MD5.digest(Array(bytes[..<xref]))), as: UTF8.self)
        #expect(reader.trailer.contains("/ID [\(digest)\(digest)]"))
        let other = try PDFTestReader(try Self.writer.pdf(Scene(size: CGSize(width: 11, height: 10))))
        #expect(!other.trailer.contains(digest))
    }

    @Test("no date is written, so nothing changes from run to run")
    func noDates() throws {
        let text = String(decoding: try Self.writer.pdf(TestScenes.kitchenSink), as: UTF8.self)
        #expect(!text.contains("/CreationDate"))
        #expect(!text.contains("/ModDate"))
    }

    @Test("title and summary go into /Title and /Subject")
    func information() throws {
        let scene = Scene(size: CGSize(width: 10, height: 10), title: "Sales (2024) \\ Q1", summary: "Up 5%")
        let reader = try PDFTestReader(try Self.writer.pdf(scene))
        let info = try reader.dictionary(try #require(reader.objects(containing: "/Producer").first))
        #expect(info == "<< /Producer (OpenCharts) /Title (Sales \\(2024\\) \\\\ Q1) /Subject (Up 5%) >>")
    }

    @Test("a non-ASCII title is UTF-16BE with a byte order mark")
    func unicodeTitle() throws {
        let scene = Scene(size: CGSize(width: 10, height: 10), title: "宠物 é")
        let text = String(decoding: try Self.writer.pdf(scene), as: UTF8.self)
        #expect(text.contains("/Title <FEFF5BA07269002000E9>"))
    }

    @Test("a page side of zero, below zero, over 14400 pt or not finite is refused, naming the size",
          arguments: [CGSize(width: 0, height: 10), CGSize(width: 10, height: -5), CGSize(width: 14_400.5, height: 10),
                      CGSize(width: 10, height: CGFloat.nan), CGSize(width: CGFloat.infinity, height: 10)])
    func invalidSizes(size: CGSize) {
        // NaN is not equal to itself, so the case is matched by its description.
        let error = #expect(throws: PDFError.self) { try Self.writer.pdf(Scene(size: size)) }
        #expect(error?.description.hasPrefix("PDF page size \(size.width) × \(size.height) pt is not usable") == true)
    }

    @Test("the size error's message names the size and the limit")
    func sizeMessage() {
        let error = PDFError.invalidPageSize(width: 20_000, height: 300)
        #expect(error.description.contains("20000.0 × 300.0 pt"))
        #expect(error.description.contains("14400"))
    }

    @Test("a page of exactly 14400 pt is allowed")
    func largestPage() throws {
        let reader = try PDFTestReader(try Self.writer.pdf(Scene(size: CGSize(width: 14_400, height: 1))))
        #expect(try reader.dictionary(3).contains("/MediaBox [0 0 14400 1]"))
    }
}
