import Foundation
import OpenChartsViews

/// A straight line across the plot or between two values, as Swift Charts' `RuleMark`:
/// `RuleMark(y: .value("Goal", 100))` draws a threshold across the whole plot.
public struct RuleMark: ChartContent {
    var record: MarkRecord

    @usableFromInline
    init(x: PositionSpec, y: PositionSpec) {
        let channels = MarkRecord.Channels(x: x, y: y)
        record = MarkRecord(kind: .rule, style: MarkStyle(), channels: channels)
    }

    /// A vertical rule at `x`, from `yStart` to `yEnd` points (the full height when nil).
    @inlinable
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        self.init(x: .data(x.channel), y: .pixels(start: yStart, end: yEnd))
    }

    /// A vertical rule at `x` from the value `yStart` to the value `yEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        self.init(x: .data(x.channel), y: .data(joined(yStart, yEnd)))
    }

    /// A vertical rule `x` points from the leading edge (the middle when nil), from `yStart` to `yEnd`.
    @inlinable
    public init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        self.init(x: .pixels(start: x, end: x), y: .data(joined(yStart, yEnd)))
    }

    /// A horizontal rule at `y`, from `xStart` to `xEnd` points (the full width when nil).
    @inlinable
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        self.init(x: .pixels(start: xStart, end: xEnd), y: .data(y.channel))
    }

    /// A horizontal rule at `y` from the value `xStart` to the value `xEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        self.init(x: .data(joined(xStart, xEnd)), y: .data(y.channel))
    }

    /// A horizontal rule `y` points from the top (the middle when nil), from `xStart` to `xEnd`.
    @inlinable
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        self.init(x: .data(joined(xStart, xEnd)), y: .pixels(start: y, end: y))
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect(into collection: inout _ChartContentCollection) {
        collection.collector.add(record, style: collection.style)
    }
}
