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
/// SwiftUI's `Circle`, `Rectangle`, `RoundedRectangle`, `Ellipse` and `Capsule` are symbols
/// too, and a symbol that is also an `InsettableShape` has a hollow form,
/// `strokeBorder(lineWidth:)`: `.symbol(Circle().strokeBorder(lineWidth: 2))`.
public protocol ChartSymbolShape: Shape {
    /// The part of the unit square the symbol visually fills; symbols are scaled so that
    /// this part has the symbol size, so that different shapes look equally heavy.
    var perceptualUnitRect: CGRect { get }
    /// The symbol's outline filling `rect`.
    func path(in rect: CGRect) -> Path
}

/// A symbol shape of any type, as Swift Charts' `AnyChartSymbolShape`: what a chart keeps of
/// every symbol, whichever way it was given.
public struct AnyChartSymbolShape: ChartSymbolShape, @unchecked Sendable {
    // A user's shape is a value with no shared state; it is only read to draw.
    /// The built-in symbol this is, if it is one: its outlines are made once per size.
    let basic: BasicChartSymbolShape?
    /// The outline in a rectangle, inset by an amount (a hollow symbol's stroke runs inside).
    private let draw: (CGRect, CGFloat) -> Path
    /// How a hollow symbol (`strokeBorder`) strokes its inset outline; nil fills it.
    let border: StrokeStyle?
    public let perceptualUnitRect: CGRect

    /// Wraps `shape`, hiding its type.
    public init<S: ChartSymbolShape>(_ shape: S) {
        if let any = shape as? AnyChartSymbolShape {
            self = any
        } else if let basic = shape as? BasicChartSymbolShape {
            self.init(basic: basic, border: nil)
        } else if let stroked = shape as? StrokedBorderSymbol {
            self.init(basic: stroked.basic, draw: stroked.outline, border: stroked.style, perceptualUnitRect: stroked.perceptualUnitRect)
        } else {
            self.init(basic: nil, draw: { rect, _ in shape.path(in: rect) }, border: nil, perceptualUnitRect: shape.perceptualUnitRect)
        }
    }

    private init(basic: BasicChartSymbolShape?, draw: @escaping (CGRect, CGFloat) -> Path, border: StrokeStyle?,
                 perceptualUnitRect: CGRect) {
        self.basic = basic
        self.draw = draw
        self.border = border
        self.perceptualUnitRect = perceptualUnitRect
    }

    /// Wraps a symbol whose type is not known until it is drawn (a scale's range).
    init(erasing shape: any ChartSymbolShape) {
        self.init(shape)
    }

    init(basic: BasicChartSymbolShape, border: StrokeStyle?) {
        self.init(basic: basic, draw: { rect, inset in basic.path(in: rect, inset: inset) }, border: border,
                  perceptualUnitRect: basic.perceptualUnitRect)
    }

    /// The circle charts draw when nothing chooses a symbol.
    static let circle = AnyChartSymbolShape(basic: .circle, border: nil)

    /// The outline: inset by half its border's width when it has one, as it is stroked.
    public func path(in rect: CGRect) -> Path { draw(rect, (border?.lineWidth ?? 0) / 2) }

    /// A symbol view draws as the chart does: hollow symbols stroked, the others filled.
    public var body: _ShapeView<AnyChartSymbolShape, ForegroundStyle> {
        border.map { stroke(style: $0) } ?? fill()
    }

    /// The outline at `center`, scaled so that its perceptual rect is `side` points wide, and
    /// inset by `inset` points.
    func path(center: CGPoint, side: CGFloat, inset: CGFloat = 0) -> Path {
        let unit = perceptualUnitRect
        let scale = side / max(unit.width, unit.height, 1e-6)
        let rect = CGRect(x: center.x - (unit.midX) * scale, y: center.y - (unit.midY) * scale, width: scale, height: scale)
        return draw(rect, inset)
    }

    /// Whether `self` and `other` are known to draw alike: the same built-in symbol with the
    /// same border. Symbols of other types cannot be compared, so are not.
    func isSame(as other: AnyChartSymbolShape) -> Bool {
        basic != nil && basic == other.basic && border == other.border && perceptualUnitRect == other.perceptualUnitRect
    }
}

extension BasicChartSymbolShape: ChartSymbolShape {
    /// The whole unit square: built-in symbols are already balanced against each other.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The symbol centred in `rect`, fitting its shorter side.
    public func path(in rect: CGRect) -> Path {
        path(center: CGPoint(x: rect.midX, y: rect.midY), size: min(rect.width, rect.height))
    }

    /// The symbol in `rect` with its edges moved `inset` points inwards. Each filled symbol is
    /// a regular polygon (or circle) about its centre, so the inset one is the same shape
    /// scaled about the centre by how far its inscribed circle shrinks. The crosses are lines
    /// and keep their length.
    func path(in rect: CGRect, inset: CGFloat) -> Path {
        let size = min(rect.width, rect.height)
        guard inset > 0, !isStroked else { return path(in: rect) }
        let center = CGPoint(x: rect.midX, y: rect.midY)
        // The inscribed circle's radius as a fraction of half the size (see `path(center:size:)`).
        let inscribed: CGFloat = switch self {
        case .circle: 1
        case .square: 0.886
        case .triangle: 1.1 * cos(.pi / 3)
        case .diamond: 1.1 * cos(.pi / 4)
        case .pentagon: 1.05 * cos(.pi / 5)
        case .plus, .cross, .asterisk: 1
        }
        let radius = size / 2 * inscribed
        return path(center: center, size: size * max(0, radius - inset) / radius)
    }

    /// The symbol hollow: its outline stroked `lineWidth` wide inside its edge, as Swift
    /// Charts' `BasicChartSymbolShape.strokeBorder(lineWidth:)`.
    public func strokeBorder(lineWidth: CGFloat = 1) -> some ChartSymbolShape {
        strokeBorder(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The symbol hollow, its outline stroked with `style` inside its edge.
    public func strokeBorder(style: StrokeStyle) -> some ChartSymbolShape {
        StrokedBorderSymbol(basic: self, outline: { rect, inset in path(in: rect, inset: inset) }, style: style,
                            perceptualUnitRect: perceptualUnitRect)
    }
}
