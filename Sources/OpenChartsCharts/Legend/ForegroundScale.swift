import Foundation
import OpenChartsCore
import OpenChartsViews

/// The colors `foregroundStyle(by:)` gives: categories in order of first appearance (or
/// the scale's domain) mapped to the palette blue, green, orange, purple, red, cyan, yellow
/// and around again, or to `chartForegroundStyleScale`'s range or mapping. Numbers map
/// continuously across the range's colors, or a `Gradient` range's stops by location,
/// linearly or through the scale `type` asked for (log, square root, power, symmetric log).
struct ForegroundScale {
    /// The channel's label (the legend reads it for a title).
    let label: String?
    let domain: [ChartPrimitive]
    let isContinuous: Bool
    /// The numbers that map to the gradient's ends: a gradient scale's `domain`, else the
    /// data's finite extent (0...1 when there is none).
    let extent: (Double, Double)
    private let colors: [ChartPrimitive: Color]
    /// The continuous range: even stops of a `[Color]` range, or a `Gradient`'s own.
    private let ramp: LinearGradientPaint
    /// Maps `extent` onto 0…1 along the ramp for a `type` other than linear; `nil` is linear.
    private let spread: (any PositionScale)?

    init(marks: [MarkRecord], spec: StyleScaleSpec<Color>, gradient: GradientScaleSpec? = nil, type: ScaleType? = nil) {
        let channels = marks.compactMapMarks { $0.style.foregroundBy }
        label = channels.first?.label
        var seen = Set<ChartPrimitive>()
        var domain: [ChartPrimitive] = []
        // A gradient scale's domain is a range of numbers, not a list of categories.
        let fixedDomain = gradient == nil ? spec.domain : nil
        for value in fixedDomain ?? [] where seen.insert(value).inserted { domain.append(value) }
        if fixedDomain == nil {
            for channel in channels where seen.insert(channel.start).inserted { domain.append(channel.start) }
        }
        let mapping = gradient == nil ? spec.mapping : nil
        isContinuous = channels.first?.kind == .number && mapping == nil && fixedDomain == nil && type != .category
        var lo = Double.infinity, hi = -Double.infinity
        if let bounds = gradient?.domain, bounds.lowerBound.isFinite, bounds.upperBound.isFinite {
            (lo, hi) = (bounds.lowerBound, bounds.upperBound)
        } else if isContinuous {
            for case let .number(v) in domain where v.isFinite {
                lo = min(lo, v)
                hi = max(hi, v)
            }
        }
        extent = lo <= hi ? (lo, hi) : (0, 1)
        spread = isContinuous ? Self.spread(type, extent: extent) : nil
        self.domain = isContinuous ? [] : domain
        let range = spec.range.flatMap { $0.isEmpty ? nil : $0 }
        let stops = gradient.flatMap { $0.stops.isEmpty ? nil : $0.stops }
            ?? LinearGradientPaint.evenStops(range ?? (isContinuous ? [Color(rgb8: 204, 229, 255), .blue] : ChartTheme.palette))
        ramp = LinearGradientPaint(stops: stops, start: .zero, end: .zero)
        var colors: [ChartPrimitive: Color] = [:]
        if !isContinuous {
            // Categories over a gradient take evenly spaced colours along it, first to last.
            let palette = gradient == nil ? (range ?? ChartTheme.palette) : nil
            for (i, value) in domain.enumerated() {
                colors[value] = mapping?(value)
                    ?? palette.map { $0[i % $0.count] }
                    ?? ramp.color(at: domain.count > 1 ? Double(i) / Double(domain.count - 1) : 0)
            }
        }
        self.colors = colors
    }

    /// The color for `value`. A number maps from `extent` onto the ramp (linearly, or through
    /// the scale type), clamped to its ends; a domain of one value gives the ramp's middle. A
    /// non-finite number, one a log scale cannot place (zero or of the other sign), or a value
    /// outside a fixed domain, gets the accent color, as missing data.
    func color(for value: ChartPrimitive) -> Color {
        if isContinuous, let v = value.numeric {
            guard v.isFinite else { return ChartTheme.markColor }
            guard extent.1 > extent.0 else { return ramp.color(at: 0.5) }
            let t = spread.map { Double($0(v)) } ?? (v - extent.0) / (extent.1 - extent.0)
            return t.isFinite ? ramp.color(at: t) : ChartTheme.markColor
        }
        return colors[value] ?? ChartTheme.markColor
    }

    /// The scale that spreads `extent` over 0…1 for `type`; `nil` for linear (and for a log
    /// scale over an extent that touches zero or crosses it, which the axes draw linearly too).
    /// The symbol size scale spreads its extent the same way.
    static func spread(_ type: ScaleType?, extent: (Double, Double)) -> (any PositionScale)? {
        switch type {
        case .log?: try? LogScale(domain: extent, range: (0, 1))
        case .squareRoot?: SqrtScale(domain: extent, range: (0, 1))
        case let .power(exponent)?: try? PowScale(domain: extent, range: (0, 1), exponent: exponent)
        case let .symmetricLog(constant)?: try? SymlogScale(domain: extent, range: (0, 1), constant: constant)
        case .linear?, .date?, .category?, nil: nil
        }
    }

    /// The continuous range, for the legend's gradient.
    var gradientStops: [GradientStop] { ramp.stops }
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

/// The strokes `lineStyle(by:)` gives: the line's own width with no dash, then dashed
/// patterns, in order of first appearance (or the domain's); or `chartLineStyleScale`'s
/// strokes, which replace the whole stroke (width, dashes, caps).
struct LineStyleScale {
    static let patterns: [[CGFloat]] = [[], [6, 3], [2, 2], [8, 3, 2, 3]]
    /// The channel's label (the legend reads it for a title).
    let label: String?
    let domain: [ChartPrimitive]
    private let indices: [ChartPrimitive: Int]
    /// The strokes of `chartLineStyleScale`, by value; empty without one.
    private let strokes: [ChartPrimitive: StrokeStyle]

    init(marks: [MarkRecord], spec: StyleScaleSpec<StrokeStyle>) {
        let channels = marks.compactMapMarks { $0.style.lineStyleBy }
        label = channels.first?.label
        var indices: [ChartPrimitive: Int] = [:]
        var domain: [ChartPrimitive] = []
        for value in spec.domain ?? channels.map(\.start) where indices[value] == nil {
            indices[value] = domain.count
            domain.append(value)
        }
        self.domain = domain
        self.indices = indices
        let range = spec.range.flatMap { $0.isEmpty ? nil : $0 }
        var strokes: [ChartPrimitive: StrokeStyle] = [:]
        if spec.mapping != nil || range != nil {
            for (i, value) in domain.enumerated() {
                guard let stroke = spec.mapping?(value) ?? range.map({ $0[i % $0.count] }) else { continue }
                strokes[value] = LineStyleScale.sanitized(stroke)
            }
        }
        self.strokes = strokes
    }

    /// The stroke of the line whose `lineStyle(by:)` value is `value`: the scale's, else
    /// `base` (the line's default stroke) with the value's dash pattern. A value outside a
    /// fixed domain is drawn as the first.
    func style(for value: ChartPrimitive, default base: StrokeStyle) -> StrokeStyle {
        if let stroke = strokes[value] { return stroke }
        var style = base
        style.dash = LineStyleScale.patterns[(indices[value] ?? 0) % LineStyleScale.patterns.count]
        return style
    }

    /// `stroke` with a width that is not a finite number at least 0 made the default width,
    /// and a dash pattern with a length that is not finite and at least 0 (or that is all
    /// zeros) made solid, as the renderers cannot draw them.
    private static func sanitized(_ stroke: StrokeStyle) -> StrokeStyle {
        var stroke = stroke
        if !stroke.lineWidth.isFinite || stroke.lineWidth < 0 { stroke.lineWidth = ChartTheme.lineWidth }
        if stroke.dash.contains(where: { !$0.isFinite || $0 < 0 }) || stroke.dash.allSatisfy({ $0 == 0 }) { stroke.dash = [] }
        if !stroke.dashPhase.isFinite { stroke.dashPhase = 0 }
        return stroke
    }
}
