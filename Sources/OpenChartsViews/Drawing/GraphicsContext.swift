import Foundation
import OpenChartsCore

/// Immediate-mode drawing into a ``Canvas``, as SwiftUI's `GraphicsContext`.
///
/// Coordinates start at the canvas's top-leading corner. Transforms, opacity and
/// clips apply to what is drawn after they are set, and copies of a context (as in
/// ``drawLayer(content:)``) change only their own state. Besides SwiftUI's calls,
/// `draw(_ node: SceneNode)` adds any scene node, so that charts can draw groups with
/// roles and accessibility labels.
public struct GraphicsContext {
    /// What a drawing is painted with, as SwiftUI's `GraphicsContext.Shading`.
    public struct Shading: Sendable {
        let style: any ShapeStyle

        /// A solid colour.
        public static func color(_ color: Color) -> Shading { Shading(style: color) }

        /// A linear gradient between two points of the canvas.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading(style: AbsoluteLinearGradient(gradient: gradient, start: startPoint, end: endPoint))
        }

        /// Any shape style: gradients span the bounds of what they paint.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: style) }

        /// The environment's foreground style.
        public static var foreground: Shading { Shading(style: ForegroundStyle()) }
    }

    /// Collects what every copy of the context draws, in order.
    final class Sink {
        var nodes: [SceneNode] = []
    }

    let sink: Sink
    let environment: EnvironmentValues
    /// Canvas coordinates to the canvas's parent coordinates.
    public var transform: CGAffineTransform
    /// Multiplies the opacity of everything drawn.
    public var opacity: Double = 1
    /// Clips in the parent's coordinates, outermost first.
    var clips: [Path] = []

    init(sink: Sink, environment: EnvironmentValues, transform: CGAffineTransform) {
        self.sink = sink
        self.environment = environment
        self.transform = transform
    }

    // MARK: - State

    /// Moves the origin by `x`, `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        transform = transform.translatedBy(x: x, y: y)
    }

    /// Scales what is drawn next by `x`, `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        transform = transform.scaledBy(x: x, y: y)
    }

    /// Rotates what is drawn next by `angle` about the origin.
    public mutating func rotate(by angle: Angle) {
        transform = transform.rotated(by: CGFloat(angle.radians))
    }

    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// Clips what is drawn next to `path` (in the current coordinates).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        clips.append(path.applying(transform))
    }

    /// Draws what `content` draws with a copy of this context, as one group.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(sink: Sink(), environment: environment, transform: .identity)
        try content(&layer)
        emit(.group(GroupNode(children: layer.sink.nodes)))
    }

    // MARK: - Drawing

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        guard !path.isEmpty, path.isFinite else { return }
        emit(.fill(FillNode(path: path, paint: paint(shading, for: path), rule: style.rule)))
    }

    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        guard !path.isEmpty, path.isFinite else { return }
        emit(.stroke(StrokeNode(path: path, paint: paint(shading, for: path), style: style)))
    }

    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `text` with its `anchor` point (a unit point of its size) at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws resolved text with its `anchor` point at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.node.size(.unspecified)
        let rect = CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                          width: size.width, height: size.height)
        for node in text.node.render(in: rect, proposal: .unspecified, RenderContext()) { emit(node) }
    }

    /// `text` with the context's environment applied, ready to measure and draw.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(node: TextLayoutNode(string: text.string, environment: text.resolved(environment)))
    }

    /// Adds a scene node as it is, in the current coordinates (an OpenCharts addition).
    public func draw(_ node: SceneNode) {
        emit(node)
    }

    // MARK: - Emitting

    private func paint(_ shading: Shading, for path: Path) -> Paint {
        resolvePaint(shading.style, in: path.boundingRect, foreground: environment.foregroundStyle)
    }

    /// Adds `node` under the current transform, opacity and clips.
    private func emit(_ node: SceneNode) {
        var result = node
        if !transform.isIdentity || opacity < 1 {
            result = .group(GroupNode(children: [result], transform: transform, opacity: opacity))
        }
        for clip in clips.reversed() {
            result = .group(GroupNode(children: [result], clip: clip))
        }
        sink.nodes.append(result)
    }
}

/// Text resolved against a context's environment, as SwiftUI's `GraphicsContext.ResolvedText`.
public struct ResolvedText {
    let node: TextLayoutNode

    /// The size of the text when offered `size`.
    public func measure(in size: CGSize) -> CGSize {
        node.size(ProposedSize(size))
    }
}

/// A gradient between two fixed points, for ``GraphicsContext/Shading/linearGradient(_:startPoint:endPoint:)``.
struct AbsoluteLinearGradient: ShapeStyle, PaintResolvable {
    let gradient: Gradient
    let start: CGPoint
    let end: CGPoint

    func paint(in rect: CGRect, foreground: (any ShapeStyle)?) -> Paint {
        .linearGradient(LinearGradientPaint(
            stops: gradient.paintStops, start: start, end: end))
    }
}
