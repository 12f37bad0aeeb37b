import Foundation
import OpenChartsCore

/// Layouts this module lays out itself: a ``Layout`` root built from one makes the node
/// directly, so it keeps the stacks' caches.
protocol BuiltInLayout {
    /// The axis a `Spacer` among the subviews grows along.
    var stackAxis: Axis? { get }
    func makeNode(children: [LayoutNode]) -> LayoutNode
}

extension BuiltInLayout {
    /// `sizeThatFits` for callers that use the layout as a plain ``Layout``.
    func size(_ proposal: ProposedSize, _ subviews: LayoutSubviews) -> CGSize {
        makeNode(children: subviews.map(\.node)).size(proposal.sanitized)
    }

    /// `placeSubviews` for callers that use the layout as a plain ``Layout``: places each
    /// subview where the built-in layout draws it.
    func place(in bounds: CGRect, _ proposal: ProposedSize, _ subviews: LayoutSubviews) {
        let node = makeNode(children: subviews.map { PlacementProbe($0) })
        _ = node.render(in: bounds, proposal: proposal.sanitized, RenderContext())
    }
}

/// Stands in for a subview while a built-in layout places it: records where it is drawn.
private final class PlacementProbe: WrapperNode {
    let subview: LayoutSubview

    init(_ subview: LayoutSubview) {
        self.subview = subview
        super.init(subview.node)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        subview.place(at: rect.origin, anchor: .topLeading, proposal: proposal)
        return []
    }
}

/// ``HStack``'s layout as a value, as SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout, BuiltInLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var stackAxis: Axis? { .horizontal }

    func makeNode(children: [LayoutNode]) -> LayoutNode {
        StackNode(axis: .horizontal, children: children, spacing: spacing, crossGuide: alignment.guide)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        place(in: bounds, proposal, subviews)
    }
}

/// ``VStack``'s layout as a value, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout, BuiltInLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    var stackAxis: Axis? { .vertical }

    func makeNode(children: [LayoutNode]) -> LayoutNode {
        StackNode(axis: .vertical, children: children, spacing: spacing, crossGuide: alignment.guide)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        place(in: bounds, proposal, subviews)
    }
}

/// ``ZStack``'s layout as a value, as SwiftUI's `ZStackLayout`.
public struct ZStackLayout: Layout, BuiltInLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    var stackAxis: Axis? { nil }

    func makeNode(children: [LayoutNode]) -> LayoutNode {
        ZStackNode(children: children, alignment: alignment)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        place(in: bounds, proposal, subviews)
    }
}

/// A type-erased layout, as SwiftUI's `AnyLayout`: pick a layout at run time.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("a"); Text("b") }
/// ```
public struct AnyLayout: Layout, BuiltInLayout {
    let makeNodeFor: ([LayoutNode]) -> LayoutNode
    let stackAxis: Axis?

    public init<L: Layout>(_ layout: L) {
        if let builtIn = layout as? any BuiltInLayout {
            makeNodeFor = { builtIn.makeNode(children: $0) }
            stackAxis = builtIn.stackAxis
        } else {
            makeNodeFor = { CustomLayoutNode(layout: layout, children: $0) }
            stackAxis = nil
        }
    }

    func makeNode(children: [LayoutNode]) -> LayoutNode { makeNodeFor(children) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        place(in: bounds, proposal, subviews)
    }
}
