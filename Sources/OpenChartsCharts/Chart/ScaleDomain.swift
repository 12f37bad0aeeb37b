import Foundation
import OpenChartsViews

/// A domain for `chartXScale(domain:)`/`chartYScale(domain:)`: a closed range of numbers or
/// dates, an array of categories (which also fixes their order), or `.automatic(…)`.
public protocol ScaleDomain {}

/// A domain the library reads.
protocol ScaleDomainPrimitive {
    var resolved: DomainSpec { get }
}

/// What a `ScaleDomain` asks for.
struct DomainSpec: Sendable {
    var bounds: (ChartPrimitive, ChartPrimitive)?
    var categories: [ChartPrimitive]?
    var includesZero: Bool?
    var reversed: Bool?
}

extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension ClosedRange: ScaleDomainPrimitive where Bound: Plottable {
    var resolved: DomainSpec {
        DomainSpec(bounds: (lowerBound.chartPrimitive, upperBound.chartPrimitive))
    }
}

extension Array: ScaleDomain where Element: Plottable {}
extension Array: ScaleDomainPrimitive where Element: Plottable {
    var resolved: DomainSpec { DomainSpec(categories: map(\.chartPrimitive)) }
}

/// The domain inferred from the data, optionally with or without zero, or reversed.
public struct AutomaticScaleDomain: ScaleDomain, ScaleDomainPrimitive, Sendable {
    let includesZero: Bool?
    let reversed: Bool?

    var resolved: DomainSpec { DomainSpec(includesZero: includesZero, reversed: reversed) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The domain inferred from the data.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }

    /// The inferred domain; `includesZero: false` fits numbers tightly, `reversed` flips it.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

/// A pixel range for a position scale: `0...200`, or `.plotDimension(padding:)`.
public protocol PositionScaleRange {}

protocol PositionScaleRangePrimitive {
    var resolved: RangeSpec { get }
}

/// What a `PositionScaleRange` asks for.
enum RangeSpec: Sendable {
    case points(CGFloat, CGFloat)
    case plotDimension(startPadding: CGFloat, endPadding: CGFloat)
}

extension ClosedRange: PositionScaleRange where Bound == CGFloat {}
extension ClosedRange: PositionScaleRangePrimitive where Bound == CGFloat {
    var resolved: RangeSpec { .points(lowerBound, upperBound) }
}

/// The plot's length along the axis, less padding at either end.
public struct PlotDimensionScaleRange: PositionScaleRange, PositionScaleRangePrimitive, Sendable {
    let startPadding: CGFloat
    let endPadding: CGFloat

    var resolved: RangeSpec { .plotDimension(startPadding: startPadding, endPadding: endPadding) }
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    /// The whole plot.
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(startPadding: 0, endPadding: 0) }

    /// The plot less `padding` points at each end.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }

    /// The plot less `startPadding` and `endPadding` points.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
}

/// One axis's scale options from `chartXScale`/`chartYScale`.
struct PositionScaleSpec: Sendable {
    var domain: DomainSpec?
    var range: RangeSpec?
    var type: ScaleType?
    /// The categories a scrolling category axis shows at once; ignored on other axes.
    var window: CategoryWindow?
}

/// The part of a category axis a scrolling chart shows: `length` categories (Swift Charts'
/// visible domain length, "the number of visible categories"), from the category `start`
/// (the scroll position), or from the first when `start` is nil or not on the axis.
struct CategoryWindow: Sendable {
    var start: ChartPrimitive?
    var length: Double
}
