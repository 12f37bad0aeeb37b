/// A type-erased view, as SwiftUI's `AnyView`.
public struct AnyView: View, PrimitiveView {
    let nodes: (EnvironmentValues) -> [LayoutNode]

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        nodes = { environment in OpenChartsViews.makeNodes(view, environment) }
    }

    /// Wraps `view`, as SwiftUI's `init(erasing:)`.
    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { nodes(environment) }
}
