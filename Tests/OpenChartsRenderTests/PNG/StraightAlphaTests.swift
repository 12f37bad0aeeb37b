import Testing
@testable import OpenChartsRender

@Suite("Straight alpha from premultiplied")
struct StraightAlphaTests {
    @Test("every alpha and channel value un-premultiplies to round(c · 255 / a), clamped to 255")
    func exhaustive() {
        for a in UInt32(1)...254 {
            for c in UInt32(0)...255 {
                let expected = min(255, (c * 255 + a / 2) / a)
                let pixel = c | (255 - c) << 8 | (c / 2) << 16 | a << 24
                let straight = StraightAlpha.rgba(fromPremultiplied: pixel)
                #expect(straight & 0xFF == expected, "alpha \(a), channel \(c)")
                #expect(straight >> 8 & 0xFF == min(255, ((255 - c) * 255 + a / 2) / a))
                #expect(straight >> 16 & 0xFF == min(255, ((c / 2) * 255 + a / 2) / a))
                #expect(straight >> 24 == a)
            }
        }
        #expect(StraightAlpha.rgba(fromPremultiplied: 0x12_34_56_00) == 0)
        #expect(StraightAlpha.rgba(fromPremultiplied: 0xFF_34_56_78) == 0xFF_34_56_78)
    }
}
