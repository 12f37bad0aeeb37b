import Foundation

/// The largest canvas the rasterizer agrees to allocate.
public struct RasterLimits: Hashable, Sendable {
    /// The longest side, in pixels.
    public var maxSide: Int
    /// The most pixels (4 bytes each).
    public var maxPixels: Int

    /// 16 384 pixels a side and 64 Mi pixels (256 MiB of RGBA) by default.
    public init(maxSide: Int = 16_384, maxPixels: Int = 256 * 1024 * 1024 / 4) {
        self.maxSide = maxSide
        self.maxPixels = maxPixels
    }

    /// The pixel size of `size` points at `scale`, each side rounded up.
    /// - Throws: ``RasterError`` when the scale or size is not positive and finite, or the
    ///   result is over the limits.
    public func pixelSize(of size: CGSize, scale: CGFloat) throws -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0 else { throw RasterError.invalidScale(scale) }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw RasterError.invalidSize(size)
        }
        let w = (size.width * scale).rounded(.up), h = (size.height * scale).rounded(.up)
        guard w <= CGFloat(maxSide), h <= CGFloat(maxSide) else {
            throw RasterError.tooLarge(width: w, height: h, limits: self)
        }
        let width = Int(w), height = Int(h)
        guard width * height <= maxPixels else {
            throw RasterError.tooLarge(width: w, height: h, limits: self)
        }
        return (width, height)
    }
}
