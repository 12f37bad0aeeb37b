/// Views gathered without a layout of their own, as SwiftUI's `Group`: its children take
/// part in the parent's layout one by one, and a modifier on the group applies to each.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        OpenChartsViews.makeNodes(content, environment)
    }
}
