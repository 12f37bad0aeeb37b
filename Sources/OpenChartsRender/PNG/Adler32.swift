/// Adler-32 (RFC 1950 §8.2), the checksum at the end of a zlib stream.
///
/// The modulo is deferred: 5552 bytes is the most that can be summed before `b` could
/// overflow 32 bits (zlib's NMAX), so the division runs once per 5552 bytes, not per byte.
/// Within a run, 16 bytes are summed at a time in vector lanes, and the position weights that
/// `b` needs are applied once at the end of the run.
/// Check value: `"123456789"` → `0x091E01DE`.
enum Adler32 {
    private static let modulus: UInt32 = 65521
    /// zlib's NMAX rounded down to whole 16-byte chunks (5552 = 347 × 16).
    private static let maxRun = 5552

    /// The Adler-32 of `bytes`, continuing from `adler` (1 to start).
    /// - Complexity: O(n).
    static func checksum(_ bytes: UnsafeRawBufferPointer, continuing adler: UInt32 = 1) -> UInt32 {
        var a = UInt64(adler & 0xFFFF)
        var b = UInt64(adler >> 16)
        guard var p = bytes.baseAddress else { return adler }
        var remaining = bytes.count
        let laneIndex = SIMD16<UInt32>(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
        while remaining > 0 {
            let run = min(remaining, maxRun)
            remaining -= run
            let chunks = run / 16
            // After k chunks: lanes1[i] = sum of byte i of each chunk; lanes2[i] = sum over
            // chunks of lanes1[i] before that chunk. Byte i of chunk k weighs 16(N − k) − i in b.
            var lanes1 = SIMD16<UInt32>(repeating: 0)
            var lanes2 = SIMD16<UInt32>(repeating: 0)
            // A chunk of zeros only adds lanes1 to lanes2: runs of them (most of a filtered
            // chart frame) are counted and added in one multiply.
            var zeroChunks: UInt32 = 0
            var k = 0
            while k < chunks {
                // Four chunks of zeros at a time while there are any.
                while k + 4 <= chunks && p.loadUnaligned(as: UInt64.self) | p.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                        | p.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | p.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                        | p.loadUnaligned(fromByteOffset: 32, as: UInt64.self) | p.loadUnaligned(fromByteOffset: 40, as: UInt64.self)
                        | p.loadUnaligned(fromByteOffset: 48, as: UInt64.self) | p.loadUnaligned(fromByteOffset: 56, as: UInt64.self) == 0 {
                    zeroChunks += 4
                    k += 4
                    p += 64
                }
                guard k < chunks else { break }
                k += 1
                if p.loadUnaligned(as: UInt64.self) | p.loadUnaligned(fromByteOffset: 8, as: UInt64.self) == 0 {
                    zeroChunks += 1
                } else {
                    lanes2 &+= lanes1 &* zeroChunks &+ lanes1
                    zeroChunks = 0
                    lanes1 &+= SIMD16<UInt32>(truncatingIfNeeded: p.loadUnaligned(as: SIMD16<UInt8>.self))
                }
                p += 16
            }
            lanes2 &+= lanes1 &* zeroChunks
            let n = UInt64(chunks)
            let sum1 = UInt64(lanes1.wrappedSum())
            b += 16 * n * a + 16 * (UInt64(lanes2.wrappedSum()) + sum1) - UInt64((lanes1 &* laneIndex).wrappedSum())
            a += sum1
            for _ in 0..<(run - chunks * 16) {
                a += UInt64(p.load(as: UInt8.self))
                b += a
                p += 1
            }
            a %= UInt64(modulus)
            b %= UInt64(modulus)
        }
        return UInt32(b) << 16 | UInt32(a)
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
