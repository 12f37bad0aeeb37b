import Foundation
import OpenChartsCore

/// A rectangle of pixels in premultiplied RGBA, 8 bits per channel, rows top to bottom.
///
/// Premultiplied, so that source-over compositing is one multiply-add per channel;
/// encoders convert back to straight alpha.
public struct Pixmap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel, color premultiplied by alpha.
    public var data: [UInt8]

    /// A transparent pixmap. Sizes are checked by the caller (``RasterLimits``).
    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        data = [UInt8](repeating: 0, count: self.width * self.height * 4)
    }

    /// A pixmap of one premultiplied colour, written once (no clearing first).
    init(width: Int, height: Int, filledWith color: PremultipliedColor) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        let pixels = self.width * self.height
        let word = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
        data = [UInt8](unsafeUninitializedCapacity: pixels * 4) { buffer, count in
            if let base = UnsafeMutableRawPointer(buffer.baseAddress) {
                if word == word & 0xFF &* 0x0101_0101 {
                    // White or clear: one byte throughout, which the C library sets fastest.
                    memset(base, Int32(color.r), pixels * 4)
                } else {
                    QuadBlend.fill(base, columns: 0..<pixels, with: word)
                }
            }
            count = pixels * 4
        }
    }

    /// A pixmap over existing premultiplied bytes; `nil` when the count does not match.
    public init?(width: Int, height: Int, premultipliedRGBA data: [UInt8]) {
        guard width >= 0, height >= 0, data.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.data = data
    }

    /// The straight-alpha RGBA of the pixel at (`x`, `y`).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let i = (y * width + x) * 4
        let a = data[i + 3]
        guard a != 0 else { return (0, 0, 0, 0) }
        func unpremultiply(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
        return (unpremultiply(data[i]), unpremultiply(data[i + 1]), unpremultiply(data[i + 2]), a)
    }
}
