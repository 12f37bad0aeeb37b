import Foundation

/// Many rectangles in one paint: the bars of a bar plot, the rules of a large rule plot.
///
/// One node stands for what would otherwise be a fill node a rectangle (a path and a node
/// each), so a hundred thousand bars cost one array of rectangles. Backends draw it as the
/// fills of ``expanded()`` would be drawn, in order, or compactly where that is the same
/// picture (raster: a run of rectangles blended in one pass; SVG: a line a rectangle).
public struct RectanglesNode: Hashable, Sendable {
    /// The rectangles, in drawing order.
    public var rects: [CGRect]
    public var paint: Paint

    public init(rects: [CGRect], paint: Paint) {
        self.rects = rects
        self.paint = paint
    }

    /// One fill node per rectangle with finite sides, in order.
    /// - Complexity: O(n) for n rectangles.
    public func expanded() -> [SceneNode] {
        rects.compactMap { rect in Self.isDrawn(rect) ? .fill(FillNode(path: Path(rect), paint: paint)) : nil }
    }

    /// Whether `rect` is drawn: its sides are finite (a rectangle with another is skipped).
    public static func isDrawn(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }
}
