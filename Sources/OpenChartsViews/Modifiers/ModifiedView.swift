/// A view whose layout nodes are each wrapped by a modifier's node. Modifiers on a
/// `Group` or `ForEach` so apply to each of its children, as in SwiftUI.
struct ModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let wrap: (LayoutNode, EnvironmentValues) -> LayoutNode

    var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        OpenChartsViews.makeNodes(content, environment).map { wrap($0, environment) }
    }
}

extension View {
    /// This view with each of its nodes wrapped by `wrap`.
    func modified(_ wrap: @escaping (LayoutNode, EnvironmentValues) -> LayoutNode) -> ModifiedView<Self> {
        ModifiedView(content: self, wrap: wrap)
    }
}
