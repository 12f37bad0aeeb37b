import Foundation
import OpenChartsCore
import OpenChartsViews

extension ChartLayout {
    /// The room each side of `plan`'s marks takes when drawn as `style`'s view: the styled
    /// view's size across the axis, offered the axis's length along it and nothing across
    /// (so `.frame(height:)` sets it and `.padding` adds to the marks' own). Empty when the
    /// axis is not styled.
    static func styledBands(_ plan: AxisPlan?, style: ((ChartAxisContent) -> AnyView)?, length: CGFloat,
                            environment: EnvironmentValues) -> [AxisMarkPosition: CGFloat] {
        guard let plan, let style else { return [:] }
        let isHorizontal = plan.axis == .horizontal
        var bands: [AxisMarkPosition: CGFloat] = [:]
        for side in plan.sides {
            let content = ChartAxisContent.measuring(isHorizontal: isHorizontal, thickness: plan.thickness(on: side), length: length)
            let proposal = isHorizontal ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length)
            let size = sizeOfView(style(content), proposal: proposal, environment: environment)
            let across = isHorizontal ? size.height : size.width
            // A view that answers no finite, non-negative size keeps the marks' own room.
            if across.isFinite && across >= 0 { bands[side] = across }
        }
        return bands
    }

    /// An axis drawn as `style`'s view: on each side its marks stand on, the view laid out
    /// in the band `bands` reserved beside the plot, its ticks and labels drawn where the
    /// view places them; then the title, unstyled.
    func styledAxisNode(_ plan: AxisPlan, scale: AxisScale, style: (ChartAxisContent) -> AnyView,
                        bands: [AxisMarkPosition: CGFloat], context: RenderContext) -> SceneNode {
        let isHorizontal = plan.axis == .horizontal
        let length = isHorizontal ? plot.width : plot.height
        var children: [SceneNode] = []
        for side in plan.sides {
            let natural = plan.thickness(on: side)
            let home = band(beside: side, thickness: natural)
            let drawn = plan.markNodes(on: side, scale: scale, plot: plot, chart: size, context: context)
            let content = ChartAxisContent(isHorizontal: isHorizontal, thickness: natural, length: length) { rect, _ in
                ChartLayout.placing(drawn, drawnIn: home, at: rect)
            }
            // Against the plot: a bottom band hangs from the plot's bottom edge, and so on.
            let alignment: Alignment = switch side {
            case .top: .bottom
            case .leading: .trailing
            case .trailing: .leading
            case .bottom, .automatic: .top
            }
            children += renderView(style(content), in: band(beside: side, thickness: bands[side] ?? natural),
                                   alignment: alignment, environment: environment, context: context)
        }
        if let title = plan.titleNode(plot: plot, axesFrame: axesFrame) { children.append(title) }
        return plan.group(children)
    }

    /// The rectangle `thickness` deep beside the plot on `side`, as long as the plot's side.
    private func band(beside side: AxisMarkPosition, thickness: CGFloat) -> CGRect {
        switch side {
        case .top: CGRect(x: plot.minX, y: plot.minY - thickness, width: plot.width, height: thickness)
        case .leading: CGRect(x: plot.minX - thickness, y: plot.minY, width: thickness, height: plot.height)
        case .trailing: CGRect(x: plot.maxX, y: plot.minY, width: thickness, height: plot.height)
        case .bottom, .automatic: CGRect(x: plot.minX, y: plot.maxY, width: plot.width, height: thickness)
        }
    }
}
