import Foundation
import OpenChartsViews

/// A rectangle, as Swift Charts' `RectangleMark`: a heat-map cell at (`x`, `y`), a band
/// between values, or a region between points.
public struct RectangleMark: ChartContent {
    var record: MarkRecord

    @usableFromInline
    init(x: PositionSpec, y: PositionSpec, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        let channels = MarkRecord.Channels(x: x, y: y, width: width, height: height)
        record = MarkRecord(kind: .rectangle, style: MarkStyle(), channels: channels)
    }

    /// A cell centred at (`x`, `y`).
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) {
        self.init(x: .data(x.channel), y: .data(y.channel), width: width, height: height)
    }

    /// A rectangle at `x` from the value `yStart` to `yEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        self.init(x: .data(x.channel), y: .data(joined(yStart, yEnd)), width: width)
    }

    /// A rectangle at `x` from `yStart` to `yEnd` points (the full height when nil).
    @inlinable
    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic
    ) {
        self.init(x: .data(x.channel), y: .pixels(start: yStart, end: yEnd), width: width)
    }

    /// A rectangle at `y` from the value `xStart` to `xEnd`.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        self.init(x: .data(joined(xStart, xEnd)), y: .data(y.channel), height: height)
    }

    /// A rectangle at `y` from `xStart` to `xEnd` points (the full width when nil).
    @inlinable
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        self.init(x: .pixels(start: xStart, end: xEnd), y: .data(y.channel), height: height)
    }

    /// A rectangle between two values on each axis.
    @inlinable
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        self.init(x: .data(joined(xStart, xEnd)), y: .data(joined(yStart, yEnd)))
    }

    /// A rectangle between points; nil ends run to the plot's edges.
    @inlinable
    public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        self.init(x: .pixels(start: xStart, end: xEnd), y: .pixels(start: yStart, end: yEnd))
    }

    /// A rectangle between `xStart` and `xEnd` points and the values `yStart` and `yEnd`.
    @inlinable
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        self.init(x: .pixels(start: xStart, end: xEnd), y: .data(joined(yStart, yEnd)))
    }

    /// A rectangle between the values `xStart` and `xEnd` and `yStart` and `yEnd` points
    /// (a brushed range).
    @inlinable
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        self.init(x: .data(joined(xStart, xEnd)), y: .pixels(start: yStart, end: yEnd))
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect(into collection: inout _ChartContentCollection) {
        collection.collector.add(record, style: collection.style)
    }
}
