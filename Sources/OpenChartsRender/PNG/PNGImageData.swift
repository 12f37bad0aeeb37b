/// A pixmap's filtered scanlines and their zlib stream, in the colour type that gave the
/// smaller file.
struct PNGImageData {
    let colorType: PNGColorType
    let palette: PNGPalette?
    let filtered: [UInt8]
    let zlib: [UInt8]

    init(_ pixmap: Pixmap) throws {
        try PNGEncoder.validate(pixmap)
        let (width, height) = (pixmap.width, pixmap.height)
        let pixelCount = width * height
        // Pixels are read as whole 32-bit words (R, G, B, A in memory order).
        (colorType, palette, filtered, zlib) = pixmap.data.withUnsafeBufferPointer { bytes in bytes.withMemoryRebound(to: UInt32.self) { pixels in
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
        } }
    }

    /// Straight-alpha RGBA (4 bytes per pixel) or RGB (3: every pixel is opaque) from premultiplied pixels.
    private static func straightRows(_ pixels: UnsafeBufferPointer<UInt32>, bytesPerPixel: Int, into rows: UnsafeMutablePointer<UInt8>) {
        var out = rows
        if bytesPerPixel == 4 {
            for pixel in pixels {
                UnsafeMutableRawPointer(out).storeBytes(of: StraightAlpha.rgba(fromPremultiplied: UInt32(littleEndian: pixel)).littleEndian, as: UInt32.self)
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
