import Foundation
import Testing
@testable import OpenChartsRender

/// `Zlib.compressInParts`: a large input's deflate data in parts of a mebibyte, on the
/// processors, joined into one zlib stream (a big PDF content stream's).
@Suite("zlib in parts")
struct ZlibPartsTests {
    /// Lines of a content stream: the placements of a scatter plot's dots.
    static func placements(bytes: Int) -> [UInt8] {
        var text: [UInt8] = []
        var k = 0
        while text.count < bytes {
            text += Array("q 1 0 0 1 \(k * 7919 % 800).\(k % 997) \(k * 104_729 % 600).\(k % 89) cm /X1 Do Q\n".utf8)
            k += 1
        }
        return Array(text[..<bytes])
    }

    @Test("2.3 MiB in three parts inflate to the input, with its Adler-32, the same bytes every time")
    func threeParts() throws {
        let input = Self.placements(bytes: 2 * Zlib.partBytes + 300_000)
        let stream = Zlib.compressInParts(input)
        #expect(Array(stream.prefix(2)) == [0x78, 0x9C])
        let adler = Adler32.checksum(input)
        #expect(Array(stream.suffix(4)) == [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> UInt32($0)) })
        #expect(try Inflate.zlib(stream) == input)
        #expect(Zlib.compressInParts(input) == stream)
        // A part refers to nothing before it: a little larger than one stream, not much.
        let whole = Zlib.compress(input).count
        #expect(stream.count >= whole && stream.count * 100 < whole * 102)
    }

    @Test("an input of one part (up to a mebibyte) is compress's stream, byte for byte")
    func onePart() {
        for count in [0, 1000, Zlib.partBytes] {
            let input = Self.placements(bytes: count)
            #expect(Zlib.compressInParts(input) == Zlib.compress(input))
        }
    }
}
