import Foundation
import OpenChartsCore
import OpenChartsViews

/// A view drawn behind or in front of a chart, built from its proxy.
struct ChartLayer {
    let inFront: Bool
    /// Draws the layer for the chart in `rect` (in the parent's coordinates).
    let render: (ChartProxy, CGRect, EnvironmentValues, RenderContext) -> [SceneNode]

    init<V: View>(inFront: Bool, alignment: Alignment, _ content: @escaping (ChartProxy) -> V) {
        self.inFront = inFront
        render = { proxy, rect, environment, context in
            renderView(content(proxy), in: rect, alignment: alignment, environment: environment, context: context)
        }
    }
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
        with { $0.layers.append(ChartLayer(inFront: inFront, alignment: alignment, content)) }
    }
}

// Chart modifiers after view modifiers: `Chart { … }.frame(height: 300).chartLegend(.hidden)`.
// They apply to every chart inside the view; the one nearest a chart wins.
extension View {
    /// ``Chart/chartBackground`` for the charts in this view.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartModifier { $0.layers.append(ChartLayer(inFront: false, alignment: alignment, content)) }
    }

    /// ``Chart/chartOverlay`` for the charts in this view.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartModifier { $0.layers.append(ChartLayer(inFront: true, alignment: alignment, content)) }
    }
}
