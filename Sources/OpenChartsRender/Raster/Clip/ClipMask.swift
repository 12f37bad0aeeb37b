import OpenChartsCore

/// A clip as 8-bit coverage over the canvas: 255 draws, 0 hides, between scales.
///
/// Nested clips intersect: a group's mask is its own path's coverage times its
/// parent's mask. Drawing is restricted to the rows and columns the mask covers.
struct ClipMask {
    let width: Int
    /// `width × height` coverage bytes, row by row.
    private(set) var data: [UInt8]
    /// Rows and columns outside which the mask is zero.
    private(set) var rows: Range<Int>
    private(set) var columns: Range<Int>

    var isEmpty: Bool { rows.isEmpty || columns.isEmpty }

    /// The coverage of `edges` (filled non-zero), intersected with `parent`.
    /// - Complexity: O(canvas area) to allocate the mask, plus the scan conversion.
    init(_ edges: EdgeList, converter: ScanConverter, parent: ClipMask?) {
        let width = converter.width, height = converter.height
        self.width = width
        var data = [UInt8](repeating: 0, count: width * height)
        var rows = 0..<0, columns = 0..<0
        let limitRows = parent?.rows ?? 0..<height
        let limitColumns = parent?.columns ?? 0..<width
        data.withUnsafeMutableBufferPointer { mask in
            guard let mask = mask.baseAddress else { return }
            converter.fill(edges, rule: .nonZero, rows: limitRows) { y, span, coverage in
                let span = span.clamped(to: limitColumns)
                guard !span.isEmpty else { return }
                let row = mask + y * width
                var first = Int.max, last = -1
                for x in span {
                    var c = coverage[x]
                    if let parent, c != 0 {
                        c = UInt8(truncatingIfNeeded: SourceOver.divide255(UInt32(c) * UInt32(parent.data[y * width + x])))
                    }
                    row[x] = c
                    if c != 0 {
                        if x < first { first = x }
                        last = x
                    }
                }
                guard last >= 0 else { return }
                rows = rows.isEmpty ? y..<(y + 1) : rows.lowerBound..<(y + 1)
                columns = columns.isEmpty ? first..<(last + 1)
                    : min(first, columns.lowerBound)..<max(last + 1, columns.upperBound)
            }
        }
        self.data = data
        self.rows = rows
        self.columns = columns
    }
}
