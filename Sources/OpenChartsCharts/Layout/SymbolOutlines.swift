import Foundation
import OpenChartsCore

/// The outlines of a chart's symbols, made once per symbol and size while the chart is
/// drawn: a thousand point marks share one path, which the painters then recognise as one
/// stamp or form by its storage (equal arrays with one buffer compare at once).
final class SymbolOutlines {
    /// A symbol's outline around the origin, its stroke if it is stroked, and its diameter
    /// if it is a round dot.
    struct Outline {
        let shape: Path
        let stroke: StrokeStyle?
        let circleDiameter: CGFloat?
    }

    private struct Key: Hashable {
        let shape: BasicChartSymbolShape
        let side: CGFloat
        let border: StrokeStyle?
    }

    private var made: [Key: Outline] = [:]
    private var last: (key: Key, outline: Outline)?
    /// The last outline of a symbol of the user's own type: the marks of a `ForEach` each
    /// carry their own copy of the shape, so equal outlines share the first one's storage.
    private var lastCustom: Outline?

    /// The outline of `symbol` at `side` points across: the same for point marks, line
    /// vertices, point plots and legends.
    ///
    /// A hollow symbol (`strokeBorder`) is its outline inset by half the line width and
    /// stroked, so that the stroke's outer edge is where the filled symbol's edge is. A line
    /// width that is not finite or not above zero, or a side that is not above zero, draws
    /// nothing; a width over half the side is narrowed to it.
    func outline(_ symbol: AnyChartSymbolShape, side: CGFloat) -> Outline {
        if let basic = symbol.basic {
            let key = Key(shape: basic, side: side, border: symbol.border)
            if let last, last.key == key { return last.outline }
            let outline = made[key] ?? Self.make(symbol, side: side)
            // A NaN size equals no key: made afresh each time rather than kept.
            guard side == side else { return outline }
            made[key] = outline
            last = (key, outline)
            return outline
        }
        let outline = Self.make(symbol, side: side)
        if let previous = lastCustom, previous.shape == outline.shape, previous.stroke == outline.stroke {
            return previous
        }
        lastCustom = outline
        return outline
    }

    /// The outline of `symbol` at `side` points across, made afresh (see ``outline(_:side:)``).
    static func make(_ symbol: AnyChartSymbolShape, side: CGFloat) -> Outline {
        let basic = symbol.basic
        if let basic, basic.isStroked {
            // The crosses are lines: a border sets how wide they are drawn.
            let width = symbol.border.map { Self.borderWidth($0.lineWidth, side: side) } ?? max(1, side / 5)
            guard width > 0 else { return Outline(shape: Path(), stroke: nil, circleDiameter: nil) }
            return Outline(shape: basic.path(center: .zero, size: side),
                           stroke: StrokeStyle(lineWidth: width, lineCap: .round), circleDiameter: nil)
        }
        guard let border = symbol.border else {
            let shape = symbol.path(center: .zero, side: side)
            // A shape of the user's that draws out of bounds (a NaN perceptual rect) draws nothing.
            guard basic != nil || shape.isFinite else { return Outline(shape: Path(), stroke: nil, circleDiameter: nil) }
            return Outline(shape: shape, stroke: nil, circleDiameter: basic == .circle ? side : nil)
        }
        let width = Self.borderWidth(border.lineWidth, side: side)
        let shape = symbol.path(center: .zero, side: side, inset: width / 2)
        guard width > 0, shape.isFinite else { return Outline(shape: Path(), stroke: nil, circleDiameter: nil) }
        var stroke = border
        stroke.lineWidth = width
        return Outline(shape: shape, stroke: stroke, circleDiameter: nil)
    }

    /// A border's width in a symbol `side` points across: 0 (nothing drawn) when either is
    /// not finite or not above zero, and at most half the side.
    private static func borderWidth(_ width: CGFloat, side: CGFloat) -> CGFloat {
        guard width.isFinite, width > 0, side.isFinite, side > 0 else { return 0 }
        return min(width, side / 2)
    }
}
