import Foundation
import OpenChartsCore

/// The outlines of a chart's basic symbols, made once per symbol and size while the chart
/// is drawn: a thousand point marks share one path, which the painters then recognise as
/// one stamp or form by its storage (equal arrays with one buffer compare at once).
final class SymbolOutlines {
    /// A basic symbol's outline around the origin, its stroke if it is stroked, and its
    /// diameter if it is a round dot.
    struct Outline {
        let shape: Path
        let stroke: StrokeStyle?
        let circleDiameter: CGFloat?
    }

    private struct Key: Hashable {
        let shape: BasicChartSymbolShape
        let side: CGFloat
    }

    private var made: [Key: Outline] = [:]
    private var last: (key: Key, outline: Outline)?

    /// The outline of `shape` at `side` points across: the same for point marks and point plots.
    func outline(_ shape: BasicChartSymbolShape, side: CGFloat) -> Outline {
        let key = Key(shape: shape, side: side)
        if let last, last.key == key { return last.outline }
        let outline = made[key] ?? Outline(shape: shape.path(center: .zero, size: side),
                                           stroke: shape.isStroked ? StrokeStyle(lineWidth: max(1, side / 5), lineCap: .round) : nil,
                                           circleDiameter: shape == .circle ? side : nil)
        // A NaN size equals no key: made afresh each time rather than kept.
        guard side == side else { return outline }
        made[key] = outline
        last = (key, outline)
        return outline
    }
}
