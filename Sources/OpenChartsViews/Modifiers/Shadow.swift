import Foundation
import OpenChartsCore

extension View {
    /// The view with a shadow beneath it, as SwiftUI's `shadow(color:radius:x:y:)`: the
    /// view's drawing, its alpha blurred by `radius` (the Gaussian's standard deviation, see
    /// `GroupEffect.standardDeviation(radius:)`), tinted with `color` and moved by `x`, `y`.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 12).fill(.white)
    ///     .shadow(radius: 8, y: 4)
    /// ```
    /// The shadow is of everything the view draws, composited together, and does not change
    /// its size in the layout. Shadows stack: a second `shadow` is cast by the view and its
    /// first shadow. A radius or offset that is NaN or infinite draws no shadow.
    public func shadow(color: Color = GroupEffect.Shadow.defaultColor, radius: CGFloat,
                       x: CGFloat = 0, y: CGFloat = 0) -> some View {
        let shadow = GroupEffect.Shadow(color: color, radius: radius, x: x, y: y)
        return modified { child, _ in GroupEffectNode(child, effect: GroupEffect(shadow: shadow)) }
    }

    /// The view blurred, as SwiftUI's `blur(radius:opaque:)`: a Gaussian blur whose standard
    /// deviation is `radius` points. With `opaque`, the blur stays within the view's drawn
    /// bounds and is opaque there: its edges do not fade into transparency. A radius of 0,
    /// or one that is NaN or infinite, blurs nothing.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        let blur = GroupEffect.Blur(radius: radius, isOpaque: opaque)
        return modified { child, _ in GroupEffectNode(child, effect: GroupEffect(blur: blur)) }
    }
}
