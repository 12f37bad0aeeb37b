import Foundation
@testable import OpenChartsCharts
import OpenChartsTestSupport
import Testing

/// How a test lays two columns out in memory, as a plot reads them in place.
private enum ColumnLayout: CaseIterable, CustomStringConvertible {
    /// Two arrays of `Double` (stride 8).
    case separate
    /// One array of (x, y) `Double` pairs (stride 16).
    case interleaved
    /// One array of (x, padding, y) (stride 24: neither column contiguous).
    case padded
    /// One array of (x, y) `Float` pairs (stride 8).
    case float

    var description: String {
        switch self {
        case .separate: "separate"
        case .interleaved: "interleaved"
        case .padded: "padded"
        case .float: "float"
        }
    }

    private struct Pair { var x: Double; var y: Double }
    private struct Padded { var x: Double; var pad: Double; var y: Double }
    private struct FloatPair { var x: Float; var y: Float }

    /// The values as this layout stores them (Float rounds them).
    func stored(_ values: [Double]) -> [Double] {
        self == .float ? values.map { Double(Float($0)) } : values
    }

    /// Calls `body` with views of `xs` and `ys` laid out this way.
    func withColumns<R>(_ xs: [Double], _ ys: [Double], _ body: (StridedDoubles, StridedDoubles) -> R) -> R {
        let n = xs.count
        switch self {
        case .separate:
            return xs.withUnsafeBytes { xb in
                ys.withUnsafeBytes { yb in
                    body(StridedDoubles(base: xb.baseAddress, stride: 8, count: n),
                         StridedDoubles(base: yb.baseAddress, stride: 8, count: n))
                }
            }
        case .interleaved:
            let rows = zip(xs, ys).map { Pair(x: $0, y: $1) }
            return rows.withUnsafeBytes { raw in
                body(StridedDoubles(base: raw.baseAddress, stride: 16, count: n),
                     StridedDoubles(base: raw.baseAddress.map { $0 + 8 }, stride: 16, count: n))
            }
        case .padded:
            let rows = zip(xs, ys).map { Padded(x: $0, pad: .nan, y: $1) }
            return rows.withUnsafeBytes { raw in
                body(StridedDoubles(base: raw.baseAddress, stride: 24, count: n),
                     StridedDoubles(base: raw.baseAddress.map { $0 + 16 }, stride: 24, count: n))
            }
        case .float:
            let rows = zip(xs, ys).map { FloatPair(x: Float($0), y: Float($1)) }
            return rows.withUnsafeBytes { raw in
                body(StridedDoubles(base: raw.baseAddress, stride: 8, count: n, scalar: .float),
                     StridedDoubles(base: raw.baseAddress.map { $0 + 4 }, stride: 8, count: n, scalar: .float))
            }
        }
    }
}

/// The extents as a plain loop finds them: row by row, of equal values the first.
private func referenceExtents(_ xs: [Double], _ ys: [Double]) -> [Double] {
    var e = [Double.infinity, -.infinity, .infinity, -.infinity]
    for (x, y) in zip(xs, ys) where x.isFinite && y.isFinite {
        if x < e[0] { e[0] = x }
        if x > e[1] { e[1] = x }
        if y < e[2] { e[2] = y }
        if y > e[3] { e[3] = y }
    }
    return e
}

private func extents(_ xs: [Double], _ ys: [Double], _ layout: ColumnLayout) -> [Double] {
    let e = layout.withColumns(xs, ys) { x, y in PlotScan.extents(x, y, count: xs.count) }
    return [e.x.0, e.x.1, e.y.0, e.y.1]
}

/// Values with the bits of each other (so that 0 and -0 differ).
private func bits(_ values: [Double]) -> [UInt64] { values.map(\.bitPattern) }

private let oddValues: [Double] = [.nan, .infinity, -.infinity]

@Suite("Plot extents scan the rows the way a plain loop does")
struct PlotScanExtentsTests {
    @Test("for 0 to 9 rows, a NaN or infinity in x or y at any row leaves that row out, in every column layout")
    func smallCountsWithOddValues() {
        var generator = SplitMix64(seed: 21)
        for layout in ColumnLayout.allCases {
            for count in 0...9 {
                let xs = (0..<count).map { _ in Double(generator.next() % 2001) / 10 - 100 }
                let ys = (0..<count).map { _ in Double(generator.next() % 2001) / 10 - 100 }
                let (sx, sy) = (layout.stored(xs), layout.stored(ys))
                #expect(bits(extents(xs, ys, layout)) == bits(referenceExtents(sx, sy)), "\(layout), \(count) rows")
                for row in 0..<count {
                    for odd in oddValues {
                        var bx = xs, by = ys
                        bx[row] = odd
                        #expect(bits(extents(bx, ys, layout)) == bits(referenceExtents(layout.stored(bx), sy)),
                                "\(layout), \(count) rows, x[\(row)] = \(odd)")
                        by[row] = odd
                        #expect(bits(extents(xs, by, layout)) == bits(referenceExtents(sx, layout.stored(by))),
                                "\(layout), \(count) rows, y[\(row)] = \(odd)")
                    }
                }
            }
        }
    }

    @Test("a row whose extreme would be its x or y is skipped when the other value is not finite")
    func extremeRowWithOddPartner() {
        for layout in ColumnLayout.allCases {
            for count in 1...9 {
                for row in 0..<count {
                    var xs = (0..<count).map(Double.init), ys = xs.map { $0 * 2 }
                    xs[row] = 1e6
                    ys[row] = .nan
                    let e = extents(xs, ys, layout)
                    #expect(bits(e) == bits(referenceExtents(layout.stored(xs), layout.stored(ys))), "\(layout), \(count), \(row)")
                    #expect(e[1] < 1e6)
                }
            }
        }
    }

    @Test("no finite row gives empty extents (infinity to minus infinity)")
    func noFiniteRow() {
        for layout in ColumnLayout.allCases {
            for count in 0...9 {
                let e = extents([Double](repeating: .nan, count: count), (0..<count).map(Double.init), layout)
                #expect(e == [.infinity, -.infinity, .infinity, -.infinity])
            }
        }
    }

    @Test("of 0 and -0 at the bounds, the first row's keeps its sign, whichever lane it is read in")
    func signedZerosKeepTheFirst() {
        for layout in ColumnLayout.allCases {
            for count in 2...9 {
                for first in 0..<count {
                    for second in 0..<count where second != first {
                        // Every value is 0 or -0 (or 1 and -1 further on): the bounds tie.
                        var xs = [Double](repeating: 1, count: count), ys = [Double](repeating: -1, count: count)
                        xs[first] = -0.0
                        xs[second] = 0.0
                        ys[first] = 0.0
                        ys[second] = -0.0
                        if count > 2 { xs[(second + 1) % count] = first == (second + 1) % count ? -0.0 : 1 }
                        let expected = referenceExtents(layout.stored(xs), layout.stored(ys))
                        #expect(bits(extents(xs, ys, layout)) == bits(expected), "\(layout), \(count), \(first), \(second)")
                    }
                }
            }
        }
    }

    @Test("y starting 8 bytes after x with another stride is not read as (x, y) pairs")
    func overlappingColumnsWithOtherStrides() {
        // x every 8 bytes, y every 16 from the second value: y's rows are not x's neighbours.
        let values = (0..<42).map { Double(($0 * 37) % 41) - 20 }
        let n = 20
        let e = values.withUnsafeBytes { raw in
            PlotScan.extents(StridedDoubles(base: raw.baseAddress, stride: 8, count: n),
                             StridedDoubles(base: raw.baseAddress.map { $0 + 8 }, stride: 16, count: n), count: n)
        }
        let xs = Array(values[0..<n]), ys = (0..<n).map { values[1 + 2 * $0] }
        #expect(bits([e.x.0, e.x.1, e.y.0, e.y.1]) == bits(referenceExtents(xs, ys)))
    }

    @Test("a long column with scattered NaN, infinities and signed zeros matches the plain loop bit for bit")
    func longColumn() {
        var generator = SplitMix64(seed: 5)
        for layout in ColumnLayout.allCases {
            for count in [37, 1000, 4099] {
                var xs = randomWalk(count: count, seed: generator.next()), ys = randomWalk(count: count, seed: generator.next())
                for _ in 0..<(count / 20) {
                    let row = Int(generator.next() % UInt64(count))
                    let value: Double = [.nan, .infinity, -.infinity, 0.0, -0.0][Int(generator.next() % 5)]
                    if generator.next() % 2 == 0 { xs[row] = value } else { ys[row] = value }
                }
                #expect(bits(extents(xs, ys, layout)) == bits(referenceExtents(layout.stored(xs), layout.stored(ys))),
                        "\(layout), \(count)")
            }
        }
    }

    @Test("a column long enough to be split in parallel parts has the extents of its parts, combined in order")
    func parallelParts() {
        let count = PlotScan.parallelRows + 1001
        var xs = randomWalk(count: count, seed: 77), ys = randomWalk(count: count, seed: 78)
        xs[count / 3] = .nan
        ys[count - 2] = .infinity
        var expected = [Double.infinity, -.infinity, .infinity, -.infinity]
        for part in PlotScan.chunks(count) {
            let e = referenceExtents(Array(xs[part]), Array(ys[part]))
            expected = [Swift.min(expected[0], e[0]), Swift.max(expected[1], e[1]),
                        Swift.min(expected[2], e[2]), Swift.max(expected[3], e[3])]
        }
        for layout in ColumnLayout.allCases where layout != .float {
            #expect(bits(extents(xs, ys, layout)) == bits(expected), "\(layout)")
        }
    }
}

// MARK: - M4 over columns

/// The points and state of `M4Reducer.add(_:)` fed point by point, as the layout did
/// before reading columns in a loop of its own.
private func referenceM4(_ xs: [Double], _ ys: [Double], map: (Double, Double, Double, Double), scale: CGFloat,
                         gaps: Bool) -> (points: [CGPoint], isMonotonic: Bool) {
    var reducer = M4Reducer(scale: scale)
    for (u, v) in zip(xs, ys) {
        let p = CGPoint(x: map.0 + map.1 * u, y: map.2 + map.3 * v)
        if p.x.isFinite && p.y.isFinite { reducer.add(p) } else if gaps { reducer.add(CGPoint(x: CGFloat.nan, y: .nan)) }
    }
    let monotonic = reducer.isMonotonic
    return (reducer.finish(), monotonic)
}

/// `M4Reducer.addRows` over the columns, in one call or split into calls at `splits`.
private func columnM4(_ xs: [Double], _ ys: [Double], _ layout: ColumnLayout, map: (Double, Double, Double, Double),
                      scale: CGFloat, gaps: Bool, splits: [Int] = []) -> (points: [CGPoint], isMonotonic: Bool) {
    var reducer = M4Reducer(scale: scale)
    layout.withColumns(xs, ys) { x, y in
        var start = 0
        for end in splits + [xs.count] where end >= start {
            PlotScan.reduce(x.slice(start..<end), y.slice(start..<end), count: end - start, into: &reducer,
                            x: (map.0, map.1), y: (map.2, map.3), gaps: gaps)
            start = end
        }
    }
    let monotonic = reducer.isMonotonic
    return (reducer.finish(), monotonic)
}

/// `xs` and `ys` with `count` values, at random rows and in x or y, made NaN or infinite.
private func withOddValues(_ xs: [Double], _ ys: [Double], count: Int, _ generator: inout SplitMix64) -> ([Double], [Double]) {
    var bx = xs, by = ys
    for _ in 0..<count {
        let row = Int(generator.next() % UInt64(xs.count))
        let value = oddValues[Int(generator.next() % 3)]
        if generator.next() % 2 == 0 { bx[row] = value } else { by[row] = value }
    }
    return (bx, by)
}

/// Points with the bits of each coordinate (so that NaN gaps compare equal).
private func pointBits(_ points: [CGPoint]) -> [UInt64] { points.flatMap { [Double($0.x).bitPattern, Double($0.y).bitPattern] } }

@Suite("M4 over columns keeps the points M4 keeps point by point")
struct M4ColumnTests {
    /// Pixel maps: a usual one, y reversed (screen y grows down), x reversed, flat ones.
    private let maps: [(Double, Double, Double, Double)] = [
        (20, 7.6, 580, -5.6), (20, 7.6, 20, 5.6), (780, -7.6, 580, -5.6), (20, 0, 580, -5.6), (20, 7.6, 300, 0),
        (0.5, 1e-3, 1e300, 1e10),
    ]

    private func check(_ xs: [Double], _ ys: [Double], _ what: String, splits: [Int] = []) {
        for layout in ColumnLayout.allCases {
            let (sx, sy) = (layout.stored(xs), layout.stored(ys))
            for map in maps {
                for scale: CGFloat in [1, 2] {
                    for gaps in [false, true] {
                        let expected = referenceM4(sx, sy, map: map, scale: scale, gaps: gaps)
                        let actual = columnM4(xs, ys, layout, map: map, scale: scale, gaps: gaps, splits: splits)
                        #expect(pointBits(actual.points) == pointBits(expected.points),
                                "\(what), \(layout), map \(map), scale \(scale), gaps \(gaps)")
                        #expect(actual.isMonotonic == expected.isMonotonic, "\(what), \(layout), map \(map)")
                    }
                }
            }
        }
    }

    @Test("for 0 to 9 rows, with a NaN or infinity in x or y at any row")
    func smallCountsWithOddValues() {
        var generator = SplitMix64(seed: 3)
        for count in 0...9 {
            let xs = (0..<count).map { Double($0) / 8 }
            let ys = (0..<count).map { _ in Double(generator.next() % 200) / 10 }
            check(xs, ys, "\(count) rows")
            for row in 0..<count {
                for odd in oddValues {
                    var bx = xs, by = ys
                    bx[row] = odd
                    check(bx, ys, "\(count) rows, x[\(row)] = \(odd)")
                    by[row] = odd
                    check(xs, by, "\(count) rows, y[\(row)] = \(odd)")
                }
            }
        }
    }

    @Test("a random walk of many points per pixel column, with NaN, infinities, ties and x running backwards")
    func walkWithOddRows() {
        var generator = SplitMix64(seed: 11)
        for count in [50, 3000] {
            let xs = (0..<count).map { Double($0) / Double(count) * 90 }
            var ys = randomWalk(count: count, seed: generator.next())
            check(xs, ys, "walk of \(count)")
            // Repeated lows and highs (the first is kept) and values a pixel apart.
            for row in stride(from: 0, to: count, by: 7) { ys[row] = (ys[row] * 2).rounded() / 2 }
            let (bx, by) = withOddValues(xs, ys, count: count / 25, &generator)
            check(bx, by, "walk of \(count) with odd values")
            // x running backwards inside a column, then across columns.
            var back = xs
            back.swapAt(count / 2, count / 2 + 1)
            check(back, ys, "walk of \(count), x back inside a column")
            back = xs
            back[count / 3] = xs[count / 3] - 5
            check(back, ys, "walk of \(count), x back across columns")
        }
    }

    @Test("new extremes found four rows at a time keep the first of equal rows, and of 0 and -0 the first one's sign")
    func extremesWithinFourRows() {
        // Each pattern repeats down a column of 64 rows at every offset of the groups of four:
        // lows and highs tied inside a group, signed zeros, an extreme in each lane.
        let patterns: [[Double]] = [
            [5, 1, 9, 1], [1, 1, 1, 1], [9, 3, 9, 3], [0, -0.0, 0, -0.0], [-0.0, 0, 2, -0.0],
            [4, 3, 2, 1], [1, 2, 3, 4], [2, 8, -8, 2], [-1e300, 1e300, -1e300, 1e300],
        ]
        for pattern in patterns {
            for offset in 0..<4 {
                let count = 200
                let xs = (0..<count).map { Double($0) / 64 }
                let ys = (0..<count).map { row in row < offset ? 0.5 : pattern[(row - offset) % 4] * Double(1 + (row - offset) / 4 % 3) }
                check(xs, ys, "pattern \(pattern), offset \(offset)")
            }
        }
    }

    @Test("a sparse line (about a row a column, as line_1e3 has) with odd values, x stepping back and rows sharing a column")
    func sparseLine() {
        // x a little over one column apart under the usual map (7.6 px a unit), so most rows
        // leave their column at the next one; some land in the column before them.
        var generator = SplitMix64(seed: 21)
        let count = 1200
        let xs = (0..<count).map { Double($0) * 0.17 + Double(generator.next() % 100) / 1000 }
        let ys = randomWalk(count: count, seed: 22)
        check(xs, ys, "sparse line")
        let (bx, by) = withOddValues(xs, ys, count: count / 30, &generator)
        check(bx, by, "sparse line with odd values")
        var back = xs
        for row in stride(from: 5, to: count, by: 37) { back[row] = xs[row - 3] }
        check(back, ys, "sparse line, x back across columns")
    }

    @Test("equal x on every row: one column of thousands of points")
    func oneColumn() {
        check([Double](repeating: 3, count: 2000), randomWalk(count: 2000, seed: 8), "one column")
    }

    @Test("x far off the canvas: columns clamp, and each point is its own column")
    func farOff() {
        check((0..<40).map { 1e14 + Double($0) * 1e13 }, (0..<40).map { Double($0 % 6) }, "far off")
    }

    @Test("x stepping back by less than a pixel map can show still counts as in order, as on screen")
    func backwardsBelowScreenPrecision() {
        // Around 1e9 a step back of 1e-7 in x is 1e-10 on screen at 1e-3 a unit: below the
        // precision of 1e6, so the screen x of the two rows is equal and still in order.
        let xs = (0..<400).map { (row: Int) -> Double in
            let column = Double(row / 40) * 1000, within = Double(row % 40) * 0.01
            let back: Double = row % 7 == 3 ? 0.010_000_1 : 0
            return 1e9 + column + within - back
        }
        check(xs, randomWalk(count: 400, seed: 12), "small steps back")
    }

    @Test("the last x left of a column's edge maps left of it, within a few units in the last place of the exact bound")
    func lastValueBeforeEdge() {
        var generator = SplitMix64(seed: 5)
        for trial in 0..<2000 {
            let a = trial == 0 ? 0 : Double(Int(generator.next() % 2001) - 1000) / 7
            let b = Double(generator.next() % 10_000 + 1) / 997
            let scale = [1.0, 2, 3][Int(generator.next() % 3)]
            let right = trial == 0 ? 0 : Double(generator.next() % 4000)
            let t = M4Reducer.lastValue(before: right, a: a, b: b, scale: scale)
            #expect((a + b * t) * scale < right, "a \(a), b \(b), scale \(scale), right \(right)")
            // Tight enough that the rows just left of the edge take the quick way.
            let exact = (right / scale - a) / b, terms = (abs(right / scale) + abs(a)) / b
            #expect(exact - t <= 64 * max(exact.ulp, terms.ulp), "a \(a), b \(b), scale \(scale), right \(right): \(t) for \(exact)")
        }
        #expect(M4Reducer.lastValue(before: 10, a: 0, b: -1, scale: 1) == -.infinity)
        #expect(M4Reducer.lastValue(before: 10, a: 0, b: 0, scale: 1) == -.infinity)
        #expect(M4Reducer.lastValue(before: .nan, a: 0, b: 1, scale: 1) == -.infinity)
    }

    @Test("rows fed in several calls keep the same points as in one")
    func splitCalls() {
        let xs = (0..<500).map { Double($0) / 20 }
        var ys = randomWalk(count: 500, seed: 4)
        ys[100] = .nan
        for splits in [[1], [3, 4, 5], [99, 101, 250], [499]] { check(xs, ys, "split at \(splits)", splits: splits) }
    }
}
