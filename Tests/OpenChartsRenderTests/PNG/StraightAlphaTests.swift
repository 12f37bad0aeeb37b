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
        for count in [1, 3, 4, 5, pixels.count] {
            var rgba = [UInt8](repeating: 0xEE, count: count * 4)
            var rgb = [UInt8](repeating: 0xEE, count: count * 3)
            try pixels.withUnsafeBufferPointer { p in
                let source = try #require(p.baseAddress)
                try rgba.withUnsafeMutableBufferPointer { StraightAlpha.row(source, count: count, bytesPerPixel: 4, into: try #require($0.baseAddress)) }
                try rgb.withUnsafeMutableBufferPointer { StraightAlpha.row(source, count: count, bytesPerPixel: 3, into: try #require($0.baseAddress)) }
            }
            let expected = pixels.prefix(count).map { StraightAlpha.rgba(fromPremultiplied: $0) }
            #expect(rgba == expected.flatMap { s in (0..<4).map { UInt8(truncatingIfNeeded: s >> (8 * $0)) } }, "\(count) pixels, RGBA")
            #expect(rgb == pixels.prefix(count).flatMap { p in (0..<3).map { UInt8(truncatingIfNeeded: p >> (8 * $0)) } }, "\(count) pixels, RGB")
        }
    }
}
