import Foundation

/// The font a text run asks for: families in order of preference, size and style.
/// Text backends resolve it to a font file (OpenChartsText does the matching).
public struct FontRequest: Hashable, Sendable {
    /// Family names, most preferred first; generic names such as `sans-serif` may end it.
    public var families: [String]
    /// Size in pixels (the em size).
    public var size: CGFloat
    /// Weight on the CSS and OpenType scale: 400 regular, 700 bold.
    public var weight: Int
    public var isItalic: Bool

    public init(families: [String] = [], size: CGFloat = 12, weight: Int = 400, isItalic: Bool = false) {
        self.families = families
        self.size = size
        self.weight = min(max(weight, 1), 1000)
        self.isItalic = isItalic
    }
}

/// Where a text run's origin sits along its advance, as SVG's `text-anchor`.
public enum TextAnchor: String, Hashable, Sendable { case start, middle, end }
