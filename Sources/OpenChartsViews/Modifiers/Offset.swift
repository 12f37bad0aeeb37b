import Foundation
import OpenChartsCore

extension View {
    /// The view drawn moved by `offset`; its place in the layout does not change, as
    /// SwiftUI's `offset(_:)`.
    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// The view drawn moved by `x`, `y`; non-finite amounts read as 0.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let dx = x.isFinite ? x : 0, dy = y.isFinite ? y : 0
        return modified { child, _ in OffsetNode(child, dx: dx, dy: dy) }
    }

    /// The view centred on (`x`, `y`) in its parent's space, as SwiftUI's
    /// `position(x:y:)`: the modified view takes the whole proposal (the child's size
    /// where a side is `nil`).
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let px = x.isFinite ? x : 0, py = y.isFinite ? y : 0
        return modified { child, _ in PositionNode(child, center: CGPoint(x: px, y: py)) }
    }

    /// The view centred on `position`.
    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }
}

final class OffsetNode: WrapperNode {
    let dx: CGFloat
    let dy: CGFloat

    init(_ child: LayoutNode, dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
        super.init(child)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        child.render(in: rect.offsetBy(dx: dx, dy: dy), proposal: proposal, context)
    }
}

final class PositionNode: WrapperNode {
    let center: CGPoint

    init(_ child: LayoutNode, center: CGPoint) {
        self.center = center
        super.init(child)
        guideKeys = []
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        proposal.replacingUnspecified(by: child.size(proposal))
    }

    /// A positioned view has only its frame's default guides.
    override func explicitGuide(_ key: GuideKey, proposal: ProposedSize) -> CGFloat? { nil }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let size = child.size(proposal)
        let origin = CGPoint(x: rect.minX + center.x - size.width / 2, y: rect.minY + center.y - size.height / 2)
        return child.render(in: CGRect(origin: origin, size: size), proposal: proposal, context)
    }
}
