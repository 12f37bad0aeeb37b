/// Source-over on four pixels at once: each pixel's R, G, B, A as two 16-bit lanes,
/// (R | G << 8) and (B | A << 8), as they lie in memory (little-endian), so one vector
/// pass blends what ``PackedSource/blend(_:at:)`` blends one pixel at a time, to the byte.
enum QuadBlend {
    typealias Lanes = SIMD8<UInt16>

    /// The lanes of four ``PackedSource`` words: their colours, and each pixel's
    /// `255 − α` in both of its lanes.
    @inline(__always)
    static func lanes(_ words: (UInt32, UInt32, UInt32, UInt32)) -> (source: Lanes, inverse: Lanes) {
        @inline(__always) func low(_ w: UInt32) -> UInt16 { UInt16(truncatingIfNeeded: w) }
        @inline(__always) func high(_ w: UInt32) -> UInt16 { UInt16(truncatingIfNeeded: w >> 16) }
        @inline(__always) func inverse(_ w: UInt32) -> UInt16 { 255 - UInt16(truncatingIfNeeded: w >> 24) }
        let (a, b, c, d) = words
        return (Lanes(low(a), high(a), low(b), high(b), low(c), high(c), low(d), high(d)),
                Lanes(inverse(a), inverse(a), inverse(b), inverse(b), inverse(c), inverse(c), inverse(d), inverse(d)))
    }

    /// Blends `source` with `255 − α` `inverse` onto the four pixels at `pixels`: per
    /// channel `source + d · inverse / 255`, rounded as ``SourceOver/divide255(_:)``.
    /// A lane's two channels are scaled apart (low bytes, then high bytes) and never carry
    /// into each other: `d · inverse + 128` plus its high byte stays under 2¹⁶, and a
    /// premultiplied channel never exceeds its alpha. A pixel with no colour and inverse
    /// 255 is left as it is (`d · 255 / 255` rounds back to `d`).
    @inline(__always)
    static func blend(_ pixels: UnsafeMutableRawPointer, source: Lanes, inverse: Lanes) {
        let destination = pixels.loadUnaligned(as: Lanes.self)
        var low = (destination & 0xFF) &* inverse &+ 0x80
        low = (low &+ (low &>> 8)) &>> 8
        var high = (destination &>> 8) &* inverse &+ 0x80
        high = (high &+ (high &>> 8)) & 0xFF00
        pixels.storeBytes(of: (low | high) &+ source, as: Lanes.self)
    }

    /// Replaces the four pixels at `pixels` with `source` (all opaque).
    @inline(__always)
    static func store(_ pixels: UnsafeMutableRawPointer, source: Lanes) {
        pixels.storeBytes(of: source, as: Lanes.self)
    }

    /// Writes `word` (R in the low byte, as ``PackedSource/word`` holds it) to pixels
    /// `columns` of `row`, stepping a pointer eight pixels (two vector stores) at a time:
    /// a loop that keeps no index pays no overflow checks.
    /// - Complexity: O(columns).
    @inline(__always)
    static func fill(_ row: UnsafeMutableRawPointer, columns: Range<Int>, with word: UInt32) {
        let word = word.littleEndian
        var p = row + 4 * columns.lowerBound
        let end = row + 4 * columns.upperBound
        let four = SIMD4<UInt32>(repeating: word)
        while p + 32 <= end {
            p.storeBytes(of: four, as: SIMD4<UInt32>.self)
            (p + 16).storeBytes(of: four, as: SIMD4<UInt32>.self)
            p += 32
        }
        if p + 16 <= end {
            p.storeBytes(of: four, as: SIMD4<UInt32>.self)
            p += 16
        }
        while p < end {
            p.storeBytes(of: word, as: UInt32.self)
            p += 4
        }
    }
}
