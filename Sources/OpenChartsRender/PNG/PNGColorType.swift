/// The PNG colour types the encoder writes, all at 8 bits per sample; the raw value is the
/// colour type byte of IHDR.
public enum PNGColorType: UInt8, Sendable {
    /// Red, green, blue: every pixel is opaque.
    case rgb = 2
    /// An index into a palette of at most 256 colours (PLTE, with tRNS when any is translucent).
    case palette = 3
    /// Red, green, blue, alpha (straight, not premultiplied).
    case rgba = 6

    /// Bytes per pixel in a scanline.
    public var bytesPerPixel: Int {
        switch self {
        case .rgb: 3
        case .palette: 1
        case .rgba: 4
        }
    }
}
