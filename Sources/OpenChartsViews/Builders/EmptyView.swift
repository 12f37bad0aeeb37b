/// A view that draws nothing and takes no space, as SwiftUI's `EmptyView`.
public struct EmptyView: View, PrimitiveView {
    public init() {}

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] { [] }
}
