/// Coverage of a union of convex pieces, sampled on 16 columns and 4 lines in each pixel,
/// for a band of rows at a time.
///
/// A piece sets the bits of the samples inside it; bits are OR-ed, so pieces that overlap
/// (the segments, joins and caps of a stroke folding back on itself at every point of a
/// dense series) count once, which is the union a stroke is. A pixel's coverage is its
/// count of set bits out of 64. Sample (i, j) of pixel (x, y) sits at
/// (x + (i + ½) / 16, y + (j + ½) / 4), and is inside a piece whose cross-section at its
/// height is [left, right) when left ≤ its x < right: pieces that share a side leave no
/// sample between them. Four lines, as the scan converter samples rows crossed by many
/// edges; sixteen columns, because a series' pieces are mostly steep.
///
/// Each pixel is one 64-bit word, its four sample lines of 16 bits. The rows a band holds
/// at once (``rows``) are set, then resolved into coverage and cleared; one bit per eight
/// pixels records which were touched, so resolving skips the rest.
final class SampleGrid {
    /// Sample columns in a pixel.
    static let columns = 16
    /// Sample lines in a pixel.
    static let lines = 4
    /// Pixel rows held at once.
    static let rows = 16

    let width: Int
    /// One word a pixel, `rows` rows of `width` pixels.
    private let bits: ScratchBuffer<UInt64>
    /// One bit per eight pixels of each row: any of them has a sample set.
    private let touched: ScratchBuffer<UInt64>
    private let wordsPerRow: Int
    /// One row's coverage (8 bytes of slack past the end for whole-group stores).
    private let coverage: ScratchBuffer<UInt8>
    /// The first row the grid's band of rows holds.
    private(set) var top = 0

    init(width: Int) {
        self.width = max(width, 0)
        wordsPerRow = (self.width + 511) / 512
        bits = ScratchBuffer(capacity: SampleGrid.rows * self.width, zero: 0)
        touched = ScratchBuffer(capacity: SampleGrid.rows * wordsPerRow, zero: 0)
        coverage = ScratchBuffer(capacity: self.width + 8, zero: 0)
    }

    /// The bytes the grid keeps.
    var retainedBytes: Int { bits.capacity * 8 + touched.capacity * 8 + coverage.capacity }

    /// Starts a band of ``rows`` rows at `top` (the grid is clear: every band is resolved).
    func start(at top: Int) { self.top = top }

    /// The first sample line at or below `y`, within the band's lines.
    @inline(__always)
    private func firstLine(atOrBelow y: Double) -> Int {
        // ⌈4 y − ½⌉ of a value clamped to the band, so that it converts to Int (NaN to the
        // band's first line).
        let v = y * 4 - 0.5
        let first = Double(top * 4), end = Double((top + SampleGrid.rows) * 4)
        return SampleGrid.ceiling(v > first ? (v < end ? v : end) : first)
    }

    /// ⌈v⌉ for v in [−2^20, 2^20): truncation of a positive value is its floor.
    @inline(__always)
    static func ceiling(_ v: Double) -> Int {
        let offset = 1_048_576.0
        return 1_048_576 - Int(offset - v)
    }

    /// Adds a convex polygon whose cross-section at height y, for y in [`top`, `bottom`), is
    /// `[max(left), min(right))`: each bound a line `x = x0 + (y − y0) · slope`. Unused
    /// bounds are lines at −∞ (left) and +∞ (right).
    func addPolygon(top pieceTop: Double, bottom pieceBottom: Double, left: (Bound, Bound), right: (Bound, Bound)) {
        let first = firstLine(atOrBelow: pieceTop), end = firstLine(atOrBelow: pieceBottom)
        guard first < end else { return }
        let l0 = left.0.inSamples, l1 = left.1.inSamples, r0 = right.0.inSamples, r1 = right.1.inSamples
        addLines(first, end) { k in
            let line = Double(k)
            return (max(l0.c + line * l0.s, l1.c + line * l1.s), min(r0.c + line * r0.s, r1.c + line * r1.s))
        }
    }

    /// Adds the disc of radius √`radius2` around (`x`, `y`), within `[top, bottom)` and the
    /// bounds (as ``addPolygon(top:bottom:left:right:)``'s): a round join's or cap's sector.
    func addDisc(x: Double, y: Double, radius2: Double, top pieceTop: Double = -.infinity,
                 bottom pieceBottom: Double = .infinity, left: (Bound, Bound) = (.farLeft, .farLeft),
                 right: (Bound, Bound) = (.farRight, .farRight)) {
        guard radius2 > 0 else { return }
        let radius = radius2.squareRoot()
        let first = firstLine(atOrBelow: max(y - radius, pieceTop)), end = firstLine(atOrBelow: min(y + radius, pieceBottom))
        guard first < end else { return }
        let centre = x * 16 - 0.5
        let l0 = left.0.inSamples, l1 = left.1.inSamples, r0 = right.0.inSamples, r1 = right.1.inSamples
        addLines(first, end) { k in
            let dy = (Double(k) + 0.5) / 4 - y
            let half2 = radius2 - dy * dy
            guard half2 > 0 else { return (0, 0) }
            let half = half2.squareRoot() * 16
            let line = Double(k)
            return (max(centre - half, l0.c + line * l0.s, l1.c + line * l1.s),
                    min(centre + half, r0.c + line * r0.s, r1.c + line * r1.s))
        }
    }

    /// Sets, on each sample line k in `first ..< end` (within the band), the samples whose
    /// column j has low ≤ j < high for `span(k)` = (low, high): bounds in sample columns, less
    /// ½ (a sample's centre is at (j + ½) / 16). Works a pixel row — four lines — at a time.
    @inline(__always)
    private func addLines(_ first: Int, _ end: Int, _ span: (Int) -> (low: Double, high: Double)) {
        let columns = Double(width * SampleGrid.columns)
        // Clamped to the row; a NaN bound makes the span empty.
        @inline(__always) func clamped(_ low: Double, _ high: Double) -> (Int, Int) {
            (SampleGrid.ceiling(low < columns ? (low > 0 ? low : 0) : columns),
             SampleGrid.ceiling(high > 0 ? (high < columns ? high : columns) : 0))
        }
        var row = first >> 2
        let lastRow = (end - 1) >> 2
        while row <= lastRow {
            var j0 = SIMD4<Int>(repeating: 0), j1 = SIMD4<Int>(repeating: 0)
            var p0 = Int.max, p1 = -1
            // Only a piece's first and last rows may start or end between lines.
            let from = row << 2 < first ? first - row << 2 : 0, to = row == lastRow ? end - row << 2 : 4
            for i in from..<to {
                let (low, high) = span(row << 2 + i)
                let (a, b) = clamped(low, high)
                guard a < b else { continue }
                j0[i] = a
                j1[i] = b
                p0 = min(p0, a >> 4)
                p1 = max(p1, (b - 1) >> 4)
            }
            if p1 >= 0 { setRow(row - top, j0, j1, pixels: p0...p1) }
            row += 1
        }
    }

    /// ORs into `pixels` of band row `row` the samples of each line i in [j0[i], j1[i]).
    @inline(__always)
    private func setRow(_ row: Int, _ j0: SIMD4<Int>, _ j1: SIMD4<Int>, pixels: ClosedRange<Int>) {
        let words = bits.base + row * width
        /// Bits a ..< b of 16, for a and b clamped to 0...16 (none when a ≥ b).
        @inline(__always) func mask(_ a: Int, _ b: Int) -> UInt64 {
            let a = UInt64(min(max(a, 0), 16)), b = UInt64(min(max(b, 0), 16))
            return (1 << b &- 1) & ~(1 << a &- 1)
        }
        if j0[0] == j0[3], j1[0] == j1[3], j0[1] == j0[0], j1[1] == j1[0], j0[2] == j0[0], j1[2] == j1[0] {
            // The same span on all four lines (a steep piece's inside rows).
            for p in pixels {
                words[p] |= mask(j0[0] - 16 * p, j1[0] - 16 * p) &* 0x0001_0001_0001_0001
            }
        } else {
            for p in pixels {
                let base = 16 * p
                words[p] |= mask(j0[0] - base, j1[0] - base) | mask(j0[1] - base, j1[1] - base) << 16
                    | mask(j0[2] - base, j1[2] - base) << 32 | mask(j0[3] - base, j1[3] - base) << 48
            }
        }
        let marks = touched.base + row * wordsPerRow
        for group in (pixels.lowerBound >> 3)...(pixels.upperBound >> 3) {
            marks[group >> 6] |= 1 << UInt64(group & 63)
        }
    }

    /// Calls `body` for each row of the band within `limit` that any piece touched, with the
    /// columns touched and the row's coverage (0–255, valid in those columns), and clears
    /// the band for the next.
    func resolve(rows limit: Range<Int>,
                 _ body: (_ y: Int, _ columns: Range<Int>, _ coverage: UnsafePointer<UInt8>) -> Void) {
        let coverage = self.coverage.base
        for row in 0..<SampleGrid.rows {
            let marks = touched.base + row * wordsPerRow
            var firstGroup = -1, lastGroup = -1
            for w in 0..<wordsPerRow where marks[w] != 0 {
                if firstGroup < 0 { firstGroup = w * 64 + marks[w].trailingZeroBitCount }
                lastGroup = w * 64 + 63 - marks[w].leadingZeroBitCount
            }
            guard firstGroup >= 0 else { continue }
            let words = bits.base + row * width
            for group in firstGroup...lastGroup {
                let start = group * 8
                guard marks[group >> 6] & (1 << UInt64(group & 63)) != 0 else {
                    UnsafeMutableRawPointer(coverage + start).storeBytes(of: 0, as: UInt64.self)
                    continue
                }
                for x in start..<min(start + 8, width) {
                    // count / 64 of 255, rounded: 64 → 255.
                    coverage[x] = UInt8(truncatingIfNeeded: (words[x].nonzeroBitCount * 255 + 32) >> 6)
                    words[x] = 0
                }
            }
            for w in 0..<wordsPerRow { marks[w] = 0 }
            let y = top + row
            if limit.contains(y) {
                body(y, firstGroup * 8 ..< min(lastGroup * 8 + 8, width), coverage)
            }
        }
    }

    /// A bound of a convex piece's cross-section: the line x = x0 + (y − y0) · slope.
    struct Bound {
        var x0: Double
        var y0: Double
        var slope: Double

        /// No bound on the left, or on the right (computed properties: a stored `static let`
        /// is reached through a once-check at every piece).
        static var farLeft: Bound { Bound(x0: -.infinity, y0: 0, slope: 0) }
        static var farRight: Bound { Bound(x0: .infinity, y0: 0, slope: 0) }

        /// The bound in sample columns at sample line k, as c + k · s.
        @inline(__always)
        var inSamples: (c: Double, s: Double) {
            // 16 (x0 + ((k + ½) / 4 − y0) · slope) − ½
            (16 * x0 - 0.5 + (2 - 16 * y0) * slope, 4 * slope)
        }
    }
}
