import Foundation
import OpenChartsCore

/// A piece of user interface, as SwiftUI's `View`: a value that describes what to draw
/// by composing other views in its ``body``.
///
/// Every view can draw itself as a ``Scene``, and with its interactive states (it refines
/// ``InteractiveSceneRepresentable``), so `ImageRenderer(content: someView)` renders any view,
/// to HTML too.
///
/// ```swift
/// struct Badge: View {
///     var body: some View {
///         Text("New").padding(4).background(Color.yellow)
///     }
/// }
/// ```
public protocol View: InteractiveSceneRepresentable {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The content of the view. Views built into this module have `Never` as their body
    /// and draw themselves.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// `Never` is the body of primitive views; it has no value, so this is never read.
    public var body: Never { self }
}

/// Views built into the module: they lay themselves out instead of having a body.
package protocol PrimitiveView {
    /// The layout nodes this view stands for, in order. Containers (`Group`, `ForEach`,
    /// tuples) flatten into their children; an `if` that is false gives none.
    func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode]
}

extension PrimitiveView {
    /// The body of a primitive view, which nothing reads: layout asks the view itself.
    package func primitiveBody() -> Never {
        fatalError("\(Self.self) is a primitive view; its body is never read")
    }
}

/// The layout nodes of any view: a primitive view's own, or those of its body.
package func makeNodes<V: View>(_ view: V, _ environment: EnvironmentValues) -> [LayoutNode] {
    if let primitive = view as? any PrimitiveView {
        return primitive.makeNodes(environment)
    }
    installEnvironment(environment, into: view)
    return makeNodes(view.body, environment)
}

/// One node standing for `nodes`: the node itself when there is one, else a `ZStack` of
/// them, as SwiftUI does for a background's or an overlay's content.
package func singleNode(_ nodes: [LayoutNode], alignment: Alignment = .center) -> LayoutNode {
    if nodes.count == 1 { return nodes[0] }
    return ZStackNode(children: nodes, alignment: alignment)
}
