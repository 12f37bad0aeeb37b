import Foundation
import OpenChartsCore
import OpenChartsViews

extension ChartContent {
    /// Draws this content's marks as one picture before it joins the chart, as Swift Charts'
    /// `compositingLayer()`. On its own the picture looks as the marks would; the layer is
    /// what ``compositingLayer(style:)`` styles.
    public func compositingLayer() -> some ChartContent {
        CompositedChartContent(content: self, style: nil)
    }

    /// Draws this content's marks as one picture, then as the view `style` makes of it, as
    /// Swift Charts' `compositingLayer(style:)`: view modifiers apply to the marks together.
    ///
    /// ```swift
    /// ForEach(ranges) { range in
    ///     AreaMark(x: .value("Day", range.day), yStart: .value("Low", range.low), yEnd: .value("High", range.high))
    /// }
    /// .compositingLayer { layer in
    ///     layer.opacity(0.5).shadow(radius: 4)
    /// }
    /// ```
    /// Where marks overlap, a layer at half opacity shows the upper mark over the lower at
    /// full strength, then fades the whole, so the overlap is no darker than the rest; a
    /// shadow or blur is cast by the marks as one shape. The placeholder takes the plot's
    /// size and is placed at the plot's top-leading corner, so `offset` moves the marks and
    /// `padding` or `frame` changes the room they are placed in. Scales, legends and
    /// annotations are those of the marks as if no layer were there.
    public func compositingLayer<V: View>(@ViewBuilder style: @escaping (PlaceholderContentView<Self>) -> V) -> some ChartContent {
        CompositedChartContent(content: self, style: CompositeStyle { draw in AnyView(style(PlaceholderContentView(draw: draw))) })
    }
}

/// The marks of a compositing layer, as a view for its style to modify (Swift Charts'
/// `PlaceholderContentView`). It takes the size proposed to it and draws the marks there.
public struct PlaceholderContentView<Content>: View, PrimitiveView {
    /// Draws the marks in a rectangle (in the parent's coordinates).
    let draw: (CGRect, RenderContext) -> [SceneNode]

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        [ChartTheme.fillingNode(draw)]
    }
}

/// Content drawn as one layer: what `compositingLayer()` and `compositingLayer(style:)` make.
public struct CompositedChartContent<Content: ChartContent>: ChartContent {
    let content: Content
    let style: CompositeStyle?

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect(into collection: inout _ChartContentCollection) {
        let outer = collection.style
        let id = collection.collector.nextLayer
        collection.collector.nextLayer += 1
        collection.style.layer = MarkLayer(parent: outer.layer, id: id, kind: .composite(style))
        content._collect(into: &collection)
        collection.style = outer
    }
}
