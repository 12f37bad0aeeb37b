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
    /// in far fewer nodes than ``runs()`` where paints interleave.
    ///
    /// Only copies of different paints that come near each other need their order: the
    /// copies are put in layers, each copy one layer above any earlier copy of another paint
    /// whose box, and a unit around it for anti-aliasing, it may touch (tested by cells of a
    /// grid, which may put a copy higher than it needs, never lower). Within a layer no two
    /// copies of different paints touch, so each paint's copies there are one node. Copies of
    /// one paint keep their order within a node; one that moves past another of its paint
    /// paints the same colour, so overlapping edges can differ by rounding alone. Copies at
    /// positions that are not finite draw nothing and are left out.
    /// - Complexity: O(n + m log m) for n copies in m nodes (nine cells looked at a copy).
    public func layers() -> [SymbolsNode] {
        guard let varied = paints else { return [self] }
        let box = shape.boundingRect
        let pad = stroke.map { $0.lineWidth / 2 * max(1, $0.miterLimit) } ?? 0
        let half = max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY), (circleDiameter ?? 0) / 2) + pad + 0.5
        var (minX, maxX, minY, maxY) = (CGFloat.infinity, -CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity)
        for p in positions where p.x.isFinite && p.y.isFinite {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard half.isFinite, half > 0, minX <= maxX else { return runs() }
        // Copies in cells two apart are more than two half-widths apart on one axis.
        let cell = 2 * half
        let columns = ((maxX - minX) / cell).rounded(.down) + 3, rows = ((maxY - minY) / cell).rounded(.down) + 3
        // A grid too large to hold (copies spread over millions of cells): run by run.
        guard columns * rows <= 4_000_000 else { return runs() }
        let width = Int(columns)
        // Each cell's highest layer (`top`, of paint `topPaint`) and the highest of any other
        // paint (`under`); one above `top`, or above `under` for `topPaint`'s copies, is
        // above every copy of another paint there. Layers are kept plus one (0: none).
        var top = [Int32](repeating: 0, count: width * Int(rows))
        var topPaint = [Int32](repeating: -1, count: top.count)
        var under = top
        // Each layer's node of each paint, as an index plus one into `nodes`.
        let paintCount = varied.paints.count
        var nodeOf: [Int32] = []
        var slots: [Int: Int] = [:]
        var nodes: [(layer: Int, first: Int, positions: [CGPoint], paint: Int)] = []
        for i in positions.indices {
            let p = positions[i]
            guard p.x.isFinite, p.y.isFinite else { continue }
            let k = Int32(paintIndex(ofCopy: i))
            let cx = Int((p.x - minX) / cell) + 1, cy = Int((p.y - minY) / cell) + 1
            var layer: Int32 = 0
            for y in cy - 1...cy + 1 {
                for x in cx - 1...cx + 1 {
                    let c = y * width + x
                    layer = max(layer, topPaint[c] == k ? under[c] : top[c])
                }
            }
            // `layer` is the new copy's: one above the highest copy of another paint around it
            // (the cells keep layers plus one). Its cell now holds `layer + 1` for paint `k`.
            let c = cy * width + cx
            if topPaint[c] == k {
                top[c] = max(top[c], layer + 1)
            } else if layer + 1 > top[c] {
                under[c] = max(under[c], top[c])
                top[c] = layer + 1
                topPaint[c] = k
            } else {
                under[c] = max(under[c], layer + 1)
            }
            let index = Int(layer) * paintCount + Int(k)
            let known: Int?
            if paintCount <= 64 {
                if index >= nodeOf.count { nodeOf += repeatElement(0, count: max(index + 1 - nodeOf.count, nodeOf.count)) }
                known = nodeOf[index] > 0 ? Int(nodeOf[index]) - 1 : nil
                if known == nil { nodeOf[index] = Int32(nodes.count + 1) }
            } else {
                known = slots[index]
                if known == nil { slots[index] = nodes.count }
            }
            if let known {
                nodes[known].positions.append(p)
            } else {
                nodes.append((Int(layer), i, [p], Int(k)))
            }
        }
        nodes.sort { ($0.layer, $0.first) < ($1.layer, $1.first) }
        return nodes.map { node in
            SymbolsNode(shape: shape, positions: node.positions, paint: varied.paints[node.paint], stroke: stroke,
                        circleDiameter: circleDiameter)
        }
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
