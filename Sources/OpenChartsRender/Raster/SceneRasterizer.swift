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
        // A large canvas's long strokes are scan-converted in bands on two threads.
        if width * height >= 1 << 17 { prepareConcurrentMaps() }
        let transform = CGAffineTransform(scaleX: scale, y: scale)
        var nodes = scene.nodes
        var background = scene.background.map { PremultipliedColor($0, opacity: 1) }
        if fastPaths, let opaque = Self.opaqueBackdrop(nodes.first, transform: transform, width: width, height: height) {
            background = opaque
            nodes.removeFirst()
        }
        // The background is written once, a word a pixel, instead of cleared and then painted.
        var target = background.map { Layer(width: width, height: height, filledWith: $0) } ?? Layer(width: width, height: height)
        let painter = ScenePainter(width: width, height: height, textOutliner: textOutliner, fastPaths: fastPaths)
        painter.draw(nodes, transform: transform, clip: nil, into: &target)
        return target.pixmap
    }

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
