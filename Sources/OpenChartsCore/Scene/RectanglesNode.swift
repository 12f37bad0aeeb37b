import Foundation

/// Many rectangles: the bars of a bar plot, the rules of a large rule plot.
///
/// One node stands for what would otherwise be a fill node a rectangle (a path and a node
/// each), so a hundred thousand bars cost one array of rectangles. Backends draw it as the
/// fills of ``expanded()`` would be drawn, in order, or compactly where that is the same
/// picture (raster: a run of rectangles in one paint blended in one pass; SVG: a line a
/// rectangle).
public struct RectanglesNode: Hashable, Sendable {
    /// The rectangles, in drawing order.
    public var rects: [CGRect]
    /// What every rectangle paints with; where they vary (``paints``), the first of their paints.
    public var paint: Paint
    /// Rectangles in more than one paint, kept in their order (bars or rules coloured by a
    /// category whose rows interleave): rectangle `i` paints with
    /// `paints.paints[paints.indices[i]]`. `nil`: every rectangle paints with ``paint``.
    public var paints: PaintIndices?

    public init(rects: [CGRect], paint: Paint) {
        self.rects = rects
        self.paint = paint
    }

    /// Rectangles whose paints vary, in order: `rects[i]` paints with `paints[indices[i]]`.
    /// A node of one paint when they all name the same one. A rectangle without an index,
    /// or with one outside `paints`, paints with the first paint.
    public init(rects: [CGRect], paints: [Paint], indices: [Int32]) {
        let (paint, varied) = PaintIndices.resolving(paints, indices: indices, count: rects.count)
        self.init(rects: rects, paint: paint)
        self.paints = varied
    }

    /// The paint of rectangle `i`.
    @inline(__always)
    public func paint(ofRect i: Int) -> Paint {
        guard let paints else { return paint }
        return paints.paints[paints.paintIndex(of: i)]
    }

    /// The runs of consecutive rectangles in one paint, in order, each with that paint: the
    /// whole node when they share one. What a backend that paints in one paint at a time
    /// draws of the node, run by run.
    /// - Complexity: O(n) in the rectangles.
    public func runs() -> [(items: Range<Int>, paint: Paint)] {
        guard let paints else { return [(rects.indices, paint)] }
        return paints.runs(count: rects.count).map { ($0.items, paints.paints[$0.paint]) }
    }

    /// One fill node per rectangle with finite sides, in order.
    /// - Complexity: O(n) for n rectangles.
    public func expanded() -> [SceneNode] {
        rects.indices.compactMap { i in
            Self.isDrawn(rects[i]) ? .fill(FillNode(path: Path(rects[i]), paint: paint(ofRect: i))) : nil
        }
    }

    /// Whether `rect` is drawn: its sides are finite (a rectangle with another is skipped).
    public static func isDrawn(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }
}
