import Foundation

/// A pixmap being drawn into, with the rectangle of pixels drawn so far, so that a
/// group's offscreen layer is composited over only the pixels it touched.
struct Layer {
    var pixmap: Pixmap
    /// Drawn rows and columns (empty ranges while nothing is drawn).
    private(set) var rows: Range<Int> = 0..<0
    private(set) var columns: Range<Int> = 0..<0

    init(width: Int, height: Int) {
        pixmap = Pixmap(width: width, height: height)
    }

    /// A layer of one colour; nothing counts as drawn yet.
    init(width: Int, height: Int, filledWith color: PremultipliedColor) {
        pixmap = Pixmap(width: width, height: height, filledWith: color)
    }

    /// Clears what was drawn, leaving the layer transparent and nothing counted as drawn.
    /// - Complexity: O(area drawn).
    mutating func clear() {
        guard !rows.isEmpty, !columns.isEmpty else { return }
        let width = pixmap.width, columns = self.columns
        pixmap.data.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            for y in rows { memset(base + 4 * (width * y + columns.lowerBound), 0, 4 * columns.count) }
        }
        rows = 0..<0
        self.columns = 0..<0
    }

    /// Records that row `y`, columns `span`, were drawn.
    @inline(__always)
    mutating func markDrawn(y: Int, columns span: Range<Int>) {
        if rows.isEmpty {
            rows = y..<(y + 1)
            columns = span
            return
        }
        if y < rows.lowerBound { rows = y..<rows.upperBound }
        if y >= rows.upperBound { rows = rows.lowerBound..<(y + 1) }
        if span.lowerBound < columns.lowerBound || span.upperBound > columns.upperBound {
            columns = min(span.lowerBound, columns.lowerBound)..<max(span.upperBound, columns.upperBound)
        }
    }

    /// Composites `layer` over this one at `opacity` (0–1), within the layer's drawn rectangle.
    /// - Complexity: O(area drawn in `layer`).
    mutating func composite(_ layer: Layer, opacity: Double) {
        let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        guard alpha > 0, !layer.rows.isEmpty, !layer.columns.isEmpty else { return }
        let width = pixmap.width
        let columns = layer.columns
        layer.pixmap.data.withUnsafeBufferPointer { source in
            pixmap.data.withUnsafeMutableBufferPointer { destination in
                guard let source = source.baseAddress, let destination = destination.baseAddress else { return }
                for y in layer.rows {
                    SourceOver.composite(source + 4 * width * y, onto: destination + 4 * width * y,
                                         columns: columns, opacity: alpha)
                }
            }
        }
        markDrawn(y: layer.rows.lowerBound, columns: columns)
        markDrawn(y: layer.rows.upperBound - 1, columns: columns)
    }

    /// Composites `layer` over this one through `mask`: each pixel at `opacity` (0–1) times
    /// the mask's alpha there, within the rectangle both drew.
    /// - Complexity: O(area drawn in both).
    mutating func composite(_ layer: Layer, mask: Layer, opacity: Double) {
        let alpha = UInt32((min(max(opacity, 0), 1) * 255).rounded())
        // Bounds before ranges: where one side drew nothing (an empty mask) they cross.
        let top = max(layer.rows.lowerBound, mask.rows.lowerBound), bottom = min(layer.rows.upperBound, mask.rows.upperBound)
        let left = max(layer.columns.lowerBound, mask.columns.lowerBound), right = min(layer.columns.upperBound, mask.columns.upperBound)
        guard alpha > 0, top < bottom, left < right else { return }
        let rows = top..<bottom, columns = left..<right
        let width = pixmap.width
        layer.pixmap.data.withUnsafeBufferPointer { source in
            mask.pixmap.data.withUnsafeBufferPointer { masking in
                pixmap.data.withUnsafeMutableBufferPointer { destination in
                    guard let source = source.baseAddress, let masking = masking.baseAddress,
                          let destination = destination.baseAddress else { return }
                    for y in rows {
                        let row = 4 * width * y
                        for x in columns {
                            let m = UInt32(masking[row + 4 * x + 3])
                            if m == 0 { continue }
                            let s = source + row + 4 * x
                            if s[3] == 0 && s[0] == 0 && s[1] == 0 && s[2] == 0 { continue }
                            SourceOver.blend(destination + row + 4 * x, UInt32(s[0]), UInt32(s[1]), UInt32(s[2]), UInt32(s[3]),
                                             coverage: alpha == 255 ? m : SourceOver.divide255(m * alpha))
                        }
                    }
                }
            }
        }
        markDrawn(y: rows.lowerBound, columns: columns)
        markDrawn(y: rows.upperBound - 1, columns: columns)
    }
}
