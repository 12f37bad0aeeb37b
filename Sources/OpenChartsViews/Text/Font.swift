import Foundation
import OpenChartsCore

/// A font, as SwiftUI's `Font`: a text style or an explicit size, with weight and design.
///
/// Text styles have SwiftUI's iOS sizes at the default Dynamic Type setting (large):
/// largeTitle 34, title 28, title2 22, title3 20, headline 17 semibold, body 17,
/// callout 16, subheadline 15, footnote 13, caption 12, caption2 11.
public struct Font: Hashable, Sendable {
    /// Size in points.
    public var size: CGFloat
    /// How heavy the strokes are.
    public var weight: Weight
    /// The family of letterforms.
    public var design: Design
    /// Whether the letters slant.
    public var isItalic: Bool

    init(size: CGFloat, weight: Weight = .regular, design: Design = .default, isItalic: Bool = false) {
        self.size = size.isFinite ? max(size, 0) : 17
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
    }

    /// A font weight, on the CSS and OpenType scale.
    public struct Weight: Hashable, Sendable {
        /// 100 (ultra light) … 900 (black).
        public var value: Int

        public static let ultraLight = Weight(value: 100)
        public static let thin = Weight(value: 200)
        public static let light = Weight(value: 300)
        public static let regular = Weight(value: 400)
        public static let medium = Weight(value: 500)
        public static let semibold = Weight(value: 600)
        public static let bold = Weight(value: 700)
        public static let heavy = Weight(value: 800)
        public static let black = Weight(value: 900)
    }

    /// A family of letterforms.
    public enum Design: Hashable, Sendable, CaseIterable {
        case `default`, serif, rounded, monospaced

        /// The families a text backend looks for, most preferred first.
        var families: [String] {
            switch self {
            case .default: ["sans-serif"]
            case .serif: ["serif"]
            case .rounded: ["ui-rounded", "sans-serif"]
            case .monospaced: ["monospace"]
            }
        }
    }

    /// A semantic text style.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

        /// SwiftUI's iOS point size and weight at the default Dynamic Type size.
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .body: (17, .regular)
            case .callout: (16, .regular)
            case .subheadline: (15, .regular)
            case .footnote: (13, .regular)
            case .caption: (12, .regular)
            case .caption2: (11, .regular)
            }
        }
    }

    public static let largeTitle = Font.system(.largeTitle)
    public static let title = Font.system(.title)
    public static let title2 = Font.system(.title2)
    public static let title3 = Font.system(.title3)
    public static let headline = Font.system(.headline)
    public static let subheadline = Font.system(.subheadline)
    public static let body = Font.system(.body)
    public static let callout = Font.system(.callout)
    public static let footnote = Font.system(.footnote)
    public static let caption = Font.system(.caption)
    public static let caption2 = Font.system(.caption2)

    /// The system font at `size` points; a non-finite size reads as 17, a negative one as 0.
    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    /// The system font for a text style.
    public static func system(_ style: TextStyle, design: Design = .default) -> Font {
        let metrics = style.metrics
        return Font(size: metrics.size, weight: metrics.weight, design: design)
    }

    /// The same font with another weight.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// The same font, bold.
    public func bold() -> Font { weight(.bold) }

    /// The same font, italic.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// What a text backend is asked for.
    package var request: FontRequest {
        FontRequest(families: design.families, size: size, weight: weight.value, isItalic: isItalic)
    }
}
