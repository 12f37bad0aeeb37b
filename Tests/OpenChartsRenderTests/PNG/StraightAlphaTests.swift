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
}
