import Foundation
import OpenChartsCore
import OpenChartsViews

// `chartSymbolSizeScale` and `chartLineStyleScale`, as Swift Charts' (iOS 16). The color and
// symbol scales are in Chart+Legend.swift.
extension Chart {
    /// Symbol areas, in square points, for `symbolSize(by:)`: numbers in `domain` (a
    /// `ClosedRange`; values beyond it are clamped) map from `range`'s lower bound to its upper
    /// in proportion, or through `type` (`.log`, `.squareRoot`, `.power(exponent:)`,
    /// `.symmetricLog`); categories (an array) step evenly from one to the other:
    /// `.chartSymbolSizeScale(domain: 0...1_000, range: 20...400)`.
    public func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, range: ClosedRange<CGFloat>, type: ScaleType? = nil) -> Chart {
        with { $0.symbolSizeScale = SymbolSizeScaleSpec(domain: resolve(domain), range: .span(range.lowerBound, range.upperBound), type: type) }
    }

    /// Symbol areas for `symbolSize(by:)`: category `domain[i]` gets `range[i]` (cycling);
    /// numbers map across the areas, evenly spaced over `domain`.
    public func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, range: [CGFloat], type: ScaleType? = nil) -> Chart {
        with { $0.symbolSizeScale = SymbolSizeScaleSpec(domain: resolve(domain), range: .list(range), type: type) }
    }

    /// The domain and type of `symbolSize(by:)`'s scale; the range stays as it is (9…324 square
    /// points unless set).
    public func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> Chart {
        with { $0.symbolSizeScale = SymbolSizeScaleSpec(domain: resolve(domain), range: $0.symbolSizeScale.range, type: type) }
    }

    /// The symbol areas, in square points, `symbolSize(by:)`'s values map to across the data:
    /// `.chartSymbolSizeScale(range: 10...600, type: .squareRoot)`.
    public func chartSymbolSizeScale(range: ClosedRange<CGFloat>, type: ScaleType? = nil) -> Chart {
        with { $0.symbolSizeScale = SymbolSizeScaleSpec(domain: $0.symbolSizeScale.domain, range: .span(range.lowerBound, range.upperBound), type: type) }
    }

    /// The symbol areas `symbolSize(by:)`'s categories take one by one (cycling), or numbers
    /// map across, evenly spaced over the data.
    public func chartSymbolSizeScale(range: [CGFloat], type: ScaleType? = nil) -> Chart {
        with { $0.symbolSizeScale = SymbolSizeScaleSpec(domain: $0.symbolSizeScale.domain, range: .list(range), type: type) }
    }

    /// Symbol areas for `symbolSize(by:)` categories: `["S": 20, "M": 80, "L": 200]`.
    public func chartSymbolSizeScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, CGFloat>) -> Chart {
        with {
            $0.symbolSizeScale = SymbolSizeScaleSpec(domain: DomainSpec(categories: mapping.map(\.key.chartPrimitive)),
                                                     range: .list(mapping.map(\.value)), type: nil)
        }
    }

    /// Strokes for `lineStyle(by:)` values: `domain[i]` gets `range[i]` (cycling). A stroke
    /// replaces the line's whole default stroke: width, dashes and caps.
    public func chartLineStyleScale<Domain: ScaleDomain>(domain: Domain, range: [StrokeStyle]) -> Chart {
        with { $0.lineStyleScale = StyleScaleSpec(domain: resolve(domain)?.categories, range: range) }
    }

    /// Strokes for `lineStyle(by:)` values in order of appearance (cycling):
    /// `.chartLineStyleScale(range: [StrokeStyle(lineWidth: 3), StrokeStyle(lineWidth: 1, dash: [4, 2])])`.
    public func chartLineStyleScale(range: [StrokeStyle]) -> Chart {
        with { $0.lineStyleScale = StyleScaleSpec(domain: $0.lineStyleScale.domain, range: range) }
    }

    /// Strokes for `lineStyle(by:)` values: `["Plan": StrokeStyle(dash: [4, 2]), "Actual": StrokeStyle(lineWidth: 3)]`.
    public func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> Chart {
        with { $0.lineStyleScale = StyleScaleSpec(domain: mapping.map(\.key.chartPrimitive), range: mapping.map(\.value)) }
    }

    /// Strokes for `lineStyle(by:)` values from a function.
    public func chartLineStyleScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> StrokeStyle) -> Chart {
        with { $0.lineStyleScale = StyleScaleSpec(mapping: { primitive in DataValue(chartPrimitive: primitive).map(mapping) }) }
    }
}

// Chart modifiers after view modifiers: `Chart { … }.frame(height: 300).chartSymbolSizeScale(range: 10...400)`.
// They apply to every chart inside the view; the one nearest a chart wins.
extension View {
    /// ``Chart/chartSymbolSizeScale(domain:range:type:)`` for the charts in this view.
    public func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, range: ClosedRange<CGFloat>, type: ScaleType? = nil) -> some View {
        chartModifier { $0.symbolSizeScale = SymbolSizeScaleSpec(domain: resolve(domain), range: .span(range.lowerBound, range.upperBound), type: type) }
    }

    /// ``Chart/chartSymbolSizeScale(domain:range:type:)`` for the charts in this view.
    public func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, range: [CGFloat], type: ScaleType? = nil) -> some View {
        chartModifier { $0.symbolSizeScale = SymbolSizeScaleSpec(domain: resolve(domain), range: .list(range), type: type) }
    }

    /// ``Chart/chartSymbolSizeScale(domain:type:)`` for the charts in this view.
    public func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        chartModifier { $0.symbolSizeScale = SymbolSizeScaleSpec(domain: resolve(domain), range: $0.symbolSizeScale.range, type: type) }
    }

    /// ``Chart/chartSymbolSizeScale(range:type:)`` for the charts in this view.
    public func chartSymbolSizeScale(range: ClosedRange<CGFloat>, type: ScaleType? = nil) -> some View {
        chartModifier { $0.symbolSizeScale = SymbolSizeScaleSpec(domain: $0.symbolSizeScale.domain, range: .span(range.lowerBound, range.upperBound), type: type) }
    }

    /// ``Chart/chartSymbolSizeScale(range:type:)`` for the charts in this view.
    public func chartSymbolSizeScale(range: [CGFloat], type: ScaleType? = nil) -> some View {
        chartModifier { $0.symbolSizeScale = SymbolSizeScaleSpec(domain: $0.symbolSizeScale.domain, range: .list(range), type: type) }
    }

    /// ``Chart/chartSymbolSizeScale(_:)`` for the charts in this view.
    public func chartSymbolSizeScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, CGFloat>) -> some View {
        chartModifier {
            $0.symbolSizeScale = SymbolSizeScaleSpec(domain: DomainSpec(categories: mapping.map(\.key.chartPrimitive)),
                                                     range: .list(mapping.map(\.value)), type: nil)
        }
    }

    /// ``Chart/chartLineStyleScale(domain:range:)`` for the charts in this view.
    public func chartLineStyleScale<Domain: ScaleDomain>(domain: Domain, range: [StrokeStyle]) -> some View {
        chartModifier { $0.lineStyleScale = StyleScaleSpec(domain: resolve(domain)?.categories, range: range) }
    }

    /// ``Chart/chartLineStyleScale(range:)`` for the charts in this view.
    public func chartLineStyleScale(range: [StrokeStyle]) -> some View {
        chartModifier { $0.lineStyleScale = StyleScaleSpec(domain: $0.lineStyleScale.domain, range: range) }
    }

    /// ``Chart/chartLineStyleScale(_:)`` for the charts in this view.
    public func chartLineStyleScale<DataValue: Plottable>(_ mapping: KeyValuePairs<DataValue, StrokeStyle>) -> some View {
        chartModifier { $0.lineStyleScale = StyleScaleSpec(domain: mapping.map(\.key.chartPrimitive), range: mapping.map(\.value)) }
    }

    /// ``Chart/chartLineStyleScale(mapping:)`` for the charts in this view.
    public func chartLineStyleScale<DataValue: Plottable>(mapping: @escaping (DataValue) -> StrokeStyle) -> some View {
        chartModifier { $0.lineStyleScale = StyleScaleSpec(mapping: { primitive in DataValue(chartPrimitive: primitive).map(mapping) }) }
    }
}
