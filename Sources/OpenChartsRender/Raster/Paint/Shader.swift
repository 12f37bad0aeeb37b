import Foundation
import OpenChartsCore

/// A paint resolved for the device: what colour each pixel of a fill receives,
/// premultiplied RGBA8.
enum Shader {
    case solid(PremultipliedColor)
    case gradient(GradientShader)

    /// The shader for `paint` drawn under `transform`, its opacity multiplied by `opacity`.
    init(_ paint: Paint, transform: CGAffineTransform, opacity: Double) {
        switch paint {
        case .color(let color):
            self = .solid(PremultipliedColor(color, opacity: opacity))
        case .linearGradient(let gradient):
            if let shader = GradientShader(gradient, transform: transform, opacity: opacity) {
                self = .gradient(shader)
            } else {
                // SVG: a gradient whose ends coincide paints its last stop's colour.
                self = .solid(PremultipliedColor(gradient.stops.last?.color ?? .clear, opacity: opacity))
            }
        }
    }

    /// Whether the shader paints nothing anywhere.
    var isInvisible: Bool {
        if case .solid(let color) = self { return color.a == 0 }
        return false
    }
}

/// One colour, premultiplied by its alpha, 8 bits per channel.
struct PremultipliedColor: Equatable {
    var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    /// `color` with its alpha multiplied by `opacity`, premultiplied and rounded.
    init(_ color: Color, opacity: Double) {
        let alpha = min(max(color.alpha * (opacity.isNaN ? 0 : opacity), 0), 1)
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        self.init(r: byte(color.red * alpha), g: byte(color.green * alpha), b: byte(color.blue * alpha), a: byte(alpha))
    }
}
