import Foundation
import OpenChartsCore

/// The window's background, as SwiftUI's `BackgroundStyle` (`.fill(.background)`): white in
/// light appearance, black in dark. Apps use it to punch a shape out of what is behind it,
/// such as a hollow point on a line.
public struct BackgroundStyle: ShapeStyle, PaintResolvable, Hashable {
    public init() {}

    /// iOS's system background in each appearance.
    static let color = Color(light: .white, dark: .black)

    func paint(in rect: CGRect, foreground: (any ShapeStyle)?) -> Paint { .color(Self.color) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The window's background: white in light appearance, black in dark.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A translucent backdrop, as SwiftUI's `Material` (`.background(.thickMaterial)`).
/// SwiftUI blurs what is behind it; a picture here has no live backdrop to blur, so a material
/// is drawn as its tint alone: white in light appearance, iOS's dark gray (28, 28, 30) in
/// dark, more opaque the thicker the material.
public struct Material: ShapeStyle, PaintResolvable, Hashable {
    /// How much of the white tint covers what is behind.
    let opacity: Double

    public static let ultraThin = Material(opacity: 0.35)
    public static let thin = Material(opacity: 0.55)
    public static let regular = Material(opacity: 0.7)
    public static let thick = Material(opacity: 0.85)
    public static let ultraThick = Material(opacity: 0.93)
    /// The material of bars: as `regular`.
    public static let bar = Material(opacity: 0.7)

    /// The tint in each appearance.
    static let tint = Color(light: (255, 255, 255), dark: (28, 28, 30))

    func paint(in rect: CGRect, foreground: (any ShapeStyle)?) -> Paint { .color(Self.tint.opacity(opacity)) }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { .bar }
}
