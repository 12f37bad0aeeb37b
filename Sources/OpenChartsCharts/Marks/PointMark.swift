import Foundation
import OpenChartsViews

/// A symbol at a point, as Swift Charts' `PointMark` (a circle unless `symbol` says otherwise).
public struct PointMark: ChartContent {
    var record: MarkRecord
    /// The depth of a point in a ``Chart3D`` (`PointMark(x:y:z:)`); 2D charts ignore it.
    var z: ChannelValue?

    @usableFromInline
    init(x: PositionSpec, y: PositionSpec) {
        let channels = MarkRecord.Channels(x: x, y: y)
        record = MarkRecord(kind: .point, style: MarkStyle(), channels: channels)
    }

    /// A point at (`x`, `y`).
    @inlinable
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        self.init(x: .data(x.channel), y: .data(y.channel))
    }

    /// A point at `x` points from the plot's leading edge (its middle when nil) and `y`.
    @inlinable
    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        self.init(x: .pixels(start: x, end: x), y: .data(y.channel))
    }

    /// A point at `x` and `y` points from the plot's top (its middle when nil).
    @inlinable
    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        self.init(x: .data(x.channel), y: .pixels(start: y, end: y))
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect(into collection: inout _ChartContentCollection) {
        collection.collector.add(record, style: collection.style)
    }
}
