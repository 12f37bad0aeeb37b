import Foundation
import OpenChartsViews

/// One chart modifier's change to a chart's configuration.
struct ChartChange {
    let apply: (inout ChartConfiguration) -> Void
}

/// Chart modifiers set on views that enclose charts, as Swift Charts' modifiers are `View`
/// modifiers that set environment values: `Chart { … }.frame(height: 300).chartLegend(.hidden)`.
///
/// Changes apply outermost first, then the chart's own, so the modifier nearest the chart
/// wins, as environment values do in SwiftUI.
private struct ChartChangesKey: EnvironmentKey {
    static let defaultValue = ChartChanges()
}

/// The changes, boxed: closures are not `Sendable`, and layout reads them on one thread.
struct ChartChanges: @unchecked Sendable {
    var list: [ChartChange] = []
}

extension EnvironmentValues {
    /// The chart modifiers of enclosing views, outermost first.
    var chartChanges: [ChartChange] {
        get { self[ChartChangesKey.self].list }
        set { self[ChartChangesKey.self].list = newValue }
    }
}

extension View {
    /// This view with `change` applied to every chart inside it.
    func chartModifier(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment { $0.chartChanges.append(ChartChange(apply: change)) }
    }
}
