import Foundation
import OpenChartsCore
import OpenChartsViews

extension TextMeasuring {
    /// How far a line of `font` rises above its baseline.
    func ascent(of font: FontRequest) -> CGFloat { lineMetrics(font).ascent }
    /// How far a line of `font` falls below its baseline.
    func descent(of font: FontRequest) -> CGFloat { lineMetrics(font).descent }
    /// The height of one line of `font`, as a one-line `Text` is tall: ascent plus descent.
    func lineHeight(of font: FontRequest) -> CGFloat {
        let metrics = lineMetrics(font)
        return metrics.ascent + metrics.descent
    }
}
