import Foundation

/// The text of a ``Text`` built from a literal, with SwiftUI's interpolations.
///
/// `Text("\(value, specifier: "%.1f")")` formats with a printf specifier. Without one,
/// numbers format as SwiftUI's `LocalizedStringKey` does: `Int` with `%lld`, `Double`
/// with `%lf` (so `"\(2.5)"` reads "2.500000", as in SwiftUI), `CGFloat` likewise, `Float` with `%f`.
/// Strings and other values are written as `String(describing:)`. There is no
/// localization: the key is the text.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    package let text: String

    public init(_ value: String) {
        text = value
    }

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.output
    }

    /// Builds the text of an interpolated literal.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            output += string
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
        }

        public mutating func appendInterpolation(_ value: Int) {
            output += String(value)
        }

        public mutating func appendInterpolation(_ value: Double) {
            output += String(format: "%lf", value)
        }

        public mutating func appendInterpolation(_ value: CGFloat) {
            output += String(format: "%lf", Double(value))
        }

        public mutating func appendInterpolation(_ value: Float) {
            output += String(format: "%f", Double(value))
        }

        /// A number formatted with a printf specifier such as `"%.1f"`.
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            output += String(format: specifier, Double(value))
        }

        /// An integer formatted with a printf specifier such as `"%03lld"`.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            output += String(format: specifier, Int64(clamping: value))
        }

        /// A text's string, as SwiftUI allows `Text("\(Text("a")) b")`.
        public mutating func appendInterpolation(_ text: Text) {
            output += text.string
        }
    }
}
