import Foundation
import OpenChartsCore

/// A type-erased shape style, as SwiftUI's `AnyShapeStyle`: paints as the style it wraps,
/// shadows included.
///
/// ```swift
/// let style = highlighted ? AnyShapeStyle(.blue.gradient) : AnyShapeStyle(Color.gray)
/// ```
public struct AnyShapeStyle: ShapeStyle, PaintResolvable, ShadowedShapeStyle {
    /// The wrapped style (never itself an `AnyShapeStyle`).
    package let base: any ShapeStyle

    /// `style`, erased; an `AnyShapeStyle` is not wrapped twice.
    public init<S: ShapeStyle>(_ style: S) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }

    func paint(in rect: CGRect, foreground: (any ShapeStyle)?) -> Paint {
        resolvePaint(base, in: rect, foreground: foreground)
    }

    package var unshadowed: any ShapeStyle { (base as? any ShadowedShapeStyle)?.unshadowed ?? base }

    package var shadows: [GroupEffect.Shadow] { (base as? any ShadowedShapeStyle)?.shadows ?? [] }
}
