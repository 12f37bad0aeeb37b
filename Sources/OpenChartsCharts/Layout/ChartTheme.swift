import Foundation
import OpenChartsCore
import OpenChartsViews

/// Swift Charts' default look, in one place.
enum ChartTheme {
    /// The categorical palette `foregroundStyle(by:)` cycles through.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]
    /// The color of marks without `foregroundStyle`: the accent color.
    static let markColor = Color.blue
    /// Axis value labels: caption-2 size, secondary color.
    static let labelFont = FontRequest(families: ["sans-serif"], size: 10)
    static let labelColor = Color.secondary
    /// Axis titles (`chartXAxisLabel`) and legend entries.
    static let titleFont = FontRequest(families: ["sans-serif"], size: 11)
    /// The font of annotation views that set none: 11 points.
    static let annotationFont = Font.system(size: 11)
    /// Grid lines: a hairline in the quaternary label color, gray on light and on dark.
    static let gridColor = Color.quaternary
    static let gridStyle = StrokeStyle(lineWidth: 0.5)
    /// Ticks: the same gray as grid lines.
    static let tickLength: CGFloat = 4
    /// The gap between a tick's end and its label.
    static let labelGap: CGFloat = 3
    /// The size a chart takes when nothing is proposed.
    static let defaultSize = CGSize(width: 400, height: 300)
    /// The gap between the plot and the legend, and between legend entries.
    static let legendSpacing: CGFloat = 8
    /// Line width of `LineMark` and `RuleMark`.
    static let lineWidth: CGFloat = 2
    /// A line's stroke when it sets none.
    static let lineStroke = StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round)
    static let ruleWidth: CGFloat = 1
    /// Default point symbol size in points (Swift Charts' ≈ 30 pt² area).
    static let symbolSide: CGFloat = 7
    /// Thickness of bars on a continuous axis when nothing else decides it.
    static let continuousBarThickness: CGFloat = 12

    /// The size a chart takes for `proposal`: the side proposed, or ``defaultSize``'s for a
    /// side not proposed or infinite (a scroll view's), as for its ideal size.
    static func chartSize(for proposal: ProposedSize) -> CGSize {
        CGSize(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? defaultSize.width,
               height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? defaultSize.height)
    }

    /// A layout node that takes the size proposed to it (``defaultSize``'s for a side not
    /// proposed) and draws with `draw` in the rectangle it is given: a styled plot's or a
    /// compositing layer's placeholder.
    static func fillingNode(_ draw: @escaping (CGRect, RenderContext) -> [SceneNode]) -> LayoutNode {
        HostedLayoutNode(sizing: { CGSize(width: $0.width ?? defaultSize.width, height: $0.height ?? defaultSize.height) },
                         drawing: { rect, _, context in draw(rect, context) })
    }
}
