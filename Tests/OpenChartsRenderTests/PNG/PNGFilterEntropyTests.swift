import Foundation
import Testing
import OpenChartsCore
@testable import OpenChartsRender

@Suite("PNG filter choice by entropy on busy rows")
struct PNGFilterEntropyTests {
    static func entropy(_ bytes: [UInt8]) -> Double {
        bytes.withUnsafeBufferPointer { PNGFilter.entropyBits($0) }
    }

    @Test("entropy in bits: 0 for one repeated value, n for two values half and half, 8 a byte for every value once")
    func entropyValues() {
        #expect(Self.entropy([]) == 0)
        #expect(Self.entropy([7]) == 0)
        #expect(Self.entropy([UInt8](repeating: 200, count: 1000)) == 0)
        #expect(abs(Self.entropy([UInt8](repeating: 1, count: 50) + [UInt8](repeating: 2, count: 50)) - 100) < 1e-9)
        #expect(abs(Self.entropy((0..<256).map { UInt8($0) }) - 2048) < 1e-9)
        // Counts past the table of c log₂ c (rows of more than 4,096 bytes).
        #expect(abs(Self.entropy([UInt8](repeating: 9, count: 5000) + [UInt8](repeating: 10, count: 5000)) - 10_000) < 1e-6)
        #expect(abs(Self.entropy([UInt8](repeating: 9, count: 3000) + [UInt8](repeating: 10, count: 1000))
            - (4000 * log2(4000.0) - 3000 * log2(3000.0) - 1000 * log2(1000.0))) < 1e-6)
    }

    /// A dense scatter plot as the rasterizer draws it: dots of symbol size 4 (2.26 px across),
    /// 0.3 a pixel as in the benchmark's scatter_1e5, stamped in blue on `background` (clear
    /// when nil).
    static func scatter(width: Int, height: Int, background: Color?, seed: UInt32) throws -> Pixmap {
        var seed = seed
        func next() -> CGFloat { seed = seed &* 1_664_525 &+ 1_013_904_223; return CGFloat(seed >> 8) / CGFloat(1 << 24) }
        let diameter = 2 * (4 / CGFloat.pi).squareRoot()
        let positions = (0..<(width * height * 3 / 10)).map { _ in CGPoint(x: next() * CGFloat(width), y: next() * CGFloat(height)) }
        let node = SymbolsNode(shape: Path(ellipseIn: CGRect(x: -diameter / 2, y: -diameter / 2, width: diameter, height: diameter)),
                               positions: positions, paint: .color(Color(red: 0.12, green: 0.47, blue: 0.71)), circleDiameter: diameter)
        return try SceneRasterizer().render(Scene(size: CGSize(width: width, height: height), nodes: [.symbols(node)], background: background))
    }

    /// ``scatter(width:height:background:seed:)`` on white.
    static func whiteScatter(width: Int, height: Int) throws -> Pixmap {
        try scatter(width: width, height: height, background: .white, seed: 17)
    }

    /// The RGB rows of an opaque `pixmap`.
    static func rgbRows(_ pixmap: Pixmap) -> [[UInt8]] {
        (0..<pixmap.height).map { y in
            (0..<pixmap.width).flatMap { x -> [UInt8] in
                let p = pixmap.pixel(x: x, y: y)
                return [p.red, p.green, p.blue]
            }
        }
    }

    /// `rows` filtered by libpng's choice alone, chosen band by band of four as the encoder
    /// does, each with its filter byte.
    static func lowestSumFiltered(_ rows: [[UInt8]], bpp: Int) throws -> [UInt8] {
        var filtered: [UInt8] = []
        var filter = PNGFilter.none
        for y in rows.indices {
            let above = y > 0 ? rows[y - 1] : [UInt8](repeating: 0, count: rows[y].count)
            if y % PNGImageData.filterBand == 0 { filter = try PNGFilterTests.best(rows[y], above: above, bpp: bpp) }
            filtered += [filter.rawValue] + (try PNGFilterRepeatsTests.filtered(filter, rows[y], above: above, bytesPerPixel: bpp))
        }
        return filtered
    }

    @Test("a busy row of a dense scatter plot is left unfiltered: its bytes take fewer values than any residuals")
    func scatterRowUnfiltered() throws {
        let rows = Self.rgbRows(try Self.whiteScatter(width: 300, height: 40))
        var unfiltered = 0
        for y in 1..<rows.count {
            let lowestSum = try PNGFilterTests.best(rows[y], above: rows[y - 1], bpp: 3)
            let chosen = try PNGFilterTests.filterRow(rows[y], above: rows[y - 1], bpp: 3)
            #expect(chosen.busyUnfiltered == (chosen.filter == PNGFilter.none && lowestSum != .none), "row \(y)")
            if chosen.busyUnfiltered {
                #expect(chosen.output == [PNGFilter.none.rawValue] + rows[y], "row \(y)")
                unfiltered += 1
            } else {
                #expect(chosen.filter == lowestSum, "row \(y)")
            }
        }
        #expect(unfiltered * 4 >= 3 * (rows.count - 1), "most rows are left unfiltered: \(unfiltered) of \(rows.count - 1)")
    }

    @Test("a row that mostly repeats the row above keeps the lowest-sum filter, however its bytes are spread")
    func quietRowKeepsLowestSum() throws {
        let above = Self.rgbRows(try Self.whiteScatter(width: 300, height: 2))[1]
        var row = above
        // Changes in 20 pixels of 300: under a quarter of the row is unlike the row above.
        for x in stride(from: 0, to: 60, by: 3) { row[x] = 0; row[x + 1] &+= 1 }
        let lowestSum = try PNGFilterTests.best(row, above: above, bpp: 3)
        let chosen = try PNGFilterTests.filterRow(row, above: above, bpp: 3)
        #expect(chosen.filter == lowestSum)
        #expect(!chosen.busyUnfiltered)
    }

    @Test("a gradient row, busy but smooth, keeps Sub: its residuals are one value")
    func busyGradientKeepsSub() throws {
        let row = (0..<300).map { UInt8(truncatingIfNeeded: $0 * 2) }, above = [UInt8](repeating: 0, count: 300)
        let chosen = try PNGFilterTests.filterRow(row, above: above, bpp: 3)
        #expect(chosen.filter == .sub)
        #expect(!chosen.busyUnfiltered)
    }

    @Test("a dense scatter plot encodes unfiltered in bands of sixteen, smaller than under the lowest-sum filters, and decodes to its pixels")
    func scatterImageSmaller() throws {
        let (width, height) = (300, 64)
        let pixmap = try Self.whiteScatter(width: width, height: height)
        let rows = Self.rgbRows(pixmap)
        let (type, filtered) = try PNGEncoder().filteredScanlines(pixmap)
        #expect(type == .rgb)
        let filters = (0..<height).map { filtered[$0 * (3 * width + 1)] }
        // Row 0 (under zeros) is not busy in the same way; the bands after it start unfiltered.
        let firstUnfiltered = try #require(filters.firstIndex(of: PNGFilter.none.rawValue))
        #expect(firstUnfiltered < 8)
        #expect(filters[firstUnfiltered..<min(height, firstUnfiltered + PNGImageData.unfilteredBand)].allSatisfy { $0 == PNGFilter.none.rawValue })
        #expect(try DecodedPNG(try PNGEncoder().encode(pixmap)).rgba == PNGTestImages.straight(pixmap))
        let hints = [1, 3, 3 * width + 1]
        let ours = Zlib.compress(filtered, hintDistances: hints).count
        let libpngs = Zlib.compress(try Self.lowestSumFiltered(rows, bpp: 3), hintDistances: hints).count
        #expect(ours * 10 < libpngs * 9, "unfiltered is at least 10 % smaller: \(ours) against \(libpngs)")
    }

    @Test("a dense scatter plot on a clear background (RGBA) decodes to its pixels and deflates smaller than under the lowest-sum filters")
    func clearScatter() throws {
        let (width, height) = (256, 48)
        let pixmap = try Self.scatter(width: width, height: height, background: nil, seed: 41)
        let (type, filtered) = try PNGEncoder().filteredScanlines(pixmap)
        #expect(type == .rgba)
        let filters = (0..<height).map { filtered[$0 * (4 * width + 1)] }
        #expect(filters.contains(PNGFilter.none.rawValue), "some busy rows are left unfiltered: \(filters)")
        let decoded = try DecodedPNG(try PNGEncoder().encode(pixmap))
        #expect(decoded.rgba == PNGTestImages.straight(pixmap))
        // The same straight rows under libpng's choice alone.
        let rows = (0..<height).map { Array(decoded.rgba[(4 * width * $0)..<(4 * width * ($0 + 1))]) }
        let hints = [1, 4, 4 * width + 1]
        let ours = Zlib.compress(filtered, hintDistances: hints).count
        let libpngs = Zlib.compress(try Self.lowestSumFiltered(rows, bpp: 4), hintDistances: hints).count
        #expect(ours < libpngs, "\(ours) against \(libpngs)")
    }
}
