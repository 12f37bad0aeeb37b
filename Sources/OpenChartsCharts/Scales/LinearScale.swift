import Foundation

/// A scale that maps a numeric domain linearly onto positions: d3-scale's `scaleLinear`,
/// and Swift Charts' `ScaleType.linear`.
///
/// ```swift
/// let y = LinearScale(domain: (0, 100), range: (300, 0))   // y grows upward
/// y(25)          // 225
/// y.invert(225)  // 25
/// y.ticks(count: 5)   // [0, 20, 40, 60, 80, 100]
/// ```
/// A reversed domain reverses the mapping; a zero-width domain maps every value to the
/// middle of the range. With `clamp`, values outside the domain map to the range's ends.
public struct LinearScale: PositionScale, Equatable {
    var mapping: ContinuousMapping

    /// A linear scale from `domain` onto `range`; either may run in either direction.
    public init(domain: (Double, Double), range: (CGFloat, CGFloat), clamp: Bool = false) {
        mapping = ContinuousMapping(domain: domain, range: range, clamp: clamp, transform: .identity)
    }

    /// The input interval, in the order given.
    public var domain: (Double, Double) {
        get { mapping.domain }
        set { mapping.domain = newValue }
    }

    /// The output interval, in the order given.
    public var range: (CGFloat, CGFloat) {
        get { mapping.range }
        set { mapping.range = newValue }
    }

    /// Whether values outside the domain map to the nearest end of the range.
    public var clamp: Bool {
        get { mapping.clamp }
        set { mapping.clamp = newValue }
    }

    public func callAsFunction(_ value: Double) -> CGFloat { mapping.map(value) }

    public func invert(_ position: CGFloat) -> Double { mapping.invert(position) }

    /// d3's `linear.ticks(count)`: `ticks(domain.0, domain.1, count)`.
    public func ticks(count: Double = 10) -> [Double] {
        mapping.linearTicks(count: count)
    }

    /// The distance between adjacent ticks of `ticks(count:)`, for label precision.
    public func tickStep(count: Double = 10) -> Double {
        OpenChartsCharts.tickStep(mapping.domain.0, mapping.domain.1, count)
    }

    /// A copy whose domain is extended to round values: d3's `linear.nice(count)`.
    public func nice(count: Double = 10) -> LinearScale {
        var copy = self
        copy.mapping = mapping.linearNiced(count: count)
        return copy
    }
}
