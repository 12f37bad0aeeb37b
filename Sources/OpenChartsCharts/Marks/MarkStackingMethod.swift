import Foundation
import OpenChartsViews

/// How bars and areas that share a position on the other axis pile up, as Swift Charts'
/// `MarkStackingMethod`.
public enum MarkStackingMethod: Hashable, Sendable {
    /// Each mark starts where the previous one ended, from zero; positive and negative
    /// values stack separately.
    case standard
    /// As `.standard`, then scaled so that each stack spans 0…1.
    case normalized
    /// As `.standard`, then shifted so that each stack is centred on zero (a streamgraph).
    case center
    /// Every mark starts at zero.
    case unstacked
}
