import Foundation
import OpenChartsCore
import OpenChartsViews

/// The built-in point symbols, as Swift Charts' `BasicChartSymbolShape`.
/// `symbol(by:)` cycles circle, square, triangle, diamond, pentagon.
public enum BasicChartSymbolShape: String, Hashable, Sendable, CaseIterable {
    case circle, square, triangle, diamond, pentagon, plus, cross, asterisk

    /// The cycle `symbol(by:)` assigns to categories in order.
    static let cycle: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

    /// Whether the symbol is drawn with a stroke (the crosses) instead of a fill.
    var isStroked: Bool {
        switch self {
        case .plus, .cross, .asterisk: true
        default: false
        }
    }

    /// The symbol's outline centred at `center`, fitting a square of side `size`.
    func path(center c: CGPoint, size: CGFloat) -> Path {
        let r = size / 2
        var path = Path()
        func polygon(_ count: Int, radius: CGFloat, rotation: Double) {
            path.addLines((0..<count).map { i in
                let a = rotation + Double(i) * 2 * .pi / Double(count)
                return CGPoint(x: c.x + radius * CGFloat(cos(a)), y: c.y + radius * CGFloat(sin(a)))
            })
            path.closeSubpath()
        }
        switch self {
        case .circle:
            // A move, at most one line, four curves and a close: room for them at once
            // instead of growing the arrays point by point (a scatter draws thousands).
            path.reserveCapacity(verbs: 7, points: 14)
            path.addEllipse(in: CGRect(x: c.x - r, y: c.y - r, width: size, height: size))
        case .square:
            // The same area as the circle, so that no category looks heavier.
            let h = r * 0.886
            path.addRect(CGRect(x: c.x - h, y: c.y - h, width: 2 * h, height: 2 * h))
        case .triangle:
            polygon(3, radius: r * 1.1, rotation: -.pi / 2)
        case .diamond:
            polygon(4, radius: r * 1.1, rotation: -.pi / 2)
        case .pentagon:
            polygon(5, radius: r * 1.05, rotation: -.pi / 2)
        case .plus:
            path.move(to: CGPoint(x: c.x - r, y: c.y)); path.addLine(to: CGPoint(x: c.x + r, y: c.y))
            path.move(to: CGPoint(x: c.x, y: c.y - r)); path.addLine(to: CGPoint(x: c.x, y: c.y + r))
        case .cross:
            let d = r * 0.8
            path.move(to: CGPoint(x: c.x - d, y: c.y - d)); path.addLine(to: CGPoint(x: c.x + d, y: c.y + d))
            path.move(to: CGPoint(x: c.x - d, y: c.y + d)); path.addLine(to: CGPoint(x: c.x + d, y: c.y - d))
        case .asterisk:
            for i in 0..<3 {
                let a = -Double.pi / 2 + Double(i) * .pi / 3
                let dx = r * CGFloat(cos(a)), dy = r * CGFloat(sin(a))
                path.move(to: CGPoint(x: c.x - dx, y: c.y - dy)); path.addLine(to: CGPoint(x: c.x + dx, y: c.y + dy))
            }
        }
        return path
    }
}
