import Foundation

/// Samples of a rectangle of a layer, one per `scale × scale` block of pixels, as planes
/// of floats in 0–1 (one plane per channel read): what an effect's blur works on.
///
/// A blur of standard deviation `s` pixels is the same, to well under a level of 8 bits
/// once `s` is many blocks wide, as a blur of `s / scale` samples on the blocks; so a
/// blur of any radius works on a bounded number of samples (see ``scale(forStandardDeviation:)``).
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

    /// The block size for a blur of `standardDeviation` pixels: 1 (every pixel) up to 64,
    /// then as many pixels as keep the blur at 64 samples or less.
    static func scale(forStandardDeviation s: Double) -> Int {
        guard s.isFinite, s > maximumDeviation else { return 1 }
        return Int((s / maximumDeviation).rounded(.up))
    }

    /// The largest standard deviation, in samples, that a blur works on.
    static let maximumDeviation = 64.0

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

    /// The value of plane `p` at the device point `(x, y)`, interpolated linearly between the
    /// four nearest block centres; 0 beyond the samples. At a block centre, its sample.
    @inline(__always)
    func sample(_ p: Int, x: Double, y: Double) -> Float {
        let u = (x - Double(originX)) / Double(scale) - 0.5
        let v = (y - Double(originY)) / Double(scale) - 0.5
        guard u > -1, v > -1, u < Double(columns), v < Double(rows) else { return 0 }
        let i = Int(u.rounded(.down)), j = Int(v.rounded(.down))
        let fx = Float(u - Double(i)), fy = Float(v - Double(j))
        let plane = planes[p]
        @inline(__always) func at(_ i: Int, _ j: Int) -> Float {
            i >= 0 && j >= 0 && i < columns && j < rows ? plane[j * columns + i] : 0
        }
        let top = at(i, j) + fx * (at(i + 1, j) - at(i, j))
        if fy == 0 { return top }
        let bottom = at(i, j + 1) + fx * (at(i + 1, j + 1) - at(i, j + 1))
        return top + fy * (bottom - top)
    }

    /// Blurs every plane in place.
    /// - Complexity: O(samples × channels) (see ``GaussianBlur``).
    mutating func blur(_ blur: GaussianBlur) {
        for p in planes.indices { blur.apply(to: &planes[p], columns: columns, rows: rows) }
    }
}
