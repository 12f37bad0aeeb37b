import Foundation
import OpenChartsCore
import OpenChartsViews

/// A surface y = f(x, z) in a ``Chart3D``, as Swift Charts' `SurfacePlot` (iOS 26).
///
/// ```swift
/// Chart3D {
///     SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(2 * x) * cos(2 * z) }
///         .foregroundStyle(.heightBased)
/// }
/// .chartXScale(domain: -2...2)
/// .chartZScale(domain: -2...2)
/// ```
/// The function is sampled on a grid of ``SurfaceFunction/gridSize`` × `gridSize` points
/// over the x and z scales' domains (−1…1 where a domain is not set). Where it returns NaN
/// or an infinity the surface has a hole: the cells touching that sample are not drawn.
/// Heights outside the y scale's domain are drawn at its bound, so the surface stays in the box.
public struct SurfacePlot: Chart3DContent {
    let function: SurfaceFunction

    /// A surface y = `function`(x, z), its axes titled `x`, `y` and `z`.
    public init(x: some StringProtocol, y: some StringProtocol, z: some StringProtocol,
                function: @escaping @Sendable (Double, Double) -> Double) {
        self.function = SurfaceFunction(labels: (String(x), String(y), String(z)), evaluate: function)
    }

    /// A surface y = `function`(x, z), its axes titled by localized keys.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, z: LocalizedStringKey,
                function: @escaping @Sendable (Double, Double) -> Double) {
        self.function = SurfaceFunction(labels: (x.text, y.text, z.text), evaluate: function)
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect3D(into collection: inout _Chart3DCollection) {
        collection.items.append(.surface(function, collection.style))
    }
}

/// A surface's function and its axis titles.
struct SurfaceFunction: @unchecked Sendable {
    /// Samples along x and along z.
    static let gridSize = 40
    var labels: (x: String, y: String, z: String)
    var evaluate: @Sendable (Double, Double) -> Double
}

/// How a surface is coloured across itself, as Swift Charts' `Chart3DSurfaceStyle`.
public protocol Chart3DSurfaceStyle: Hashable, Sendable {
    var kind: Chart3DSurfaceStyleKind { get }
}

/// The surface styles the library draws. An implementation detail of ``Chart3DSurfaceStyle``.
public enum Chart3DSurfaceStyleKind: Hashable, Sendable {
    case heightBased(Gradient?, yRange: ClosedRange<Double>?)
    case normalBased
}

/// A surface style: by height along a gradient, or by the direction each part faces.
public struct AnyChart3DSurfaceStyle: Chart3DSurfaceStyle {
    public let kind: Chart3DSurfaceStyleKind
}

extension Chart3DSurfaceStyle where Self == AnyChart3DSurfaceStyle {
    /// Colours by height, low to high along ``Chart3DSurfaceStyleKind/defaultGradient``
    /// across the y scale's domain.
    public static var heightBased: AnyChart3DSurfaceStyle { AnyChart3DSurfaceStyle(kind: .heightBased(nil, yRange: nil)) }

    /// Colours by height along `gradient`, from `yRange`'s lower bound to its upper (the y
    /// scale's domain when nil).
    public static func heightBased(_ gradient: Gradient, yRange: ClosedRange<Double>? = nil) -> AnyChart3DSurfaceStyle {
        AnyChart3DSurfaceStyle(kind: .heightBased(gradient, yRange: yRange))
    }

    /// Colours by height along the default gradient across `yRange`.
    public static func heightBased(yRange: ClosedRange<Double>) -> AnyChart3DSurfaceStyle {
        AnyChart3DSurfaceStyle(kind: .heightBased(nil, yRange: yRange))
    }

    /// Colours by the direction each part of the surface faces: its normal's x, y and z as
    /// red, green and blue (a part facing up is green-tinted, one facing the viewer blue).
    public static var normalBased: AnyChart3DSurfaceStyle { AnyChart3DSurfaceStyle(kind: .normalBased) }
}

extension Chart3DSurfaceStyleKind {
    /// Low to high: deep blue, teal, green, yellow (perceptually even, after viridis).
    static let defaultGradient = Gradient(colors: [
        Color(rgb8: 68, 1, 84), Color(rgb8: 59, 82, 139), Color(rgb8: 33, 145, 140),
        Color(rgb8: 94, 201, 98), Color(rgb8: 253, 231, 37),
    ])
}
