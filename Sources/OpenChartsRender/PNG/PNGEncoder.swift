/// Encodes a ``Pixmap`` as a PNG file, with this package's own deflate.
///
/// The colour type follows the image: RGBA when any pixel is translucent, RGB otherwise, or a
/// palette (with tRNS for translucent entries) when there are at most 256 colours and the file
/// comes out smaller that way. Truecolour rows get the filter with the smallest sum of absolute
/// differences, chosen on the first row of each band of four and kept for the band; palette
/// rows are not filtered. An image of 128 Ki pixels or
/// more is filtered (or indexed) and compressed as two parts on two threads when two processors
/// are free, split where an estimate of the work (from a sample of its rows) is even.
/// Output is deterministic: the same bytes on any machine, however many processors it has.
///
/// ```swift
/// let png = try PNGEncoder(pixelsPerMeter: PNGEncoder.pixelsPerMeter(scale: 2)).encode(pixmap)
/// ```
public struct PNGEncoder: Sendable {
    /// The largest width or height accepted.
    public static let maxSide = 16384
    /// The most pixel bytes (width × height × 4) accepted: 256 MiB.
    public static let maxPixelBytes = 256 << 20

    /// Written as the pHYs chunk (same for x and y) when set; nil writes no pHYs.
    public var pixelsPerMeter: Int?

    /// An encoder; `pixelsPerMeter` (if given) is stored in a pHYs chunk so viewers know the
    /// physical size, e.g. ``pixelsPerMeter(scale:)``.
    public init(pixelsPerMeter: Int? = nil) {
        self.pixelsPerMeter = pixelsPerMeter
    }

    /// Pixels per metre of an image rendered at `scale` pixels per point, with a point being
    /// 1/72 inch: 2835 at scale 1, 5669 at scale 2 (72 × scale dpi, rounded).
    public static func pixelsPerMeter(scale: Double) -> Int {
        Int((72 * scale / 0.0254).rounded())
    }

    /// The PNG file's bytes.
    /// - Throws: ``PNGError`` for an empty or oversized image, a pixmap whose data does not
    ///   match its size, or a pixels-per-metre value PNG cannot store.
    /// - Complexity: O(n) for n pixels.
    public func encode(_ pixmap: Pixmap) throws -> [UInt8] {
        if let ppm = pixelsPerMeter, ppm < 1 || ppm > Int(UInt32.max) { throw PNGError.invalidPixelsPerMeter(ppm) }
        let image = try PNGImageData(pixmap)
        var png = PNGChunkWriter(reservingCapacity: image.zlib.count + 1024)
        var ihdr: [UInt8] = []
        PNGChunkWriter.appendBigEndian(UInt32(pixmap.width), to: &ihdr)
        PNGChunkWriter.appendBigEndian(UInt32(pixmap.height), to: &ihdr)
        // Bit depth 8, colour type, compression 0 (deflate), filter method 0, no interlace.
        ihdr += [8, image.colorType.rawValue, 0, 0, 0]
        png.append("IHDR", ihdr)
        if let ppm = pixelsPerMeter {
            var phys: [UInt8] = []
            PNGChunkWriter.appendBigEndian(UInt32(ppm), to: &phys)
            PNGChunkWriter.appendBigEndian(UInt32(ppm), to: &phys)
            phys.append(1)  // unit: metre
            png.append("pHYs", phys)
        }
        if let palette = image.palette {
            png.append("PLTE", palette.plteData)
            let trns = palette.trnsData
            if !trns.isEmpty { png.append("tRNS", trns) }
        }
        png.appendChunks("IDAT", pieces: image.zlib.pieces, chunkSize: Self.idatChunkSize)
        png.append("IEND", [])
        return png.bytes
    }

    /// The bytes the encoder compresses for `pixmap`: its scanlines in the chosen colour type,
    /// each preceded by its filter byte. For benchmarks and for comparing with other deflaters.
    /// - Throws: ``PNGError`` as ``encode(_:)`` does.
    public func filteredScanlines(_ pixmap: Pixmap) throws -> (colorType: PNGColorType, bytes: [UInt8]) {
        let image = try PNGImageData(pixmap, keepFiltered: true)
        return (image.colorType, image.filtered)
    }

    /// IDAT chunks are cut at this size so no chunk is unreasonably large for a streaming reader.
    private static let idatChunkSize = 1 << 20

    static func validate(_ pixmap: Pixmap) throws {
        let (width, height) = (pixmap.width, pixmap.height)
        guard width > 0, height > 0 else { throw PNGError.emptyImage(width: width, height: height) }
        guard width <= maxSide, height <= maxSide, width * height * 4 <= maxPixelBytes else {
            throw PNGError.imageTooLarge(width: width, height: height)
        }
        guard pixmap.data.count == width * height * 4 else {
            throw PNGError.pixelDataSizeMismatch(width: width, height: height, byteCount: pixmap.data.count)
        }
    }
}
