import OpenChartsCore

/// Premultiplied pixels placed on the canvas with their top-left pixel at `(x, y)`: a
/// shadow, or a blurred drawing, cropped to the pixels it covers.
struct EffectImage {
    let x: Int
    let y: Int
    var pixmap: Pixmap
    /// The one colour every pixel is, at its own alpha (a shadow's), if there is one: its
    /// exact components, which the premultiplied bytes round.
    var color: Color?

    /// The rectangle of `layer` it drew, copied out; `nil` when it drew nothing.
    /// - Complexity: O(area drawn).
    init?(_ layer: Layer) {
        guard !layer.rows.isEmpty, !layer.columns.isEmpty else { return nil }
        let width = layer.columns.count, height = layer.rows.count
        var pixmap = Pixmap(width: width, height: height)
        let canvasWidth = layer.pixmap.width
        layer.pixmap.data.withUnsafeBufferPointer { source in
            pixmap.data.withUnsafeMutableBufferPointer { target in
                for (j, y) in layer.rows.enumerated() {
                    let from = 4 * (canvasWidth * y + layer.columns.lowerBound)
                    for k in 0..<(4 * width) { target[4 * width * j + k] = source[from + k] }
                }
            }
        }
        self.init(x: layer.columns.lowerBound, y: layer.rows.lowerBound, pixmap: pixmap)
    }

    init(x: Int, y: Int, pixmap: Pixmap, color: Color? = nil) {
        self.x = x
        self.y = y
        self.pixmap = pixmap
        self.color = color
    }

    /// The image cut to the pixels it draws (alpha above 0); `nil` when it draws none.
    /// - Complexity: O(area).
    func cropped() -> EffectImage? {
        let width = pixmap.width
        var rows = 0..<0, columns = 0..<0
        pixmap.data.withUnsafeBufferPointer { data in
            for y in 0..<pixmap.height {
                var first = -1, last = -1
                for x in 0..<width where data[4 * (width * y + x) + 3] != 0 {
                    if first < 0 { first = x }
                    last = x
                }
                guard first >= 0 else { continue }
                rows = rows.isEmpty ? y..<(y + 1) : rows.lowerBound..<(y + 1)
                columns = columns.isEmpty ? first..<(last + 1) : min(first, columns.lowerBound)..<max(last + 1, columns.upperBound)
            }
        }
        guard !rows.isEmpty else { return nil }
        if rows.count == pixmap.height && columns.count == width { return self }
        var cut = Pixmap(width: columns.count, height: rows.count)
        pixmap.data.withUnsafeBufferPointer { source in
            cut.data.withUnsafeMutableBufferPointer { target in
                for (j, y) in rows.enumerated() {
                    let from = 4 * (width * y + columns.lowerBound), to = 4 * columns.count * j
                    for k in 0..<(4 * columns.count) { target[to + k] = source[from + k] }
                }
            }
        }
        return EffectImage(x: x + columns.lowerBound, y: y + rows.lowerBound, pixmap: cut, color: color)
    }
}

extension Layer {
    /// Composites `image` over this layer, each pixel at the coverage of `clip` there (all of
    /// it without a clip).
    /// - Complexity: O(image area).
    mutating func composite(_ image: EffectImage, clip: ClipMask?) {
        let width = pixmap.width, height = pixmap.height
        var rows = (image.y..<(image.y + image.pixmap.height)).clamped(to: 0..<height)
        var columns = (image.x..<(image.x + image.pixmap.width)).clamped(to: 0..<width)
        if let clip {
            rows = rows.clamped(to: clip.rows)
            columns = columns.clamped(to: clip.columns)
        }
        guard !rows.isEmpty, !columns.isEmpty else { return }
        let imageWidth = image.pixmap.width
        let mask = clip?.data ?? []
        image.pixmap.data.withUnsafeBufferPointer { source in
            pixmap.data.withUnsafeMutableBufferPointer { destination in
                mask.withUnsafeBufferPointer { mask in
                    guard let source = source.baseAddress, let destination = destination.baseAddress else { return }
                    // An empty array's buffer may still have an address: no clip, no mask.
                    let masking = clip == nil ? nil : mask.baseAddress
                    for y in rows {
                        let from = source + 4 * (imageWidth * (y - image.y) - image.x)
                        let row = destination + 4 * width * y
                        let maskRow = masking.map { $0 + width * y }
                        for x in columns {
                            let s = from + 4 * x
                            if s[3] == 0 { continue }
                            let coverage = maskRow.map { UInt32($0[x]) } ?? 255
                            if coverage == 0 { continue }
                            SourceOver.blend(row + 4 * x, UInt32(s[0]), UInt32(s[1]), UInt32(s[2]), UInt32(s[3]),
                                             coverage: coverage)
                        }
                    }
                }
            }
        }
        markDrawn(y: rows.lowerBound, columns: columns)
        markDrawn(y: rows.upperBound - 1, columns: columns)
    }
}
