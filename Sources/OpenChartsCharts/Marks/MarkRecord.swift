import Foundation
import OpenChartsCore
import OpenChartsViews

/// The kinds of mark.
enum MarkKind: String, Hashable, Sendable {
    case bar, line, point, area, rule, rectangle, sector
}

/// Where a mark sits along one axis.
@usableFromInline
enum PositionSpec: Hashable, Sendable {
    /// No channel on this axis (a 1-D bar, or a sector).
    case absent
    /// A data value or interval.
    case data(ChannelValue)
    /// Fixed points in the plot; a nil end runs to the plot's edge, for a point the middle.
    case pixels(start: CGFloat?, end: CGFloat?)

    var channel: ChannelValue? {
        if case let .data(channel) = self { return channel }
        return nil
    }
}

/// One mark after its content has been collected: its channels, its own options, and
/// every modifier applied to it or to content around it.
///
/// The channels are ``Shared``, as a style's fields are: a record is copied several times
/// on its way from a mark's initializer into the chart (out of the mark, into the
/// collector's array, through layout), and each copy of the fields themselves retained and
/// switched over a dozen enum payloads. A copy is now two retains.
struct MarkRecord: Sendable {
    /// The channels, documented on the accessors below.
    struct Channels: Sendable {
        var x: PositionSpec = .absent
        var y: PositionSpec = .absent
        var width: MarkDimension = .automatic
        var height: MarkDimension = .automatic
        var stacking: MarkStackingMethod? = nil
        var series: ChannelValue? = nil
        /// A sector's angle and radii, nil for every other mark: held apart, so that the
        /// records of a million points or bars do not each carry a hundred bytes they never use.
        var sector: SectorChannels? = nil
    }

    var kind: MarkKind
    /// Marks are made with their channels, so they are about never changed afterwards.
    private var channels: Shared<Channels>
    var style = MarkStyle()
    /// Position in data order.
    var order = 0

    init(kind: MarkKind, style: MarkStyle, channels: Channels = Channels()) {
        self.kind = kind
        self.style = style
        self.channels = Shared(channels)
    }

    var x: PositionSpec {
        get { channels.value.x }
        _modify { yield &channels.value.x }
    }
    var y: PositionSpec {
        get { channels.value.y }
        _modify { yield &channels.value.y }
    }
    var width: MarkDimension {
        get { channels.value.width }
        _modify { yield &channels.value.width }
    }
    var height: MarkDimension {
        get { channels.value.height }
        _modify { yield &channels.value.height }
    }
    var stacking: MarkStackingMethod? {
        get { channels.value.stacking }
        _modify { yield &channels.value.stacking }
    }
    var series: ChannelValue? {
        get { channels.value.series }
        _modify { yield &channels.value.series }
    }
    var sector: SectorChannels? {
        get { channels.value.sector }
        _modify { yield &channels.value.sector }
    }
}

/// What only a sector has: its angle and its radii.
final class SectorChannels: Sendable {
    let angle: ChannelValue
    let innerRadius: MarkDimension
    let outerRadius: MarkDimension
    let angularInset: CGFloat?

    init(angle: ChannelValue, innerRadius: MarkDimension, outerRadius: MarkDimension, angularInset: CGFloat?) {
        self.angle = angle
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.angularInset = angularInset
    }
}

extension MarkRecord {
    var angle: ChannelValue? { sector?.angle }
    var innerRadius: MarkDimension { sector?.innerRadius ?? .automatic }
    var outerRadius: MarkDimension { sector?.outerRadius ?? .automatic }
    var angularInset: CGFloat? { sector?.angularInset }
}

extension Array where Element == MarkRecord {
    /// The values `read` finds in the marks, in order. By index through a buffer, whose
    /// elements are lent to `read`: `compactMap` copies every record out of the array.
    func compactMapMarks<T>(_ read: (borrowing MarkRecord) -> T?) -> [T] {
        withUnsafeBufferPointer { buffer in
            var result: [T] = []
            for i in buffer.indices {
                if let value = read(buffer[i]) { result.append(value) }
            }
            return result
        }
    }

    /// Whether any mark is of `kind`.
    func containsMark(of kind: MarkKind) -> Bool {
        indices.contains { self[$0].kind == kind }
    }
}
