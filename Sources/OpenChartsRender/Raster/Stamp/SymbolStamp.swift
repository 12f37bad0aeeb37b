import Foundation
import OpenChartsCore

/// A symbol's coverage rasterized once per sub-pixel phase, ready to be blended at any
/// device position: how a ``SymbolsNode`` of a hundred thousand points is painted
/// without scan-converting a hundred thousand paths.
///
/// A position is rounded to the nearest of `phases × phases` sub-pixel offsets, so a
/// copy lands within `1 / (2 · phases)` px of where a fill of its own would put it; the
/// coverage of each phase is the scan converter's exact coverage of the shape there.
struct SymbolStamp: Sendable {
    /// Sub-pixel offsets per pixel along each axis (a power of two).
    let phases: Int
    /// One phase's coverage, cropped to the pixels it covers.
    struct Tile: Sendable {
        /// The tile's top-left pixel relative to the pixel the anchor falls in.
        var left: Int
        var top: Int
        var width: Int
        var height: Int
        /// Where its `width × height` bytes start in ``SymbolStamp/coverage``.
        var offset: Int
    }
    /// `phases²` tiles, phase (fx, fy) at `fy · phases + fx`.
    let tiles: [Tile]
    /// The tiles' coverage bytes, row by row.
    let coverage: [UInt8]
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
        let originX = -Int(bounds.minX.rounded(.down))
        let originY = -Int(bounds.minY.rounded(.down))
        let width = Int(bounds.maxX.rounded(.up)) + originX + 1
        let height = Int(bounds.maxY.rounded(.up)) + originY + 1
        let phases = max(width, height) > 32 ? 4 : 8
        self.phases = phases
        let converter = ScanConverter(width: width, height: height)
        var edges = EdgeList(width: width, height: height)
        var mask = [UInt8](repeating: 0, count: width * height)
        var tiles: [Tile] = []
        tiles.reserveCapacity(phases * phases)
        var coverage: [UInt8] = []
        var opacity = 1.0
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
                for i in mask.indices { mask[i] = 0 }
                var minX = width, maxX = -1, minY = height, maxY = -1
                converter.fill(edges, rule: .nonZero, rows: 0..<height) { y, span, row in
                    for x in span where row[x] != 0 {
                        mask[y * width + x] = row[x]
                        minX = min(minX, x)
                        maxX = max(maxX, x)
                        minY = min(minY, y)
                        maxY = max(maxY, y)
                    }
                }
                guard maxX >= 0 else {
                    tiles.append(Tile(left: 0, top: 0, width: 0, height: 0, offset: coverage.count))
                    continue
                }
                tiles.append(Tile(left: minX - originX, top: minY - originY, width: maxX - minX + 1,
                                  height: maxY - minY + 1, offset: coverage.count))
                for y in minY...maxY { coverage += mask[(y * width + minX)...(y * width + maxX)] }
            }
        }
        guard !coverage.isEmpty else { return nil }
        self.tiles = tiles
        self.coverage = coverage
        self.opacity = opacity
    }

    /// Where a copy anchored at device point (`x`, `y`) goes: the pixel the nearest
    /// phase position falls in and the phase's index. `x`, `y` must be finite and well
    /// inside ±2⁵⁰ / phases.
    @inline(__always)
    func place(x: Double, y: Double) -> (x: Int, y: Int, phase: Int) {
        // ⌊v · phases + ½⌋ is the pixel times `phases` plus the rounded phase, carried
        // into the next pixel when it rounds up to a whole one. Adding 1.5 · 2⁵² rounds a
        // value under 2⁵¹ to a whole number (to nearest) and leaves it in the low bits of
        // the sum's pattern: no range checks, unlike `Int(_:)`.
        @inline(__always) func steps(_ v: Double) -> Int {
            let magic: Double = 0x1.8p52
            let scaled = v * Double(phases) + 0.5
            let shifted = scaled + magic
            let rounded = Int(truncatingIfNeeded: shifted.bitPattern &- magic.bitPattern)
            return shifted - magic > scaled ? rounded &- 1 : rounded
        }
        let sx = steps(x), sy = steps(y)
        let shift = phases.trailingZeroBitCount, mask = phases &- 1
        return (sx >> shift, sy >> shift, (sy & mask) &* phases &+ (sx & mask))
    }
}

extension ScenePainter {
    /// Paints every copy of `node`'s shape: stamped when its paint is one colour and the
    /// shape is small, else drawn copy by copy.
    ///
    /// The colour times each coverage is worked out once per stamp (``PaintedStamp``), so a
    /// copy costs, per four pixels of a tile row, one vector blend or store; copies cut by
    /// the canvas's edge or a clip are blended pixel by pixel.
    /// - Complexity: O(n · a) for n positions and tiles of a pixels.
    func drawSymbols(_ node: SymbolsNode, transform: CGAffineTransform, clip: ClipMask?, into target: inout Layer) {
        // The copies' colours: one, or one for each paint where the copies' paints vary.
        guard let colors = Self.stampColors(node), let (key, stamp) = stamp(of: node, transform: transform) else {
            draw(node.expanded(), transform: transform, clip: clip, into: &target)
            return
        }
        let premultiplied = colors.map { PremultipliedColor($0, opacity: stamp.opacity) }
        guard premultiplied.contains(where: { $0.a > 0 }) else { return }
        if node.positions.count * 4 < stamp.tiles.count * colors.count {
            // Too few copies of each colour to be worth painting every phase's tile first (a
            // plot styled row by row is a node of one position per row).
            drawFewSymbols(node, stamp: stamp, colors: premultiplied, transform: transform, clip: clip, into: &target)
            return
        }
        // Each colour at each coverage, and each tile pixel's source word: a painted stamp a
        // colour, their quads one after another (a copy in colour k reads from k · quadCount).
        let paintedStamps = premultiplied.map { paintedStamp(stamp, key: key, color: $0) }
        let painted = paintedStamps[0]
        let quadCount = painted.sources.count
        let varies = paintedStamps.count > 1
        let allSources = varies ? paintedStamps.flatMap(\.sources) : painted.sources
        let allInverses = varies ? paintedStamps.flatMap(\.inverses) : painted.inverses
        let allKinds = varies ? paintedStamps.flatMap(\.kinds) : painted.kinds
        let canvasWidth = width, canvasHeight = height
        let rows = clip?.rows ?? 0..<height
        let columns = clip?.columns ?? 0..<width
        var drawn: (minX: Int, maxX: Int, minY: Int, maxY: Int) = (.max, .min, .max, .min)
        // Anchor pixels of the copies drawn whole, and the reach of any tile from its anchor.
        var anchors: (minX: Int, maxX: Int, minY: Int, maxY: Int) = (.max, .min, .max, .min)
        let reach = (left: stamp.tiles.map(\.left).min() ?? 0, right: stamp.tiles.map { $0.left + $0.width }.max() ?? 0,
                     top: stamp.tiles.map(\.top).min() ?? 0, bottom: stamp.tiles.map { $0.top + $0.height }.max() ?? 0)
        let clipData = clip?.data ?? []
        stamp.tiles.withUnsafeBufferPointer { tiles in
        painted.tiles.withUnsafeBufferPointer { quadTiles in
        allSources.withUnsafeBufferPointer { quadSources in
        allInverses.withUnsafeBufferPointer { quadInverses in
        allKinds.withUnsafeBufferPointer { quadKinds in
        stamp.coverage.withUnsafeBufferPointer { coverage in
        clipData.withUnsafeBufferPointer { clipBytes in
        target.pixmap.data.withUnsafeMutableBufferPointer { pixels in
            guard let tiles = tiles.baseAddress, let quadTiles = quadTiles.baseAddress,
                  let coverage = coverage.baseAddress,
                  let quadSources = quadSources.baseAddress, let quadInverses = quadInverses.baseAddress,
                  let quadKinds = quadKinds.baseAddress,
                  let pixels = UnsafeMutableRawPointer(pixels.baseAddress) else { return }
            let clipBase = clip == nil ? nil : clipBytes.baseAddress
            let t = transform, keepsAxes = t.b == 0 && t.c == 0
            let rowBytes = 4 * canvasWidth
            let whole = clip == nil
            for i in node.positions.indices {
                let p = node.positions[i]
                let d = keepsAxes ? CGPoint(x: t.a * p.x + t.tx, y: t.d * p.y + t.ty) : p.applying(t)
                // Also false for NaN and infinities.
                guard abs(d.x) < 1e9, abs(d.y) < 1e9 else { continue }
                let k = varies ? node.paintIndex(ofCopy: i) : 0
                let place = stamp.place(x: d.x, y: d.y)
                let quadTile = quadTiles[place.phase]
                let quadLeft = place.x &+ quadTile.left, quadTop = place.y &+ quadTile.top
                if whole && quadLeft >= 0 && quadLeft &+ 4 &* quadTile.quads <= canvasWidth && quadTop >= 0
                    && quadTop &+ quadTile.height <= canvasHeight {
                    // The copy's quads lie inside the canvas: four pixels a step, padding
                    // included, with no clamping.
                    var quad = quadTile.offset &+ k &* quadCount
                    var row = pixels + (rowBytes &* quadTop &+ 4 &* quadLeft)
                    if quadTile.quads == 1 {
                        // A small symbol: a quad a row, blended whatever its kind (a store
                        // or a skip blends to the same bytes).
                        for _ in 0..<quadTile.height {
                            QuadBlend.blend(row, source: quadSources[quad], inverse: quadInverses[quad])
                            quad &+= 1
                            row += rowBytes
                        }
                    } else {
                        for _ in 0..<quadTile.height {
                            for q in 0..<quadTile.quads {
                                switch quadKinds[quad &+ q] {
                                case .blend:
                                    QuadBlend.blend(row + 16 &* q, source: quadSources[quad &+ q],
                                                    inverse: quadInverses[quad &+ q])
                                case .store:
                                    QuadBlend.store(row + 16 &* q, source: quadSources[quad &+ q])
                                case .skip:
                                    break
                                }
                            }
                            quad &+= quadTile.quads
                            row += rowBytes
                        }
                    }
                    anchors.minX = min(anchors.minX, place.x)
                    anchors.maxX = max(anchors.maxX, place.x)
                    anchors.minY = min(anchors.minY, place.y)
                    anchors.maxY = max(anchors.maxY, place.y)
                    continue
                }
                // At the canvas's or clip's edge: the tile's own pixels, one by one, clamped.
                guard let (x0, x1, y0, y1) = ScenePainter.blendClamped(tiles[place.phase], at: place, rows: rows, columns: columns,
                                                                       coverage: coverage, clip: clipBase, color: premultiplied[k],
                                                                       pixels: pixels, canvasWidth: canvasWidth) else { continue }
                drawn.minX = min(drawn.minX, x0)
                drawn.maxX = max(drawn.maxX, x1)
                drawn.minY = min(drawn.minY, y0)
                drawn.maxY = max(drawn.maxY, y1)
            }
        }
        }
        }
        }
        }
        }
        }
        }
        if anchors.minX <= anchors.maxX {
            // Every tile's pixels around the anchors (a pixel or so more than the copies
            // cover, which is all compositing needs), inside the canvas.
            drawn.minX = min(drawn.minX, max(anchors.minX + reach.left, 0))
            drawn.maxX = max(drawn.maxX, min(anchors.maxX + reach.right, width))
            drawn.minY = min(drawn.minY, max(anchors.minY + reach.top, 0))
            drawn.maxY = max(drawn.maxY, min(anchors.maxY + reach.bottom, height))
        }
        if drawn.minX < drawn.maxX {
            target.markDrawn(y: drawn.minY, columns: drawn.minX..<drawn.maxX)
            target.markDrawn(y: drawn.maxY - 1, columns: drawn.minX..<drawn.maxX)
        }
    }

    /// The colours of `node`'s copies, in the order of its ``SymbolsNode/paints`` (one when
    /// they do not vary); `nil` when a paint is not a colour.
    private static func stampColors(_ node: SymbolsNode) -> [Color]? {
        guard let varied = node.paints else {
            guard case .color(let color) = node.paint else { return nil }
            return [color]
        }
        var colors: [Color] = []
        for paint in varied.paints {
            guard case .color(let color) = paint else { return nil }
            colors.append(color)
        }
        return colors
    }

    /// The stamp of `node`'s symbol under `transform`, with its key: a recent one when it was
    /// made for the same shape, stroke and transform, else the shared cache's.
    private func stamp(of node: SymbolsNode, transform: CGAffineTransform) -> (StampCache.Key, SymbolStamp)? {
        if let recent = recentStamps.first(where: { $0.key.matches(node, transform: transform) }) {
            return recent.stamp.map { (recent.key, $0) }
        }
        let key = StampCache.Key(node, transform: transform)
        let stamp = StampCache.shared.stamp(node, transform: transform)
        if recentStamps.count == 8 { recentStamps.removeFirst() }
        recentStamps.append((key, stamp))
        return stamp.map { (key, $0) }
    }

    /// `stamp` (of `key`) in `color`: made once while it is among the last sixteen.
    private func paintedStamp(_ stamp: SymbolStamp, key: StampCache.Key, color: PremultipliedColor) -> PaintedStamp {
        if let recent = recentPaintedStamps.first(where: { $0.color == color && $0.key == key }) { return recent.painted }
        let sources = (0..<256).map { PackedSource(color, coverage: UInt32($0)).word }
        let painted = PaintedStamp(stamp, words: stamp.coverage.map { sources[Int($0)] })
        if recentPaintedStamps.count == 16 { recentPaintedStamps.removeFirst() }
        recentPaintedStamps.append((key, color, painted))
        return painted
    }

    /// Paints each copy of `node`'s `stamp` pixel by pixel, the colour worked out at each
    /// pixel's coverage: the same bytes as the tiles painted first give.
    private func drawFewSymbols(_ node: SymbolsNode, stamp: SymbolStamp, colors: [PremultipliedColor],
                                transform: CGAffineTransform, clip: ClipMask?, into target: inout Layer) {
        let canvasWidth = width
        let rows = clip?.rows ?? 0..<height
        let columns = clip?.columns ?? 0..<width
        let clipData = clip?.data ?? []
        var drawn: (minX: Int, maxX: Int, minY: Int, maxY: Int) = (.max, .min, .max, .min)
        stamp.coverage.withUnsafeBufferPointer { coverage in
        clipData.withUnsafeBufferPointer { clipBytes in
        target.pixmap.data.withUnsafeMutableBufferPointer { pixels in
            guard let coverage = coverage.baseAddress, let pixels = UnsafeMutableRawPointer(pixels.baseAddress) else { return }
            let clipBase = clip == nil ? nil : clipBytes.baseAddress
            for i in node.positions.indices {
                let d = node.positions[i].applying(transform)
                // Also false for NaN and infinities.
                guard abs(d.x) < 1e9, abs(d.y) < 1e9 else { continue }
                let place = stamp.place(x: d.x, y: d.y)
                guard let (x0, x1, y0, y1) = ScenePainter.blendClamped(stamp.tiles[place.phase], at: place, rows: rows, columns: columns,
                                                                       coverage: coverage, clip: clipBase,
                                                                       color: colors[node.paintIndex(ofCopy: i)],
                                                                       pixels: pixels, canvasWidth: canvasWidth) else { continue }
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

    /// Blends the pixels of a copy's `tile` anchored at `place` that lie in `rows` × `columns`,
    /// the colour worked out at each pixel's coverage (times the clip's, with a clip); the
    /// columns and rows it covered, nil when none.
    @inline(__always)
    private static func blendClamped(_ tile: SymbolStamp.Tile, at place: (x: Int, y: Int, phase: Int), rows: Range<Int>,
                                     columns: Range<Int>, coverage: UnsafePointer<UInt8>, clip: UnsafePointer<UInt8>?,
                                     color: PremultipliedColor, pixels: UnsafeMutableRawPointer,
                                     canvasWidth: Int) -> (Int, Int, Int, Int)? {
        let left = place.x + tile.left, top = place.y + tile.top
        let y0 = max(top, rows.lowerBound), y1 = min(top + tile.height, rows.upperBound)
        let x0 = max(left, columns.lowerBound), x1 = min(left + tile.width, columns.upperBound)
        guard y0 < y1, x0 < x1 else { return nil }
        for y in y0..<y1 {
            let start = tile.offset + (y - top) * tile.width - left
            let row = pixels + 4 * canvasWidth * y
            for x in x0..<x1 {
                var c = UInt32(coverage[start + x])
                if let clip { c = SourceOver.divide255(c * UInt32(clip[canvasWidth * y + x])) }
                if c == 0 { continue }
                PackedSource(color, coverage: c).blend(row, at: x)
            }
        }
        return (x0, x1, y0, y1)
    }
}
