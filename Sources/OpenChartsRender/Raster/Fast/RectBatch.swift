import Foundation
import OpenChartsCore

/// Many rectangles of one colour painted in one pass: the bars of a bar plot over a hundred
/// thousand rows, a thousand rules.
///
/// Blending rectangles one after another costs a blend per pixel of each; ten thousand bars
/// narrower than a pixel stack a hundred blends on every pixel of a column. Blending one
/// colour again and again is a product, though: a pixel under rectangles of coverage
/// `k₁ … kₙ`, colour alpha `α`, ends as the colour at coverage `1 − ∏(1 − α·kᵢ)` over what
/// was there, whatever their order. A rectangle's coverage is its overlap in x times its
/// overlap in y, so in each of its columns it is one value on its inner rows and two others
/// on its top and bottom rows. The batch adds the logarithms of `1 − α·k` into a
/// difference grid (a value where a run of rows starts, its negation where it ends), then
/// sums down the columns row by row and blends each pixel once.
///
/// The picture is the one the rectangles blended in turn would give, computed without the
/// rounding of each blend to 8 bits: pixels under many rectangles may differ by a level or
/// two from the sequence of blends.
struct RectBatch {
    /// Where rectangles are clamped to, in pixels: the canvas, within a clip's bounds.
    private let limits: (minX: Float, maxX: Float, minY: Float, maxY: Float)
    /// The pixels the rectangles touch.
    private(set) var columns: Range<Int> = 0..<0
    private(set) var rows: Range<Int> = 0..<0
    /// How many pixel rows the rectangles touch, added up: the work of blending them in turn.
    private(set) var rowsTouched = 0
    /// Each rectangle's sides, clamped: minimum and maximum x, then y.
    private(set) var rects: [SIMD4<Float>]

    /// A batch for a canvas of `width` × `height` pixels, inside `bounds` (a clip's columns
    /// and rows), keeping its rectangles in `storage` (emptied; its capacity is reused).
    init(width: Int, height: Int, bounds: (columns: Range<Int>, rows: Range<Int>), storage: [SIMD4<Float>] = []) {
        rects = storage
        rects.removeAll(keepingCapacity: true)
        limits = (Float(max(bounds.columns.lowerBound, 0)), Float(min(bounds.columns.upperBound, width)),
                  Float(max(bounds.rows.lowerBound, 0)), Float(min(bounds.rows.upperBound, height)))
    }

    /// Empties the batch, keeping its memory, for another run within the same bounds.
    mutating func removeAll() {
        rects.removeAll(keepingCapacity: true)
        (columns, rows, rowsTouched) = (0..<0, 0..<0, 0)
    }

    /// Adds `rect`, clamped to the canvas and the bounds: the pixels
    /// ``ScenePainter/fillRect(_:color:clip:into:)`` would paint, each covered as much (the
    /// bounds are whole pixels). A rectangle left with no pixel is dropped.
    mutating func add(_ rect: DeviceRect) {
        let x0 = Float(min(max(rect.minX, Double(limits.minX)), Double(limits.maxX)))
        let x1 = Float(min(max(rect.maxX, Double(limits.minX)), Double(limits.maxX)))
        let y0 = Float(min(max(rect.minY, Double(limits.minY)), Double(limits.maxY)))
        let y1 = Float(min(max(rect.maxY, Double(limits.minY)), Double(limits.maxY)))
        guard x0 < x1, y0 < y1 else { return }
        let rectColumns = Int(x0)..<ScanConverter.ceilPositive(x1), rectRows = Int(y0)..<ScanConverter.ceilPositive(y1)
        if rects.isEmpty {
            (columns, rows) = (rectColumns, rectRows)
        } else {
            columns = min(columns.lowerBound, rectColumns.lowerBound)..<max(columns.upperBound, rectColumns.upperBound)
            rows = min(rows.lowerBound, rectRows.lowerBound)..<max(rows.upperBound, rectRows.upperBound)
        }
        rowsTouched += rectRows.count
        rects.append(SIMD4(x0, x1, y0, y1))
    }

    /// Whether one pass over the batch's pixels costs less than blending the rectangles in
    /// turn. In turn, a rectangle costs some eight rows' worth of setting up, then a blend or
    /// two a row; the pass costs about that much a pixel. So the bench's bars_1e3 (a thousand
    /// bars, fewer rows touched than the plot has pixels) is painted a bar at a time, and a
    /// hundred thousand short rules in one pass.
    var isWorthOnePass: Bool {
        rects.count >= 2 && rowsTouched + 8 * rects.count > columns.count * rows.count
    }

    /// Below this logarithm a pixel is covered whole (e^-64 ≈ 10^-28): a rectangle that
    /// covers a pixel whole in an opaque colour adds this rather than -∞.
    private static let opaqueLog: Float = -64

    /// The grid holds logarithms in fixed point, this many units to 1: a value added where a
    /// run starts and taken where it ends cancels exactly, however many runs a column sums
    /// (in `Float`, a column under a thousand opaque bars kept a residue of several units, a
    /// streak down to the plot's edge).
    private static let fixedPoint: Float = 4_294_967_296

    /// Steps of ``logTable`` from a coverage of 0 to 1.
    private static let logSteps = 4096

    /// log(1 − x) at x = i / ``logSteps``, the last (x = 1) ``opaqueLog``. Between steps
    /// `logClear` interpolates: within 5·10⁻⁴ wherever 1 − x ≥ 1/256 (the error of a straight
    /// chord, h²/8 · 1/(1 − x)²), and beyond that a pixel is 255 either way. Made once; some
    /// 4,000 logarithms rather than several for each column of each rectangle.
    private static let logTable: [Float] = (0...logSteps).map { i in
        i == logSteps ? opaqueLog : max(Float(log(1 - Double(i) / Double(logSteps))), opaqueLog)
    }

    /// log(1 − x) for x in 0…1, from `table` (``logTable``).
    @inline(__always)
    private static func logClear(_ x: Float, table: UnsafePointer<Float>) -> Float {
        let position = min(max(x, 0), 1) * Float(logSteps)
        let i = min(Int(position), logSteps - 1)
        let low = table[i]
        return low + (position - Float(i)) * (table[i + 1] - low)
    }

    /// Steps of ``coverageTable`` per unit of logarithm.
    private static let coverageSteps: Float = 1024
    /// Where coverage reaches 255: 255 · (1 − e^s) ≥ 254.5 for s ≤ −ln 510.
    private static let fullLog: Float = -6.25

    /// The coverage byte 255 · (1 − e^s), rounded, at s = −i / ``coverageSteps`` down to
    /// ``fullLog``: within a quarter of a level of the exact value between steps.
    private static let coverageTable: [UInt8] = (0...Int(-fullLog * coverageSteps)).map { i in
        UInt8(min(max((1 - exp(-Double(i) / Double(coverageSteps))) * 255 + 0.5, 0), 255))
    }

    /// The coverage byte of a column's summed logarithm `s`, from `table` (``coverageTable``).
    @inline(__always)
    private static func coverage(ofLog sum: Int64, table: UnsafePointer<UInt8>) -> UInt8 {
        let s = Float(sum) / fixedPoint
        if s <= fullLog { return 255 }
        if s >= 0 { return 0 }
        return table[Int(-s * coverageSteps + 0.5)]
    }

    /// The premultiplied pixel of `color` made opaque at each coverage 0…255: the product
    /// stands for every blend, alpha included. Worked out from the premultiplied bytes in one
    /// rounding, as a blend would.
    static func coverageWords(_ color: PremultipliedColor) -> [UInt32] {
        (0...255).map { q -> UInt32 in
            func channel(_ c: UInt8) -> UInt32 { UInt32((Double(c) * Double(q) / Double(color.a)).rounded()) }
            return channel(color.r) | channel(color.g) << 8 | channel(color.b) << 16 | UInt32(q) << 24
        }
    }

    /// Paints the rectangles in `color` (premultiplied, not invisible; `words` its
    /// ``coverageWords(_:)``) into `target`, inside `clip` (whose mask scales each pixel's
    /// coverage once, as a clip on a group does). `grid` is the difference grid's memory: all
    /// zeros, and left so.
    /// - Complexity: O(columns × rows of the batch + the rectangles' columns).
    func paint(color: PremultipliedColor, words: [UInt32], clip: ClipMask?, grid: ScratchBuffer<Int64>, into target: inout Layer) {
        guard !rects.isEmpty, color.a > 0 else { return }
        let gridWidth = columns.count, left = columns.lowerBound, top = rows.lowerBound
        // One more row than the batch: where runs that end on its last row are closed.
        grid.reserve(gridWidth * (rows.count + 1))
        let cells = grid.base
        let alpha = Float(color.a) / 255
        /// The length of [low, high] inside the pixel starting at `i`.
        @inline(__always) func overlap(_ i: Int, _ low: Float, _ high: Float) -> Float {
            let start = Float(i)
            return min(high, start + 1) - max(low, start)
        }
        Self.logTable.withUnsafeBufferPointer { table in
            guard let table = table.baseAddress else { return }
            /// log(1 − α·k).
            @inline(__always) func logClear(_ k: Float) -> Float { Self.logClear(alpha * k, table: table) }
            /// `value` on `count` rows of the column from `cell` down.
            @inline(__always) func addRun(_ value: Float, _ cell: Int, rows count: Int) {
                let fixed = Int64(value * Self.fixedPoint)
                cells[cell] &+= fixed
                cells[cell + count * gridWidth] &-= fixed
            }
            /// The logarithms of a column covered `k` in x: on its top, bottom and inner rows.
            @inline(__always) func columnLogs(_ k: Float, _ topCoverage: Float, _ bottomCoverage: Float)
                -> (top: Float, bottom: Float, inner: Float) {
                (logClear(k * topCoverage), logClear(k * bottomCoverage), logClear(k))
            }
            for rect in rects {
                let (x0, x1, y0, y1) = (rect[0], rect[1], rect[2], rect[3])
                let firstRow = Int(y0), lastRow = ScanConverter.ceilPositive(y1) - 1
                let topCoverage = overlap(firstRow, y0, y1)
                let bottomCoverage = overlap(lastRow, y0, y1)
                let first = Int(x0), last = ScanConverter.ceilPositive(x1) - 1
                let innerLogs = last - first >= 2 ? columnLogs(1, topCoverage, bottomCoverage) : (top: 0, bottom: 0, inner: 0)
                var x = first
                while x <= last {
                    let logs = x == first || x == last
                        ? columnLogs(overlap(x, x0, x1), topCoverage, bottomCoverage) : innerLogs
                    let cell = (firstRow - top) * gridWidth + (x - left)
                    addRun(logs.top, cell, rows: 1)
                    if lastRow > firstRow {
                        addRun(logs.bottom, cell + (lastRow - firstRow) * gridWidth, rows: 1)
                        if lastRow > firstRow + 1 { addRun(logs.inner, cell + gridWidth, rows: lastRow - firstRow - 1) }
                    }
                    x += 1
                }
            }
        }
        let clip = clip.flatMap { $0.isOpaque(rows: rows, columns: columns) ? nil : $0 }
        // Each column's sum of logarithms so far, and the coverage it makes.
        let logs = UnsafeMutableBufferPointer<Int64>.allocate(capacity: gridWidth)
        let coverage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: gridWidth)
        defer {
            logs.deallocate()
            coverage.deallocate()
        }
        logs.initialize(repeating: 0)
        coverage.initialize(repeating: 0)
        let width = target.pixmap.width, batchRows = rows
        func pass(_ pixels: UnsafeMutablePointer<UInt8>, _ cells: UnsafeMutablePointer<Int64>, _ words: UnsafePointer<UInt32>,
                  _ coverages: UnsafePointer<UInt8>, _ clipMask: UnsafePointer<UInt8>?) {
            for y in batchRows {
                let rowCells = cells + (y - top) * gridWidth
                let row = UnsafeMutableRawPointer(pixels + 4 * (width * y + left))
                let mask = clipMask.map { $0 + width * y + left }
                for i in 0..<gridWidth {
                    let change = rowCells[i]
                    if change != 0 {
                        rowCells[i] = 0
                        logs[i] &+= change
                        coverage[i] = Self.coverage(ofLog: logs[i], table: coverages)
                    }
                    var c = UInt32(coverage[i])
                    if let mask { c = SourceOver.divide255(c * UInt32(mask[i])) }
                    if c != 0 { PackedSource(word: words[Int(c)]).blend(row, at: i) }
                }
            }
        }
        words.withUnsafeBufferPointer { words in
            Self.coverageTable.withUnsafeBufferPointer { coverages in
                target.pixmap.data.withUnsafeMutableBufferPointer { pixels in
                    guard let words = words.baseAddress, let coverages = coverages.baseAddress,
                          let pixels = pixels.baseAddress else { return }
                    if let clip {
                        clip.data.withUnsafeBufferPointer { pass(pixels, cells, words, coverages, $0.baseAddress) }
                    } else {
                        pass(pixels, cells, words, coverages, nil)
                    }
                }
            }
        }
        // The row past the last, where runs that reach the bottom end.
        (cells + rows.count * gridWidth).update(repeating: 0, count: gridWidth)
        target.markDrawn(y: rows.lowerBound, columns: columns)
        target.markDrawn(y: rows.upperBound - 1, columns: columns)
    }
}

extension ScenePainter {
    /// Paints the run of nodes from `start` that each fill a rectangle or stroke one as
    /// rectangles (what `fillPath` and `strokePath` hand to ``fillRect(_:color:clip:into:)``),
    /// all in one solid colour: as one ``RectBatch`` when that is cheaper, else one by one.
    /// - Returns: the index after the run, or `nil` (having drawn nothing) when fewer than two
    ///   nodes from `start` make one.
    func drawRectRun(_ nodes: [SceneNode], from start: Int, transform: CGAffineTransform, clip: ClipMask?,
                     into target: inout Layer) -> Int? {
        var last = RunNode.none
        guard start + 1 < nodes.endIndex,
              let color = solidRects(of: nodes[start], transform: transform, last: &last) else { return nil }
        var batch = takeBatch(clip: clip)
        defer { scratch.batchRects = batch.rects }
        for rect in runNodeRects { batch.add(rect) }
        var end = start + 1
        while end < nodes.endIndex {
            if case .fill(let fill) = nodes[end], case .fill(let paint, _) = last, fill.paint == paint {
                // Another bar like the last: only its rectangle to find.
                guard let rect = DeviceRect(filling: fill.path, transform: transform) else { break }
                batch.add(rect)
            } else if solidRects(of: nodes[end], transform: transform, last: &last) == color {
                for rect in runNodeRects { batch.add(rect) }
            } else {
                break
            }
            end += 1
        }
        guard end - start >= 2 else { return nil }
        paintRun(batch, color: color, clip: clip, into: &target)
        return end
    }

    /// Paints a ``RectanglesNode``, run by run where its rectangles vary in paint: each run in
    /// a solid colour under a transform that keeps the axes as a run of rectangle fills would
    /// be painted (``drawRectRun(_:from:transform:clip:into:)``); otherwise as its fills.
    func drawRectangles(_ rectangles: RectanglesNode, transform: CGAffineTransform, clip: ClipMask?,
                        into target: inout Layer) {
        guard DeviceRect.keepsAxes(transform) else { return draw(rectangles.expanded(), transform: transform, clip: clip, into: &target) }
        // Each paint's colour, worked out once however many runs it paints; nil: not solid.
        let colors = (rectangles.paints?.paints ?? [rectangles.paint]).map { paint -> PremultipliedColor? in
            guard case .solid(let color) = Shader(paint, transform: transform, opacity: 1) else { return nil }
            return color
        }
        var batch = takeBatch(clip: clip)
        defer { scratch.batchRects = batch.rects }
        let rects = rectangles.rects
        for run in rectangles.paints?.runs(count: rects.count) ?? [(rects.indices, 0)] {
            guard let color = colors[run.paint] else {
                let paint = rectangles.paint(ofRect: run.items.lowerBound)
                draw(rects[run.items].compactMap { rect in
                    RectanglesNode.isDrawn(rect) ? .fill(FillNode(path: Path(rect), paint: paint)) : nil
                }, transform: transform, clip: clip, into: &target)
                continue
            }
            guard color.a > 0 else { continue }
            batch.removeAll()
            for rect in rects[run.items] {
                guard let device = DeviceRect(corner: CGPoint(x: rect.minX, y: rect.minY),
                                              corner: CGPoint(x: rect.maxX, y: rect.maxY), transform: transform) else { continue }
                batch.add(device)
            }
            paintRun(batch, color: color, clip: clip, into: &target)
        }
    }

    /// An empty batch for this canvas inside `clip`, holding its rectangles in the scratch's
    /// memory (the caller gives it back: `scratch.batchRects = batch.rects`).
    private func takeBatch(clip: ClipMask?) -> RectBatch {
        let batch = RectBatch(width: width, height: height, bounds: (clip?.columns ?? 0..<width, clip?.rows ?? 0..<height),
                              storage: scratch.batchRects)
        scratch.batchRects = []
        return batch
    }

    /// Paints `batch` in one pass when that is cheaper, else a rectangle at a time.
    private func paintRun(_ batch: RectBatch, color: PremultipliedColor, clip: ClipMask?, into target: inout Layer) {
        if batch.isWorthOnePass {
            batch.paint(color: color, words: scratch.coverageWords(color), clip: clip, grid: scratch.batchGrid, into: &target)
        } else {
            // The batch's rectangles are clamped to whole pixels of the clip's bounds, which
            // changes no pixel `fillRect` paints.
            for rect in batch.rects {
                fillRect(DeviceRect(minX: Double(rect[0]), minY: Double(rect[2]), maxX: Double(rect[1]), maxY: Double(rect[3])),
                         color: color, clip: clip, into: &target)
            }
        }
    }

    /// The last node of a run read so far, with what the next node need not work out again
    /// when it is drawn alike (a bar's paint; a rule's paint, style and stroke geometry).
    enum RunNode {
        case none
        case fill(Paint, PremultipliedColor)
        case stroke(Paint, StrokeStyle, StrokeGeometry, PremultipliedColor)
    }

    /// The solid colour of `node` when it is a fill of one rectangle or a stroke drawn as
    /// rectangles, in a colour that is not invisible, with its rectangles in `runNodeRects`;
    /// `last` is the run's last node, and becomes this one.
    private func solidRects(of node: SceneNode, transform: CGAffineTransform, last: inout RunNode) -> PremultipliedColor? {
        switch node {
        case .fill(let fill):
            // The shape first: most fills that are not rectangles (a mark's dot) stop at its
            // count of verbs, before any paint is worked out.
            guard let rect = DeviceRect(filling: fill.path, transform: transform) else { return nil }
            let color: PremultipliedColor
            if case .fill(let paint, let known) = last, paint == fill.paint {
                color = known
            } else {
                guard case .solid(let solid) = Shader(fill.paint, transform: transform, opacity: 1), solid.a > 0
                else { return nil }
                color = solid
                last = .fill(fill.paint, color)
            }
            runNodeRects.removeAll(keepingCapacity: true)
            runNodeRects.append(rect)
            return color
        case .stroke(let stroke):
            // What `DeviceRect.stroking` asks of the path and style, asked before the stroke's
            // geometry is worked out: a line of many points is no rule.
            guard DeviceRect.mayStrokeAsRectangles(stroke.path, style: stroke.style) else { return nil }
            let color: PremultipliedColor, geometry: StrokeGeometry
            if case .stroke(let paint, let style, let known, let knownColor) = last, paint == stroke.paint,
               style == stroke.style {
                (geometry, color) = (known, knownColor)
            } else {
                guard let made = StrokeGeometry(style: stroke.style, transform: transform,
                                                canvas: CGSize(width: width, height: height)),
                      case .solid(let solid) = Shader(stroke.paint, transform: transform, opacity: made.opacity),
                      solid.a > 0 else { return nil }
                (geometry, color) = (made, solid)
                last = .stroke(stroke.paint, stroke.style, geometry, color)
            }
            guard DeviceRect.stroking(stroke.path, style: stroke.style, geometry: geometry, transform: transform,
                                      into: &runNodeRects) else { return nil }
            return color
        case .text, .group, .symbols, .rectangles:
            return nil
        }
    }
}
