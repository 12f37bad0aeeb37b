import Foundation

extension ChartContent {
    /// Adds a text label next to each mark, as Swift Charts' `annotation(…)`.
    ///
    /// `position` is the side of the mark (`.automatic` is the top for vertical bars and
    /// points, the trailing side for horizontal bars); `alignment` aligns the label on that
    /// side; `spacing` is the gap in points (4 by default). With `overflowResolution`
    /// `.fit`/`.fit(to:)` on an axis, the label is moved back inside the plot or chart.
    public func annotation<Label: StringProtocol>(
        position: AnnotationPosition = .automatic, alignment: ChartAlignment = .center,
        spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution = .automatic,
        content: () -> Label
    ) -> some ChartContent {
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing,
                                        overflowResolution: overflowResolution, text: String(content()))
        return modified { $0.annotations.append(annotation) }
    }
}
