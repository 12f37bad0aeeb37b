import Foundation
import OpenChartsCore
import OpenChartsViews

extension ChartLayout {
    /// The chart drawn: plot background, grid lines, marks (by `zIndex`, then data order),
    /// annotations, axes and legend. The plot, each axis and the legend are `.object` groups;
    /// every mark is a `.symbol` group with an accessibility label, unless the output reads
    /// no labels (PNG, PDF: see `markGroup`).
    func scene(context: RenderContext) -> Scene {
        var nodes: [SceneNode] = []
        var plotChildren: [SceneNode] = []
        if let xScale, let xAxis { plotChildren += xAxis.gridNodes(scale: xScale, plot: plot) }
        if let yScale, let yAxis { plotChildren += yAxis.gridNodes(scale: yScale, plot: plot) }
        let drawn = isPolar ? sectorNodes() : markNodes()
        // Marks usually come in order already (one z, data order): then there is nothing to
        // sort. The sort is stable, so skipping it when no pair is out of order changes nothing.
        let inOrder = drawn.indices.dropFirst().allSatisfy { i in
            !((drawn[i].z, drawn[i].order) < (drawn[i - 1].z, drawn[i - 1].order))
        }
        let sorted = inOrder ? drawn : drawn.sorted { ($0.z, $0.order) < ($1.z, $1.order) }
        // Where no labels are read, point marks are bare symbols nodes (`markGroup`): a run
        // of them becomes one node, as a point plot draws its rows.
        let joinsPoints = !environment.readsAccessibilityLabels
        var ordered: [SceneNode]
        if sorted.contains(where: { $0.layer != nil }) {
            // Masked content and its mask become one group each, a compositing layer one
            // group drawn as its style's view.
            let plot = self.plot, environment = self.environment
            func composite(_ style: CompositeStyle, _ nodes: [SceneNode]) -> [SceneNode] {
                let view = style.view { rect, _ in ChartLayout.placing(nodes, drawnIn: plot, at: rect) }
                return renderView(view, in: plot, alignment: .topLeading, environment: environment, context: context)
            }
            ordered = MarkLayer.grouping(sorted, in: nil, joiningPoints: joinsPoints, compositing: composite)
        } else {
            ordered = sorted.map { $0.node }
            if joinsPoints { ordered = SymbolsNode.joiningRuns(ordered) }
        }
        if configuration.interaction.scrollableAxes.isEmpty {
            plotChildren += ordered
        } else {
            // A scrolling chart shows the marks in its visible window only.
            plotChildren.append(.group(GroupNode(children: ordered, clip: Path(plot))))
        }
        if let style = configuration.plotStyle {
            // The plot view draws the grid and marks where it is placed, under its
            // overlays and over its backgrounds.
            let drawnPlot = plotChildren, plot = self.plot
            let content = ChartPlotContent { rect, _ in ChartLayout.placing(drawnPlot, drawnIn: plot, at: rect) }
            plotChildren = renderView(style(content), in: plot, alignment: .topLeading, environment: environment, context: context)
        }
        plotChildren += annotationNodes(context: context)
        nodes.append(.group(GroupNode(children: plotChildren, role: .object, accessibilityLabel: plotDescription)))
        if let xScale, let xAxis {
            nodes.append(configuration.xAxisStyle.map { styledAxisNode(xAxis, scale: xScale, style: $0, bands: xAxisBands, context: context) }
                ?? xAxis.axisNode(scale: xScale, plot: plot, chart: size, axesFrame: axesFrame, context: context))
        }
        if let yScale, let yAxis {
            nodes.append(configuration.yAxisStyle.map { styledAxisNode(yAxis, scale: yScale, style: $0, bands: yAxisBands, context: context) }
                ?? yAxis.axisNode(scale: yScale, plot: plot, chart: size, axesFrame: axesFrame, context: context))
        }
        if let legend { nodes.append(legend.node(plot: plot, frame: CGRect(origin: .zero, size: size))) }
        return Scene(size: size, nodes: nodes, title: nil, summary: nil, background: nil)
    }

    /// `nodes`, drawn for the rectangle `plot`, moved to a view's place at `rect` (a styled
    /// plot's, a compositing layer's, a styled axis band's).
    static func placing(_ nodes: [SceneNode], drawnIn plot: CGRect, at rect: CGRect) -> [SceneNode] {
        if rect.origin == plot.origin { return nodes }
        return [.group(GroupNode(children: nodes, transform: CGAffineTransform(translationX: rect.minX - plot.minX, y: rect.minY - plot.minY)))]
    }

    /// What assistive technology reads for the plot: its kind and number of marks, a
    /// vectorized plot's rows counting as marks (a function's samples do not).
    private var plotDescription: String {
        let count = plots.reduce(marks.count) { $1.function == nil ? $0 + $1.count : $0 }
        if isPolar { return "Pie chart, \(count) sector\(count == 1 ? "" : "s")" }
        return "Plot, \(count) mark\(count == 1 ? "" : "s")"
    }
}

/// A node with the keys that order it among the marks, and the side of the mask it is
/// drawn in (nil outside every mask).
struct OrderedNode {
    var node: SceneNode
    var z: Double
    var order: Int
    var layer: MarkLayer?
}
