/// Premultiplied to straight alpha, rounding to nearest as ``Pixmap/pixel(x:y:)`` does, so an
/// opaque pixel keeps its exact bytes.
enum StraightAlpha {
    /// `rgba` packs R, G, B, A in bits 0, 8, 16, 24.
    @inline(__always)
    static func rgba(fromPremultiplied rgba: UInt32) -> UInt32 {
        let a = rgba >> 24
        if a == 255 { return rgba }
        if a == 0 { return 0 }
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            min(255, (((rgba >> shift) & 0xFF) * 255 + a / 2) / a) << shift
        }
        return channel(0) | channel(8) | channel(16) | a << 24
    }
}
