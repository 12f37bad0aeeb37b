import Foundation
import OpenChartsViews

/// How a line or area joins its points, as Swift Charts' `InterpolationMethod`;
/// each is a port of the d3-shape 3.2.0 curve of the same name (see `Curves/`).
public enum InterpolationMethod: Hashable, Sendable {
    case linear
    /// d3's `curveMonotoneX`: no overshoot between points.
    case monotone
    /// d3's `curveCatmullRom.alpha(alpha)`; `.catmullRom` is α = 0.5 (centripetal).
    case catmullRom(alpha: Double)
    /// d3's `curveCardinal.tension(tension)`; `.cardinal` is tension 0.
    case cardinal(tension: Double)
    /// Steps that change at the start of each interval (d3's `curveStepBefore`).
    case stepStart
    /// Steps that change half-way (d3's `curveStep`).
    case stepCenter
    /// Steps that change at the end of each interval (d3's `curveStepAfter`).
    case stepEnd

    /// The centripetal Catmull–Rom spline (α = 0.5).
    public static let catmullRom = InterpolationMethod.catmullRom(alpha: 0.5)
    /// The cardinal spline of tension 0.
    public static let cardinal = InterpolationMethod.cardinal(tension: 0)
}

extension InterpolationMethod: CustomStringConvertible {
    /// The method as it is written in Swift (`catmullRom`, `cardinal(tension: 0.3)`): Swift
    /// Charts' type is `CustomStringConvertible`, and apps label pickers with it.
    public var description: String {
        switch self {
        case .linear: "linear"
        case .monotone: "monotone"
        case .catmullRom(let alpha): alpha == 0.5 ? "catmullRom" : "catmullRom(alpha: \(alpha))"
        case .cardinal(let tension): tension == 0 ? "cardinal" : "cardinal(tension: \(tension))"
        case .stepStart: "stepStart"
        case .stepCenter: "stepCenter"
        case .stepEnd: "stepEnd"
        }
    }
}
