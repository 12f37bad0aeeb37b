/// Adler-32 (RFC 1950 §8.2), the checksum at the end of a zlib stream.
///
/// Thirty-two bytes a step in vector lanes, as zlib's and Chromium's `adler32_simd` do: for
/// n bytes xⱼ after (a, b), a grows by Σ xⱼ and b by n·a + Σ (n − j) xⱼ. Sixteen 16-bit
/// lanes (each byte position's even and odd bytes, split by a mask and a shift) add up each
/// position's bytes over up to ``vectorBlocks`` blocks of 32, and a further lane vector adds
/// up, block by block, the sums of the blocks before; the weights (32 − i for position i, 32
/// per block left) are applied once, when the lanes are added up. Shorter input is summed
/// eight bytes at a time within one 64-bit word: the bytes at even and odd positions are
/// split into four 16-bit lanes each, and one multiplication by a constant adds up the
/// lanes (for `a`) or weighs each by its distance from the word's end (for `b`) into the top
/// lane. Runs of zeros (64 bytes from a block's start on) only add to `b`, once a run. Sums
/// are 64-bit, so the modulo runs only when they grow large (``Sums``).
/// Check value: `"123456789"` → `0x091E01DE`.
enum Adler32 {
    private static let modulus: UInt32 = 65521
    /// Bytes summed between tests for a reduction (see ``Sums``).
    private static let maxRun = 1 << 20
    /// Blocks of 32 bytes summed in lanes before the lanes are added up: a lane of
    /// ``blocks(_:count:a:b:)``'s running sums holds at most 4 · 255 · n(n − 1)/2 (28 560 for
    /// n = 8), under 2¹⁶.
    private static let vectorBlocks = 8

    /// The Adler-32 of `bytes`, continuing from `adler` (1 to start).
    /// - Complexity: O(n).
    static func checksum(_ bytes: UnsafeRawBufferPointer, continuing adler: UInt32 = 1) -> UInt32 {
        var sums = Sums(adler)
        sums.add(bytes)
        return sums.value
    }

    /// Adler-32's two sums while bytes are added piece by piece, reduced modulo 65521 only
    /// when they grow large, not after every piece: the encoder adds a row's changed
    /// stretches and zero runs one by one, thousands of pieces a frame.
    struct Sums {
        /// The sums, congruent to Adler-32's a and b; a < 2³¹ and b < 2⁶¹ between calls.
        private var a: UInt64
        private var b: UInt64

        /// The sums of the Adler-32 `adler` (1 for no bytes).
        init(_ adler: UInt32 = 1) {
            (a, b) = (UInt64(adler & 0xFFFF), UInt64(adler >> 16))
        }

        /// The Adler-32 of the bytes added.
        var value: UInt32 {
            UInt32(b % UInt64(modulus)) << 16 | UInt32(a % UInt64(modulus))
        }

        /// Adds one byte (a row's filter type).
        @inline(__always)
        mutating func add(byte: UInt8) {
            a += UInt64(byte)
            b += a
            reduceIfLarge()
        }

        /// Adds `count` zero bytes: they leave a as it is and add a to b once each.
        @inline(__always)
        mutating func add(zeros count: Int) {
            b += UInt64(count % Int(modulus)) * a  // below 2¹⁶ · 2³¹
            reduceIfLarge()
        }

        @inline(__always)
        private mutating func reduceIfLarge() {
            if a >= 1 << 31 || b >= 1 << 61 {
                a %= UInt64(modulus)
                b %= UInt64(modulus)
            }
        }

        /// Adds `bytes`.
        /// - Complexity: O(n).
        mutating func add(_ bytes: UnsafeRawBufferPointer) {
            guard var p = bytes.baseAddress else { return }
            var remaining = bytes.count
            let evenBytes: UInt64 = 0x00FF_00FF_00FF_00FF
            while remaining > 0 {
                // Each run adds under 2²⁸ to a and 2²⁰ · (2³¹ + 2²⁸) to b.
                var run = min(remaining, maxRun)
                remaining -= run
                while run >= 32 {
                    // A zero run (filtered rows that repeat the row above) is tested 64 bytes a
                    // step, at the start of each group of blocks only.
                    if run >= 64 && isZero64(p) {
                        var zeros = 64
                        p += 64
                        run -= 64
                        while run >= 64 && isZero64(p) {
                            zeros += 64
                            p += 64
                            run -= 64
                        }
                        b += UInt64(zeros) * a
                        continue
                    }
                    let count = blocks(p, upTo: min(run / 32, vectorBlocks), a: &a, b: &b)
                    p += 32 * count
                    run -= 32 * count
                }
                while run >= 8 {
                    // Bytes x0 ... x7 in stream order: a += Σ xᵢ, b += 8a + Σ (8 − i) xᵢ.
                    let w = UInt64(littleEndian: p.loadUnaligned(as: UInt64.self))
                    let even = w & evenBytes, odd = (w >> 8) & evenBytes  // x0, x2, x4, x6 and x1, x3, x5, x7
                    b += 8 * a
                    if w != 0 {
                        b += (even &* 0x0008_0006_0004_0002) >> 48 + (odd &* 0x0007_0005_0003_0001) >> 48
                        a += ((even &+ odd) &* 0x0001_0001_0001_0001) >> 48
                    }
                    p += 8
                    run -= 8
                }
                while run > 0 {
                    a += UInt64(p.load(as: UInt8.self))
                    b += a
                    p += 1
                    run -= 1
                }
                reduceIfLarge()
            }
        }
    }

    private typealias Lane = SIMD8<UInt16>

    /// Adds blocks of 32 bytes at `p` to the unreduced sums: `limit` (1 ... ``vectorBlocks``)
    /// of them, or fewer, up to a zero block after the first (which may start a zero run).
    /// Returns the number of blocks added.
    @inline(__always)
    private static func blocks(_ p: UnsafeRawPointer, upTo limit: Int, a: inout UInt64, b: inout UInt64) -> Int {
        // Per byte position within a block: the sum of its bytes (positions 0, 2 ... 14 in
        // `even0`, 1, 3 ... 15 in `odd0`, 16 ... 31 in `even1` and `odd1`); `before` adds, at
        // each block, the sums of the blocks before it, so that it ends as Σₖ (n − 1 − k) sₖ.
        var even0 = Lane(), odd0 = Lane(), even1 = Lane(), odd1 = Lane(), before = Lane()
        var count = 0
        while count < limit {
            let w0 = p.loadUnaligned(fromByteOffset: 32 * count, as: Lane.self)
            let w1 = p.loadUnaligned(fromByteOffset: 32 * count + 16, as: Lane.self)
            if count > 0 && isZero(w0 | w1) { break }
            before &+= (even0 &+ odd0) &+ (even1 &+ odd1)
            even0 &+= w0 & 0xFF
            odd0 &+= w0 &>> 8
            even1 &+= w1 & 0xFF
            odd1 &+= w1 &>> 8
            count += 1
        }
        // Byte i of a block is added to b 32 − i times within it, and 32 times for each block
        // after it. A weighted lane is at most 255 · 8 · 32, under 2¹⁶.
        let weighted = widened(even0 &* Lane(32, 30, 28, 26, 24, 22, 20, 18)) &+ widened(odd0 &* Lane(31, 29, 27, 25, 23, 21, 19, 17))
            &+ widened(even1 &* Lane(16, 14, 12, 10, 8, 6, 4, 2)) &+ widened(odd1 &* Lane(15, 13, 11, 9, 7, 5, 3, 1))
            &+ widened(before) &<< 5
        b += 32 * UInt64(count) * a + total(weighted)
        a += total(widened((even0 &+ odd0) &+ (even1 &+ odd1)))
        return count
    }

    @inline(__always)
    private static func isZero(_ v: Lane) -> Bool {
        let words = unsafeBitCast(v, to: SIMD2<UInt64>.self)
        return words[0] | words[1] == 0
    }

    /// The 16-bit lanes' pairwise sums, in 32-bit lanes (a mask and a shift: the standard
    /// library's widening conversions compile to calls here).
    @inline(__always)
    private static func widened(_ v: Lane) -> SIMD4<UInt32> {
        let words = unsafeBitCast(v, to: SIMD4<UInt32>.self)
        return (words & 0xFFFF) &+ (words &>> 16)
    }

    /// The sum of four 32-bit lanes (each below 2³⁰).
    @inline(__always)
    private static func total(_ v: SIMD4<UInt32>) -> UInt64 {
        let pairs = unsafeBitCast(v, to: SIMD2<UInt64>.self)
        let sums = (pairs & 0xFFFF_FFFF) &+ (pairs &>> 32)
        return sums[0] + sums[1]
    }

    /// The 64 bytes at `p` are zero.
    @inline(__always)
    private static func isZero64(_ p: UnsafeRawPointer) -> Bool {
        @inline(__always) func chunk(_ offset: Int) -> SIMD16<UInt8> { p.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self) }
        let words = unsafeBitCast(chunk(0) | chunk(16) | chunk(32) | chunk(48), to: SIMD2<UInt64>.self)
        return words[0] | words[1] == 0
    }

    /// The Adler-32 of byte sequences one after another, from each one's Adler-32 and length
    /// (the parts of a stream deflated apart).
    static func combine(_ parts: [(adler: UInt32, length: Int)]) -> UInt32 {
        parts.dropFirst().reduce(parts.first?.adler ?? 1) { combine($0, $1.adler, secondLength: $1.length) }
    }

    /// The Adler-32 of two byte sequences one after the other, from the Adler-32 of each and
    /// the length of the second (zlib's adler32_combine).
    static func combine(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
        let m = UInt64(modulus)
        let remainder = UInt64(secondLength % Int(modulus))
        let a1 = UInt64(first & 0xFFFF), b1 = UInt64(first >> 16)
        let a2 = UInt64(second & 0xFFFF), b2 = UInt64(second >> 16)
        // a = a1 + a2 − 1; b = b1 + b2 + n·a1 − n (the second's sums started from a = 1, not a1).
        let a = (a1 + a2 + m - 1) % m
        let b = (b1 + b2 + remainder * a1 % m + m - remainder) % m
        return UInt32(b) << 16 | UInt32(a)
    }

    /// The Adler-32 of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { checksum($0) }
    }
}
