import Testing
@testable import OpenChartsRender

@Suite("PNG file structure")
struct PNGChunkTests {
    static let image = PNGTestImages.pixmap(width: 3, height: 2, colors: PNGTestImages.distinctColors(300))

    @Test("a PNG starts with the 8-byte signature 89 50 4E 47 0D 0A 1A 0A")
    func signature() throws {
        let png = try PNGEncoder().encode(Self.image)
        #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test("IHDR comes first, 13 bytes: width, height, bit depth 8, colour type, then three zeros")
    func ihdr() throws {
        let png = try PNGEncoder().encode(Self.image)
        #expect(Array(png[8..<16]) == [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        #expect(Array(png[16..<29]) == [0, 0, 0, 3, 0, 0, 0, 2, 8, 2, 0, 0, 0])
    }

    @Test("every chunk's CRC is the CRC-32 of its type and data")
    func crcs() throws {
        let png = try PNGEncoder(pixelsPerMeter: 2835).encode(SyntheticChartFrameFixture.frame)
        let decoded = try DecodedPNG(png)  // checks each CRC with a bitwise CRC
        #expect(decoded.chunks.map(\.type) == ["IHDR", "pHYs", "IDAT", "IEND"])
    }

    @Test("a PNG ends with the IEND chunk: 00 00 00 00 49 45 4E 44 AE 42 60 82")
    func iend() throws {
        let png = try PNGEncoder().encode(Self.image)
        #expect(Array(png.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    @Test("pixelsPerMeter 2835 writes pHYs after IHDR: 2835 × 2835 per metre, unit byte 1")
    func phys() throws {
        let png = try PNGEncoder(pixelsPerMeter: 2835).encode(Self.image)
        // 8 signature + 25 IHDR = 33
        #expect(Array(png[33..<(33 + 21)]) == [
            0, 0, 0, 9, 0x70, 0x48, 0x59, 0x73,
            0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1,
        ] + bigEndian(CRC32.checksum([0x70, 0x48, 0x59, 0x73, 0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1])))
    }

    @Test("no pHYs chunk is written without pixelsPerMeter")
    func noPhys() throws {
        let decoded = try DecodedPNG(try PNGEncoder().encode(Self.image))
        #expect(decoded.chunk("pHYs") == nil)
    }

    @Test("pixelsPerMeter(scale:) is 72 dpi times the scale in pixels per metre: 2835 at 1, 5669 at 2, 8504 at 3")
    func pixelsPerMeterFromScale() {
        #expect(PNGEncoder.pixelsPerMeter(scale: 1) == 2835)
        #expect(PNGEncoder.pixelsPerMeter(scale: 2) == 5669)
        #expect(PNGEncoder.pixelsPerMeter(scale: 3) == 8504)
    }

    @Test("the IDAT stream inflates to exactly the filtered scanlines the encoder reports")
    func idatIsFilteredScanlines() throws {
        let frame = SyntheticChartFrameFixture.frame
        let decoded = try DecodedPNG(try PNGEncoder().encode(frame))
        #expect(decoded.filtered == (try PNGEncoder().filteredScanlines(frame).bytes))
    }

    @Test("encoding is deterministic: the same pixmap gives the same bytes")
    func deterministic() throws {
        let frame = SyntheticChartFrameFixture.frame
        #expect(try PNGEncoder().encode(frame) == PNGEncoder().encode(frame))
    }

    func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
