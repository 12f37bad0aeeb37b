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
    /// Sample columns in a pixel (the four lines are written out: a row's four spans are
    /// one word's four 16-bit quarters).
    static let columns = 16
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
        // Line k is at (k + ½) / 4: the first at or below y is ⌈4y − ½⌉, taken as 4y rounded
        // (see `nearest`), of a value clamped to the band (NaN to the band's first line).
        let v = y * 4
        let first = Double(top * 4), end = Double((top + SampleGrid.rows) * 4)
        return SampleGrid.nearest(v > first ? (v < end ? v : end) : first)
    }

    /// `v` rounded to the nearest integer (ties to even), for 0 ≤ v < 2^31: the low bits of
    /// v + 1.5 · 2^52, with no conversion and no range check. Sample j of a span [a, b) is
    /// inside when j ≥ nearest(16a), which is ⌈16a − ½⌉ except when 16a − ½ is a whole
    /// number; any such rule will do, applied alike to the two sides of a shared edge.
    @inline(__always)
    static func nearest(_ v: Double) -> Int {
        Int(truncatingIfNeeded: (v + 6_755_399_441_055_744).bitPattern & 0xFFFF_FFFF)
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
        let centre = x * 16
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
    /// centre lies in `span(k)` = (low, high), in sixteenths of a pixel: columns
    /// nearest(low) ..< nearest(high). Works a pixel row — four lines — at a time.
    @inline(__always)
    private func addLines(_ first: Int, _ end: Int, _ span: (Int) -> (low: Double, high: Double)) {
        let columns = Double(width * SampleGrid.columns)
        /// Line k's columns, clamped to the row; a NaN bound makes the span empty.
        @inline(__always) func lane(_ k: Int) -> Span {
            let (low, high) = span(k)
            return Span(SampleGrid.nearest(low < columns ? (low > 0 ? low : 0) : columns),
                        SampleGrid.nearest(high > 0 ? (high < columns ? high : columns) : 0))
        }
        var row = first >> 2
        let lastRow = (end - 1) >> 2
        while row <= lastRow {
            let k = row << 2
            var s0 = lane(k), s1 = lane(k + 1), s2 = lane(k + 2), s3 = lane(k + 3)
            if k < first || k + 4 > end {
                // A piece's first or last row: only its lines count.
                let empty = Span(0, 0)
                if k < first || k >= end { s0 = empty }
                if k + 1 < first || k + 1 >= end { s1 = empty }
                if k + 2 < first || k + 2 >= end { s2 = empty }
                if k + 3 >= end { s3 = empty }
            }
            // The pixels the non-empty spans reach.
            var p0 = Int.max, p1 = -1
            @inline(__always) func include(_ s: Span) {
                guard s.low < s.high else { return }
                p0 = min(p0, s.low >> 4)
                p1 = max(p1, (s.high - 1) >> 4)
            }
            include(s0)
            include(s1)
            include(s2)
            include(s3)
            if p1 >= 0 { setRow(row - top, s0, s1, s2, s3, pixels: p0...p1) }
            row += 1
        }
    }

    /// Sample columns `low ..< high` of one line.
    struct Span: Equatable {
        var low: Int
        var high: Int
        @inline(__always) init(_ low: Int, _ high: Int) { self.low = low; self.high = high }

        /// The span's bits in the `n` ≤ 64 columns from `start`: bits low − start ..< high − start, clamped.
        @inline(__always)
        func bits(from start: Int, count n: Int) -> UInt64 {
            let a = min(max(low - start, 0), n), b = min(max(high - start, 0), n)
            @inline(__always) func ones(_ k: Int) -> UInt64 { k == 64 ? ~0 : (1 << UInt64(k)) &- 1 }
            return ones(b) & ~ones(a)
        }
    }

    /// ORs into `pixels` of band row `row` the samples of lines 0–3's spans.
    @inline(__always)
    private func setRow(_ row: Int, _ s0: Span, _ s1: Span, _ s2: Span, _ s3: Span, pixels: ClosedRange<Int>) {
        let words = bits.base + row * width
        if s0 == s3, s1 == s0, s2 == s0 {
            // The same span on all four lines (a steep piece's inside rows).
            for p in pixels { words[p] |= s0.bits(from: 16 * p, count: 16) &* 0x0001_0001_0001_0001 }
        } else {
            // Two pixels at a time (a thin pen's row is mostly two): each line's 32 bits over
            // both, its low half to the first pixel's word and its high half to the second's.
            var p = pixels.lowerBound
            while p <= pixels.upperBound {
                let start = 16 * p
                let m0 = s0.bits(from: start, count: 32), m1 = s1.bits(from: start, count: 32)
                let m2 = s2.bits(from: start, count: 32), m3 = s3.bits(from: start, count: 32)
                let half: UInt64 = 0xFFFF
                words[p] |= (m0 & half) | (m1 & half) << 16 | (m2 & half) << 32 | (m3 & half) << 48
                if p < pixels.upperBound {
                    words[p + 1] |= m0 >> 16 | (m1 >> 16) << 16 | (m2 >> 16) << 32 | (m3 >> 16) << 48
                }
                p += 2
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

        /// The bound in sixteenths of a pixel at sample line k, as c + k · s.
        @inline(__always)
        var inSamples: (c: Double, s: Double) {
            // 16 (x0 + ((k + ½) / 4 − y0) · slope)
            (16 * x0 + (2 - 16 * y0) * slope, 4 * slope)
        }
    }
}
