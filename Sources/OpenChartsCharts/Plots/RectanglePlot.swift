import Foundation
import OpenChartsViews

/// A rectangle for every element of a collection, as Swift Charts' `RectanglePlot`
/// (iOS 18): heat-map cells, or boxes between two values on each axis.
public struct RectanglePlot<Data: RandomAccessCollection>: VectorizedChartContent, ColumnarPlot {
    public typealias DataElement = Data.Element
    var record: PlotRecord
    let data: Data

    /// A cell at (`x`, `y`), a band wide on category axes, else `width` by `height`.
    public init<X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                            y: PlottableProjection<Data.Element, Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        self.data = data
        record = PlotRecord(kind: .rectangle, count: data.count, x: x.channel(data), y: y.channel(data))
        record.width = width
        record.height = height
    }

    /// A box at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(_ data: Data, x: PlottableProjection<Data.Element, X>,
                                            yStart: PlottableProjection<Data.Element, Y>,
                                            yEnd: PlottableProjection<Data.Element, Y>,
                                            width: MarkDimension = .automatic) {
        self.data = data
        let y = yStart.channel(data, to: yEnd)
        record = PlotRecord(kind: .rectangle, count: data.count, x: x.channel(data), y: y)
        record.width = width
    }

    /// A box from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<Data.Element, X>,
                                            xEnd: PlottableProjection<Data.Element, X>,
                                            yStart: PlottableProjection<Data.Element, Y>,
                                            yEnd: PlottableProjection<Data.Element, Y>) {
        self.data = data
        let x = xStart.channel(data, to: xEnd)
        let y = yStart.channel(data, to: yEnd)
        record = PlotRecord(kind: .rectangle, count: data.count, x: x, y: y)
    }

    /// Colors the rectangles by `value` (and adds a legend).
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> Self {
        coloring(by: value.channel(data))
    }

    /// Fills or strokes each rectangle with the style at `style` of its element.
    public func foregroundStyle<S: ShapeStyle>(_ style: KeyPath<Data.Element, S>) -> Self {
        styling(data.map { $0[keyPath: style] })
    }

    /// Draws each rectangle at the opacity at `opacity` of its element (0 transparent … 1
    /// opaque; NaN reads as 1).
    public func opacity(_ opacity: KeyPath<Data.Element, CGFloat>) -> Self {
        fading(opacity)
    }

    /// What assistive technology reads for each rectangle: the key at `label` of its element. Each rectangle is then an element of its own in SVG and HTML.
    public func accessibilityLabel(_ label: KeyPath<Data.Element, LocalizedStringKey>) -> Self {
        describing { $0.labels = $1.map { $0[keyPath: label].text } }
    }

    /// What assistive technology reads for each rectangle: the text at `label` of its element.
    public func accessibilityLabel(_ label: KeyPath<Data.Element, Text>) -> Self {
        describing { $0.labels = $1.map { $0[keyPath: label].string } }
    }

    /// What assistive technology reads for each rectangle: the string at `label` of its element.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: KeyPath<Data.Element, S>) -> Self {
        describing { $0.labels = $1.map { String($0[keyPath: label]) } }
    }

    /// The value read after each rectangle's label: the key at `value` of its element.
    public func accessibilityValue(_ value: KeyPath<Data.Element, LocalizedStringKey>) -> Self {
        describing { $0.values = $1.map { $0[keyPath: value].text } }
    }

    /// The value read after each rectangle's label: the text at `value` of its element.
    public func accessibilityValue(_ value: KeyPath<Data.Element, Text>) -> Self {
        describing { $0.values = $1.map { $0[keyPath: value].string } }
    }

    /// The value read after each rectangle's label: the string at `value` of its element.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: KeyPath<Data.Element, S>) -> Self {
        describing { $0.values = $1.map { String($0[keyPath: value]) } }
    }

    /// Hides from assistive technology each rectangle whose element is `true` at `hidden`
    /// (it is still drawn).
    public func accessibilityHidden(_ hidden: KeyPath<Data.Element, Bool>) -> Self {
        describing { $0.hidden = $1.map { $0[keyPath: hidden] } }
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }
}
