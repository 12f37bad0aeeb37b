/// Adler-32 (RFC 1950 §8.2), the checksum at the end of a zlib stream.
///
/// The modulo is deferred: 5552 bytes is the most that can be summed before `b` could
/// overflow 32 bits (zlib's NMAX), so the division runs once per 5552 bytes, not per byte.
/// Check value: `"123456789"` → `0x091E01DE`.
enum Adler32 {
    private static let modulus: UInt32 = 65521
    private static let maxRun = 5552

    /// The Adler-32 of `bytes`, continuing from `adler` (1 to start).
    /// - Complexity: O(n).
    static func checksum(_ bytes: UnsafeRawBufferPointer, continuing adler: UInt32 = 1) -> UInt32 {
        var a = adler & 0xFFFF
        var b = adler >> 16
        guard var p = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return adler }
        var remaining = bytes.count
        while remaining > 0 {
            let run = min(remaining, maxRun)
            remaining -= run
            var n = run
            while n >= 8 {
                a &+= UInt32(p[0]); b &+= a
                a &+= UInt32(p[1]); b &+= a
                a &+= UInt32(p[2]); b &+= a
                a &+= UInt32(p[3]); b &+= a
                a &+= UInt32(p[4]); b &+= a
                a &+= UInt32(p[5]); b &+= a
                a &+= UInt32(p[6]); b &+= a
                a &+= UInt32(p[7]); b &+= a
                p += 8
                n -= 8
            }
            while n > 0 {
                a &+= UInt32(p[0]); b &+= a
                p += 1
                n -= 1
            }
            a %= modulus
            b %= modulus
        }
        return b << 16 | a
    }

    /// The Adler-32 of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { checksum($0) }
    }
}
