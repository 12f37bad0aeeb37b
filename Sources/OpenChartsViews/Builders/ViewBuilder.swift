import OpenChartsCore

/// Builds views from closures with statements, as SwiftUI's `ViewBuilder`: several
/// views in a row, `if`, `if`/`else`, `switch`, `if #available` and `let` declarations.
///
/// There is deliberately no `buildExpression` overload set: each expression is already a
/// view, which keeps the type checker's work small.
@resultBuilder
public enum ViewBuilder {
    /// No views.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view, as it is.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views in a row.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView(value: (repeat each content)) { environment in
            var nodes: [LayoutNode] = []
            for view in repeat each content {
                nodes += makeNodes(view, environment)
            }
            return nodes
        }
    }

    /// An `if` without `else`: the view, or nothing.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The true branch of an `if`/`else` or the first cases of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The false branch of an `if`/`else` or the last cases of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content under `if #available`, type-erased as SwiftUI does.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a ``ViewBuilder``.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        switch storage {
        case .trueContent(let view): OpenChartsViews.makeNodes(view, environment)
        case .falseContent(let view): OpenChartsViews.makeNodes(view, environment)
        }
    }
}

/// An optional view draws its value, or nothing when `nil`.
extension Optional: SceneRepresentable, InteractiveSceneRepresentable where Wrapped: View {}

extension Optional: View where Wrapped: View {
    public var body: Never { primitiveBody() }
}

extension Optional: PrimitiveView where Wrapped: View {
    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        switch self {
        case .some(let view): OpenChartsViews.makeNodes(view, environment)
        case .none: []
        }
    }
}
