import Foundation

/// A line of text measured and placed: its width, the glyphs of each font it used,
/// and the line's vertical metrics.
public struct TextLayout: Sendable {
    /// The advance of the whole line in pixels, kerning included.
    public var width: CGFloat
    /// Runs of consecutive glyphs drawn by one face, in text order.
    public var runs: [GlyphRun]
    /// Ascent, descent and line gap of the line's primary font.
    public var lineMetrics: LineMetrics

    /// A layout from its parts.
    public init(width: CGFloat, runs: [GlyphRun], lineMetrics: LineMetrics) {
        self.width = width
        self.runs = runs
        self.lineMetrics = lineMetrics
    }
}

/// Glyphs drawn by one face.
public struct GlyphRun: Sendable {
    /// The face that draws the glyphs; nil for built-in metrics, which cannot be drawn.
    public var face: FontFace?
    /// The glyphs in text order, one per Unicode scalar.
    public var glyphs: [PositionedGlyph]

    /// A run of `glyphs` drawn by `face`.
    public init(face: FontFace?, glyphs: [PositionedGlyph]) {
        self.face = face
        self.glyphs = glyphs
    }
}

/// One glyph of a run and where it goes.
public struct PositionedGlyph: Sendable, Equatable {
    /// The glyph in the run's face (0, `.notdef`, when missing or built in).
    public var glyphID: UInt32
    /// Pen x from the layout's origin, in pixels, kerning placement included.
    public var x: CGFloat
    /// The advance in pixels, kerning included.
    public var advance: CGFloat
    /// No font had the character: the glyph is the primary face's `.notdef` box.
    public var isMissing: Bool

    /// A glyph at pen position `x` with its advance.
    public init(glyphID: UInt32, x: CGFloat, advance: CGFloat, isMissing: Bool) {
        self.glyphID = glyphID
        self.x = x
        self.advance = advance
        self.isMissing = isMissing
    }
}

/// The vertical metrics of a line at a size, in pixels.
public struct LineMetrics: Sendable, Equatable {
    /// Distance from the baseline up to the top of the line box.
    public var ascent: CGFloat
    /// Distance from the baseline down to the bottom of the line box, positive.
    public var descent: CGFloat
    /// Extra space the font asks for between lines.
    public var lineGap: CGFloat

    /// Line metrics in pixels; `descent` is positive.
    public init(ascent: CGFloat, descent: CGFloat, lineGap: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
    }

    /// The distance from one baseline to the next: ascent + descent + line gap.
    public var lineHeight: CGFloat { ascent + descent + lineGap }
}

/// Where truncation puts the ellipsis, as SwiftUI's `Text.TruncationMode`.
public enum TruncationMode: Sendable, Hashable {
    /// "…end of the text"
    case head
    /// "Start…end"
    case middle
    /// "Start of the text…"
    case tail
}
