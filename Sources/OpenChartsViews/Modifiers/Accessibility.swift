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

    /// The value assistive technology reads after the view's label, as SwiftUI's
    /// `accessibilityValue(_:)`: added to the label of a labelled view ("Volume, 80 %").
    public func accessibilityValue(_ value: Text) -> some View {
        accessibilityValue(value.string)
    }

    /// The value read after the view's label, from a literal with SwiftUI's interpolations.
    public func accessibilityValue(_ key: LocalizedStringKey) -> some View {
        accessibilityValue(key.text)
    }

    /// The value read after the view's label, from a string value.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        let value = String(value)
        return modified { child, _ in AccessibilityValueNode(child, value: value) }
    }

    /// Whether assistive technology skips the view (it is still drawn), as SwiftUI's
    /// `accessibilityHidden(_:)`: the labels and roles of its drawing are left out.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modified { child, _ in hidden ? AccessibilityHiddenNode(child) : child }
    }

    /// Makes the view one element for assistive technology, as SwiftUI's
    /// `accessibilityElement(children:)`: its children unread (`.ignore`, to be labelled by
    /// the modifiers after it), read as one label (`.combine`), or kept as they are inside
    /// it (`.contain`).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modified { child, _ in AccessibilityElementNode(child, children: children) }
    }

    /// The name tests find the view by, as SwiftUI's `accessibilityIdentifier(_:)`: never
    /// read to the user; SVG and HTML write it on the view's group as `data-testid` (what
    /// Playwright's `getByTestId` and Testing Library look for).
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modified { child, _ in AccessibilityNode(child, identifier: identifier) }
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

/// A view's drawing grouped under an accessibility label or an identifier.
final class AccessibilityNode: WrapperNode {
    let label: String?
    let identifier: String?

    init(_ child: LayoutNode, label: String? = nil, identifier: String? = nil) {
        self.label = label
        self.identifier = identifier
        super.init(child)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        [.group(GroupNode(children: child.render(in: rect, proposal: proposal, context), accessibilityLabel: label,
                          accessibilityIdentifier: identifier))]
    }
}

final class HiddenNode: WrapperNode {
    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] { [] }
}

/// What an accessibility element does with the accessibility of the views inside it, as
/// SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind

    /// The children are not read; the element is labelled by its own modifiers.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children are read as they are, inside the element.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The children's labels and texts are read as the element's one label.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

final class AccessibilityValueNode: WrapperNode {
    let value: String

    init(_ child: LayoutNode, value: String) {
        self.value = value
        super.init(child)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let nodes = child.render(in: rect, proposal: proposal, context)
        // A labelled view reads its value after its label, as a chart mark does.
        if nodes.count == 1, case .group(var group) = nodes[0], let label = group.accessibilityLabel {
            group.accessibilityLabel = label + ", " + value
            return [.group(group)]
        }
        return [.group(GroupNode(children: nodes, accessibilityLabel: value))]
    }
}

final class AccessibilityHiddenNode: WrapperNode {
    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        withoutAccessibility(child.render(in: rect, proposal: proposal, context))
    }
}

final class AccessibilityElementNode: WrapperNode {
    let children: AccessibilityChildBehavior

    init(_ child: LayoutNode, children: AccessibilityChildBehavior) {
        self.children = children
        super.init(child)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let nodes = child.render(in: rect, proposal: proposal, context)
        switch children.kind {
        case .contain:
            return [.group(GroupNode(children: nodes))]
        case .ignore:
            return [.group(GroupNode(children: withoutAccessibility(nodes)))]
        case .combine:
            let parts = spokenParts(of: nodes)
            return [.group(GroupNode(children: withoutAccessibility(nodes), accessibilityLabel: parts.isEmpty ? nil : parts.joined(separator: ", ")))]
        }
    }
}

/// `nodes` with no labels or roles anywhere in them, so assistive technology passes them by.
func withoutAccessibility(_ nodes: [SceneNode]) -> [SceneNode] {
    nodes.map { node in
        guard case .group(var group) = node else { return node }
        group.role = nil
        group.accessibilityLabel = nil
        group.children = withoutAccessibility(group.children)
        return .group(group)
    }
}

/// What is read of `nodes`, in drawing order: each labelled group's label (not what is inside
/// it) and each text's characters.
func spokenParts(of nodes: [SceneNode]) -> [String] {
    nodes.flatMap { node -> [String] in
        switch node {
        case .text(let text): [text.text]
        case .group(let group): group.accessibilityLabel.map { [$0] } ?? spokenParts(of: group.children)
        default: []
        }
    }
}
