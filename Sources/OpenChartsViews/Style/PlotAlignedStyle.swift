import Foundation
import OpenChartsCore

/// A style painted over a fixed rectangle, whatever shape it fills: a gradient in it spans
/// `rect`, not the shape's bounds. Charts' `alignsMarkStylesWithPlotArea()` paints marks
/// this way over the plot, so that one gradient runs across every mark.
package struct PlotAlignedStyle: ShapeStyle, PaintResolvable {
    package let base: any ShapeStyle
    package let rect: CGRect

    /// `base` painted over `rect`; a plain colour is itself, since it paints the same anywhere.
    package static func aligning(_ base: any ShapeStyle, to rect: CGRect) -> any ShapeStyle {
        base is Color ? base : PlotAlignedStyle(base: base, rect: rect)
    }

    func paint(in _: CGRect, foreground: (any ShapeStyle)?) -> Paint {
        resolvePaint(base, in: rect, foreground: foreground)
    }
}
