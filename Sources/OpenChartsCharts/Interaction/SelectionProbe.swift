import Foundation
import OpenChartsCore
import OpenChartsViews

/// Finds the charts drawn inside a view that a page can interact with: the view is drawn
/// with an empty overlay on every chart, and the overlay keeps the chart's proxy (its
/// layout, configuration and place in the scene). The overlay draws nothing, so the scene
/// is the view's own.
final class SelectionProbe {
    /// The first chart with a value, range or angle selection, and the first that scrolls
    /// along x, with their order among the charts drawn.
    private(set) var selecting: (proxy: ChartProxy, index: Int)?
    private(set) var scrolling: (proxy: ChartProxy, index: Int)?
    private var seen = 0

    var proxy: ChartProxy? { selecting?.proxy }

    /// `view` with the probe on every chart inside it.
    func probing<V: View>(_ view: V) -> some View {
        view.chartModifier { [self] configuration in
            configuration.layers.append(ChartLayer(inFront: true, alignment: .center) { proxy in
                self.record(proxy)
                return EmptyView()
            })
        }
    }

    private func record(_ proxy: ChartProxy) {
        defer { seen += 1 }
        let interaction = proxy.layout.configuration.interaction
        if selecting == nil,
           interaction.setXSelection != nil || interaction.setXRangeSelection != nil || interaction.setAngleSelection != nil {
            selecting = (proxy, seen)
        }
        if scrolling == nil, interaction.scrollableAxes.contains(.horizontal), interaction.xVisibleLength != nil {
            scrolling = (proxy, seen)
        }
    }
}
