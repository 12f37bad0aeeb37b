import Foundation
import OpenChartsCore

#if !canImport(UIKit)
/// UIKit's semantic and system colors, for SwiftUI code that names them
/// (`Color(.label)`, `Color(uiColor: .secondarySystemBackground)`): each is a ``Color``
/// with its light and dark values, as UIKit's dynamic colors are. Defined only where UIKit
/// is not (Linux, macOS without Catalyst), so that such code compiles unchanged.
///
/// Values are iOS's (UIKit's documented sRGB values in light and dark appearance, normal
/// contrast, base elevation).
public struct UIColor: Hashable, Sendable {
    /// The color it stands for.
    public let color: Color

    public init(_ color: Color) {
        self.color = color
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// The same color with `alpha` as its opacity, as UIKit's `withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color.mapComponents { Color.Components(red: $0.red, green: $0.green, blue: $0.blue, alpha: Double(alpha)) })
    }

    private init(light: (UInt8, UInt8, UInt8), dark: (UInt8, UInt8, UInt8), opacity: Double = 1, darkOpacity: Double? = nil) {
        color = Color(light: light, dark: dark, opacity: opacity, darkOpacity: darkOpacity)
    }

    // Labels.
    public static let label = UIColor(Color.primary)
    public static let secondaryLabel = UIColor(Color.secondary)
    public static let tertiaryLabel = UIColor(Color.tertiary)
    public static let quaternaryLabel = UIColor(Color.quaternary)
    public static let placeholderText = UIColor(light: (60, 60, 67), dark: (235, 235, 245), opacity: 0.3)
    public static let link = UIColor(light: (0, 122, 255), dark: (9, 132, 255))

    // Fills, for shapes over a background.
    public static let systemFill = UIColor(light: (120, 120, 128), dark: (120, 120, 128), opacity: 0.2, darkOpacity: 0.36)
    public static let secondarySystemFill = UIColor(light: (120, 120, 128), dark: (120, 120, 128), opacity: 0.16, darkOpacity: 0.32)
    /// The fill of a segmented picker's track.
    public static let tertiarySystemFill = UIColor(SegmentedNode.trackColor)
    public static let quaternarySystemFill = UIColor(light: (116, 116, 128), dark: (118, 118, 128), opacity: 0.08, darkOpacity: 0.18)

    // Backgrounds.
    /// The window's background, as `.background` paints it.
    public static let systemBackground = UIColor(BackgroundStyle.color)
    public static let secondarySystemBackground = UIColor(light: (242, 242, 247), dark: (28, 28, 30))
    public static let tertiarySystemBackground = UIColor(light: (255, 255, 255), dark: (44, 44, 46))
    public static let systemGroupedBackground = UIColor(light: (242, 242, 247), dark: (0, 0, 0))
    public static let secondarySystemGroupedBackground = UIColor(light: (255, 255, 255), dark: (28, 28, 30))
    public static let tertiarySystemGroupedBackground = UIColor(light: (242, 242, 247), dark: (44, 44, 46))

    // Separators.
    public static let separator = UIColor(Divider.color)
    public static let opaqueSeparator = UIColor(light: (198, 198, 200), dark: (56, 56, 58))

    // System colors, as SwiftUI's of the same names.
    public static let systemRed = UIColor(Color.red)
    public static let systemOrange = UIColor(Color.orange)
    public static let systemYellow = UIColor(Color.yellow)
    public static let systemGreen = UIColor(Color.green)
    public static let systemMint = UIColor(Color.mint)
    public static let systemTeal = UIColor(Color.teal)
    public static let systemCyan = UIColor(Color.cyan)
    public static let systemBlue = UIColor(Color.blue)
    public static let systemIndigo = UIColor(Color.indigo)
    public static let systemPurple = UIColor(Color.purple)
    public static let systemPink = UIColor(Color.pink)
    public static let systemBrown = UIColor(Color.brown)
    public static let systemGray = UIColor(Color.gray)
    public static let systemGray2 = UIColor(light: (174, 174, 178), dark: (99, 99, 102))
    public static let systemGray3 = UIColor(light: (199, 199, 204), dark: (72, 72, 74))
    public static let systemGray4 = UIColor(light: (209, 209, 214), dark: (58, 58, 60))
    public static let systemGray5 = UIColor(light: (229, 229, 234), dark: (44, 44, 46))
    public static let systemGray6 = UIColor(light: (242, 242, 247), dark: (28, 28, 30))

    // Fixed colors.
    public static let black = UIColor(Color.black)
    public static let white = UIColor(Color.white)
    public static let clear = UIColor(Color.clear)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
}

extension Color {
    /// The SwiftUI color of a UIKit color, as `Color(.systemFill)` writes it.
    public init(_ uiColor: UIColor) {
        self = uiColor.color
    }

    /// The SwiftUI color of a UIKit color, as `Color(uiColor: .label)` writes it.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }
}
#endif
