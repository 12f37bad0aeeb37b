import Foundation
import OpenChartsCore

extension ScenePainter {
    /// Paints `rect` in one colour with exact-area coverage — the share of each pixel
    /// inside it, its overlap in x times its overlap in y — as the scan converter would,
    /// without edges: the rectangle's columns get one coverage for all its inner rows, so
    /// a row costs a store per fully covered pixel and a blend per edge pixel.
    ///
    /// Coordinates are clamped to the canvas and rounded to `Float` as the edge list
    /// does, so coverage agrees with a fill of the same path to within one level.
    /// - Complexity: O(pixels touched).
    func fillRect(_ rect: DeviceRect, color: PremultipliedColor, clip: ClipMask?, into target: inout Layer) {
        guard color.a > 0 else { return }
        let x0 = Float(min(max(rect.minX, 0), Double(width))), x1 = Float(min(max(rect.maxX, 0), Double(width)))
        let y0 = Float(min(max(rect.minY, 0), Double(height))), y1 = Float(min(max(rect.maxY, 0), Double(height)))
        guard x0 < x1, y0 < y1 else { return }
        let columns = (Int(x0)..<ScanConverter.ceilPositive(x1)).clamped(to: clip?.columns ?? 0..<width)
        let rows = (Int(y0)..<ScanConverter.ceilPositive(y1)).clamped(to: clip?.rows ?? 0..<height)
        guard !columns.isEmpty, !rows.isEmpty else { return }
        /// The length of [low, high] inside the pixel starting at `i`.
        @inline(__always) func overlap(_ i: Int, _ low: Float, _ high: Float) -> Float {
            let start = Float(i)
            return min(high, start + 1) - max(low, start)
        }
        @inline(__always) func byte(_ value: Float) -> UInt32 { UInt32(min(max(value, 0), 1) * 255 + 0.5) }
        let first = columns.lowerBound, last = columns.upperBound - 1
        // Inner columns are covered whole in x; the first and last may not be, and get
        // coverages of their own.
        let firstX = overlap(first, x0, x1), lastX = overlap(last, x0, x1)
        let hasLeft = first == last || firstX < 1, hasRight = last > first && lastX < 1
        let inner = (first + (hasLeft ? 1 : 0))..<(last + 1 - (hasRight ? 1 : 0))
        let width = self.width
        // A clip that lets the whole rectangle through (a plot area's, around its bars)
        // changes nothing: coverage times 255 / 255 is the coverage.
        let clip = clip.flatMap { $0.isOpaque(rows: rows, columns: columns) ? nil : $0 }
        target.pixmap.data.withUnsafeMutableBufferPointer { pixels in
            guard let base = pixels.baseAddress else { return }
            let raw = UnsafeMutableRawPointer(base)
            if let clip {
                clip.data.withUnsafeBufferPointer { mask in
                    for y in rows {
                        let yCoverage = overlap(y, y0, y1)
                        for x in columns {
                            let c = byte(overlap(x, x0, x1) * yCoverage)
                            let m = UInt32(mask[y * width + x])
                            PackedSource(color, coverage: SourceOver.divide255(c * m)).blend(raw + 4 * width * y, at: x)
                        }
                    }
                }
                return
            }
            /// A row covered `yCoverage` in y.
            @inline(__always) func partialRow(_ y: Int) {
                let row = raw + 4 * width * y
                let yCoverage = overlap(y, y0, y1)
                if hasLeft { PackedSource(color, coverage: byte(firstX * yCoverage)).blend(row, at: first) }
                PackedSource(color, coverage: byte(yCoverage)).blend(row, columns: inner)
                if hasRight { PackedSource(color, coverage: byte(lastX * yCoverage)).blend(row, at: last) }
            }
            // Rows covered whole in y share their sources: top and bottom rows apart, a
            // rectangle is the same few pixels blended down a column.
            let full = ScanConverter.ceilPositive(y0)..<max(ScanConverter.ceilPositive(y0), Int(y1))
            let fullRows = full.clamped(to: rows)
            for y in rows.lowerBound..<fullRows.lowerBound where y < rows.upperBound { partialRow(y) }
            if !fullRows.isEmpty {
                let left = PackedSource(color, coverage: byte(firstX))
                let right = PackedSource(color, coverage: byte(lastX))
                let middle = PackedSource(color, coverage: 255)
                let stride = 4 * width
                var row = raw + stride * fullRows.lowerBound
                let span = last - first + 1, quads = (span + 3) / 4
                if span >= 2 && 4 * quads <= width {
                    // Four pixels a step, the same sources down every row: the first and
                    // last quads hold the edge pixels (and padding that blends to nothing),
                    // the ones between only inner pixels. Quads start at the first column,
                    // or end at the canvas's last.
                    let start = min(first, width - 4 * quads)
                    @inline(__always) func word(_ x: Int) -> UInt32 {
                        if x == first && hasLeft { return left.word }
                        if x == last && hasRight { return right.word }
                        return inner.contains(x) ? middle.word : 0
                    }
                    @inline(__always) func quad(_ q: Int) -> (source: QuadBlend.Lanes, inverse: QuadBlend.Lanes) {
                        let x = start + 4 * q
                        return QuadBlend.lanes((word(x), word(x + 1), word(x + 2), word(x + 3)))
                    }
                    let head = quad(0), tail = quad(quads - 1)
                    let body = QuadBlend.lanes((middle.word, middle.word, middle.word, middle.word))
                    row += 4 * start
                    if quads == 1 {
                        // A bar a few pixels wide: one quad a row.
                        for _ in 0..<fullRows.count {
                            QuadBlend.blend(row, source: head.source, inverse: head.inverse)
                            row += stride
                        }
                    } else {
                        for _ in fullRows {
                            QuadBlend.blend(row, source: head.source, inverse: head.inverse)
                            var q = 1
                            if middle.isOpaque {
                                while q < quads - 1 {
                                    QuadBlend.store(row + 16 * q, source: body.source)
                                    q += 1
                                }
                            } else {
                                while q < quads - 1 {
                                    QuadBlend.blend(row + 16 * q, source: body.source, inverse: body.inverse)
                                    q += 1
                                }
                            }
                            QuadBlend.blend(row + 16 * (quads - 1), source: tail.source, inverse: tail.inverse)
                            row += stride
                        }
                    }
                } else if inner.isEmpty {
                    // A bar narrower than a pixel: one blend a row.
                    for _ in fullRows {
                        if hasLeft { left.blend(row, at: first) }
                        if hasRight { right.blend(row, at: last) }
                        row += stride
                    }
                } else {
                    for _ in fullRows {
                        if hasLeft { left.blend(row, at: first) }
                        middle.blend(row, columns: inner)
                        if hasRight { right.blend(row, at: last) }
                        row += stride
                    }
                }
            }
            for y in max(fullRows.upperBound, rows.lowerBound)..<rows.upperBound { partialRow(y) }
        }
        target.markDrawn(y: rows.lowerBound, columns: columns)
        target.markDrawn(y: rows.upperBound - 1, columns: columns)
    }
}

extension ClipMask {
    /// Whether the mask is 255 over all of `rows` × `columns` (inside the canvas), read
    /// eight bytes at a time and stopping at the first that is not.
    /// - Complexity: O(rows × columns / 8) at most.
    func isOpaque(rows: Range<Int>, columns: Range<Int>) -> Bool {
        guard !rows.isEmpty, !columns.isEmpty, rows.lowerBound >= self.rows.lowerBound,
              rows.upperBound <= self.rows.upperBound, columns.lowerBound >= self.columns.lowerBound,
              columns.upperBound <= self.columns.upperBound else { return false }
        let width = self.width
        return data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return false }
            for y in rows {
                let row = base + y * width
                var x = columns.lowerBound
                while x + 8 <= columns.upperBound {
                    if row.loadUnaligned(fromByteOffset: x, as: UInt64.self) != ~0 { return false }
                    x += 8
                }
                while x < columns.upperBound {
                    if row.load(fromByteOffset: x, as: UInt8.self) != 255 { return false }
                    x += 1
                }
            }
            return true
        }
    }
}
