import Foundation
import OpenChartsCore
import OpenChartsViews

/// The plot area as a view, as Swift Charts passes it to `chartPlotStyle`: style it with
/// view modifiers. It takes the size proposed to it and draws the grid lines and marks.
///
/// ```swift
/// .chartPlotStyle { plot in
///     plot.frame(height: 200).background(.gray.opacity(0.1)).border(.gray)
/// }
/// ```
/// A frame smaller than the room the axes leave makes the plot that size (from its
/// top-leading corner); backgrounds are drawn under the marks, borders and overlays over them.
public struct ChartPlotContent: View, PrimitiveView {
    /// Draws the grid lines and marks in a rectangle (in the parent's coordinates).
    let draw: (CGRect, RenderContext) -> [SceneNode]

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        [ChartTheme.fillingNode(draw)]
    }

    /// A plot that draws nothing, for measuring the styled plot's size.
    static var measuring: ChartPlotContent { ChartPlotContent { _, _ in [] } }
}
