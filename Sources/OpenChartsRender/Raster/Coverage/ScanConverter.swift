import OpenChartsCore

/// 1 for true, 0 for false, without a branch (the compiler turns `c ? 1 : 0` into one
/// where it guesses the condition is predictable; in a dense row it is not).
@inline(__always)
func bit(_ condition: Bool) -> Int { Int(unsafeBitCast(condition, to: UInt8.self)) }

/// `max(a, b)` for values that are not NaN, as one `maxss`: both give `b` where the two are
/// equal (+0 and −0 included), but `Swift.max` returns `a` when `b` is NaN, which takes a
/// compare and a select.
@inline(__always)
func larger(_ a: Float, _ b: Float) -> Float { a > b ? a : b }

/// `min(a, b)` for values that are not NaN, as one `minss` (equal to `Swift.min` there, as
/// ``larger(_:_:)`` is to `max`); `Swift.min` can become a compare and branches.
@inline(__always)
func smaller(_ a: Float, _ b: Float) -> Float { a < b ? a : b }

/// Turns an ``EdgeList`` into anti-aliased coverage, one pixel row at a time.
///
/// Edges are bucketed by their first row (a counting sort, O(n + rows)). Each row
/// accumulates the exact areas of its edges into a row of cells
/// (``accumulateArea(_:xa:xb:d:touched:)``), as font-rs does: the running sum over the
/// cells is the winding number integrated over each pixel, which is the exact coverage
/// wherever the winding number is only 0 and ±1 — every row crossed by two edges, and
/// most others. Where shapes overlap themselves (a stroke crossing itself, a star's
/// centre) the integral is not enough: a pixel half covered twice and half not at all
/// integrates to 1. So a row crossed by more than two edges is first sampled along
/// ``samplesPerRow(activeEdges:)`` lines: on each, the winding is counted under the fill
/// rule from the crossings in x order. If any line sees a winding beyond ±1 (or both
/// signs), the row's coverage is taken from those lines instead — exact in x, sampled
/// in y, as cairo's rasterizer does throughout. Such rows get 16 lines, or 4 where more
/// than 64 edges cross them: on every line the inside length within each pixel is exact,
/// so even 4 lines measure a pixel at least as finely as tiny-skia's 4 × 4 grid of 16
/// samples (whose x is rounded to quarter pixels) does.
///
/// Rows crossed by up to 64 edges (a line chart's, crossed by its stroke in a dozen places)
/// are first planned from their edges, without walking a line (`planRow`): a row whose
/// sample lines would all see the winding only 0 and one sign of 1 is integrated at once,
/// exactly as sampling would have decided; a row that overlaps is split into segments
/// between strips where the winding is 0 on every line, and only the segments that overlap
/// (or cannot be told apart cheaply) are sampled — the rest get their exact areas.
///
/// Buffers are kept between fills: nothing is allocated per row, edge or pixel.
final class ScanConverter {
    let width: Int
    let height: Int
    /// How many sample lines a row crossed by `activeEdges` edges is checked on:
    /// 16 for a few edges, 4 where hundreds or thousands cross (a dense polyline's stroke).
    @inline(__always)
    static func samplesPerRow(activeEdges: Int) -> Int { activeEdges <= 64 ? 16 : 4 }

    private let cells: ScratchBuffer<Float>
    private let coverage: ScratchBuffer<UInt8>
    /// Per cell of a sample line: its crossings' counts and areas (zero between lines).
    private let cellStats: ScratchBuffer<CellStats>
    /// One bit per cell of a sample line: it has crossings (zero between lines).
    private let occupied: ScratchBuffer<UInt64>
    /// A sampled row's coverage, as boundaries to be summed (zero between rows).
    private let sampled: ScratchBuffer<Float>
    private let rowStarts = ScratchBuffer<Int32>(capacity: 64)
    /// Edge indices ordered by first row.
    private let sorted = ScratchBuffer<Int32>(capacity: 64)
    /// Per edge of a fill: its row relative to the first, or −1 when it is dropped.
    private let edgeRows = ScratchBuffer<Int32>(capacity: 64)
    private let active = ScratchBuffer<Edge>(capacity: 64)
    private let crossings = ScratchBuffer<Crossing>(capacity: 64)
    private let ordered = ScratchBuffer<Crossing>(capacity: 64)
    private let unsettledBuffer = ScratchBuffer<UnsettledCell>(capacity: 64)
    /// Per crossing of a sample line: the previous crossing in its cell (see `CellStats.head`).
    private let nextCrossing = ScratchBuffer<Int32>(capacity: 64)
    /// A planned row's edges in x order, its segments, and the edges of those to be sampled.
    private let spans = ScratchBuffer<Span>(capacity: 64)
    private let segments = ScratchBuffer<Segment>(capacity: 64)
    private let segmentEdges = ScratchBuffer<Edge>(capacity: 64)
    private let simpleSpans = ScratchBuffer<SimpleSpan>(capacity: 64)
    /// The active edges' indices in x order as of the last planned row (new edges at the
    /// end), so that the next plan's sort has little to do; and where each edge moves when
    /// the active list is compacted (−1 when it leaves).
    private let xOrder = ScratchBuffer<Int32>(capacity: 64)
    /// The active edges' indices in the order of their crossings (x, then index) on the last
    /// sample line of the last row sampled on 4 lines, kept from row to row while rows stay
    /// that crowded (see `sampleDenseRow`).
    private let denseOrder = ScratchBuffer<Int32>(capacity: 64)
    private let remap = ScratchBuffer<Int32>(capacity: 64)
    /// A row sampled on 4 lines: each active edge's x on the 4 lines, its winding there (0
    /// where it does not cross) and the cell of x (see ``subcell(_:)``), four to an edge
    /// (see `sampleDenseRow`).
    private let denseX = ScratchBuffer<Float>(capacity: 64)
    private let denseWinding = ScratchBuffer<Int32>(capacity: 64)
    private let denseCell = ScratchBuffer<Int32>(capacity: 64)
    private let sampleCounts = ScratchBuffer<Int32>(capacity: 16)
    /// The y of each of a row's 16 sample lines.
    private let lineY = ScratchBuffer<Float>(capacity: 16)
    /// The colour blended through this converter's coverage, at each coverage (for the
    /// thread that runs the converter).
    let coverageWords = CoverageWords()

    /// Where an edge crosses a sample line, and its direction.
    struct Crossing {
        var x: Float = 0
        var winding: Int32 = 0
    }

    /// Whether rows of up to ``plannedEdgeLimit`` edges are planned (see `planRow`) rather
    /// than sampled whole; off only to compare against.
    let plansRows: Bool
    /// Whether the lines of a planned row's sampled segments are walked in x order (see
    /// `walkOrderedLine`) rather than over cells; off only to compare against.
    let walksInOrder: Bool
    /// Whether the lines of rows sampled on 4 lines walk their cells without branches (see
    /// `walkLine`'s dense case) rather than branching on what each cell holds; off only to
    /// compare against (the two give the same coverage to the bit).
    let walksDenseCells: Bool
    /// Whether the lines of rows sampled on 4 lines are put in x order from the last line's
    /// order and walked in it (see `sampleDenseRow`) rather than over cells; off only to
    /// compare against (the two give the same coverage to the bit).
    let walksDenseInOrder: Bool
    /// Rows whose sample lines were walked (for all their edges or some), and rows whose
    /// coverage was sampled in some segments and integrated in others. Counted over the
    /// converter's life, for tests.
    private(set) var sampledRows = 0
    private(set) var mixedRows = 0

    init(width: Int, height: Int, plansRows: Bool = true, walksInOrder: Bool = true, walksDenseCells: Bool = true,
         walksDenseInOrder: Bool = true) {
        self.width = width
        self.height = height
        self.plansRows = plansRows
        self.walksInOrder = walksInOrder
        self.walksDenseCells = walksDenseCells
        self.walksDenseInOrder = walksDenseInOrder
        cells = ScratchBuffer(capacity: width + 3, zero: 0)
        coverage = ScratchBuffer(capacity: width + 1)
        cellStats = ScratchBuffer(capacity: (width + 2) << ScanConverter.subcellShift, zero: CellStats())
        occupied = ScratchBuffer(capacity: (((width + 2) << ScanConverter.subcellShift) + 63) / 64, zero: 0)
        sampled = ScratchBuffer(capacity: width + 3, zero: 0)
    }

    /// The memory its growing lists hold.
    var retainedBytes: Int {
        4 * (rowStarts.capacity + sorted.capacity + edgeRows.capacity + xOrder.capacity + remap.capacity
             + denseOrder.capacity + denseX.capacity + denseWinding.capacity
             + denseCell.capacity)
            + MemoryLayout<Edge>.stride * (active.capacity + segmentEdges.capacity)
            + MemoryLayout<Crossing>.stride * (crossings.capacity + ordered.capacity)
            + MemoryLayout<UnsettledCell>.stride * unsettledBuffer.capacity + 4 * nextCrossing.capacity
            + MemoryLayout<Span>.stride * spans.capacity + MemoryLayout<Segment>.stride * segments.capacity
            + MemoryLayout<SimpleSpan>.stride * simpleSpans.capacity
    }

    /// Calls `body` for each row in `rows` that the edges touch, with the columns touched
    /// and a pointer to the row's coverage (0–255, valid in those columns).
    /// - Complexity: O(e + r + c): edges, rows spanned and cells each edge crosses; rows
    ///   crossed by more than two edges also sort their crossings on each sample line.
    func fill(_ edges: EdgeList, rule: FillRule, rows: Range<Int>,
              _ body: (_ y: Int, _ columns: Range<Int>, _ coverage: UnsafePointer<UInt8>) -> Void) {
        guard !edges.isEmpty, width > 0 else { return }
        let firstRow = max(rows.lowerBound, Int(edges.minY.rounded(.down)), 0)
        let endRow = min(rows.upperBound, Int(edges.maxY.rounded(.up)), height)
        guard firstRow < endRow else { return }
        let rowCount = endRow - firstRow
        bucket(UnsafeBufferPointer(start: edges.base, count: edges.count), firstRow: firstRow, rowCount: rowCount)

        let width = self.width, widthF = Float(width)
        let evenOdd = rule == .evenOdd
        let starts = rowStarts.base, sorted = self.sorted.base
        let cells = self.cells.base, coverage = self.coverage.base
        var activeCount = 0, xOrdered = true, denseOrdered = false
        // How many of `denseOrder`'s first entries are in the order of the last line (the
        // rest are edges new in the row).
        var denseSorted = 0
        let edgeBase = edges.base
        for row in 0..<rowCount {
            let newEdges = Int(starts[row + 1] - starts[row])
            denseSorted = activeCount
            self.active.reserve(activeCount + newEdges, preserving: activeCount)
            xOrder.reserve(activeCount + newEdges, preserving: activeCount)
            denseOrder.reserve(activeCount + newEdges, preserving: activeCount)
            let active = self.active.base, xOrder = self.xOrder.base, denseOrder = self.denseOrder.base
            for index in Int(starts[row])..<Int(starts[row + 1]) {
                active[activeCount] = edgeBase[Int(sorted[index])]
                xOrder[activeCount] = Int32(truncatingIfNeeded: activeCount)
                denseOrder[activeCount] = Int32(truncatingIfNeeded: activeCount &<< ScanConverter.denseShift)
                activeCount += 1
            }
            // Rows too crowded to plan do not keep `xOrder`; the next planned row starts it
            // afresh. They keep `denseOrder` instead, started from `xOrder` where it is kept
            // (any order will do: it is sorted again on every line, and only its speed depends on it).
            if activeCount > ScanConverter.plannedEdgeLimit {
                if !denseOrdered {
                    for i in 0..<activeCount {
                        denseOrder[i] = (xOrdered ? xOrder[i] : Int32(truncatingIfNeeded: i)) &<< ScanConverter.denseShift
                    }
                    denseOrdered = true
                    denseSorted = 0
                }
                xOrdered = false
            } else {
                denseOrdered = false
            }
            guard activeCount > 0 else { continue }
            let top = Float(firstRow + row), bottom = top + 1
            var touched = (min: Int.max, max: -1)
            let integrated: Bool
            if activeCount <= 2 {
                integrated = true
            } else if plansRows && activeCount <= ScanConverter.plannedEdgeLimit {
                if !xOrdered {
                    for i in 0..<activeCount { xOrder[i] = Int32(truncatingIfNeeded: i) }
                    xOrdered = true
                }
                let plan = planRow(activeCount, top: top, bottom: bottom)
                integrated = (plan.sampledSegments == 0 && !(plan.plus && plan.minus))
                    || !mixRow(plan, activeCount: activeCount, top: top, bottom: bottom, evenOdd: evenOdd, touched: &touched)
                mixedRows &+= bit(!integrated && plan.sampledSegments < plan.segmentCount)
            } else {
                integrated = rowIsSimple(activeCount, top: top, bottom: bottom)
                    || !sampleRow(activeCount, sortedEdges: denseSorted, top: top, evenOdd: evenOdd, touched: &touched)
            }
            if integrated {
                for i in 0..<activeCount {
                    accumulateEdge(active[i], top: top, bottom: bottom, widthF: widthF, into: cells, touched: &touched)
                }
            }
            // Edges ending in this row leave; the rest keep their order (the order they were
            // added in, which for a time series' stroke is roughly x order).
            var kept = 0
            if xOrdered || denseOrdered {
                // `xOrder` (or `denseOrder`) follows them to their new places.
                remap.reserve(activeCount)
                let remap = self.remap.base
                for i in 0..<activeCount {
                    active[kept] = active[i]
                    let keeps = bit(active[i].y1 > bottom)
                    remap[i] = Int32(truncatingIfNeeded: kept | (keeps &- 1))
                    kept &+= keeps
                }
                var ordered = 0
                if xOrdered {
                    for j in 0..<activeCount {
                        let place = remap[Int(xOrder[j])]
                        xOrder[ordered] = place
                        ordered &+= bit(place >= 0)
                    }
                } else {
                    // `denseOrder` holds places times 16 (see `denseShift`); −1 stays negative.
                    for j in 0..<activeCount {
                        let place = remap[Int(denseOrder[j] &>> ScanConverter.denseShift)] &<< ScanConverter.denseShift
                        denseOrder[ordered] = place
                        ordered &+= bit(place >= 0)
                    }
                }
            } else {
                for i in 0..<activeCount {
                    active[kept] = active[i]
                    kept &+= bit(active[i].y1 > bottom)
                }
            }
            activeCount = kept
            guard touched.max >= 0 else { continue }
            let last = min(touched.max, width - 1)
            // A sampled row's coverage was written to `sampled`, an integrated one's to `cells`.
            let source = integrated ? cells : self.sampled.base
            if touched.min <= last {
                ScanConverter.resolve(source, into: coverage, from: touched.min, through: last,
                                      integrated: integrated, evenOdd: evenOdd)
            }
            for x in (last + 1)..<(touched.max + 1) { source[x] = 0 }
            if touched.min <= last {
                body(firstRow + row, touched.min..<(last + 1), coverage)
            }
        }
    }

    /// Turns a row of cells (`source`, zeroed as it is read) into coverage bytes: the
    /// running sum, under the fill rule for an integrated row. Between the cells edges
    /// wrote, the sum does not change, so runs of empty cells — most of a row that a
    /// line crosses here and there — are filled with one byte, eight or two cells at a time.
    @inline(__always)
    static func resolve(_ source: UnsafeMutablePointer<Float>, into coverage: UnsafeMutablePointer<UInt8>,
                        from first: Int, through last: Int, integrated: Bool, evenOdd: Bool) {
        var sum: Float = 0
        var byte: UInt8 = 0
        var x = first
        // An empty cell holds +0.0 (cells start at +0.0, and adding −0.0 to it keeps it +0.0):
        // all bits zero, so two are tested with one 64-bit load.
        while x <= last {
            // Eight empty cells (32 bytes) at a time through the stretches between a
            // line's crossings, their bytes stored as one word.
            if x + 8 <= last + 1 {
                let raw = UnsafeRawPointer(source + x)
                let either = raw.loadUnaligned(as: SIMD4<UInt32>.self)
                    | raw.loadUnaligned(fromByteOffset: 16, as: SIMD4<UInt32>.self)
                if either == .zero {
                    UnsafeMutableRawPointer(coverage + x).storeBytes(of: UInt64(byte) &* 0x0101_0101_0101_0101,
                                                                    as: UInt64.self)
                    x += 8
                    continue
                }
            }
            if x + 1 <= last, UnsafeRawPointer(source + x).loadUnaligned(as: UInt64.self) == 0 {
                coverage[x] = byte
                coverage[x + 1] = byte
                x += 2
                continue
            }
            sum += source[x]
            source[x] = 0
            var value = integrated ? abs(sum) : sum
            if integrated && evenOdd {
                value -= 2 * Float(Int(value * 0.5))
                if value > 1 { value = 2 - value }
            }
            value = min(larger(value, 0), 1)
            byte = ScanConverter.truncatedByte(value * 255 + 0.5)
            coverage[x] = byte
            x += 1
        }
    }

    /// `UInt8(y)` for 0 ≤ y < 256, without the range checks of the conversion: y is rounded
    /// to the nearest integer against 2²³ (in 2²³…2²⁴ a float's step is 1), and stepped
    /// down where that rounded up.
    @inline(__always)
    static func truncatedByte(_ y: Float) -> UInt8 {
        let shifted = y + 8_388_608
        let nearest = UInt8(truncatingIfNeeded: shifted.bitPattern)
        return nearest &- UInt8(truncatingIfNeeded: bit(shifted - 8_388_608 > y))
    }

    /// Counts the winding along the row's sample lines. Returns false, having written
    /// nothing, when the winding never goes beyond ±1 (so the integral is exact);
    /// otherwise accumulates the sampled coverage into `sampled` and returns true.
    ///
    /// Each line's crossings are not sorted: they are counted per eighth-of-a-pixel cell (see
    /// ``subcellShift``), and the cells with crossings are walked left to right (a bitmap of occupied cells), the
    /// winding carried from cell to cell. A cell whose crossings cannot change whether it
    /// is inside (the winding stays ≥ 1 whatever their order — the middle of a dense
    /// polyline's stroke) or can only switch between 0 and one sign (each crossing then
    /// enters or leaves) is settled from its counts and the sum of its crossings' areas;
    /// only the rest — a few cells at the edges of overlaps — sort their own crossings.
    @inline(__always)
    private func sampleRow(_ activeCount: Int, sortedEdges: Int, top: Float, evenOdd: Bool,
                           touched: inout (min: Int, max: Int)) -> Bool {
        var state = LineState()
        let samples = ScanConverter.samplesPerRow(activeEdges: activeCount)
        if samples == 4 && walksDenseInOrder {
            if evenOdd {
                sampleDenseRow(activeCount, sortedEdges: sortedEdges, top: top, rule: EvenOddRule.self, state: &state)
            } else {
                sampleDenseRow(activeCount, sortedEdges: sortedEdges, top: top, rule: NonZeroRule.self, state: &state)
            }
        } else {
            sampleLines(UnsafePointer(active.base), count: activeCount, samples: samples, top: top, evenOdd: evenOdd,
                        state: &state)
        }
        let sampled = self.sampled.base
        guard state.overlaps || (state.sawPositive && state.sawNegative) else {
            if state.low <= state.high { for x in state.low...state.high { sampled[x] = 0 } }
            return false
        }
        if state.low < touched.min { touched.min = state.low }
        if state.high > touched.max { touched.max = state.high }
        return true
    }

    /// Adds the coverage of `count` edges along the row's `samples` sample lines (4 or 16)
    /// to `sampled`, noting in `state` what the lines saw and the cells written. `inOrder`:
    /// the edges come roughly in x order, and so do each line's crossings.
    @inline(__always)
    private func sampleLines(_ active: UnsafePointer<Edge>, count activeCount: Int, samples: Int, top: Float,
                             evenOdd: Bool, inOrder: Bool = false, state: inout LineState) {
        sampledRows &+= 1
        // Each sample line gets a slice of `activeCount` crossings.
        crossings.reserve(max(samples, 4) * activeCount)
        let crossings = self.crossings.base
        let counts = sampleCounts.base
        for sample in 0..<samples { counts[sample] = 0 }
        let widthF = Float(width)
        let samplesF = Float(samples)
        let step = 1 / samplesF
        // Lines sit at top + (s + 0.5) · step; an edge crosses those with y0 ≤ y < y1, that
        // is s in [y0', y1') with y' = (y − top) · samples − 0.5. Chained edges share an
        // end, so the line through it is counted for exactly one of them.
        if samples <= 4 {
            // Every edge writes a crossing on all four lines, kept only where it crosses:
            // no branch on how many lines an edge crosses, which a dense row cannot predict.
            var c0 = 0, c1 = 0, c2 = 0, c3 = 0
            let line1 = crossings + activeCount, line2 = line1 + activeCount, line3 = line2 + activeCount
            let y0 = top + 0.5 * step, y1 = top + 1.5 * step, y2 = top + 2.5 * step, y3 = top + 3.5 * step
            for i in 0..<activeCount {
                let e = active[i]
                let winding = ScanConverter.direction(e.winding)
                @inline(__always) func x(_ y: Float) -> Float { min(larger(e.x0 + (y - e.y0) * e.dxdy, 0), widthF) }
                @inline(__always) func crosses(_ y: Float) -> Int { bit(e.y0 <= y) & bit(y < e.y1) }
                crossings[c0] = Crossing(x: x(y0), winding: winding)
                c0 &+= crosses(y0)
                line1[c1] = Crossing(x: x(y1), winding: winding)
                c1 &+= crosses(y1)
                line2[c2] = Crossing(x: x(y2), winding: winding)
                c2 &+= crosses(y2)
                line3[c3] = Crossing(x: x(y3), winding: winding)
                c3 &+= crosses(y3)
            }
            counts[0] = Int32(c0)
            counts[1] = Int32(c1)
            if samples > 2 {
                counts[2] = Int32(c2)
                counts[3] = Int32(c3)
            }
        } else {
            // The lines' y, worked out once for the row (the same arithmetic as per crossing).
            let lineY = self.lineY.base
            for sample in 0..<samples { lineY[sample] = top + (Float(sample) + 0.5) * step }
            for i in 0..<activeCount {
                let e = active[i]
                let from = (e.y0 - top) * samplesF - 0.5, to = (e.y1 - top) * samplesF - 0.5
                // Clamped to 0…samples both: a first line past the last crosses none either way.
                var sample = ScanConverter.ceiling(from, within: samples)
                let end = ScanConverter.ceiling(to, within: samples)
                while sample < end {
                    let y = lineY[sample]
                    let slot = sample &* activeCount &+ Int(counts[sample])
                    crossings[slot] = Crossing(x: min(larger(e.x0 + (y - e.y0) * e.dxdy, 0), widthF),
                                               winding: ScanConverter.direction(e.winding))
                    counts[sample] &+= 1
                    sample &+= 1
                }
            }
        }
        if inOrder && samples > 4 {
            // What every line's ordered walk needs, once for the row (a line has at most
            // `activeCount` crossings, and its cells an end mark).
            ordered.reserve(activeCount + 1)
            nextCrossing.reserve(activeCount + 1)
            unsettledBuffer.reserve(activeCount + 1)
        }
        for sample in 0..<samples {
            let count = Int(counts[sample])
            guard count > 0 else { continue }
            if inOrder && samples > 4 {
                // The rule as a type: each walk is compiled for its own, with no test of it per crossing.
                if evenOdd {
                    walkOrderedLine(crossings + sample * activeCount, count: count, weight: step, rule: EvenOddRule.self,
                                    state: &state)
                } else {
                    walkOrderedLine(crossings + sample * activeCount, count: count, weight: step, rule: NonZeroRule.self,
                                    state: &state)
                }
            } else {
                walkLine(crossings + sample * activeCount, count: count, weight: step, evenOdd: evenOdd,
                         dense: samples <= 4 && walksDenseCells, state: &state)
            }
        }
    }

    /// Whether the row's winding is certainly 0 or one sign of 1 everywhere, so that the
    /// integral is exact without sampling: every edge crosses the whole row, their x
    /// extents within it are disjoint, and in x order the winding steps 0, ±1, 0, ±1, …
    /// (side by side lines, bars and glyph stems). Every horizontal line through the row
    /// then meets all the edges in that order. Rows with many edges are not checked; rows
    /// that are planned (see `planRow`) need not be.
    @inline(__always)
    private func rowIsSimple(_ activeCount: Int, top: Float, bottom: Float) -> Bool {
        guard activeCount <= 256 else { return false }
        simpleSpans.reserve(activeCount)
        let active = self.active.base, spans = self.simpleSpans.base
        for i in 0..<activeCount {
            let e = active[i]
            guard e.y0 <= top, e.y1 >= bottom else { return false }
            let xa = e.x0 + (top - e.y0) * e.dxdy, xb = e.x0 + (bottom - e.y0) * e.dxdy
            let span = SimpleSpan(low: min(xa, xb), high: max(xa, xb), winding: e.winding)
            // Insertion by `low`: the active edges keep much the same order from row to row.
            var j = i - 1
            while j >= 0 && spans[j].low > span.low {
                spans[j + 1] = spans[j]
                j -= 1
            }
            spans[j + 1] = span
        }
        var winding: Float = 0
        let sign = spans[0].winding
        for i in 0..<activeCount {
            if i > 0 && !(spans[i - 1].high < spans[i].low) { return false }
            winding += spans[i].winding
            if winding != 0 && winding != sign { return false }
        }
        return winding == 0
    }

    /// An edge's extent in x within a row, and its direction (for ``rowIsSimple(_:top:bottom:)``).
    private struct SimpleSpan {
        var low: Float
        var high: Float
        var winding: Float
    }

    /// Splits a row into stretches that can be integrated and stretches that must be
    /// sampled, from its edges, without walking any sample line. A line chart's row is
    /// crossed in many places, each a pair of the stroke's sides (and a few edges more where
    /// a join lies in the row); most pairs stay apart, and only a few, at joins, overlap.
    ///
    /// The edges are sorted by where their extent in x within the row starts, and grouped:
    /// a group ends where the next edge starts clear (by ``orderMargin``) of every edge in
    /// it, so that the strip between them holds no edge anywhere in the row, and on every
    /// sample line (see ``samplesPerRow(activeEdges:)``) the group's crossings come before the
    /// next group's. The winding left of each group is followed on every line at once, as
    /// two bit masks (lines where it is 1, lines where it is −1). A group is settled when no
    /// two of its entering (or leaving) edges cross the same line — bit masks of the lines
    /// each crosses tell — and, where a line meets one of each, their order is certain: it is
    /// checked on the first and last lines both cross (their separation along the lines is
    /// linear, so least at one of those), with the sampler's own arithmetic and the margin.
    /// A settled group moves the winding by at most one on each line, and must keep it within
    /// 0 and ±1. Any other group is unsettled: from there to the segment's end the winding is
    /// counted line by line (a byte per line, all 16 at once).
    ///
    /// A segment runs from one strip where the winding is 0 on every line to the next. Its
    /// coverage depends on its own edges alone. A segment of settled groups whose winding
    /// takes one sign is integrated exactly; the others are sampled. A row with no sampled segment
    /// and one sign throughout is exactly a row that sampling would find free of overlaps,
    /// and is integrated whole, as before.
    /// - Complexity: O(e²) in the row's edges at worst: an insertion sort, of edges mostly in
    ///   order already (the last plan's order, kept in `xOrder`), and pairs within a settled
    ///   group of at most ``groupLimit``.
    @inline(__always)
    private func planRow(_ activeCount: Int, top: Float, bottom: Float) -> RowPlan {
        let samples = ScanConverter.samplesPerRow(activeEdges: activeCount)
        let samplesF = Float(samples), step = 1 / samplesF, widthF = Float(width)
        spans.reserve(activeCount)
        segments.reserve(activeCount + 1)
        let active = self.active.base, spans = self.spans.base, segments = self.segments.base
        let xOrder = self.xOrder.base
        // x where edge `e` crosses sample line `k`, exactly as the sampler computes it.
        @inline(__always) func crossing(_ e: Edge, _ k: Int) -> Float {
            let y = top + (Float(k) + 0.5) * step
            return smaller(larger(e.x0 + (y - e.y0) * e.dxdy, 0), widthF)
        }
        var n = 0
        for position in 0..<activeCount {
            let i = Int(xOrder[position])
            let e = active[i]
            // An edge not in the row (y1 ≤ y0) has no area and crosses no line, but keeps its place.
            // (`larger` and `smaller` are `max` and `min` without a NaN's case, one instruction each.)
            let y0 = larger(e.y0, top), y1 = smaller(e.y1, bottom)
            let xa = smaller(larger(e.x0 + (y0 - e.y0) * e.dxdy, 0), widthF)
            let xb = smaller(larger(e.x0 + (y1 - e.y0) * e.dxdy, 0), widthF)
            let first = ScanConverter.ceiling((e.y0 - top) * samplesF - 0.5, within: samples)
            let end = ScanConverter.ceiling((e.y1 - top) * samplesF - 0.5, within: samples)
            // An edge between two lines crosses none (first ≥ end); it still belongs to a group.
            let lines = (1 &<< end) &- (1 &<< first)
            let span = Span(low: smaller(xa, xb), high: larger(xa, xb), lines: UInt16(truncatingIfNeeded: max(lines, 0)),
                            positive: e.winding > 0, edge: Int32(truncatingIfNeeded: i))
            // Insertion by `low`, a span moved as one 16-byte word (field by field it is ten
            // loads and stores).
            var j = n &- 1
            while j >= 0 && spans[j].low > span.low {
                Span.move(spans, from: j)
                j &-= 1
            }
            spans[j &+ 1] = span
            n &+= 1
        }
        for k in 0..<n { xOrder[k] = spans[k].edge }
        let margin = ScanConverter.orderMargin
        var plan = RowPlan()
        // Per line (bit k for line k): where the winding left of the next group is 1, or −1
        // (elsewhere 0), while the open segment is settled.
        var plus: UInt32 = 0, minus: UInt32 = 0
        // Once it must be sampled, the winding is counted per line instead: a byte per line
        // (lines 0–7 in `low`, 8–15 in `high`), biased by 64 so that no count, at most 64
        // edges either way, carries into the next.
        let bias: UInt64 = 0x4040_4040_4040_4040
        var low = bias, high = bias
        // The open segment: where it starts, whether it must be sampled, the lines where
        // its winding has been 1, or −1.
        var segmentStart = 0, segmentSampled = false, segmentPlus: UInt32 = 0, segmentMinus: UInt32 = 0
        var start = 0
        while start < n {
            var right = spans[start].high
            var end = start + 1
            while end < n && spans[end].low <= right + margin {
                right = max(right, spans[end].high)
                end += 1
            }
            if !segmentSampled && end == start + 1 {
                // One edge (most groups are one side of the stroke alone): it enters or
                // leaves on each of its lines, as the general case below works out.
                let lines = UInt32(spans[start].lines)
                if spans[start].positive ? lines & plus == 0 : lines & minus == 0 {
                    if spans[start].positive {
                        (plus, minus) = (plus | (lines & ~minus), minus & ~lines)
                    } else {
                        (plus, minus) = (plus & ~lines, minus | (lines & ~plus))
                    }
                    segmentPlus |= plus
                    segmentMinus |= minus
                } else {
                    segmentSampled = true
                    (low, high) = ScanConverter.lineCounts(plus: plus, minus: minus)
                }
            } else if !segmentSampled {
                var settled = end - start <= ScanConverter.groupLimit
                // The first edge cannot meet another's line: it is taken without a test (most
                // groups are one side of the stroke alone).
                let firstLines = UInt32(spans[start].lines), firstEnters = 0 &- UInt32(bit(spans[start].positive))
                var entering = firstLines & firstEnters, leaving = firstLines & ~firstEnters
                if settled {
                    for k in (start + 1)..<end {
                        let lines = UInt32(spans[k].lines)
                        if spans[k].positive {
                            settled = settled && entering & lines == 0
                            entering |= lines
                        } else {
                            settled = settled && leaving & lines == 0
                            leaving |= lines
                        }
                    }
                }
                // Where a line meets both, the order decides the winding between the two.
                var between: (plus: UInt32, minus: UInt32) = (0, 0)
                if settled && entering & leaving != 0 {
                    pairs: for a in start..<end where spans[a].positive {
                        for b in start..<end where !spans[b].positive {
                            let common = UInt32(spans[a].lines & spans[b].lines)
                            guard common != 0 else { continue }
                            let k1 = common.trailingZeroBitCount, k2 = 31 - common.leadingZeroBitCount
                            let e = active[Int(spans[a].edge)], f = active[Int(spans[b].edge)]
                            // Positive where the entering edge comes first.
                            let d1 = crossing(f, k1) - crossing(e, k1), d2 = crossing(f, k2) - crossing(e, k2)
                            if d1 > margin && d2 > margin && common & plus == 0 {
                                // 0 → 1 → 0 or −1 → 0 → −1 (from 1 it would reach 2).
                                between.plus |= common & ~minus
                            } else if d1 < -margin && d2 < -margin && common & minus == 0 {
                                between.minus |= common & ~plus
                            } else {
                                settled = false
                                break pairs
                            }
                        }
                    }
                }
                // Lines meeting only an entering edge step up; only a leaving one, down.
                let up = entering & ~leaving, down = leaving & ~entering
                if settled && up & plus == 0 && down & minus == 0 {
                    (plus, minus) = ((plus | (up & ~minus)) & ~down, (minus | (down & ~plus)) & ~up)
                    segmentPlus |= plus | between.plus
                    segmentMinus |= minus | between.minus
                } else {
                    segmentSampled = true
                    (low, high) = ScanConverter.lineCounts(plus: plus, minus: minus)
                }
            }
            if segmentSampled {
                for k in start..<end {
                    let lines = UInt32(spans[k].lines)
                    // +1 or −1 per line crossed (all ones for −1: two's complement).
                    let sign = UInt64(bitPattern: Int64(spans[k].positive ? 1 : -1))
                    low = low &+ ScanConverter.bytes(lines & 0xFF) &* sign
                    high = high &+ ScanConverter.bytes(lines >> 8) &* sign
                }
                if low == bias && high == bias { (plus, minus) = (0, 0) }
            }
            start = end
            // Winding 0 on every line: the segment ends.
            if plus == 0 && minus == 0 && (!segmentSampled || (low == bias && high == bias)) {
                var sign: Int32 = 0
                if !segmentSampled && (segmentPlus == 0) != (segmentMinus == 0) {
                    sign = segmentPlus != 0 ? 1 : -1
                    if sign > 0 { plan.plus = true } else { plan.minus = true }
                } else {
                    plan.sampledSegments += 1
                }
                segments[plan.segmentCount] = Segment(start: Int32(segmentStart), end: Int32(end), sign: sign)
                plan.segmentCount += 1
                (segmentStart, segmentSampled, segmentPlus, segmentMinus) = (end, false, 0, 0)
            }
        }
        if segmentStart < n {
            // Unclosed (the winding is not 0 right of every edge): sampled.
            segments[plan.segmentCount] = Segment(start: Int32(segmentStart), end: Int32(n), sign: 0)
            plan.segmentCount += 1
            plan.sampledSegments += 1
        }
        return plan
    }

    /// A row that ``planRow(_:top:bottom:)`` found segments to sample in: samples them (all
    /// in one pass, as their windings are 0 between them). If the lines see no overlap and
    /// one sign throughout (with the integrable segments' signs), returns false having
    /// written nothing: the row is integrated whole, as sampling all of it would decide.
    /// Otherwise adds the integrable segments' exact coverage (their edges' areas times
    /// their sign) to the sampled coverage and returns true.
    @inline(__always)
    private func mixRow(_ plan: RowPlan, activeCount: Int, top: Float, bottom: Float, evenOdd: Bool,
                        touched: inout (min: Int, max: Int)) -> Bool {
        let active = self.active.base, spans = self.spans.base, segments = self.segments.base
        segmentEdges.reserve(activeCount)
        let chosen = segmentEdges.base
        var count = 0
        for s in 0..<plan.segmentCount where segments[s].sign == 0 {
            for k in Int(segments[s].start)..<Int(segments[s].end) {
                chosen[count] = active[Int(spans[k].edge)]
                count += 1
            }
        }
        var state = LineState()
        if count > 0 {
            sampleLines(UnsafePointer(chosen), count: count, samples: ScanConverter.samplesPerRow(activeEdges: activeCount),
                        top: top, evenOdd: evenOdd, inOrder: walksInOrder, state: &state)
        }
        let sampled = self.sampled.base
        guard state.overlaps || ((state.sawPositive || plan.plus) && (state.sawNegative || plan.minus)) else {
            if state.low <= state.high { for x in state.low...state.high { sampled[x] = 0 } }
            return false
        }
        if state.low < touched.min { touched.min = state.low }
        if state.high > touched.max { touched.max = state.high }
        let widthF = Float(width)
        for s in 0..<plan.segmentCount where segments[s].sign != 0 {
            let sign = Float(segments[s].sign)
            for k in Int(segments[s].start)..<Int(segments[s].end) {
                accumulateEdge(active[Int(spans[k].edge)], top: top, bottom: bottom, widthF: widthF, into: sampled,
                               sign: sign, touched: &touched)
            }
        }
        return true
    }

    /// Rows crossed by more edges than this are sampled whole without a plan. At most 64:
    /// a plan counts windings in bytes biased by 64, and its rows have 16 sample lines.
    static let plannedEdgeLimit = 64

    /// The windings of a plan's sample lines, 1 on the lines in `plus` and −1 on those in
    /// `minus`, as bytes biased by 64 (lines 0–7, then 8–15). Not inlined: it runs once a
    /// segment that must be sampled, and inlined it is worked out ahead for every group.
    @inline(never)
    static func lineCounts(plus: UInt32, minus: UInt32) -> (low: UInt64, high: UInt64) {
        let bias: UInt64 = 0x4040_4040_4040_4040
        return (bias &+ bytes(plus & 0xFF) &- bytes(minus & 0xFF), bias &+ bytes(plus >> 8) &- bytes(minus >> 8))
    }

    /// The low 8 bits of `mask` spread to the bytes of a word, 1 for each bit set (bit k to
    /// byte k).
    @inline(__always)
    static func bytes(_ mask: UInt32) -> UInt64 {
        // Each byte keeps its own bit of the mask repeated in every byte; adding 0x7F to a
        // byte of 0 or 2^k (at most 0x80) sets its top bit exactly when it is not 0.
        let chosen = (UInt64(mask & 0xFF) &* 0x0101_0101_0101_0101) & 0x8040_2010_0804_0201
        return ((chosen &+ 0x7F7F_7F7F_7F7F_7F7F) >> 7) & 0x0101_0101_0101_0101
    }
    /// A group of more edges than this is not checked: it is sampled.
    static let groupLimit = 16
    /// How far apart in x two crossings must be for their order to be taken as certain:
    /// far more than the rounding of the sampler's arithmetic (about 10⁻⁴ px at x = 16 384).
    static let orderMargin: Float = 1.0 / 1024

    /// An edge's extent in x within a row, the sample lines it crosses (bit k for line k),
    /// its direction and its place in the active list.
    private struct Span {
        var low: Float
        var high: Float
        var lines: UInt16
        var positive: Bool
        var edge: Int32

        /// Copies `spans[i]` to `spans[i + 1]`.
        @inline(__always)
        static func move(_ spans: UnsafeMutablePointer<Span>, from i: Int) {
            if MemoryLayout<Span>.size == 16 && MemoryLayout<Span>.stride == 16 {
                let raw = UnsafeMutableRawPointer(spans)
                raw.storeBytes(of: raw.loadUnaligned(fromByteOffset: 16 &* i, as: SIMD2<UInt64>.self),
                               toByteOffset: 16 &* (i &+ 1), as: SIMD2<UInt64>.self)
            } else {
                spans[i + 1] = spans[i]
            }
        }
    }

    /// Sorted spans `start..<end` of a row, between two strips where the winding is 0 on
    /// every sample line; `sign` ±1 when they are integrated with that sign, 0 when sampled.
    private struct Segment {
        var start: Int32
        var end: Int32
        var sign: Int32
    }

    /// What ``planRow(_:top:bottom:)`` found: its segments (in `segments`), how many must be
    /// sampled, and the signs of the winding in the others.
    private struct RowPlan {
        var segmentCount = 0
        var sampledSegments = 0
        var plus = false
        var minus = false
    }

    /// What the walk of a row's sample lines has found, and the cells it wrote.
    private struct LineState {
        var overlaps = false
        var sawPositive = false
        var sawNegative = false
        var low = Int.max
        var high = -1

        /// Records the flags a walk of cells gathered (see ``ScanConverter/walkCell``).
        @inline(__always)
        mutating func note(_ flags: Int) {
            if flags & 1 != 0 { overlaps = true }
            if flags & 2 != 0 { sawPositive = true }
            if flags & 4 != 0 { sawNegative = true }
        }
    }

    /// Per pixel cell of one sample line: how many crossings, how many of each direction,
    /// and the sum over them of winding × the part of the cell right of the crossing.
    private struct CellStats {
        /// The crossings (high 32 bits) and the entering ones among them (low 32 bits),
        /// counted with one addition.
        var tally: UInt64 = 0
        var area: Float = 0
        /// The index in the line of the cell's last crossing; the others are chained
        /// through ``ScanConverter/nextCrossing`` (only read for an unsettled cell).
        var head: Int32 = 0

        /// What one crossing adds to `tally`, besides its entering bit.
        static let one: UInt64 = 1 << 32
        var count: Int32 { Int32(truncatingIfNeeded: tally >> 32) }
        var positive: Int32 { Int32(truncatingIfNeeded: tally) }
    }

    /// A cell whose crossings must be sorted, and the winding left of it.
    private struct UnsettledCell {
        var windingBefore: Int32
        /// Its crossings, and the index of the last of them (see `CellStats.head`).
        var count: Int32
        var head: Int32
    }

    /// Adds the inside intervals of one sample line (its `count` crossings, in any order)
    /// to `sampled`, each weighted `weight`, and notes windings beyond ±1 or of both signs.
    @inline(__always)
    private func walkLine(_ line: UnsafeMutablePointer<Crossing>, count: Int, weight: Float, evenOdd: Bool,
                          dense: Bool, state: inout LineState) {
        let stats = cellStats.base, bits = occupied.base, sampled = self.sampled.base
        // One more than the crossings: every occupied cell writes an entry, kept or not.
        unsettledBuffer.reserve(count + 1)
        nextCrossing.reserve(count)
        let unsettledCells = unsettledBuffer.base, next = nextCrossing.base
        var lowCell = Int.max, highCell = -1
        for i in 0..<count {
            let c = line[i]
            let cell = ScanConverter.subcell(c.x)
            let fraction = c.x - Float(cell >> ScanConverter.subcellShift)
            // No branches: the bit is set again, the bounds taken again, and `x` written
            // again (it is read only when the cell has one crossing).
            lowCell = min(lowCell, cell)
            highCell = max(highCell, cell)
            bits[cell >> 6] |= 1 &<< UInt64(cell & 63)
            // Each cell chains its crossings (read back only for the few unsettled cells).
            next[i] = stats[cell].head
            stats[cell].head = Int32(truncatingIfNeeded: i)
            stats[cell].tally &+= CellStats.one | UInt64(truncatingIfNeeded: (c.winding &+ 1) >> 1)
            stats[cell].area += Float(c.winding) * (1 - fraction)
        }
        guard lowCell <= highCell else { return }
        let lowWord = lowCell >> 6, highWord = highCell >> 6
        if lowCell >> ScanConverter.subcellShift < state.low { state.low = lowCell >> ScanConverter.subcellShift }
        @inline(__always) func inside(_ w: Int32) -> Bool { evenOdd ? w & 1 != 0 : w != 0 }
        @inline(__always) func note(_ w: Int32) {
            if w > 1 || w < -1 { state.overlaps = true }
            if w > 0 { state.sawPositive = true } else if w < 0 { state.sawNegative = true }
        }
        var winding: Int32 = 0
        var unsettled = 0
        if !evenOdd && dense {
            // Non-zero, in a row crossed by many edges: every cell is settled or set aside without a branch. Its crossings keep
            // the winding between `low` (all its leaving ones first) and `high` (all its
            // entering ones first). Within [0, 1] each crossing enters (+1) or leaves (−1), and
            // the coverage is its counts and summed areas; within [−1, 0] the mirror image;
            // never 0 (low ≥ 1 or high ≤ −1) there is no boundary. A cell of one crossing is
            // always one of these. Only the rest — a few cells at the edges of overlaps — are
            // set aside to sort their crossings. The winding goes beyond ±1 in a settled cell
            // if `high` > 1 or `low` < −1 (exactly so for one crossing; for several, as the
            // entering-first order would have it), and takes each sign that `high`, `low` do:
            // the highest `high` and lowest `low` of the settled cells tell (an unsettled cell
            // counts as 0, which tells nothing; its sorted walk notes its own).
            var highest: Int32 = 0, lowest: Int32 = 0
            for word in lowWord...highWord {
                var w = bits[word]
                bits[word] = 0
                while w != 0 {
                    let cell = word << 6 | w.trailingZeroBitCount
                    let pixel = cell >> ScanConverter.subcellShift
                    w &= w &- 1
                    let s = stats[cell]
                    stats[cell] = CellStats()
                    let n = s.count, net = s.positive &+ s.positive &- n
                    // The winding with all the cell's leaving crossings first, and entering first.
                    let low = winding &- n &+ s.positive, high = low &+ n
                    // high = low + n with n ≥ 1, so [0, 1] and [−1, 0] hold one crossing:
                    // it enters where low = 0 and leaves where low = −1 (2 · low + 1 is then
                    // +1 or −1); a cell of several is open where 0 lies in [low, high].
                    // As masks from sign bits (all ones or zero), not comparisons, which the
                    // compiler would turn into branches a dense row cannot predict.
                    let single = (n &- 2) >> 31
                    let crosses = single & ScanConverter.below(UInt32(bitPattern: low &+ 1), 2)
                    let settled = single | ScanConverter.below(UInt32(bitPattern: n), UInt32(bitPattern: 0 &- low))
                    let factor = Float((low &+ low &+ 1) & crosses) * weight
                    sampled[pixel] += factor * s.area
                    sampled[pixel + 1] += factor * (Float(net) - s.area)
                    highest = max(highest, high & settled)
                    lowest = min(lowest, low & settled)
                    unsettledCells[unsettled] = UnsettledCell(windingBefore: winding, count: n, head: s.head)
                    unsettled &+= Int(~settled & 1)
                    winding = winding &+ net
                }
            }
            if highest > 1 || lowest < -1 { state.overlaps = true }
            if highest > 0 { state.sawPositive = true }
            if lowest < 0 { state.sawNegative = true }
            if (highCell >> ScanConverter.subcellShift) + 1 > state.high { state.high = (highCell >> ScanConverter.subcellShift) + 1 }
        } else {
            for word in lowWord...highWord {
                var w = bits[word]
                bits[word] = 0
                while w != 0 {
                    let cell = word << 6 | w.trailingZeroBitCount
                    let pixel = cell >> ScanConverter.subcellShift
                    w &= w &- 1
                    let s = stats[cell]
                    stats[cell] = CellStats()
                    let n = s.count, after = winding &+ s.positive &- (n &- s.positive)
                    if pixel + 1 > state.high { state.high = pixel + 1 }
                    let positive = s.positive, negative = n &- positive
                    // A row crossed by a few edges: its cells mostly hold one crossing, and
                    // branching on what each holds is cheaper than working out every case.
                    if n == 1 {
                        note(after)
                        if inside(winding) != inside(after) {
                            // The part of the pixel right of the crossing, from its area.
                            let right = s.area * Float(after &- winding)
                            let sign: Float = inside(after) ? 1 : -1
                            sampled[pixel] += sign * weight * right
                            sampled[pixel + 1] += sign * weight * (1 - right)
                        }
                    } else if evenOdd {
                        // The inside changes at every crossing: the order decides where.
                        unsettledCells[unsettled] = UnsettledCell(windingBefore: winding, count: n, head: s.head)
                        unsettled += 1
                    } else if winding - negative >= 1 || winding + positive <= -1 {
                        // Never 0 in this cell (as in the branch-free walk above).
                        if winding + positive > 1 || winding - negative < -1 { state.overlaps = true }
                        if winding > 0 { state.sawPositive = true } else { state.sawNegative = true }
                    } else if winding - negative >= 0 && winding + positive <= 1 {
                        // Only 0 and 1: each crossing enters (+1) or leaves (−1).
                        state.sawPositive = true
                        sampled[pixel] += weight * s.area
                        sampled[pixel + 1] += weight * (Float(positive - negative) - s.area)
                    } else if winding - negative >= -1 && winding + positive <= 0 {
                        // Only 0 and −1: the mirror image.
                        state.sawNegative = true
                        sampled[pixel] -= weight * s.area
                        sampled[pixel + 1] -= weight * (Float(positive - negative) - s.area)
                    } else {
                        unsettledCells[unsettled] = UnsettledCell(windingBefore: winding, count: n, head: s.head)
                        unsettled += 1
                    }
                    winding = after
                }
            }
        }
        guard unsettled > 0 else { return }
        // Each unsettled cell gathers its chained crossings, sorts them and walks them.
        self.ordered.reserve(2 * count)
        let gathered = self.ordered.base, sorted = gathered + count
        var flags = 0
        for k in 0..<unsettled {
            let entry = unsettledCells[k]
            let n = Int(entry.count)
            var link = Int(entry.head)
            // The chain runs from the last crossing back: filled from the end, the group
            // keeps the line's order, which is roughly x order already.
            for m in stride(from: n - 1, through: 0, by: -1) {
                gathered[m] = line[link]
                link = Int(next[link])
            }
            let group: UnsafeMutablePointer<Crossing>
            if n > 16 {
                var all = UnsafeMutableBufferPointer(start: gathered, count: n)
                all.sort { $0.x < $1.x }
                group = gathered
            } else {
                // A few crossings: each goes straight to its rank (how many come before it,
                // ties in line order), with no branch on how they compare.
                for a in 0..<n {
                    let item = gathered[a]
                    var rank = 0
                    for b in 0..<n {
                        let other = gathered[b].x
                        rank &+= bit(other < item.x) | (bit(other == item.x) & bit(b < a))
                    }
                    sorted[rank] = item
                }
                group = sorted
            }
            ScanConverter.walkCell(group, count: n, windingBefore: entry.windingBefore, weight: weight,
                                   evenOdd: evenOdd, into: sampled, flags: &flags)
        }
        state.note(flags)
    }

    /// ``walkLine(_:count:weight:evenOdd:dense:state:)`` for a line of a few crossings that
    /// come nearly in x order (a planned row's segments are gathered in x order): they are
    /// sorted by insertion, then walked in order, with no bit map of cells to fill and clear.
    /// Crossings in one cell (an eighth of a pixel) are handled exactly as the walk over cells
    /// handles them — settled, or set aside and walked after the others — so the coverage
    /// is the same to the bit. A line with more than 16 crossings in one cell (which that walk
    /// sorts differently) is left to it.
    @inline(__always)
    private func walkOrderedLine<Rule: WindingRule>(_ line: UnsafeMutablePointer<Crossing>, count: Int, weight: Float,
                                                    rule: Rule.Type, state: inout LineState) {
        // The buffers were reserved for the row (see `sampleLines`).
        // After a first entry at −∞, which ends the insertion's search (x is never NaN).
        let sorted = ordered.base + 1, cellOf = nextCrossing.base
        sorted[-1] = Crossing(x: -.infinity, winding: 0)
        // Stable: ties keep the line's order, as the ranks of the walk over cells do. Each
        // crossing's cell is worked out as it is placed, and moves with it.
        for i in 0..<count {
            let c = line[i]
            let cell = Int32(truncatingIfNeeded: ScanConverter.subcell(c.x))
            var j = i &- 1
            while sorted[j].x > c.x {
                sorted[j &+ 1] = sorted[j]
                cellOf[j &+ 1] = cellOf[j]
                j &-= 1
            }
            sorted[j &+ 1] = c
            cellOf[j &+ 1] = cell
        }
        if !walkSortedLine(sorted, count: count, weight: weight, rule: rule, state: &state) {
            walkLine(line, count: count, weight: weight, evenOdd: Rule.evenOdd, dense: false, state: &state)
        }
    }

    /// Adds the coverage of one sample line whose `count` crossings are in `sorted`, in x
    /// order with ties in the line's order, as ``walkLine(_:count:weight:evenOdd:dense:state:)``
    /// would from the line: the same to the bit. Returns false, having written nothing, for
    /// a line with more than 16 crossings in one cell (which that walk sorts differently).
    /// `nextCrossing` holds each crossing's cell (``subcell(_:)``) and, with `unsettledBuffer`,
    /// must hold `count + 1` entries.
    @inline(__always)
    private func walkSortedLine<Rule: WindingRule>(_ sorted: UnsafeMutablePointer<Crossing>, count: Int, weight: Float,
                                                   rule: Rule.Type, state: inout LineState) -> Bool {
        let evenOdd = Rule.evenOdd
        let cellOf = nextCrossing.base, unsettledCells = unsettledBuffer.base
        let sampled = self.sampled.base
        // Sorted, a cell of more than 16 crossings holds two 16 apart. Counted without a
        // branch (the compiler compares eight at a time).
        var crowded: Int32 = 0
        for i in min(count, 16)..<count { crowded |= Int32(truncatingIfNeeded: bit(cellOf[i &- 16] == cellOf[i])) }
        guard crowded == 0 else { return false }
        // No cell is −1: the last crossing's cell ends there.
        cellOf[count] = -1
        // The crossings are in x order: the first and last give the pixels written.
        if Int(cellOf[0]) >> ScanConverter.subcellShift < state.low { state.low = Int(cellOf[0]) >> ScanConverter.subcellShift }
        let lastPixel = Int(cellOf[count - 1]) >> ScanConverter.subcellShift
        if lastPixel + 1 > state.high { state.high = lastPixel + 1 }
        @inline(__always) func inside(_ w: Int32) -> Bool { evenOdd ? w & 1 != 0 : w != 0 }
        // The highest and lowest winding after a lone crossing, noted in `state` at the end
        // (beyond ±1: an overlap; above 0, below 0: each sign seen).
        var highest: Int32 = 0, lowest: Int32 = 0
        var winding: Int32 = 0
        var unsettled = 0
        var i = 0
        while i < count {
            let cell = cellOf[i]
            let pixel = Int(cell) >> ScanConverter.subcellShift
            let a = sorted[i]
            if cellOf[i + 1] != cell {
                // One crossing in its cell: the part of the pixel right of it, as the walk over cells finds it.
                let after = winding &+ a.winding
                highest = max(highest, after)
                lowest = min(lowest, after)
                if inside(winding) != inside(after) {
                    // The walk over cells takes the cell's area, 0 + winding · (1 − fraction),
                    // times the winding again: 1 − fraction, but for the sign of a zero, which
                    // adding it to a cell (never −0) cannot show.
                    let right = 1 - (a.x - Float(pixel))
                    let sign: Float = inside(after) ? 1 : -1
                    sampled[pixel] += sign * weight * right
                    sampled[pixel + 1] += sign * weight * (1 - right)
                }
                winding = after
                i += 1
                continue
            }
            // Several crossings in the cell. The walk over cells settles them only where the
            // winding stays off 0 throughout: its "only 0 and ±1" cases hold only one crossing
            // (the winding would span n). The rest are set aside.
            var n = 2, positive = Int32(truncatingIfNeeded: bit(a.winding > 0) &+ bit(sorted[i + 1].winding > 0))
            while cellOf[i + n] == cell {
                positive &+= Int32(truncatingIfNeeded: bit(sorted[i + n].winding > 0))
                n += 1
            }
            let negative = Int32(truncatingIfNeeded: n) &- positive
            let after = winding &+ positive &- negative
            if !evenOdd && (winding - negative >= 1 || winding + positive <= -1) {
                if winding + positive > 1 || winding - negative < -1 { state.overlaps = true }
                if winding > 0 { state.sawPositive = true } else { state.sawNegative = true }
            } else {
                unsettledCells[unsettled] = UnsettledCell(windingBefore: winding, count: Int32(truncatingIfNeeded: n),
                                                          head: Int32(truncatingIfNeeded: i))
                unsettled += 1
            }
            winding = after
            i += n
        }
        if highest > 1 || lowest < -1 { state.overlaps = true }
        if highest > 0 { state.sawPositive = true }
        if lowest < 0 { state.sawNegative = true }
        // The cells set aside, after the others and in order, as the walk over cells takes
        // them; their crossings are already in its order (by x, ties in line order).
        var flags = 0
        for k in 0..<unsettled {
            let entry = unsettledCells[k]
            ScanConverter.walkCell(sorted + Int(entry.head), count: Int(entry.count), windingBefore: entry.windingBefore,
                                   weight: weight, evenOdd: evenOdd, into: sampled, flags: &flags)
        }
        state.note(flags)
        return true
    }

    /// Samples a row crossed by more than ``plannedEdgeLimit`` edges on its 4 lines, as
    /// ``sampleLines(_:count:samples:top:evenOdd:inOrder:state:)`` does, to the bit, but
    /// walking each line's crossings in x order rather than over cells (about 40 % fewer
    /// instructions on a dense stroke's rows, whose cells hold one crossing or two).
    ///
    /// The order comes from `denseOrder`, the active edges' order on the line before: sorted
    /// by insertion, it has little to do (a dense stroke's edges are nearly vertical, and few
    /// cross between two lines). Every edge takes part, crossing the line or not, at its x
    /// on the line with y held within its ends, so that the edges that do not cross keep
    /// near their place; a crossing edge's x is then exactly the sampler's. Ties are ordered
    /// by the edges' places in the active list, which is the line's order.
    @inline(__always)
    private func sampleDenseRow<Rule: WindingRule>(_ activeCount: Int, sortedEdges: Int, top: Float, rule: Rule.Type,
                                                   state: inout LineState) {
        sampledRows &+= 1
        denseX.reserve(4 * activeCount)
        denseWinding.reserve(4 * activeCount)
        denseCell.reserve(4 * activeCount)
        // Twice the crossings: as much as the walk over cells, if a line falls back to it, asks for.
        ordered.reserve(2 * activeCount)
        nextCrossing.reserve(activeCount + 1)
        unsettledBuffer.reserve(activeCount + 1)
        let xs = denseX.base, windings = denseWinding.base, cells = denseCell.base, active = self.active.base, order = denseOrder.base
        let widthF = Float(width), step: Float = 0.25
        let y0 = top + 0.5 * step, y1 = top + 1.5 * step, y2 = top + 2.5 * step, y3 = top + 3.5 * step
        // Each edge on each line, in the active order; winding 0 where it does not cross. The
        // four lines' values of an edge side by side, which the compiler works out together.
        for i in 0..<activeCount {
            let e = active[i]
            let winding = ScanConverter.direction(e.winding)
            let edgeX = xs + i &* 4, edgeWinding = windings + i &* 4, edgeCell = cells + i &* 4
            @inline(__always) func x(_ y: Float) -> Float {
                let held = smaller(larger(y, e.y0), e.y1)
                return smaller(larger(e.x0 + (held - e.y0) * e.dxdy, 0), widthF)
            }
            @inline(__always) func w(_ y: Float) -> Int32 {
                winding & (0 &- Int32(truncatingIfNeeded: bit(e.y0 <= y) & bit(y < e.y1)))
            }
            edgeX[0] = x(y0)
            edgeX[1] = x(y1)
            edgeX[2] = x(y2)
            edgeX[3] = x(y3)
            edgeWinding[0] = w(y0)
            edgeWinding[1] = w(y1)
            edgeWinding[2] = w(y2)
            edgeWinding[3] = w(y3)
            for k in 0..<4 { edgeCell[k] = Int32(truncatingIfNeeded: ScanConverter.subcell(edgeX[k])) }
        }
        // By x, then place in the active list: a total order, so the result does not depend
        // on the order it starts from. `line`: the line's x of edge 0, 4 floats an edge; `p`
        // and `i` are places in bytes from there (see `denseShift`).
        @inline(__always) func before(_ p: Int32, _ i: Int32, on line: UnsafeMutablePointer<Float>) -> Bool {
            let px = UnsafeRawPointer(line).load(fromByteOffset: Int(p), as: Float.self)
            let x = UnsafeRawPointer(line).load(fromByteOffset: Int(i), as: Float.self)
            return px < x || (px == x && p < i)
        }
        @inline(__always) func sort(_ range: Range<Int>, on line: UnsafeMutablePointer<Float>) {
            guard range.count > 1 else { return }
            for j in (range.lowerBound + 1)..<range.upperBound {
                let i = order[j]
                var t = j &- 1
                while t >= range.lowerBound {
                    let p = order[t]
                    if before(p, i, on: line) { break }
                    order[t &+ 1] = p
                    t &-= 1
                }
                order[t &+ 1] = i
            }
        }
        // Merges the sorted runs `low..<middle` and `middle..<high` of `order`.
        @inline(__always) func merge(_ low: Int, _ middle: Int, _ high: Int, on line: UnsafeMutablePointer<Float>) {
            remap.reserve(high &- low)
            let merged = remap.base
            var a = low, b = middle
            for k in 0..<(high &- low) {
                let takeB = a == middle || (b < high && before(order[b], order[a], on: line))
                merged[k] = takeB ? order[b] : order[a]
                if takeB { b &+= 1 } else { a &+= 1 }
            }
            (order + low).update(from: merged, count: high &- low)
        }
        for sample in 0..<4 {
            let line = xs + sample, lineWindings = windings + sample, lineCells = cells + sample
            if sample == 0 && sortedEdges > 0 && sortedEdges < activeCount {
                // The row's new edges, at the end, are sorted apart and merged in, rather than
                // each carried across the others. They come in the outline's order, in
                // runs along one side of a stroke or the other (walked back), which the
                // library's sort finds and merges.
                sort(0..<sortedEdges, on: line)
                var new = UnsafeMutableBufferPointer(start: order + sortedEdges, count: activeCount &- sortedEdges)
                new.sort { before($0, $1, on: line) }
                merge(0, sortedEdges, activeCount, on: line)
            } else {
                sort(0..<activeCount, on: line)
            }
            // Read for every line: nothing may move it, but the walk over cells reserves it too.
            let sorted = ordered.base, cellOf = nextCrossing.base
            var count = 0
            for j in 0..<activeCount {
                let p = Int(order[j])
                let c = Crossing(x: UnsafeRawPointer(line).load(fromByteOffset: p, as: Float.self),
                                 winding: UnsafeRawPointer(lineWindings).load(fromByteOffset: p, as: Int32.self))
                sorted[count] = c
                cellOf[count] = UnsafeRawPointer(lineCells).load(fromByteOffset: p, as: Int32.self)
                count &+= bit(c.winding != 0)
            }
            guard count > 0 else { continue }
            if !walkSortedLine(sorted, count: count, weight: step, rule: rule, state: &state) {
                // The line's own crossings, in its order, for the walk over cells.
                crossings.reserve(activeCount)
                let own = crossings.base
                var kept = 0
                for i in 0..<activeCount {
                    own[kept] = Crossing(x: line[i &<< 2], winding: lineWindings[i &<< 2])
                    kept &+= bit(own[kept].winding != 0)
                }
                walkLine(own, count: kept, weight: step, evenOdd: Rule.evenOdd, dense: walksDenseCells, state: &state)
            }
        }
    }

    /// `denseOrder` holds each edge's place shifted left by this: the offset in bytes of its
    /// values in `denseX` and `denseWinding` (4 lines of 4 bytes), read with no scaling.
    /// (An Int32 holds it for up to 2²⁷ active edges, more than memory holds.)
    static let denseShift = 4

    /// A fill rule known when the code is compiled (see ``walkOrderedLine(_:count:weight:rule:state:)``).
    protocol WindingRule {
        static var evenOdd: Bool { get }
    }
    enum NonZeroRule: WindingRule {
        static var evenOdd: Bool { false }
    }
    enum EvenOddRule: WindingRule {
        static var evenOdd: Bool { true }
    }

    /// Walks the `count` crossings of one cell, in x order, from the winding before them:
    /// each crossing where the inside changes adds a boundary (+1 entering, −1 leaving)
    /// split between its pixel and the next. `flags` gathers bit 0 for a winding beyond
    /// ±1 (an overlap), bit 1 for a positive winding and bit 2 for a negative one.
    @inline(__always)
    private static func walkCell(_ crossings: UnsafePointer<Crossing>, count: Int, windingBefore: Int32, weight: Float,
                                 evenOdd: Bool, into sampled: UnsafeMutablePointer<Float>, flags: inout Int) {
        @inline(__always) func insideBit(_ w: Int32) -> Int { evenOdd ? Int(w & 1) : bit(w != 0) }
        var winding = windingBefore
        var inside = insideBit(winding)
        // The highest and lowest winding after a crossing tell the flags at the end.
        var highest = Int32.min, lowest = Int32.max
        for i in 0..<count {
            let c = crossings[i]
            winding &+= c.winding
            let now = insideBit(winding)
            highest = max(highest, winding)
            lowest = min(lowest, winding)
            let cell = ScanConverter.floorNonNegative(c.x)
            let fraction = c.x - Float(cell)
            let step = Float(now &- inside) * weight
            sampled[cell] += step * (1 - fraction)
            sampled[cell &+ 1] += step * fraction
            inside = now
        }
        flags |= bit(highest > 1) | bit(lowest < -1) | bit(highest > 0) << 1 | bit(lowest < 0) << 2
    }

    /// A sample line's crossings are grouped in cells this many to a pixel (a power of
    /// two): the finer they are, the fewer cells hold crossings whose order matters. Eight:
    /// a dense polyline's stroke (10⁵ points across 800 pixels) then sorts under two thirds
    /// as many crossings as with four, for twice the cells (8 × 16 bytes a pixel, in L2).
    static let subcellShift = 3
    static let subcellsPerPixel = Float(1 << subcellShift)

    /// The cell of a crossing at `x` (0 ≤ x ≤ 16 384): ⌊x · cells per pixel⌋, or one less
    /// where that product is a whole number. Either way the cells keep the crossings' x
    /// order, and a crossing's area is taken from its own x, so where a tie goes does not
    /// matter. Rounding against 1.5 · 2²³ instead of `Int(_:)`, whose range checks cost
    /// more than the rest of a crossing's placement.
    @inline(__always)
    static func subcell(_ x: Float) -> Int {
        let shifted = x * subcellsPerPixel - 0.5 + 12_582_912
        return Int(shifted.bitPattern & 0x7F_FFFF) - 0x40_0000
    }

    /// ⌊x⌋ for 0 ≤ x < 2²², equal to `Int(x)` there, without its range checks: x is
    /// rounded to the nearest integer against 1.5 · 2²³ (as ``subcell(_:)`` does) and
    /// stepped down where that rounded up.
    @inline(__always)
    static func floorNonNegative(_ x: Float) -> Int {
        let shifted = x + 12_582_912
        let nearest = Int(shifted.bitPattern & 0x7F_FFFF) &- 0x40_0000
        return nearest &- bit(shifted - 12_582_912 > x)
    }

    /// All ones where `a` < `b`, else zero: the sign of their difference in 64 bits.
    @inline(__always)
    static func below(_ a: UInt32, _ b: UInt32) -> Int32 {
        Int32(truncatingIfNeeded: (Int64(a) &- Int64(b)) >> 63)
    }

    /// An edge's winding (±1) as an integer, from its sign bit: no range checks, which a
    /// conversion of a `Float` pays on every edge of every sampled row.
    @inline(__always)
    static func direction(_ winding: Float) -> Int32 {
        Int32(bitPattern: winding.bitPattern) >> 31 | 1
    }

    /// ⌈x⌉ for a positive x, without a call into libm.
    @inline(__always)
    static func ceilPositive(_ x: Float) -> Int {
        let t = Int(x)
        return Float(t) < x ? t + 1 : t
    }

    /// ⌈x⌉ for |x| < 2⁶³, without a call into libm or a branch (truncation is the ceiling
    /// of a negative x, one short of it for a positive x with a fraction).
    @inline(__always)
    static func ceiling(_ x: Float) -> Int {
        let t = Int(x)
        return t &+ (Float(t) < x ? 1 : 0)
    }

    /// min(max(⌈x⌉, 0), `limit`) for a finite x and 0 ≤ `limit` < 2²², without the range
    /// checks of a conversion to `Int`: x is first clamped to −1…`limit` (which changes
    /// neither bound's result), rounded to the nearest integer against 1.5 · 2²³ (as
    /// ``subcell(_:)`` does), and stepped up where that fell below it.
    @inline(__always)
    static func ceiling(_ x: Float, within limit: Int) -> Int {
        let clamped = smaller(larger(x, -1), Float(limit))
        let shifted = clamped + 12_582_912
        let nearest = Int(shifted.bitPattern & 0x7F_FFFF) - 0x40_0000
        return max(nearest &+ bit(shifted - 12_582_912 < clamped), 0)
    }

    /// Orders the indices of `edges` by first row into `sorted`, with `rowStarts[r]` the
    /// first position of row `firstRow + r`; edges wholly outside the rows are dropped.
    private func bucket(_ edges: UnsafeBufferPointer<Edge>, firstRow: Int, rowCount: Int) {
        rowStarts.reserve(rowCount + 1)
        let starts = rowStarts.base
        for i in 0...rowCount { starts[i] = 0 }
        let firstY = Float(firstRow), endY = Float(firstRow + rowCount)
        // One pass reads the edges: each kept edge's row is noted (−1 for a dropped one)
        // and counted; the placement pass then reads only those rows.
        edgeRows.reserve(edges.count)
        let rowOf = edgeRows.base
        var kept = 0
        for index in 0..<edges.count {
            let edge = edges[index]
            if edge.y1 > firstY && edge.y0 < endY {
                let row = max(Int(edge.y0) - firstRow, 0)
                rowOf[index] = Int32(truncatingIfNeeded: row)
                starts[row + 1] += 1
                kept += 1
            } else {
                rowOf[index] = -1
            }
        }
        for i in 0..<rowCount { starts[i + 1] += starts[i] }
        sorted.reserve(kept)
        let sorted = self.sorted.base
        // Each edge goes to its row's next free slot, using the starts as cursors;
        // the cursors then shift back to the starts.
        for index in 0..<edges.count {
            let row = Int(rowOf[index])
            guard row >= 0 else { continue }
            sorted[Int(starts[row])] = Int32(truncatingIfNeeded: index)
            starts[row] += 1
        }
        for i in stride(from: rowCount, to: 0, by: -1) { starts[i] = starts[i - 1] }
        starts[0] = 0
        // Edges that start above the first row share its bucket. They are put in the order
        // they would be active in had the fill started at the canvas's top (by first row,
        // then index), since the order areas are summed in can change a coverage's last
        // bit: so a band of rows, or rows under a clip, are drawn exactly as in a whole fill.
        if firstRow > 0, starts[1] > 1 {
            var first = UnsafeMutableBufferPointer(start: sorted, count: Int(starts[1]))
            first.sort { a, b in
                let (rowA, rowB) = (max(Int(edges[Int(a)].y0), 0), max(Int(edges[Int(b)].y0), 0))
                return rowA != rowB ? rowA < rowB : a < b
            }
        }
    }
}

