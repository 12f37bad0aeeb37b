import Testing
@testable import OpenChartsRender

@Suite("Straight alpha from premultiplied")
struct StraightAlphaTests {
    @Test("every alpha and channel value un-premultiplies to round(c · 255 / a), clamped to 255")
    func exhaustive() {
        var mismatches: [String] = []
        for a in UInt32(1)...254 {
            for c in UInt32(0)...255 {
                let pixel = c | (255 - c) << 8 | (c / 2) << 16 | a << 24
                let straight = StraightAlpha.rgba(fromPremultiplied: pixel)
                let expected = min(255, (c * 255 + a / 2) / a) | min(255, ((255 - c) * 255 + a / 2) / a) << 8
                    | min(255, ((c / 2) * 255 + a / 2) / a) << 16 | a << 24
                if straight != expected { mismatches.append("alpha \(a), channel \(c)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        // Transparent pixels become 0; opaque ones keep their bytes.
        #expect(StraightAlpha.rgba(fromPremultiplied: 0x00_12_34_56) == 0)
        #expect(StraightAlpha.rgba(fromPremultiplied: 0xFF_34_56_78) == 0xFF_34_56_78)
    }

    @Test("a row converts pixel by pixel as rgba(fromPremultiplied:) does, through runs of opaque, clear and repeated pixels")
    func row() throws {
        var pixels: [UInt32] = []
        for a in UInt32(0)...255 {
            for c in stride(from: UInt32(0), through: a, by: 17) {
                pixels.append(c | (a - c) << 8 | (c / 3) << 16 | a << 24)
                pixels.append(pixels[pixels.count - 1])  // a repeat, as anti-aliased fills have
            }
        }
        pixels += [UInt32](repeating: 0xFF_10_20_30, count: 9) + [UInt32](repeating: 0, count: 7)
        pixels += [0x00_12_34_56, 0, 0, 0]  // malformed: colour under zero alpha becomes 0
        for count in [1, 3, 4, 5, 8, 9, 15, 16, 17, pixels.count] {
            var rgba = [UInt8](repeating: 0xEE, count: count * 4)
            var rgb = [UInt8](repeating: 0xEE, count: count * 3)
            try pixels.withUnsafeBufferPointer { p in
                let source = try #require(p.baseAddress)
                try rgba.withUnsafeMutableBufferPointer { StraightAlpha.row(source, count: count, into: try #require($0.baseAddress)) }
                try rgb.withUnsafeMutableBufferPointer { _ = StraightAlpha.rgbRow(source, count: count, into: try #require($0.baseAddress)) }
            }
            let expected = pixels.prefix(count).map { StraightAlpha.rgba(fromPremultiplied: $0) }
            #expect(rgba == expected.flatMap { s in (0..<4).map { UInt8(truncatingIfNeeded: s >> (8 * $0)) } }, "\(count) pixels, RGBA")
            #expect(rgb == pixels.prefix(count).flatMap { p in (0..<3).map { UInt8(truncatingIfNeeded: p >> (8 * $0)) } }, "\(count) pixels, RGB")
        }
    }

    @Test("an RGB row writes exactly its 3 · count bytes (or, given a spare byte, at most one more), each pixel's red, green and blue, however many pixels it has",
          arguments: [false, true])
    func rgbRowBounds(spareByte: Bool) throws {
        let guardByte: UInt8 = 0xA5
        for count in Array(0...40) + [799, 800] {
            // Pixels whose four bytes all differ from the guard, so a stray alpha byte shows.
            let pixels: [UInt32] = (0..<count).map { (x: Int) -> UInt32 in
                let (r, g, b) = (UInt32(x % 250), UInt32(x * 7 % 250), UInt32(x * 13 % 250))
                return r | g << 8 | b << 16 | 0xFF00_0000
            }
            var buffer = [UInt8](repeating: guardByte, count: 3 * count + 16)
            let pixelAND = try pixels.withUnsafeBufferPointer { p in
                try buffer.withUnsafeMutableBufferPointer { b in
                    let out = try #require(b.baseAddress) + 8  // eight guard bytes before the row
                    guard let source = p.baseAddress else { return UInt32.max }  // no pixels: nothing to convert
                    return StraightAlpha.rgbRow(source, count: count, into: out, spareByte: spareByte)
                }
            }
            let spare = spareByte && count > 0 ? 1 : 0
            let expected: [UInt8] = pixels.flatMap { (p: UInt32) -> [UInt8] in
                [UInt8(truncatingIfNeeded: p), UInt8(truncatingIfNeeded: p >> 8), UInt8(truncatingIfNeeded: p >> 16)]
            }
            #expect(Array(buffer[8..<(8 + 3 * count)]) == expected, "\(count) pixels")
            #expect(buffer[..<8].allSatisfy { $0 == guardByte } && buffer[(8 + 3 * count + spare)...].allSatisfy { $0 == guardByte },
                    "\(count) pixels, spare byte \(spareByte): nothing written outside the row")
            #expect(pixelAND == pixels.reduce(UInt32.max, &), "\(count) pixels: the AND of the pixels")
        }
    }

    @Test("a row converted against the row above (copying four-pixel groups that repeat it) matches converting it alone")
    func rowAgainstAbove() throws {
        // Translucent, opaque and clear groups; the second row repeats some groups of the first,
        // changes one pixel of others, and differs in the tail that is not a whole group.
        var first: [UInt32] = []
        for k in UInt32(0)..<40 {
            let a = k % 3 == 0 ? 255 : k % 3 == 1 ? 0 : 17 + k * 5
            first.append(min(k * 3, a) | min(k, a) << 8 | min(2 * k, a) << 16 | a << 24)
        }
        var second = first
        for x in [1, 9, 22, 38] { second[x] = second[x] == 0 ? 0x40_10_20_30 : second[x] ^ 0x00_00_00_01 }
        let count = first.count
        var aboveStraight = [UInt8](repeating: 0, count: count * 4)
        var alone = [UInt8](repeating: 0, count: count * 4)
        var copied = [UInt8](repeating: 0xEE, count: count * 4)
        try first.withUnsafeBufferPointer { f in
            try second.withUnsafeBufferPointer { s in
                let (top, row) = (try #require(f.baseAddress), try #require(s.baseAddress))
                try aboveStraight.withUnsafeMutableBufferPointer { StraightAlpha.row(top, count: count, into: try #require($0.baseAddress)) }
                try alone.withUnsafeMutableBufferPointer { StraightAlpha.row(row, count: count, into: try #require($0.baseAddress)) }
                try aboveStraight.withUnsafeBufferPointer { a in
                    let straightAbove = try #require(a.baseAddress)
                    try copied.withUnsafeMutableBufferPointer {
                        StraightAlpha.row(row, count: count, into: try #require($0.baseAddress), above: (top, straightAbove))
                    }
                }
            }
        }
        #expect(copied == alone)
        #expect(alone == second.flatMap { p in
            let s = StraightAlpha.rgba(fromPremultiplied: p)
            return (0..<4).map { UInt8(truncatingIfNeeded: s >> (8 * $0)) }
        })
    }
}
