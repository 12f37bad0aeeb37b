import Foundation
import OpenChartsCore
import OpenChartsViews

/// Finds the first chart with a value or angle selection drawn inside a view: the view is
/// drawn with an empty overlay on every chart, and the overlay keeps the chart's proxy
/// (its layout, configuration and place in the scene). The overlay draws nothing, so the
/// scene is the view's own.
final class SelectionProbe {
    private(set) var proxy: ChartProxy?

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
        guard self.proxy == nil else { return }
        let interaction = proxy.layout.configuration.interaction
        if interaction.setXSelection != nil || interaction.setXRangeSelection != nil || interaction.setAngleSelection != nil {
            self.proxy = proxy
        }
    }
}
