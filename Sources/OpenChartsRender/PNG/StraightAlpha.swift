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
        let m = (UInt64(1) << 32) / UInt64(a) + 1
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            let n = UInt64(((rgba >> shift) & 0xFF) * 255 + a / 2)
            return min(255, UInt32(truncatingIfNeeded: (n &* m) >> 32)) << shift
        }
        return channel(0) | channel(8) | channel(16) | a << 24
    }
}
