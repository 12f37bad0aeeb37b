import Foundation

/// The MD5 digest (RFC 1321), for the document's `/ID`: PDF asks for a digest of the
/// file's content there (§14.4), and a digest of the bytes keeps the output deterministic.
/// Not used for anything that needs security.
///
/// The 64 steps are written out with their constants, as in the RFC's reference code: a
/// table-driven loop took about 50 instructions a byte, a sixth of a large scatter plot's
/// PDF; written out, about 9.
enum MD5 {
    /// The 16-byte digest of `message`.
    /// - Complexity: O(n).
    static func digest(_ message: [UInt8]) -> [UInt8] {
        var state = State()
        message.withUnsafeBytes { bytes in
            let whole = bytes.count / 64 * 64
            var offset = 0
            while offset < whole {
                state.block(bytes.baseAddress! + offset)
                offset += 64
            }
            // The rest, the 0x80 marker, zeros up to 56 mod 64, and the length in bits.
            var tail = [UInt8](bytes[whole...])
            tail.append(0x80)
            while tail.count % 64 != 56 { tail.append(0) }
            let bitLength = UInt64(bytes.count) &* 8
            for shift in stride(from: 0, to: 64, by: 8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
            tail.withUnsafeBytes { tail in
                for start in stride(from: 0, to: tail.count, by: 64) { state.block(tail.baseAddress! + start) }
            }
        }
        return [state.a, state.b, state.c, state.d].flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32($0 * 8)) } }
    }

    private struct State {
        var a: UInt32 = 0x67452301, b: UInt32 = 0xEFCDAB89, c: UInt32 = 0x98BADCFE, d: UInt32 = 0x10325476

        /// Mixes in the 64 bytes at `p`.
        mutating func block(_ p: UnsafeRawPointer) {
            @inline(__always) func x(_ i: Int) -> UInt32 { UInt32(littleEndian: p.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self)) }
            @inline(__always) func rotate(_ v: UInt32, _ s: UInt32) -> UInt32 { v << s | v >> (32 - s) }
            // One step: `a` becomes b + ((a + f(b, c, d) + word + constant) <<< s).
            @inline(__always) func ff(_ a: inout UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ k: Int, _ s: UInt32, _ t: UInt32) {
                a = b &+ rotate(a &+ (d ^ (b & (c ^ d))) &+ x(k) &+ t, s)
            }
            @inline(__always) func gg(_ a: inout UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ k: Int, _ s: UInt32, _ t: UInt32) {
                a = b &+ rotate(a &+ (c ^ (d & (b ^ c))) &+ x(k) &+ t, s)
            }
            @inline(__always) func hh(_ a: inout UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ k: Int, _ s: UInt32, _ t: UInt32) {
                a = b &+ rotate(a &+ (b ^ c ^ d) &+ x(k) &+ t, s)
            }
            @inline(__always) func ii(_ a: inout UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ k: Int, _ s: UInt32, _ t: UInt32) {
                a = b &+ rotate(a &+ (c ^ (b | ~d)) &+ x(k) &+ t, s)
            }
            var (a, b, c, d) = (self.a, self.b, self.c, self.d)
            ff(&a, b, c, d, 0, 7, 0xD76AA478); ff(&d, a, b, c, 1, 12, 0xE8C7B756)
            ff(&c, d, a, b, 2, 17, 0x242070DB); ff(&b, c, d, a, 3, 22, 0xC1BDCEEE)
            ff(&a, b, c, d, 4, 7, 0xF57C0FAF); ff(&d, a, b, c, 5, 12, 0x4787C62A)
            ff(&c, d, a, b, 6, 17, 0xA8304613); ff(&b, c, d, a, 7, 22, 0xFD469501)
            ff(&a, b, c, d, 8, 7, 0x698098D8); ff(&d, a, b, c, 9, 12, 0x8B44F7AF)
            ff(&c, d, a, b, 10, 17, 0xFFFF5BB1); ff(&b, c, d, a, 11, 22, 0x895CD7BE)
            ff(&a, b, c, d, 12, 7, 0x6B901122); ff(&d, a, b, c, 13, 12, 0xFD987193)
            ff(&c, d, a, b, 14, 17, 0xA679438E); ff(&b, c, d, a, 15, 22, 0x49B40821)

            gg(&a, b, c, d, 1, 5, 0xF61E2562); gg(&d, a, b, c, 6, 9, 0xC040B340)
            gg(&c, d, a, b, 11, 14, 0x265E5A51); gg(&b, c, d, a, 0, 20, 0xE9B6C7AA)
            gg(&a, b, c, d, 5, 5, 0xD62F105D); gg(&d, a, b, c, 10, 9, 0x02441453)
            gg(&c, d, a, b, 15, 14, 0xD8A1E681); gg(&b, c, d, a, 4, 20, 0xE7D3FBC8)
            gg(&a, b, c, d, 9, 5, 0x21E1CDE6); gg(&d, a, b, c, 14, 9, 0xC33707D6)
            gg(&c, d, a, b, 3, 14, 0xF4D50D87); gg(&b, c, d, a, 8, 20, 0x455A14ED)
            gg(&a, b, c, d, 13, 5, 0xA9E3E905); gg(&d, a, b, c, 2, 9, 0xFCEFA3F8)
            gg(&c, d, a, b, 7, 14, 0x676F02D9); gg(&b, c, d, a, 12, 20, 0x8D2A4C8A)

            hh(&a, b, c, d, 5, 4, 0xFFFA3942); hh(&d, a, b, c, 8, 11, 0x8771F681)
            hh(&c, d, a, b, 11, 16, 0x6D9D6122); hh(&b, c, d, a, 14, 23, 0xFDE5380C)
            hh(&a, b, c, d, 1, 4, 0xA4BEEA44); hh(&d, a, b, c, 4, 11, 0x4BDECFA9)
            hh(&c, d, a, b, 7, 16, 0xF6BB4B60); hh(&b, c, d, a, 10, 23, 0xBEBFBC70)
            hh(&a, b, c, d, 13, 4, 0x289B7EC6); hh(&d, a, b, c, 0, 11, 0xEAA127FA)
            hh(&c, d, a, b, 3, 16, 0xD4EF3085); hh(&b, c, d, a, 6, 23, 0x04881D05)
            hh(&a, b, c, d, 9, 4, 0xD9D4D039); hh(&d, a, b, c, 12, 11, 0xE6DB99E5)
            hh(&c, d, a, b, 15, 16, 0x1FA27CF8); hh(&b, c, d, a, 2, 23, 0xC4AC5665)

            ii(&a, b, c, d, 0, 6, 0xF4292244); ii(&d, a, b, c, 7, 10, 0x432AFF97)
            ii(&c, d, a, b, 14, 15, 0xAB9423A7); ii(&b, c, d, a, 5, 21, 0xFC93A039)
            ii(&a, b, c, d, 12, 6, 0x655B59C3); ii(&d, a, b, c, 3, 10, 0x8F0CCC92)
            ii(&c, d, a, b, 10, 15, 0xFFEFF47D); ii(&b, c, d, a, 1, 21, 0x85845DD1)
            ii(&a, b, c, d, 8, 6, 0x6FA87E4F); ii(&d, a, b, c, 15, 10, 0xFE2CE6E0)
            ii(&c, d, a, b, 6, 15, 0xA3014314); ii(&b, c, d, a, 13, 21, 0x4E0811A1)
            ii(&a, b, c, d, 4, 6, 0xF7537E82); ii(&d, a, b, c, 11, 10, 0xBD3AF235)
            ii(&c, d, a, b, 2, 15, 0x2AD7D2BB); ii(&b, c, d, a, 9, 21, 0xEB86D391)
            self.a &+= a
            self.b &+= b
            self.c &+= c
            self.d &+= d
        }
    }
}
