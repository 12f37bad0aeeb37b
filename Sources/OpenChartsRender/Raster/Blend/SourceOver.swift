/// Porter–Duff source-over on premultiplied RGBA8: `dst = src·c + dst·(1 − srcα·c)`,
/// with `c` the coverage times the clip mask, all products rounded exactly to 8 bits.
enum SourceOver {
    /// `x / 255` rounded to nearest, exact for `x ≤ 255 · 255`.
    @inline(__always)
    static func divide255(_ x: UInt32) -> UInt32 {
        let y = x + 128
        return (y + (y >> 8)) >> 8
    }

    /// Coverage at column `x`, times the mask when there is one.
    @inline(__always)
    static func coverage(_ coverage: UnsafePointer<UInt8>, _ mask: UnsafePointer<UInt8>?, _ x: Int) -> UInt32 {
        let c = UInt32(coverage[x])
        guard let mask else { return c }
        return divide255(c * UInt32(mask[x]))
    }

    /// Blends `source` (premultiplied) at coverage `c` into the pixel at `pixel`.
    @inline(__always)
    static func blend(_ pixel: UnsafeMutablePointer<UInt8>, _ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32,
                      coverage c: UInt32) {
        if c == 255 && a == 255 {
            pixel[0] = UInt8(truncatingIfNeeded: r)
            pixel[1] = UInt8(truncatingIfNeeded: g)
            pixel[2] = UInt8(truncatingIfNeeded: b)
            pixel[3] = 255
            return
        }
        let sa = c == 255 ? a : divide255(a * c)
        // Premultiplied colour never exceeds alpha, so nothing is added when alpha is 0.
        guard sa > 0 else { return }
        let inverse = 255 - sa
        let sr = c == 255 ? r : divide255(r * c)
        let sg = c == 255 ? g : divide255(g * c)
        let sb = c == 255 ? b : divide255(b * c)
        pixel[0] = UInt8(truncatingIfNeeded: sr + divide255(UInt32(pixel[0]) * inverse))
        pixel[1] = UInt8(truncatingIfNeeded: sg + divide255(UInt32(pixel[1]) * inverse))
        pixel[2] = UInt8(truncatingIfNeeded: sb + divide255(UInt32(pixel[2]) * inverse))
        pixel[3] = UInt8(truncatingIfNeeded: sa + divide255(UInt32(pixel[3]) * inverse))
    }

    /// Blends one colour into a row (`row` points at column 0, 4 bytes per pixel).
    /// - Complexity: O(columns).
    static func blendSolid(_ color: PremultipliedColor, into row: UnsafeMutablePointer<UInt8>, columns: Range<Int>,
                           coverage: UnsafePointer<UInt8>, mask: UnsafePointer<UInt8>?) {
        let (r, g, b, a) = (UInt32(color.r), UInt32(color.g), UInt32(color.b), UInt32(color.a))
        if mask == nil && a == 255 {
            // An opaque colour without a clip (bars, areas, text): full coverage, most of a
            // shape's pixels, stores the pixel as one word.
            let word = (r | g << 8 | b << 16 | 255 << 24).littleEndian
            let pixels = UnsafeMutableRawPointer(row)
            for x in columns {
                let c = UInt32(coverage[x])
                if c == 255 {
                    pixels.storeBytes(of: word, toByteOffset: 4 * x, as: UInt32.self)
                } else if c != 0 {
                    blend(row + 4 * x, r, g, b, a, coverage: c)
                }
            }
            return
        }
        for x in columns {
            let c = SourceOver.coverage(coverage, mask, x)
            if c == 0 { continue }
            blend(row + 4 * x, r, g, b, a, coverage: c)
        }
    }

    /// Blends a row of colours (`source`, indexed by column like `row`) into a row.
    /// - Complexity: O(columns).
    static func blendRow(_ source: UnsafePointer<UInt8>, into row: UnsafeMutablePointer<UInt8>, columns: Range<Int>,
                         coverage: UnsafePointer<UInt8>, mask: UnsafePointer<UInt8>?) {
        for x in columns {
            let c = SourceOver.coverage(coverage, mask, x)
            if c == 0 { continue }
            let s = source + 4 * x
            blend(row + 4 * x, UInt32(s[0]), UInt32(s[1]), UInt32(s[2]), UInt32(s[3]), coverage: c)
        }
    }

    /// Composites a row of a layer onto a row at opacity `opacity` (0–255).
    /// - Complexity: O(columns).
    static func composite(_ layer: UnsafePointer<UInt8>, onto row: UnsafeMutablePointer<UInt8>, columns: Range<Int>,
                          opacity: UInt32) {
        for x in columns {
            let s = layer + 4 * x
            if s[3] == 0 && s[0] == 0 && s[1] == 0 && s[2] == 0 { continue }
            blend(row + 4 * x, UInt32(s[0]), UInt32(s[1]), UInt32(s[2]), UInt32(s[3]), coverage: opacity)
        }
    }
}
