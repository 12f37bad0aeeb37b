import Foundation
import OpenChartsCore

extension Gradient {
    /// Where colors are mixed, as SwiftUI's `Gradient.ColorSpace`.
    public enum ColorSpace: Hashable, Sendable {
        /// Component by component in sRGB.
        case device
        /// In Oklab, a perceptual space: equal steps look equal.
        case perceptual
    }
}

extension Color {
    /// This color mixed with `rhs`: `fraction` 0 gives this color, 1 gives `rhs`, as
    /// SwiftUI's `Color.mix(with:by:in:)`, e.g. `.green.mix(with: .blue, by: 0.25)`. A
    /// fraction outside 0…1 is clamped; NaN reads as 0. Both appearances are mixed.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = fraction.isNaN ? 0 : min(1, max(0, fraction))
        return mixed(with: rhs, by: t, perceptual: colorSpace == .perceptual)
    }
}
