import Foundation
import OpenCharts

/// Chart-like test frames, drawn without the rasterizer: grid lines, anti-aliased bars, a
/// supersampled polyline and noisy blocks that stand in for text. Deterministic.
struct SyntheticChart {
    /// A straight-alpha colour.
    typealias RGBA = (r: Double, g: Double, b: Double, a: Double)

    private(set) var pixmap: Pixmap
    private var random: UInt64 = 0x2545_F491_4F6C_DD1D

    init(width: Int, height: Int, background: RGBA) {
        pixmap = Pixmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { blend(x, y, background, coverage: 1) } }
    }

    /// Source-over of `color` at `coverage` onto the premultiplied pixel.
    mutating func blend(_ x: Int, _ y: Int, _ color: RGBA, coverage: Double) {
        guard x >= 0, y >= 0, x < pixmap.width, y < pixmap.height, coverage > 0 else { return }
        let alpha = color.a * min(coverage, 1)
        let i = (y * pixmap.width + x) * 4
        for (k, channel) in [color.r, color.g, color.b, 1].enumerated() {
            let destination = Double(pixmap.data[i + k])
            pixmap.data[i + k] = UInt8((channel * 255 * alpha + destination * (1 - alpha)).rounded())
        }
    }

    /// A rectangle with fractional edges: edge pixels get their covered fraction.
    mutating func fillRect(x0: Double, y0: Double, x1: Double, y1: Double, _ color: RGBA) {
        guard x1 > x0, y1 > y0 else { return }
        for y in Int(y0.rounded(.down))..<Int(y1.rounded(.up)) {
            let cy = min(Double(y + 1), y1) - max(Double(y), y0)
            for x in Int(x0.rounded(.down))..<Int(x1.rounded(.up)) {
                let cx = min(Double(x + 1), x1) - max(Double(x), x0)
                blend(x, y, color, coverage: cx * cy)
            }
        }
    }

    /// A polyline `width` wide, coverage from 4×4 samples per pixel (max over segments at joints).
    mutating func polyline(_ points: [(Double, Double)], width: Double, _ color: RGBA) {
        guard points.count >= 2 else { return }
        let half = width / 2
        var coverage: [Int: Double] = [:]
        for (p, q) in zip(points, points.dropFirst()) {
            let minX = Int((min(p.0, q.0) - half).rounded(.down)), maxX = Int((max(p.0, q.0) + half).rounded(.up))
            let minY = Int((min(p.1, q.1) - half).rounded(.down)), maxY = Int((max(p.1, q.1) + half).rounded(.up))
            let dx = q.0 - p.0, dy = q.1 - p.1
            let lengthSquared = max(dx * dx + dy * dy, 1e-12)
            for y in minY...maxY {
                for x in minX...maxX {
                    var inside = 0
                    for sy in 0..<4 {
                        for sx in 0..<4 {
                            let px = Double(x) + (Double(sx) + 0.5) / 4, py = Double(y) + (Double(sy) + 0.5) / 4
                            let t = min(1, max(0, ((px - p.0) * dx + (py - p.1) * dy) / lengthSquared))
                            let ex = px - (p.0 + t * dx), ey = py - (p.1 + t * dy)
                            if ex * ex + ey * ey <= half * half { inside += 1 }
                        }
                    }
                    if inside > 0 {
                        let key = y * pixmap.width + x
                        coverage[key] = max(coverage[key] ?? 0, Double(inside) / 16)
                    }
                }
            }
        }
        for key in coverage.keys.sorted() {
            blend(key % pixmap.width, key / pixmap.width, color, coverage: coverage[key] ?? 0)
        }
    }

    /// A block of glyph-like noise: gray levels from a fixed pseudo-random sequence, or only
    /// black and nothing when `binary`.
    mutating func textBlock(x: Int, y: Int, glyphs: Int, binary: Bool) {
        for g in 0..<glyphs {
            for gy in 0..<9 {
                for gx in 0..<6 {
                    let r = nextRandom()
                    guard r % 3 != 0 else { continue }
                    let ink = binary ? 1.0 : Double(r % 256) / 255
                    blend(x + g * 7 + gx, y + gy, (0.2, 0.2, 0.2, 1), coverage: ink)
                }
            }
        }
    }

    mutating func nextRandom() -> UInt64 {
        random ^= random << 13
        random ^= random >> 7
        random ^= random << 17
        return random >> 11
    }

    // MARK: - Frames

    /// A bar chart with a line over it: the typical frame a chart renders to.
    /// `transparent` leaves the background clear and adds a translucent area (an RGBA image);
    /// `flat` draws without anti-aliasing and with binary text (a palette image).
    static func frame(width: Int = 800, height: Int = 600, transparent: Bool = false, flat: Bool = false) -> Pixmap {
        var chart = SyntheticChart(width: width, height: height, background: transparent ? (1, 1, 1, 0) : (1, 1, 1, 1))
        let left = 60.0, right = Double(width) - 20, top = 20.0, bottom = Double(height) - 40
        let grid: RGBA = (0.9, 0.9, 0.9, 1)
        for y in stride(from: bottom, through: top, by: -(bottom - top) / 10) {
            chart.fillRect(x0: left, y0: y.rounded(), x1: right, y1: y.rounded() + 1, grid)
            chart.textBlock(x: 20, y: Int(y) - 4, glyphs: 4, binary: flat)
        }
        for x in stride(from: left, through: right, by: (right - left) / 8) {
            chart.fillRect(x0: x.rounded(), y0: top, x1: x.rounded() + 1, y1: bottom, grid)
        }
        let bars = 12
        let slot = (right - left) / Double(bars)
        let palette: [RGBA] = [(0, 0.478, 1, 1), (0.204, 0.78, 0.349, 1), (1, 0.584, 0, 1)]
        for i in 0..<bars {
            var x0 = left + Double(i) * slot + slot * 0.2, x1 = x0 + slot * 0.6
            var y0 = bottom - (bottom - top) * (0.25 + 0.7 * abs(sin(Double(i) * 1.7)))
            if flat { (x0, x1, y0) = (x0.rounded(), x1.rounded(), y0.rounded()) }
            chart.fillRect(x0: x0, y0: y0, x1: x1, y1: bottom, palette[i % palette.count])
            chart.textBlock(x: Int(x0), y: Int(bottom) + 10, glyphs: 3 + i % 3, binary: flat)
        }
        chart.fillRect(x0: left, y0: bottom, x1: right, y1: bottom + 1, (0, 0, 0, 1))
        let points = (0...80).map { k -> (Double, Double) in
            let t = Double(k) / 80
            let wave: Double = 0.5 + 0.35 * sin(t * 9) * cos(t * 2.3)
            return (left + t * (right - left), top + (bottom - top) * wave)
        }
        if transparent {
            for (p, q) in zip(points, points.dropFirst()) {
                chart.fillRect(x0: p.0.rounded(), y0: p.1.rounded(), x1: q.0.rounded(), y1: bottom, (0.686, 0.322, 0.871, 0.3))
            }
        }
        if flat {
            for p in points { chart.fillRect(x0: p.0.rounded(), y0: p.1.rounded(), x1: p.0.rounded() + 3, y1: p.1.rounded() + 3, (1, 0.231, 0.188, 1)) }
        } else {
            chart.polyline(points, width: 2.5, (1, 0.231, 0.188, 1))
        }
        return chart.pixmap
    }

    /// Pixels from the pseudo-random sequence, each channel independent: the worst case.
    static func noise(width: Int, height: Int, translucent: Bool) -> Pixmap {
        var chart = SyntheticChart(width: width, height: height, background: (0, 0, 0, 0))
        for y in 0..<height {
            for x in 0..<width {
                let r = chart.nextRandom()
                let alpha = translucent ? Double(r & 0xFF) / 255 : 1
                chart.blend(x, y, (Double((r >> 8) & 0xFF) / 255, Double((r >> 16) & 0xFF) / 255, Double((r >> 24) & 0xFF) / 255, alpha), coverage: 1)
            }
        }
        return chart.pixmap
    }
}
