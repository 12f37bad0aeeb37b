import Foundation

/// A scale that places categories at evenly spaced points: d3-scale's `scalePoint`, a band
/// scale whose bands have zero width. Lines and points over categories use it.
///
/// ```swift
/// let x = PointScale(["a", "b", "c"], range: (0, 300), padding: 0.5)
/// x("a"), x("b"), x("c")   // 50, 150, 250
/// ```
/// The default padding 0.5 puts each point in the middle of an equal slot, which matches
/// where a `BandScale` with the default paddings centres its bands.
public struct PointScale<Category: Hashable & Sendable>: Sendable, Equatable {
    private let band: BandScale<Category>

    /// A point scale over `categories` (duplicates keep their first position).
    /// `padding` is the space before the first and after the last point, in steps.
    public init<S: Sequence<Category>>(_ categories: S, range: (CGFloat, CGFloat), padding: Double = 0.5, align: Double = 0.5) {
        band = BandScale(categories, range: range, paddingInner: 1, paddingOuter: padding, align: align)
    }

    /// The distinct categories, in the order they first appeared.
    public var domain: [Category] { band.domain }
    /// The output interval, in the order given.
    public var range: (CGFloat, CGFloat) { band.range }
    /// The outer padding, in steps.
    public var padding: Double { band.paddingOuter }
    /// The distance between adjacent points.
    public var step: CGFloat { band.step }

    /// The position of `category`, or nil when it is not in the domain.
    public func callAsFunction(_ category: Category) -> CGFloat? { band(category) }
}
