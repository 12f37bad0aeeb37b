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
