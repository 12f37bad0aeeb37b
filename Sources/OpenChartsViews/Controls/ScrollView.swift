import Foundation
import OpenChartsCore

/// Scrollable content, as SwiftUI's `ScrollView`, drawn scrolled to its start.
///
/// Along the scroll axes the content is asked for its ideal size (it may be longer than
/// the view); across them it is offered the proposal. The view takes the space proposed
/// (its content's size where a side is `nil`) and clips the content to it, showing the
/// top-leading part. There are no scroll indicators in a still image.
public struct ScrollView<Content: View>: View, PrimitiveView {
    /// The axes the content scrolls along.
    public var axes: Axis.Set
    /// Kept for SwiftUI compatibility: a still image shows no indicators.
    public var showsIndicators: Bool
    /// What scrolls.
    public var content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        var inner = environment
        // Views in a scroll view stack along its axis, as in an implicit VStack or HStack.
        inner.stackAxis = axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical
        let children = OpenChartsViews.makeNodes(content, inner)
        let stacked: LayoutNode = children.count == 1 ? children[0]
            : StackNode(axis: inner.stackAxis ?? .vertical, children: children, spacing: nil,
                        crossGuide: inner.stackAxis == .horizontal ? VerticalAlignment.center.guide : HorizontalAlignment.center.guide)
        return [ScrollNode(content: stacked, axes: axes)]
    }
}

final class ScrollNode: LayoutNode {
    let content: LayoutNode
    let axes: Axis.Set

    init(content: LayoutNode, axes: Axis.Set) {
        self.content = content
        self.axes = axes
    }

    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                     height: axes.contains(.vertical) ? nil : proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        proposal.replacingUnspecified(by: content.size(contentProposal(proposal)))
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let inner = contentProposal(proposal)
        let size = content.size(inner)
        // Content shorter than the view is centred across the scroll axes, as in SwiftUI.
        let origin = CGPoint(x: axes.contains(.horizontal) ? rect.minX : rect.minX + (rect.width - size.width) / 2,
                             y: axes.contains(.vertical) ? rect.minY : rect.minY + (rect.height - size.height) / 2)
        let children = content.render(in: CGRect(origin: origin, size: size), proposal: inner, context)
        return [.group(GroupNode(children: children, clip: Path(rect)))]
    }
}
