import Testing
@testable import OpenChartsRender

@Suite("PNG encoder errors")
struct PNGErrorTests {
    @Test("a 0×10 image is refused as empty, naming its size")
    func emptyWidth() {
        #expect(throws: PNGError.emptyImage(width: 0, height: 10)) { try PNGEncoder().encode(Pixmap(width: 0, height: 10)) }
        #expect(PNGError.emptyImage(width: 0, height: 10).description.contains("0×10"))
    }

    @Test("a 10×0 image is refused as empty")
    func emptyHeight() {
        #expect(throws: PNGError.emptyImage(width: 10, height: 0)) { try PNGEncoder().encode(Pixmap(width: 10, height: 0)) }
    }

    @Test("a side of 16 385 pixels is refused, naming the size and the limit")
    func sideTooLong() throws {
        let pixmap = Pixmap(width: 16385, height: 1)
        #expect(throws: PNGError.imageTooLarge(width: 16385, height: 1)) { try PNGEncoder().encode(pixmap) }
        let message = PNGError.imageTooLarge(width: 16385, height: 1).description
        #expect(message.contains("16385×1") && message.contains("16384"))
    }

    @Test("16 384 × 4 097 pixels (over 256 MiB) is refused; 16 384 × 4 096 (exactly 256 MiB) is accepted")
    func tooManyBytes() throws {
        #expect(throws: PNGError.imageTooLarge(width: 16384, height: 4097)) {
            try PNGEncoder().encode(Pixmap(width: 16384, height: 4097))
        }
        try PNGEncoder.validate(Pixmap(width: 16384, height: 4096))
    }

    @Test("pixel data of the wrong length is refused, naming both byte counts")
    func dataMismatch() {
        var pixmap = Pixmap(width: 2, height: 2)
        pixmap.data.removeLast()
        #expect(throws: PNGError.pixelDataSizeMismatch(width: 2, height: 2, byteCount: 15)) { try PNGEncoder().encode(pixmap) }
        #expect(PNGError.pixelDataSizeMismatch(width: 2, height: 2, byteCount: 15).description.contains("16"))
    }

    @Test("pixelsPerMeter of 0 or over 4 294 967 295 is refused, naming the value")
    func badPixelsPerMeter() {
        let pixmap = Pixmap(width: 1, height: 1)
        #expect(throws: PNGError.invalidPixelsPerMeter(0)) { try PNGEncoder(pixelsPerMeter: 0).encode(pixmap) }
        #expect(throws: PNGError.invalidPixelsPerMeter(1 << 32)) { try PNGEncoder(pixelsPerMeter: 1 << 32).encode(pixmap) }
        #expect(PNGError.invalidPixelsPerMeter(0).description.contains("is 0"))
    }
}
