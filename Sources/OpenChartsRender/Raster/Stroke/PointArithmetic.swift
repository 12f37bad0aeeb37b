import Foundation

/// Vector arithmetic on points for the stroker and the edge builder.
extension CGPoint {
    @inline(__always)
    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    @inline(__always)
    static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    @inline(__always)
    static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }

    /// The unit direction from `a` to `b` and the distance between them; (1, 0) and 0 when
    /// they are the same point.
    @inline(__always)
    static func direction(from a: CGPoint, to b: CGPoint) -> (unit: CGPoint, length: Double) {
        let dx = b.x - a.x, dy = b.y - a.y
        // hypot only where squaring could overflow: it is several times slower.
        let squared = dx * dx + dy * dy
        let length = squared < 1e300 ? squared.squareRoot() : hypot(dx, dy)
        guard length > 0, length.isFinite else { return (CGPoint(x: 1, y: 0), 0) }
        return (CGPoint(x: dx / length, y: dy / length), length)
    }

    /// The point a fraction `t` of the way from `self` to `other`.
    @inline(__always)
    func lerp(_ other: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }
}
