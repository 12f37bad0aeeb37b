import Foundation
import OpenChartsCore

/// Walks a scene's nodes and paints them into layers; holds the buffers every fill
/// reuses (edges, scanline cells, a row of shaded colour).
final class ScenePainter {
    let width: Int
    let height: Int
    let textOutliner: (any TextOutliner)?
    let scratch: RasterScratch
    private let converter: ScanConverter
    private var edges: EdgeList
    private var shadedRow: [UInt8]
    /// The summed glyph coverage of one text node (see `drawCachedGlyphs`).
    private var textMask: [UInt8] = []
    /// Whether rectangles are painted directly (``fillRect(_:color:clip:into:)``) rather
    /// than scan-converted; off only to compare the two.
    let fastPaths: Bool
    /// The rectangles of a stroke drawn as rectangles.
    private var strokeRects: [DeviceRect] = []
    /// The rectangles of a node in a run of them (``drawRectRun(_:from:transform:clip:into:)``).
    var runNodeRects: [DeviceRect] = []
    /// The points of the subpath being flattened, reused from fill to fill.
    private var flatPoints: [CGPoint] = []
    /// The last few symbol stamps used and what each was made for: point marks are a node
    /// each, of one shared shape, which compares equal at once where a cache key would be
    /// hashed; a plot of several symbols draws its layers' nodes in turns of them.
    var recentStamps: [(key: StampCache.Key, stamp: SymbolStamp?)] = []
    /// The last few painted stamps made, with their stamp's key and colour (see
    /// ``paintedStamp(_:key:color:)``).
    var recentPaintedStamps: [(key: StampCache.Key, color: PremultipliedColor, painted: PaintedStamp)] = []
    /// Fills convex contours (made on first use).
    private lazy var convexFiller = ConvexFiller(width: width, height: height)
    /// Cleared canvas layers that groups with an effect have used, kept for the next one
    /// (see ``takeLayer()``): each bar of a chart may cast a shadow.
    var spareLayers: [Layer] = []

    init(width: Int, height: Int, textOutliner: (any TextOutliner)?, fastPaths: Bool = true) {
        self.width = width
        self.height = height
        self.textOutliner = textOutliner
        self.fastPaths = fastPaths
        scratch = RasterScratch.take(width: width, height: height)
        converter = scratch.converter
        edges = EdgeList(width: width, height: height, storage: scratch.edges)
        shadedRow = [UInt8](repeating: 0, count: width * 4)
    }

    deinit {
        RasterScratch.give(scratch)
    }

    // MARK: - Nodes

    /// Paints `nodes`, mapped to the device by `transform`, inside `clip`.
    func draw(_ nodes: [SceneNode], transform: CGAffineTransform, clip: ClipMask?, into target: inout Layer) {
        var index = nodes.startIndex
        while index < nodes.endIndex {
            if fastPaths, let end = drawRectRun(nodes, from: index, transform: transform, clip: clip, into: &target)
                ?? drawSymbolRun(nodes, from: index, transform: transform, clip: clip, into: &target) {
                index = end
                continue
            }
            let node = nodes[index]
            index += 1
            switch node {
            case .fill(let fill):
                fillPath(fill.path, rule: fill.rule, paint: fill.paint, transform: transform, clip: clip, into: &target)
            case .stroke(let stroke):
                strokePath(stroke.path, style: stroke.style, paint: stroke.paint, transform: transform,
                           clip: clip, into: &target)
            case .text(let text):
                drawText(text, transform: transform, clip: clip, into: &target)
            case .group(let group):
                drawGroup(group, transform: transform, clip: clip, into: &target)
            case .symbols(let symbols):
                drawSymbols(symbols, transform: transform, clip: clip, into: &target)
            case .rectangles(let rectangles):
                drawRectangles(rectangles, transform: transform, clip: clip, into: &target)
            }
        }
    }

    private func drawGroup(_ group: GroupNode, transform parent: CGAffineTransform, clip parentClip: ClipMask?,
                           into target: inout Layer) {
        if let effect = group.effect, effect.isDrawn {
            return drawGroup(group, effect: effect, transform: parent, clip: parentClip, into: &target)
        }
        drawGroupContent(group, transform: parent, clip: parentClip, into: &target)
    }

    /// Paints `group` — children, clip, mask, opacity — but not its effect.
    func drawGroupContent(_ group: GroupNode, transform parent: CGAffineTransform, clip parentClip: ClipMask?,
                          into target: inout Layer) {
        guard group.opacity > 0 else { return }
        let transform = group.transform.concatenating(parent)
        var clip = parentClip
        if let path = group.clip {
            edges.removeAll()
            addFillEdges(path, transform: transform)
            let mask = ClipMask(edges, converter: converter, parent: parentClip)
            guard !mask.isEmpty else { return }
            clip = mask
        }
        if let mask = group.mask {
            // The children and the mask each in a layer of their own, then the children
            // composited through the mask's alpha.
            var content = Layer(width: width, height: height)
            draw(group.children, transform: transform, clip: clip, into: &content)
            var alpha = Layer(width: width, height: height)
            draw(mask, transform: transform, clip: clip, into: &alpha)
            target.composite(content, mask: alpha, opacity: group.opacity)
        } else if group.opacity >= 1 {
            draw(group.children, transform: transform, clip: clip, into: &target)
        } else {
            var layer = Layer(width: width, height: height)
            draw(group.children, transform: transform, clip: clip, into: &layer)
            target.composite(layer, opacity: group.opacity)
        }
    }

    private func drawText(_ text: TextNode, transform: CGAffineTransform, clip: ClipMask?, into target: inout Layer) {
        guard let textOutliner else { return }
        let missing: [CGRect]
        if let fonts = textOutliner as? FontTextOutliner, let color = cachedGlyphColor(text, transform: transform) {
            let placed: [PlacedGlyph]
            (placed, missing) = fonts.placedGlyphs(text)
            drawCachedGlyphs(placed, color: color, transform: transform, clip: clip, into: &target)
        } else {
            let glyphs: Path
            (glyphs, missing) = textOutliner.outline(text)
            fillPath(glyphs, rule: .nonZero, paint: text.paint, transform: transform, clip: clip, into: &target)
        }
        guard !missing.isEmpty else { return }
        var boxes = Path()
        for box in missing where box.origin.x.isFinite && box.origin.y.isFinite && box.width.isFinite
            && box.height.isFinite {
            boxes.addRect(box.insetBy(dx: 0.5, dy: 0.5))
        }
        let style = StrokeStyle(lineWidth: max(text.font.size / 16, 1))
        strokePath(boxes, style: style, paint: text.paint, transform: transform, clip: clip, into: &target)
    }

    /// The colour to blend cached glyph masks with, or nil when `text` is drawn from its
    /// outlines: a paint other than a solid colour, or a transform that rotates, skews,
    /// flips, scales x and y apart or makes the glyphs too large for the cache.
    private func cachedGlyphColor(_ text: TextNode, transform: CGAffineTransform) -> PremultipliedColor? {
        guard transform.b == 0, transform.c == 0, transform.a == transform.d, transform.a > 0,
              transform.tx.isFinite, transform.ty.isFinite,
              text.font.size * transform.a <= GlyphCache.maximumSize,
              case .solid(let color) = Shader(text.paint, transform: transform, opacity: 1) else { return nil }
        return color
    }

    /// Adds the cached coverage masks of `glyphs` into one mask (saturating, as the scan
    /// converter sums the areas of a path's overlapping contours) and blends it with
    /// `color` once, inside `clip`: glyphs that touch share their edge pixels as the
    /// outline path would, instead of compositing over each other.
    private func drawCachedGlyphs(_ glyphs: [PlacedGlyph], color: PremultipliedColor, transform: CGAffineTransform,
                                  clip: ClipMask?, into target: inout Layer) {
        guard color.a > 0 else { return }
        var placed: [(mask: GlyphMask, x: Int, y: Int)] = []
        placed.reserveCapacity(glyphs.count)
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for glyph in glyphs {
            let origin = glyph.origin.applying(transform)
            guard origin.x.isFinite, origin.y.isFinite, abs(origin.x) < 1e6, abs(origin.y) < 1e6 else { continue }
            let place = GlyphCache.place(origin)
            let mask = GlyphCache.shared.mask(face: glyph.face, glyphID: glyph.glyphID, size: glyph.size * transform.a,
                                              subpixelX: place.subpixelX, subpixelY: place.subpixelY)
            guard mask.width > 0 else { continue }
            let x = place.x + mask.left, y = place.y + mask.top
            placed.append((mask, x, y))
            minX = min(minX, x)
            minY = min(minY, y)
            maxX = max(maxX, x + mask.width)
            maxY = max(maxY, y + mask.height)
        }
        guard !placed.isEmpty else { return }
        let rows = (minY..<maxY).clamped(to: clip?.rows ?? 0..<height)
        let columns = (minX..<maxX).clamped(to: clip?.columns ?? 0..<width)
        guard !rows.isEmpty, !columns.isEmpty else { return }
        let stride = columns.count
        textMask.removeAll(keepingCapacity: true)
        textMask.append(contentsOf: repeatElement(0, count: rows.count * stride))
        textMask.withUnsafeMutableBufferPointer { sum in
            for (mask, x0, y0) in placed {
                let maskRows = (y0..<(y0 + mask.height)).clamped(to: rows)
                let maskColumns = (x0..<(x0 + mask.width)).clamped(to: columns)
                guard !maskRows.isEmpty, !maskColumns.isEmpty else { continue }
                mask.coverage.withUnsafeBufferPointer { coverage in
                    for y in maskRows {
                        let source = (y - y0) * mask.width - x0, target = (y - rows.lowerBound) * stride - columns.lowerBound
                        for x in maskColumns {
                            sum[target + x] = UInt8(min(UInt16(sum[target + x]) + UInt16(coverage[source + x]), 255))
                        }
                    }
                }
            }
        }
        let width = self.width
        shadedRow.withUnsafeMutableBufferPointer { rowCoverage in
        target.pixmap.data.withUnsafeMutableBufferPointer { pixels in
        textMask.withUnsafeBufferPointer { sum in
            guard let rowCoverage = rowCoverage.baseAddress, let pixels = pixels.baseAddress,
                  let sum = sum.baseAddress else { return }
            let words = converter.coverageWords.table(for: color)
            withMask(clip) { clipMask in
                for y in rows {
                    // The mask's row, placed at its columns, as the scan converter hands rows over.
                    (rowCoverage + columns.lowerBound).update(from: sum + (y - rows.lowerBound) * stride, count: stride)
                    SourceOver.blendSolid(color, words: words, into: pixels + 4 * width * y, columns: columns,
                                          coverage: rowCoverage, mask: clipMask.map { $0 + width * y })
                }
            }
        }
        }
        }
        target.markDrawn(y: rows.lowerBound, columns: columns)
        target.markDrawn(y: rows.upperBound - 1, columns: columns)
    }

    // MARK: - Fills and strokes

    private func fillPath(_ path: Path, rule: FillRule, paint: Paint, transform: CGAffineTransform,
                          clip: ClipMask?, into target: inout Layer) {
        let shader = Shader(paint, transform: transform, opacity: 1)
        guard !path.isEmpty, !shader.isInvisible else { return }
        if fastPaths, case .solid(let color) = shader {
            if let rect = DeviceRect(filling: path, transform: transform) {
                return fillRect(rect, color: color, clip: clip, into: &target)
            }
            if clip == nil {
                // One convex or simple contour (a sector, a disc, a donut's sector) skips the
                // converter's per-pixel sums.
                edges.removeAll()
                var contours = 0, convex = false
                forEachDevicePolyline(path, transform: transform) { points in
                    contours += 1
                    if contours == 1 { convex = ConvexFiller.isConvex(points) || ConvexFiller.isSimple(points) }
                    edges.addPolygon(points)
                }
                if contours == 1 && convex {
                    return convexFiller.fill(edges, evenOdd: rule == .evenOdd, color: color, into: &target)
                }
                return paintEdges(rule: rule, shader: shader, clip: clip, into: &target)
            }
        }
        edges.removeAll()
        addFillEdges(path, transform: transform)
        paintEdges(rule: rule, shader: shader, clip: clip, into: &target)
    }

    private func strokePath(_ path: Path, style: StrokeStyle, paint: Paint, transform: CGAffineTransform,
                            clip: ClipMask?, into target: inout Layer) {
        guard !path.isEmpty,
              let geometry = StrokeGeometry(style: style, transform: transform,
                                            canvas: CGSize(width: width, height: height)) else { return }
        let shader = Shader(paint, transform: transform, opacity: geometry.opacity)
        guard !shader.isInvisible else { return }
        if fastPaths, case .solid(let color) = shader,
           DeviceRect.stroking(path, style: style, geometry: geometry, transform: transform, into: &strokeRects) {
            for rect in strokeRects { fillRect(rect, color: color, clip: clip, into: &target) }
            return
        }
        if fastPaths, DenseStroke.takes(path, geometry: geometry),
           paintDense(path, style: style, geometry: geometry, shader: shader, clip: clip, into: &target) {
            return
        }
        edges.removeAll()
        edges.reserveCapacity(3 * path.points.count)
        geometry.outline(of: path, style: style, into: &edges, buffers: scratch.strokeBuffers)
        paintEdges(rule: .nonZero, shader: shader, clip: clip, into: &target)
    }

    /// Strokes a path of many points as the union of its pieces (``DenseStroke``): on two
    /// threads, each with its own grid and run of bands, when there is enough work.
    /// - Returns: `false`, having drawn nothing, when the pieces would list too many band entries.
    private func paintDense(_ path: Path, style: StrokeStyle, geometry: StrokeGeometry, shader: Shader,
                            clip: ClipMask?, into target: inout Layer) -> Bool {
        let rows = clip?.rows ?? 0..<height
        let columns = clip?.columns ?? 0..<width
        guard !rows.isEmpty, !columns.isEmpty else { return true }
        let dense = scratch.denseStroke
        guard dense.prepare(path, style: style, geometry: geometry, rows: rows, columns: columns) else { return false }
        let bands = ScenePainter.split(dense)
        var drawn: [(rows: Range<Int>, columns: Range<Int>)] = []
        target.pixmap.data.withUnsafeMutableBufferPointer { pixels in
            guard let pixels = pixels.baseAddress else { return }
            withMask(clip) { mask in
                let grids = [scratch.sampleGrid(0), bands.count > 1 ? scratch.sampleGrid(1) : scratch.sampleGrid(0)]
                let words = [converter.coverageWords, bands.count > 1 ? scratch.bandConverter.coverageWords : converter.coverageWords]
                let width = self.width
                nonisolated(unsafe) let (sharedPixels, sharedMask) = (pixels, mask)
                let paint = { (k: Int, shaded: UnsafeMutablePointer<UInt8>) in
                    ScenePainter.paintBand(words[k], width: width, shader: shader, columns: columns, mask: sharedMask,
                                           shaded: shaded, into: sharedPixels) { body in
                        dense.draw(bands: bands[k], on: grids[k], rows: rows, body)
                    }
                }
                if bands.count == 1 {
                    drawn = [shadedRow.withUnsafeMutableBufferPointer { paint(0, $0.baseAddress!) }]
                } else {
                    drawn = concurrentMap(bands.count) { k in
                        var shaded = [UInt8](repeating: 0, count: width * 4)
                        return shaded.withUnsafeMutableBufferPointer { paint(k, $0.baseAddress!) }
                    }
                }
            }
        }
        markDrawn(drawn, in: &target)
        return true
    }

    /// The dense stroke's bands as one run, or two with about as much work each when there
    /// is enough for two processors.
    static func split(_ dense: DenseStroke) -> [Range<Int>] {
        let count = dense.bandCount, total = dense.work(before: count)
        guard count >= 2, total >= denseBandedWork, processorCount > 1 else { return [0..<count] }
        var split = 1
        while split < count - 1, 2 * dense.work(before: split) < total { split += 1 }
        return [0..<split, split..<count]
    }

    /// Units (segments with their joins, counted in each band they reach) below which a
    /// dense stroke stays on one thread.
    @TaskLocal static var denseBandedWork = 1_024

    /// Adds the edges of `path` (each subpath closed) in device space.
    private func addFillEdges(_ path: Path, transform: CGAffineTransform) {
        forEachDevicePolyline(path, transform: transform) { points in
            edges.addPolygon(points)
        }
    }

    /// Calls `body` with each subpath of `path` in device space, curves flattened to
    /// ``StrokeGeometry/deviceTolerance``: an untransformed path of lines as slices of
    /// its own points, anything else built in one buffer kept from fill to fill (a
    /// scatter's thousands of circles allocate nothing).
    private func forEachDevicePolyline(_ path: Path, transform: CGAffineTransform,
                                       _ body: (ArraySlice<CGPoint>) -> Void) {
        let tolerance = StrokeGeometry.deviceTolerance
        if transform.isIdentity && !path.verbs.contains(where: { $0 == .quadCurve || $0 == .curve }) {
            path.forEachPolyline(tolerance: tolerance, transform: transform) { points, _ in body(points) }
            return
        }
        var buffer = flatPoints
        flatPoints = []
        path.forEachFlattenedSubpath(tolerance: tolerance, transform: transform, buffer: &buffer) { points, _ in
            body(points)
        }
        flatPoints = buffer
    }

    /// Scan-converts the current edges and blends `shader` through the coverage: on two
    /// threads, each with its own converter and band of rows, when the edges cross enough
    /// rows to be worth it (a line chart's stroke), else on this one.
    private func paintEdges(rule: FillRule, shader: Shader, clip: ClipMask?, into target: inout Layer) {
        guard !edges.isEmpty else { return }
        let rows = clip?.rows ?? 0..<height
        let columns = clip?.columns ?? 0..<width
        let bands = ScenePainter.bands(of: edges, rows: rows)
        var drawn: [(rows: Range<Int>, columns: Range<Int>)] = []
        target.pixmap.data.withUnsafeMutableBufferPointer { pixels in
            guard let pixels = pixels.baseAddress else { return }
            withMask(clip) { mask in
                if bands.count == 1 {
                    drawn = [shadedRow.withUnsafeMutableBufferPointer { shaded in
                        ScenePainter.paintBand(converter.coverageWords, width: self.width, shader: shader,
                                               columns: columns, mask: mask, shaded: shaded.baseAddress!,
                                               into: pixels) { body in
                            converter.fill(self.edges, rule: rule, rows: rows, body)
                        }
                    }]
                    return
                }
                // Each band reads the edges and writes its own rows of pixels, its own
                // converter's buffers and its own row of shaded colour.
                let converters = [converter, scratch.bandConverter]
                let edges = self.edges, width = self.width
                nonisolated(unsafe) let (sharedPixels, sharedMask) = (pixels, mask)
                drawn = concurrentMap(bands.count) { k in
                    var shaded = [UInt8](repeating: 0, count: width * 4)
                    return shaded.withUnsafeMutableBufferPointer { shaded in
                        ScenePainter.paintBand(converters[k].coverageWords, width: width, shader: shader,
                                               columns: columns, mask: sharedMask, shaded: shaded.baseAddress!,
                                               into: sharedPixels) { body in
                            converters[k].fill(edges, rule: rule, rows: bands[k], body)
                        }
                    }
                }
            }
        }
        markDrawn(drawn, in: &target)
    }

    /// Marks the first and last rows of each band drawn.
    private func markDrawn(_ drawn: [(rows: Range<Int>, columns: Range<Int>)], in target: inout Layer) {
        for band in drawn where !band.rows.isEmpty {
            target.markDrawn(y: band.rows.lowerBound, columns: band.columns)
            target.markDrawn(y: band.rows.upperBound - 1, columns: band.columns)
        }
    }

    /// Blends `shader` through the coverage rows that `fill` hands its body (a scan
    /// converter's, a dense stroke's); returns the rows and columns it drew (empty when none).
    private static func paintBand(_ coverageWords: CoverageWords, width: Int, shader: Shader, columns: Range<Int>,
                                  mask: UnsafePointer<UInt8>?, shaded: UnsafeMutablePointer<UInt8>,
                                  into pixels: UnsafeMutablePointer<UInt8>,
                                  fill: ((_ y: Int, _ columns: Range<Int>, _ coverage: UnsafePointer<UInt8>) -> Void) -> Void)
        -> (rows: Range<Int>, columns: Range<Int>) {
        var drawnRows = 0..<0, drawnColumns = 0..<0
        let words: UnsafeMutablePointer<UInt64>?
        if case .solid(let color) = shader { words = coverageWords.table(for: color) } else { words = nil }
        fill { y, span, coverage in
            let span = span.clamped(to: columns)
            guard !span.isEmpty else { return }
            let row = pixels + 4 * width * y
            let maskRow = mask.map { $0 + width * y }
            switch shader {
            case .solid(let color):
                SourceOver.blendSolid(color, words: words ?? coverageWords.table(for: color), into: row,
                                      columns: span, coverage: coverage, mask: maskRow)
            case .gradient(let gradient):
                gradient.shade(y: y, columns: span, into: shaded)
                SourceOver.blendRow(shaded, into: row, columns: span, coverage: coverage, mask: maskRow)
            }
            if drawnRows.isEmpty {
                drawnRows = y..<(y + 1)
                drawnColumns = span
            } else {
                drawnRows = drawnRows.lowerBound..<(y + 1)
                drawnColumns = min(span.lowerBound, drawnColumns.lowerBound)
                    ..< max(span.upperBound, drawnColumns.upperBound)
            }
        }
        return (drawnRows, drawnColumns)
    }

    /// Edge-rows (an edge counted once for each row it crosses) below which a fill stays
    /// on one thread. An edge-row costs about 20 ns and handing a band to the other thread
    /// some 30 µs, so below a few thousand the split gains little (line_1e3's stroke is
    /// about 22,000: 1.05 → 0.60 ms of raster). Tests set it to compare banded fills with
    /// unbanded ones.
    @TaskLocal static var bandedWork = 4_096

    /// `rows` as one band, or as two with about as many edge-rows each when the edges
    /// cross at least ``bandedWork`` rows in all and there are two processors.
    static func bands(of edges: EdgeList, rows: Range<Int>) -> [Range<Int>] {
        let first = max(rows.lowerBound, Int(edges.minY.rounded(.down)))
        let end = min(rows.upperBound, Int(edges.maxY.rounded(.up)))
        guard end - first >= 32, edges.count >= 256, processorCount > 1 else { return [rows] }
        let bandedWork = ScenePainter.bandedWork
        // Edges starting in each row minus edges ending before it: a running sum gives the
        // edges crossing each row.
        var starts = [Int32](repeating: 0, count: end - first + 1)
        let base = edges.base
        var total = 0
        starts.withUnsafeMutableBufferPointer { starts in
            let rowCount = end - first, firstY = Float(first)
            for i in 0..<edges.count {
                let e = base[i]
                let top = min(max(Int(e.y0) - first, 0), rowCount)
                // ⌈y1⌉ − first clamped to the rows, without a branch (y1 − first is exact for
                // y1 ≥ first, and clamps to 0 below it either way).
                let bottom = ScanConverter.ceiling(e.y1 - firstY, within: rowCount)
                starts[top] &+= 1
                starts[bottom] &-= 1
                total &+= bottom - top
            }
        }
        guard total >= bandedWork else { return [rows] }
        var crossing = 0, done = 0
        for row in 0..<(end - first) {
            crossing += Int(starts[row])
            done += crossing
            if 2 * done >= total {
                let split = first + row + 1
                return [rows.lowerBound..<split, split..<rows.upperBound]
            }
        }
        return [rows]
    }

    private static let processorCount = ProcessInfo.processInfo.activeProcessorCount

    private func withMask(_ clip: ClipMask?, _ body: (UnsafePointer<UInt8>?) -> Void) {
        guard let clip else { return body(nil) }
        clip.data.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
