/// Pixels being drawn into — a canvas's, or a group's offscreen copy — with the band of
/// rows this painter may draw in and the rectangle drawn so far, so that a group's layer
/// is composited over only the pixels it touched.
///
/// A layer does not own its pixels: the canvas's belong to the ``Pixmap`` being rendered,
/// whose two bands of rows two painters draw at once through two layers
/// (``SceneRasterizer``), and an offscreen layer's to ``withOffscreen(like:_:)``.
struct Layer {
    let width: Int
    let height: Int
    /// Rows that may be drawn: all of them, or one thread's band. Every fill keeps inside it.
    let band: Range<Int>
    private let pixels: UnsafeMutablePointer<UInt8>
    /// Drawn rows and columns (empty ranges while nothing is drawn).
    private(set) var rows: Range<Int> = 0..<0
    private(set) var columns: Range<Int> = 0..<0

    /// A layer over `width × height × 4` bytes at `pixels`, drawn in `band` only.
    init(pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, band: Range<Int>) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.band = band.clamped(to: 0..<height)
    }

    /// Calls `body` with the pixels, premultiplied RGBA8, row by row.
    @inline(__always)
    func withPixels<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) -> R) -> R {
        body(UnsafeMutableBufferPointer(start: pixels, count: width * height * 4))
    }

    /// Calls `body` with a transparent layer of the size and band of `like`, then frees it:
    /// `body` must be done with it (composited it) when it returns.
    /// - Complexity: O(band area) to clear it.
    static func withOffscreen<R>(like other: Layer, _ body: (inout Layer) -> R) -> R {
        let (width, height, band) = (other.width, other.height, other.band)
        let count = width * height * 4
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(count, 1))
        defer { storage.deallocate() }
        (storage + 4 * width * band.lowerBound).initialize(repeating: 0, count: 4 * width * band.count)
        var layer = Layer(pixels: storage, width: width, height: height, band: band)
        return body(&layer)
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
        let width = self.width
        let columns = layer.columns
        for y in layer.rows {
            SourceOver.composite(layer.pixels + 4 * width * y, onto: pixels + 4 * width * y,
                                 columns: columns, opacity: alpha)
        }
        markDrawn(y: layer.rows.lowerBound, columns: columns)
        markDrawn(y: layer.rows.upperBound - 1, columns: columns)
    }
}
