import Foundation
import OpenChartsCore

extension ScenePainter {
    /// Paints the run of nodes from `start` that are each one symbols node (bare, or alone in
    /// a group that only names it: a chart's point marks) of one shape, stroke and paint, as
    /// one node of all their copies, in order: the same pixels, stamped in one pass instead
    /// of node by node.
    /// - Returns: the index after the run, or `nil` (having drawn nothing) when fewer than two
    ///   nodes from `start` make one.
    func drawSymbolRun(_ nodes: [SceneNode], from start: Int, transform: CGAffineTransform, clip: ClipMask?,
                       into target: inout Layer) -> Int? {
        guard start + 1 < nodes.endIndex, let first = Self.runSymbols(nodes[start]),
              let second = Self.runSymbols(nodes[start + 1]), second.drawsLike(first) else { return nil }
        var run = first
        run.positions.append(contentsOf: second.positions)
        var end = start + 2
        while end < nodes.endIndex, let next = Self.runSymbols(nodes[end]), next.drawsLike(first) {
            run.positions.append(contentsOf: next.positions)
            end += 1
        }
        drawSymbols(run, transform: transform, clip: clip, into: &target)
        return end
    }

    /// The symbols `node` draws when it is a run's member: a symbols node, or a group holding
    /// only one, that changes neither the transform, the opacity nor the clip.
    private static func runSymbols(_ node: SceneNode) -> SymbolsNode? {
        switch node {
        case .symbols(let symbols):
            return symbols
        case .group(let group):
            guard group.children.count == 1, case .symbols(let symbols) = group.children[0], group.transform.isIdentity,
                  group.opacity >= 1, group.clip == nil, group.mask == nil, group.effect?.isDrawn != true else { return nil }
            return symbols
        default:
            return nil
        }
    }
}
