import Foundation
import OpenChartsCore

/// A symbol's coverage rasterized once per sub-pixel phase, ready to be blended at any
/// device position: how a ``SymbolsNode`` of a hundred thousand points is painted
/// without scan-converting a hundred thousand paths.
///
/// A position is rounded to the nearest of `phases × phases` sub-pixel offsets, so a
/// copy lands within `1 / (2 · phases)` px of where a fill of its own would put it; the
/// coverage of each phase is the scan converter's exact coverage of the shape there.
struct SymbolStamp {
    /// Sub-pixel offsets per pixel along each axis.
    let phases: Int
    /// The mask's size in pixels.
    let width: Int
    let height: Int
    /// Where the symbol's anchor sits in each mask, at phase zero (whole pixels).
    let originX: Int
    let originY: Int
    /// `phases²` masks of `width × height` coverage bytes, phase (fx, fy) at `fy · phases + fx`.
    let masks: [UInt8]
    /// For each mask row (`phases² × height` of them), the columns that have coverage:
    /// stamping skips the empty corners of round symbols.
    let rowSpans: [Range<Int>]
    /// The stroke's hairline opacity, else 1.
    let opacity: Double

    /// Rasterizes `node`'s shape under the linear part of `transform`; nil when it covers
    /// nothing or is too large to stamp (more than 256 px a side).
    init?(_ node: SymbolsNode, transform: CGAffineTransform) {
        let linear = CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
        let device = node.shape.applying(linear)
        guard !device.isEmpty, device.isFinite else { return nil }
        var reach: CGFloat = 1
        if let style = node.stroke {
            let scale = max(hypot(linear.a, linear.b), hypot(linear.c, linear.d))
            reach += style.lineWidth * scale * max(1, style.miterLimit) / 2
        }
        let bounds = device.boundingRect.insetBy(dx: -reach, dy: -reach)
        guard bounds.width.isFinite, bounds.height.isFinite, bounds.width <= 256, bounds.height <= 256 else { return nil }
        originX = -Int(bounds.minX.rounded(.down))
        originY = -Int(bounds.minY.rounded(.down))
        width = Int(bounds.maxX.rounded(.up)) + originX + 1
        height = Int(bounds.maxY.rounded(.up)) + originY + 1
        phases = max(width, height) > 32 ? 4 : 8
        let converter = ScanConverter(width: width, height: height)
        var edges = EdgeList(width: width, height: height)
        var masks = [UInt8](repeating: 0, count: phases * phases * width * height)
        var opacity = 1.0
        var covered = false
        for fy in 0..<phases {
            for fx in 0..<phases {
                let shift = CGAffineTransform(translationX: CGFloat(originX) + CGFloat(fx) / CGFloat(phases),
                                              y: CGFloat(originY) + CGFloat(fy) / CGFloat(phases))
                edges.removeAll()
                if let style = node.stroke {
                    guard let geometry = StrokeGeometry(style: style, transform: linear.concatenating(shift),
                                                        canvas: CGSize(width: width, height: height)) else { return nil }
                    opacity = geometry.opacity
                    geometry.outline(of: node.shape, style: style, into: &edges)
                } else {
                    node.shape.forEachPolyline(tolerance: StrokeGeometry.deviceTolerance,
                                               transform: linear.concatenating(shift)) { points, _ in
                        edges.addPolygon(points)
                    }
                }
                let base = (fy * phases + fx) * width * height
                let width = self.width
                converter.fill(edges, rule: .nonZero, rows: 0..<height) { y, span, coverage in
                    for x in span where coverage[x] != 0 {
                        masks[base + y * width + x] = coverage[x]
                        covered = true
                    }
                }
            }
        }
        guard covered else { return nil }
        var rowSpans: [Range<Int>] = []
        rowSpans.reserveCapacity(phases * phases * height)
        for row in 0..<(phases * phases * height) {
            let start = row * width
            var first = width, last = 0
            for x in 0..<width where masks[start + x] != 0 {
                first = min(first, x)
                last = x + 1
            }
            rowSpans.append(first < last ? first..<last : 0..<0)
        }
        self.rowSpans = rowSpans
        self.masks = masks
        self.opacity = opacity
    }
}

extension ScenePainter {
    /// Paints every copy of `node`'s shape: stamped when its paint is one colour and the
    /// shape is small, else drawn copy by copy.
    /// - Complexity: O(n · a) for n positions and a mask of a pixels.
    func drawSymbols(_ node: SymbolsNode, transform: CGAffineTransform, clip: ClipMask?, into target: inout Layer) {
        guard case .color(let color) = node.paint, let stamp = SymbolStamp(node, transform: transform) else {
            draw(node.expanded(), transform: transform, clip: clip, into: &target)
            return
        }
        let premultiplied = PremultipliedColor(color, opacity: stamp.opacity)
        guard premultiplied.a > 0 else { return }
        let (r, g, b, a) = (UInt32(premultiplied.r), UInt32(premultiplied.g), UInt32(premultiplied.b), UInt32(premultiplied.a))
        let canvasWidth = width
        let rows = clip?.rows ?? 0..<height
        let columns = clip?.columns ?? 0..<width
        let phases = stamp.phases, maskWidth = stamp.width, maskHeight = stamp.height, maskArea = maskWidth * maskHeight
        let phaseScale = CGFloat(phases)
        var drawn: (minX: Int, maxX: Int, minY: Int, maxY: Int) = (.max, .min, .max, .min)
        let clipData = clip?.data ?? []
        stamp.masks.withUnsafeBufferPointer { masks in
        clipData.withUnsafeBufferPointer { clipBytes in
        target.pixmap.data.withUnsafeMutableBufferPointer { pixels in
            guard let masks = masks.baseAddress, let pixels = pixels.baseAddress else { return }
            let clipBase = clip == nil ? nil : clipBytes.baseAddress
            for p in node.positions {
                let d = p.applying(transform)
                guard d.x.isFinite, d.y.isFinite, abs(d.x) < 1e9, abs(d.y) < 1e9 else { continue }
                var ix = Int(d.x.rounded(.down)), iy = Int(d.y.rounded(.down))
                var fx = Int(((d.x - CGFloat(ix)) * phaseScale).rounded())
                var fy = Int(((d.y - CGFloat(iy)) * phaseScale).rounded())
                if fx == phases { fx = 0; ix += 1 }
                if fy == phases { fy = 0; iy += 1 }
                let left = ix - stamp.originX, top = iy - stamp.originY
                let y0 = max(top, rows.lowerBound), y1 = min(top + maskHeight, rows.upperBound)
                let x0 = max(left, columns.lowerBound), x1 = min(left + maskWidth, columns.upperBound)
                guard y0 < y1, x0 < x1 else { continue }
                let phase = fy * phases + fx
                let mask = masks + phase * maskArea
                for y in y0..<y1 {
                    let span = stamp.rowSpans[phase * maskHeight + y - top]
                    let from = max(x0, left + span.lowerBound), to = min(x1, left + span.upperBound)
                    guard from < to else { continue }
                    let maskRow = mask + (y - top) * maskWidth - left
                    let row = pixels + 4 * canvasWidth * y
                    let clipRow = clipBase.map { $0 + canvasWidth * y }
                    for x in from..<to {
                        var c = UInt32(maskRow[x])
                        if c == 0 { continue }
                        if let clipRow { c = SourceOver.divide255(c * UInt32(clipRow[x])) }
                        SourceOver.blend(row + 4 * x, r, g, b, a, coverage: c)
                    }
                }
                drawn = (min(drawn.minX, x0), max(drawn.maxX, x1), min(drawn.minY, y0), max(drawn.maxY, y1))
            }
        }
        }
        }
        if drawn.minX < drawn.maxX {
            target.markDrawn(y: drawn.minY, columns: drawn.minX..<drawn.maxX)
            target.markDrawn(y: drawn.maxY - 1, columns: drawn.minX..<drawn.maxX)
        }
    }
}
