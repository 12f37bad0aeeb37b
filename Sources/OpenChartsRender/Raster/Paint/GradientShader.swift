import Foundation
import OpenChartsCore

/// Linear gradient shading with SVG's pad spread: colours are read from a table of
/// ``tableSize`` premultiplied entries at the position of each pixel's centre.
struct GradientShader {
    /// Entries across the gradient: enough that neighbours differ by at most one level
    /// on any canvas up to a thousand pixels.
    static let tableSize = 1024
    /// Premultiplied RGBA, 4 bytes per entry.
    private let table: [UInt8]
    /// The gradient parameter at device point (x, y) is `t0 + dtdx·x + dtdy·y`.
    private let t0: Double, dtdx: Double, dtdy: Double

    /// `nil` when the gradient has no direction (its ends coincide) or the transform
    /// cannot be inverted.
    init?(_ paint: LinearGradientPaint, transform: CGAffineTransform, opacity: Double) {
        let dx = paint.end.x - paint.start.x, dy = paint.end.y - paint.start.y
        let lengthSquared = dx * dx + dy * dy
        let t = transform
        let determinant = t.a * t.d - t.b * t.c
        guard lengthSquared > 0, lengthSquared.isFinite, determinant != 0, determinant.isFinite else { return nil }
        // t = g · (inverse(P) − start) with g = (end − start) / |end − start|².
        let inverse = t.inverted()
        let gx = dx / lengthSquared, gy = dy / lengthSquared
        dtdx = gx * inverse.a + gy * inverse.b
        dtdy = gx * inverse.c + gy * inverse.d
        t0 = gx * (inverse.tx - paint.start.x) + gy * (inverse.ty - paint.start.y)
        guard t0.isFinite, dtdx.isFinite, dtdy.isFinite else { return nil }
        var table = [UInt8](repeating: 0, count: GradientShader.tableSize * 4)
        let last = Double(GradientShader.tableSize - 1)
        for i in 0..<GradientShader.tableSize {
            let color = PremultipliedColor(paint.color(at: Double(i) / last), opacity: opacity)
            (table[4 * i], table[4 * i + 1], table[4 * i + 2], table[4 * i + 3]) = (color.r, color.g, color.b, color.a)
        }
        self.table = table
    }

    /// Writes the colours of row `y`, columns `columns`, to `row` (4 bytes per pixel,
    /// indexed by column).
    /// - Complexity: O(columns).
    func shade(y: Int, columns: Range<Int>, into row: UnsafeMutablePointer<UInt8>) {
        let last = Double(GradientShader.tableSize - 1)
        let rowStart = t0 + dtdy * (Double(y) + 0.5)
        table.withUnsafeBufferPointer { table in
            guard let table = table.baseAddress else { return }
            for x in columns {
                let t = rowStart + dtdx * (Double(x) + 0.5)
                // Pad spread; written so that a NaN (from overflowing terms) reads as 0.
                let position = t * last + 0.5
                let index = position >= last ? Int(last) : position > 0 ? Int(position) : 0
                let entry = table + 4 * index
                let pixel = row + 4 * x
                pixel[0] = entry[0]
                pixel[1] = entry[1]
                pixel[2] = entry[2]
                pixel[3] = entry[3]
            }
        }
    }
}
