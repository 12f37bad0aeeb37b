import Foundation
import OpenChartsCore

/// A test stand-in for real font metrics: every character advances the same fraction of
/// the font size, and lines have fixed ascent and descent.
///
/// With the defaults a 10-point text is 5 points per character and 10 points tall
/// (ascent 7.5, descent 2.5, no line gap): exact binary fractions, so layout tests can
/// state exact frames. It is the default measurer only until the font module's
/// measurer is plugged in (see ``EnvironmentValues/defaultTextMeasurer``).
public struct StandInTextMeasurer: TextMeasuring, Hashable {
    /// Advance of each character, in ems.
    public var advance: CGFloat
    /// Ascent, descent and line gap, in ems.
    public var ascent: CGFloat, descent: CGFloat, lineGap: CGFloat

    public init(advance: CGFloat = 0.5, ascent: CGFloat = 0.75, descent: CGFloat = 0.25, lineGap: CGFloat = 0) {
        self.advance = advance
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
    }

    public func width(_ text: String, font: FontRequest) -> CGFloat {
        CGFloat(text.count) * advance * font.size
    }

    public func lineMetrics(_ font: FontRequest) -> (ascent: CGFloat, descent: CGFloat, lineGap: CGFloat) {
        (ascent * font.size, descent * font.size, lineGap * font.size)
    }
}
