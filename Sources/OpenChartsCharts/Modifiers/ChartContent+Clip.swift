import Foundation
import OpenChartsCore
import OpenChartsViews

extension ChartContent {
    /// Draws each mark only inside `shape` fitted to the mark's bounds, as Swift Charts'
    /// `clipShape(_:style:)`: `BarMark(…).clipShape(Capsule())` gives bars with round ends.
    ///
    /// Bars and rectangles (marks and plots) are clipped to their rectangle, points to their
    /// symbol's box, rules to their line widened by its width, and lines and areas to the
    /// box of their whole series. Sectors are not clipped. `style` is accepted as in Swift
    /// Charts; clips use the non-zero rule.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some ChartContent {
        modified(.clip(MarkClip(shape)))
    }
}

/// The shape of `clipShape(_:style:)`: a class, so that the marks under one modifier share it.
@usableFromInline
final class MarkClip: @unchecked Sendable {
    // A user's shape is a value with no shared state; it is only read to draw.
    private let shape: (CGRect) -> Path

    init<S: Shape>(_ shape: S) { self.shape = shape.path(in:) }

    /// The shape fitted to `rect`. Shapes draw in a frame at the origin, as views do, and
    /// are moved to the rectangle's place.
    func path(fitting rect: CGRect) -> Path {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return Path() }
        return shape(CGRect(origin: .zero, size: rect.size)).offsetBy(dx: rect.minX, dy: rect.minY)
    }

    /// `node` drawn only inside the shape fitted to `rect`.
    func clip(_ node: SceneNode, to rect: CGRect) -> SceneNode {
        .group(GroupNode(children: [node], clip: path(fitting: rect)))
    }

    /// `node`, a stroke of `path` in `style`, drawn only inside the shape fitted to the
    /// path's box widened by half the line width: a rule along an axis has no area.
    func clip(_ node: SceneNode, stroking path: Path, style: StrokeStyle) -> SceneNode {
        let half = style.lineWidth.isFinite ? max(0, style.lineWidth / 2) : 0
        return clip(node, to: path.boundingRect.insetBy(dx: -half, dy: -half))
    }
}
