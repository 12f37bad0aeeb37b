import Foundation
import OpenChartsViews

/// The kind of a position scale, as Swift Charts' `ScaleType`.
public enum ScaleType: Hashable, Sendable {
    case linear, log, date, category, squareRoot
    /// A symmetric log scale (d3's symlog, constant `slopeAtZero`).
    case symmetricLog(slopeAtZero: Double)
    /// A power scale with `exponent`.
    case power(exponent: Double)

    /// A symmetric log scale with slope 1 at zero.
    public static var symmetricLog: ScaleType { .symmetricLog(slopeAtZero: 1) }
}
