import Foundation
import OpenChartsCore

extension View {
    /// The view offered the largest (`.fit`) or smallest (`.fill`) size of ratio
    /// width / height `aspectRatio` that fits in, or covers, the proposal, as SwiftUI's
    /// `aspectRatio(_:contentMode:)`. With a `nil` ratio the view's ideal size gives it.
    /// A proposal with one side `nil` gets the other from the ratio; with both `nil` the
    /// view is asked for its ideal size. A ratio that is not finite and positive is ignored.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modified { child, _ in AspectRatioNode(child, ratio: aspectRatio, contentMode: contentMode) }
    }

    /// The view offered sizes of the ratio of `aspectRatio`'s width to its height.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil, contentMode: contentMode)
    }

    /// `aspectRatio(_:contentMode: .fit)`.
    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

    /// `aspectRatio(_:contentMode: .fill)`.
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}

final class AspectRatioNode: WrapperNode {
    let ratio: CGFloat?
    let contentMode: ContentMode

    init(_ child: LayoutNode, ratio: CGFloat?, contentMode: ContentMode) {
        self.ratio = ratio
        self.contentMode = contentMode
        super.init(child)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        let ratio: CGFloat
        if let given = self.ratio {
            ratio = given
        } else {
            let ideal = child.size(.unspecified)
            ratio = ideal.height > 0 ? ideal.width / ideal.height : .nan
        }
        guard ratio.isFinite, ratio > 0 else { return proposal }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return proposal
        case (let width?, nil):
            return ProposedSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedSize(width: height * ratio, height: height)
        case (let width?, let height?):
            // Wider than the ratio: fit keeps the height, fill keeps the width.
            let wider = width > height * ratio
            if wider == (contentMode == .fit) {
                return ProposedSize(width: height * ratio, height: height)
            }
            return ProposedSize(width: width, height: width / ratio)
        }
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize { child.size(childProposal(proposal)) }

    override func explicitGuide(_ key: GuideKey, proposal: ProposedSize) -> CGFloat? {
        child.cachedGuide(key, proposal: childProposal(proposal))
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        child.render(in: rect, proposal: childProposal(proposal), context)
    }
}
