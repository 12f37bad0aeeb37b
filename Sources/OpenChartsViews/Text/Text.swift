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
    let string: String
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

    func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
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

/// Lays out and draws one ``Text``.
final class TextLayoutNode: LayoutNode {
    let string: String
    let font: FontRequest
    let measurer: any TextMeasuring
    let lineLimit: Int?
    let truncationMode: Text.TruncationMode
    let alignment: TextAlignment
    let style: (any ShapeStyle)?
    let metrics: (ascent: CGFloat, descent: CGFloat, lineGap: CGFloat)

    init(string: String, environment: EnvironmentValues) {
        self.string = string
        font = environment.resolvedFont.request
        measurer = environment.textMeasurer
        lineLimit = environment.lineLimit.map { max($0, 1) }
        truncationMode = environment.truncationMode
        alignment = environment.multilineTextAlignment
        style = environment.foregroundStyle
        metrics = measurer.lineMetrics(font)
    }

    private var lineHeight: CGFloat { metrics.ascent + metrics.descent }

    /// The lines shown under `proposal`: wrapped to the proposed width, limited by the
    /// line limit and by how many lines the proposed height holds (at least one), the
    /// last shown line truncated when text is left over.
    private func lines(_ proposal: ProposedSize) -> [String] {
        guard !string.isEmpty else { return [] }
        let maxWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        var all: [String]
        if let maxWidth {
            all = measurer.lines(string, font: font, maxWidth: maxWidth)
        } else {
            all = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        var limit = lineLimit ?? all.count
        if let height = proposal.height, height.isFinite {
            let fitting = Int(((height + metrics.lineGap) / (lineHeight + metrics.lineGap)).rounded(.down))
            limit = min(limit, max(fitting, 1))
        }
        guard all.count > limit else { return all }
        let rest = all[(limit - 1)...].joined(separator: " ")
        all.removeSubrange((limit - 1)...)
        all.append(maxWidth.map { measurer.truncated(rest, font: font, maxWidth: $0, mode: truncationMode) } ?? rest)
        return all
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        let shown = lines(proposal)
        guard !shown.isEmpty else { return .zero }
        let width = shown.map { measurer.width($0, font: font) }.max() ?? 0
        let count = CGFloat(shown.count)
        return CGSize(width: width, height: count * lineHeight + (count - 1) * metrics.lineGap)
    }

    /// The first and last baselines, from the top.
    override func explicitGuide(_ key: GuideKey, proposal: ProposedSize) -> CGFloat? {
        let count = lines(proposal).count
        guard count > 0 else { return nil }
        if key == VerticalAlignment.firstTextBaseline.guide.key { return metrics.ascent }
        if key == VerticalAlignment.lastTextBaseline.guide.key {
            return CGFloat(count - 1) * (lineHeight + metrics.lineGap) + metrics.ascent
        }
        return nil
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let paint = resolvePaint(style, in: rect)
        let (anchor, x): (TextAnchor, CGFloat) = switch alignment {
        case .leading: (.start, rect.minX)
        case .center: (.middle, rect.midX)
        case .trailing: (.end, rect.maxX)
        }
        return lines(proposal).enumerated().map { index, line in
            let baseline = rect.minY + metrics.ascent + CGFloat(index) * (lineHeight + metrics.lineGap)
            return .text(TextNode(text: line, origin: CGPoint(x: x, y: baseline), anchor: anchor, font: font, paint: paint))
        }
    }
}
