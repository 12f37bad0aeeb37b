import Foundation
import OpenChartsCore

/// A 2-D shape drawn in a view's frame, as SwiftUI's `Shape`.
///
/// A shape is a view: on its own it fills its frame with the foreground style. It takes
/// the whole space proposed to it (10×10 when asked for its ideal size).
///
/// ```swift
/// struct Wedge: Shape {
///     func path(in rect: CGRect) -> Path { Path { $0.addRect(rect) } }
/// }
/// Wedge().fill(Color.red).frame(width: 40, height: 40)
/// ```
public protocol Shape: View {
    /// The outline in `rect`, the frame the shape is drawn in (with its origin at zero).
    func path(in rect: CGRect) -> Path
}

/// A shape that can be inset to draw a border inside its frame, as SwiftUI's `InsettableShape`.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    /// The shape drawn `amount` points inside its frame on every side.
    func inset(by amount: CGFloat) -> InsetShape
}

extension Shape {
    /// A shape fills its frame with the environment's foreground style.
    public var body: _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), drawing: .fill(FillStyle()))
    }
}

/// How a path's inside is found when filling, as SwiftUI's `FillStyle`.
public struct FillStyle: Hashable, Sendable {
    /// Even-odd filling when true, non-zero winding when false.
    public var isEOFilled: Bool
    /// Kept for SwiftUI compatibility; backends always antialias.
    public var isAntialiased: Bool

    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }

    var rule: FillRule { isEOFilled ? .evenOdd : .nonZero }
}

extension CGRect {
    /// The rectangle `amount` points smaller on each side, never smaller than its centre point.
    func inset(by amount: CGFloat) -> CGRect {
        let r = standardized
        let dx = min(amount, r.width / 2), dy = min(amount, r.height / 2)
        return CGRect(x: r.minX + dx, y: r.minY + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
    }
}
