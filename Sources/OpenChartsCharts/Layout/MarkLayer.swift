import Foundation
import OpenChartsCore
import OpenChartsViews

/// Marks drawn as one group: one side of a `mask(content:)` (the content it masks, or the
/// mask), or a `compositingLayer`. Marks collected inside it keep it in their style, and
/// the scene draws them as one group (``MarkLayer/grouping(_:in:joiningPoints:compositing:)``).
/// A class: the marks of one layer share it, and a layer is told apart from another by identity.
final class MarkLayer: Sendable {
    enum Kind: Sendable {
        /// The marks a mask shows.
        case maskedContent
        /// A mask's marks, drawn only as its alpha.
        case mask
        /// `compositingLayer(style:)`: the marks drawn as one picture, then as the view the
        /// style makes of it (nil: `compositingLayer()`, the picture as it is).
        case composite(CompositeStyle?)
    }

    /// The layer this one is inside, nil at the chart's top.
    let parent: MarkLayer?
    /// The layer's number in the chart, the same on both sides of a mask.
    let id: Int
    let kind: Kind

    init(parent: MarkLayer?, id: Int, kind: Kind) {
        self.parent = parent
        self.id = id
        self.kind = kind
    }

    /// Whether the marks are the mask (drawn only as its alpha) rather than the content.
    var isMask: Bool {
        if case .mask = kind { return true }
        return false
    }

    /// Whether the marks of this layer, or of any layer around it, are a mask's.
    var isInsideMask: Bool { isMask || (parent?.isInsideMask ?? false) }

    /// The layer right inside `outer` that holds `self`: `self` or a layer around it; nil
    /// when `self` is `outer` or not inside it.
    func side(inside outer: MarkLayer?) -> MarkLayer? {
        var side = self
        while side.parent !== outer {
            guard let parent = side.parent else { return nil }
            side = parent
        }
        return side
    }

    /// The nodes drawn in `layer`, in the order given: its own nodes as they are, and the
    /// nodes of each layer inside it as one group, placed where the first of them comes. A
    /// mask's group holds the content's nodes, and its mask is the mask's (an empty mask
    /// hides the content); a compositing layer's group is what `compositing` draws of its
    /// nodes. With `joiningPoints`, runs of symbols nodes become one node at each level
    /// (``SymbolsNode/joiningRuns(_:)``).
    /// - Complexity: O(n · d) for n nodes inside layers nested d deep.
    static func grouping(_ nodes: [OrderedNode], in layer: MarkLayer?, joiningPoints: Bool,
                         compositing: (CompositeStyle, [SceneNode]) -> [SceneNode]) -> [SceneNode] {
        struct Group {
            var slot: Int
            var content: [OrderedNode] = []
            var contentLayer: MarkLayer?
            var mask: [OrderedNode] = []
            var maskLayer: MarkLayer?
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
            if let known = slots[side.id] {
                index = known
            } else {
                index = groups.count
                slots[side.id] = index
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
            let children = grouping(group.content, in: group.contentLayer, joiningPoints: joiningPoints, compositing: compositing)
            if case let .composite(style)? = group.contentLayer?.kind {
                let drawn = style.map { compositing($0, children) } ?? children
                result[group.slot] = drawn.count == 1 && style != nil ? drawn[0] : .group(GroupNode(children: drawn))
                continue
            }
            let mask = grouping(group.mask, in: group.maskLayer, joiningPoints: joiningPoints, compositing: compositing)
            result[group.slot] = .group(GroupNode(children: children, mask: mask))
        }
        return joiningPoints ? SymbolsNode.joiningRuns(result) : result
    }
}

/// What `compositingLayer(style:)` makes of its marks: a view built around a placeholder
/// that draws them.
struct CompositeStyle: @unchecked Sendable {
    /// The style's view of a placeholder drawing with the closure given.
    let view: (@escaping (CGRect, RenderContext) -> [SceneNode]) -> AnyView
}
