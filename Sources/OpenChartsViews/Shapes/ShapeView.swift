import Foundation
import OpenChartsCore

/// How a shape view paints its shape.
enum ShapeDrawing: Hashable {
    case fill(FillStyle)
    case stroke(StrokeStyle)
}

/// A shape filled or stroked with a style, as returned by `.fill(_:)` and `.stroke(_:)`.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    let shape: Content
    let style: Style
    let drawing: ShapeDrawing

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        let shape = self.shape
        return [ShapeLayoutNode(path: { shape.path(in: $0) }, drawing: drawing, style: style,
                                foreground: environment.foregroundStyle)]
    }
}

extension Shape {
    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .fill(style))
    }

    /// The shape filled with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(style))
    }

    /// The shape's outline drawn with `content`, centred on the path.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, drawing: .stroke(style))
    }

    /// The shape's outline drawn with `content`, `lineWidth` wide, centred on the path.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline drawn with the foreground style.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: style)
    }

    /// The shape's outline drawn with the foreground style, `lineWidth` wide.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The part of the outline between fractions `from` and `to` of its length (each
    /// clamped to 0…1; nothing when `from >= to`).
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, from: startFraction, to: endFraction)
    }
}

extension InsettableShape {
    /// The outline drawn with `content` inside the frame: the shape is inset by half the
    /// line width, so the stroke's outer edge lies on the shape's edge.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle,
                                            antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// The outline drawn with `content`, `lineWidth` wide, inside the frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1,
                                            antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The outline drawn with the foreground style inside the frame.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
    }
}

/// Lays out and draws a shape, a color or a gradient: takes what is proposed.
final class ShapeLayoutNode: LayoutNode {
    let path: (CGRect) -> Path
    let drawing: ShapeDrawing
    let style: any ShapeStyle
    let foreground: (any ShapeStyle)?

    init(path: @escaping (CGRect) -> Path, drawing: ShapeDrawing, style: any ShapeStyle, foreground: (any ShapeStyle)?) {
        self.path = path
        self.drawing = drawing
        self.style = style
        self.foreground = foreground
    }

    /// SwiftUI's ideal size for shapes and colors.
    static let idealSide: CGFloat = 10

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        proposal.replacingUnspecified(by: CGSize(width: Self.idealSide, height: Self.idealSide))
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let local = path(CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY)
        guard !local.isEmpty, local.isFinite else { return [] }
        let paint = resolvePaint(style, in: rect, foreground: foreground)
        let node: SceneNode = switch drawing {
        case .fill(let fill): .fill(FillNode(path: local, paint: paint, rule: fill.rule))
        case .stroke(let stroke): .stroke(StrokeNode(path: local, paint: paint, style: stroke))
        }
        return shadowed([node], by: style is ForegroundStyle ? foreground : style)
    }
}
