import Foundation
import OpenChartsCore
import OpenChartsText

/// Measures text with real font metrics from OpenChartsText: the fonts found on this
/// system, with per-character fallback, or DejaVu Sans' built-in advances when none is.
public struct FontLibraryMeasurer: TextMeasuring {
    public let fonts: FontLibrary

    public init(fonts: FontLibrary = .shared) {
        self.fonts = fonts
    }

    public func width(_ text: String, font: FontRequest) -> CGFloat {
        fonts.width(text, font: font)
    }

    public func lineMetrics(_ font: FontRequest) -> (ascent: CGFloat, descent: CGFloat, lineGap: CGFloat) {
        let metrics = fonts.lineMetrics(for: font)
        return (metrics.ascent, metrics.descent, metrics.lineGap)
    }

    public func lines(_ text: String, font: FontRequest, maxWidth: CGFloat) -> [String] {
        fonts.lines(text, font: font, maxWidth: maxWidth)
    }

    public func truncated(_ text: String, font: FontRequest, maxWidth: CGFloat, mode: Text.TruncationMode) -> String {
        let fontMode: OpenChartsText.TruncationMode = switch mode {
        case .head: .head
        case .middle: .middle
        case .tail: .tail
        }
        return fonts.truncated(text, font: font, maxWidth: maxWidth, mode: fontMode)
    }
}
