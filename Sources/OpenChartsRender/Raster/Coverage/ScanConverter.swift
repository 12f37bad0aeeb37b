import OpenChartsCore

/// Turns an ``EdgeList`` into anti-aliased coverage, one pixel row at a time.
///
/// Edges are bucketed by their first row (a counting sort, O(n + rows)), then each row
/// accumulates the exact area of its active edges into a row of cells
/// (``accumulateArea(_:xa:xb:d:touched:)``) and sweeps it once: the running sum is the
/// winding number integrated over each pixel, mapped to coverage by the fill rule as
/// FreeType's gray rasterizer does (non-zero: `min(|w|, 1)`; even-odd: distance to the
/// nearest even number). Buffers are kept between fills: nothing is allocated per
/// row, per edge or per pixel.
final class ScanConverter {
    let width: Int
    let height: Int
    private var cells: [Float]
    private var coverage: [UInt8]
    private var bucketStarts: [Int32] = []
    private var sorted: [Edge] = []
    /// How many entries of `sorted` the current fill uses.
    private var sortedCount = 0
    private var active: [Edge] = []

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = [Float](repeating: 0, count: width + 3)
        coverage = [UInt8](repeating: 0, count: width + 1)
    }

    /// Calls `body` for each row in `rows` that the edges touch, with the columns touched
    /// and a pointer to the row's coverage (0–255, valid in those columns).
    /// - Complexity: O(e + r + c): edges, rows spanned and cells each edge crosses.
    func fill(_ edges: EdgeList, rule: FillRule, rows: Range<Int>,
              _ body: (_ y: Int, _ columns: Range<Int>, _ coverage: UnsafePointer<UInt8>) -> Void) {
        guard !edges.isEmpty, width > 0 else { return }
        let firstRow = max(rows.lowerBound, Int(edges.minY.rounded(.down)), 0)
        let endRow = min(rows.upperBound, Int(edges.maxY.rounded(.up)), height)
        guard firstRow < endRow else { return }
        let rowCount = endRow - firstRow
        bucket(edges.edges, firstRow: firstRow, rowCount: rowCount)

        let width = self.width
        let evenOdd = rule == .evenOdd
        let edgeCount = sortedCount
        if active.count < edgeCount {
            active = [Edge](repeating: Edge(x0: 0, dxdy: 0, y0: 0, y1: 0, winding: 0), count: edgeCount)
        }
        let widthF = Float(width)
        bucketStarts.withUnsafeBufferPointer { starts in
        sorted.withUnsafeBufferPointer { sorted in
        active.withUnsafeMutableBufferPointer { active in
        cells.withUnsafeMutableBufferPointer { cells in
        coverage.withUnsafeMutableBufferPointer { coverage in
            guard let active = active.baseAddress, let cells = cells.baseAddress,
                  let coverage = coverage.baseAddress, let sorted = sorted.baseAddress else { return }
            var activeCount = 0
            for row in 0..<rowCount {
                for index in Int(starts[row])..<Int(starts[row + 1]) {
                    active[activeCount] = sorted[index]
                    activeCount += 1
                }
                let top = Float(firstRow + row), bottom = top + 1
                var touched = (min: Int.max, max: -1)
                var i = 0
                while i < activeCount {
                    let e = active[i]
                    let y0 = max(top, e.y0), y1 = min(bottom, e.y1)
                    if y1 > y0 {
                        let xa = min(max(e.x0 + (y0 - e.y0) * e.dxdy, 0), widthF)
                        let xb = min(max(e.x0 + (y1 - e.y0) * e.dxdy, 0), widthF)
                        accumulateArea(cells, xa: xa, xb: xb, d: (y1 - y0) * e.winding, touched: &touched)
                    }
                    if e.y1 <= bottom {
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
                        var value = abs(sum)
                        if evenOdd {
                            value -= 2 * (value * 0.5).rounded(.down)
                            if value > 1 { value = 2 - value }
                        } else if value > 1 {
                            value = 1
                        }
                        coverage[x] = UInt8(value * 255 + 0.5)
                    }
                }
                for x in touched.min...touched.max { cells[x] = 0 }
                if touched.min <= last {
                    body(firstRow + row, touched.min..<(last + 1), coverage)
                }
            }
        }
        }
        }
        }
        }
    }

    /// Orders `edges` by their first row in `sorted`, with `bucketStarts[r]` the first
    /// index of row `firstRow + r`; edges wholly outside the rows are dropped.
    private func bucket(_ edges: [Edge], firstRow: Int, rowCount: Int) {
        if bucketStarts.count < rowCount + 1 {
            bucketStarts = [Int32](repeating: 0, count: rowCount + 1)
        } else {
            for i in 0...rowCount { bucketStarts[i] = 0 }
        }
        let firstY = Float(firstRow), endY = Float(firstRow + rowCount)
        var kept = 0
        for edge in edges where edge.y1 > firstY && edge.y0 < endY {
            let row = max(Int(edge.y0) - firstRow, 0)
            bucketStarts[row + 1] += 1
            kept += 1
        }
        for i in 0..<rowCount { bucketStarts[i + 1] += bucketStarts[i] }
        if sorted.count < kept {
            sorted = [Edge](repeating: Edge(x0: 0, dxdy: 0, y0: 0, y1: 0, winding: 0), count: kept)
        }
        // Place each edge at its bucket's next free slot, using bucketStarts as cursors,
        // then shift the cursors back to bucket starts.
        for edge in edges where edge.y1 > firstY && edge.y0 < endY {
            let row = max(Int(edge.y0) - firstRow, 0)
            sorted[Int(bucketStarts[row])] = edge
            bucketStarts[row] += 1
        }
        for i in stride(from: rowCount, to: 0, by: -1) { bucketStarts[i] = bucketStarts[i - 1] }
        bucketStarts[0] = 0
        sortedCount = kept
    }
}
