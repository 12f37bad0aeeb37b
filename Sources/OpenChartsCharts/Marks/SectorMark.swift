import Foundation
import OpenChartsViews

/// A slice of a pie or donut, as Swift Charts' `SectorMark`.
///
/// Angles are proportional to `angle` over the total of all sectors, starting at
/// 12 o'clock and running clockwise in data order. A range `.value("A", a...b)` gives
/// explicit start and end values. `innerRadius`/`outerRadius` take points, `.ratio`
/// of the outer radius or `.inset` from it; `angularInset` is in points on each side.
/// Sectors with a non-positive or non-finite value draw nothing.
public struct SectorMark: ChartContent {
    var record: MarkRecord

    /// A slice whose angle is proportional to `angle` (or spans a value range), between
    /// `innerRadius` (0 by default) and `outerRadius` (the plot's by default).
    @inlinable
    public init<V: Plottable>(
        angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic,
        outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil
    ) {
        self.init(angle: angle.channel, innerRadius: innerRadius, outerRadius: outerRadius, angularInset: angularInset)
    }

    @usableFromInline
    init(angle: ChannelValue, innerRadius: MarkDimension, outerRadius: MarkDimension, angularInset: CGFloat?) {
        let sector = SectorChannels(angle: angle, innerRadius: innerRadius, outerRadius: outerRadius,
                                    angularInset: angularInset)
        let channels = MarkRecord.Channels(sector: sector)
        record = MarkRecord(kind: .sector, style: MarkStyle(), channels: channels)
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect(into collection: inout _ChartContentCollection) {
        collection.collector.add(record, style: collection.style)
    }
}
