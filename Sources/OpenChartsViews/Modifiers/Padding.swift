import Foundation
import OpenChartsCore

extension View {
    /// The view with space around it, as SwiftUI's `padding(_:_:)`: `length` points on
    /// each edge in `edges` (16 when `nil`, SwiftUI's default on iOS).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(EdgeInsets(edges, length ?? PaddingNode.defaultLength))
    }

    /// The view with `length` points of space on every edge.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// The view with the given space on each edge; non-finite insets read as 0.
    public func padding(_ insets: EdgeInsets) -> some View {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let insets = EdgeInsets(top: clean(insets.top), leading: clean(insets.leading),
                                bottom: clean(insets.bottom), trailing: clean(insets.trailing))
        return modified { child, _ in PaddingNode(child, insets: insets) }
    }
}

final class PaddingNode: WrapperNode {
    /// SwiftUI's default padding on iOS.
    static let defaultLength: CGFloat = 16

    let insets: EdgeInsets

    init(_ child: LayoutNode, insets: EdgeInsets) {
        self.insets = insets
        super.init(child)
    }

    private var horizontal: CGFloat { insets.leading + insets.trailing }
    private var vertical: CGFloat { insets.top + insets.bottom }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max($0 - horizontal, 0) },
                     height: proposal.height.map { max($0 - vertical, 0) })
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        let size = child.size(childProposal(proposal))
        return CGSize(width: size.width + horizontal, height: size.height + vertical)
    }

    override func explicitGuide(_ key: GuideKey, proposal: ProposedSize) -> CGFloat? {
        guard let value = child.cachedGuide(key, proposal: childProposal(proposal)) else { return nil }
        switch key {
        case .horizontal: return value + insets.leading
        case .vertical: return value + insets.top
        }
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let inner = childProposal(proposal)
        let size = child.size(inner)
        return child.render(in: CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
                                       width: size.width, height: size.height), proposal: inner, context)
    }
}
