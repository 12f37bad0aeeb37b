import Foundation
import OpenChartsCore
import OpenChartsViews

// The style scales' mappings, as Swift Charts' `ChartProxy` gives them (iOS 16.4): what a
// custom legend or a tooltip needs to draw a value as the chart does.
extension ChartProxy {
    // MARK: - Foreground style

    /// The color `foregroundStyle(by:)` gives `value`; nil when no mark is colored by a value,
    /// or `value` is not in the scale: a category outside its domain, or a number that is not
    /// finite on a continuous scale.
    public func foregroundStyle<P: Plottable>(for value: P) -> AnyShapeStyle? {
        let scale = layout.foreground
        let primitive = value.chartPrimitive
        if scale.isContinuous {
            guard let v = primitive.numeric, v.isFinite else { return nil }
        } else {
            guard scale.domain.contains(primitive) else { return nil }
        }
        return AnyShapeStyle(scale.color(for: primitive))
    }

    /// The values `foregroundStyle(by:)` colors: the categories in order, or a continuous
    /// scale's least and greatest numbers; empty when there are none, or they are not `P`s.
    public func foregroundStyleDomain<P: Plottable>(dataType: P.Type) -> [P] {
        let scale = layout.foreground
        if scale.isContinuous { return ChartProxy.values([.number(scale.extent.0), .number(scale.extent.1)]) }
        return ChartProxy.values(scale.domain)
    }

    // MARK: - Symbol

    /// The symbol `symbol(by:)` gives `value`; nil when no mark has symbols by a value, or
    /// `value` is not one of them.
    public func symbol<P: Plottable>(for value: P) -> AnyChartSymbolShape? {
        let primitive = value.chartPrimitive
        guard layout.symbols.domain.contains(primitive) else { return nil }
        return layout.symbols.symbol(for: primitive)
    }

    /// The values `symbol(by:)` gives symbols, in order; empty when there are none or they are
    /// not `P`s.
    public func symbolDomain<P: Plottable>(dataType: P.Type) -> [P] {
        ChartProxy.values(layout.symbols.domain)
    }

    // MARK: - Line style

    /// The stroke `lineStyle(by:)` gives `value`'s line; nil when no line is styled by a value,
    /// or `value` is not one of them.
    public func lineStyle<P: Plottable>(for value: P) -> StrokeStyle? {
        let primitive = value.chartPrimitive
        guard layout.lineStyles.domain.contains(primitive) else { return nil }
        return layout.lineStyles.style(for: primitive, default: ChartTheme.lineStroke)
    }

    /// The values `lineStyle(by:)` gives strokes, in order; empty when there are none or they
    /// are not `P`s.
    public func lineStyleDomain<P: Plottable>(dataType: P.Type) -> [P] {
        ChartProxy.values(layout.lineStyles.domain)
    }

    // MARK: - Symbol size

    /// The symbol area, in square points, `symbolSize(by:)` gives `value`; nil when no mark is
    /// sized by a value, or the scale cannot size `value` (a category outside its domain, a
    /// number that is not finite or that a log scale cannot place).
    public func symbolSize<P: Plottable>(for value: P) -> CGFloat? {
        let scale = layout.symbolSizes
        guard scale.label != nil || !scale.domain.isEmpty else { return nil }
        return scale.area(for: value.chartPrimitive)
    }

    /// The values `symbolSize(by:)` sizes: the categories in order, or a continuous scale's
    /// least and greatest numbers; empty when there are none or they are not `P`s.
    public func symbolSizeDomain<P: Plottable>(dataType: P.Type) -> [P] {
        let scale = layout.symbolSizes
        guard scale.label != nil || !scale.domain.isEmpty else { return [] }
        if scale.isContinuous { return ChartProxy.values([.number(scale.extent.0), .number(scale.extent.1)]) }
        return ChartProxy.values(scale.domain)
    }

    /// `values` as `P`s; empty when any is not one.
    private static func values<P: Plottable>(_ values: [ChartPrimitive]) -> [P] {
        let converted = values.compactMap(P.init(chartPrimitive:))
        return converted.count == values.count ? converted : []
    }
}
