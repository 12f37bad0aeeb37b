import Foundation
import OpenChartsViews

/// A symbol at (`x`, `y`) of every element of a collection, as Swift Charts' `PointPlot`
/// (iOS 18). All the symbols are one scene node: SVG writes them as one path, PNG stamps
/// one rasterized symbol at each position.
public struct PointPlot<Data: RandomAccessCollection>: VectorizedChartContent, ColumnarPlot {
    public typealias DataElement = Data.Element
    var record: PlotRecord
    let data: Data

    /// A point at (`x`, `y`) of each element.
    public init<X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                            y: PlottableProjection<Data.Element, Y>) {
        self.data = data
        record = PlotRecord(kind: .point, count: data.count, x: x.channel(data), y: y.channel(data))
    }

    /// Colors the points by `value` (and adds a legend).
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> Self {
        coloring(by: value.channel(data))
    }

    /// Gives the points of each value of `value` their own symbol (circle, square,
    /// triangle, diamond, pentagon, then again) and a legend.
    public func symbol<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> Self {
        var copy = self
        copy.record.symbolBy = value.channel(data)
        return copy
    }

    /// Fills or strokes each point with the style at `style` of its element.
    public func foregroundStyle<S: ShapeStyle>(_ style: KeyPath<Data.Element, S>) -> Self {
        styling(data.map { $0[keyPath: style] })
    }

    /// Draws each point at the opacity at `opacity` of its element (0 transparent … 1
    /// opaque; NaN reads as 1).
    public func opacity(_ opacity: KeyPath<Data.Element, CGFloat>) -> Self {
        fading(opacity)
    }

    /// What assistive technology reads for each point: the key at `label` of its element. Each point is then an element of its own in SVG and HTML.
    public func accessibilityLabel(_ label: KeyPath<Data.Element, LocalizedStringKey>) -> Self {
        describing { $0.labels = $1.map { $0[keyPath: label].text } }
    }

    /// What assistive technology reads for each point: the text at `label` of its element.
    public func accessibilityLabel(_ label: KeyPath<Data.Element, Text>) -> Self {
        describing { $0.labels = $1.map { $0[keyPath: label].string } }
    }

    /// What assistive technology reads for each point: the string at `label` of its element.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: KeyPath<Data.Element, S>) -> Self {
        describing { $0.labels = $1.map { String($0[keyPath: label]) } }
    }

    /// The value read after each point's label: the key at `value` of its element.
    public func accessibilityValue(_ value: KeyPath<Data.Element, LocalizedStringKey>) -> Self {
        describing { $0.values = $1.map { $0[keyPath: value].text } }
    }

    /// The value read after each point's label: the text at `value` of its element.
    public func accessibilityValue(_ value: KeyPath<Data.Element, Text>) -> Self {
        describing { $0.values = $1.map { $0[keyPath: value].string } }
    }

    /// The value read after each point's label: the string at `value` of its element.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: KeyPath<Data.Element, S>) -> Self {
        describing { $0.values = $1.map { String($0[keyPath: value]) } }
    }

    /// Hides from assistive technology each point whose element is `true` at `hidden`
    /// (it is still drawn).
    public func accessibilityHidden(_ hidden: KeyPath<Data.Element, Bool>) -> Self {
        describing { $0.hidden = $1.map { $0[keyPath: hidden] } }
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }
}
