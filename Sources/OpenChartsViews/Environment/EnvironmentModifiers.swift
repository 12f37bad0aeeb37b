import Foundation
import OpenChartsCore

extension View {
    /// Sets the font of text in this view.
    public func font(_ font: Font?) -> some View {
        transformEnvironment { $0.font = font }
    }

    /// Sets the weight of text in this view, overriding the font's.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment { $0.fontWeight = weight }
    }

    /// Makes text in this view bold (or stops overriding the weight when `false`).
    public func bold(_ isActive: Bool = true) -> some View {
        fontWeight(isActive ? .bold : nil)
    }

    /// Sets the color of text and of shapes without a style of their own; `nil` restores `.primary`.
    public func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment { $0.foregroundStyle = color }
    }

    /// Sets the style of text and of shapes without a style of their own.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironment { $0.foregroundStyle = style }
    }

    /// Sets the most lines a text may take; `nil` removes the limit, values below 1 read as 1.
    public func lineLimit(_ number: Int?) -> some View {
        transformEnvironment { $0.lineLimit = number; $0.reservesLineSpace = false }
    }

    /// Sets the most lines a text may take and, when `reservesSpace`, makes it as tall as that
    /// many lines even when it has fewer, as SwiftUI's `lineLimit(_:reservesSpace:)`: labels of
    /// one and two lines side by side keep one height.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformEnvironment { $0.lineLimit = limit; $0.reservesLineSpace = reservesSpace }
    }

    /// Lets text shrink down to `factor` of its size (clamped to 0.01…1; NaN reads as 1)
    /// before it is truncated, as SwiftUI's `minimumScaleFactor(_:)`.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        let factor = factor.isNaN ? 1 : min(max(factor, 0.01), 1)
        return transformEnvironment { $0.minimumScaleFactor = factor }
    }

    /// Sets where text that does not fit is cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        transformEnvironment { $0.truncationMode = mode }
    }

    /// Sets how the lines of multi-line text line up.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        transformEnvironment { $0.multilineTextAlignment = alignment }
    }
}
