import Foundation

/// A color at a location in 0…1 along a gradient.
public struct GradientStop: Hashable, Sendable {
    public var color: Color
    public var location: Double

    public init(color: Color, location: Double) {
        self.color = color
        self.location = location
    }
}

/// A linear gradient between two points in the coordinate space of the node it paints.
public struct LinearGradientPaint: Hashable, Sendable {
    /// Stops sorted by location, locations clamped to 0…1 (non-finite ones dropped).
    public var stops: [GradientStop]
    public var start: CGPoint
    public var end: CGPoint

    public init(stops: [GradientStop], start: CGPoint, end: CGPoint) {
        self.stops = stops
            .filter { $0.location.isFinite }
            .map { GradientStop(color: $0.color, location: min(max($0.location, 0), 1)) }
            .enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        self.start = start
        self.end = end
    }

    /// Stops for `colors` spread evenly from 0 to 1, as SwiftUI's `Gradient(colors:)`.
    public static func evenStops(_ colors: [Color]) -> [GradientStop] {
        guard colors.count > 1 else { return colors.map { GradientStop(color: $0, location: 0) } }
        return colors.enumerated().map { GradientStop(color: $1, location: Double($0) / Double(colors.count - 1)) }
    }

    /// The color at parameter `t` (0 at `start`, 1 at `end`), padded beyond the ends.
    public func color(at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if !(t > first.location) { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return a.color.mixed(with: b.color, by: f)
        }
        return last.color
    }
}

/// What fills or strokes a shape.
public enum Paint: Hashable, Sendable {
    case color(Color)
    case linearGradient(LinearGradientPaint)
}
