import Foundation

/// A power scale with exponent ½: d3-scale's `scaleSqrt`, and Swift Charts'
/// `ScaleType.squareRoot`. Area encodings (symbol sizes) use it so that area grows
/// linearly with the value.
public struct SqrtScale: PositionScale, Equatable {
    /// The underlying power scale, exponent 0.5.
    public private(set) var powScale: PowScale

    /// A square-root scale from `domain` onto `range`.
    public init(domain: (Double, Double), range: (CGFloat, CGFloat), clamp: Bool = false) {
        // 0.5 is finite, so the pow initializer cannot throw; rebuild the mapping directly
        // rather than `try!` it.
        powScale = PowScale(mapping: ContinuousMapping(domain: domain, range: range, clamp: clamp, transform: .pow(exponent: 0.5)))
    }

    public func callAsFunction(_ value: Double) -> CGFloat { powScale(value) }

    public func invert(_ position: CGFloat) -> Double { powScale.invert(position) }

    /// Round values of the domain, as `LinearScale.ticks(count:)` gives.
    public func ticks(count: Double = 10) -> [Double] { powScale.ticks(count: count) }

    /// A copy with the domain extended as `LinearScale.nice(count:)` does.
    public func nice(count: Double = 10) -> SqrtScale {
        var copy = self
        copy.powScale = powScale.nice(count: count)
        return copy
    }
}

extension PowScale {
    init(mapping: ContinuousMapping) { self.mapping = mapping }
}
