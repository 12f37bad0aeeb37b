import Foundation
import OpenChartsCore
import OpenChartsViews

/// How axis labels that would overlap are resolved, as Swift Charts'.
public enum AxisValueLabelCollisionResolution: Hashable, Sendable {
    /// Thin out labels (every second, third… is kept) so that none overlap.
    case automatic
    /// Keep labels in order, dropping any that would overlap one already kept.
    case greedy
    /// Cut long labels to their slot with "…".
    case truncate
    /// Draw every label.
    case disabled

    /// `.greedy`; priorities and spacing are not used yet.
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> Self { .greedy }
}

/// How axis labels are turned, as Swift Charts' (labels are drawn horizontally here).
public enum AxisValueLabelOrientation: Hashable, Sendable { case automatic, horizontal, vertical, verticalReversed }

/// The label at an axis value, as Swift Charts' `AxisValueLabel`.
public struct AxisValueLabel: AxisMark, AxisMarkPrimitive {
    let spec: AxisLabelSpec

    /// The value's automatic label. `centered` puts it in the middle of the interval after
    /// the value (for dates and bins); `anchor` is the unit point of the label placed at
    /// the value (0,0 top leading); `collisionResolution` chooses how overlaps are avoided.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {
        spec = AxisLabelSpec(text: nil, format: nil, centered: centered, anchor: anchor,
                             collisionResolution: collisionResolution, color: nil)
    }

    /// The value formatted with `format`, as `AxisValueLabel(format: .dateTime.month(.narrow))`.
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                     multiLabelAlignment: Alignment? = nil,
                                     collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                                     offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                                     horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil)
    where Format.FormatInput: Plottable, Format.FormatOutput == String, Format: Sendable {
        let formatter: @Sendable (ChartPrimitive) -> String? = { primitive in
            Format.FormatInput(chartPrimitive: primitive).map { format.format($0) }
        }
        spec = AxisLabelSpec(text: nil, format: formatter, centered: centered, anchor: anchor,
                             collisionResolution: collisionResolution, color: nil)
    }

    /// A fixed title.
    public init<Title: StringProtocol>(_ title: Title, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                       multiLabelAlignment: Alignment? = nil,
                                       collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                                       offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                                       horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        spec = AxisLabelSpec(text: String(title), format: nil, centered: centered, anchor: anchor,
                             collisionResolution: collisionResolution, color: nil)
    }

    /// A label that is any view, as `AxisValueLabel { VStack { Image(…); Text(name) } }`.
    /// It is laid out at its ideal size beside the tick (centred on it along the axis),
    /// and the plot shrinks to make room for the largest one.
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                               offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                               horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                               @ViewBuilder content: () -> Content) {
        spec = AxisLabelSpec(text: nil, format: nil, centered: centered, anchor: anchor,
                             collisionResolution: collisionResolution, color: nil,
                             view: AxisLabelView(view: AnyView(content())))
    }

    func collect(into items: inout [AxisMarkItem]) {
        items.append(.label(spec))
    }
}
