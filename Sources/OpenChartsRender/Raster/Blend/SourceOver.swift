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
    ///
    /// Without a mask, coverage is read eight pixels at a time: eight full ones (the
    /// inside of a shape) blend one precomputed source, or store it when the colour is
    /// opaque, and eight empty ones are skipped. A partly covered pixel takes the colour's
    /// word at its coverage from `words` (``CoverageWords/table(for:)`` of `color`).
    /// - Complexity: O(columns).
    static func blendSolid(_ color: PremultipliedColor, words: UnsafeMutablePointer<UInt64>,
                           into row: UnsafeMutablePointer<UInt8>, columns: Range<Int>,
                           coverage: UnsafePointer<UInt8>, mask: UnsafePointer<UInt8>?) {
        let pixels = UnsafeMutableRawPointer(row)
        if let mask {
            for x in columns {
                let c = divide255(UInt32(coverage[x]) * UInt32(mask[x]))
                if c != 0 { CoverageWords.source(c, of: color, in: words).blend(pixels, at: x) }
            }
            return
        }
        let full = PackedSource(color, coverage: 255)
        var x = columns.lowerBound
        let end = columns.upperBound
        while x < end {
            let stop = min(x + 8, end)
            if stop - x == 8 {
                let eight = UnsafeRawPointer(coverage + x).loadUnaligned(as: UInt64.self)
                if eight == 0 {
                    x = stop
                    continue
                }
                if eight == ~0 {
                    full.blend(pixels, columns: x..<stop)
                    x = stop
                    continue
                }
            }
            for i in x..<stop {
                let c = UInt32(coverage[i])
                if c == 255 {
                    full.blend(pixels, at: i)
                } else if c != 0 {
                    CoverageWords.source(c, of: color, in: words).blend(pixels, at: i)
                }
            }
            x = stop
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

/// A colour at one coverage, ready to blend onto whole pixels at once: its premultiplied
/// channels times the coverage as one little-endian word (R in the low byte), and
/// `255 − α` for the destination. Blending it gives the same bytes as
/// ``SourceOver/blend(_:_:_:_:_:coverage:)``: the destination's four channels are scaled
/// two at a time in 16-bit lanes, each rounded exactly as ``SourceOver/divide255(_:)``.
struct PackedSource {
    /// The colour times the coverage, R | G << 8 | B << 16 | A << 24.
    let word: UInt32
    /// 255 minus the word's alpha.
    let inverse: UInt32

    /// `color` at coverage `c` (0–255).
    @inline(__always)
    init(_ color: PremultipliedColor, coverage c: UInt32) {
        let (r, g, b, a) = (UInt32(color.r), UInt32(color.g), UInt32(color.b), UInt32(color.a))
        if c == 255 {
            word = r | g << 8 | b << 16 | a << 24
            inverse = 255 - a
        } else {
            let sa = SourceOver.divide255(a * c)
            word = SourceOver.divide255(r * c) | SourceOver.divide255(g * c) << 8 | SourceOver.divide255(b * c) << 16
                | sa << 24
            inverse = 255 - sa
        }
    }

    /// A source worked out before: `word` as ``word`` holds it.
    @inline(__always)
    init(word: UInt32) {
        self.word = word
        inverse = 255 - word >> 24
    }

    /// Whether blending leaves the destination as it is.
    var isInvisible: Bool { inverse == 255 }
    /// Whether blending replaces the destination.
    var isOpaque: Bool { inverse == 0 }

    /// `source + destination · inverse / 255` per channel, rounded; channels never carry
    /// into each other because premultiplied colour never exceeds alpha.
    @inline(__always)
    func over(_ destination: UInt32) -> UInt32 {
        var rb = (destination & 0x00FF_00FF) &* inverse &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        var ga = ((destination >> 8) & 0x00FF_00FF) &* inverse &+ 0x0080_0080
        ga = (ga &+ ((ga >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
        return word &+ (rb | ga)
    }

    /// Blends onto the pixel `index` pixels past `pixels`.
    @inline(__always)
    func blend(_ pixels: UnsafeMutableRawPointer, at index: Int) {
        let offset = 4 * index
        if isOpaque { return pixels.storeBytes(of: word.littleEndian, toByteOffset: offset, as: UInt32.self) }
        let destination = UInt32(littleEndian: pixels.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
        pixels.storeBytes(of: over(destination).littleEndian, toByteOffset: offset, as: UInt32.self)
    }

    /// Blends onto pixels `columns` of `row`: four at a time (a vector store, or a
    /// ``QuadBlend``), then the rest one by one.
    @inline(__always)
    func blend(_ row: UnsafeMutableRawPointer, columns: Range<Int>) {
        if isOpaque { return QuadBlend.fill(row, columns: columns, with: word) }
        guard !isInvisible else { return }
        var x = columns.lowerBound
        let end = columns.upperBound
        if end - x >= 4 {
            let four = QuadBlend.lanes((word, word, word, word))
            while x + 4 <= end {
                QuadBlend.blend(row + 4 * x, source: four.source, inverse: four.inverse)
                x += 4
            }
        }
        while x < end {
            blend(row, at: x)
            x += 1
        }
    }
}
