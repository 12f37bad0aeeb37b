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

    /// The paint of each copy, as an index into a few paints.
    public struct PaintIndices: Hashable, Sendable {
        public var paints: [Paint]
        /// One per position, each a valid index into `paints`.
        public var indices: [Int32]

        public init(paints: [Paint], indices: [Int32]) {
            self.paints = paints
            self.indices = indices
        }
    }

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
        self.init(shape: shape, positions: positions, paint: paints.first ?? .color(.black), stroke: stroke,
                  circleDiameter: circleDiameter)
        guard paints.count > 1 else { return }
        self.paints = PaintIndices(paints: paints, indices: indices)
        let first = paintIndex(ofCopy: 0)
        if !positions.indices.contains(where: { paintIndex(ofCopy: $0) != first }) {
            self.paints = nil
            paint = paints[first]
        }
    }

    /// Which of ``paints`` copy `i` paints with: 0 when the copies do not vary, or when the
    /// copy has no valid index.
    @inline(__always)
    public func paintIndex(ofCopy i: Int) -> Int {
        guard let paints, i >= 0, i < paints.indices.count else { return 0 }
        let index = Int(paints.indices[i])
        return index >= 0 && index < paints.paints.count ? index : 0
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
        paints == nil && other.paints == nil && paint == other.paint && stroke == other.stroke
            && circleDiameter == other.circleDiameter && shape == other.shape
    }

    /// The node as runs of consecutive copies in one paint, in order: itself when every copy
    /// shares one. What a backend that paints a node in one paint draws of it, run by run.
    /// - Complexity: O(n) in the copies.
    public func runs() -> [SymbolsNode] {
        guard paints != nil else { return [self] }
        var runs: [SymbolsNode] = []
        var start = 0
        while start < positions.count {
            let index = paintIndex(ofCopy: start)
            var end = start + 1
            while end < positions.count && paintIndex(ofCopy: end) == index { end += 1 }
            runs.append(SymbolsNode(shape: shape, positions: Array(positions[start..<end]), paint: paint(ofCopy: start),
                                    stroke: stroke, circleDiameter: circleDiameter))
            start = end
        }
        return runs
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
    /// - Complexity: O(n · p) for n copies of p paints (9 cells of at most p entries each).
    public func layers() -> [SymbolsNode] {
        guard paints != nil else { return [self] }
        let box = shape.boundingRect
        let pad = stroke.map { $0.lineWidth / 2 * max(1, $0.miterLimit) } ?? 0
        let half = max(abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY), (circleDiameter ?? 0) / 2) + pad + 0.5
        guard half.isFinite, half > 0 else { return runs() }
        // Copies in cells two apart are more than two half-widths apart on one axis.
        let cell = 2 * half
        struct Entry { var paint: Int; var top: Int }
        var grid: [Int64: [Entry]] = [:]
        func key(_ x: Int32, _ y: Int32) -> Int64 { Int64(x) << 32 | Int64(UInt32(bitPattern: y)) }
        // Each node's copies, by layer and paint, and the first copy of each (for their order).
        var slots: [Int: Int] = [:]
        var nodes: [(layer: Int, first: Int, positions: [CGPoint], paint: Int)] = []
        let paintCount = paints?.paints.count ?? 1
        for i in positions.indices {
            let p = positions[i]
            guard p.x.isFinite, p.y.isFinite else { continue }
            let k = paintIndex(ofCopy: i)
            let cx = Int32(min(max((p.x / cell).rounded(.down), -2e9), 2e9))
            let cy = Int32(min(max((p.y / cell).rounded(.down), -2e9), 2e9))
            var layer = 0
            for dx: Int32 in -1...1 {
                for dy: Int32 in -1...1 {
                    for entry in grid[key(cx &+ dx, cy &+ dy)] ?? [] where entry.paint != k {
                        layer = max(layer, entry.top + 1)
                    }
                }
            }
            let here = key(cx, cy)
            if let at = grid[here]?.firstIndex(where: { $0.paint == k }) {
                grid[here]![at].top = max(grid[here]![at].top, layer)
            } else {
                grid[here, default: []].append(Entry(paint: k, top: layer))
            }
            let slotKey = layer * paintCount + k
            if let slot = slots[slotKey] {
                nodes[slot].positions.append(p)
            } else {
                slots[slotKey] = nodes.count
                nodes.append((layer, i, [p], k))
            }
        }
        nodes.sort { ($0.layer, $0.first) < ($1.layer, $1.first) }
        return nodes.map { node in
            SymbolsNode(shape: shape, positions: node.positions, paint: paints?.paints[node.paint] ?? paint, stroke: stroke,
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
