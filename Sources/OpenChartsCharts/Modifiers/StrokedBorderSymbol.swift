import Foundation
import OpenChartsCore
import OpenChartsViews

extension ChartSymbolShape where Self: InsettableShape {
    /// The symbol hollow: its outline stroked `lineWidth` wide inside its edge, in the
    /// mark's colour, as Swift Charts' `strokeBorder(lineWidth:)`.
    ///
    /// ```swift
    /// LineMark(x: .value("Day", day), y: .value("Sales", sales))
    ///     .symbol(Circle().strokeBorder(lineWidth: 2))
    /// ```
    /// Used as a view it draws as SwiftUI's `strokeBorder(lineWidth:)` does. In a chart, a
    /// width that is not finite or not above zero draws nothing, and one wider than half the
    /// symbol is narrowed to it (a filled symbol), so that the symbol never outgrows its size.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The symbol hollow, its outline stroked with `style` inside its edge.
    public func strokeBorder(style: StrokeStyle) -> some ChartSymbolShape {
        StrokedBorderSymbol(basic: nil, outline: { rect, inset in self.inset(by: inset).path(in: rect) }, style: style,
                            perceptualUnitRect: perceptualUnitRect)
    }
}

/// A symbol drawn as its outline, inset by half the line width and stroked, so that the
/// stroke's outer edge lies where the filled symbol's edge would.
struct StrokedBorderSymbol: ChartSymbolShape {
    /// The built-in symbol it strokes, if it is one.
    let basic: BasicChartSymbolShape?
    /// The outline in a rectangle, inset by an amount.
    let outline: (CGRect, CGFloat) -> Path
    let style: StrokeStyle
    let perceptualUnitRect: CGRect

    /// The outline inset by half the line width: the line the stroke follows.
    func path(in rect: CGRect) -> Path { outline(rect, style.lineWidth / 2) }

    /// As a view, the inset outline stroked with the foreground style.
    var body: _ShapeView<StrokedBorderSymbol, ForegroundStyle> { stroke(style: style) }
}

// SwiftUI's insettable shapes are symbols too, filling the unit square as the basic ones do.
extension Circle: ChartSymbolShape {
    /// The whole unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension Rectangle: ChartSymbolShape {
    /// The whole unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension RoundedRectangle: ChartSymbolShape {
    /// The whole unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension Ellipse: ChartSymbolShape {
    /// The whole unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension Capsule: ChartSymbolShape {
    /// The whole unit square.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}
