import Foundation

/// Why a scene cannot be rasterized; each message names the value at fault.
public enum RasterError: Error, Hashable, CustomStringConvertible {
    /// The scene's size is zero, negative or not a number.
    case invalidSize(CGSize)
    /// The scale is zero, negative or not a number.
    case invalidScale(CGFloat)
    /// The canvas, in pixels, is over ``RasterLimits``.
    case tooLarge(width: CGFloat, height: CGFloat, limits: RasterLimits)

    public var description: String {
        switch self {
        case .invalidSize(let size):
            return "scene size \(size.width) × \(size.height) must be positive and finite"
        case .invalidScale(let scale):
            return "raster scale \(scale) must be positive and finite"
        case .tooLarge(let width, let height, let limits):
            return "canvas of \(format(width)) × \(format(height)) pixels is over the limit of "
                + "\(limits.maxSide) pixels a side and \(limits.maxPixels) pixels in all"
        }
    }

    private func format(_ value: CGFloat) -> String {
        value < 1e15 ? String(Int(value)) : "\(value)"
    }
}
