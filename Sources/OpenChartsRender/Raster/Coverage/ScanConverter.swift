import OpenChartsCore

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
/// ``samplesPerRow(activeEdges:)`` lines: on each, the crossings are sorted and the
/// winding counted under the fill rule. If any line sees a winding beyond ±1 (or both
/// signs), the row's coverage is taken from those lines instead — exact in x, sampled
/// in y, as cairo's and tiny-skia's rasterizers do throughout.
///
/// Buffers are kept between fills: nothing is allocated per row, edge or pixel.
final class ScanConverter {
    let width: Int
    let height: Int
    /// How many sample lines a row crossed by `activeEdges` edges is checked on:
    /// many for a few edges, fewer where thousands cross (a dense polyline's stroke).
    @inline(__always)
    static func samplesPerRow(activeEdges: Int) -> Int { activeEdges <= 64 ? 16 : activeEdges <= 512 ? 4 : 2 }

    private let cells: ScratchBuffer<Float>
    private let coverage: ScratchBuffer<UInt8>
    private let cellCounts: ScratchBuffer<Int32>
    private let rowStarts = ScratchBuffer<Int32>(capacity: 64)
    /// Edge indices ordered by first row.
    private let sorted = ScratchBuffer<Int32>(capacity: 64)
    private let active = ScratchBuffer<Edge>(capacity: 64)
    private let crossings = ScratchBuffer<Crossing>(capacity: 64)
    private let ordered = ScratchBuffer<Crossing>(capacity: 64)
    private let boundaries = ScratchBuffer<Crossing>(capacity: 64)
    private let sampleCounts = ScratchBuffer<Int32>(capacity: 16)

    /// Where an edge crosses a sample line, and its direction; or, in `boundaries`, where
    /// the inside begins (+1) or ends (−1).
    struct Crossing {
        var x: Float = 0
        var winding: Int32 = 0
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = ScratchBuffer(capacity: width + 3, zero: 0)
        coverage = ScratchBuffer(capacity: width + 1)
        cellCounts = ScratchBuffer(capacity: width + 2, zero: 0)
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
        var activeCount = 0
        let edgeBase = edges.base
        for row in 0..<rowCount {
            let newEdges = Int(starts[row + 1] - starts[row])
            self.active.reserve(activeCount + newEdges, preserving: activeCount)
            let active = self.active.base
            for index in Int(starts[row])..<Int(starts[row + 1]) {
                active[activeCount] = edgeBase[Int(sorted[index])]
                activeCount += 1
            }
            guard activeCount > 0 else { continue }
            let top = Float(firstRow + row), bottom = top + 1
            var touched = (min: Int.max, max: -1)
            let integrated = activeCount <= 2 || !sampleRow(activeCount, top: top, evenOdd: evenOdd, touched: &touched)
            if integrated {
                for i in 0..<activeCount {
                    let e = active[i]
                    let y0 = max(top, e.y0), y1 = min(bottom, e.y1)
                    guard y1 > y0 else { continue }
                    let xa = min(max(e.x0 + (y0 - e.y0) * e.dxdy, 0), widthF)
                    let xb = min(max(e.x0 + (y1 - e.y0) * e.dxdy, 0), widthF)
                    accumulateArea(cells, xa: xa, xb: xb, d: (y1 - y0) * e.winding, touched: &touched)
                }
            }
            var i = 0
            while i < activeCount {
                if active[i].y1 <= bottom {
                    activeCount -= 1
                    active[i] = active[activeCount]
                } else {
                    i += 1
                }
            }
            guard touched.max >= 0 else { continue }
            let last = min(touched.max, width - 1)
            if touched.min <= last {
                var sum: Float = 0
                for x in touched.min...last {
                    sum += cells[x]
                    var value = integrated ? abs(sum) : sum
                    if integrated && evenOdd {
                        value -= 2 * (value * 0.5).rounded(.down)
                        if value > 1 { value = 2 - value }
                    }
                    value = min(max(value, 0), 1)
                    coverage[x] = UInt8(value * 255 + 0.5)
                }
            }
            for x in touched.min...touched.max { cells[x] = 0 }
            if touched.min <= last {
                body(firstRow + row, touched.min..<(last + 1), coverage)
            }
        }
    }

    /// Counts the winding along the row's sample lines. Returns false, having written
    /// nothing, when the winding never goes beyond ±1 (so the integral is exact);
    /// otherwise accumulates the sampled coverage into the cells and returns true.
    @inline(__always)
    private func sampleRow(_ activeCount: Int, top: Float, evenOdd: Bool, touched: inout (min: Int, max: Int)) -> Bool {
        let samples = ScanConverter.samplesPerRow(activeEdges: activeCount)
        // Each sample line gets a slice of `activeCount` crossings.
        crossings.reserve(samples * activeCount)
        boundaries.reserve(samples * activeCount)
        let active = self.active.base, crossings = self.crossings.base, boundaries = self.boundaries.base
        let counts = sampleCounts.base
        for sample in 0..<samples { counts[sample] = 0 }
        let widthF = Float(width)
        let samplesF = Float(samples)
        let step = 1 / samplesF
        // Lines sit at top + (s + 0.5) · step; an edge crosses those with y0 ≤ y < y1, that
        // is s in [y0', y1') with y' = (y − top) · samples − 0.5. Chained edges share an
        // end, so the line through it is counted for exactly one of them.
        for i in 0..<activeCount {
            let e = active[i]
            let from = (e.y0 - top) * samplesF - 0.5, to = (e.y1 - top) * samplesF - 0.5
            let first = from <= 0 ? 0 : Int(from.rounded(.up))
            let end = to >= samplesF ? samples : Int(max(to, 0).rounded(.up))
            var sample = first
            while sample < end {
                let y = top + (Float(sample) + 0.5) * step
                let slot = sample * activeCount + Int(counts[sample])
                crossings[slot] = Crossing(x: min(max(e.x0 + (y - e.y0) * e.dxdy, 0), widthF), winding: Int32(e.winding))
                counts[sample] += 1
                sample += 1
            }
        }
        var boundaryCount = 0
        var overlaps = false
        var sawPositive = false, sawNegative = false
        for sample in 0..<samples {
            let count = Int(counts[sample])
            guard count > 0 else { continue }
            let order = sortByX(crossings + sample * activeCount, count: count)
            var winding: Int32 = 0
            for i in 0..<count {
                let c = order[i]
                let before = winding
                winding &+= c.winding
                if winding > 1 || winding < -1 { overlaps = true }
                if winding > 0 { sawPositive = true } else if winding < 0 { sawNegative = true }
                let wasInside = evenOdd ? before & 1 != 0 : before != 0
                let isInside = evenOdd ? winding & 1 != 0 : winding != 0
                if wasInside != isInside {
                    boundaries[boundaryCount] = Crossing(x: c.x, winding: isInside ? 1 : -1)
                    boundaryCount += 1
                }
            }
        }
        guard overlaps || (sawPositive && sawNegative) else { return false }
        let cells = self.cells.base
        for i in 0..<boundaryCount {
            let b = boundaries[i]
            let cell = Int(b.x)
            let fraction = b.x - Float(cell)
            let weight = b.winding > 0 ? step : -step
            cells[cell] += weight * (1 - fraction)
            cells[cell + 1] += weight * fraction
            if cell < touched.min { touched.min = cell }
            if cell + 1 > touched.max { touched.max = cell + 1 }
        }
        return true
    }

    /// The first `count` crossings in order of x: an insertion sort for a few; for many,
    /// a counting sort by pixel column, then each column's crossings sorted.
    @inline(__always)
    private func sortByX(_ crossings: UnsafeMutablePointer<Crossing>, count: Int) -> UnsafeMutablePointer<Crossing> {
        guard count > 16 else {
            ScanConverter.insertionSort(crossings, count: count)
            return crossings
        }
        var low = Int.max, high = -1
        for i in 0..<count {
            let cell = Int(crossings[i].x)
            low = min(low, cell)
            high = max(high, cell)
        }
        // A counting sort walks every column between the extremes twice: where the
        // crossings are sparse over a wide span (a long polyline's stroke on most sample
        // lines), a comparison sort of the crossings themselves is cheaper.
        if high - low > 4 * count {
            var all = UnsafeMutableBufferPointer(start: crossings, count: count)
            all.sort { $0.x < $1.x }
            return crossings
        }
        self.ordered.reserve(count)
        let counts = cellCounts.base, ordered = self.ordered.base
        for i in 0..<count { counts[Int(crossings[i].x) + 1] += 1 }
        var running: Int32 = 0
        for cell in low...(high + 1) {
            running += counts[cell]
            counts[cell] = running
        }
        // Each crossing goes to its column's next free slot; the starts become ends.
        for i in 0..<count {
            let cell = Int(crossings[i].x)
            ordered[Int(counts[cell])] = crossings[i]
            counts[cell] += 1
        }
        var start = 0
        for cell in low...high {
            let end = Int(counts[cell])
            counts[cell] = 0
            let size = end - start
            if size > 16 {
                var group = UnsafeMutableBufferPointer(start: ordered + start, count: size)
                group.sort { $0.x < $1.x }
            } else if size > 1 {
                ScanConverter.insertionSort(ordered + start, count: size)
            }
            start = end
        }
        counts[high + 1] = 0
        return ordered
    }

    @inline(__always)
    private static func insertionSort(_ items: UnsafeMutablePointer<Crossing>, count: Int) {
        guard count > 1 else { return }
        for i in 1..<count {
            let item = items[i]
            var j = i - 1
            while j >= 0 && items[j].x > item.x {
                items[j + 1] = items[j]
                j -= 1
            }
            items[j + 1] = item
        }
    }

    /// Orders the indices of `edges` by first row into `sorted`, with `rowStarts[r]` the
    /// first position of row `firstRow + r`; edges wholly outside the rows are dropped.
    private func bucket(_ edges: UnsafeBufferPointer<Edge>, firstRow: Int, rowCount: Int) {
        rowStarts.reserve(rowCount + 1)
        let starts = rowStarts.base
        for i in 0...rowCount { starts[i] = 0 }
        let firstY = Float(firstRow), endY = Float(firstRow + rowCount)
        var kept = 0
        for edge in edges where edge.y1 > firstY && edge.y0 < endY {
            starts[max(Int(edge.y0) - firstRow, 0) + 1] += 1
            kept += 1
        }
        for i in 0..<rowCount { starts[i + 1] += starts[i] }
        sorted.reserve(kept)
        let sorted = self.sorted.base
        // Each edge goes to its row's next free slot, using the starts as cursors;
        // the cursors then shift back to the starts.
        for (index, edge) in edges.enumerated() where edge.y1 > firstY && edge.y0 < endY {
            let row = max(Int(edge.y0) - firstRow, 0)
            sorted[Int(starts[row])] = Int32(truncatingIfNeeded: index)
            starts[row] += 1
        }
        for i in stride(from: rowCount, to: 0, by: -1) { starts[i] = starts[i - 1] }
        starts[0] = 0
    }
}
