import Testing
@testable import OpenChartsRender

@Suite("PNG row filters")
struct PNGFilterTests {
    /// ``PNGFilter/filterRow(_:above:count:bytesPerPixel:into:reusing:)`` of a row starting a
    /// band: the filter it chose, whether it left a busy row unfiltered, and the bytes it wrote.
    static func filterRow(_ row: [UInt8], above: [UInt8], bpp: Int) throws -> (filter: PNGFilter?, busyUnfiltered: Bool, output: [UInt8]) {
        var output = [UInt8](repeating: 0, count: row.count + 1)
        let chosen = try row.withUnsafeBufferPointer { r in
            try above.withUnsafeBufferPointer { a in
                try output.withUnsafeMutableBufferPointer { o in
                    PNGFilter.filterRow(try #require(r.baseAddress), above: try #require(a.baseAddress), count: row.count,
                                        bytesPerPixel: bpp, into: try #require(o.baseAddress))
                }
            }
        }
        return (chosen.filter, chosen.busyUnfiltered, output)
    }

    static func best(_ row: [UInt8], above: [UInt8], bpp: Int) throws -> PNGFilter {
        try row.withUnsafeBufferPointer { r in
            try above.withUnsafeBufferPointer { a in
                PNGFilter.best(row: try #require(r.baseAddress), above: try #require(a.baseAddress), count: row.count, bytesPerPixel: bpp)
            }
        }
    }

    @Test("a horizontal gradient picks Sub: each byte is its left neighbour plus a constant")
    func gradientPicksSub() throws {
        let row = (0..<30).map { UInt8($0 * 8) }
        #expect(try Self.best(row, above: [UInt8](repeating: 0, count: 30), bpp: 3) == .sub)
    }

    @Test("a row equal to the row above picks Up")
    func repeatedRowPicksUp() throws {
        let row: [UInt8] = [200, 13, 77, 5, 250, 31, 99, 140, 2, 66, 180, 7]
        #expect(try Self.best(row, above: row, bpp: 4) == .up)
    }

    @Test("a row of zeros picks None, the lowest-numbered filter on a tie")
    func zerosPickNone() throws {
        #expect(try Self.best([UInt8](repeating: 0, count: 16), above: [UInt8](repeating: 0, count: 16), bpp: 4) == .none)
    }

    @Test("a flat row under a flat row of another value picks Paeth: it predicts above at the left edge, left after")
    func flatStepPicksPaeth() throws {
        // Up costs 6 × 80, Sub 90 (the first byte), Average 85 + 5 × 40, Paeth 80.
        #expect(try Self.best([UInt8](repeating: 90, count: 6), above: [UInt8](repeating: 10, count: 6), bpp: 1) == .paeth)
    }

    /// The filter with the smallest sum of absolute signed residuals, computed byte by byte.
    static func referenceBest(_ row: [UInt8], above: [UInt8], bpp: Int) -> PNGFilter {
        func cost(_ v: UInt8) -> Int { v < 128 ? Int(v) : 256 - Int(v) }
        var sums = [0, 0, 0, 0, 0]
        for x in row.indices {
            let value = row[x], b = above[x]
            let a = x >= bpp ? row[x - bpp] : 0, c = x >= bpp ? above[x - bpp] : 0
            sums[0] += cost(value)
            sums[1] += cost(value &- a)
            sums[2] += cost(value &- b)
            sums[3] += cost(value &- UInt8((Int(a) + Int(b)) / 2))
            sums[4] += cost(value &- PNGFilter.paeth(a, b, c))
        }
        var best = 0
        for k in 1..<5 where sums[k] < sums[best] { best = k }
        return PNGFilter(rawValue: UInt8(best))!
    }

    @Test("rows that mostly repeat the row above get the filter the full byte-by-byte sums pick")
    func skippingRepeatedChunksKeepsTheChoice() throws {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> Int {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Int(truncatingIfNeeded: state >> 1)
        }
        var agreed = 0
        for trial in 0..<400 {
            let bpp = [1, 3, 4][trial % 3]
            let count = bpp * (8 + next() % 300)
            // A flat or striped row above; this row changes a few pixels, by a little or a lot.
            let stripe = 1 + next() % 40
            let above = (0..<count).map { UInt8(truncatingIfNeeded: ($0 / (stripe * bpp)) % 2 == 0 ? 240 : 30 + $0 % 5) }
            var row = above
            for _ in 0..<(next() % 6) {
                let x = next() % count
                let width = 1 + next() % (trial % 2 == 0 ? 4 : 60)
                let delta = trial % 4 < 2 ? 1 + next() % 3 : next() % 256
                for i in x..<min(count, x + width) { row[i] = row[i] &+ UInt8(truncatingIfNeeded: delta) }
            }
            if trial % 5 == 0 { row = row.map { $0 &+ 7 } }
            let expected = Self.referenceBest(row, above: above, bpp: bpp)
            #expect(try Self.best(row, above: above, bpp: bpp) == expected, "trial \(trial), bpp \(bpp), \(count) bytes")
            if expected == .up || expected == .paeth { agreed += 1 }
        }
        // The cases the shortcut decides alone (Up or Paeth wins) are well represented.
        #expect(agreed > 100)
    }

    @Test("the Paeth predictor picks the neighbour nearest a + b − c, preferring a, then b")
    func paethPredictor() {
        #expect(PNGFilter.paeth(10, 20, 10) == 20)   // p = 20: b exactly
        #expect(PNGFilter.paeth(20, 10, 10) == 20)   // p = 20: a exactly
        #expect(PNGFilter.paeth(10, 10, 10) == 10)   // all tie: a
        #expect(PNGFilter.paeth(0, 255, 128) == 128 || PNGFilter.paeth(0, 255, 128) == 0)
        #expect(PNGFilter.paeth(100, 50, 200) == 50) // p = -50: pa = 150, pb = 100, pc = 250
    }

    @Test("a chart frame's rows use Up where they repeat the row above")
    func chartUsesUp() throws {
        let frame = SyntheticChartFrameFixture.frame
        let decoded = try DecodedPNG(try PNGEncoder().encode(frame))
        #expect(decoded.filterTypes.count == 300)
        #expect(decoded.filterTypes.contains(2))
        #expect(decoded.filterTypes.allSatisfy { $0 <= 4 })
    }

    @Test("the filter is chosen on the first row of each band of four (sixteen after a busy row left unfiltered) and kept for the band's other rows")
    func filterBands() throws {
        // Opaque rows (RGB, 3 bytes a pixel), none repeating the row above, each alone best
        // filtered by one of several filters: gradients (Sub), noise, a shifted copy of the row above.
        let (width, height) = (64, 24)
        var seed: UInt32 = 5
        func next() -> UInt8 { seed = seed &* 1_664_525 &+ 1_013_904_223; return UInt8(seed >> 24) }
        var rgb: [[UInt8]] = []
        for y in 0..<height {
            switch y % 3 {
            case 0: rgb.append((0..<(3 * width)).map { UInt8(truncatingIfNeeded: $0 * (y + 1)) })
            case 1: rgb.append((0..<(3 * width)).map { _ in next() })
            default: rgb.append(rgb[y - 1].map { $0 &+ 1 })
            }
        }
        var bytes: [UInt8] = []
        for row in rgb {
            for x in stride(from: 0, to: row.count, by: 3) { bytes += [row[x], row[x + 1], row[x + 2], 255] }
        }
        let pixmap = try #require(Pixmap(width: width, height: height, premultipliedRGBA: bytes))
        let (type, filtered) = try PNGEncoder().filteredScanlines(pixmap)
        #expect(type == .rgb)
        let filters = (0..<height).map { filtered[$0 * (3 * width + 1)] }
        var ownChoiceDiffers = false
        var (bandStart, nextBand) = (0, 0)
        var unfilteredBands = 0
        for y in 0..<height {
            let above = y > 0 ? rgb[y - 1] : [UInt8](repeating: 0, count: 3 * width)
            let own = try Self.filterRow(rgb[y], above: above, bpp: 3)
            if y == nextBand {
                #expect(filters[y] == own.filter?.rawValue, "row \(y) starts a band")
                bandStart = y
                nextBand = y + (own.busyUnfiltered ? PNGImageData.unfilteredBand : PNGImageData.filterBand)
                if own.busyUnfiltered { unfilteredBands += 1 }
            } else {
                #expect(filters[y] == filters[bandStart], "row \(y)")
                if own.filter?.rawValue != filters[y] { ownChoiceDiffers = true }
            }
        }
        #expect(ownChoiceDiffers, "some row inside a band would have chosen another filter on its own")
        #expect(unfilteredBands > 0, "a noise row started a band left unfiltered")
        #expect(try DecodedPNG(try PNGEncoder().encode(pixmap)).rgba == bytes)
    }

    @Test("palette images use filter None on every row, as libpng recommends")
    func paletteRowsUnfiltered() throws {
        let pixmap = PNGTestImages.pixmap(width: 97, height: 50, colors: PNGTestImages.distinctColors(13))
        let decoded = try DecodedPNG(try PNGEncoder().encode(pixmap))
        #expect(decoded.colorType == PNGColorType.palette.rawValue)
        #expect(decoded.filterTypes == [UInt8](repeating: 0, count: 50))
    }

    @Test("each filter undone by the decoder gives back the row, for every filter and pixel size")
    func filtersInvert() throws {
        let above: [UInt8] = (0..<24).map { UInt8(($0 * 91 + 17) % 256) }
        let row: [UInt8] = (0..<24).map { UInt8(($0 * 53 + 200) % 256) }
        for bpp in [1, 3, 4] {
            for filter in PNGFilter.allCases {
                var out = [UInt8](repeating: 0, count: 24)
                try row.withUnsafeBufferPointer { r in try above.withUnsafeBufferPointer { a in try out.withUnsafeMutableBufferPointer { o in
                    PNGFilter.apply(filter, row: try #require(r.baseAddress), above: try #require(a.baseAddress), count: 24,
                                    bytesPerPixel: bpp, into: try #require(o.baseAddress))
                } } }
                var restored = [UInt8](repeating: 0, count: 24)
                for x in 0..<24 {
                    let a = x >= bpp ? Int(restored[x - bpp]) : 0, b = Int(above[x]), c = x >= bpp ? Int(above[x - bpp]) : 0
                    let predictor = [0, a, b, (a + b) / 2, Int(PNGFilter.paeth(UInt8(a), UInt8(b), UInt8(c)))][Int(filter.rawValue)]
                    restored[x] = UInt8(truncatingIfNeeded: Int(out[x]) + predictor)
                }
                #expect(restored == row, "filter \(filter), \(bpp) bytes per pixel")
            }
        }
    }
}

@Suite("PNG filter choice, vector against scalar")
struct PNGFilterReferenceTests {
    /// The heuristic byte by byte, straight from its definition.
    static func referenceBest(_ row: [UInt8], above: [UInt8], bpp: Int) -> UInt8 {
        func cost(_ v: Int) -> Int { let b = v & 0xFF; return b < 128 ? b : 256 - b }
        var sums = [Int](repeating: 0, count: 5)
        for x in row.indices {
            let a = x >= bpp ? Int(row[x - bpp]) : 0, b = Int(above[x]), c = x >= bpp ? Int(above[x - bpp]) : 0
            let value = Int(row[x])
            sums[0] += cost(value)
            sums[1] += cost(value - a)
            sums[2] += cost(value - b)
            sums[3] += cost(value - (a + b) / 2)
            sums[4] += cost(value - Int(PNGFilter.paeth(UInt8(a), UInt8(b), UInt8(c))))
        }
        return UInt8(sums.firstIndex(of: sums.min() ?? 0) ?? 0)
    }

    @Test("the sixteen-lane filter choice equals the byte-by-byte definition on rows of 1 to 80 bytes")
    func vectorMatchesScalar() throws {
        var seed: UInt32 = 99
        func next() -> UInt8 { seed = seed &* 1_664_525 &+ 1_013_904_223; return UInt8(seed >> 24) }
        for bpp in [1, 3, 4] {
            for count in 1...80 {
                for trial in 0..<6 {
                    // Smooth rows (small steps) make every filter a contender; noisy ones favour None.
                    let smooth = trial % 2 == 0
                    var above: [UInt8] = [], row: [UInt8] = []
                    for x in 0..<count {
                        above.append(smooth ? UInt8(truncatingIfNeeded: x * 3 + Int(next() % 4)) : next())
                        row.append(smooth ? UInt8(truncatingIfNeeded: Int(above[x]) + Int(next() % 5)) : next())
                    }
                    #expect(try PNGFilterTests.best(row, above: above, bpp: bpp).rawValue == Self.referenceBest(row, above: above, bpp: bpp),
                            "bpp \(bpp), \(count) bytes, trial \(trial)")
                }
            }
        }
    }

    @Test("on chart-like rows (flat runs, mostly the row above) the filter choice equals the byte-by-byte definition")
    func chartRowsMatchScalar() throws {
        var seed: UInt32 = 7
        func next(_ bound: Int) -> Int { seed = seed &* 1_664_525 &+ 1_013_904_223; return Int(seed >> 8) % bound }
        /// Runs of one pixel value (zero, the background, half the time), `count` bytes.
        func flatRuns(_ count: Int, bpp: Int) -> [UInt8] {
            var bytes: [UInt8] = []
            while bytes.count < count {
                let pixel = next(2) == 0 ? [UInt8](repeating: 0, count: bpp) : (0..<bpp).map { _ in UInt8(next(256)) }
                for _ in 0..<(1 + next(40)) { bytes += pixel }
            }
            return Array(bytes.prefix(count))
        }
        for bpp in [3, 4] {
            for trial in 0..<300 {
                let count = bpp * (20 + next(200))
                let above = flatRuns(count, bpp: bpp)
                var row = above
                // Change a few spans: new flat runs (where Sub can win) or noise (where Up or Paeth do).
                for _ in 0..<(1 + next(trial % 3 == 0 ? 12 : 3)) {
                    let start = next(count), length = min(count - start, 1 + next(trial % 3 == 0 ? 120 : 12))
                    let span = trial % 2 == 0 ? flatRuns(length, bpp: bpp) : (0..<length).map { _ in UInt8(next(256)) }
                    row.replaceSubrange(start..<(start + length), with: span)
                }
                #expect(try PNGFilterTests.best(row, above: above, bpp: bpp).rawValue == Self.referenceBest(row, above: above, bpp: bpp),
                        "bpp \(bpp), trial \(trial)")
            }
        }
    }
}
