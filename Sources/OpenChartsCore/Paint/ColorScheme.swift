import Foundation

/// Light or dark appearance, as SwiftUI's `ColorScheme`: which of a system color's two
/// values a view is drawn with (`.environment(\.colorScheme, .dark)`).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}
