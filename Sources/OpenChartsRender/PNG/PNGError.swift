/// Why an image could not be encoded as PNG.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The image has no pixels: a width or height of zero.
    case emptyImage(width: Int, height: Int)
    /// A side is over ``PNGEncoder/maxSide`` pixels, or the pixels take over
    /// ``PNGEncoder/maxPixelBytes`` bytes.
    case imageTooLarge(width: Int, height: Int)
    /// The pixmap's `data` does not hold `width * height * 4` bytes.
    case pixelDataSizeMismatch(width: Int, height: Int, byteCount: Int)
    /// `pixelsPerMeter` is not in 1...4294967295 (PNG stores it in four bytes).
    case invalidPixelsPerMeter(Int)

    public var description: String {
        switch self {
        case let .emptyImage(width, height):
            return "PNG: the image is \(width)×\(height) pixels; width and height must be at least 1"
        case let .imageTooLarge(width, height):
            return "PNG: the image is \(width)×\(height) pixels; each side must be at most \(PNGEncoder.maxSide) "
                + "and width × height × 4 at most \(PNGEncoder.maxPixelBytes) bytes (256 MiB)"
        case let .pixelDataSizeMismatch(width, height, byteCount):
            return "PNG: pixmap data has \(byteCount) bytes; a \(width)×\(height) RGBA image needs \(width * height * 4)"
        case let .invalidPixelsPerMeter(value):
            return "PNG: pixelsPerMeter is \(value); it must be in 1...4294967295"
        }
    }
}
