import Testing
import OpenChartsTestSupport
@testable import OpenChartsRender

/// The scan converter's arithmetic without conversion checks must give exactly what the
/// checked conversions give: the clamped ceiling of a plan's sample lines, the truncation of
/// a coverage byte, and the resolve of a row of cells (skipping empty runs two cells at a time).
@Suite("Raster scan arithmetic")
struct ScanArithmeticTests {
    @Test("the clamped ceiling equals min(max(⌈x⌉, 0), limit) near integers, across the clamp and far outside it")
    func clampedCeiling() {
        var values: [Float] = [0, -0.0, 0.5, -0.5, 1, -1, 15.5, 16, 16.000_01, 17, -2, 1e6, -1e6, 3e38, -3e38,
                               .leastNonzeroMagnitude, -.leastNonzeroMagnitude]
        for k in -40...40 {
            let whole = Float(k) / 2
            values += [whole, whole.nextUp, whole.nextDown, whole.nextUp.nextUp, whole.nextDown.nextDown]
        }
        var random = SplitMix64(seed: 7)
        for _ in 0..<20_000 {
            values.append(Float(Double(random.next() % 4_000_000) / 100_000 - 20))
        }
        for limit in [4, 16] {
            for x in values {
                let expected = min(max(ScanConverter.ceiling(min(max(x, -1e9), 1e9)), 0), limit)
                #expect(ScanConverter.ceiling(x, within: limit) == expected, "x = \(x), limit \(limit)")
            }
        }
    }

    @Test("a coverage byte truncated against 2²³ equals UInt8(y) for every coverage a row can hold")
    func truncatedByte() {
        // Every value·255 + 0.5 for value a multiple of 2⁻¹⁶, as resolve forms it.
        for k in 0...65_536 {
            let value = Float(k) / 65_536
            let y = value * 255 + 0.5
            #expect(ScanConverter.truncatedByte(y) == UInt8(y), "y = \(y)")
        }
        // Around each whole and half number, where truncation and rounding part.
        for k in 0...511 {
            let y = Float(k) / 2
            for candidate in [y, y.nextUp, y.nextDown, y.nextUp.nextUp, y.nextDown.nextDown] where candidate >= 0 && candidate < 256 {
                #expect(ScanConverter.truncatedByte(candidate) == UInt8(candidate), "y = \(candidate)")
            }
        }
    }

    /// What ``ScanConverter/resolve(_:into:from:through:integrated:evenOdd:)`` computes, one
    /// cell at a time.
    static func reference(_ cells: [Float], from first: Int, through last: Int, integrated: Bool,
                          evenOdd: Bool) -> [UInt8] {
        var sum: Float = 0
        var bytes = [UInt8](repeating: 0, count: cells.count)
        for x in first...last {
            sum += cells[x]
            var value = integrated ? abs(sum) : sum
            if integrated && evenOdd {
                value -= 2 * Float(Int(value * 0.5))
                if value > 1 { value = 2 - value }
            }
            value = min(max(value, 0), 1)
            bytes[x] = UInt8(value * 255 + 0.5)
        }
        return bytes
    }

    @Test("resolving a row gives the cell-by-cell sums' bytes, whatever the runs of empty cells, and leaves the cells zero")
    func resolveMatchesReference() {
        var random = SplitMix64(seed: 11)
        let width = 300
        for round in 0..<400 {
            var cells = [Float](repeating: 0, count: width + 3)
            // Runs of empty cells of every length between cells holding ± areas, as a row's
            // crossings leave them (each boundary adds up to 0 across its two cells).
            var x = Int(random.next() % 20)
            while x < width - 1 {
                let area = Float(Int(random.next() % 2001) - 1000) / 1000
                cells[x] += area
                cells[x + 1] += (round % 2 == 0 ? 1 : -1) * Float(random.next() % 1000) / 1000 - area
                if random.next() % 9 == 0 { cells[x] = -0.0 }
                x += 1 + Int(random.next() % UInt64(1 + round % 40))
            }
            let first = Int(random.next() % 10), last = width - 1 - Int(random.next() % 10)
            let integrated = round % 3 != 0, evenOdd = round % 5 == 0
            let expected = ScanArithmeticTests.reference(cells, from: first, through: last, integrated: integrated,
                                                         evenOdd: evenOdd)
            var coverage = [UInt8](repeating: 0, count: width + 1)
            cells.withUnsafeMutableBufferPointer { cells in
                coverage.withUnsafeMutableBufferPointer { coverage in
                    ScanConverter.resolve(cells.baseAddress!, into: coverage.baseAddress!, from: first, through: last,
                                          integrated: integrated, evenOdd: evenOdd)
                }
            }
            #expect(Array(coverage[first...last]) == Array(expected[first...last]), "round \(round)")
            #expect(cells[first...last].allSatisfy { $0 == 0 }, "round \(round): cells left unzeroed")
        }
    }

    @Test("resolving rows with long empty stretches (skipped eight cells a step) gives the reference's bytes at every offset")
    func resolveLongEmptyRuns() {
        var random = SplitMix64(seed: 13)
        let width = 260
        for round in 0..<600 {
            var cells = [Float](repeating: 0, count: width + 3)
            // A few boundaries far apart, so that runs of 8 and more empty cells start at every
            // offset; the running sum between them is 0, inside (1) or partly covered.
            var x = Int(random.next() % 12)
            while x < width - 1 {
                let area = Float(Int(random.next() % 2001) - 1000) / 1000
                cells[x] += area
                cells[x + 1] += (round % 2 == 0 ? 1 : -1) * Float(random.next() % 3) / 2 - area
                x += 1 + Int(random.next() % 70)
            }
            let first = Int(random.next() % 17), last = width - 1 - Int(random.next() % 17)
            let integrated = round % 3 != 0, evenOdd = round % 4 == 0
            let expected = ScanArithmeticTests.reference(cells, from: first, through: last, integrated: integrated,
                                                         evenOdd: evenOdd)
            var coverage = [UInt8](repeating: 0x5A, count: width + 1)
            cells.withUnsafeMutableBufferPointer { cells in
                coverage.withUnsafeMutableBufferPointer { coverage in
                    ScanConverter.resolve(cells.baseAddress!, into: coverage.baseAddress!, from: first, through: last,
                                          integrated: integrated, evenOdd: evenOdd)
                }
            }
            #expect(Array(coverage[first...last]) == Array(expected[first...last]), "round \(round)")
            #expect(coverage[(last + 1)...].allSatisfy { $0 == 0x5A }, "round \(round): wrote past the last cell")
            #expect(cells[first...last].allSatisfy { $0 == 0 }, "round \(round): cells left unzeroed")
        }
    }
}
