/// Encodes a ``Pixmap`` as a PNG file, with this package's own deflate.
///
/// The colour type follows the image: RGBA when any pixel is translucent, RGB otherwise, or a
/// palette (with tRNS for translucent entries) when there are at most 256 colours and the file
/// comes out smaller that way. Truecolour rows get the per-row filter with the smallest sum of
/// absolute differences; palette rows are not filtered. Output is deterministic.
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
        let image = try EncodedImage(pixmap)
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
        var offset = 0
        repeat {
            let end = min(offset + Self.idatChunkSize, image.zlib.count)
            png.append("IDAT", image.zlib[offset..<end])
            offset = end
        } while offset < image.zlib.count
        png.append("IEND", [])
        return png.bytes
    }

    /// The bytes the encoder compresses for `pixmap`: its scanlines in the chosen colour type,
    /// each preceded by its filter byte. For benchmarks and for comparing with other deflaters.
    /// - Throws: ``PNGError`` as ``encode(_:)`` does.
    public func filteredScanlines(_ pixmap: Pixmap) throws -> (colorType: PNGColorType, bytes: [UInt8]) {
        let image = try EncodedImage(pixmap)
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

/// A pixmap's filtered scanlines and their zlib stream, in the colour type that gave the
/// smaller file.
struct EncodedImage {
    let colorType: PNGColorType
    let palette: PNGPalette?
    let filtered: [UInt8]
    let zlib: [UInt8]

    init(_ pixmap: Pixmap) throws {
        try PNGEncoder.validate(pixmap)
        let (width, height) = (pixmap.width, pixmap.height)
        let pixelCount = width * height
        (colorType, palette, filtered, zlib) = pixmap.data.withUnsafeBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self)
            let analysis = PNGColorAnalysis(premultiplied: pixels)
            let truecolor: PNGColorType = analysis.hasTranslucency ? .rgba : .rgb
            let bpp = truecolor.bytesPerPixel
            let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: pixelCount * bpp)
            defer { rows.deallocate() }
            Self.straightRows(pixels, bytesPerPixel: bpp, into: rows)
            let trueFiltered = Self.filter(rows, width: width, height: height, bytesPerPixel: bpp, adaptive: true)
            let trueZlib = Self.compress(trueFiltered, width: width, bytesPerPixel: bpp)
            guard let palette = analysis.palette else { return (truecolor, nil, trueFiltered, trueZlib) }

            palette.indices(of: pixels, into: rows)
            let paletteFiltered = Self.filter(rows, width: width, height: height, bytesPerPixel: 1, adaptive: false)
            let paletteZlib = Self.compress(paletteFiltered, width: width, bytesPerPixel: 1)
            // PLTE and tRNS each cost 12 bytes of chunk framing plus their data.
            let paletteCost = paletteZlib.count + 12 + 3 * palette.entries.count
                + (palette.trnsData.isEmpty ? 0 : 12 + palette.trnsData.count)
            if paletteCost < trueZlib.count { return (.palette, palette, paletteFiltered, paletteZlib) }
            return (truecolor, nil, trueFiltered, trueZlib)
        }
    }

    /// Straight-alpha RGBA (4 bytes per pixel) or RGB (3: every pixel is opaque) from premultiplied pixels.
    private static func straightRows(_ pixels: UnsafeBufferPointer<UInt32>, bytesPerPixel: Int, into rows: UnsafeMutablePointer<UInt8>) {
        var out = rows
        if bytesPerPixel == 4 {
            for pixel in pixels {
                UnsafeMutableRawPointer(out).storeBytes(of: Unpremultiply.rgba(UInt32(littleEndian: pixel)).littleEndian, as: UInt32.self)
                out += 4
            }
        } else {
            for pixel in pixels {
                let rgba = UInt32(littleEndian: pixel)
                out[0] = UInt8(truncatingIfNeeded: rgba)
                out[1] = UInt8(truncatingIfNeeded: rgba >> 8)
                out[2] = UInt8(truncatingIfNeeded: rgba >> 16)
                out += 3
            }
        }
    }

    private static func filter(_ rows: UnsafePointer<UInt8>, width: Int, height: Int, bytesPerPixel: Int, adaptive: Bool) -> [UInt8] {
        let rowBytes = width * bytesPerPixel
        return [UInt8](unsafeUninitializedCapacity: height * (rowBytes + 1)) { buffer, count in
            if let base = buffer.baseAddress {
                PNGFilter.filterRows(rows, rowBytes: rowBytes, height: height, bytesPerPixel: bytesPerPixel,
                                     adaptive: adaptive, into: base)
            }
            count = buffer.count
        }
    }

    /// Deflate tries a byte, a pixel and a row back before searching: the matches images are made of.
    private static func compress(_ filtered: [UInt8], width: Int, bytesPerPixel: Int) -> [UInt8] {
        filtered.withUnsafeBytes { Zlib.compress($0, hintDistances: [1, bytesPerPixel, width * bytesPerPixel + 1]) }
    }
}
