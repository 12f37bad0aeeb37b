import Foundation
import OpenChartsCore
import OpenChartsViews

/// The colors `foregroundStyle(by:)` gives: categories in order of first appearance (or
/// the scale's domain) mapped to the palette blue, green, orange, purple, red, cyan, yellow
/// and around again, or to `chartForegroundStyleScale`'s range or mapping. Numbers map
/// continuously across the range's colors.
struct ForegroundScale {
    /// The channel's label (the legend reads it for a title).
    let label: String?
    let domain: [ChartPrimitive]
    let isContinuous: Bool
    let extent: (Double, Double)
    private let colors: [ChartPrimitive: Color]
    private let range: [Color]

    init(marks: [MarkRecord], spec: StyleScaleSpec<Color>) {
        let channels = marks.compactMapMarks { $0.style.foregroundBy }
        label = channels.first?.label
        var seen = Set<ChartPrimitive>()
        var domain: [ChartPrimitive] = []
        for value in spec.domain ?? [] where seen.insert(value).inserted { domain.append(value) }
        let fixedDomain = spec.domain != nil
        if !fixedDomain {
            for channel in channels where seen.insert(channel.start).inserted { domain.append(channel.start) }
        }
        isContinuous = channels.first?.kind == .number && spec.mapping == nil && !fixedDomain
        var lo = Double.infinity, hi = -Double.infinity
        if isContinuous {
            for case let .number(v) in domain where v.isFinite {
                lo = min(lo, v)
                hi = max(hi, v)
            }
        }
        extent = lo <= hi ? (lo, hi) : (0, 1)
        self.domain = isContinuous ? [] : domain
        let range = spec.range.flatMap { $0.isEmpty ? nil : $0 }
        self.range = range ?? (isContinuous ? [Color(rgb8: 204, 229, 255), .blue] : ChartTheme.palette)
        var colors: [ChartPrimitive: Color] = [:]
        if !isContinuous {
            let palette = self.range
            for (i, value) in domain.enumerated() {
                colors[value] = spec.mapping?(value) ?? palette[i % palette.count]
            }
        }
        self.colors = colors
    }

    /// The color for `value`; values outside a fixed domain get the accent color.
    func color(for value: ChartPrimitive) -> Color {
        if isContinuous, let v = value.numeric {
            let t = extent.1 > extent.0 ? (v - extent.0) / (extent.1 - extent.0) : 0.5
            return LinearGradientPaint(stops: LinearGradientPaint.evenStops(range), start: .zero, end: .zero).color(at: t)
        }
        return colors[value] ?? ChartTheme.markColor
    }

    /// The continuous range, for the legend's gradient.
    var gradientStops: [GradientStop] { LinearGradientPaint.evenStops(range) }
}

/// The symbols `symbol(by:)` gives: circle, square, triangle, diamond, pentagon and around
/// again, or `chartSymbolScale`'s.
struct SymbolScale {
    let domain: [ChartPrimitive]
    let label: String?
    private let symbols: [ChartPrimitive: AnyChartSymbolShape]

    init(marks: [MarkRecord], spec: StyleScaleSpec<AnyChartSymbolShape>) {
        let channels = marks.compactMapMarks { $0.style.symbolBy }
        label = channels.first?.label
        var seen = Set<ChartPrimitive>()
        var domain: [ChartPrimitive] = []
        for value in spec.domain ?? [] where seen.insert(value).inserted { domain.append(value) }
        if spec.domain == nil {
            for channel in channels where seen.insert(channel.start).inserted { domain.append(channel.start) }
        }
        self.domain = domain
        let range = spec.range.flatMap { $0.isEmpty ? nil : $0 } ?? BasicChartSymbolShape.cycle.map { AnyChartSymbolShape(basic: $0, border: nil) }
        var symbols: [ChartPrimitive: AnyChartSymbolShape] = [:]
        for (i, value) in domain.enumerated() { symbols[value] = spec.mapping?(value) ?? range[i % range.count] }
        self.symbols = symbols
    }

    func symbol(for value: ChartPrimitive) -> AnyChartSymbolShape {
        symbols[value] ?? .circle
    }
}

/// The dashes `lineStyle(by:)` gives: solid, then dashed patterns.
struct LineStyleScale {
    static let patterns: [[CGFloat]] = [[], [6, 3], [2, 2], [8, 3, 2, 3]]
    private let indices: [ChartPrimitive: Int]

    init(marks: [MarkRecord]) {
        var indices: [ChartPrimitive: Int] = [:]
        for channel in marks.compactMapMarks({ $0.style.lineStyleBy }) where indices[channel.start] == nil {
            indices[channel.start] = indices.count
        }
        self.indices = indices
    }

    func dash(for value: ChartPrimitive) -> [CGFloat] {
        LineStyleScale.patterns[(indices[value] ?? 0) % LineStyleScale.patterns.count]
    }
}
