import Foundation
import OpenChartsCore
import OpenChartsViews

/// A grid line across the plot at an axis value, as Swift Charts' `AxisGridLine`.
public struct AxisGridLine: AxisMark, AxisMarkPrimitive {
    let centered: Bool?
    let stroke: StrokeStyle?

    /// `centered` puts the line in the middle of a band instead of at its value;
    /// `stroke` replaces the default hairline.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        self.centered = centered
        self.stroke = stroke
    }

    func collect(into items: inout [AxisMarkItem]) {
        items.append(.gridLine(centered: centered, stroke: stroke, color: nil))
    }
}
