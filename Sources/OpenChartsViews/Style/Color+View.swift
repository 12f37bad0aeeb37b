import Foundation
import OpenChartsCore

/// A color is a view that fills the space proposed to it (10×10 when asked for its
/// ideal size, as SwiftUI), and a ``ShapeStyle``.
extension Color: View, PrimitiveView {
    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        [ShapeLayoutNode(path: { Path($0) }, drawing: .fill(FillStyle()), style: self, foreground: nil)]
    }
}

extension Color {
    /// A color space for components, as SwiftUI's `Color.RGBColorSpace`; only sRGB is
    /// distinguished, the others are read as sRGB.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// A color from components in `colorSpace`, as SwiftUI's `Color(_:red:green:blue:opacity:)`.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    /// A gray, as SwiftUI's `Color(_:white:opacity:)`.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }

    /// The same color, so that `Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))`
    /// compiles as it does with SwiftUI, where the literal is a `UIColor`.
    public init(_ color: Color) {
        self = color
    }
}

extension Color: _ExpressibleByColorLiteral {
    /// A color from a `#colorLiteral(red:green:blue:alpha:)`.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

/// The type of a `#colorLiteral(…)` whose type is not otherwise known.
public typealias _ColorLiteralType = Color
