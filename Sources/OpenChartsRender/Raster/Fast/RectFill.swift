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
                if inner.isEmpty {
                    // A bar narrower than a pixel or two: one or two blends a row.
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
