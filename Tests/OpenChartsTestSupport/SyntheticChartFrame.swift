import OpenCharts

/// Chart-like test images made without the rasterizer: a white (or clear) background, grid
/// lines, bars with anti-aliased edges, a Wu-style anti-aliased line and noisy blocks that
/// stand in for text. Deterministic, so tests can state exact expectations.
public enum SyntheticChartFrame {
    /// A `width`×`height` frame (800×600 like a typical chart by default); `transparent`
    /// leaves the background clear, so the image has translucent pixels.
    public static func make(width: Int = 800, height: Int = 600, transparent: Bool = false) -> Pixmap {
        var canvas = Canvas(width: width, height: height)
        if !transparent { canvas.fill(x0: 0, y0: 0, x1: width, y1: height, rgb: (255, 255, 255)) }
        for y in stride(from: 20, to: height - 20, by: 50) { canvas.fill(x0: 40, y0: y, x1: width - 10, y1: y + 1, rgb: (229, 229, 229)) }
        var random: UInt32 = 12345
        for bar in 0..<max(0, (width - 60) / 60) {
            let left = 50 + bar * 60
            let top = 40 + (bar * 37) % max(1, height - 80)
            canvas.fill(x0: left, y0: top, x1: left + 40, y1: height - 20, rgb: (0, 122, 255))
            // Anti-aliased edges: a 40 % and a 70 % covered column on either side.
            canvas.blend(x0: left - 1, y0: top, x1: left, y1: height - 20, rgb: (0, 122, 255), alpha: 102)
            canvas.blend(x0: left + 40, y0: top, x1: left + 41, y1: height - 20, rgb: (0, 122, 255), alpha: 179)
            for y in (height - 15)..<min(height, height - 6) {
                for x in left..<min(width, left + 24) {
                    random = random &* 1_103_515_245 &+ 12345
                    canvas.blend(x0: x, y0: y, x1: x + 1, y1: y + 1, rgb: (40, 40, 40), alpha: UInt8(random >> 24))
                }
            }
        }
        // Wu's line from the lower left to the upper right: two pixels per column, shared coverage.
        for x in 0..<width {
            let y = Double(height - 1) * (1 - Double(x) / Double(max(width - 1, 1))) * 0.8
            let row = Int(y)
            let upper = UInt8((1 - (y - Double(row))) * 255)
            canvas.blend(x0: x, y0: row, x1: x + 1, y1: row + 1, rgb: (255, 59, 48), alpha: upper)
            canvas.blend(x0: x, y0: row + 1, x1: x + 1, y1: row + 2, rgb: (255, 59, 48), alpha: 255 - upper)
        }
        return canvas.pixmap
    }

    private struct Canvas {
        var pixmap: Pixmap

        init(width: Int, height: Int) { pixmap = Pixmap(width: width, height: height) }

        mutating func fill(x0: Int, y0: Int, x1: Int, y1: Int, rgb: (UInt8, UInt8, UInt8)) {
            blend(x0: x0, y0: y0, x1: x1, y1: y1, rgb: rgb, alpha: 255)
        }

        /// Source-over of a straight colour at `alpha` onto the premultiplied pixels of a rectangle.
        mutating func blend(x0: Int, y0: Int, x1: Int, y1: Int, rgb: (UInt8, UInt8, UInt8), alpha: UInt8) {
            let a = Int(alpha)
            for y in max(0, y0)..<max(max(0, y0), min(pixmap.height, y1)) {
                for x in max(0, x0)..<max(max(0, x0), min(pixmap.width, x1)) {
                    let i = (y * pixmap.width + x) * 4
                    for (k, channel) in [Int(rgb.0), Int(rgb.1), Int(rgb.2), 255].enumerated() {
                        let destination = Int(pixmap.data[i + k])
                        pixmap.data[i + k] = UInt8((channel * a + destination * (255 - a) + 127) / 255)
                    }
                }
            }
        }
    }
}
