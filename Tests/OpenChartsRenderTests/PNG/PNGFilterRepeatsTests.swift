import Testing
@testable import OpenChartsRender

@Suite("PNG rows converted and filtered in one pass")
struct PNGFilterRepeatsTests {
    /// A deterministic pixel: opaque, clear or translucent (premultiplied) by `k`; always opaque
    /// when `opaque` is set (the pixels of an image written as RGB).
    static func pixel(_ k: UInt32, opaque: Bool = false) -> UInt32 {
        var h = k &* 0x9E37_79B1
        h ^= h >> 15
        let a: UInt32 = opaque ? 255 : h % 5 == 0 ? 0 : h % 5 == 1 ? 40 + h % 200 : 255
        return min(h & 0xFF, a) | min(h >> 8 & 0xFF, a) << 8 | min(h >> 16 & 0xFF, a) << 16 | a << 24
    }

    /// Three rows of `width` pixels: the top, one that repeats it in long runs, and the row under
    /// test, which repeats the middle except at `changes` (pixel indices).
    static func rows(width: Int, changes: [Int], opaque: Bool = false) -> (top: [UInt32], middle: [UInt32], row: [UInt32]) {
        let top = (0..<width).map { pixel(UInt32($0 / 3), opaque: opaque) }
        var middle = top
        for x in stride(from: 5, to: width, by: 29) { middle[x] = pixel(UInt32(1000 + x), opaque: opaque) }
        var row = middle
        for x in changes where x < width { row[x] = pixel(UInt32(5000 + x), opaque: opaque) }
        return (top, middle, row)
    }

    /// Straight RGBA (`bytesPerPixel` 4) or, for opaque pixels, RGB (3) bytes, one pixel at a time.
    static func straight(_ pixels: [UInt32], bytesPerPixel: Int = 4) -> [UInt8] {
        pixels.flatMap { p in
            let s = StraightAlpha.rgba(fromPremultiplied: p)
            return (0..<bytesPerPixel).map { UInt8(truncatingIfNeeded: s >> (8 * $0)) }
        }
    }

    static func filtered(_ filter: PNGFilter, _ row: [UInt8], above: [UInt8], bytesPerPixel: Int = 4) throws -> [UInt8] {
        var output = [UInt8](repeating: 0xEE, count: row.count)
        try row.withUnsafeBufferPointer { r in
            try above.withUnsafeBufferPointer { a in
                try output.withUnsafeMutableBufferPointer {
                    PNGFilter.apply(filter, row: try #require(r.baseAddress), above: try #require(a.baseAddress), count: row.count,
                                    bytesPerPixel: bytesPerPixel, into: try #require($0.baseAddress))
                }
            }
        }
        return output
    }

    @Test("up, paeth and sub rows, RGBA or (opaque) RGB, give the bytes and Adler-32 of converting the row, then filtering it",
          arguments: [PNGFilter.up, .paeth, .sub], [4, 3])
    func sameBytes(filter: PNGFilter, bytesPerPixel bpp: Int) throws {
        let cases: [(width: Int, changes: [Int])] = [
            (1, [0]), (7, []), (8, [7]), (9, [8]), (64, [0, 8, 15, 16, 63]), (203, [7, 8, 40, 41, 42, 43, 44, 45, 46, 47, 120, 202]),
            (203, Array(0..<203)), (203, []), (96, [23, 24]),
        ]
        let cache = UnsafeMutablePointer<UInt64>.allocate(capacity: StraightAlpha.cacheSize)
        cache.initialize(repeating: 0, count: StraightAlpha.cacheSize)
        defer { cache.deallocate() }
        for (width, changes) in cases {
            let (top, middle, row) = Self.rows(width: width, changes: changes, opaque: bpp == 3)
            let (topStraight, middleStraight, rowStraight) = (Self.straight(top, bytesPerPixel: bpp), Self.straight(middle, bytesPerPixel: bpp),
                                                              Self.straight(row, bytesPerPixel: bpp))
            let expected = try Self.filtered(filter, rowStraight, above: middleStraight, bytesPerPixel: bpp)
            let middleOutput = try Self.filtered(filter, middleStraight, above: topStraight, bytesPerPixel: bpp)
            for useCache in [false, true, true] {
                var straight = [UInt8](repeating: 0xEE, count: bpp * width)
                var output = [UInt8](repeating: 0xEE, count: bpp * width)
                var adler = Adler32.Sums(Adler32.checksum([7]))
                var pixelAND = UInt32.max
                try row.withUnsafeBufferPointer { r in try middle.withUnsafeBufferPointer { m in
                    try middleStraight.withUnsafeBufferPointer { ms in try middleOutput.withUnsafeBufferPointer { mo in
                        try straight.withUnsafeMutableBufferPointer { s in try output.withUnsafeMutableBufferPointer { o in
                            PNGFilter.convertAndApply(
                                filter, pixels: try #require(r.baseAddress), abovePixels: try #require(m.baseAddress), width: width, bytesPerPixel: bpp,
                                straight: try #require(s.baseAddress), aboveStraight: try #require(ms.baseAddress),
                                into: try #require(o.baseAddress), aboveOutput: filter == .sub ? mo.baseAddress : nil,
                                cache: useCache ? cache : nil, adler: &adler, pixelAND: &pixelAND)
                        } }
                    } }
                } }
                let context = "\(filter), \(bpp) bytes per pixel, width \(width), changes \(changes.prefix(4)), cache \(useCache)"
                #expect(straight == rowStraight, "\(context)")
                #expect(output == expected, "\(context)")
                #expect(adler.value == Adler32.checksum([7] + expected), "\(context)")
                if bpp == 3 {
                    // The changed pixels (and maybe others) are in the AND; all are opaque.
                    let changedAND = changes.filter { $0 < width }.reduce(UInt32.max) { $0 & row[$1] }
                    #expect(pixelAND & changedAND == pixelAND && UInt32(littleEndian: pixelAND) >> 24 == 255, "\(context)")
                }
            }
        }
    }

    @Test("a row converted with the row above's bytes, RGBA or (opaque) RGB, gives the bytes of converting it whole", arguments: [4, 3])
    func convertedWithAbove(bytesPerPixel bpp: Int) throws {
        let cases: [(width: Int, changes: [Int])] = [
            (1, [0]), (7, []), (31, [30]), (32, [0]), (33, [32]), (96, [31, 32, 64]), (203, [7, 8, 40, 120, 202]),
            (300, Array(0..<200)), (300, Array(40..<170) + [299]), (300, Array(stride(from: 0, to: 300, by: 33))), (300, []),
        ]
        let cache = UnsafeMutablePointer<UInt64>.allocate(capacity: StraightAlpha.cacheSize)
        cache.initialize(repeating: 0, count: StraightAlpha.cacheSize)
        defer { cache.deallocate() }
        for (width, changes) in cases {
            for translucent in bpp == 3 ? [false, true] : [false] {
                let (_, middle, original) = Self.rows(width: width, changes: changes, opaque: bpp == 3)
                var row = original
                // For RGB, a translucent changed pixel must show in the AND (the image is then not opaque).
                if translucent, let last = changes.last { row[last] = 0x2810_0820 }
                let middleStraight = Self.straight(middle, bytesPerPixel: bpp)
                var straight = [UInt8](repeating: 0xEE, count: bpp * width)
                var pixelAND = UInt32.max
                try row.withUnsafeBufferPointer { r in try middle.withUnsafeBufferPointer { m in
                    try middleStraight.withUnsafeBufferPointer { ms in try straight.withUnsafeMutableBufferPointer { s in
                        PNGFilter.convert(try #require(r.baseAddress), abovePixels: try #require(m.baseAddress), width: width, bytesPerPixel: bpp,
                                          straight: try #require(s.baseAddress), aboveStraight: try #require(ms.baseAddress),
                                          cache: cache, pixelAND: &pixelAND)
                    } }
                } }
                let context = "\(bpp) bytes per pixel, width \(width), changes \(changes.prefix(4)), translucent \(translucent)"
                if bpp == 4 {
                    #expect(straight == Self.straight(row), "\(context)")
                } else {
                    // RGB: each pixel's first three bytes, whatever its alpha.
                    #expect(straight == row.flatMap { p in (0..<3).map { UInt8(truncatingIfNeeded: UInt32(littleEndian: p) >> (8 * $0)) } },
                            "\(context)")
                    let changedAND = changes.reduce(UInt32.max) { $0 & row[$1] }
                    #expect(pixelAND & changedAND == pixelAND, "\(context)")
                    #expect((UInt32(littleEndian: pixelAND) >> 24 == 255) == !(translucent && !changes.isEmpty), "\(context)")
                }
            }
        }
    }

    @Test("translucent pixels converted through the cache, met again or colliding in it, match the direct conversion")
    func cache() throws {
        var pixels: [UInt32] = []
        for a in UInt32(1)...254 {
            for c in stride(from: UInt32(0), through: a, by: 7) { pixels.append(c | (a - c) << 8 | (c / 3) << 16 | a << 24) }
        }
        pixels += pixels.reversed()  // each again, after thousands of others have passed through
        let cache = UnsafeMutablePointer<UInt64>.allocate(capacity: StraightAlpha.cacheSize)
        cache.initialize(repeating: 0, count: StraightAlpha.cacheSize)
        defer { cache.deallocate() }
        var cached = [UInt8](repeating: 0xEE, count: 4 * pixels.count)
        for _ in 0..<2 {
            try pixels.withUnsafeBufferPointer { p in
                try cached.withUnsafeMutableBufferPointer {
                    StraightAlpha.row(try #require(p.baseAddress), count: pixels.count,
                                      into: try #require($0.baseAddress), cache: cache)
                }
            }
            #expect(cached == Self.straight(pixels))
        }
    }
}
