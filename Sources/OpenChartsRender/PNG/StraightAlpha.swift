/// Premultiplied to straight alpha, rounding to nearest as ``Pixmap/pixel(x:y:)`` does, so an
/// opaque pixel keeps its exact bytes.
enum StraightAlpha {
    /// `rgba` packs R, G, B, A in bits 0, 8, 16, 24.
    @inline(__always)
    static func rgba(fromPremultiplied rgba: UInt32) -> UInt32 {
        let a = rgba >> 24
        if a == 255 { return rgba }
        if a == 0 { return 0 }
        // One division for the pixel, not one per channel: (n · m) >> 32 with m = ⌊2³²/a⌋ + 1
        // is ⌊n / a⌋ exactly for every n < 2¹⁶ (the error stays below 2⁻¹⁶ < 1/a).
        return Self.rgba(fromPremultiplied: rgba, reciprocal: (UInt64(1) << 32) / UInt64(a) + 1)
    }

    /// ``rgba(fromPremultiplied:)`` for 0 < alpha < 255 with `m` = ⌊2³²/alpha⌋ + 1 given.
    @inline(__always)
    private static func rgba(fromPremultiplied rgba: UInt32, reciprocal m: UInt64) -> UInt32 {
        let a = rgba >> 24
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            let n = UInt64(((rgba >> shift) & 0xFF) * 255 + a / 2)
            return min(255, UInt32(truncatingIfNeeded: (n &* m) >> 32)) << shift
        }
        return channel(0) | channel(8) | channel(16) | a << 24
    }
}

extension StraightAlpha {
    /// One row of premultiplied pixels as straight RGBA (RGB rows: ``rgbRow(_:count:into:)``).
    ///
    /// Chart rows are mostly transparent background and opaque fills, which need no division:
    /// four pixels at a time that are all transparent or all opaque are stored as they are.
    /// With `above` (the row above's premultiplied pixels and its straight RGBA bytes, as this
    /// function wrote them), four translucent pixels that equal the four above are copied from
    /// there: the anti-aliased edges of vertical bars and rules repeat down the rows.
    /// With `cache` (``cacheSize`` entries, zeros at first, kept from row to row by the caller),
    /// translucent pixels' conversions are remembered in a small table keyed by a hash of the
    /// pixel: an anti-aliased line's edge has a few hundred colours, met again row after row.
    /// - Complexity: O(n) for n pixels.
    static func row(
        _ pixels: UnsafePointer<UInt32>, count: Int, into output: UnsafeMutablePointer<UInt8>,
        above: (pixels: UnsafePointer<UInt32>, straight: UnsafePointer<UInt8>)? = nil,
        cache: UnsafeMutablePointer<UInt64>? = nil
    ) {
        var out = UnsafeMutableRawPointer(output)
        // m = ⌊2³²/a⌋ + 1 per alpha from a table: a 64-bit division costs more than the rest.
        reciprocals.withUnsafeBufferPointer { m in
        var x = 0
        var lastPixel: UInt32 = 0, lastStraight: UInt32 = 0
        /// A translucent pixel, as the one before it when they are equal (anti-aliased fills).
        @inline(__always) func straight(_ pixel: UInt32) -> UInt32 {
            if pixel != lastPixel {
                lastPixel = pixel
                let rgba = UInt32(littleEndian: pixel), a = Int(rgba >> 24)
                if a == 255 || a == 0 {
                    lastStraight = a == 255 ? rgba : 0
                } else if let cache {
                    // An entry is the pixel (high half) and its conversion; a zero entry never
                    // matches, as a translucent pixel is not zero.
                    let slot = Int((pixel &* 0x9E37_79B1) >> UInt32(32 - Self.cacheBits))
                    let entry = cache[slot]
                    if UInt32(truncatingIfNeeded: entry >> 32) == pixel {
                        lastStraight = UInt32(truncatingIfNeeded: entry)
                    } else {
                        lastStraight = Self.rgba(fromPremultiplied: rgba, reciprocal: m[a])
                        cache[slot] = UInt64(pixel) << 32 | UInt64(lastStraight)
                    }
                } else {
                    lastStraight = Self.rgba(fromPremultiplied: rgba, reciprocal: m[a])
                }
            }
            return lastStraight
        }
        // Four pixels are read as two 64-bit words; tested on the words' alpha bytes (scalar
        // masks: SIMD4 comparisons compiled to a dozen instructions here).
        let alphaMask = UInt64(0xFF00_0000_FF00_0000)
        let source = UnsafeRawPointer(pixels)
        let abovePixels = above.map { UnsafeRawPointer($0.pixels) }
        let aboveStraight = above.map { UnsafeRawPointer($0.straight) }
        // A constant for the closure below to capture (a captured `var` is checked for
        // exclusive access on every call).
        let rowOut = out
        /// Pixels x ..< x + 4, read as the two words `first` and `second`.
        @inline(__always) func four(_ x: Int, _ first: UInt64, _ second: UInt64) {
            let (a, b) = (UInt64(littleEndian: first), UInt64(littleEndian: second))
            let out = rowOut + 4 * x
            if a & b & alphaMask == alphaMask {
                out.storeBytes(of: first, as: UInt64.self)
                out.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
            } else if (a | b) & alphaMask == 0 {
                // Transparent premultiplied pixels are zero already, except in malformed data.
                out.storeBytes(of: 0, as: UInt64.self)
                out.storeBytes(of: 0, toByteOffset: 8, as: UInt64.self)
            } else if let abovePixels, let aboveStraight,
                      (abovePixels.loadUnaligned(fromByteOffset: 4 * x, as: UInt64.self) ^ first)
                        | (abovePixels.loadUnaligned(fromByteOffset: 4 * x + 8, as: UInt64.self) ^ second) == 0 {
                out.storeBytes(of: aboveStraight.loadUnaligned(fromByteOffset: 4 * x, as: UInt64.self), as: UInt64.self)
                out.storeBytes(of: aboveStraight.loadUnaligned(fromByteOffset: 4 * x + 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
            } else {
                for k in 0..<4 {
                    out.storeBytes(of: straight(pixels[x + k]).littleEndian, toByteOffset: 4 * k, as: UInt32.self)
                }
            }
        }
        // Eight pixels a step while they are all opaque or all transparent (most of a chart
        // row), else four at a time as above.
        while x + 8 <= count {
            let w0 = source.loadUnaligned(fromByteOffset: 4 * x, as: UInt64.self)
            let w1 = source.loadUnaligned(fromByteOffset: 4 * x + 8, as: UInt64.self)
            let w2 = source.loadUnaligned(fromByteOffset: 4 * x + 16, as: UInt64.self)
            let w3 = source.loadUnaligned(fromByteOffset: 4 * x + 24, as: UInt64.self)
            let all = UInt64(littleEndian: w0 & w1 & w2 & w3), any = UInt64(littleEndian: w0 | w1 | w2 | w3)
            let o = rowOut + 4 * x
            if all & alphaMask == alphaMask {
                o.storeBytes(of: w0, as: UInt64.self)
                o.storeBytes(of: w1, toByteOffset: 8, as: UInt64.self)
                o.storeBytes(of: w2, toByteOffset: 16, as: UInt64.self)
                o.storeBytes(of: w3, toByteOffset: 24, as: UInt64.self)
            } else if any & alphaMask == 0 {
                o.storeBytes(of: 0, as: UInt64.self)
                o.storeBytes(of: 0, toByteOffset: 8, as: UInt64.self)
                o.storeBytes(of: 0, toByteOffset: 16, as: UInt64.self)
                o.storeBytes(of: 0, toByteOffset: 24, as: UInt64.self)
            } else {
                four(x, w0, w1)
                four(x + 4, w2, w3)
            }
            x += 8
        }
        if x + 4 <= count {
            four(x, source.loadUnaligned(fromByteOffset: 4 * x, as: UInt64.self),
                 source.loadUnaligned(fromByteOffset: 4 * x + 8, as: UInt64.self))
            x += 4
        }
        out = rowOut + 4 * x
        while x < count {
            out.storeBytes(of: straight(pixels[x]).littleEndian, as: UInt32.self)
            out += 4
            x += 1
        }
        }
    }

    /// Opaque pixels as RGB: each pixel's alpha byte dropped (an opaque pixel's premultiplied
    /// bytes are its straight bytes). Returns the bitwise AND of the pixels, whose alpha byte
    /// is 255 exactly when they are all opaque: the encoder writes RGB before it knows that
    /// every pixel is opaque, and tests the pixels as it converts them.
    ///
    /// Each pixel is stored whole, four bytes at 3x, and the next pixel's store overwrites its
    /// alpha byte; only the last pixel is stored as its three bytes, so nothing is written past
    /// `3 · count` bytes. A load, an AND and a store a pixel: packing eight pixels into three
    /// words with shifts and masks took nearly twice the instructions, and byte stores of each
    /// channel three times (measured on pie_6's white frame). Not inlined: inlined into the
    /// encoder's row loop, the encode took 1.3% more instructions on the same frame.
    ///
    /// With `spareByte`, the byte after the output may be overwritten too (with the last
    /// pixel's alpha), and eight pixels at a time are stored up to the end: a changed stretch
    /// of a row that is followed by more of the row is often eight pixels.
    /// - Complexity: O(n) for n pixels.
    @discardableResult @inline(never)
    static func rgbRow(_ pixels: UnsafePointer<UInt32>, count: Int, into output: UnsafeMutablePointer<UInt8>, spareByte: Bool = false) -> UInt32 {
        let out = UnsafeMutableRawPointer(output)
        var pixelAND = UInt32.max
        guard count > 0 else { return pixelAND }
        var x = 0
        // Pixels x ..< x + 8, all followed by another pixel of the row (or the spare byte).
        let end = spareByte ? count + 1 : count
        while x + 8 < end {
            let (p0, p1, p2, p3) = (pixels[x], pixels[x + 1], pixels[x + 2], pixels[x + 3])
            let (p4, p5, p6, p7) = (pixels[x + 4], pixels[x + 5], pixels[x + 6], pixels[x + 7])
            pixelAND &= p0 & p1 & p2 & p3 & p4 & p5 & p6 & p7
            let o = out + 3 * x
            o.storeBytes(of: p0, as: UInt32.self)
            o.storeBytes(of: p1, toByteOffset: 3, as: UInt32.self)
            o.storeBytes(of: p2, toByteOffset: 6, as: UInt32.self)
            o.storeBytes(of: p3, toByteOffset: 9, as: UInt32.self)
            o.storeBytes(of: p4, toByteOffset: 12, as: UInt32.self)
            o.storeBytes(of: p5, toByteOffset: 15, as: UInt32.self)
            o.storeBytes(of: p6, toByteOffset: 18, as: UInt32.self)
            o.storeBytes(of: p7, toByteOffset: 21, as: UInt32.self)
            x += 8
        }
        while x + 1 < end {
            pixelAND &= pixels[x]
            out.storeBytes(of: pixels[x], toByteOffset: 3 * x, as: UInt32.self)
            x += 1
        }
        guard x < count else { return pixelAND }
        // The last pixel: R and G as one 16-bit store, then B.
        let last = pixels[x]
        pixelAND &= last
        let rgba = UInt32(littleEndian: last)
        out.storeBytes(of: UInt16(truncatingIfNeeded: rgba).littleEndian, toByteOffset: 3 * x, as: UInt16.self)
        out.storeBytes(of: UInt8(truncatingIfNeeded: rgba >> 16), toByteOffset: 3 * x + 2, as: UInt8.self)
        return pixelAND
    }

    /// Entries of the conversion cache ``row(_:count:into:above:cache:)`` takes.
    static let cacheSize = 1 << cacheBits
    private static let cacheBits = 10

    /// ⌊2³²/a⌋ + 1 for each alpha a (0 for a = 0, unused).
    private static let reciprocals: [UInt64] = (0..<256).map { $0 == 0 ? 0 : (UInt64(1) << 32) / UInt64($0) + 1 }
}
