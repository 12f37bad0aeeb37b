import Foundation
import OpenChartsCore

/// Draws a ``Scene`` into a ``Pixmap``: anti-aliased with exact-area coverage, in Swift alone.
///
/// ```swift
/// let pixmap = try SceneRasterizer(scale: 2).render(scene)   // @2x
/// ```
///
/// Transforms concatenate down groups; a group with opacity below 1 is drawn into an
/// offscreen layer composited once, so overlapping children do not darken each other;
/// clips intersect. Text is drawn through `textOutliner` and skipped without one.
/// Non-finite coordinates are dropped and huge ones clipped, so no input hangs or
/// allocates without bound.
public struct SceneRasterizer: Sendable {
    /// Pixels per point: 2 draws the whole scene at @2x.
    public var scale: CGFloat
    /// Turns text into outlines; `nil` skips text.
    public var textOutliner: (any TextOutliner)?
    /// The largest canvas accepted.
    public var limits: RasterLimits
    /// Whether rectangles skip scan conversion; off only in tests comparing the two.
    var fastPaths = true

    /// A rasterizer drawing at `scale` pixels per point, text through `textOutliner`
    /// (skipped when `nil`), refusing canvases over `limits`.
    public init(scale: CGFloat = 1, textOutliner: (any TextOutliner)? = nil, limits: RasterLimits = RasterLimits()) {
        self.scale = scale
        self.textOutliner = textOutliner
        self.limits = limits
    }

    /// The scene's pixels, premultiplied RGBA8, `ceil(size × scale)` pixels large.
    /// - Throws: ``RasterError`` for a size or scale that is not positive and finite, or
    ///   a canvas over ``limits``.
    /// - Complexity: O(canvas area + path points + covered pixels).
    public func render(_ scene: Scene) throws -> Pixmap {
        let (width, height) = try limits.pixelSize(of: scene.size, scale: scale)
        let transform = CGAffineTransform(scaleX: scale, y: scale)
        var nodes = scene.nodes
        var background = scene.background.map { PremultipliedColor($0, opacity: 1) }
        if fastPaths, let opaque = Self.opaqueBackdrop(nodes.first, transform: transform, width: width, height: height) {
            background = opaque
            nodes.removeFirst()
        }
        // The background is written once, a word a pixel, instead of cleared and then painted.
        var pixmap = background.map { Pixmap(width: width, height: height, filledWith: $0) } ?? Pixmap(width: width, height: height)
        let bands = Self.bands(width: width, height: height)
        let (outliner, fastPaths) = (textOutliner, self.fastPaths)
        pixmap.data.withUnsafeMutableBufferPointer { buffer in
            guard let pixels = buffer.baseAddress else { return }
            if bands.count == 1 {
                var target = Layer(pixels: pixels, width: width, height: height, band: 0..<height)
                ScenePainter(width: width, height: height, textOutliner: outliner, fastPaths: fastPaths)
                    .draw(nodes, transform: transform, clip: nil, into: &target)
                return
            }
            // Each painter walks the whole scene and draws the rows of its own band: the bytes
            // it writes are no other painter's, and every fill draws a row alike whichever
            // rows it is asked for, so the pixels are those of one painter.
            nonisolated(unsafe) let shared = pixels
            _ = concurrentMap(bands.count) { k in
                var target = Layer(pixels: shared, width: width, height: height, band: bands[k])
                ScenePainter(width: width, height: height, textOutliner: outliner, fastPaths: fastPaths, splitsFills: false)
                    .draw(nodes, transform: transform, clip: nil, into: &target)
            }
        }
        return pixmap
    }

    /// Canvases with fewer pixels than this are painted on one thread: handing a band to
    /// another costs some 30 µs, more than a small canvas takes to paint.
    static let bandedPixels = 1 << 17

    /// A number of bands to paint every canvas in, whatever its size and the processors;
    /// tests set it to compare scenes painted in bands with scenes painted whole.
    @TaskLocal static var forcedBands: Int?

    /// The canvas's rows as one band, or as two halves when there are two processors and
    /// at least ``bandedPixels`` pixels. Both halves repeat the scene's walk (stroking,
    /// glyph lookup, each symbol's position) but split its pixels; a fill crossing many
    /// rows (a dense line's stroke) is then not split again (``ScenePainter/splitsFills``).
    static func bands(width: Int, height: Int) -> [Range<Int>] {
        var count = processorCount > 1 && height >= 64 && width * height >= bandedPixels ? 2 : 1
        if let forcedBands { count = min(max(forcedBands, 1), max(height, 1)) }
        return (0..<count).map { k in (height * k / count)..<(height * (k + 1) / count) }
    }

    private static let processorCount = ProcessInfo.processInfo.activeProcessorCount

    /// The colour of `node` when it paints every pixel of the canvas opaque in one colour: a
    /// view's `.background(Color.white)`, the first node of its scene. Painted first, it leaves
    /// exactly the pixels of a canvas filled with that colour, so the canvas starts so filled
    /// and the node is not drawn: one write of the frame instead of a clear and a fill.
    static func opaqueBackdrop(_ node: SceneNode?, transform: CGAffineTransform, width: Int, height: Int) -> PremultipliedColor? {
        guard case .fill(let fill)? = node, case .solid(let color) = Shader(fill.paint, transform: transform, opacity: 1),
              color.a == 255, let rect = DeviceRect(filling: fill.path, transform: transform),
              rect.minX <= 0, rect.minY <= 0, rect.maxX >= Double(width), rect.maxY >= Double(height) else { return nil }
        return color
    }
}
