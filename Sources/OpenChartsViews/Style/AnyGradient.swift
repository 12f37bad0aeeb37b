import Foundation
import OpenChartsCore

/// The gradient a color makes of itself, as SwiftUI's `AnyGradient` from `Color.gradient`:
/// from slightly lighter at the top to the color at the bottom of what it paints.
///
/// ```swift
/// BarMark(x: .value("Day", day), y: .value("Sales", sales)).foregroundStyle(.blue.gradient)
/// ```
public struct AnyGradient: ShapeStyle, PaintResolvable, Hashable {
    /// The color the gradient is made from.
    let base: Color

    func paint(in rect: CGRect, foreground: (any ShapeStyle)?) -> Paint {
        // SwiftUI's standard gradient lightens the top; 20 % towards white matches its look.
        func lighten(_ value: Double) -> Double { value + (1 - value) * 0.2 }
        let top = base.mapComponents { c in
            Color.Components(red: lighten(c.red), green: lighten(c.green), blue: lighten(c.blue), alpha: c.alpha)
        }
        return LinearGradient(colors: [top, base], startPoint: .top, endPoint: .bottom).paint(in: rect, foreground: foreground)
    }
}

extension Color {
    /// A gradient made from this color, as SwiftUI's `Color.gradient`.
    public var gradient: AnyGradient { AnyGradient(base: self) }
}
