import Foundation
import OpenChartsCore

/// The pixel ↔ value mappings of a laid-out chart, as Swift Charts' `ChartProxy`.
///
/// Positions are relative to the plot's origin (its top-leading corner), as in Swift Charts;
/// add `plotFrame.origin` for chart coordinates. Frames are `CGRect`s in the chart's
/// coordinates (Swift Charts gives anchors to resolve with a `GeometryProxy`).
public struct ChartProxy {
    let layout: ChartLayout

    init(layout: ChartLayout) { self.layout = layout }

    /// The plot area in the chart's coordinates.
    public var plotFrame: CGRect? { layout.plot }

    /// The plot area in the chart's coordinates (Swift Charts' deprecated spelling).
    public var plotAreaFrame: CGRect { layout.plot }

    /// The plot area's size.
    public var plotSize: CGSize { layout.plot.size }

    /// The plot area's size (Swift Charts' deprecated spelling).
    public var plotAreaSize: CGSize { layout.plot.size }

    /// Where `value` sits along x (a band's centre), relative to the plot, or nil.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        layout.xScale?.position(value.chartPrimitive).map { $0 - layout.plot.minX }
    }

    /// Where `value` sits along y, relative to the plot, or nil.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        layout.yScale?.position(value.chartPrimitive).map { $0 - layout.plot.minY }
    }

    /// Where the pair sits, relative to the plot, or nil.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The band of a category along x, relative to the plot (a single point elsewhere).
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? {
        range(layout.xScale, value.chartPrimitive, origin: layout.plot.minX)
    }

    /// The band of a category along y, relative to the plot (a single point elsewhere).
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? {
        range(layout.yScale, value.chartPrimitive, origin: layout.plot.minY)
    }

    private func range(_ scale: AxisScale?, _ value: ChartPrimitive, origin: CGFloat) -> ClosedRange<CGFloat>? {
        guard let scale else { return nil }
        if let start = scale.bandStart(value) { return (start - origin)...(start - origin + scale.bandwidth) }
        return scale.position(value).map { ($0 - origin)...($0 - origin) }
    }

    /// The x value at `position` (relative to the plot): the nearest category, or the
    /// inverted number or date; nil when it is not a `P`.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        layout.xScale?.value(at: position + layout.plot.minX).flatMap { P(chartPrimitive: $0) }
    }

    /// The y value at `position` (relative to the plot).
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        layout.yScale?.value(at: position + layout.plot.minY).flatMap { P(chartPrimitive: $0) }
    }

    /// The x and y values at `location` (relative to the plot).
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: location.x, as: X.self), let y = value(atY: location.y, as: Y.self) else { return nil }
        return (x, y)
    }

    /// The angle of `location` (relative to the plot) around the pie's centre, from
    /// 12 o'clock clockwise, in [0°, 360°).
    public func angle(at location: CGPoint) -> Angle {
        let center = layout.pieFrame.center
        let dx = Double(location.x + layout.plot.minX - center.x)
        let dy = Double(location.y + layout.plot.minY - center.y)
        var radians = atan2(dy, dx) + Double.pi / 2
        if radians < 0 { radians += 2 * Double.pi }
        if radians >= 2 * Double.pi { radians -= 2 * Double.pi }
        return .radians(radians)
    }

    /// The cumulative sector value at `angle` (from 12 o'clock clockwise), as Swift Charts'
    /// angle selection reports it; nil without sectors.
    public func value<P: Plottable>(atAngle angle: Angle, as type: P.Type = P.self) -> P? {
        let total = layout.sectorTotal
        guard total > 0, total.isFinite, angle.radians.isFinite else { return nil }
        var turn = angle.radians.truncatingRemainder(dividingBy: 2 * Double.pi)
        if turn < 0 { turn += 2 * Double.pi }
        return P(chartPrimitive: .number(turn / (2 * Double.pi) * total))
    }
}
