import Foundation

/// Samples of a rectangle of a layer, one per `scale × scale` block of pixels, as planes
/// of floats in 0–1 (one plane per channel read): what an effect's blur works on.
///
/// A blur of standard deviation `s` pixels is the same, to half a level of 8 bits once `s`
/// is 4 blocks wide or more, as a blur of `s / scale` samples on the blocks read back
/// between their centres (linear interpolation is off by at most `scale²/8` times the
/// blurred picture's curvature, which is below `0.24 / s²`); so a blur of any radius works
/// on a bounded number of samples, and a wide one on few (see ``scale(forStandardDeviation:)``).
/// Sample `(i, j)` stands for the block whose top-left pixel is
/// `(originX + i × scale, originY + j × scale)`; its value is read at the block's centre.
struct EffectPlane {
    let originX: Int
    let originY: Int
    let scale: Int
    let columns: Int
    let rows: Int
    /// `columns × rows` samples per channel read, row by row.
    var planes: [[Float]]

    /// The block size for a blur of `standardDeviation` pixels: 1 (every pixel) up to 8,
    /// then as many pixels as keep the blur at 8 samples or less (and more than 4).
    static func scale(forStandardDeviation s: Double) -> Int {
        guard s.isFinite, s > maximumDeviation else { return 1 }
        return Int((s / maximumDeviation).rounded(.up))
    }

    /// The largest standard deviation, in samples, that a blur works on.
    static let maximumDeviation = 8.0

    /// The mean of each block of `layer`'s `channels` (0 to 3: R, G, B, A), over the
    /// samples `sampleColumns × sampleRows` counted from the block at `(originX, originY)`.
    /// Pixels outside `pixelRows × pixelColumns` (what the layer drew) read as 0.
    /// - Complexity: O(samples + pixels read).
    init(_ layer: Layer, channels: [Int], originX: Int, originY: Int, scale: Int,
         sampleColumns: Range<Int>, sampleRows: Range<Int>, pixelRows: Range<Int>, pixelColumns: Range<Int>) {
        self.originX = originX + sampleColumns.lowerBound * scale
        self.originY = originY + sampleRows.lowerBound * scale
        self.scale = scale
        columns = sampleColumns.count
        rows = sampleRows.count
        var planes = [[Float]](repeating: [Float](repeating: 0, count: columns * rows), count: channels.count)
        let width = layer.pixmap.width, columns = self.columns
        let startX = self.originX, startY = self.originY
        let weight = 1 / Float(scale * scale) / 255
        // Each drawn pixel adds to its block: one pass over the pixels, whatever the scale.
        let rowsRead = pixelRows.clamped(to: startY..<(startY + rows * scale))
        let columnsRead = pixelColumns.clamped(to: startX..<(startX + columns * scale))
        layer.pixmap.data.withUnsafeBufferPointer { pixels in
            for (p, channel) in channels.enumerated() {
                planes[p].withUnsafeMutableBufferPointer { plane in
                    for y in rowsRead {
                        let j = (y - startY) / scale, row = 4 * width * y + channel
                        for x in columnsRead {
                            let value = pixels[row + 4 * x]
                            if value != 0 { plane[j * columns + (x - startX) / scale] += Float(value) * weight }
                        }
                    }
                }
            }
        }
        self.planes = planes
    }

    /// Plane `p` read at the centres of the pixels `pixelColumns × pixelRows` moved back by
    /// (`dx`, `dy`) pixels (what lands there once the plane is moved by them), row by row:
    /// each value interpolated linearly between the four nearest block centres, 0 beyond the
    /// samples. At a block centre, its sample exactly.
    /// - Complexity: O(pixels).
    func resampled(_ p: Int, pixelColumns: Range<Int>, pixelRows: Range<Int>, dx: Double = 0, dy: Double = 0) -> [Float] {
        let across = Self.taps(pixelColumns, shift: dx, origin: originX, scale: scale, count: columns)
        let down = Self.taps(pixelRows, shift: dy, origin: originY, scale: scale, count: rows)
        let width = pixelColumns.count, columns = self.columns
        var values = [Float](repeating: 0, count: width * pixelRows.count)
        guard columns > 0, rows > 0 else { return values }
        planes[p].withUnsafeBufferPointer { plane in
            values.withUnsafeMutableBufferPointer { out in
                for (j, row) in down.enumerated() where row.near + row.far > 0 {
                    let near = row.near == 0 ? nil : plane.baseAddress.map { $0 + row.first * columns }
                    let far = row.far == 0 ? nil : plane.baseAddress.map { $0 + row.second * columns }
                    for (i, tap) in across.enumerated() where tap.near + tap.far > 0 {
                        var value: Float = 0
                        if let near { value += row.near * (tap.near * near[tap.first] + tap.far * near[tap.second]) }
                        if let far { value += row.far * (tap.near * far[tap.first] + tap.far * far[tap.second]) }
                        out[j * width + i] = value
                    }
                }
            }
        }
        return values
    }

    /// For each pixel of `pixels`, the two samples either side of its centre (moved back by
    /// `shift`) along one axis and their weights; a sample beyond the plane weighs 0.
    private static func taps(_ pixels: Range<Int>, shift: Double, origin: Int, scale: Int, count: Int)
        -> [(first: Int, second: Int, near: Float, far: Float)] {
        pixels.map { pixel in
            let u = (Double(pixel) + 0.5 - shift - Double(origin)) / Double(scale) - 0.5
            guard u > -1, u < Double(count) else { return (0, 0, 0, 0) }
            let i = Int(u.rounded(.down)), fraction = Float(u - Double(i))
            let first = i >= 0 ? (i, 1 - fraction) : (0, 0)
            let second = i + 1 < count ? (i + 1, fraction) : (0, 0)
            return (first.0, second.0, first.1, second.1)
        }
    }

    /// Blurs every plane in place.
    /// - Complexity: O(samples × channels) (see ``GaussianBlur``).
    mutating func blur(_ blur: GaussianBlur) {
        for p in planes.indices { blur.apply(to: &planes[p], columns: columns, rows: rows) }
    }
}
