import Foundation

/// A scale that maps numbers of a continuous domain to positions along an axis, and back.
///
/// Every continuous scale (linear, log, pow, sqrt, symlog) conforms; band, point and date
/// scales have their own value types because their inputs are not numbers.
public protocol PositionScale: Sendable {
    /// The position of `value` in the range. NaN maps to NaN.
    func callAsFunction(_ value: Double) -> CGFloat
    /// The domain value at `position`: the inverse of `callAsFunction`.
    func invert(_ position: CGFloat) -> Double
    /// About `count` round values inside the domain, in the domain's direction.
    func ticks(count: Double) -> [Double]
}
