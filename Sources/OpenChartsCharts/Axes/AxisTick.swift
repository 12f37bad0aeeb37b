import Foundation
import OpenChartsCore
import OpenChartsViews

/// A short tick outside the plot at an axis value, as Swift Charts' `AxisTick`.
public struct AxisTick: AxisMark, AxisMarkPrimitive {
    /// How long a tick is.
    public enum Length: Hashable, Sendable {
        case automatic
        /// As long as the gap to the label, plus `extendPastBy`.
        case label(extendPastBy: CGFloat)
        /// As long as the gap to the longest label, plus `extendPastBy`.
        case longestLabel(extendPastBy: CGFloat)

        /// As long as the gap to the label.
        public static var label: Length { .label(extendPastBy: 0) }
        /// As long as the gap to the longest label.
        public static var longestLabel: Length { .longestLabel(extendPastBy: 0) }
    }

    let centered: Bool?
    let length: CGFloat?
    let stroke: StrokeStyle?

    /// A tick of the automatic length (4 points).
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        self.centered = centered
        switch length {
        case let .label(extra), let .longestLabel(extra): self.length = ChartTheme.tickLength + ChartTheme.labelGap + max(0, extra)
        default: self.length = nil
        }
        self.stroke = stroke
    }

    /// A tick `length` points long.
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        self.centered = centered
        self.length = length.isFinite ? max(0, length) : nil
        self.stroke = stroke
    }

    func collect(into items: inout [AxisMarkItem]) {
        items.append(.tick(centered: centered, length: length, stroke: stroke, color: nil))
    }
}
