import Foundation

/// A color in the sRGB space with straight (not premultiplied) alpha, components in 0…1.
///
/// The named colors carry SwiftUI's sRGB values in both appearances (Apple's Human Interface
/// Guidelines, "Color" → system colors): `red`, `green`, `blue` and `alpha` are the light
/// ones, which a picture shows unless a view sets `\.colorScheme` to `.dark`.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    /// The components in dark appearance of a color that changes with it (a system color,
    /// `.primary`, one made with ``init(light:dark:)``); `nil` when it looks the same in both.
    /// Setting `red`, `green`, `blue` or `alpha` changes the light appearance only.
    package private(set) var dark: Components?

    /// A color's four components in one appearance.
    package struct Components: Hashable, Sendable {
        package var red: Double
        package var green: Double
        package var blue: Double
        package var alpha: Double

        package init(red: Double, green: Double, blue: Double, alpha: Double) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }
    }

    /// A color from sRGB components in 0…1; components outside are clamped, NaN reads as 0.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(opacity)
    }

    /// A gray of the given white level.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A color from 8-bit components, as `Color(rgb8: 0, 122, 255)`.
    public init(rgb8 red: UInt8, _ green: UInt8, _ blue: UInt8, opacity: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, opacity: opacity)
    }

    /// A color from hue, saturation and brightness in 0…1, as SwiftUI's.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (Color.clamp(hue) * 6).truncatingRemainder(dividingBy: 6)
        let s = Color.clamp(saturation), v = Color.clamp(brightness)
        let sector = Int(h), f = h - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A color that is `light` in light appearance and `dark` in dark appearance, as an asset
    /// catalog's color set or `UIColor(dynamicProvider:)` gives in SwiftUI (an OpenCharts
    /// initializer: SwiftUI has no public one).
    ///
    /// ```swift
    /// let ink = Color(light: .black, dark: Color(white: 0.9))
    /// ```
    public init(light: Color, dark: Color) {
        self = light.resolved(in: .light)
        let other = dark.resolved(in: .dark).light
        self.dark = other == self.light ? nil : other
    }

    /// The same color with its alpha multiplied by `opacity`, as SwiftUI's `Color.opacity(_:)`.
    public func opacity(_ opacity: Double) -> Color {
        mapComponents { c in Components(red: c.red, green: c.green, blue: c.blue, alpha: Color.clamp(c.alpha * opacity)) }
    }

    /// The color as it looks in `scheme`, then the same in both appearances.
    public func resolved(in scheme: ColorScheme) -> Color {
        guard let dark else { return self }
        return scheme == .dark ? Color(dark) : Color(light)
    }

    /// The components in light appearance.
    package var light: Components {
        Components(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// One color from `components`, the same in both appearances.
    package init(_ components: Components) {
        self.init(red: components.red, green: components.green, blue: components.blue, opacity: components.alpha)
    }

    /// `transform` applied to the components in each appearance.
    package func mapComponents(_ transform: (Components) -> Components) -> Color {
        var mapped = Color(transform(light))
        mapped.dark = dark.map { Color(transform($0)).light }
        return mapped
    }

    /// This color and `other` mixed component by component, `fraction` 0 giving this one and
    /// 1 `other`, in each appearance: a gradient between system colors stays one in dark.
    /// With `perceptual`, the colors are mixed in Oklab (alpha still linearly).
    package func mixed(with other: Color, by fraction: Double, perceptual: Bool = false) -> Color {
        func mix(_ a: Components, _ b: Components) -> Components {
            let alpha = a.alpha + (b.alpha - a.alpha) * fraction
            guard perceptual else {
                return Components(red: a.red + (b.red - a.red) * fraction, green: a.green + (b.green - a.green) * fraction,
                                  blue: a.blue + (b.blue - a.blue) * fraction, alpha: alpha)
            }
            // The ends exactly, without the round trip's rounding.
            if fraction == 0 { return a }
            if fraction == 1 { return b }
            let (p, q) = (Oklab(a), Oklab(b))
            var mixed = p
            mixed.lightness += (q.lightness - p.lightness) * fraction
            mixed.a += (q.a - p.a) * fraction
            mixed.b += (q.b - p.b) * fraction
            return mixed.components(alpha: alpha)
        }
        var mixed = Color(mix(light, other.light))
        if dark != nil || other.dark != nil {
            mixed.dark = Color(mix(dark ?? light, other.dark ?? other.light)).light
        }
        return mixed
    }

    /// The 8-bit components, rounded to nearest.
    public var rgba8: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (Color.byte(red), Color.byte(green), Color.byte(blue), Color.byte(alpha))
    }

    /// `#rrggbb`, lower-case, as SVG and CSS read it; alpha is not included.
    public var hexString: String {
        let c = rgba8
        return "#" + [c.red, c.green, c.blue].map { byte in
            let s = String(byte, radix: 16)
            return s.count == 1 ? "0" + s : s
        }.joined()
    }

    static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// The channel in 0…255, rounded half away from zero as `rounded()` does, without its
    /// library call (every painted node converts its color).
    static func byte(_ value: Double) -> UInt8 {
        let x = clamp(value) * 255
        let whole = Int(x)
        // x − whole is exact here, so halves round up exactly as `rounded()` rounds them.
        return UInt8(truncatingIfNeeded: x - Double(whole) >= 0.5 ? whole + 1 : whole)
    }
}

// MARK: - Named colors

extension Color {
    /// A system color: `light` in light appearance, `dark` in dark (8-bit sRGB).
    package init(light: (UInt8, UInt8, UInt8), dark: (UInt8, UInt8, UInt8), opacity: Double = 1, darkOpacity: Double? = nil) {
        self.init(light: Color(rgb8: light.0, light.1, light.2, opacity: opacity),
                  dark: Color(rgb8: dark.0, dark.1, dark.2, opacity: darkOpacity ?? opacity))
    }

    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let red = Color(light: (255, 59, 48), dark: (255, 69, 58))
    public static let orange = Color(light: (255, 149, 0), dark: (255, 159, 10))
    public static let yellow = Color(light: (255, 204, 0), dark: (255, 214, 10))
    public static let green = Color(light: (52, 199, 89), dark: (48, 209, 88))
    public static let mint = Color(light: (0, 199, 190), dark: (99, 230, 226))
    public static let teal = Color(light: (48, 176, 199), dark: (64, 200, 224))
    public static let cyan = Color(light: (50, 173, 230), dark: (100, 210, 255))
    public static let blue = Color(light: (0, 122, 255), dark: (10, 132, 255))
    public static let indigo = Color(light: (88, 86, 214), dark: (94, 92, 230))
    public static let purple = Color(light: (175, 82, 222), dark: (191, 90, 242))
    public static let pink = Color(light: (255, 45, 85), dark: (255, 55, 95))
    public static let brown = Color(light: (162, 132, 94), dark: (172, 142, 104))
    /// System gray, the same in both appearances.
    public static let gray = Color(rgb8: 142, 142, 147)
    /// The primary label color: black in light appearance, white in dark.
    public static let primary = Color(light: .black, dark: .white)
    /// The secondary label color: (60, 60, 67) at 60 % in light appearance, (235, 235, 245)
    /// at 60 % in dark.
    public static let secondary = Color(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.6)
}
