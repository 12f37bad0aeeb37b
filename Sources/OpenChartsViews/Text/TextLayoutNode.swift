import Foundation
import OpenChartsCore

/// Lays out and draws one ``Text``.
final class TextLayoutNode: LayoutNode {
    /// The lines a text shows under one proposal, and the font they are set in.
    struct Layout {
        var font: FontRequest
        var metrics: (ascent: CGFloat, descent: CGFloat, lineGap: CGFloat)
        var lines: [String]
        /// Whether text was cut (lines dropped, or a line wider than the width offered).
        var isTruncated: Bool

        var lineHeight: CGFloat { metrics.ascent + metrics.descent }

        /// The distance from one baseline to the next.
        var lineAdvance: CGFloat { lineHeight + metrics.lineGap }
    }

    let string: String
    let font: FontRequest
    let measurer: any TextMeasuring
    let lineLimit: Int?
    /// Lines whose height the text takes however many it shows (`lineLimit(_:reservesSpace:)`).
    let reservedLines: Int
    let truncationMode: Text.TruncationMode
    let alignment: TextAlignment
    let minimumScaleFactor: CGFloat
    let style: (any ShapeStyle)?
    private var layouts = SmallCache<ProposedSize, Layout>()

    init(string: String, environment: EnvironmentValues) {
        self.string = string
        font = environment.resolvedFont.request
        measurer = environment.textMeasurer
        lineLimit = environment.lineLimit.map { max($0, 1) }
        reservedLines = environment.reservesLineSpace ? lineLimit ?? 0 : 0
        truncationMode = environment.truncationMode
        alignment = environment.multilineTextAlignment
        minimumScaleFactor = environment.minimumScaleFactor
        style = environment.foregroundStyle
        super.init()
        guideKeys = [VerticalAlignment.firstTextBaseline.guide.key, VerticalAlignment.lastTextBaseline.guide.key]
    }

    /// The layout under `proposal`: at full size, or, when that cuts text and a minimum
    /// scale factor allows it, at the largest scale (to within 1/1024) that cuts nothing,
    /// else at the minimum scale.
    func layout(_ proposal: ProposedSize) -> Layout {
        if let known = layouts[proposal] { return known }
        var result = layout(proposal, scale: 1)
        if result.isTruncated, minimumScaleFactor < 1 {
            var low = minimumScaleFactor, high: CGFloat = 1
            result = layout(proposal, scale: low)
            if !result.isTruncated {
                for _ in 0..<10 {
                    let middle = (low + high) / 2
                    let candidate = layout(proposal, scale: middle)
                    if candidate.isTruncated { high = middle } else { (low, result) = (middle, candidate) }
                }
            }
        }
        layouts[proposal] = result
        return result
    }

    /// The lines at `scale` times the font size: wrapped to the proposed width, limited by
    /// the line limit and by how many lines the proposed height holds (at least one), the
    /// last shown line truncated when text is left over.
    private func layout(_ proposal: ProposedSize, scale: CGFloat) -> Layout {
        var font = self.font
        font.size *= scale
        let metrics = measurer.lineMetrics(font)
        var result = Layout(font: font, metrics: metrics, lines: [], isTruncated: false)
        guard !string.isEmpty else { return result }
        let maxWidth = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        var lines: [String]
        if let maxWidth {
            lines = measurer.lines(string, font: font, maxWidth: maxWidth)
            result.isTruncated = lines.contains { measurer.width($0, font: font) > maxWidth }
        } else {
            lines = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        var limit = lineLimit ?? lines.count
        if let height = proposal.height, height.isFinite, result.lineAdvance > 0 {
            let fitting = Int(((height + metrics.lineGap) / result.lineAdvance).rounded(.down))
            limit = min(limit, max(fitting, 1))
        }
        if lines.count > limit {
            let rest = lines[(limit - 1)...].joined(separator: " ")
            lines.removeSubrange((limit - 1)...)
            lines.append(maxWidth.map { measurer.truncated(rest, font: font, maxWidth: $0, mode: truncationMode) } ?? rest)
            result.isTruncated = true
        }
        result.lines = lines
        return result
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        let layout = self.layout(proposal)
        guard !layout.lines.isEmpty || reservedLines > 0 else { return .zero }
        let width = layout.lines.map { measurer.width($0, font: layout.font) }.max() ?? 0
        let count = CGFloat(max(layout.lines.count, reservedLines))
        return CGSize(width: width, height: count * layout.lineHeight + (count - 1) * layout.metrics.lineGap)
    }

    /// The first and last baselines, from the top.
    override func explicitGuide(_ key: GuideKey, proposal: ProposedSize) -> CGFloat? {
        let layout = self.layout(proposal)
        guard !layout.lines.isEmpty else { return nil }
        if key == VerticalAlignment.firstTextBaseline.guide.key { return layout.metrics.ascent }
        if key == VerticalAlignment.lastTextBaseline.guide.key {
            return CGFloat(layout.lines.count - 1) * layout.lineAdvance + layout.metrics.ascent
        }
        return nil
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let layout = self.layout(proposal)
        let paint = resolvePaint(style, in: rect)
        let (anchor, x): (TextAnchor, CGFloat) = switch alignment {
        case .leading: (.start, rect.minX)
        case .center: (.middle, rect.midX)
        case .trailing: (.end, rect.maxX)
        }
        let lines = layout.lines.enumerated().map { index, line -> SceneNode in
            let baseline = rect.minY + layout.metrics.ascent + CGFloat(index) * layout.lineAdvance
            return .text(TextNode(text: line, origin: CGPoint(x: x, y: baseline), anchor: anchor, font: layout.font, paint: paint))
        }
        return shadowed(lines, by: style)
    }
}
