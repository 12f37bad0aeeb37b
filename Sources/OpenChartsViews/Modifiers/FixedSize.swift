import Foundation
import OpenChartsCore

extension View {
    /// The view at its ideal size on both axes, whatever is proposed, as SwiftUI's `fixedSize()`.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// The view at its ideal size on the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modified { child, _ in FixedSizeNode(child, horizontal: horizontal, vertical: vertical) }
    }
}

final class FixedSizeNode: WrapperNode {
    let horizontal: Bool
    let vertical: Bool

    init(_ child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize { child.size(childProposal(proposal)) }

    override func explicitGuide(_ key: GuideKey, proposal: ProposedSize) -> CGFloat? {
        child.cachedGuide(key, proposal: childProposal(proposal))
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        child.render(in: rect, proposal: childProposal(proposal), context)
    }
}
