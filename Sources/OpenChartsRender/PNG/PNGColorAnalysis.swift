import Foundation

/// What the encoder needs to know about an image's colours before choosing a colour type:
/// whether any pixel is translucent, and its palette when it has at most 256 colours.
struct PNGColorAnalysis {
    /// Some pixel has alpha below 255: true or false, or nil when the scan stopped at the
    /// 257th colour with no translucent pixel before it. The encoder then writes RGB and tests
    /// the alpha of the rest as it converts the pixels, in parallel, rather than here before
    /// the parts start: the colours of a chart frame pass 256 within its first rows (pie_6's
    /// white frame at row 49 of 600), and scanning to the last row was 18% of its encode.
    let hasTranslucency: Bool?
    /// The image's colours when there are at most 256 of them, else nil.
    let palette: PNGPalette?

    /// Scans premultiplied RGBA pixels, rows of `width`, once; rows that repeat the row above
    /// are skipped, and the scan stops at the 257th colour.
    /// - Complexity: O(n) for n pixels.
    init(premultiplied pixels: UnsafeBufferPointer<UInt32>, width: Int) {
        var translucent = false
        var table = PNGColorTable()
        var overflowed = false
        guard let base = pixels.baseAddress, !pixels.isEmpty else {
            (hasTranslucency, palette) = (false, PNGPalette(premultipliedColors: table))
            return
        }
        // The pixel before, twice in a word; unlike the first pixel at the start.
        var last = ~base.pointee
        var lastPair = UInt64(last) &* 0x1_0000_0001
        let words = UnsafeRawPointer(base)
        scan: for start in stride(from: 0, to: pixels.count, by: width) {
            let end = min(start + width, pixels.count)
            if start > 0, end - start == width,
               memcmp(base + start, base + start - width, width * 4) == 0 { continue }
            var x = start
            while x < end {
                // Runs of one colour (fills, background) are passed over four pixels a step.
                if x + 4 <= end && words.loadUnaligned(fromByteOffset: 4 * x, as: UInt64.self) == lastPair
                    && words.loadUnaligned(fromByteOffset: 4 * x + 8, as: UInt64.self) == lastPair {
                    x += 4
                    // In a run, sixteen pixels a step (four vector loads ORed and tested once):
                    // tried only once four have matched, so changing pixels do not pay for it.
                    let pattern = unsafeBitCast(SIMD4<UInt32>(repeating: last), to: SIMD16<UInt8>.self)
                    @inline(__always) func differs(_ k: Int) -> SIMD16<UInt8> {
                        words.loadUnaligned(fromByteOffset: 4 * x + 16 * k, as: SIMD16<UInt8>.self) ^ pattern
                    }
                    while x + 16 <= end {
                        let any = unsafeBitCast(differs(0) | differs(1) | differs(2) | differs(3), to: SIMD2<UInt64>.self)
                        guard any[0] | any[1] == 0 else { break }
                        x += 16
                    }
                    continue
                }
                let pixel = base[x]
                x += 1
                if pixel == last { continue }
                last = pixel
                lastPair = UInt64(pixel) &* 0x1_0000_0001
                // The alpha byte is the highest-addressed one: bits 24...31 when read little-endian.
                if UInt32(littleEndian: pixel) >> 24 != 255 { translucent = true }
                if table.index(of: pixel) == nil {
                    if table.count == 256 {
                        overflowed = true
                        break scan
                    }
                    table.insert(pixel)
                }
            }
        }
        hasTranslucency = translucent ? true : overflowed ? nil : false
        palette = overflowed ? nil : PNGPalette(premultipliedColors: table)
    }
}
