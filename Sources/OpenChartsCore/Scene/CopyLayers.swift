import Foundation

/// Copies drawn in order, each of a kind (a paint, a symbol), put in layers so that copies
/// of one kind can be drawn together (one path, one form, one node) with the picture of the
/// copies drawn in turn.
///
/// Only copies of different kinds that come near each other need their order: each copy
/// goes one layer above any earlier copy of another kind whose box, a square of the given
/// half-width around its position, it may touch (tested by cells of a grid, which may put a
/// copy higher than it needs, never lower). Within a layer no two copies of different kinds
/// touch, so each kind's copies there are one group, in order. Copies at positions that are
/// not finite are left out.
public enum CopyLayers {
    /// The groups of the copies at `positions`, each a square of half-width `half` around
    /// its position, copy `i` of kind `kind[i]` in `0..<kinds` (a missing kind, or one
    /// outside that range, reads as 0): each group a layer's copies of one kind, in order, as
    /// `element(i)` gives them, in the order to draw the groups. Copies of one kind commute
    /// (one paint): a copy may go below one of its kind it touches. With `ordered`, they do
    /// not (copies of one symbol in several paints, drawn in order within a group): a copy
    /// goes in the layer of any of its kind it touches, or above. Nil when the copies spread
    /// over too many cells to hold (millions) or `half` is not a positive finite number.
    /// - Complexity: O(n + m log m) for n copies in m groups (nine cells looked at a copy).
    @inlinable
    public static func groups<Element>(positions: [CGPoint], half: CGFloat, kind: [Int32], kinds: Int, ordered: Bool = false,
                                       element: (Int) -> Element) -> [(kind: Int, elements: [Element])]? {
        guard half.isFinite, half > 0 else { return nil }
        var (minX, maxX, minY, maxY) = (CGFloat.infinity, -CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity)
        for p in positions where p.x.isFinite && p.y.isFinite {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard minX <= maxX else { return [] }
        // Copies in cells two apart are more than two half-widths apart on one axis.
        let cell = 2 * half
        let columns = ((maxX - minX) / cell).rounded(.down) + 3, rows = ((maxY - minY) / cell).rounded(.down) + 3
        guard columns * rows <= 4_000_000 else { return nil }
        let width = Int(columns)
        // Each cell's highest layer (`top`, of kind `topKind`) and the highest of any other
        // kind (`under`); one above `top`, or above `under` for `topKind`'s copies, is above
        // every copy of another kind there. Layers are kept plus one (0: none).
        var top = [Int32](repeating: 0, count: width * Int(rows))
        var topKind = [Int32](repeating: -1, count: top.count)
        var under = top
        // Each layer's group of each kind, as an index plus one into `groups`.
        var groupOf: [Int32] = []
        var slots: [Int: Int] = [:]
        var groups: [(layer: Int, first: Int, elements: [Element], kind: Int)] = []
        for i in positions.indices {
            let p = positions[i]
            guard p.x.isFinite, p.y.isFinite else { continue }
            let k = i < kind.count && kind[i] >= 0 && kind[i] < kinds ? kind[i] : 0
            let cx = Int((p.x - minX) / cell) + 1, cy = Int((p.y - minY) / cell) + 1
            var layer: Int32 = 0
            for y in cy - 1...cy + 1 {
                for x in cx - 1...cx + 1 {
                    let c = y * width + x
                    // A cell's copies of kind k are at most at `top - 1` when it is their top.
                    layer = max(layer, topKind[c] != k ? top[c] : ordered ? max(under[c], top[c] - 1) : under[c])
                }
            }
            // `layer` is the new copy's: one above the highest copy of another kind around it
            // (the cells keep layers plus one). Its cell now holds `layer + 1` for kind `k`.
            let c = cy * width + cx
            if topKind[c] == k {
                top[c] = max(top[c], layer + 1)
            } else if layer + 1 > top[c] {
                under[c] = max(under[c], top[c])
                top[c] = layer + 1
                topKind[c] = k
            } else {
                under[c] = max(under[c], layer + 1)
            }
            let index = Int(layer) * kinds + Int(k)
            let known: Int?
            if kinds <= 64 {
                if index >= groupOf.count { groupOf += repeatElement(0, count: max(index + 1 - groupOf.count, groupOf.count)) }
                known = groupOf[index] > 0 ? Int(groupOf[index]) - 1 : nil
                if known == nil { groupOf[index] = Int32(groups.count + 1) }
            } else {
                known = slots[index]
                if known == nil { slots[index] = groups.count }
            }
            if let known {
                groups[known].elements.append(element(i))
            } else {
                groups.append((Int(layer), i, [element(i)], Int(k)))
            }
        }
        groups.sort { ($0.layer, $0.first) < ($1.layer, $1.first) }
        return groups.map { ($0.kind, $0.elements) }
    }
}
