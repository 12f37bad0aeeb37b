import Foundation
import OpenChartsCore

/// What a shape or text is painted with, as SwiftUI's `ShapeStyle`: a ``Color``, a
/// ``LinearGradient`` or the environment's ``ForegroundStyle``.
public protocol ShapeStyle: Sendable {}

/// Styles this module knows how to turn into paint.
protocol PaintResolvable {
    /// The paint for a shape drawn in `rect` (gradients span the rect), given the
    /// environment's foreground style.
    func paint(in rect: CGRect, foreground: (any ShapeStyle)?) -> Paint
}

/// The environment's foreground style, as SwiftUI's `ForegroundStyle`: what shapes and
/// text use when they are not given a style (`.primary`, black, unless set).
public struct ForegroundStyle: ShapeStyle, PaintResolvable, Hashable {
    public init() {}

    func paint(in rect: CGRect, foreground: (any ShapeStyle)?) -> Paint {
        guard let foreground, !(foreground is ForegroundStyle) else { return .color(.primary) }
        return resolvePaint(foreground, in: rect)
    }
}

/// The paint for `style` in `rect`; `nil` or an unknown style paints `.primary`.
func resolvePaint(_ style: (any ShapeStyle)?, in rect: CGRect, foreground: (any ShapeStyle)? = nil) -> Paint {
    guard let resolvable = style as? any PaintResolvable else { return .color(.primary) }
    return resolvable.paint(in: rect, foreground: foreground)
}

extension Color: ShapeStyle, PaintResolvable {
    func paint(in rect: CGRect, foreground: (any ShapeStyle)?) -> Paint { .color(self) }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var tertiary: Color { Color.tertiary }
    public static var quaternary: Color { Color.quaternary }
}

extension Color {
    /// The tertiary label colour: (60, 60, 67) at 30 % in light appearance, (235, 235, 245)
    /// at 30 % in dark.
    public static let tertiary = Color(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.3)
    /// The quaternary label colour: (60, 60, 67) at 18 % in light appearance, (235, 235, 245)
    /// at 16 % in dark.
    public static let quaternary = Color(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.18, darkOpacity: 0.16)
    /// The app's accent colour: system blue.
    public static let accentColor = Color.blue
}

extension ShapeStyle {
    /// The paint for a shape drawn in `rect` (gradients span the rect); a style this module
    /// cannot paint gives `.primary`.
    package func resolvedPaint(in rect: CGRect) -> Paint {
        resolvePaint(self, in: rect)
    }

    /// One color that stands for the style, as a legend swatch or a label shows it: a
    /// color itself, a gradient's first stop, `nil` for the environment's foreground.
    package var representativeColor: Color? {
        switch self {
        case let color as Color: color
        case let gradient as LinearGradient: gradient.gradient.stops.first?.color
        case let gradient as Gradient: gradient.stops.first?.color
        case let gradient as AnyGradient: gradient.base
        case let shadowed as any ShadowedShapeStyle: shadowed.unshadowed.representativeColor
        default: nil
        }
    }
}
