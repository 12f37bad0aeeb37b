import Foundation

/// What the encoder needs to know about an image's colours before choosing a colour type:
/// whether any pixel is translucent, and its palette when it has at most 256 colours.
struct PNGColorAnalysis {
    /// Some pixel has alpha below 255.
    let hasTranslucency: Bool
    /// The image's colours when there are at most 256 of them, else nil.
    let palette: PNGPalette?

    /// Scans premultiplied RGBA pixels, rows of `width`, once; rows that repeat the row above
    /// are skipped, and the scan stops once the answer is known (translucent, over 256 colours).
    /// - Complexity: O(n) for n pixels.
    init(premultiplied pixels: UnsafeBufferPointer<UInt32>, width: Int) {
        var translucent = false
        var table = PNGColorTable()
        var overflowed = false
        var last: UInt32? = nil
        scan: for start in stride(from: 0, to: pixels.count, by: width) {
            let end = min(start + width, pixels.count)
            if start > 0, let base = pixels.baseAddress, end - start == width,
               memcmp(base + start, base + start - width, width * 4) == 0 { continue }
            for pixel in pixels[start..<end] {
                if pixel == last { continue }
                last = pixel
                // The alpha byte is the highest-addressed one: bits 24...31 when read little-endian.
                if UInt32(littleEndian: pixel) >> 24 != 255 { translucent = true }
                if !overflowed && table.index(of: pixel) == nil {
                    if table.count == 256 {
                        overflowed = true
                        if translucent { break scan }
                    } else {
                        table.insert(pixel)
                    }
                }
            }
        }
        hasTranslucency = translucent
        palette = overflowed ? nil : PNGPalette(premultipliedColors: table)
    }
}
