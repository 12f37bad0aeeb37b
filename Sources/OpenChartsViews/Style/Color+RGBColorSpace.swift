import Foundation
import OpenChartsCore

extension Color {
    /// A color space for components, as SwiftUI's `Color.RGBColorSpace`. Colors are drawn in
    /// sRGB: components in the other spaces are converted when the color is made.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB, the components as they are.
        case sRGB
        /// sRGB's primaries without its transfer curve: light intensities, 0.5 being half the light.
        case sRGBLinear
        /// Display P3's wider primaries with sRGB's transfer curve; colors outside sRGB are
        /// clamped to its gamut.
        case displayP3

        /// Components in this space as sRGB components (CSS Color 4's conversions: the
        /// transfer curve undone, the linear components through the primaries' matrix, the
        /// curve applied again), clamped to 0…1.
        func sRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
            // A NaN component is 0 here, as sRGB draws it, rather than spreading to the others.
            let (r, g, b) = (r.isNaN ? 0 : r, g.isNaN ? 0 : g, b.isNaN ? 0 : b)
            switch self {
            case .sRGB:
                return (r, g, b)
            case .sRGBLinear:
                return (Self.encoded(r), Self.encoded(g), Self.encoded(b))
            case .displayP3:
                let (lr, lg, lb) = (Self.linear(r), Self.linear(g), Self.linear(b))
                return (Self.encoded(1.2249401 * lr - 0.2249404 * lg),
                        Self.encoded(-0.0420569 * lr + 1.0420571 * lg),
                        Self.encoded(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb))
            }
        }

        /// sRGB's transfer curve undone: an encoded component as a light intensity.
        private static func linear(_ c: Double) -> Double {
            c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }

        /// sRGB's transfer curve: a light intensity (clamped to 0…1) as an encoded component.
        private static func encoded(_ c: Double) -> Double {
            if c >= 1 { return 1 }   // exactly: 1.055 − 0.055 is not 1 in binary
            let c = max(c, 0)
            return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
    }

    /// A color from components in `colorSpace`, as SwiftUI's `Color(_:red:green:blue:opacity:)`:
    /// `Color(.displayP3, red: 1, green: 0, blue: 0)` is P3's red, drawn as sRGB's nearest
    /// (its red); `Color(.sRGBLinear, red: 0.5, …)` is half the light, about 188 of 255 in sRGB.
    /// A NaN component is drawn as 0, as in sRGB.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = colorSpace.sRGB(red, green, blue)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A gray, as SwiftUI's `Color(_:white:opacity:)`, `white` in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        let (r, _, _) = colorSpace.sRGB(white, white, white)
        self.init(white: r, opacity: opacity)
    }
}
