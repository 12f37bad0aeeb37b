import Foundation
import OpenChartsCore

extension View {
    /// Groups the view's drawing under a label that assistive technology reads (the
    /// SVG writer emits it as `aria-label`).
    public func accessibilityLabel(_ label: Text) -> some View {
        accessibilityLabel(label.string)
    }

    /// Groups the view's drawing under a label that assistive technology reads.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        let label = String(label)
        return modified { child, _ in AccessibilityNode(child, label: label) }
    }

    /// Keeps the view's space but draws nothing, as SwiftUI's `hidden()`.
    public func hidden() -> some View {
        modified { child, _ in HiddenNode(child) }
    }

    /// The view with a border of `width` drawn inside its frame, as SwiftUI's `border(_:width:)`.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay(Rectangle().strokeBorder(content, lineWidth: width))
    }
}

final class AccessibilityNode: WrapperNode {
    let label: String

    init(_ child: LayoutNode, label: String) {
        self.label = label
        super.init(child)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        [.group(GroupNode(children: child.render(in: rect, proposal: proposal, context), accessibilityLabel: label))]
    }
}

final class HiddenNode: WrapperNode {
    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] { [] }
}
