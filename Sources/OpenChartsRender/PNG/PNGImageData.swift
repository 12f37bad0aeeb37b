import Foundation
import OpenChartsCore

/// A pixmap's filtered scanlines and their zlib stream, in the colour type that gave the
/// smaller file.
struct PNGImageData {
    let colorType: PNGColorType
    let palette: PNGPalette?
    let filtered: [UInt8]
    let zlib: Zlib.PartedStream

    /// - Parameter keepFiltered: keep the filtered scanlines in ``filtered`` (for benchmarks);
    ///   otherwise they live in scratch memory reused from one encode to the next.
    init(_ pixmap: Pixmap, keepFiltered: Bool = false) throws {
        try PNGEncoder.validate(pixmap)
        let (width, height) = (pixmap.width, pixmap.height)
        let scratch = PNGScratch.take()
        defer { PNGScratch.give(scratch) }
        // Pixels are read as whole 32-bit words (R, G, B, A in memory order).
        (colorType, palette, filtered, zlib) = pixmap.data.withUnsafeBufferPointer { bytes in bytes.withMemoryRebound(to: UInt32.self) { pixels in
            // Waking the other threads now hides their start behind the colour analysis.
            if width * height >= Self.partPixels { prepareConcurrentMaps() }
            let analysis = PNGColorAnalysis(premultiplied: pixels, width: width)
            let parts = Self.parts(pixels, width: width, height: height)
            nonisolated(unsafe) let sharedPixels = pixels
            var paletteChoice: (cost: Int, filtered: [UInt8], zlib: Zlib.PartedStream)? = nil
            if let palette = analysis.palette {
                // Palette rows are not filtered: each is its filter byte (0, none) and the indices.
                let paletteCount = height * (width + 1)
                let indices = scratch.filtered(count: paletteCount)
                nonisolated(unsafe) let sharedIndices = indices
                let paletteZlib = Self.compressParts(parts, width: width, bytesPerPixel: 1, output: indices) { k in
                    var adler = Adler32.Sums()
                    for y in parts[k] {
                        let row = sharedIndices + y * (width + 1)
                        row.pointee = PNGFilter.none.rawValue
                        palette.indices(of: UnsafeBufferPointer(rebasing: sharedPixels[(y * width)..<((y + 1) * width)]), into: row + 1)
                        adler.add(UnsafeRawBufferPointer(start: row, count: width + 1))
                    }
                    return (adler.value, .max)
                }.zlib
                let paletteFiltered = UnsafeRawBufferPointer(start: indices, count: paletteCount)
                let kept = keepFiltered ? [UInt8](paletteFiltered) : []
                if width * height > Self.truecolorTrialPixels { return (.palette, palette, kept, paletteZlib) }
                // PLTE and tRNS each cost 12 bytes of chunk framing plus their data.
                let cost = paletteZlib.count + 12 + 3 * palette.entries.count
                    + (palette.trnsData.isEmpty ? 0 : 12 + palette.trnsData.count)
                paletteChoice = (cost, kept, paletteZlib)
            }
            /// The filtered scanlines (in scratch memory) and zlib stream of the image as `truecolor`;
            /// for RGB, also whether every pixel is opaque (else the bytes are not the image's).
            func encodeTruecolor(_ truecolor: PNGColorType) -> (filtered: UnsafeRawBufferPointer, zlib: Zlib.PartedStream, opaque: Bool) {
                let bpp = truecolor.bytesPerPixel
                let rowBytes = width * bpp
                let filteredCount = height * (rowBytes + 1)
                let output = scratch.filtered(count: filteredCount)
                let rows = scratch.rows(count: parts.count * 2 * rowBytes)
                nonisolated(unsafe) let (sharedOutput, sharedRows) = (output, rows)
                let (zlib, pixelAND) = Self.compressParts(parts, width: width, bytesPerPixel: bpp, output: output) { k in
                    Self.filterTruecolor(sharedPixels, width: width, rows: parts[k], bytesPerPixel: bpp,
                                         rowBuffers: sharedRows + k * 2 * rowBytes, into: sharedOutput)
                }
                return (UnsafeRawBufferPointer(start: output, count: filteredCount), zlib, UInt32(littleEndian: pixelAND) >> 24 == 255)
            }
            // When the analysis stopped at the 257th colour with no translucent pixel yet, RGB is
            // a guess, checked on every pixel as the parts convert them; it is wrong only for an
            // image whose translucent pixels all come after that colour, which is then encoded again.
            var truecolor: PNGColorType = analysis.hasTranslucency == true ? .rgba : .rgb
            var encoded = encodeTruecolor(truecolor)
            if truecolor == .rgb && !encoded.opaque {
                truecolor = .rgba
                encoded = encodeTruecolor(truecolor)
            }
            if let paletteChoice, let palette = analysis.palette, paletteChoice.cost < encoded.zlib.count {
                return (.palette, palette, paletteChoice.filtered, paletteChoice.zlib)
            }
            return (truecolor, nil, keepFiltered ? [UInt8](encoded.filtered) : [], encoded.zlib)
        } }
    }

    /// The zlib stream of an image's rows in `output` (each its filter byte and `width ·
    /// bytesPerPixel` bytes), which `fill(k)` writes for `parts[k]`, returning their Adler-32
    /// and (for RGB) the AND of the pixels it converted. Each part is filled and deflated on its
    /// own thread; no memory that one writes is touched by another. Returns the stream and the
    /// AND over all parts.
    private static func compressParts(
        _ parts: [Range<Int>], width: Int, bytesPerPixel bpp: Int, output: UnsafeMutablePointer<UInt8>,
        fill: (Int) -> (adler: UInt32, pixelAND: UInt32)
    ) -> (zlib: Zlib.PartedStream, pixelAND: UInt32) {
        let rowBytes = width * bpp
        let hints = Self.hintDistances(width: width, bytesPerPixel: bpp)
        nonisolated(unsafe) let sharedOutput = output
        let compressed = concurrentMap(parts.count) { k in
            let part = parts[k]
            let (adler, pixelAND) = fill(k)
            let span = UnsafeRawBufferPointer(start: sharedOutput + part.lowerBound * (rowBytes + 1), count: part.count * (rowBytes + 1))
            return (adler: adler, length: span.count, pixelAND: pixelAND,
                    deflate: Zlib.deflatePart(span, hintDistances: hints, isLast: k == parts.count - 1))
        }
        let adler = Adler32.combine(compressed.map { ($0.adler, $0.length) })
        return (Zlib.PartedStream(parts: compressed.map(\.deflate), adler: adler), compressed.reduce(UInt32.max) { $0 & $1.pixelAND })
    }

    /// Images of at most 256 colours and more pixels than this are written with a palette
    /// without trying truecolour too: a palette row is a third or a quarter of the bytes, and
    /// only on tiny images does the PLTE chunk's fixed cost outweigh that.
    private static let truecolorTrialPixels = 16384

    /// Images of at least this many pixels are filtered (or indexed) and deflated in two parts,
    /// top and bottom, at the same time on two processors. The split depends only on the
    /// image, so the bytes are the same on any machine; the bottom part's matches cannot reach
    /// into the top part, which costs well under 1% of the size on chart frames. A palette
    /// frame compresses to so little that the second block's own code tables show more: the
    /// bench's flat 800×600 chart (`opencharts-bench deflate --only chart-800x600-flat`) is 46
    /// bytes (0.85%) larger, and encodes in 0.33 ms rather than 0.55.
    private static let partPixels = 1 << 17

    /// The row ranges deflated as separate parts: the rows above and below ``balancedSplit(_:width:height:)``.
    static func parts(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int) -> [Range<Int>] {
        guard width * height >= partPixels, height >= 2, let base = pixels.baseAddress else { return [0..<height] }
        let split = balancedSplit(base, width: width, height: height)
        return [0..<split, split..<height]
    }

    /// Every this many rows, one is looked at to estimate the work of its band.
    private static let sampleRows = 4

    /// The row (1 ..< height) above and below which the encoder has about as much work.
    ///
    /// Chart frames are uneven: a pie's top half is two edges a row, its bottom half also holds
    /// the legend's text; axis labels sit at the bottom. Filtering and deflate cost most where
    /// pixels are new, unlike both the pixels above and those to the left (text, marker edges;
    /// not a horizontal rule or a fill). So each band of ``sampleRows`` rows is weighed by the
    /// 32-byte blocks of one of its rows that differ from the block above and the block to the
    /// left, plus a small cost per row. Measured by zlib's output size per part (a proxy for our
    /// work), this evens out pie_6 from 1 : 2 (halves) to 1 : 1.1, bars_12 from 1 : 1.9 to
    /// 1 : 1.3, bars_1e3 from 1.7 : 1 to 1.25 : 1; heat_365 stays at about 1 : 1.4 (its cell
    /// rows alias with the sample). It runs before the parts start, so it reads only a quarter
    /// of the rows, each against the row above.
    /// - Complexity: O(n / sampleRows) for n pixels.
    static func balancedSplit(_ pixels: UnsafePointer<UInt32>, width: Int, height: Int) -> Int {
        let blocks = width / 8  // eight pixels each; a remainder of the row is left out
        let rowCost = 1 + blocks / 100
        let bandCount = (height + sampleRows - 1) / sampleRows
        var bandWeights = [Int](repeating: 0, count: bandCount)
        var total = 0
        for band in 0..<bandCount {
            let y = min(band * sampleRows + 1, height - 1)
            let row = UnsafeRawPointer(pixels + y * width), above = UnsafeRawPointer(pixels + (y - 1) * width)
            /// Whether the 32 bytes at `a + offset` and `b + offset` differ.
            @inline(__always) func differ(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ offset: Int) -> Bool {
                @inline(__always) func word(_ p: UnsafeRawPointer, _ k: Int) -> UInt64 {
                    p.loadUnaligned(fromByteOffset: offset + 8 * k, as: UInt64.self)
                }
                return (word(a, 0) ^ word(b, 0)) | (word(a, 1) ^ word(b, 1)) | (word(a, 2) ^ word(b, 2)) | (word(a, 3) ^ word(b, 3)) != 0
            }
            var novel = 0
            // Groups of eight blocks that repeat the row above (most of a chart row) are passed
            // with one memcmp, which compares wider than a 64-bit word; a group that differs is
            // looked at block by block.
            var k = 0
            while k < blocks {
                let group = min(8, blocks - k)
                if memcmp(row + 32 * k, above + 32 * k, 32 * group) != 0 {
                    for j in k..<(k + group) where differ(row, above, 32 * j) && (j == 0 || differ(row, row - 32, 32 * j)) { novel += 1 }
                }
                k += group
            }
            let rows = min(sampleRows, height - band * sampleRows)
            bandWeights[band] = rowCost + novel
            total += rows * bandWeights[band]
        }
        // The first row where the rows above it hold half the weight.
        var above = 0
        for y in 0..<height {
            if 2 * above >= total { return min(max(y, 1), height - 1) }
            above += bandWeights[y / sampleRows]
        }
        return height - 1
    }

    /// Rows are filtered in bands of this many: the first row of a band gets the filter with
    /// the smallest sum (``PNGFilter/best(row:above:count:bytesPerPixel:)``), the others in
    /// the band reuse it, unless they repeat the row above (zeros either way) or follow one.
    /// Choosing costs more than filtering; in a chart the rows of a band are alike, and one
    /// filter down a band keeps the rows' residuals alike too, which deflate matches.
    /// Measured (instructions per encode, `callgrind` on `opencharts-bench png-encode`, and file
    /// size) against choosing on every row: pie_6 −15%, 0.4% smaller; line_1e3 −12%, 0.2%
    /// smaller; bars_1e3 −10%, 0.5% smaller; scatter_1e4 −13%, 0.7% larger; donut_6 2.3% and
    /// bars_12 3.4% larger. Bands of 8 saved a further 3–4% for files up to 1.3% larger again.
    static let filterBand = 4

    /// A band whose first row is busy and was left unfiltered (``PNGFilter/filterRow(_:above:count:bytesPerPixel:into:reusing:)``)
    /// is this many rows: such rows are noise (a dense scatter plot), alike from band to band,
    /// and choosing is dear there (the five sums and two entropies of a row of changes).
    /// Against bands of four: scatter_1e5's encode 75.1M → 67.5M instructions and 0.3 % smaller,
    /// scatter_1e4's 24.1M → 21.2M and 1.9 % smaller.
    static let unfilteredBand = 16

    /// Filtered scanlines of straight-alpha RGBA (4 bytes per pixel) or RGB (3: every pixel is
    /// opaque) for `rows` of the image, from premultiplied pixels, one row at a time so the rows
    /// stay in cache; each goes to its place in `output`. A row whose premultiplied pixels
    /// repeat the row above is neither converted nor filtered: its filtered form is zeros.
    /// The filter is chosen once per ``filterBand`` rows (``unfilteredBand`` after a busy row
    /// left unfiltered); the band's other rows under `up`,
    /// `paeth` or (below a `sub` row) `sub` are converted and filtered in one pass that skips
    /// the pixels repeating the row above (``PNGFilter/convertAndApply(_:pixels:abovePixels:width:bytesPerPixel:straight:aboveStraight:into:aboveOutput:cache:adler:pixelAND:)``).
    /// `rowBuffers` holds two rows of straight bytes. Returns the Adler-32 of these rows'
    /// output, summed row by row while each is in cache (a repeated row's zeros in constant time),
    /// and for RGB the AND of the pixels converted (``StraightAlpha/rgbRow(_:count:into:)``):
    /// every pixel of `rows` is converted or equals the pixel above it, and row 0 is converted
    /// whole, so the image is opaque exactly when every part's AND has alpha 255.
    private static func filterTruecolor(
        _ pixels: UnsafeBufferPointer<UInt32>, width: Int, rows: Range<Int>, bytesPerPixel bpp: Int,
        rowBuffers: UnsafeMutablePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>
    ) -> (adler: UInt32, pixelAND: UInt32) {
        var adler = Adler32.Sums()
        var pixelAND = UInt32.max
        guard let base = pixels.baseAddress else { return (adler.value, pixelAND) }
        let rowBytes = width * bpp
        var above = rowBuffers, current = rowBuffers + rowBytes
        var aboveIsZero: Bool? = nil
        var lastFilter: PNGFilter? = nil
        let cache = UnsafeMutablePointer<UInt64>.allocate(capacity: StraightAlpha.cacheSize)
        cache.initialize(repeating: 0, count: StraightAlpha.cacheSize)
        defer { cache.deallocate() }
        if rows.lowerBound == 0 {
            above.update(repeating: 0, count: rowBytes)  // the row above the first is zeros
            aboveIsZero = true
        } else {
            let aboveSource = base + (rows.lowerBound - 1) * width
            if bpp == 3 {
                StraightAlpha.rgbRow(aboveSource, count: width, into: above)
            } else {
                StraightAlpha.row(aboveSource, count: width, into: above)
            }
        }
        // The first row of the next band.
        var nextBand = rows.lowerBound
        for y in rows {
            let source = base + y * width
            let out = output + y * (rowBytes + 1)
            let bandStarts = y == nextBand
            if bandStarts { nextBand = y + Self.filterBand }
            if y > 0, memcmp(source, source - width, width * 4) == 0 {
                let isZero = aboveIsZero ?? (PNGFilter.nonzeroSpan(above, above, count: rowBytes).first == rowBytes)
                aboveIsZero = isZero
                PNGFilter.repeatedRow(isZero: isZero, count: rowBytes, into: out)
                adler.add(byte: out.pointee)
                adler.add(zeros: rowBytes)
                continue
            }
            let reuse = bandStarts ? nil : lastFilter
            // `sub` where the row above was filtered with `sub` as well (in this part: the
            // other part's rows are being written at the same time).
            let subAbove = reuse == .sub && y > rows.lowerBound && (out - (rowBytes + 1)).pointee == PNGFilter.sub.rawValue
            if let reuse, reuse == .up || reuse == .paeth || subAbove {
                // Converted and filtered in one pass that skips what repeats the row above. (A
                // row whose straight bytes alone repeat the row above, which only malformed
                // transparent pixels allow, keeps the band's filter here, not `up`.)
                out.pointee = reuse.rawValue
                adler.add(byte: out.pointee)
                PNGFilter.convertAndApply(reuse, pixels: source, abovePixels: source - width, width: width, bytesPerPixel: bpp,
                                          straight: current, aboveStraight: above, into: out + 1,
                                          aboveOutput: subAbove ? UnsafePointer(out - rowBytes) : nil, cache: cache, adler: &adler,
                                          pixelAND: &pixelAND)
            } else {
                if y > 0 {
                    PNGFilter.convert(source, abovePixels: source - width, width: width, bytesPerPixel: bpp, straight: current,
                                      aboveStraight: above, cache: cache, pixelAND: &pixelAND)
                } else if bpp == 3 {
                    pixelAND &= StraightAlpha.rgbRow(source, count: width, into: current)
                } else {
                    StraightAlpha.row(source, count: width, into: current, cache: cache)
                }
                let filtered = PNGFilter.filterRow(current, above: above, count: rowBytes, bytesPerPixel: bpp, into: out, reusing: reuse)
                lastFilter = filtered.filter
                if filtered.busyUnfiltered { nextBand = y + Self.unfilteredBand }
                adler.add(UnsafeRawBufferPointer(start: out, count: rowBytes + 1))
            }
            swap(&above, &current)
            aboveIsZero = nil
        }
        return (adler.value, pixelAND)
    }

    /// Deflate tries a byte, a pixel and a row back before searching: the matches images are made of.
    private static func hintDistances(width: Int, bytesPerPixel: Int) -> [Int] {
        [1, bytesPerPixel, width * bytesPerPixel + 1]
    }
}
