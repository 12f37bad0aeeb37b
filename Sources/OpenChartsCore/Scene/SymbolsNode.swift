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
    /// What every copy paints with; where copies vary (``paints``), the first of their paints.
    public var paint: Paint
    /// Copies in more than one paint, kept in their order (a point plot coloured by a
    /// category whose rows interleave): copy `i` paints with `paints.paints[paints.indices[i]]`.
    /// `nil`: every copy paints with ``paint``.
    public var paints: PaintIndices?
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

    /// Copies whose paints vary, in order: copy `i` at `positions[i]` paints with
    /// `paints[indices[i]]`. A node of one paint when they all name the same one. A copy
    /// without an index, or with one outside `paints`, paints with the first paint.
    public init(shape: Path, positions: [CGPoint], paints: [Paint], indices: [Int32], stroke: StrokeStyle? = nil,
                circleDiameter: CGFloat? = nil) {
        let (paint, varied) = PaintIndices.resolving(paints, indices: indices, count: positions.count)
        self.init(shape: shape, positions: positions, paint: paint, stroke: stroke, circleDiameter: circleDiameter)
        self.paints = varied
    }

    /// Which of ``paints`` copy `i` paints with: 0 when the copies do not vary, or when the
    /// copy has no valid index.
    @inline(__always)
    public func paintIndex(ofCopy i: Int) -> Int {
        paints?.paintIndex(of: i) ?? 0
    }

    /// The paint of copy `i`.
    @inline(__always)
    public func paint(ofCopy i: Int) -> Paint {
        guard let paints else { return paint }
        return paints.paints[paintIndex(ofCopy: i)]
    }

    /// Whether a copy of this node paints as a copy of `other` does (positions aside); never
    /// for a node whose copies vary in paint.
    public func drawsLike(_ other: SymbolsNode) -> Bool {
        paints == nil && other.paints == nil && paint == other.paint && hasSymbol(of: other)
    }

    /// Whether a copy of this node has the shape of a copy of `other`, whatever their paints:
    /// the same outline, stroke and dot.
    public func hasSymbol(of other: SymbolsNode) -> Bool {
        stroke == other.stroke && circleDiameter == other.circleDiameter && shape == other.shape
    }

    /// The node as runs of consecutive copies in one paint, in order: itself when every copy
    /// shares one. What a backend that paints a node in one paint draws of it, run by run.
    /// - Complexity: O(n) in the copies.
    public func runs() -> [SymbolsNode] {
        guard let paints else { return [self] }
        return paints.runs(count: positions.count).map { run in
            SymbolsNode(shape: shape, positions: Array(positions[run.items]), paint: paints.paints[run.paint],
                        stroke: stroke, circleDiameter: circleDiameter)
        }
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

    /// The copies as nodes of one paint each, drawn one after another, for a backend that
    /// paints a node in one paint (SVG: a path; PDF: a form): what the copies draw in order,
    /// in far fewer nodes than ``runs()`` where paints interleave. The copies are put in
    /// ``CopyLayers`` by paint, each a square of ``copyHalfWidth`` around its position. Copies
    /// of one paint keep their order within a node; one that moves past another of its paint
    /// paints the same colour, so overlapping edges can differ by rounding alone. Copies at
    /// positions that are not finite draw nothing and are left out.
    /// - Complexity: O(n + m log m) for n copies in m nodes.
    public func layers() -> [SymbolsNode] {
        guard let varied = paints else { return [self] }
        guard let groups = CopyLayers.groups(positions: positions, half: copyHalfWidth, kind: varied.indices,
                                             kinds: varied.paints.count, element: { positions[$0] }) else { return runs() }
        return groups.map { group in
            SymbolsNode(shape: shape, positions: group.elements, paint: varied.paints[group.kind], stroke: stroke,
                        circleDiameter: circleDiameter)
        }
    }

    /// Half the side of a square around a copy's anchor that holds all it paints, and a unit
    /// more for anti-aliasing.
    public var copyHalfWidth: CGFloat {
        let box = shape.boundingRect
        let pad = stroke.map { $0.lineWidth / 2 * max(1, $0.miterLimit) } ?? 0
        return max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY), (circleDiameter ?? 0) / 2) + pad + 0.5
    }

    /// One fill or stroke node per finite position, each the shape moved there.
    /// - Complexity: O(n · s) for n positions and a shape of s points.
    public func expanded() -> [SceneNode] {
        positions.indices.compactMap { i in
            let p = positions[i]
            guard p.x.isFinite, p.y.isFinite else { return nil }
            let path = shape.offsetBy(dx: p.x, dy: p.y)
            if let stroke { return .stroke(StrokeNode(path: path, paint: paint(ofCopy: i), style: stroke)) }
            return .fill(FillNode(path: path, paint: paint(ofCopy: i)))
        }
    }
}
