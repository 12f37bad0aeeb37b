import Foundation
import OpenChartsCore

/// A plot's rectangles (bars, cells, rules drawn as rectangles) gathered in drawing order
/// into as few nodes as keep that order: consecutive rectangles in solid colours join one
/// ``RectanglesNode`` whose paints vary as theirs do, so rows of interleaved colours cost
/// one node, not a node a run; any other node (a gradient's or a rounded bar's fill, a
/// rule that is no rectangle) goes between them where its row comes.
struct RectangleNodes {
    private(set) var nodes: [SceneNode] = []
    private var rects: [CGRect] = []
    private var indices: [Int32] = []
    private var palette = PaintPalette()
    /// The colour looked up last, and its index: rows styled one by one (a key path) come
    /// in runs of one colour, each then one comparison rather than a hashed look-up.
    private var lastColor: (color: Color, index: Int32)?

    init(capacity: Int = 0) {
        rects.reserveCapacity(capacity)
        indices.reserveCapacity(capacity)
    }

    /// The index of `color` among the builder's paints, for ``add(_:color:)``.
    mutating func index(of color: Color) -> Int32 {
        if let lastColor, lastColor.color == color { return lastColor.index }
        let index = palette.index(of: .color(color))
        lastColor = (color, index)
        return index
    }

    /// Adds `rect` in the colour of index `color` (see ``index(of:)``).
    mutating func add(_ rect: CGRect, color: Int32) {
        rects.append(rect)
        indices.append(color)
    }

    /// Adds a node drawn between the rectangles before it and those after.
    mutating func add(_ node: SceneNode) {
        flush()
        nodes.append(node)
    }

    /// The nodes, in order.
    mutating func finish() -> [SceneNode] {
        flush()
        return nodes
    }

    private mutating func flush() {
        guard !rects.isEmpty else { return }
        nodes.append(.rectangles(RectanglesNode(rects: rects, paints: palette.paints, indices: indices)))
        rects.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }
}
