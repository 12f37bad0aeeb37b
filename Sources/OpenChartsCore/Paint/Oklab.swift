import Foundation

/// Björn Ottosson's Oklab (2020, bottosson.github.io/posts/oklab), a perceptual color
/// space: equal steps in it look like equal steps. Colors are mixed in it so that the
/// middle of blue and yellow is not a muddy grey.
package struct Oklab: Hashable, Sendable {
    package var lightness: Double
    package var a: Double
    package var b: Double

    /// The Oklab coordinates of sRGB components (alpha is not part of them).
    package init(_ c: Color.Components) {
        let (r, g, b) = (Oklab.linear(c.red), Oklab.linear(c.green), Oklab.linear(c.blue))
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        self.b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    /// The sRGB components of this color with `alpha`, clamped to 0…1.
    package func components(alpha: Double) -> Color.Components {
        let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
        return Color.Components(red: Oklab.gamma(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
                                green: Oklab.gamma(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
                                blue: Oklab.gamma(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s),
                                alpha: alpha)
    }

    /// The sRGB transfer function undone.
    private static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The sRGB transfer function, clamped to 0…1.
    private static func gamma(_ c: Double) -> Double {
        let v = c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055
        return min(1, max(0, v))
    }
}
