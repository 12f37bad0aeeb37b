import Foundation
import OpenChartsCore

extension FontLibrary {
    /// Breaks text into lines no wider than `maxWidth`.
    ///
    /// Lines break at newlines, after spaces, and between CJK characters (but not before
    /// closing punctuation such as "，" or "）"); a word wider than `maxWidth` breaks
    /// between characters. Spaces at a break are dropped. A line is never empty of
    /// characters when the text has some, so a `maxWidth` narrower than one character
    /// gives one character per line; a NaN `maxWidth` sets no limit.
    /// - Complexity: O(n²) measuring for a paragraph of n characters in the worst case.
    public func lines(_ text: String, font: FontRequest, maxWidth: CGFloat) -> [String] {
        // NaN compares false with everything; treat it as "no limit" rather than a line per character.
        let maxWidth = maxWidth.isNaN ? .infinity : maxWidth
        var result: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            result += breakParagraph(String(paragraph), font: font, maxWidth: maxWidth)
        }
        return result
    }

    private func breakParagraph(_ paragraph: String, font: FontRequest, maxWidth: CGFloat) -> [String] {
        func fits(_ line: String) -> Bool { width(Self.trimmingTrailingSpaces(line), font: font) <= maxWidth }
        var lines: [String] = []
        var line = ""
        for segment in Self.breakSegments(paragraph) {
            if !line.isEmpty, !fits(line + segment) {
                lines.append(Self.trimmingTrailingSpaces(line))
                line = ""
            }
            guard line.isEmpty, !fits(segment) else {
                line += segment
                continue
            }
            // A word wider than the line breaks between characters.
            for character in segment {
                if !line.isEmpty, !fits(line + String(character)) {
                    lines.append(Self.trimmingTrailingSpaces(line))
                    line = ""
                }
                line.append(character)
            }
        }
        lines.append(Self.trimmingTrailingSpaces(line))
        return lines
    }

    /// The text cut at each break opportunity; each piece keeps its trailing spaces.
    static func breakSegments(_ text: String) -> [String] {
        var segments: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            let breakBefore: Bool
            if let previous {
                if previous == " " || previous == "\t" {
                    breakBefore = character != " " && character != "\t"
                } else {
                    breakBefore = (isCJK(previous) || isCJK(character)) && !noBreakBefore.contains(character)
                        && !noBreakAfter.contains(previous)
                }
            } else {
                breakBefore = false
            }
            if breakBefore, !current.isEmpty {
                segments.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { segments.append(current) }
        return segments
    }

    static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return BuiltInMetrics.isWide(scalar)
    }

    /// Closing punctuation that must not start a line (a small kinsoku set).
    static let noBreakBefore: Set<Character> = [
        "，", "。", "、", "；", "：", "！", "？", "）", "」", "』", "】", "》", "〉", "…", "ー", "々",
        ",", ".", ";", ":", "!", "?", ")", "]", "}", "%",
    ]
    /// Opening punctuation that must not end a line.
    static let noBreakAfter: Set<Character> = ["（", "「", "『", "【", "《", "〈", "(", "[", "{"]

    static func trimmingTrailingSpaces(_ text: String) -> String {
        var text = Substring(text)
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return String(text)
    }

    static func trimmingLeadingSpaces(_ text: String) -> String {
        String(text.drop { $0 == " " || $0 == "\t" })
    }
}
