import Foundation
import Testing
import OpenChartsCore
import OpenChartsTestSupport
@testable import OpenChartsRender

/// The fast paths of session 8 against the general ones they stand for: the branch-free walk
/// of a dense row's sample lines against the walk that branches on each cell, the sign-bit
/// masks it uses against comparisons, and solid blends through a colour's table of words
/// against the packed source worked out pixel by pixel.
@Suite("Raster dense walks and coverage words")
struct DenseWalkTests {
    /// `count` points scattered over a 120 × 80 canvas, 4 px in from its edges: joined, a
    /// scribble crossing itself hundreds of times.
    static func scribble(_ count: Int, random: inout SplitMix64) -> [CGPoint] {
        (0..<count).map { _ in
            CGPoint(x: Double(random.next() % 11_000) / 100 + 4, y: Double(random.next() % 7_000) / 100 + 4)
        }
    }

    /// The coverage bytes of `edges` filled with the branch-free dense walk or without it,
    /// and how many rows were sampled.
    static func fill(_ edges: EdgeList, width: Int, height: Int, dense: Bool, plans: Bool = true,
                     inOrder: Bool = false, rule: FillRule = .nonZero, rows: Range<Int>? = nil)
        -> (coverage: [UInt8], sampledRows: Int) {
        let converter = ScanConverter(width: width, height: height, plansRows: plans, walksDenseCells: dense,
                                      walksDenseInOrder: inOrder)
        var coverage = [UInt8](repeating: 0, count: width * height)
        converter.fill(edges, rule: rule, rows: rows ?? 0..<height) { y, columns, row in
            for x in columns { coverage[y * width + x] = row[x] }
        }
        return (coverage, converter.sampledRows)
    }

    @Test("dense time series (dozens of points per pixel column) come out byte for byte as the per-cell walk leaves them")
    func denseTimeSeries() {
        let width = 160, height = 90
        for seed: UInt64 in 1...6 {
            let perPixel = [4.0, 12, 40][Int(seed % 3)]
            let points = RowPlanTests.walk(seed: seed, perPixel: perPixel, step: Double(seed % 4) * 6 + 2,
                                           width: width, height: height)
            let join: LineJoin = seed % 2 == 0 ? .miter : .round
            let edges = RowPlanTests.stroked(points, lineWidth: [1, 1.5, 3][Int(seed % 3)], cap: .butt, join: join,
                                             width: width, height: height)
            let fast = DenseWalkTests.fill(edges, width: width, height: height, dense: true)
            let general = DenseWalkTests.fill(edges, width: width, height: height, dense: false)
            #expect(fast.coverage == general.coverage, "seed \(seed)")
            #expect(fast.sampledRows > 10, "seed \(seed): only \(fast.sampledRows) rows sampled")
            #expect(fast.coverage.contains { $0 > 0 && $0 < 255 })
        }
    }

    @Test("scribbles crossing themselves hundreds of times, sampled whole or planned, match the per-cell walk exactly")
    func scribbles() {
        let width = 120, height = 80
        var random = SplitMix64(seed: 23)
        for round in 0..<8 {
            let points = DenseWalkTests.scribble(600, random: &random)
            let edges = RowPlanTests.stroked(points, lineWidth: 0.5 + Double(round % 4), cap: .round, join: .bevel,
                                             width: width, height: height)
            for plans in [true, false] {
                let fast = DenseWalkTests.fill(edges, width: width, height: height, dense: true, plans: plans)
                let general = DenseWalkTests.fill(edges, width: width, height: height, dense: false, plans: plans)
                #expect(fast.coverage == general.coverage, "round \(round), plans \(plans)")
            }
        }
    }

    @Test("dense rows walked line by line in x order give the walk over cells' bytes exactly, for both fill rules and bands of rows")
    func denseRowsInOrder() {
        let width = 160, height = 90
        var crowded = 0
        for seed: UInt64 in 1...8 {
            let perPixel = [4.0, 12, 40, 80][Int(seed % 4)]
            let points = RowPlanTests.walk(seed: seed, perPixel: perPixel, step: Double(seed % 4) * 6 + 2,
                                           width: width, height: height)
            let join: LineJoin = [.miter, .round, .bevel][Int(seed % 3)]
            let edges = RowPlanTests.stroked(points, lineWidth: [1, 1.5, 3, 0.5][Int(seed % 4)], cap: .butt, join: join,
                                             width: width, height: height)
            for rule in [FillRule.nonZero, .evenOdd] {
                // A band that starts part way down starts the kept order afresh.
                for rows in [0..<height, 17..<61] {
                    let ordered = DenseWalkTests.fill(edges, width: width, height: height, dense: true, inOrder: true,
                                                      rule: rule, rows: rows)
                    let cells = DenseWalkTests.fill(edges, width: width, height: height, dense: seed % 2 == 0,
                                                    rule: rule, rows: rows)
                    #expect(ordered.coverage == cells.coverage, "seed \(seed), \(rule), rows \(rows)")
                    #expect(ordered.sampledRows == cells.sampledRows, "seed \(seed), \(rule), rows \(rows)")
                }
            }
            // Rows crossed by more than 64 edges (sampled on 4 lines) are the ones this walk takes.
            let all = UnsafeBufferPointer(start: edges.base, count: edges.count)
            crowded += (0..<height).filter { y in
                all.filter { $0.y0 < Float(y + 1) && $0.y1 > Float(y) }.count > ScanConverter.plannedEdgeLimit
            }.count
        }
        #expect(crowded > 100)
    }

    @Test("scribbles with edges entering in every order, walked in x order, match the walk over cells exactly")
    func scribblesInOrder() {
        let width = 120, height = 80
        var random = SplitMix64(seed: 71)
        for round in 0..<8 {
            var points = DenseWalkTests.scribble(900, random: &random)
            // Forty trips up and down one column: more than 16 crossings in one cell of a line,
            // which the ordered walk leaves to the walk over cells.
            for trip in 0..<40 {
                points.append(CGPoint(x: 50.3 + Double(round) * 0.01, y: trip % 2 == 0 ? 6 : 74))
            }
            let edges = RowPlanTests.stroked(points, lineWidth: 0.5 + Double(round % 4), cap: .round, join: .bevel,
                                             width: width, height: height)
            for rule in [FillRule.nonZero, .evenOdd] {
                let ordered = DenseWalkTests.fill(edges, width: width, height: height, dense: true, plans: round % 2 == 0,
                                                  inOrder: true, rule: rule)
                let cells = DenseWalkTests.fill(edges, width: width, height: height, dense: true, plans: round % 2 == 0,
                                                rule: rule)
                #expect(ordered.coverage == cells.coverage, "round \(round), \(rule)")
            }
        }
    }

    @Test("the sign-bit mask of a < b is all ones exactly when a < b, for every pair of 32-bit values tried")
    func belowMask() {
        var values: [UInt32] = [0, 1, 2, 3, 0x7FFF_FFFF, 0x8000_0000, 0x8000_0001, .max, .max - 1]
        var random = SplitMix64(seed: 5)
        for _ in 0..<200 { values.append(UInt32(truncatingIfNeeded: random.next())) }
        for a in values {
            for b in values {
                #expect(ScanConverter.below(a, b) == (a < b ? -1 : 0), "a = \(a), b = \(b)")
            }
        }
    }

    @Test("a colour's table gives every coverage the packed source's word, and starts again when the colour changes")
    func coverageWords() {
        var random = SplitMix64(seed: 31)
        let words = CoverageWords()
        for _ in 0..<200 {
            let color = QuadBlendTests.randomColor(&random)
            let table = words.table(for: color)
            // Twice each: worked out, then read back.
            for _ in 0..<2 {
                for c in UInt32(0)...255 {
                    let looked = CoverageWords.source(c, of: color, in: table)
                    let packed = PackedSource(color, coverage: c)
                    #expect(looked.word == packed.word && looked.inverse == packed.inverse, "coverage \(c)")
                }
            }
        }
    }

    @Test("solid rows blended through the colour's table, with or without a mask, get the bytes of the packed blend pixel by pixel")
    func solidRowsThroughTable() throws {
        var random = SplitMix64(seed: 41)
        let width = 97
        let words = CoverageWords()
        for round in 0..<600 {
            let color = QuadBlendTests.randomColor(&random)
            // Runs of empty, full and partial coverage of every length, as a stroke leaves them.
            var coverage = [UInt8](repeating: 0, count: width)
            var x = 0
            while x < width {
                let run = 1 + Int(random.next() % 20)
                let kind = random.next() % 3
                for k in x..<min(x + run, width) {
                    coverage[k] = kind == 0 ? 0 : kind == 1 ? 255 : UInt8(truncatingIfNeeded: random.next())
                }
                x += run
            }
            let mask: [UInt8]? = round % 3 == 0 ? (0..<width).map { _ in UInt8(truncatingIfNeeded: random.next()) } : nil
            let columns = Int(random.next() % 10)..<(width - Int(random.next() % 10))
            let pixels = QuadBlendTests.randomPixels(width, &random)
            let table = words.table(for: color)
            let blended = try QuadBlendTests.drawn(pixels) { row in
                coverage.withUnsafeBufferPointer { coverage in
                    if let mask {
                        mask.withUnsafeBufferPointer { mask in
                            SourceOver.blendSolid(color, words: table, into: row.assumingMemoryBound(to: UInt8.self),
                                                  columns: columns, coverage: coverage.baseAddress!,
                                                  mask: mask.baseAddress!)
                        }
                    } else {
                        SourceOver.blendSolid(color, words: table, into: row.assumingMemoryBound(to: UInt8.self),
                                              columns: columns, coverage: coverage.baseAddress!, mask: nil)
                    }
                }
            }
            let expected = try QuadBlendTests.drawn(pixels) { row in
                for x in columns {
                    var c = UInt32(coverage[x])
                    if let mask { c = SourceOver.divide255(c * UInt32(mask[x])) }
                    if c != 0 { PackedSource(color, coverage: c).blend(row, at: x) }
                }
            }
            #expect(blended == expected, "round \(round)")
        }
    }
}
