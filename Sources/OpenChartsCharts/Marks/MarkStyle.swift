import Foundation
import OpenChartsCore
import OpenChartsViews

/// Modifiers gathered on the way down to a mark. Modifiers closer to the mark win, as in
/// SwiftUI; opacities multiply; annotations add up.
struct MarkStyle: Sendable {
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
