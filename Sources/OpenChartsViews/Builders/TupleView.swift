/// Several views built in a row by a ``ViewBuilder``; stacks lay each out separately.
public struct TupleView<T>: View, PrimitiveView {
    /// The views, as a tuple.
    public var value: T
    let nodes: (EnvironmentValues) -> [LayoutNode]

    init(value: T, nodes: @escaping (EnvironmentValues) -> [LayoutNode]) {
        self.value = value
        self.nodes = nodes
    }

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { nodes(environment) }
}
