import Foundation

/// A bi-symmetric log scale, `sign(x)·log1p(|x / constant|)`, that is linear near zero and
/// logarithmic far from it: d3-scale's `scaleSymlog`, and Swift Charts'
/// `ScaleType.symmetricLog`.
///
/// Its slope at zero is `1 / constant`, so Swift Charts' `slopeAtZero: s` is `constant: 1 / s`.
/// Ticks and `nice` are those of a linear scale over the same domain, as in d3.
public struct SymlogScale: PositionScale, Equatable {
    var mapping: ContinuousMapping

    /// A symlog scale; throws `ScaleError.invalidSymlogConstant` unless `constant` is finite
    /// and positive.
    public init(domain: (Double, Double), range: (CGFloat, CGFloat), constant: Double = 1, clamp: Bool = false) throws(ScaleError) {
        guard constant.isFinite, constant > 0 else { throw .invalidSymlogConstant(constant) }
        mapping = ContinuousMapping(domain: domain, range: range, clamp: clamp, transform: .symlog(constant: constant))
    }

    /// The width of the region around zero that maps almost linearly.
    public var constant: Double {
        if case let .symlog(constant) = mapping.transform { return constant }
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
    public func nice(count: Double = 10) -> SymlogScale {
        var copy = self
        copy.mapping = mapping.linearNiced(count: count)
        return copy
    }
}
