import Foundation
import OpenChartsViews

/// The width or height of a bar or rectangle across its band, as Swift Charts'
/// `MarkDimension`. An integer or float literal means `.fixed`.
public enum MarkDimension: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// The band's width on a category axis, the bin's width for binned dates, else a
    /// default thickness.
    case automatic
    /// Exactly this many points.
    case fixed(CGFloat)
    /// This fraction of the band step (of the outer radius, for a sector's radii).
    case ratio(CGFloat)
    /// The band step minus this many points (the outer radius minus, for sectors).
    case inset(CGFloat)

    public init(integerLiteral value: Int) { self = .fixed(CGFloat(value)) }
    public init(floatLiteral value: Double) { self = .fixed(CGFloat(value)) }

    /// The size in points given the automatic size and the full step it is relative to;
    /// never negative, and non-finite inputs give the automatic size.
    func resolve(automatic: CGFloat, step: CGFloat) -> CGFloat {
        let size: CGFloat = switch self {
        case .automatic: automatic
        case let .fixed(points): points
        case let .ratio(fraction): step * fraction
        case let .inset(points): step - points
        }
        return size.isFinite ? max(0, size) : max(0, automatic)
    }
}
