import Foundation
import OpenChartsCore
import OpenChartsViews

/// A view drawn behind or in front of a chart, built from its proxy.
struct ChartLayer {
    let inFront: Bool
    /// Draws the layer for the chart in `rect` (in the parent's coordinates).
    let render: (ChartProxy, CGRect, EnvironmentValues, RenderContext) -> [SceneNode]
}

extension Chart {
    /// Draws the view `content` builds behind the chart, over the chart's whole frame, as
    /// Swift Charts' `chartBackground(alignment:content:)`. Read the plot's frame with
    /// `geometry[proxy.plotAreaFrame]` inside a `GeometryReader`.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> Chart {
        layered(inFront: false, alignment: alignment, content)
    }

    /// Draws the view `content` builds in front of the chart, as Swift Charts' `chartOverlay(alignment:content:)`.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> Chart {
        layered(inFront: true, alignment: alignment, content)
    }

    private func layered<V: View>(inFront: Bool, alignment: Alignment, _ content: @escaping (ChartProxy) -> V) -> Chart {
        var copy = self
        copy.layers.append(ChartLayer(inFront: inFront) { proxy, rect, environment, context in
            renderView(content(proxy), in: rect, alignment: alignment, environment: environment, context: context)
        })
        return copy
    }
}
