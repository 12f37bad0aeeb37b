import Foundation
import OpenChartsCore

/// Measures label text for layout: the width of a string and the vertical metrics of a font.
protocol ChartTextMeasuring: Sendable {
    func width(of text: String, font: FontRequest) -> CGFloat
    func ascent(of font: FontRequest) -> CGFloat
    func descent(of font: FontRequest) -> CGFloat
}

/// A STAND-IN measurer until OpenChartsText lands: every character is 0.6 em wide (CJK
/// and other wide characters 1 em), ascent 0.76 em, descent 0.24 em. Replace it with
/// `FontLibrary.shared` by changing `chartTextMeasurer` below.
struct StandInTextMeasurer: ChartTextMeasuring {
    func width(of text: String, font: FontRequest) -> CGFloat {
        var ems: CGFloat = 0
        for scalar in text.unicodeScalars {
            ems += scalar.value >= 0x1100 ? 1 : 0.6
        }
        return ems * font.size
    }

    func ascent(of font: FontRequest) -> CGFloat { 0.76 * font.size }
    func descent(of font: FontRequest) -> CGFloat { 0.24 * font.size }
}

/// The measurer every chart uses (the one line to change at integration).
let chartTextMeasurer: any ChartTextMeasuring = StandInTextMeasurer()

extension ChartTextMeasuring {
    /// The line height: ascent plus descent.
    func lineHeight(of font: FontRequest) -> CGFloat { ascent(of: font) + descent(of: font) }

    /// `text` cut to fit `maxWidth`, ending in "…"; the whole text when it fits, and an
    /// empty string when not even "…" fits.
    /// - Complexity: O(n²) in the text's length, bounded by labels being short.
    func truncate(_ text: String, toWidth maxWidth: CGFloat, font: FontRequest) -> String {
        if width(of: text, font: font) <= maxWidth { return text }
        var characters = Array(text)
        while !characters.isEmpty {
            characters.removeLast()
            let candidate = String(characters).trimmingCharacters(in: .whitespaces) + "…"
            if width(of: candidate, font: font) <= maxWidth { return candidate }
        }
        return width(of: "…", font: font) <= maxWidth ? "…" : ""
    }
}
