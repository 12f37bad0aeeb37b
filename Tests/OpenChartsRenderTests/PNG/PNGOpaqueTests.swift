import Testing
@testable import OpenChartsRender

@Suite("PNG opaque (RGB) images")
struct PNGOpaqueTests {
    /// A deterministic opaque pixel for `k` (little-endian R, G, B, A).
    static func pixel(_ k: Int) -> UInt32 {
        var h = UInt32(truncatingIfNeeded: k) &* 0x9E37_79B1
        h ^= h >> 15
        return 0xFF00_0000 | h & 0xFF_FFFF
    }

    /// An opaque image of more than 256 colours, `width` wide, in four bands of 16 rows whose
    /// rows the encoder filters differently: rows that repeat the row above with a few pixels
    /// changed (`up`); rows of one colour each, new every row, with a few dots (`sub`); rows of
    /// g(x) + h(y) per channel (`paeth`, which predicts from whichever of left and above is
    /// nearer); and rows of noise.
    static func image(width: Int) -> [UInt32] {
        var pixels: [UInt32] = []
        var row = (0..<width).map { pixel($0) }
        for y in 0..<16 {
            if y % 5 != 0 { for x in stride(from: (7 * y) % 11, to: width, by: 37) { row[x] = pixel(1000 * y + x) } }
            pixels += row
        }
        for y in 16..<32 {
            row = [UInt32](repeating: pixel(y), count: width)
            for x in stride(from: y % 13, to: width, by: 41) { row[x] = pixel(1000 * y + x) }
            pixels += row
        }
        for y in 32..<48 {
            pixels += (0..<width).map { x in
                let g = pixel(x / 4), h = pixel(y + 7)
                // Each channel is g's plus h's, modulo 256; alpha stays 255.
                let redBlue = ((g & 0x00FF_00FF) &+ (h & 0x00FF_00FF)) & 0x00FF_00FF
                let green = ((g & 0x0000_FF00) &+ (h & 0x0000_FF00)) & 0x0000_FF00
                return 0xFF00_0000 | redBlue | green
            }
        }
        for y in 48..<64 { pixels += (0..<width).map { pixel(100_000 * y + $0) } }
        return pixels
    }

    static func pixmap(_ pixels: [UInt32], width: Int) throws -> Pixmap {
        let bytes = pixels.flatMap { p in (0..<4).map { UInt8(truncatingIfNeeded: p >> (8 * $0)) } }
        return try #require(Pixmap(width: width, height: pixels.count / width, premultipliedRGBA: bytes))
    }

    @Test("an opaque image whose rows repeat, partly repeat and differ, at widths not a multiple of 8, is RGB and decodes to its exact pixels, through up, sub and paeth rows",
          arguments: [203, 97, 61])
    func decodesExactly(width: Int) throws {
        let pixels = Self.image(width: width)
        let pixmap = try Self.pixmap(pixels, width: width)
        let decoded = try DecodedPNG(try PNGEncoder().encode(pixmap))
        #expect(decoded.colorType == PNGColorType.rgb.rawValue)
        #expect(decoded.rgba == pixmap.data)  // opaque: straight = premultiplied
        // Rows after the first of their band of four reuse its filter, converted and filtered in
        // one pass; each of the three filters that pass supports is met there.
        let reused = Set(decoded.filterTypes.enumerated().filter { $0.offset % PNGImageData.filterBand != 0 }.map(\.element))
        for filter in [PNGFilter.sub, .up, .paeth] {
            #expect(reused.contains(filter.rawValue), "\(filter) in the rows \(decoded.filterTypes)")
        }
    }

    @Test("an opaque image split in two parts is RGB and decodes to its exact pixels")
    func partsDecodeExactly() throws {
        let width = 203
        var pixels: [UInt32] = []
        // 704 rows (over the two-part threshold of 2¹⁷ pixels): the bands above, eleven times.
        for _ in 0..<11 { pixels += Self.image(width: width) }
        let pixmap = try Self.pixmap(pixels, width: width)
        let parts = pixels.withUnsafeBufferPointer { PNGImageData.parts($0, width: width, height: pixels.count / width) }
        #expect(parts.count == 2)
        let decoded = try DecodedPNG(try PNGEncoder().encode(pixmap))
        #expect(decoded.colorType == PNGColorType.rgb.rawValue)
        #expect(decoded.rgba == pixmap.data)
    }

    @Test("a translucent pixel anywhere, before or after the colours pass 256, makes the image RGBA; without it the image is RGB",
          arguments: [0, 1, 15, 16, 17, 4000, 203 * 64 - 1])
    func translucentAfterOverflow(index: Int) throws {
        let width = 203
        var pixels = Self.image(width: width)
        // The analysis stops at the 257th colour, in the first band: RGB is then a guess.
        let opaque = pixels.withUnsafeBufferPointer { PNGColorAnalysis(premultiplied: $0, width: width) }
        #expect(opaque.hasTranslucency == nil && opaque.palette == nil)
        #expect(try DecodedPNG(try PNGEncoder().encode(try Self.pixmap(pixels, width: width))).colorType == PNGColorType.rgb.rawValue)
        pixels[index] = 0x80_40_20_10  // premultiplied (32, 64, 128) at alpha 128
        let analysis = pixels.withUnsafeBufferPointer { PNGColorAnalysis(premultiplied: $0, width: width) }
        #expect(analysis.hasTranslucency != false && analysis.palette == nil)
        let pixmap = try Self.pixmap(pixels, width: width)
        let decoded = try DecodedPNG(try PNGEncoder().encode(pixmap))
        #expect(decoded.colorType == PNGColorType.rgba.rawValue)
        #expect(decoded.rgba == PNGTestImages.straight(pixmap))
    }

    @Test("in an image split in two parts, translucent pixels found only by the parts (in either, in a repeated column, in the last pixel) make it RGBA")
    func translucentInParts() throws {
        let width = 203
        var image: [UInt32] = []
        for _ in 0..<11 { image += Self.image(width: width) }
        let height = image.count / width
        let split = try #require(image.withUnsafeBufferPointer { PNGImageData.parts($0, width: width, height: height) }.first?.upperBound)
        let placements: [[Int]] = [
            [64 * width + 100],  // the top part, past the analysis
            [split * width + 3],  // the bottom part's first row
            (0..<16).map { (64 * 3 + $0) * width + 150 },  // a column down the up band, rows that repeat the row above but for it
            [height * width - 1],
        ]
        for indices in placements {
            var pixels = image
            for index in indices { pixels[index] = 0x80_40_20_10 }
            let pixmap = try Self.pixmap(pixels, width: width)
            let decoded = try DecodedPNG(try PNGEncoder().encode(pixmap))
            #expect(decoded.colorType == PNGColorType.rgba.rawValue, "translucent at \(indices.prefix(2))")
            #expect(decoded.rgba == PNGTestImages.straight(pixmap), "translucent at \(indices.prefix(2))")
        }
    }

    @Test("an RGB row's pixel AND has alpha 255 only when every pixel is opaque, for a translucent or clear pixel anywhere")
    func rgbRowAlpha() throws {
        for count in [1, 2, 7, 8, 9, 15, 16, 17, 33, 100] {
            var pixels = (0..<count).map { Self.pixel($0) }
            var rgb = [UInt8](repeating: 0, count: 3 * count)
            /// Whether `rgbRow` finds all of `pixels` opaque, as they are now.
            func opaque() throws -> Bool {
                try pixels.withUnsafeBufferPointer { p in
                    try rgb.withUnsafeMutableBufferPointer {
                        UInt32(littleEndian: StraightAlpha.rgbRow(try #require(p.baseAddress), count: count, into: try #require($0.baseAddress))) >> 24 == 255
                    }
                }
            }
            #expect(try opaque(), "\(count) opaque pixels")
            for index in 0..<count {
                for alpha: UInt32 in [0, 1, 254] {
                    pixels[index] = alpha << 24 | 0x10_20_30
                    #expect(try !opaque(), "alpha \(alpha) at \(index) of \(count)")
                }
                pixels[index] = Self.pixel(index)
            }
        }
    }
}
