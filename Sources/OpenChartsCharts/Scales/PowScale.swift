import Foundation

/// A scale that maps `sign(x)·|x|^exponent` linearly onto positions: d3-scale's `scalePow`,
/// and Swift Charts' `ScaleType.power(exponent:)`.
///
/// Negative values keep their sign, so the domain may cross zero. Ticks and `nice` work on
/// the untransformed domain, as for a linear scale (d3's "linearish" scales).
public struct PowScale: PositionScale, Equatable {
    var mapping: ContinuousMapping

    /// A power scale; throws `ScaleError.invalidExponent` for a non-finite exponent.
    public init(domain: (Double, Double), range: (CGFloat, CGFloat), exponent: Double = 1, clamp: Bool = false) throws(ScaleError) {
        guard exponent.isFinite else { throw .invalidExponent(exponent) }
        mapping = ContinuousMapping(domain: domain, range: range, clamp: clamp, transform: .pow(exponent: exponent))
    }

    /// The power applied before the linear mapping; 0.5 is a square-root scale.
    public var exponent: Double {
        if case let .pow(exponent) = mapping.transform { return exponent }
        return 1
    }

    /// The input interval, in the order given.
    public var domain: (Double, Double) { mapping.domain }

    /// The output interval, in the order given.
    public var range: (CGFloat, CGFloat) { mapping.range }

    public func callAsFunction(_ value: Double) -> CGFloat { mapping.map(value) }

    public func invert(_ position: CGFloat) -> Double { mapping.invert(position) }

    /// Round values of the domain, as `LinearScale.ticks(count:)` gives.
    public func ticks(count: Double = 10) -> [Double] {
        mapping.linearTicks(count: count)
    }

    /// A copy with the domain extended as `LinearScale.nice(count:)` does.
    public func nice(count: Double = 10) -> PowScale {
        var copy = self
        copy.mapping = mapping.linearNiced(count: count)
        return copy
    }
}
