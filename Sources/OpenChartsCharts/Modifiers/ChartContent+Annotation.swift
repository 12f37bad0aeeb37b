import Foundation
import OpenChartsViews

/// What an annotation's content is told about its mark, as Swift Charts' `AnnotationContext`.
public struct AnnotationContext: Sendable {
    /// The size of the mark's frame the annotation is placed around.
    public let targetSize: CGSize
}

extension ChartContent {
    /// Adds a view next to each mark, as Swift Charts' `annotation(…)`.
    ///
    /// `position` is the side of the mark (`.automatic` is the top for vertical bars and
    /// points, the trailing side for horizontal bars, the middle of a sector); `alignment`
    /// aligns the view on that side; `spacing` is the gap in points (4 by default). With
    /// `overflowResolution` `.fit`/`.fit(to:)` on an axis, the view is moved back inside the
    /// plot or chart. The view is offered no size and takes its ideal size.
    ///
    /// ```swift
    /// BarMark(x: .value("Day", day), y: .value("Sales", sales))
    ///     .annotation(position: .top) { Text("\(sales)").font(.caption) }
    /// ```
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center,
        spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution = .automatic,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let view = AnyView(content())
        return annotation(position: position, alignment: alignment, spacing: spacing,
                          overflowResolution: overflowResolution) { (_: AnnotationContext) in view }
    }

    /// Adds a view built from the mark's ``AnnotationContext`` next to each mark.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center,
        spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution = .automatic,
        @ViewBuilder content: @escaping (AnnotationContext) -> C
    ) -> some ChartContent {
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing,
                                        overflowResolution: overflowResolution) { AnyView(content($0)) }
        return modified(.annotation(annotation))
    }
}
