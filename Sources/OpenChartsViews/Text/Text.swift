import Foundation
import OpenChartsCore

/// A run of text, as SwiftUI's `Text`.
///
/// Its font, color, line limit and truncation come from the environment (`.font(_:)`,
/// `.foregroundColor(_:)`, `.lineLimit(_:)` …). It takes the width it needs up to the
/// width proposed, wrapping at spaces when it has to, and is as tall as its lines:
/// ascent + descent each, plus the line gap between lines. An empty text takes no space.
public struct Text: View, PrimitiveView, Hashable, Sendable {
    /// The characters shown.
    package let string: String
    /// Styles set on the text itself, which win over the environment's.
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var color: Color?

    /// Text from a literal, with SwiftUI's interpolations (see ``LocalizedStringKey``).
    public init(_ key: LocalizedStringKey) {
        string = key.text
    }

    /// Text showing `content` as it is. Disfavoured, as in SwiftUI, so that a literal
    /// picks ``init(_:)-LocalizedStringKey`` and its interpolations.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        string = String(content)
    }

    /// Text showing `content` as it is, never localized.
    public init(verbatim content: String) {
        string = content
    }

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        [TextLayoutNode(string: string, environment: resolved(environment))]
    }

    /// The environment with this text's own styles applied.
    func resolved(_ environment: EnvironmentValues) -> EnvironmentValues {
        var result = environment
        if let font { result.font = font }
        if let weight { result.fontWeight = weight }
        if isItalic { result.font = result.resolvedFont.italic() }
        if let color { result.foregroundStyle = color }
        return result
    }

    /// The two texts one after the other; the result takes the left text's styles.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = Text(verbatim: lhs.string + rhs.string)
        (result.font, result.weight, result.isItalic, result.color) = (lhs.font, lhs.weight, lhs.isItalic, lhs.color)
        return result
    }

    // MARK: - Styles that keep a Text a Text, as in SwiftUI

    /// The text in `font`.
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// The text with its weight overridden.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }

    /// The text in italics.
    public func italic() -> Text {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// The text painted with `color` (`nil`: the environment's foreground style).
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.color = color
        return copy
    }

    /// Where text that does not fit is cut, as SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: Hashable, Sendable, CaseIterable {
        case head, tail, middle
    }
}

/// How the lines of a multi-line text line up, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
