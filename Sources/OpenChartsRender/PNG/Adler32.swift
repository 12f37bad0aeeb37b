/// Adler-32 (RFC 1950 §8.2), the checksum at the end of a zlib stream.
///
/// Eight bytes are summed at a time within one 64-bit word: the bytes at even and odd
/// positions are split into four 16-bit lanes each, and one multiplication by a constant
/// adds up the lanes (for `a`) or weighs each by its distance from the word's end (for `b`)
/// into the top lane; no lane can carry into the next (at most 255 × 20 per lane). Runs of
/// zero words (from a zero word on) only add to `b`, once a run, tested 64 bytes a step. Sums are 64-bit, so the modulo runs once
/// per ``maxRun`` bytes.
/// Check value: `"123456789"` → `0x091E01DE`.
enum Adler32 {
    private static let modulus: UInt32 = 65521
    /// Bytes summed between reductions: a stays below 2²⁹ and b below 2⁴⁹.
    private static let maxRun = 1 << 20

    /// The Adler-32 of `bytes`, continuing from `adler` (1 to start).
    /// - Complexity: O(n).
    static func checksum(_ bytes: UnsafeRawBufferPointer, continuing adler: UInt32 = 1) -> UInt32 {
        var a = UInt64(adler & 0xFFFF)
        var b = UInt64(adler >> 16)
        guard var p = bytes.baseAddress else { return adler }
        var remaining = bytes.count
        let evenBytes: UInt64 = 0x00FF_00FF_00FF_00FF
        @inline(__always) func word(_ offset: Int) -> UInt64 { p.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
        while remaining > 0 {
            let run = min(remaining, maxRun)
            remaining -= run
            var words = run / 8
            while words > 0 {
                let w = UInt64(littleEndian: word(0))
                // A zero word may start a run: tested 64 bytes a step from there, not at every
                // word (in noisy rows, a scatter plot's, that test was half the work).
                if w == 0 && words >= 8 && word(8) | word(16) | word(24) | word(32) | word(40) | word(48) | word(56) == 0 {
                    // The rest of the run in a tight loop, four vector loads a step; `b` once at its end.
                    var zeros = 64
                    p += 64
                    words -= 8
                    while words >= 8 && isZero64(p) {
                        zeros += 64
                        p += 64
                        words -= 8
                    }
                    b += UInt64(zeros) * a
                    continue
                }
                // Bytes x0 ... x7 in stream order: a += Σ xᵢ, b += 8a + Σ (8 − i) xᵢ.
                b += 8 * a
                if w != 0 {
                    let even = w & evenBytes, odd = (w >> 8) & evenBytes  // x0, x2, x4, x6 and x1, x3, x5, x7
                    b += (even &* 0x0008_0006_0004_0002) >> 48 + (odd &* 0x0007_0005_0003_0001) >> 48
                    a += ((even &+ odd) &* 0x0001_0001_0001_0001) >> 48
                }
                p += 8
                words -= 1
            }
            for _ in 0..<(run % 8) {
                a += UInt64(p.load(as: UInt8.self))
                b += a
                p += 1
            }
            a %= UInt64(modulus)
            b %= UInt64(modulus)
        }
        return UInt32(b) << 16 | UInt32(a)
    }

    /// The 64 bytes at `p` are zero.
    @inline(__always)
    private static func isZero64(_ p: UnsafeRawPointer) -> Bool {
        @inline(__always) func chunk(_ offset: Int) -> SIMD16<UInt8> { p.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self) }
        let words = unsafeBitCast(chunk(0) | chunk(16) | chunk(32) | chunk(48), to: SIMD2<UInt64>.self)
        return words[0] | words[1] == 0
    }

    /// The Adler-32 of `count` zero bytes following bytes whose Adler-32 is `adler`, in
    /// constant time: zeros leave `a` as it is and add `a` to `b` once each.
    static func checksum(zeros count: Int, continuing adler: UInt32) -> UInt32 {
        let a = UInt64(adler & 0xFFFF)
        let b = (UInt64(adler >> 16) + UInt64(count % Int(modulus)) * a) % UInt64(modulus)
        return UInt32(b) << 16 | UInt32(a)
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
