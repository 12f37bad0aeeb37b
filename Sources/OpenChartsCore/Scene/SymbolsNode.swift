import Foundation

/// Many copies of one shape at many places: the symbols of a large scatter plot.
///
/// One node stands for what would otherwise be a fill or stroke node per point, so a
/// hundred thousand points cost one shape and one array of positions. Backends may draw
/// it compactly (SVG: one path; raster: the shape's coverage rasterized once and stamped)
/// or, where that is simpler, as the nodes of ``expanded()``; the picture is the same.
public struct SymbolsNode: Hashable, Sendable {
    /// The symbol's outline, placed so that its anchor is at (0, 0).
    public var shape: Path
    /// Where each copy's anchor goes, in drawing order.
    public var positions: [CGPoint]
    public var paint: Paint
    /// How the shape is stroked; `nil` fills it (non-zero rule).
    public var stroke: StrokeStyle?
    /// When set, `shape` is a filled circle of this diameter centred on the anchor, which
    /// a backend may draw as a round dot (SVG: a zero-length line with round caps).
    public var circleDiameter: CGFloat?

    public init(shape: Path, positions: [CGPoint], paint: Paint, stroke: StrokeStyle? = nil,
                circleDiameter: CGFloat? = nil) {
        self.shape = shape
        self.positions = positions
        self.paint = paint
        self.stroke = stroke
        self.circleDiameter = circleDiameter
    }

    /// Whether a copy of this node paints as a copy of `other` does (positions aside).
    public func drawsLike(_ other: SymbolsNode) -> Bool {
        paint == other.paint && stroke == other.stroke && circleDiameter == other.circleDiameter && shape == other.shape
    }

    /// `nodes` with each run of consecutive symbols nodes that draw alike joined into one
    /// node of all their copies, in order: what a backend draws of it is what it draws of
    /// the nodes one by one (a painter stamps runs so already), with one node to walk
    /// instead of one a copy. For a chart's point marks drawn where no labels are read.
    /// - Complexity: O(n) in the nodes and their copies.
    public static func joiningRuns(_ nodes: [SceneNode]) -> [SceneNode] {
        var result: [SceneNode] = []
        result.reserveCapacity(nodes.count)
        var run: SymbolsNode?
        for node in nodes {
            if case .symbols(let symbols) = node {
                if let first = run, symbols.drawsLike(first) {
                    run?.positions.append(contentsOf: symbols.positions)
                    continue
                }
                if let run { result.append(.symbols(run)) }
                run = symbols
                continue
            }
            if let finished = run {
                result.append(.symbols(finished))
                run = nil
            }
            result.append(node)
        }
        if let run { result.append(.symbols(run)) }
        return result
    }

    /// One fill or stroke node per finite position, each the shape moved there.
    /// - Complexity: O(n · s) for n positions and a shape of s points.
    public func expanded() -> [SceneNode] {
        positions.compactMap { p in
            guard p.x.isFinite, p.y.isFinite else { return nil }
            let path = shape.offsetBy(dx: p.x, dy: p.y)
            if let stroke { return .stroke(StrokeNode(path: path, paint: paint, style: stroke)) }
            return .fill(FillNode(path: path, paint: paint))
        }
    }
}
