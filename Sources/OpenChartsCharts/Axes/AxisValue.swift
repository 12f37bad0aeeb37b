import Foundation
import OpenChartsViews

/// One value an axis marks, handed to the `AxisMarks` content closure, as Swift Charts'.
public struct AxisValue: Sendable {
    /// The position of this value among the axis's values.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int
    let primitive: ChartPrimitive

    /// The value as `type`, or nil when it is of another kind.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        P(chartPrimitive: primitive)
    }
}
