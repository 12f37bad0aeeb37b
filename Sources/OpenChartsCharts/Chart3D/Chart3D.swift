import Foundation
import OpenChartsCore
import OpenChartsViews

/// A chart in three dimensions, as Swift Charts' `Chart3D` (iOS 26): surfaces and points
/// in a box with x across, y (the height) up and z in depth, seen from a pose and drawn
/// flat, in every format.
///
/// ```swift
/// Chart3D {
///     SurfacePlot(x: "x", y: "Height", z: "z") { x, z in sin(x) * cos(z) }
///         .foregroundStyle(.heightBased)
/// }
/// .chartXScale(domain: -3...3)
/// .chartZScale(domain: -3...3)
/// .chart3DPose(.default)
/// ```
/// The box's three far faces are drawn as panes with grid lines at the axes' ticks, its
/// near edges carry the tick labels and the axis titles (the surfaces' labels, or the
/// points' value labels). Surfaces and points are drawn back to front, lit from the upper
/// left. What it does not do: gestures (a picture shows the pose it is given), legends
/// for `foregroundStyle(by:)`, scale types other than linear, and `Chart3D` marks other
/// than `SurfacePlot` and `PointMark(x:y:z:)`.
public struct Chart3D<Content: Chart3DContent>: View, PrimitiveView {
    let content: Content

    /// A chart of `content`.
    public init(@Chart3DContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// A chart of what `content` makes for each element of `data`.
    public init<Data: RandomAccessCollection, C: Chart3DContent>(
        _ data: Data, @Chart3DContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A chart of what `content` makes for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: Chart3DContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @Chart3DContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        let chart = self
        return [HostedLayoutNode(
            sizing: ChartTheme.chartSize(for:),
            drawing: { rect, _, _ in chart.render(in: rect, environment: environment) })]
    }

    /// The chart drawn in `rect`; a rectangle too small or too big to lay out in draws nothing.
    func render(in rect: CGRect, environment: EnvironmentValues) -> [SceneNode] {
        guard (try? Chart<Never>.validSize(ProposedSize(rect.size))) != nil else { return [] }
        let nodes = layout(size: rect.size, environment: environment).nodes()
        return rect.origin == .zero ? nodes : [.group(GroupNode(children: nodes, transform: CGAffineTransform(translationX: rect.minX, y: rect.minY)))]
    }

    /// The chart's content laid out at `size` with the chart modifiers around it.
    func layout(size: CGSize, environment: EnvironmentValues) -> Chart3DLayout {
        var configuration = ChartConfiguration()
        for change in environment.chartChanges { change.apply(&configuration) }
        var collection = _Chart3DCollection()
        content._collect3D(into: &collection)
        var inner = environment
        inner.chartChanges = []
        return Chart3DLayout(items: collection.items, configuration: configuration, size: size, environment: inner)
    }
}
