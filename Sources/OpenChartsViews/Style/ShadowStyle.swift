import Foundation
import OpenChartsCore

/// A shadow for a shape style, as SwiftUI's `ShadowStyle`: `.blue.shadow(.drop(radius: 4))`.
public struct ShadowStyle: Equatable, Sendable {
    let shadow: GroupEffect.Shadow

    /// A shadow beneath what the style paints: its alpha blurred by `radius` (the
    /// Gaussian's standard deviation), tinted with `color` and moved by `x`, `y`.
    public static func drop(color: Color = GroupEffect.Shadow.defaultColor, radius: CGFloat,
                            x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(shadow: GroupEffect.Shadow(kind: .drop, color: color, radius: radius, x: x, y: y))
    }

    /// A shadow inside what the style paints, over it: the alpha of what lies outside,
    /// blurred by `radius`, tinted with `color`, moved by `x`, `y` and kept within the paint.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat,
                             x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(shadow: GroupEffect.Shadow(kind: .inner, color: color, radius: radius, x: x, y: y))
    }
}

/// A style that paints as its base style and casts a shadow, made by `shadow(_:)`.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolvable, ShadowedShapeStyle {
    let base: Base
    let style: ShadowStyle

    func paint(in rect: CGRect, foreground: (any ShapeStyle)?) -> Paint {
        resolvePaint(base, in: rect, foreground: foreground)
    }

    package var unshadowed: any ShapeStyle { (base as? any ShadowedShapeStyle)?.unshadowed ?? base }

    package var shadows: [GroupEffect.Shadow] { ((base as? any ShadowedShapeStyle)?.shadows ?? []) + [style.shadow] }
}

/// A style that casts shadows: what a shape, text or mark painted with it draws around
/// its drawing (see ``shadowed(_:by:)``).
package protocol ShadowedShapeStyle {
    /// The style without its shadows: what the paint is, and what a legend shows.
    var unshadowed: any ShapeStyle { get }
    /// The shadows, the first applied first (innermost).
    var shadows: [GroupEffect.Shadow] { get }
}

extension ShapeStyle {
    /// This style casting `style`'s shadow, as SwiftUI's `ShapeStyle.shadow(_:)`: a shape
    /// filled or stroked with it, text or a chart mark drawn in it, casts the shadow.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        _ShadowShapeStyle(base: self, style: style)
    }
}

extension ShapeStyle where Self == _ShadowShapeStyle<ForegroundStyle> {
    /// The environment's foreground style casting `style`'s shadow: `.foregroundStyle(.shadow(.drop(radius: 2)))`.
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> {
        _ShadowShapeStyle(base: ForegroundStyle(), style: style)
    }
}

/// `nodes` inside a group for each shadow `style` casts, innermost first; `nodes` as they
/// are for a style without shadows.
package func shadowed(_ nodes: [SceneNode], by style: (any ShapeStyle)?) -> [SceneNode] {
    guard let shadowed = style as? any ShadowedShapeStyle, !nodes.isEmpty else { return nodes }
    return shadowed.shadows.reduce(nodes) { nodes, shadow in
        [.group(GroupNode(children: nodes, effect: GroupEffect(shadow: shadow)))]
    }
}
