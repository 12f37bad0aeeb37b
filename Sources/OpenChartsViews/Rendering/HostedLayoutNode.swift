import Foundation
import OpenChartsCore

/// A layout node whose answers come from closures: how modules above this one (charts)
/// take part in view layout without subclassing ``LayoutNode``.
package final class HostedLayoutNode: LayoutNode {
    let sizing: (ProposedSize) -> CGSize
    let drawing: (CGRect, ProposedSize, RenderContext) -> [SceneNode]

    /// A node that answers `sizing(proposal)` and draws with `drawing(rect, proposal, context)`.
    package init(sizing: @escaping (ProposedSize) -> CGSize,
                 drawing: @escaping (CGRect, ProposedSize, RenderContext) -> [SceneNode]) {
        self.sizing = sizing
        self.drawing = drawing
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize { sizing(proposal) }

    override package func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        drawing(rect, proposal, context)
    }
}

/// Lays `view` out in `rect`, offered its size and placed by `alignment` (as a
/// background or overlay is), and draws it.
package func renderView<V: View>(_ view: V, in rect: CGRect, alignment: Alignment = .center,
                                 environment: EnvironmentValues, context: RenderContext) -> [SceneNode] {
    var inner = environment
    inner.stackAxis = nil
    let node = singleNode(makeNodes(view, inner), alignment: alignment)
    let proposal = ProposedSize(rect.size)
    let size = node.size(proposal)
    return node.render(in: CGRect(origin: alignment.origin(of: node, proposal, in: rect), size: size),
                       proposal: proposal, context)
}

/// The size `view` answers to `proposal`.
package func sizeOfView<V: View>(_ view: V, proposal: ProposedSize, environment: EnvironmentValues) -> CGSize {
    var inner = environment
    inner.stackAxis = nil
    return singleNode(makeNodes(view, inner)).size(proposal)
}
