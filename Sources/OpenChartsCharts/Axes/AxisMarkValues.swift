import Foundation
import OpenChartsViews

/// Which values an axis marks, as Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues: Sendable {
    enum Storage: Sendable {
        case automatic(desiredCount: Int?, minimumStride: Double?, roundLowerBound: Bool?, roundUpperBound: Bool?)
        case numberStride(Double)
        case dateStride(Calendar.Component, count: Int, calendar: Calendar?)
        case explicit([ChartPrimitive])
    }

    let storage: Storage

    /// Round values chosen for the axis length (about one every 60 points).
    public static var automatic: AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: nil, minimumStride: nil, roundLowerBound: nil, roundUpperBound: nil))
    }

    /// About `desiredCount` round values. With `roundLowerBound`/`roundUpperBound` false,
    /// the domain is not extended to a round value at that end.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: desiredCount, minimumStride: nil,
                                           roundLowerBound: roundLowerBound, roundUpperBound: roundUpperBound))
    }

    /// As `automatic(desiredCount:…)`, never closer than `minimumStride`.
    public static func automatic<S: BinaryFloatingPoint>(minimumStride: S, desiredCount: Int? = nil,
                                                         roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: desiredCount, minimumStride: Double(minimumStride),
                                           roundLowerBound: roundLowerBound, roundUpperBound: roundUpperBound))
    }

    /// Every `count` calendar `component`s: `.stride(by: .month)`.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .dateStride(component, count: max(1, count), calendar: calendar))
    }

    /// Every multiple of `step`: `.stride(by: 10)`.
    public static func stride<S: BinaryFloatingPoint>(by step: S, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .numberStride(Double(step)))
    }
}
