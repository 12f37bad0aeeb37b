import Foundation
import OpenChartsCore

/// Colors along a line, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// A color at a location in 0…1.
    public struct Stop: Hashable, Sendable {
        /// The colour at this stop.
        public var color: Color
        /// Where the stop is along the gradient, 0 at its start and 1 at its end.
        public var location: CGFloat

        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in the order given.
    public var stops: [Stop]

    /// The stops as the scene's paint takes them.
    package var paintStops: [GradientStop] {
        stops.map { GradientStop(color: $0.color, location: Double($0.location)) }
    }

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colors spread evenly from 0 to 1.
    public init(colors: [Color]) {
        stops = LinearGradientPaint.evenStops(colors).map { Stop(color: $0.color, location: CGFloat($0.location)) }
    }
}

/// A gradient along the line from `startPoint` to `endPoint` of the shape it paints, as
/// SwiftUI's `LinearGradient`. Points are unit points of the shape's frame.
///
/// ```swift
/// path.stroke(LinearGradient(gradient: Gradient(colors: [.blue, .red]),
///                            startPoint: .bottom, endPoint: .top))
/// ```
public struct LinearGradient: ShapeStyle, PaintResolvable, View, PrimitiveView, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// Where the gradient starts, in the frame of what it paints.
    public var startPoint: UnitPoint
    /// Where the gradient ends, in the frame of what it paints.
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func paint(in rect: CGRect, foreground: (any ShapeStyle)?) -> Paint {
        .linearGradient(LinearGradientPaint(
            stops: gradient.paintStops,
            start: startPoint.point(in: rect), end: endPoint.point(in: rect)))
    }

    /// As a view, a gradient fills the space proposed to it, as a `Color` does.
    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        [ShapeLayoutNode(path: { Path($0) }, drawing: .fill(FillStyle()), style: self, foreground: nil)]
    }
}

/// A gradient used as a style paints from the top to the bottom of what it fills, as
/// SwiftUI's `Gradient` does.
extension Gradient: ShapeStyle, PaintResolvable {
    func paint(in rect: CGRect, foreground: (any ShapeStyle)?) -> Paint {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).paint(in: rect, foreground: foreground)
    }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of evenly spaced `colors`, as SwiftUI's `.linearGradient(colors:startPoint:endPoint:)`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `gradient`, as SwiftUI's `.linearGradient(_:startPoint:endPoint:)`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `stops`, as SwiftUI's `.linearGradient(stops:startPoint:endPoint:)`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}
