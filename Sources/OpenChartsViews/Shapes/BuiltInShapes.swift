import Foundation
import OpenChartsCore

/// A rectangle filling its frame, as SwiftUI's `Rectangle`.
public struct Rectangle: InsettableShape, Hashable, Sendable {
    var insetAmount: CGFloat = 0

    public init() {}

    public func path(in rect: CGRect) -> Path { Path(rect.inset(by: insetAmount)) }

    public func inset(by amount: CGFloat) -> Rectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// How rounded corners are drawn, as SwiftUI's `RoundedCornerStyle`. Both are drawn as
/// circular (or elliptical) arcs here.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`; corners larger
/// than half a side are clamped.
public struct RoundedRectangle: InsettableShape, Hashable, Sendable {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        let corner = CGSize(width: max(cornerSize.width - insetAmount, 0), height: max(cornerSize.height - insetAmount, 0))
        return Path(roundedRect: rect.inset(by: insetAmount), cornerSize: corner)
    }

    public func inset(by amount: CGFloat) -> RoundedRectangle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A circle centred in its frame, as wide as the frame's shorter side, as SwiftUI's `Circle`.
public struct Circle: InsettableShape, Hashable, Sendable {
    var insetAmount: CGFloat = 0

    public init() {}

    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        return Path(ellipseIn: square.inset(by: insetAmount))
    }

    public func inset(by amount: CGFloat) -> Circle {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// An ellipse filling its frame, as SwiftUI's `Ellipse`.
public struct Ellipse: InsettableShape, Hashable, Sendable {
    var insetAmount: CGFloat = 0

    public init() {}

    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.inset(by: insetAmount)) }

    public func inset(by amount: CGFloat) -> Ellipse {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A rectangle whose shorter sides are half circles, as SwiftUI's `Capsule`.
public struct Capsule: InsettableShape, Hashable, Sendable {
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0

    public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    public func path(in rect: CGRect) -> Path {
        let r = rect.inset(by: insetAmount)
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerRadius: radius)
    }

    public func inset(by amount: CGFloat) -> Capsule {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
}

/// A path is a shape drawn where its points are, whatever its frame, as in SwiftUI.
extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}
