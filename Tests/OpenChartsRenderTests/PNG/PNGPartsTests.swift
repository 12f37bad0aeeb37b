import Testing
@testable import OpenChartsRender

@Suite("PNG encode parts")
struct PNGPartsTests {
    /// `height` rows of `width` pixels: flat opaque grey, except rows in `busy`, which hold
    /// pseudo-random pixels (new in every row, like text).
    static func image(width: Int, height: Int, busy: Range<Int>) -> [UInt32] {
        var state: UInt32 = 12345
        return (0..<(width * height)).map { k in
            guard busy.contains(k / width) else { return 0xFF80_8080 }
            state = state &* 1_103_515_245 &+ 12345
            return 0xFF00_0000 | state >> 8
        }
    }

    @Test("the split puts about half the busy rows on each side, wherever they are; small images are one part")
    func balanced() {
        let (width, height) = (800, 600)
        for busy in [0..<600, 450..<600, 0..<100, 200..<260] {
            let pixels = Self.image(width: width, height: height, busy: busy)
            let parts = pixels.withUnsafeBufferPointer { PNGImageData.parts($0, width: width, height: height) }
            #expect(parts.count == 2)
            #expect(parts.first?.lowerBound == 0 && parts.last?.upperBound == height && parts[0].upperBound == parts[1].lowerBound)
            let split = parts[0].upperBound
            let busyAbove = busy.clamped(to: 0..<split).count
            #expect(abs(2 * busyAbove - busy.count) <= busy.count / 10 + 2 * 4, "busy rows \(busy): split at \(split)")
        }
        // Flat: every row weighs the same, so the split is the middle.
        let flat = Self.image(width: width, height: height, busy: 0..<0)
        #expect(flat.withUnsafeBufferPointer { PNGImageData.parts($0, width: width, height: height) } == [0..<300, 300..<600])
        let small = Self.image(width: 100, height: 100, busy: 0..<50)
        #expect(small.withUnsafeBufferPointer { PNGImageData.parts($0, width: 100, height: 100) } == [0..<100])
    }

    @Test("an image whose rows repeat up to the last one decodes to its pixels when split")
    func lastRowBusy() throws {
        let (width, height) = (512, 300)
        let pixels = Self.image(width: width, height: height, busy: 299..<300)
        let parts = pixels.withUnsafeBufferPointer { PNGImageData.parts($0, width: width, height: height) }
        #expect(parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty)
        let bytes = pixels.flatMap { p in (0..<4).map { UInt8(truncatingIfNeeded: p >> (8 * $0)) } }
        let pixmap = try #require(Pixmap(width: width, height: height, premultipliedRGBA: bytes))
        #expect(try DecodedPNG(try PNGEncoder().encode(pixmap)).rgba == bytes)  // opaque: straight = premultiplied
    }

    @Test("a palette image (translucent colours too) large enough to be split in two parts decodes to its exact colours")
    func paletteParts() throws {
        let (width, height) = (517, 300)
        // 200 colours, a few translucent, in blocks that repeat down and across, as a flat chart's fills.
        let colors = PNGTestImages.distinctColors(200).enumerated().map { k, color in
            k % 17 == 3 ? (color.0, color.1, color.2, UInt8(40 + k)) : color
        }
        var data: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = colors[(x / 13 + (y / 7) * 5 + (y > 200 ? x % 3 : 0)) % colors.count]
                let premultiply = { (c: UInt8) in UInt8((Int(c) * Int(a) + 127) / 255) }
                data += [premultiply(r), premultiply(g), premultiply(b), a]
            }
        }
        let pixmap = try #require(Pixmap(width: width, height: height, premultipliedRGBA: data))
        let parts = pixmap.data.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { PNGImageData.parts($0, width: width, height: height) }
        }
        #expect(parts.count == 2)
        let decoded = try DecodedPNG(try PNGEncoder().encode(pixmap))
        #expect(decoded.colorType == PNGColorType.palette.rawValue)
        #expect(decoded.chunk("tRNS") != nil)
        #expect(decoded.rgba == PNGTestImages.straight(pixmap))
    }
}
