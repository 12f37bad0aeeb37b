import Foundation
import OpenChartsCore

/// Views on top of one another, as SwiftUI's `ZStack`: each is offered the whole
/// proposal, the stack is as big as the biggest, and each is placed by `alignment`.
/// Later views draw on top unless `.zIndex` says otherwise.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        var inner = environment
        inner.stackAxis = nil
        return [ZStackNode(children: OpenChartsViews.makeNodes(content, inner), alignment: alignment)]
    }
}

/// Lays children over each other.
final class ZStackNode: LayoutNode {
    let children: [LayoutNode]
    let alignment: Alignment

    init(children: [LayoutNode], alignment: Alignment) {
        self.children = children
        self.alignment = alignment
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        let sizes = children.map { $0.size(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let rects = children.map { child in
            let size = child.size(proposal)
            return CGRect(origin: alignment.origin(of: size, in: rect), size: size)
        }
        return renderInZOrder(children, rects: rects, proposals: Array(repeating: proposal, count: children.count), context)
    }
}
