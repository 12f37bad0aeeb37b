/// A pixmap's filtered scanlines and their zlib stream, in the colour type that gave the
/// smaller file.
struct PNGImageData {
    let colorType: PNGColorType
    let palette: PNGPalette?
    let filtered: [UInt8]
    let zlib: [UInt8]

    /// - Parameter keepFiltered: keep the filtered scanlines in ``filtered`` (for benchmarks);
    ///   otherwise they live in scratch memory reused from one encode to the next.
    init(_ pixmap: Pixmap, keepFiltered: Bool = false) throws {
        try PNGEncoder.validate(pixmap)
        let (width, height) = (pixmap.width, pixmap.height)
        let scratch = PNGScratch.take()
        defer { PNGScratch.give(scratch) }
        // Pixels are read as whole 32-bit words (R, G, B, A in memory order).
        (colorType, palette, filtered, zlib) = pixmap.data.withUnsafeBufferPointer { bytes in bytes.withMemoryRebound(to: UInt32.self) { pixels in
            let analysis = PNGColorAnalysis(premultiplied: pixels)
            let truecolor: PNGColorType = analysis.hasTranslucency ? .rgba : .rgb
            let bpp = truecolor.bytesPerPixel
            let filteredCount = height * (width * bpp + 1)
            let output = scratch.filtered(count: filteredCount)
            // The whole image in straight alpha first, then filtered: two tight passes.
            let rows = scratch.rows(count: width * height * bpp)
            Self.straightRows(pixels, bytesPerPixel: bpp, into: rows)
            PNGFilter.filterRows(rows, rowBytes: width * bpp, height: height, bytesPerPixel: bpp, adaptive: true,
                                 into: output)
            let trueFiltered = UnsafeRawBufferPointer(start: output, count: filteredCount)
            let trueZlib = Self.compress(trueFiltered, width: width, bytesPerPixel: bpp)
            let kept = keepFiltered ? [UInt8](trueFiltered) : []
            guard let palette = analysis.palette else { return (truecolor, nil, kept, trueZlib) }

            // Palette rows are not filtered: each is its filter byte (0, none) and the indices.
            let paletteCount = height * (width + 1)
            let indices = scratch.filtered(count: paletteCount)
            for y in 0..<height {
                let row = indices + y * (width + 1)
                row.pointee = PNGFilter.none.rawValue
                palette.indices(of: UnsafeBufferPointer(rebasing: pixels[(y * width)..<((y + 1) * width)]), into: row + 1)
            }
            let paletteFiltered = UnsafeRawBufferPointer(start: indices, count: paletteCount)
            let paletteZlib = Self.compress(paletteFiltered, width: width, bytesPerPixel: 1)
            // PLTE and tRNS each cost 12 bytes of chunk framing plus their data.
            let paletteCost = paletteZlib.count + 12 + 3 * palette.entries.count
                + (palette.trnsData.isEmpty ? 0 : 12 + palette.trnsData.count)
            if paletteCost < trueZlib.count {
                return (.palette, palette, keepFiltered ? [UInt8](paletteFiltered) : [], paletteZlib)
            }
            return (truecolor, nil, kept, trueZlib)
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

    /// Deflate tries a byte, a pixel and a row back before searching: the matches images are made of.
    private static func compress(_ filtered: UnsafeRawBufferPointer, width: Int, bytesPerPixel: Int) -> [UInt8] {
        Zlib.compress(filtered, hintDistances: [1, bytesPerPixel, width * bytesPerPixel + 1])
    }
}
