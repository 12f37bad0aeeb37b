import Foundation
import OpenChartsCore

/// A view drawn by a closure, as SwiftUI's `Canvas`: it takes the space proposed
/// (10×10 when asked for its ideal size) and calls `renderer` with a context whose
/// origin is its top-leading corner and with its size.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.yellow))
///     context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
public struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        [CanvasNode(environment: environment, renderer: renderer)]
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`. `opaque` and `rendersAsynchronously` are kept for
    /// SwiftUI compatibility and change nothing.
    public init(opaque: Bool = false, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
    }
}

final class CanvasNode: LayoutNode {
    let environment: EnvironmentValues
    let renderer: (inout GraphicsContext, CGSize) -> Void

    init(environment: EnvironmentValues, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.environment = environment
        self.renderer = renderer
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        proposal.replacingUnspecified(by: CGSize(width: ShapeLayoutNode.idealSide, height: ShapeLayoutNode.idealSide))
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        var graphics = GraphicsContext(sink: GraphicsContext.Sink(), environment: environment,
                                       transform: CGAffineTransform(translationX: rect.minX, y: rect.minY))
        renderer(&graphics, rect.size)
        return graphics.sink.nodes
    }
}
