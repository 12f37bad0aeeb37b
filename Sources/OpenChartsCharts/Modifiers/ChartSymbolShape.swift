import Foundation
import OpenChartsCore
import OpenChartsViews

/// A shape that marks a point, as Swift Charts' `ChartSymbolShape`: your own symbols
/// (an arrow for a vector field) conform by drawing into a rectangle.
///
/// ```swift
/// struct Arrow: ChartSymbolShape {
///     var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
///     func path(in rect: CGRect) -> Path { … }
/// }
/// PointMark(x: .value("x", x), y: .value("y", y)).symbol(Arrow())
/// ```
/// As in SwiftUI it refines `Shape`, so a symbol is also a view that fills its frame.
public protocol ChartSymbolShape: Shape {
    /// The part of the unit square the symbol visually fills; symbols are scaled so that
    /// this part has the symbol size, so that different shapes look equally heavy.
    var perceptualUnitRect: CGRect { get }
    /// The symbol's outline filling `rect`.
    func path(in rect: CGRect) -> Path
}

/// A symbol shape of any type, as Swift Charts' `AnyChartSymbolShape`.
public struct AnyChartSymbolShape: ChartSymbolShape, @unchecked Sendable {
    // A user's shape is a value with no shared state; it is only read to draw.
    private let draw: (CGRect) -> Path
    public let perceptualUnitRect: CGRect

    /// Wraps `shape`, hiding its type.
    public init<S: ChartSymbolShape>(_ shape: S) {
        draw = shape.path(in:)
        perceptualUnitRect = shape.perceptualUnitRect
    }

    public func path(in rect: CGRect) -> Path { draw(rect) }

    /// The outline at `center`, scaled so that its perceptual rect is `side` points wide.
    func path(center: CGPoint, side: CGFloat) -> Path {
        let unit = perceptualUnitRect
        let scale = side / max(unit.width, unit.height, 1e-6)
        let rect = CGRect(x: center.x - (unit.midX) * scale, y: center.y - (unit.midY) * scale, width: scale, height: scale)
        return draw(rect)
    }
}

extension BasicChartSymbolShape: ChartSymbolShape {
    /// The whole unit square: built-in symbols are already balanced against each other.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The symbol centred in `rect`, fitting its shorter side.
    public func path(in rect: CGRect) -> Path {
        path(center: CGPoint(x: rect.midX, y: rect.midY), size: min(rect.width, rect.height))
    }
}
