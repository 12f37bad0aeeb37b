import Foundation
import OpenChartsCore
import OpenChartsViews

/// The pixel ↔ value mappings of a laid-out chart, as Swift Charts' `ChartProxy`.
///
/// Positions are relative to the plot's origin (its top-leading corner), as in Swift Charts.
/// The plot's frame is an anchor, read in a `GeometryReader`'s coordinates:
///
/// ```swift
/// .chartBackground { proxy in
///     GeometryReader { geometry in
///         let frame = geometry[proxy.plotAreaFrame]
///         Text("Centre").position(x: frame.midX, y: frame.midY)
///     }
/// }
/// ```
/// ``plotRect`` gives the same rectangle in the chart's own coordinates.
public struct ChartProxy {
    let layout: ChartLayout
    /// Maps the chart's coordinates to the scene's, where anchors are resolved.
    let toGlobal: CGAffineTransform

    init(layout: ChartLayout, toGlobal: CGAffineTransform = .identity) {
        self.layout = layout
        self.toGlobal = toGlobal
    }

    /// The plot area, read through a `GeometryProxy`: `geometry[proxy.plotFrame!]`.
    public var plotFrame: Anchor<CGRect>? { plotAreaFrame }

    /// The plot area, read through a `GeometryProxy` (Swift Charts' deprecated spelling).
    public var plotAreaFrame: Anchor<CGRect> {
        let global = layout.plot.boundingBox(applying: toGlobal)
        return Anchor { geometry in
            let reader = geometry.frame(in: .global)
            return global.offsetBy(dx: -reader.minX, dy: -reader.minY)
        }
    }

    /// The visible part of the plot, read through a `GeometryProxy`. A picture shows the
    /// window a scrolling chart opens at, so this is ``plotFrame``.
    public var plotContainerFrame: Anchor<CGRect>? { plotAreaFrame }

    /// The plot area in the chart's own coordinates (an OpenCharts addition, for tests and
    /// for code that has no `GeometryProxy`).
    public var plotRect: CGRect { layout.plot }

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

    /// The rectangle a pair covers, relative to the plot: the bands of categories, a point
    /// along a continuous axis; nil when either value cannot be placed.
    public func positionRange<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGRect? {
        guard let x = positionRange(forX: value.x), let y = positionRange(forY: value.y) else { return nil }
        return CGRect(x: x.lowerBound, y: y.lowerBound, width: x.upperBound - x.lowerBound, height: y.upperBound - y.lowerBound)
    }

    /// The x scale's domain: a category axis's categories in order, else its two bounds as
    /// drawn (after rounding to nice values), as `P`s; empty without an x axis or when its
    /// values are not `P`s.
    ///
    /// ```swift
    /// let days = proxy.xDomain(dataType: Date.self)   // [first, last]
    /// ```
    public func xDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] {
        layout.xScale?.domain.compactMap { P(chartPrimitive: $0) } ?? []
    }

    /// The y scale's domain, as ``xDomain(dataType:)``.
    public func yDomain<P: Plottable>(dataType: P.Type = P.self) -> [P] {
        layout.yScale?.domain.compactMap { P(chartPrimitive: $0) } ?? []
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
