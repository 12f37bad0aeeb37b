import Foundation
import OpenChartsCore

/// Measures text for layout: how wide a run is, how tall a line is, where lines break
/// and how a run is shortened to fit.
///
/// Layout reads the measurer from the environment (``EnvironmentValues/textMeasurer``);
/// tests inject ``StandInTextMeasurer`` to get exact frames. Only ``width(_:font:)`` and
/// ``lineMetrics(_:)`` are required: line breaking and truncation have default
/// implementations built on them.
public protocol TextMeasuring: Sendable {
    /// The advance width of `text` on one line.
    func width(_ text: String, font: FontRequest) -> CGFloat
    /// The font's ascent, descent (both positive) and line gap.
    func lineMetrics(_ font: FontRequest) -> (ascent: CGFloat, descent: CGFloat, lineGap: CGFloat)
    /// `text` broken into lines no wider than `maxWidth` where possible: at spaces, at
    /// hard line breaks, and inside a word only when the word alone is too wide.
    func lines(_ text: String, font: FontRequest, maxWidth: CGFloat) -> [String]
    /// `text` shortened with an ellipsis so that it fits in `maxWidth`, or unchanged when
    /// it fits already.
    func truncated(_ text: String, font: FontRequest, maxWidth: CGFloat, mode: Text.TruncationMode) -> String
}

extension TextMeasuring {
    /// Greedy line breaking at spaces; a word wider than a line is broken between characters.
    /// - Complexity: O(n²) width measurements in the worst case, n characters.
    public func lines(_ text: String, font: FontRequest, maxWidth: CGFloat) -> [String] {
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if width(candidate, font: font) <= maxWidth || candidate.isEmpty {
                    line = candidate
                    continue
                }
                if !line.isEmpty { result.append(line) }
                line = ""
                // The word alone is too wide: break it between characters.
                for character in word {
                    let next = line + String(character)
                    if !line.isEmpty, width(next, font: font) > maxWidth {
                        result.append(line)
                        line = String(character)
                    } else {
                        line = next
                    }
                }
            }
            result.append(line)
        }
        return result
    }

    /// Drops characters at the end, start or middle (by `mode`) until the text plus "…" fits;
    /// the ellipsis alone is kept even when it does not fit.
    public func truncated(_ text: String, font: FontRequest, maxWidth: CGFloat, mode: Text.TruncationMode) -> String {
        guard width(text, font: font) > maxWidth else { return text }
        var characters = Array(text)
        func candidate() -> String {
            switch mode {
            case .tail: return String(characters) + "…"
            case .head: return "…" + String(characters)
            case .middle:
                let half = (characters.count + 1) / 2
                return String(characters[..<half]) + "…" + String(characters[half...])
            }
        }
        while !characters.isEmpty {
            switch mode {
            case .tail: characters.removeLast()
            case .head: characters.removeFirst()
            case .middle: characters.remove(at: characters.count / 2)
            }
            let shortened = candidate()
            if width(shortened, font: font) <= maxWidth { return shortened }
        }
        return "…"
    }
}
