import Foundation
import OpenChartsCore

/// What fills or strokes a mark: a color or a linear gradient. A stand-in for SwiftUI's
/// `ShapeStyle` until the views layer provides it.
///
/// ```swift
/// BarMark(x: .value("Day", day), y: .value("Sales", sales))
///     .foregroundStyle(.linearGradient(colors: [.blue, .purple], startPoint: CGPoint(x: 0.5, y: 1), endPoint: CGPoint(x: 0.5, y: 0)))
/// ```
public enum ChartStyle: Hashable, Sendable {
    case color(Color)
    /// Stops between unit points of the mark's bounds (0,0 top leading; 1,1 bottom trailing).
    case linearGradient(stops: [GradientStop], startPoint: CGPoint, endPoint: CGPoint)

    /// A gradient of evenly spaced `colors`, as SwiftUI's `.linearGradient(colors:startPoint:endPoint:)`.
    public static func linearGradient(colors: [Color], startPoint: CGPoint, endPoint: CGPoint) -> ChartStyle {
        .linearGradient(stops: LinearGradientPaint.evenStops(colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// The paint for a shape with bounds `rect`.
    func paint(in rect: CGRect) -> Paint {
        switch self {
        case let .color(color):
            return .color(color)
        case let .linearGradient(stops, start, end):
            func point(_ unit: CGPoint) -> CGPoint {
                CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
            }
            return .linearGradient(LinearGradientPaint(stops: stops, start: point(start), end: point(end)))
        }
    }

    /// A representative color, for legends and annotations.
    var representativeColor: Color {
        switch self {
        case let .color(color): color
        case let .linearGradient(stops, _, _): stops.first?.color ?? .clear
        }
    }
}
