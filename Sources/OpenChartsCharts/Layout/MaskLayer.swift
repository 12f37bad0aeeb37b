import Foundation
import OpenChartsCore

/// One side of a `mask(content:)`: the content it masks, or the mask. Marks collected
/// inside it keep it in their style, and the scene draws the marks of both sides of one
/// mask as one group (``MaskLayer/grouping(_:in:joiningPoints:)``). A class: the marks
/// of one side share it, and a side is told apart from another by identity.
final class MaskLayer: Sendable {
    /// The side this mask is inside, nil at the chart's top.
    let parent: MaskLayer?
    /// The mask's number in the chart, the same on both of its sides.
    let mask: Int
    /// Whether the marks are the mask (drawn only as its alpha) rather than the content.
    let isMask: Bool

    init(parent: MaskLayer?, mask: Int, isMask: Bool) {
        self.parent = parent
        self.mask = mask
        self.isMask = isMask
    }

    /// Whether the marks of this side, or of any side around it, are a mask's.
    var isInsideMask: Bool { isMask || (parent?.isInsideMask ?? false) }

    /// The side right inside `outer` that holds `self`: `self` or a side around it; nil
    /// when `self` is `outer` or not inside it.
    func side(inside outer: MaskLayer?) -> MaskLayer? {
        var side = self
        while side.parent !== outer {
            guard let parent = side.parent else { return nil }
            side = parent
        }
        return side
    }

    /// The nodes drawn in `layer`, in the order given: its own nodes as they are, and the
    /// nodes of each mask inside it as one group, placed where the first of them comes,
    /// whose children are the content's nodes and whose mask is the mask's (an empty mask
    /// hides the content). With `joiningPoints`, runs of symbols nodes become one node at
    /// each level (``SymbolsNode/joiningRuns(_:)``).
    /// - Complexity: O(n · d) for n nodes inside masks nested d deep.
    static func grouping(_ nodes: [OrderedNode], in layer: MaskLayer?, joiningPoints: Bool) -> [SceneNode] {
        struct Group {
            var slot: Int
            var content: [OrderedNode] = []
            var contentLayer: MaskLayer?
            var mask: [OrderedNode] = []
            var maskLayer: MaskLayer?
        }
        var result: [SceneNode] = []
        result.reserveCapacity(nodes.count)
        var groups: [Group] = []
        var slots: [Int: Int] = [:]
        for node in nodes {
            guard let nodeLayer = node.layer, nodeLayer !== layer, let side = nodeLayer.side(inside: layer) else {
                result.append(node.node)
                continue
            }
            let index: Int
            if let known = slots[side.mask] {
                index = known
            } else {
                index = groups.count
                slots[side.mask] = index
                groups.append(Group(slot: result.count))
                // A place held for the group, filled in below.
                result.append(.group(GroupNode(children: [])))
            }
            if side.isMask {
                groups[index].mask.append(node)
                groups[index].maskLayer = side
            } else {
                groups[index].content.append(node)
                groups[index].contentLayer = side
            }
        }
        for group in groups {
            let children = grouping(group.content, in: group.contentLayer, joiningPoints: joiningPoints)
            let mask = grouping(group.mask, in: group.maskLayer, joiningPoints: joiningPoints)
            result[group.slot] = .group(GroupNode(children: children, mask: mask))
        }
        return joiningPoints ? SymbolsNode.joiningRuns(result) : result
    }
}
