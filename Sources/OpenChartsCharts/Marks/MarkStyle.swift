import Foundation
import OpenChartsCore
import OpenChartsViews

/// Modifiers gathered on the way down to a mark. Modifiers closer to the mark win, as in
/// SwiftUI; opacities multiply; annotations add up.
///
/// Every mark keeps a copy and layout copies marks several times, so the fields live in one
/// shared, copy-on-write box: a copy is one retain instead of some 400 bytes and a dozen
/// retains, and marks made under the same modifiers share one box.
struct MarkStyle: Sendable {
    /// The stored fields; documented on the accessors below.
    struct Fields {
        var foreground: (any ShapeStyle)?
        var foregroundBy: ChannelValue?
        var symbol: BasicChartSymbolShape?
        /// A custom symbol from `symbol(_:)` with your own `ChartSymbolShape`.
        var customSymbol: AnyChartSymbolShape?
        var symbolBy: ChannelValue?
        var symbolSize: CGSize?
        var positionBy: PositionBy?
        var lineStyle: StrokeStyle?
        var lineStyleBy: ChannelValue?
        var interpolation: InterpolationMethod?
        var cornerRadius: CGFloat?
        var opacity: Double = 1
        var offset = MarkOffset()
        var zIndex: Double = 0
        var annotations: [MarkAnnotation] = []
        var accessibilityLabel: String?
        var accessibilityValue: String?
        var accessibilityHidden = false
        /// The `Plot` group the mark belongs to, if any.
        var plotGroup: Int?
    }

    /// Written only while uniquely referenced (see `fields`), so sharing it is safe.
    ///
    /// The fields are reached through a pointer rather than stored as a class's `var`: a
    /// `var` of a class pays a dynamic exclusivity check on every read, and layout reads
    /// a mark's style a dozen times (2 % of a `PointMark`'s scene went to the checks).
    private final class Box: @unchecked Sendable {
        let storage: UnsafeMutablePointer<Fields>
        init(_ fields: Fields) {
            storage = .allocate(capacity: 1)
            storage.initialize(to: fields)
        }
        deinit {
            storage.deinitialize(count: 1)
            storage.deallocate()
        }
    }

    /// One box for every style without modifiers: the default costs no allocation.
    private static let empty = Box(Fields())
    private var box: Box

    init() { box = MarkStyle.empty }

    private var fields: Fields {
        get { box.storage.pointee }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.storage.pointee) }
            yield &box.storage.pointee
        }
    }

    var foreground: (any ShapeStyle)? {
        get { box.storage.pointee.foreground }
        _modify { yield &fields.foreground }
    }
    var foregroundBy: ChannelValue? {
        get { box.storage.pointee.foregroundBy }
        _modify { yield &fields.foregroundBy }
    }
    var symbol: BasicChartSymbolShape? {
        get { box.storage.pointee.symbol }
        _modify { yield &fields.symbol }
    }
    var customSymbol: AnyChartSymbolShape? {
        get { box.storage.pointee.customSymbol }
        _modify { yield &fields.customSymbol }
    }
    var symbolBy: ChannelValue? {
        get { box.storage.pointee.symbolBy }
        _modify { yield &fields.symbolBy }
    }
    var symbolSize: CGSize? {
        get { box.storage.pointee.symbolSize }
        _modify { yield &fields.symbolSize }
    }
    var positionBy: PositionBy? {
        get { box.storage.pointee.positionBy }
        _modify { yield &fields.positionBy }
    }
    var lineStyle: StrokeStyle? {
        get { box.storage.pointee.lineStyle }
        _modify { yield &fields.lineStyle }
    }
    var lineStyleBy: ChannelValue? {
        get { box.storage.pointee.lineStyleBy }
        _modify { yield &fields.lineStyleBy }
    }
    var interpolation: InterpolationMethod? {
        get { box.storage.pointee.interpolation }
        _modify { yield &fields.interpolation }
    }
    var cornerRadius: CGFloat? {
        get { box.storage.pointee.cornerRadius }
        _modify { yield &fields.cornerRadius }
    }
    var opacity: Double {
        get { box.storage.pointee.opacity }
        _modify { yield &fields.opacity }
    }
    var offset: MarkOffset {
        get { box.storage.pointee.offset }
        _modify { yield &fields.offset }
    }
    var zIndex: Double {
        get { box.storage.pointee.zIndex }
        _modify { yield &fields.zIndex }
    }
    var annotations: [MarkAnnotation] {
        get { box.storage.pointee.annotations }
        _modify { yield &fields.annotations }
    }
    var accessibilityLabel: String? {
        get { box.storage.pointee.accessibilityLabel }
        _modify { yield &fields.accessibilityLabel }
    }
    var accessibilityValue: String? {
        get { box.storage.pointee.accessibilityValue }
        _modify { yield &fields.accessibilityValue }
    }
    var accessibilityHidden: Bool {
        get { box.storage.pointee.accessibilityHidden }
        _modify { yield &fields.accessibilityHidden }
    }
    var plotGroup: Int? {
        get { box.storage.pointee.plotGroup }
        _modify { yield &fields.plotGroup }
    }
}

/// `position(by:axis:span:)`: side-by-side marks within a band.
struct PositionBy: Sendable {
    var value: ChannelValue
    var axis: Axis?
    var span: MarkDimension
}

/// `offset(…)`: shifts in points applied to a mark's ends.
struct MarkOffset: Hashable, Sendable {
    var xStart: CGFloat = 0
    var xEnd: CGFloat = 0
    var yStart: CGFloat = 0
    var yEnd: CGFloat = 0
}

/// One `annotation(…)` on a mark.
struct MarkAnnotation: @unchecked Sendable {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var overflowResolution: AnnotationOverflowResolution
    /// The view for a mark whose frame has the context's size (closures are not
    /// `Sendable`; layout reads them on the thread that draws).
    var content: (AnnotationContext) -> AnyView
}
