import Foundation
import OpenChartsCore

/// Fills convex and other simple polygons — pie and donut sectors, discs, legend
/// swatches, rounded bars — with the
/// scan converter's exact-area cells (``accumulateArea(_:xa:xb:d:touched:)``), summing
/// cells only where an edge touched them: between two edges a row's coverage is
/// constant, so the inside of a shape is blended as runs (stored, for an opaque
/// colour) instead of pixel by pixel.
///
/// A simple polygon winds 0 or ±1 everywhere, so the integral is exact in every row and
/// no row needs the converter's sampling for overlaps. Coverage agrees with the scan
/// converter's to within one level (the same areas, added in another order).
final class ConvexFiller {
    let width: Int
    let height: Int
    private let cells: ScratchBuffer<Float>
    /// Edge indices by top.
    private var order: [Int32] = []
    /// The edges that reach the current row, in the order they were added (by top).
    private let active = ScratchBuffer<Edge>(capacity: 16)
    /// The first and last cell each active edge touched in the current row, sorted by
    /// first cell.
    private let touchedLow = ScratchBuffer<Int>(capacity: 16)
    private let touchedHigh = ScratchBuffer<Int>(capacity: 16)
    /// The cells of a small shape, ``smallSide`` + 2 a row for ``smallSide`` rows (see
    /// ``fillSmall(_:evenOdd:color:into:)``); every cell is put back to zero after use.
    private let smallCells: ScratchBuffer<Float>

    /// The fill colour at each coverage: a scatter's thousands of points of one colour share
    /// it, as do the edge cells of ``fill(_:evenOdd:color:into:)``.
    private let coverageWords = CoverageWords()

    /// The most rows and columns a shape may span to be filled through ``smallCells``.
    static let smallSide = 32

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = ScratchBuffer(capacity: width + 3, zero: 0)
        smallCells = ScratchBuffer(capacity: (ConvexFiller.smallSide + 2) * ConvexFiller.smallSide, zero: 0)
    }

    /// Whether the closed polygon through `points` (non-finite points dropped, as the
    /// edge list drops them) is convex: it turns one way only (turns of less than about
    /// 10⁻⁹ radians either way count as straight, sides shorter than 10⁻⁹ of the
    /// coordinates are skipped) and goes down and back up once, and
    /// left and back right once (so it does not wind twice), with finite turns.
    static func isConvex(_ points: ArraySlice<CGPoint>) -> Bool {
        var previous: CGPoint?
        var first: CGPoint?
        var count = 0
        var turn = 0.0
        var lastDx = 0.0, lastDy = 0.0, firstDx = 0.0, firstDy = 0.0
        var xFlips = 0, yFlips = 0
        var lastXSign = 0.0, lastYSign = 0.0
        var ok = true
        @inline(__always) func step(_ dx: Double, _ dy: Double) {
            if count > 1 {
                let cross = lastDx * dy - lastDy * dx
                guard cross.isFinite else { ok = false; return }
                // Nearly straight on (where two flattened curves meet, rounding can turn
                // either way by a hair): not a turn.
                let scale = (lastDx * lastDx + lastDy * lastDy) + (dx * dx + dy * dy)
                if abs(cross) > 1e-9 * scale {
                    if turn == 0 { turn = cross } else if (turn > 0) != (cross > 0) { ok = false }
                }
            } else {
                (firstDx, firstDy) = (dx, dy)
            }
            if dx != 0 {
                let sign: Double = dx > 0 ? 1 : -1
                if lastXSign != 0 && sign != lastXSign { xFlips += 1 }
                lastXSign = sign
            }
            if dy != 0 {
                let sign: Double = dy > 0 ? 1 : -1
                if lastYSign != 0 && sign != lastYSign { yFlips += 1 }
                lastYSign = sign
            }
            (lastDx, lastDy) = (dx, dy)
        }
        for p in points where p.x.isFinite && p.y.isFinite {
            if let previous {
                let dx = p.x - previous.x, dy = p.y - previous.y
                // A side shorter than rounding (where a curve meets a line) turns nothing.
                if abs(dx) + abs(dy) <= 1e-9 * (abs(p.x) + abs(p.y) + 1) { continue }
                count += 1
                step(dx, dy)
            } else {
                first = p
            }
            previous = p
        }
        guard let first, let previous, count >= 2, ok else { return false }
        let dx = first.x - previous.x, dy = first.y - previous.y
        if abs(dx) + abs(dy) > 1e-9 * (abs(first.x) + abs(first.y) + 1) {
            count += 1
            step(dx, dy)
        }
        // The turn from the closing side back into the first, and the flips between them.
        step(firstDx, firstDy)
        return ok && turn != 0 && xFlips <= 2 && yFlips <= 2
    }

    /// The most sides ``isSimple(_:)`` examines; longer outlines take the scan converter.
    static let maximumSimpleSides = 4096

    /// Whether the closed polygon through `points` (non-finite points dropped) is
    /// simple: no two of its sides cross or touch, except neighbours at their shared
    /// corner, and no corner folds a side back over the one before. A simple polygon
    /// winds 0 or ±1 everywhere, as a convex one does (a donut's sector, a bar with
    /// rounded ends). Sides shorter than 10⁻⁹ of the coordinates are skipped; a
    /// near-miss counts as touching, so only overlaps far thinner than a pixel can slip by.
    /// - Complexity: O(n log n): sides sorted by top, then each checked against the
    ///   sides beside it in y, at most 32 n checks in all (more answer `false`).
    static func isSimple(_ points: ArraySlice<CGPoint>) -> Bool {
        guard points.count <= 2 * maximumSimpleSides else { return false }
        var corners: [CGPoint] = []
        corners.reserveCapacity(points.count)
        for p in points where p.x.isFinite && p.y.isFinite {
            if let last = corners.last, abs(p.x - last.x) + abs(p.y - last.y) <= 1e-9 * (abs(p.x) + abs(p.y) + 1) {
                continue
            }
            corners.append(p)
        }
        while corners.count > 1, let first = corners.first, let last = corners.last,
              abs(first.x - last.x) + abs(first.y - last.y) <= 1e-9 * (abs(first.x) + abs(first.y) + 1) {
            corners.removeLast()
        }
        let n = corners.count
        guard n >= 3, n <= maximumSimpleSides else { return false }
        @inline(__always) func side(_ i: Int) -> (CGPoint, CGPoint) { (corners[i], corners[(i + 1) % n]) }
        @inline(__always) func orientation(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> Double {
            (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x)
        }
        // Neighbours meet at one corner: one folding back along the other overlaps it.
        for i in 0..<n {
            let (a, b) = side(i), (_, c) = side((i + 1) % n)
            let cross = orientation(a, b, c)
            guard cross.isFinite else { return false }
            if cross == 0 && (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y) < 0 { return false }
        }
        @inline(__always) func crossOrTouch(_ i: Int, _ j: Int) -> Bool {
            let (a, b) = side(i), (c, d) = side(j)
            let o1 = orientation(a, b, c), o2 = orientation(a, b, d)
            let o3 = orientation(c, d, a), o4 = orientation(c, d, b)
            if ((o1 > 0 && o2 < 0) || (o1 < 0 && o2 > 0)) && ((o3 > 0 && o4 < 0) || (o3 < 0 && o4 > 0)) { return true }
            // A corner on the other side (or collinear sides overlapping).
            @inline(__always) func on(_ p: CGPoint, _ q: CGPoint, _ r: CGPoint, _ o: Double) -> Bool {
                o == 0 && min(p.x, q.x) <= r.x && r.x <= max(p.x, q.x) && min(p.y, q.y) <= r.y && r.y <= max(p.y, q.y)
            }
            return on(a, b, c, o1) || on(a, b, d, o2) || on(c, d, a, o3) || on(c, d, b, o4)
        }
        let order = (0..<n).sorted { min(corners[$0].y, corners[($0 + 1) % n].y) < min(corners[$1].y, corners[($1 + 1) % n].y) }
        var active: [Int] = []
        // Sides that all share the same rows (a zigzag) would make the sweep quadratic:
        // past this many comparisons the outline is left to the scan converter.
        var budget = 32 * n
        for i in order {
            let (a, b) = side(i)
            let top = min(a.y, b.y), left = min(a.x, b.x), right = max(a.x, b.x)
            active.removeAll { j in
                let (c, d) = side(j)
                return max(c.y, d.y) < top
            }
            for j in active {
                if j == (i + 1) % n || i == (j + 1) % n { continue }
                budget -= 1
                if budget < 0 { return false }
                let (c, d) = side(j)
                guard max(c.x, d.x) >= left, min(c.x, d.x) <= right else { continue }
                if crossOrTouch(i, j) { return false }
            }
            active.append(i)
        }
        return true
    }

    /// A cell's accumulated area as a coverage byte under the fill rule: non-zero clamps
    /// the winding's magnitude to 1, even-odd folds it into 0…1.
    @inline(__always)
    static func coverageByte(_ sum: Float, evenOdd: Bool) -> UInt32 {
        var value = abs(sum)
        if evenOdd {
            value -= 2 * Float(Int(value * 0.5))
            if value > 1 { value = 2 - value }
        }
        value = min(max(value, 0), 1)
        return UInt32(value * 255 + 0.5)
    }

    /// Fills `edges` (one convex polygon, clamped to the canvas) with `color` into
    /// `target`. `evenOdd` changes nothing for a convex polygon but is honoured as the
    /// scan converter does.
    /// - Complexity: O(e log e + r · a + c): edges sorted, rows times the edges active
    ///   in them, cells the edges cross; runs between edges cost a store per pixel.
    func fill(_ edges: EdgeList, evenOdd: Bool, color: PremultipliedColor, into target: inout Layer) {
        guard !edges.isEmpty, width > 0 else { return }
        let firstRow = max(Int(edges.minY.rounded(.down)), 0)
        let endRow = min(Int(edges.maxY.rounded(.up)), height)
        guard firstRow < endRow else { return }
        if endRow - firstRow <= ConvexFiller.smallSide,
           fillSmall(edges, rows: firstRow..<endRow, evenOdd: evenOdd, color: color, into: &target) {
            return
        }
        let base = edges.base, count = edges.count
        // The order is worked on as a local (a class's array would check exclusive
        // access at every use) and put back for the next fill.
        var order = self.order
        self.order = []
        defer { self.order = order }
        order.removeAll(keepingCapacity: true)
        for i in 0..<count { order.append(Int32(i)) }
        order.sort { base[Int($0)].y0 < base[Int($1)].y0 }
        // At most every edge is active, and touches one range, in a row.
        self.active.reserve(count)
        touchedLow.reserve(count)
        touchedHigh.reserve(count)
        let active = self.active.base, lows = touchedLow.base, highs = touchedHigh.base
        var activeCount = 0
        let width = self.width, widthF = Float(width)
        let cells = self.cells.base
        let full = PackedSource(color, coverage: 255)
        let words = coverageWords.table(for: color)
        var next = 0
        // The first and last rows drawn (-1: none yet) and the columns drawn in any row.
        var firstDrawn = -1, lastDrawn = -1, drawnLow = Int.max, drawnHigh = -1
        @inline(__always) func byte(_ sum: Float) -> UInt32 { ConvexFiller.coverageByte(sum, evenOdd: evenOdd) }
        target.pixmap.data.withUnsafeMutableBufferPointer { pixels in
            guard let pixelBase = pixels.baseAddress else { return }
            let raw = UnsafeMutableRawPointer(pixelBase)
            for y in firstRow..<endRow {
                let top = Float(y), bottom = top + 1
                while next < count && base[Int(order[next])].y0 < bottom {
                    active[activeCount] = base[Int(order[next])]
                    activeCount += 1
                    next += 1
                }
                var touchedCount = 0
                var kept = 0
                for i in 0..<activeCount {
                    let e = active[i]
                    var cellRange = (min: Int.max, max: -1)
                    accumulateEdge(e, top: top, bottom: bottom, widthF: widthF, into: cells, touched: &cellRange)
                    // Edges ending in this row leave the list; the rest keep their order.
                    if !(e.y1 <= bottom) {
                        active[kept] = e
                        kept += 1
                    }
                    guard cellRange.max >= 0 else { continue }
                    // Kept sorted by start (a few edges a row).
                    var j = touchedCount
                    while j > 0 && lows[j - 1] > cellRange.min {
                        lows[j] = lows[j - 1]
                        highs[j] = highs[j - 1]
                        j -= 1
                    }
                    lows[j] = cellRange.min
                    highs[j] = cellRange.max
                    touchedCount += 1
                }
                activeCount = kept
                guard touchedCount > 0 else { continue }
                let row = raw + 4 * width * y
                var sum: Float = 0
                var x = lows[0]
                var rowLow = Int.max, rowHigh = -1
                var k = 0
                while k < touchedCount {
                    // The run of cells no edge touched, at the coverage the sum has reached.
                    let start = lows[k]
                    if x < start {
                        let c = byte(sum)
                        let run = x..<min(start, width)
                        if c != 0 && !run.isEmpty {
                            let source = c == 255 ? full : PackedSource(color, coverage: c)
                            if source.isOpaque {
                                QuadBlend.fill(row, columns: run, with: source.word)
                            } else {
                                source.blend(row, columns: run)
                            }
                            rowLow = min(rowLow, run.lowerBound)
                            rowHigh = max(rowHigh, run.upperBound - 1)
                        }
                        x = start
                    }
                    var end = highs[k]
                    k += 1
                    while k < touchedCount && lows[k] <= end + 1 {
                        end = max(end, highs[k])
                        k += 1
                    }
                    // Cells on the canvas are summed and blended, through the colour's
                    // word at each coverage; cells past its right side only summed.
                    let lastOnCanvas = min(end, width - 1)
                    while x <= lastOnCanvas {
                        sum += cells[x]
                        cells[x] = 0
                        let c = byte(sum)
                        if c != 0 {
                            CoverageWords.source(c, of: color, in: words).blend(row, at: x)
                            rowLow = min(rowLow, x)
                            rowHigh = x
                        }
                        x += 1
                    }
                    while x <= end {
                        sum += cells[x]
                        cells[x] = 0
                        x += 1
                    }
                }
                guard rowHigh >= 0 else { continue }
                if firstDrawn < 0 { firstDrawn = y }
                lastDrawn = y
                drawnLow = min(drawnLow, rowLow)
                drawnHigh = max(drawnHigh, rowHigh)
            }
        }
        // Edges below the canvas were never reached; their cells were never written.
        if firstDrawn >= 0 {
            target.markDrawn(y: firstDrawn, columns: drawnLow..<(drawnHigh + 1))
            target.markDrawn(y: lastDrawn, columns: drawnLow..<(drawnHigh + 1))
        }
    }

    /// Fills `edges` as ``fill(_:evenOdd:color:into:)`` does when they span at most
    /// ``smallSide`` columns (a scatter's point, a legend swatch): every edge adds its
    /// areas straight into a small block of cells, row by row, with no sorting, active
    /// list or merging of touched cells, and each row is then summed and blended pixel by
    /// pixel. The areas are the same ``accumulateArea(_:xa:xb:d:touched:)`` computes
    /// for the row-by-row fill (the same clamped ends, in canvas coordinates), added in
    /// edge order rather than top order: coverage agrees to within one level.
    /// Returns false, having drawn nothing, for wider shapes.
    /// - Complexity: O(e · r + r · w): each edge's rows, then the block's cells.
    private func fillSmall(_ edges: EdgeList, rows: Range<Int>, evenOdd: Bool, color: PremultipliedColor,
                           into target: inout Layer) -> Bool {
        let base = edges.base, count = edges.count
        let top = Float(rows.lowerBound), bottom = Float(rows.upperBound)
        let widthF = Float(width)
        // The columns the edges reach (x between an edge's ends stays between them, as
        // rounding is monotonic), clamped as the areas are.
        var low = Float.infinity, high = -Float.infinity
        for i in 0..<count {
            let e = base[i]
            let xEnd = e.x0 + (e.y1 - e.y0) * e.dxdy
            low = min(low, min(e.x0, xEnd))
            high = max(high, max(e.x0, xEnd))
        }
        low = min(max(low, 0), widthF)
        high = min(max(high, 0), widthF)
        let firstColumn = Int(low)
        // accumulateArea writes up to the cell after ⌈x⌉.
        let endCell = Int(high) + 2
        let stride = endCell - firstColumn
        guard stride <= ConvexFiller.smallSide + 2 else { return false }
        // The block's cell for column x of row y is at `origin + (y - top) · stride + x`:
        // areas are worked out at canvas columns, exactly as the row-by-row fill does.
        let block = smallCells.base
        let origin = block - firstColumn
        for i in 0..<count {
            let e = base[i]
            let yStart = max(e.y0, top), yEnd = min(e.y1, bottom)
            guard yEnd > yStart else { continue }
            // Both lie in the rows, so convert safely; ⌈yEnd⌉ without a libm call.
            var y = Int(yStart)
            var end = Int(yEnd)
            if Float(end) < yEnd { end += 1 }
            var touched = (min: Int.max, max: -1)
            var cells = origin + (y - rows.lowerBound) * stride
            while y < end {
                let rowTop = Float(y)
                accumulateEdge(e, top: rowTop, bottom: rowTop + 1, widthF: widthF, into: cells, touched: &touched)
                y += 1
                cells += stride
            }
        }
        @inline(__always) func byte(_ sum: Float) -> UInt32 { ConvexFiller.coverageByte(sum, evenOdd: evenOdd) }
        let words = coverageWords.table(for: color)
        let width = self.width
        let lastColumn = min(endCell, width)
        var drawnRows = 0..<0, drawnLow = Int.max, drawnHigh = -1
        target.pixmap.data.withUnsafeMutableBufferPointer { pixels in
            guard let pixelBase = pixels.baseAddress else { return }
            let raw = UnsafeMutableRawPointer(pixelBase)
            for y in rows {
                let cells = origin + (y - rows.lowerBound) * stride
                let row = raw + 4 * width * y
                var sum: Float = 0
                var rowLow = Int.max, rowHigh = -1
                for x in firstColumn..<endCell {
                    sum += cells[x]
                    cells[x] = 0
                    guard x < lastColumn else { continue }
                    let c = byte(sum)
                    if c != 0 {
                        CoverageWords.source(c, of: color, in: words).blend(row, at: x)
                        rowLow = min(rowLow, x)
                        rowHigh = x
                    }
                }
                guard rowHigh >= 0 else { continue }
                drawnRows = drawnRows.isEmpty ? y..<(y + 1) : drawnRows.lowerBound..<(y + 1)
                drawnLow = min(drawnLow, rowLow)
                drawnHigh = max(drawnHigh, rowHigh)
            }
        }
        if !drawnRows.isEmpty {
            target.markDrawn(y: drawnRows.lowerBound, columns: drawnLow..<(drawnHigh + 1))
            target.markDrawn(y: drawnRows.upperBound - 1, columns: drawnLow..<(drawnHigh + 1))
        }
        return true
    }
}
