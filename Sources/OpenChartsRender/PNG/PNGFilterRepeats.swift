extension PNGFilter {
    /// A row of premultiplied RGBA `pixels` as straight RGBA bytes (`bytesPerPixel` 4) or, for an
    /// image with no translucent pixel, RGB bytes (3) (into `straight`, `bytesPerPixel · width`
    /// bytes) and filtered with `up`, `paeth` or `sub` (into `output`, no type byte), given the
    /// row above's premultiplied pixels and straight bytes; for `sub`, also the row above's
    /// output (`aboveOutput`), which must have been filtered with `sub` too.
    ///
    /// In one pass: where eight pixels equal the eight above (and, for `paeth` and `sub`, so
    /// does the pixel before them), their straight bytes are those above, and their filtered
    /// bytes zeros (`up`; `paeth` predicts b when a = c and x = b) or those above (`sub` reads
    /// only x and a), with no conversion and no filter arithmetic; elsewhere
    /// ``StraightAlpha/row(_:count:into:above:cache:)`` (or ``StraightAlpha/rgbRow(_:count:into:)``)
    /// and ``apply(_:row:above:count:bytesPerPixel:into:from:)`` do the work. The bytes are those
    /// of converting the row and then filtering it. `adler` continues over the filtered bytes
    /// (zeros in constant time). For RGB, `pixelAND` is ANDed with the pixels converted; the
    /// others equal the pixels above them. Most rows of a chart frame change in a few places
    /// only: the edges of a pie's wedges, a line's stroke.
    /// - Complexity: O(n) for n pixels.
    static func convertAndApply(
        _ filter: PNGFilter, pixels: UnsafePointer<UInt32>, abovePixels: UnsafePointer<UInt32>, width: Int, bytesPerPixel bpp: Int,
        straight: UnsafeMutablePointer<UInt8>, aboveStraight: UnsafePointer<UInt8>, into output: UnsafeMutablePointer<UInt8>,
        aboveOutput: UnsafePointer<UInt8>? = nil, cache: UnsafeMutablePointer<UInt64>? = nil, adler: inout Adler32.Sums,
        pixelAND: inout UInt32
    ) {
        precondition(filter == .up || filter == .paeth || (filter == .sub && aboveOutput != nil),
                     "up and paeth leave zeros where a row repeats the one above, sub what it left above")
        precondition(bpp == 3 || bpp == 4, "straight RGBA or RGB")
        let scan = RepeatScan(pixels: pixels, abovePixels: abovePixels)
        // Whether pixel x − 1 equals the one above (true at the row's start: a = c = 0 there).
        var leftRepeats = true
        var x = 0
        while x < width {
            // Eight pixels at a time that repeat the row above: copied and zeros, in bulk.
            var end = x
            if leftRepeats || filter == .up {
                end = scan.repeatingEnd(from: x, width: width)
            }
            if end > x {
                let (start, count) = (bpp * x, bpp * (end - x))
                (straight + start).update(from: aboveStraight + start, count: count)
                if let aboveOutput {
                    (output + start).update(from: aboveOutput + start, count: count)
                    adler.add(UnsafeRawBufferPointer(start: output + start, count: count))
                } else {
                    (output + start).update(repeating: 0, count: count)
                    adler.add(zeros: count)
                }
                x = end
                leftRepeats = true
                if x == width { break }
            }
            // Then pixels up to the next eight that repeat, the pixel before them too.
            var stop = x + 8
            while stop + 8 <= width && !(scan.repeats(stop) && (filter == .up || pixels[stop - 1] == abovePixels[stop - 1])) { stop += 8 }
            stop = min(stop, width)
            convertStretch(pixels, abovePixels: abovePixels, x..<stop, width: width, bytesPerPixel: bpp, straight: straight,
                           aboveStraight: aboveStraight, cache: cache, pixelAND: &pixelAND)
            apply(filter, row: straight, above: aboveStraight, count: bpp * stop, bytesPerPixel: bpp, into: output, from: bpp * x)
            adler.add(UnsafeRawBufferPointer(start: output + bpp * x, count: bpp * (stop - x)))
            leftRepeats = pixels[stop - 1] == abovePixels[stop - 1]
            x = stop
        }
    }
}

extension PNGFilter {
    /// A row of premultiplied RGBA `pixels` as straight RGBA bytes (`bytesPerPixel` 4) or, for an
    /// image with no translucent pixel, RGB bytes (3), into `straight`, given the row above's
    /// premultiplied pixels and straight bytes: where 32 pixels or more equal those above,
    /// their bytes are copied from there; the others are converted
    /// (``StraightAlpha/row(_:count:into:above:cache:)`` or ``StraightAlpha/rgbRow(_:count:into:)``,
    /// whose AND of the pixels is ANDed into `pixelAND`), and after 128 changed pixels
    /// on end, the rest of the row is. The bytes are those of converting the whole row. A
    /// band's first row, whose filter is chosen from its bytes, mostly repeats the row above
    /// in a chart.
    /// - Complexity: O(n) for n pixels.
    static func convert(
        _ pixels: UnsafePointer<UInt32>, abovePixels: UnsafePointer<UInt32>, width: Int, bytesPerPixel bpp: Int,
        straight: UnsafeMutablePointer<UInt8>, aboveStraight: UnsafePointer<UInt8>, cache: UnsafeMutablePointer<UInt64>? = nil,
        pixelAND: inout UInt32
    ) {
        precondition(bpp == 3 || bpp == 4, "straight RGBA or RGB")
        let scan = RepeatScan(pixels: pixels, abovePixels: abovePixels)
        var x = 0
        while x < width {
            var end = x
            while end + 32 <= width && scan.repeatsSixteen(end, blocks: 2) { end += 32 }
            if end > x {
                (straight + bpp * x).update(from: aboveStraight + bpp * x, count: bpp * (end - x))
                x = end
                if x == width { break }
            }
            // A row that changes for 128 pixels on end (noise, a scatter plot's dense marks)
            // is converted to its end without looking further.
            var stop = x + 32
            while stop + 32 <= width && !scan.repeatsSixteen(stop, blocks: 2) {
                stop += 32
                if stop - x >= 128 { stop = width }
            }
            stop = min(stop, width)
            convertStretch(pixels, abovePixels: abovePixels, x..<stop, width: width, bytesPerPixel: bpp, straight: straight,
                           aboveStraight: aboveStraight, cache: cache, pixelAND: &pixelAND)
            x = stop
        }
    }

    /// Converts the changed pixels `stretch` of a row (see ``convert(_:abovePixels:width:bytesPerPixel:straight:aboveStraight:cache:pixelAND:)``);
    /// the pixels after it, if any, repeat the row above.
    @inline(__always)
    private static func convertStretch(
        _ pixels: UnsafePointer<UInt32>, abovePixels: UnsafePointer<UInt32>, _ stretch: Range<Int>, width: Int, bytesPerPixel bpp: Int,
        straight: UnsafeMutablePointer<UInt8>, aboveStraight: UnsafePointer<UInt8>, cache: UnsafeMutablePointer<UInt64>?,
        pixelAND: inout UInt32
    ) {
        let (x, stop) = (stretch.lowerBound, stretch.upperBound)
        if bpp == 3 {
            // Byte 3 · stop is overwritten next, from the row above (the pixels at stop repeat it).
            pixelAND &= StraightAlpha.rgbRow(pixels + x, count: stop - x, into: straight + 3 * x, spareByte: stop < width)
        } else {
            StraightAlpha.row(pixels + x, count: stop - x, into: straight + 4 * x,
                              above: (abovePixels + x, aboveStraight + 4 * x), cache: cache)
        }
    }
}

/// Finds where a row of pixels repeats the row above, eight pixels or more at a time.
private struct RepeatScan {
    let source: UnsafeRawPointer
    let sourceAbove: UnsafeRawPointer

    init(pixels: UnsafePointer<UInt32>, abovePixels: UnsafePointer<UInt32>) {
        (source, sourceAbove) = (UnsafeRawPointer(pixels), UnsafeRawPointer(abovePixels))
    }

    /// Whether the eight pixels at `x` equal the eight above.
    @inline(__always) func repeats(_ x: Int) -> Bool {
        @inline(__always) func difference(_ k: Int) -> UInt64 {
            source.loadUnaligned(fromByteOffset: 4 * x + 8 * k, as: UInt64.self)
                ^ sourceAbove.loadUnaligned(fromByteOffset: 4 * x + 8 * k, as: UInt64.self)
        }
        return difference(0) | difference(1) | difference(2) | difference(3) == 0
    }

    /// Whether the `16 · blocks` pixels at `x` equal those above: four vector loads a side
    /// per block, the differences ORed and tested once (the long stretches of a changed row
    /// that repeat the row above are passed 128 bytes a step, then 64).
    @inline(__always) func repeatsSixteen(_ x: Int, blocks: Int) -> Bool {
        @inline(__always) func difference(_ k: Int) -> SIMD16<UInt8> {
            source.loadUnaligned(fromByteOffset: 4 * x + 16 * k, as: SIMD16<UInt8>.self)
                ^ sourceAbove.loadUnaligned(fromByteOffset: 4 * x + 16 * k, as: SIMD16<UInt8>.self)
        }
        var any = difference(0) | difference(1) | difference(2) | difference(3)
        if blocks == 2 { any |= difference(4) | difference(5) | difference(6) | difference(7) }
        let words = unsafeBitCast(any, to: SIMD2<UInt64>.self)
        return words[0] | words[1] == 0
    }

    /// The end of the pixels from `x` on that equal those above, in steps of 32, 16 and 8
    /// pixels (`x` when the next eight do not).
    @inline(__always) func repeatingEnd(from x: Int, width: Int) -> Int {
        var end = x
        while end + 32 <= width && repeatsSixteen(end, blocks: 2) { end += 32 }
        if end + 16 <= width && repeatsSixteen(end, blocks: 1) { end += 16 }
        if end + 8 <= width && repeats(end) { end += 8 }
        return end
    }
}
