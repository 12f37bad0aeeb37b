import Foundation
import OpenChartsViews

extension ChartContent {
    /// Shows this content only where the marks of `content` are drawn, and as much as they
    /// are opaque, as Swift Charts' `mask(content:)`: the gradient under a line.
    ///
    /// ```swift
    /// RectangleMark(xStart: .value("Start", 0), xEnd: .value("End", 23))
    ///     .foregroundStyle(.linearGradient(colors: [.blue, .clear], startPoint: .top, endPoint: .bottom))
    ///     .mask {
    ///         ForEach(hours) { hour in
    ///             AreaMark(x: .value("Hour", hour.hour), y: .value("Value", hour.value))
    ///                 .foregroundStyle(.black.opacity(0.4))
    ///         }
    ///     }
    /// ```
    /// The mask's marks are drawn with the chart's scales in the plot, as any mark, but only
    /// as the mask: their colours do not show, only their alpha (`.black.opacity(0.4)` lets
    /// 40 % through). They count in the scales' domains and, like any mark, in the legend
    /// when they use `foregroundStyle(by:)` or another `…(by:)` encoding; they carry no
    /// accessibility labels. Annotations on the mask's own marks are drawn, above the plot
    /// as every annotation (a label at a masked line's peak); an annotation on the whole
    /// masked content is the content's only. The content's marks, vectorized plots
    /// included, are drawn as one group under the mask, at the place of the first of them.
    /// Modifiers outside `mask` apply to both the content and the mask, except `opacity`,
    /// `shadow`, `blur`, annotations and accessibility, which are the content's own. An empty mask hides the
    /// content.
    public func mask<Content: ChartContent>(@ChartContentBuilder content: () -> Content) -> some ChartContent {
        MaskedChartContent(content: self, mask: content())
    }
}

/// Content drawn through the alpha of other content: what `mask(content:)` makes.
public struct MaskedChartContent<Content: ChartContent, Mask: ChartContent>: ChartContent {
    let content: Content
    let mask: Mask

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect(into collection: inout _ChartContentCollection) {
        let outer = collection.style
        let id = collection.collector.nextLayer
        collection.collector.nextLayer += 1
        collection.style.layer = MarkLayer(parent: outer.layer, id: id, kind: .maskedContent)
        content._collect(into: &collection)
        // The mask's marks only shape the content: fading, annotating or labelling the
        // masked content does not do so to them too.
        var maskStyle = outer
        maskStyle.layer = MarkLayer(parent: outer.layer, id: id, kind: .mask)
        maskStyle.opacity = 1
        maskStyle.effect = nil
        maskStyle.annotations = []
        maskStyle.accessibilityHidden = true
        collection.style = maskStyle
        mask._collect(into: &collection)
        collection.style = outer
    }
}
