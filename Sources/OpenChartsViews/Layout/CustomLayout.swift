import Foundation
import OpenChartsCore

/// A size proposed to a view during layout, as SwiftUI's `ProposedViewSize`.
public typealias ProposedViewSize = ProposedSize

extension ProposedSize {
    /// Both sides zero: asks for a view's smallest size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Both sides infinite: asks for a view's largest size.
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` sides replaced by `size`'s, as SwiftUI's
    /// `replacingUnspecifiedDimensions(by:)` (10×10 by default).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        replacingUnspecified(by: size)
    }
}

/// A layout of subviews written by the user, as SwiftUI's `Layout` protocol.
///
/// ```swift
/// struct Row: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         subviews.reduce(CGSize.zero) { size, view in
///             let s = view.sizeThatFits(.unspecified)
///             return CGSize(width: size.width + s.width, height: max(size.height, s.height))
///         }
///     }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         var x = bounds.minX
///         for view in subviews {
///             view.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
///             x += view.sizeThatFits(.unspecified).width
///         }
///     }
/// }
/// Row { Text("a"); Text("b") }
/// ```
/// A subview that `placeSubviews` does not place is drawn centred in the bounds,
/// offered their size.
public protocol Layout {
    /// Data kept between calls for one layout of one set of subviews.
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    /// The layout's size under `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview in `bounds`, which has the size answered to `proposal`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// The cache for a set of subviews.
    func makeCache(subviews: Subviews) -> Cache
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// The layout applied to the views built by `content`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutRoot(layout: self, content: content())
    }
}

/// The subviews of a ``Layout``, in order.
public struct LayoutSubviews: RandomAccessCollection, Sendable {
    let nodes: [LayoutSubview]
    public var startIndex: Int { nodes.startIndex }
    public var endIndex: Int { nodes.endIndex }
    public subscript(index: Int) -> LayoutSubview { nodes[index] }
}

/// One subview of a ``Layout``: measure it with ``sizeThatFits(_:)``, place it with
/// ``place(at:anchor:proposal:)``.
public struct LayoutSubview: @unchecked Sendable {
    // Nodes live for one render, on one thread; the box records where `place` put it.
    let node: LayoutNode
    let placement: PlacementBox

    /// The size the subview takes under `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.size(proposal.sanitized)
    }

    /// The subview's layout priority.
    public var priority: Double { node.layoutPriority }

    /// Puts the subview's `anchor` point at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let proposal = proposal.sanitized
        let size = node.size(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        placement.value = (CGRect(origin: origin, size: size), proposal)
    }
}

/// Where a subview was placed, written by `LayoutSubview.place` during `placeSubviews`.
final class PlacementBox {
    var value: (rect: CGRect, proposal: ProposedSize)?
}

/// A ``Layout`` with its content.
struct _LayoutRoot<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        var inner = environment
        let builtIn = layout as? any BuiltInLayout
        inner.stackAxis = builtIn?.stackAxis
        let children = OpenChartsViews.makeNodes(content, inner)
        if let builtIn { return [builtIn.makeNode(children: children)] }
        return [CustomLayoutNode(layout: layout, children: children)]
    }
}

final class CustomLayoutNode<L: Layout>: LayoutNode {
    let layout: L
    let subviews: LayoutSubviews
    var cache: L.Cache

    init(layout: L, children: [LayoutNode]) {
        self.layout = layout
        subviews = LayoutSubviews(nodes: children.map { LayoutSubview(node: $0, placement: PlacementBox()) })
        cache = layout.makeCache(subviews: subviews)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        for subview in subviews { subview.placement.value = nil }
        layout.placeSubviews(in: rect, proposal: proposal, subviews: subviews, cache: &cache)
        let placed = subviews.map { subview -> (CGRect, ProposedSize) in
            if let value = subview.placement.value { return value }
            let proposal = ProposedSize(rect.size)
            let size = subview.node.size(proposal)
            return (CGRect(origin: Alignment.center.origin(of: size, in: rect), size: size), proposal)
        }
        return renderInZOrder(subviews.map(\.node), rects: placed.map(\.0), proposals: placed.map(\.1), context)
    }
}
