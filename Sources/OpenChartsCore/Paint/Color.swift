import Foundation

/// A color in the sRGB space with straight (not premultiplied) alpha, components in 0…1.
///
/// The named colors carry SwiftUI's light-mode sRGB values (Apple's Human Interface
/// Guidelines, "Color" → system colors, light appearance).
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

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

    /// The same color with its alpha multiplied by `opacity`, as SwiftUI's `Color.opacity(_:)`.
    public func opacity(_ opacity: Double) -> Color {
        var copy = self
        copy.alpha = Color.clamp(alpha * opacity)
        return copy
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
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let red = Color(rgb8: 255, 59, 48)
    public static let orange = Color(rgb8: 255, 149, 0)
    public static let yellow = Color(rgb8: 255, 204, 0)
    public static let green = Color(rgb8: 52, 199, 89)
    public static let mint = Color(rgb8: 0, 199, 190)
    public static let teal = Color(rgb8: 48, 176, 199)
    public static let cyan = Color(rgb8: 50, 173, 230)
    public static let blue = Color(rgb8: 0, 122, 255)
    public static let indigo = Color(rgb8: 88, 86, 214)
    public static let purple = Color(rgb8: 175, 82, 222)
    public static let pink = Color(rgb8: 255, 45, 85)
    public static let brown = Color(rgb8: 162, 132, 94)
    public static let gray = Color(rgb8: 142, 142, 147)
    /// The primary label color in light mode: black.
    public static let primary = Color.black
    /// The secondary label color in light mode: (60, 60, 67) at 60 %.
    public static let secondary = Color(rgb8: 60, 60, 67, opacity: 0.6)
}
