import Foundation
import OpenChartsCore
import OpenChartsViews

/// An axis as a view, as Swift Charts passes it to `chartXAxisStyle` and
/// `chartYAxisStyle`: its ticks and labels beside the plot, to style with view modifiers.
///
/// ```swift
/// .chartXAxisStyle { axis in
///     axis.frame(height: 40).background(.gray.opacity(0.1))
/// }
/// ```
/// The view is the band the axis's marks take on one side of the plot. Along the axis it
/// takes the length proposed to it (the plot's); across, the room its ticks and labels
/// need. What the styled view measures across is what the chart reserves on that side, so
/// `.frame(height:)` (`.frame(width:)` for a y axis) sets that room and `.padding` adds to
/// it, moving the ticks and labels within it; `.offset` moves them without changing the
/// room; `.opacity` and `.background` draw as on any view. Grid lines stay with the plot,
/// and an axis title (`chartXAxisLabel`) stays where it is.
public struct ChartAxisContent: View, PrimitiveView {
    /// Whether the axis runs horizontally (an x axis): its length is its width.
    let isHorizontal: Bool
    /// The room its ticks and labels take across the axis.
    let thickness: CGFloat
    /// The axis's length when none is proposed.
    let length: CGFloat
    /// Draws the ticks and labels in a rectangle (in the parent's coordinates).
    let draw: (CGRect, RenderContext) -> [SceneNode]

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        let (isHorizontal, thickness, length, draw) = (isHorizontal, thickness, length, draw)
        return [HostedLayoutNode(
            sizing: { proposal in
                isHorizontal ? CGSize(width: proposal.width ?? length, height: thickness)
                    : CGSize(width: thickness, height: proposal.height ?? length)
            },
            drawing: { rect, _, context in draw(rect, context) })]
    }

    /// An axis that draws nothing, for measuring the styled axis's size.
    static func measuring(isHorizontal: Bool, thickness: CGFloat, length: CGFloat) -> ChartAxisContent {
        ChartAxisContent(isHorizontal: isHorizontal, thickness: thickness, length: length) { _, _ in [] }
    }
}
