import Foundation
import OpenChartsCore

extension View {
    /// The view drawn rotated by `angle` around `anchor` (its centre by default); its
    /// place in the layout does not change, as SwiftUI's `rotationEffect(_:anchor:)`.
    /// Positive angles turn clockwise on screen.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        let radians = angle.radians.isFinite ? angle.radians : 0
        return modified { child, _ in
            TransformEffectNode(child, anchor: anchor, transform: CGAffineTransform(rotationAngle: CGFloat(radians)))
        }
    }

    /// The view drawn scaled by `scale` around `anchor`, as SwiftUI's `scaleEffect(_:anchor:)`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// The view drawn scaled by `scale.width`, `scale.height` around `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }

    /// The view drawn scaled by `x`, `y` around `anchor`; non-finite factors read as 1.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        let sx = x.isFinite ? x : 1, sy = y.isFinite ? y : 1
        return modified { child, _ in
            TransformEffectNode(child, anchor: anchor, transform: CGAffineTransform(scaleX: sx, y: sy))
        }
    }

    /// The view drawn with its opacity multiplied by `opacity` (clamped to 0…1).
    public func opacity(_ opacity: Double) -> some View {
        modified { child, _ in GroupEffectNode(child, opacity: opacity) }
    }

    /// The view drawn above (higher values) or below its siblings, as SwiftUI's `zIndex(_:)`.
    public func zIndex(_ value: Double) -> some View {
        modified { child, _ in
            child.zIndex = value.isFinite ? value : 0
            return child
        }
    }

    /// The view offered space in a stack before views of lower priority.
    public func layoutPriority(_ value: Double) -> some View {
        modified { child, _ in
            child.layoutPriority = value.isFinite ? value : 0
            return child
        }
    }
}

/// Draws the child through a transform about an anchor point of its frame.
final class TransformEffectNode: WrapperNode {
    let anchor: UnitPoint
    let transform: CGAffineTransform

    init(_ child: LayoutNode, anchor: UnitPoint, transform: CGAffineTransform) {
        self.anchor = anchor
        self.transform = transform
        super.init(child)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let pivot = anchor.point(in: rect)
        let effect = CGAffineTransform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(transform)
            .concatenating(CGAffineTransform(translationX: pivot.x, y: pivot.y))
        var inner = context
        inner.toGlobal = effect.concatenating(context.toGlobal)
        return [.group(GroupNode(children: child.render(in: rect, proposal: proposal, inner), transform: effect))]
    }
}

/// Draws the child as one group, with an opacity, an optional clip shape and an optional
/// effect (a shadow or a blur).
final class GroupEffectNode: WrapperNode {
    let opacity: Double
    let clip: ((CGRect) -> Path)?
    let effect: GroupEffect?

    init(_ child: LayoutNode, opacity: Double = 1, clip: ((CGRect) -> Path)? = nil, effect: GroupEffect? = nil) {
        self.opacity = opacity
        self.clip = clip
        self.effect = effect
        super.init(child)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let children = child.render(in: rect, proposal: proposal, context)
        let clipPath = clip.map { $0(CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY) }
        return [.group(GroupNode(children: children, opacity: opacity, clip: clipPath, effect: effect))]
    }
}
