import Foundation
import OpenChartsCore

extension Color {
    /// The color at `opacity` (a row's, from `opacity(_:)` with a key path): itself when
    /// `opacity` is 1, so rows at full opacity keep their exact color.
    func fading(by opacity: Double) -> Color {
        opacity < 1 ? self.opacity(opacity) : self
    }
}

extension Paint {
    /// The paint at `opacity`: a color's alpha, or every gradient stop's, multiplied by it.
    func fading(by opacity: Double) -> Paint {
        guard opacity < 1 else { return self }
        switch self {
        case let .color(color):
            return .color(color.opacity(opacity))
        case let .linearGradient(gradient):
            return .linearGradient(LinearGradientPaint(
                stops: gradient.stops.map { GradientStop(color: $0.color.opacity(opacity), location: $0.location) },
                start: gradient.start, end: gradient.end))
        }
    }
}
