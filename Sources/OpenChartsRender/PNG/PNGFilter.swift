/// PNG scanline filters (PNG specification §9): each row is stored as the difference from a
/// prediction made from its left, upper and upper-left neighbours, which turns flat areas and
/// repeated rows into runs of zeros for deflate.
enum PNGFilter: UInt8, CaseIterable {
    case none = 0, sub, up, average, paeth

    /// Filters every row of `raw` (`height` rows of `rowBytes` bytes) into `output`, each row
    /// preceded by its filter type byte. `adaptive` picks per row the filter whose output has
    /// the smallest sum of absolute values as signed bytes (libpng's heuristic); otherwise
    /// every row uses `none`, as libpng recommends for palette images.
    /// `output` holds `height * (rowBytes + 1)` bytes.
    /// - Complexity: O(n) for n bytes.
    static func filterRows(
        _ raw: UnsafePointer<UInt8>, rowBytes: Int, height: Int, bytesPerPixel: Int, adaptive: Bool,
        into output: UnsafeMutablePointer<UInt8>
    ) {
        let zeros = UnsafeMutablePointer<UInt8>.allocate(capacity: max(rowBytes, 1))
        zeros.initialize(repeating: 0, count: max(rowBytes, 1))
        defer { zeros.deallocate() }
        for y in 0..<height {
            let row = raw + y * rowBytes
            let above = y == 0 ? UnsafePointer(zeros) : row - rowBytes
            let filter = adaptive ? best(row: row, above: above, count: rowBytes, bytesPerPixel: bytesPerPixel) : .none
            let out = output + y * (rowBytes + 1)
            out.pointee = filter.rawValue
            apply(filter, row: row, above: above, count: rowBytes, bytesPerPixel: bytesPerPixel, into: out + 1)
        }
    }

    /// The filter whose output for `row` has the smallest sum of absolute signed bytes; the
    /// lowest-numbered on a tie.
    static func best(row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel bpp: Int) -> PNGFilter {
        @inline(__always) func cost(_ v: UInt8) -> Int { v < 128 ? Int(v) : 256 - Int(v) }
        var sums = (0, 0, 0, 0, 0)
        for x in 0..<min(bpp, count) {
            let value = row[x], b = above[x]
            sums.0 += cost(value)
            sums.1 += cost(value)
            sums.2 += cost(value &- b)
            sums.3 += cost(value &- b >> 1)
            sums.4 += cost(value &- b)  // Paeth with a = c = 0 predicts b
        }
        var x = bpp
        while x < count {
            let value = row[x], a = row[x - bpp], b = above[x], c = above[x - bpp]
            sums.0 += cost(value)
            sums.1 += cost(value &- a)
            sums.2 += cost(value &- b)
            sums.3 += cost(value &- UInt8((UInt16(a) + UInt16(b)) >> 1))
            sums.4 += cost(value &- paeth(a, b, c))
            x += 1
        }
        var best = PNGFilter.none
        var bestSum = sums.0
        for (filter, sum) in [(PNGFilter.sub, sums.1), (.up, sums.2), (.average, sums.3), (.paeth, sums.4)] where sum < bestSum {
            best = filter
            bestSum = sum
        }
        return best
    }

    /// Writes `row` filtered with `filter` into `output` (`count` bytes, no type byte).
    static func apply(
        _ filter: PNGFilter, row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel bpp: Int,
        into output: UnsafeMutablePointer<UInt8>
    ) {
        let lead = min(bpp, count)
        switch filter {
        case .none:
            output.update(from: row, count: count)
        case .sub:
            output.update(from: row, count: lead)
            for x in bpp..<max(count, bpp) { output[x] = row[x] &- row[x - bpp] }
        case .up:
            for x in 0..<count { output[x] = row[x] &- above[x] }
        case .average:
            for x in 0..<lead { output[x] = row[x] &- above[x] >> 1 }
            for x in bpp..<max(count, bpp) { output[x] = row[x] &- UInt8((UInt16(row[x - bpp]) + UInt16(above[x])) >> 1) }
        case .paeth:
            for x in 0..<lead { output[x] = row[x] &- above[x] }
            for x in bpp..<max(count, bpp) { output[x] = row[x] &- paeth(row[x - bpp], above[x], above[x - bpp]) }
        }
    }

    /// The Paeth predictor (PNG specification §9.4): whichever of left, above and upper-left is
    /// closest to left + above − upper-left, ties in that order.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let ia = Int(a), ib = Int(b), ic = Int(c)
        let pa = abs(ib - ic)
        let pb = abs(ia - ic)
        let pc = abs(ia + ib - 2 * ic)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
