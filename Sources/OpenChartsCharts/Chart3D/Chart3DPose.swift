import Foundation
import OpenChartsViews

/// An angle in a plane, as the Spatial framework's `Angle2D`, which ``Chart3DPose`` takes.
public struct Angle2D: Hashable, Sendable {
    public var radians: Double

    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    public var degrees: Double { radians * 180 / .pi }

    public static func radians(_ radians: Double) -> Angle2D { Angle2D(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle2D { Angle2D(degrees: degrees) }
}

/// Where a ``Chart3D`` is seen from, as Swift Charts' `Chart3DPose`: turned by `azimuth`
/// about the vertical (y) axis, then tilted by `inclination` to be seen from above
/// (positive) or below (negative).
public struct Chart3DPose: Hashable, Sendable {
    /// The horizontal angle: 0 looks at the x–y face, 90° from the right.
    public var azimuth: Angle2D
    /// The vertical angle: 0 level, 90° from straight above.
    public var inclination: Angle2D

    public init(azimuth: Angle2D, inclination: Angle2D) {
        self.azimuth = azimuth
        self.inclination = inclination
    }

    /// A three-quarter view from the front right and above (30°, 20°), showing all three
    /// axes; OpenCharts' choice, as Apple does not document its default's angles.
    public static let `default` = Chart3DPose(azimuth: .degrees(30), inclination: .degrees(20))
    public static let front = Chart3DPose(azimuth: .degrees(0), inclination: .degrees(0))
    public static let back = Chart3DPose(azimuth: .degrees(180), inclination: .degrees(0))
    public static let right = Chart3DPose(azimuth: .degrees(90), inclination: .degrees(0))
    public static let left = Chart3DPose(azimuth: .degrees(-90), inclination: .degrees(0))
    public static let top = Chart3DPose(azimuth: .degrees(0), inclination: .degrees(90))
    public static let bottom = Chart3DPose(azimuth: .degrees(0), inclination: .degrees(-90))
}

/// How a ``Chart3D`` is projected onto the picture, as Swift Charts' `Chart3DCameraProjection`.
public struct Chart3DCameraProjection: Hashable, Sendable {
    enum Kind: Hashable { case automatic, orthographic, perspective }
    let kind: Kind

    /// The library's choice: orthographic, which keeps lengths along an axis comparable.
    public static let automatic = Chart3DCameraProjection(kind: .automatic)
    /// Parallel lines stay parallel; nearer is not larger.
    public static let orthographic = Chart3DCameraProjection(kind: .orthographic)
    /// Nearer is larger, as a camera sees, from about five box-widths away.
    public static let perspective = Chart3DCameraProjection(kind: .perspective)
}

extension View {
    /// Sees the 3D charts in this view from `pose`.
    public func chart3DPose(_ pose: Chart3DPose) -> some View {
        chartModifier { $0.pose3D = pose }
    }

    /// Sees the 3D charts in this view from the pose `pose` holds (a picture shows it as it
    /// is: there is no dragging to turn the chart).
    public func chart3DPose(_ pose: Binding<Chart3DPose>) -> some View {
        let value = pose.wrappedValue
        return chartModifier { $0.pose3D = value }
    }

    /// Projects the 3D charts in this view with `projection`.
    public func chart3DCameraProjection(_ projection: Chart3DCameraProjection = .automatic) -> some View {
        chartModifier { $0.projection3D = projection }
    }

    /// Sets a 3D chart's z scale's domain and type (only linear is drawn).
    public func chartZScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        chartModifier { $0.zScale = PositionScaleSpec(domain: resolve(domain), range: $0.zScale.range, type: type) }
    }

    /// Sets a 3D chart's z scale's domain, range and type; the range is the box's depth, so
    /// only the domain is used.
    public func chartZScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        chartModifier { $0.zScale = PositionScaleSpec(domain: resolve(domain), range: resolve(range), type: type) }
    }
}
