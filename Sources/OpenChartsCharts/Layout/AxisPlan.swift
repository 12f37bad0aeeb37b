import Foundation
import OpenChartsCore
import OpenChartsViews

/// One axis planned before the plot's size is final: its rounded domain, and for each
/// `AxisMarks` the values, the marks at each value and their label texts.
struct AxisPlan {
    let axis: Axis
    let domain: AxisDomain
    /// The continuous domain after rounding to ticks (in increasing order).
    let lower: Double
    let upper: Double
    let groups: [AxisGroup]
    let title: AxisTitle?
    let calendar: Calendar
    /// Measures labels and titles.
    let measurer: any TextMeasuring
    /// The environment label views are laid out and drawn in.
    let labelEnvironment: EnvironmentValues

    /// One `AxisMarks`: its side and what it draws at each value.
    struct AxisGroup {
        var side: AxisMarkPosition
        var values: [ChartPrimitive]
        var items: [[AxisMarkItem]]
        var labels: [String?]
        /// `AxisValueLabel { … }` views by value, at their ideal sizes (their `labels` are "").
        var labelViews: [(view: AnyView, size: CGSize)?]
        var stroke: StrokeStyle?
        /// The date interval between values, for centred labels.
        var isDate: Bool
        /// The text labels' font: the first one an `AxisValueLabel` asks for, or the chart's.
        var font: FontRequest = ChartTheme.labelFont
        /// How far every label is moved (the first `AxisValueLabel` offset given).
        var labelOffset: CGSize = .zero
    }

    init(axis: Axis, domain: AxisDomain, specs: [AxisMarksSpec], length: CGFloat, title: AxisTitle?, calendar: Calendar,
         environment: EnvironmentValues) {
        measurer = environment.textMeasurer
        // Label views default to the text labels' size and colour.
        var labelEnvironment = environment
        labelEnvironment.font = environment.font ?? .system(size: ChartTheme.labelFont.size)
        labelEnvironment.foregroundStyle = environment.foregroundStyle ?? ChartTheme.labelColor
        self.labelEnvironment = labelEnvironment
        self.axis = axis
        self.domain = domain
        self.title = title
        self.calendar = calendar
        let autoCount = Double(max(2, Int(length / (axis == .horizontal ? 80 : 55))))
        // The first automatic AxisMarks decides rounding and the tick count used for it.
        var desired = autoCount
        var roundLower = true, roundUpper = true
        for spec in specs {
            if case let .automatic(count, _, lowerFlag, upperFlag) = spec.values {
                if let count, count > 0 { desired = Double(count) }
                roundLower = lowerFlag ?? true
                roundUpper = upperFlag ?? true
                break
            }
        }
        var lower = domain.lower, upper = domain.upper
        if !domain.isExplicit && domain.type != .category && domain.valueKind != .date {
            let niced = AxisPlan.nice(lower, upper, type: domain.type, count: desired)
            if roundLower { lower = niced.0 }
            if roundUpper { upper = niced.1 }
        }
        self.lower = lower
        self.upper = upper
        var groups: [AxisGroup] = []
        for spec in specs {
            groups.append(AxisPlan.group(spec, axis: axis, domain: domain, lower: lower, upper: upper, autoCount: autoCount,
                                         calendar: calendar, environment: labelEnvironment))
        }
        self.groups = groups
    }

    /// d3's `nice` for the scale type.
    static func nice(_ lower: Double, _ upper: Double, type: ScaleType, count: Double) -> (Double, Double) {
        switch type {
        case .log:
            guard lower > 0, let scale = try? LogScale(domain: (lower, upper), range: (0, 1)) else { return (lower, upper) }
            let d = scale.nice().domain
            return (d.0, d.1)
        default:
            let d = niceDomain(lower, upper, count: count)
            return (d.start, d.stop)
        }
    }

    // MARK: - Values and labels

    private static func group(_ spec: AxisMarksSpec, axis: Axis, domain: AxisDomain, lower: Double, upper: Double,
                              autoCount: Double, calendar: Calendar, environment: EnvironmentValues) -> AxisGroup {
        var values: [ChartPrimitive] = []
        var defaultLabels: [String] = []
        let isDate = domain.valueKind == .date && domain.type != .category
        let dateScale = DateScale(domain: (Date(timeIntervalSince1970: lower), Date(timeIntervalSince1970: upper)), range: (0, 1), calendar: calendar)
        switch spec.values {
        case let .automatic(count, minimumStride, _, _):
            let n = Double(count.map { max(1, $0) } ?? Int(autoCount))
            if domain.type == .category {
                values = domain.categories
            } else if isDate {
                if let interval = dateScale.tickInterval(count: n) {
                    let dates = dateScale.ticks(every: interval)
                    values = dates.map { .date($0) }
                    defaultLabels = DateTickFormat.labels(for: dates, interval: interval, calendar: dateScale.calendar)
                }
            } else {
                var ticks = numericTicks(lower, upper, type: domain.type, count: n)
                if let minimumStride, minimumStride > 0, ticks.count > 1, abs(ticks[1] - ticks[0]) < minimumStride {
                    ticks = strideTicks(lower, upper, step: minimumStride)
                }
                values = ticks.map { .number($0) }
            }
        case let .numberStride(step):
            values = strideTicks(lower, upper, step: step).map { .number($0) }
        case let .dateStride(component, count, calendar):
            if let unit = DateTickUnit(component) ?? (component == .quarter ? .month : nil) {
                var scale = dateScale
                if let calendar { scale.calendar = calendar }
                let interval = DateTickInterval(unit, step: component == .quarter ? 3 * count : count)
                let dates = scale.ticks(every: interval)
                values = dates.map { .date($0) }
                defaultLabels = DateTickFormat.labels(for: dates, interval: interval, calendar: scale.calendar)
            }
        case let .explicit(given):
            values = given
            if isDate, let interval = dateScale.tickInterval(count: autoCount) {
                let dates = given.compactMap { $0.numeric.map { Date(timeIntervalSince1970: $0) } }
                defaultLabels = DateTickFormat.labels(for: dates, interval: interval, calendar: dateScale.calendar)
            }
        }
        if let window = domain.window {
            // A scrolling category axis marks the categories whose centres are in its window.
            var positions: [ChartPrimitive: Double] = [:]
            for (index, category) in domain.categories.enumerated() where positions[category] == nil { positions[category] = Double(index) + 0.5 }
            values = values.filter { positions[$0].map { $0 > window.start && $0 < window.start + window.length } ?? false }
        }
        if defaultLabels.count != values.count {
            defaultLabels = numberLabels(values, type: domain.type, calendar: calendar)
        }
        // A log axis labels only the first multiples of each power, as d3's log tick format,
        // and keeps the other ticks as unlabelled grid lines.
        var logUnlabelled = Set<Int>()
        if domain.type == .log, case .automatic = spec.values,
           let scale = try? LogScale(domain: (lower, upper), range: (0, 1)) {
            for (index, value) in values.enumerated() {
                if let v = value.numeric, !scale.labelsTick(v, count: autoCount, tickCount: values.count) { logUnlabelled.insert(index) }
            }
        }
        var items: [[AxisMarkItem]] = []
        var labels: [String?] = []
        var labelViews: [(view: AnyView, size: CGSize)?] = []
        for (index, value) in values.enumerated() {
            let marks: [AxisMarkItem]
            if let content = spec.content {
                marks = content(AxisValue(index: index, count: values.count, primitive: value))
            } else if spec.isImplicit && domain.type == .category {
                marks = [.label(AxisLabelSpec(text: nil, format: nil, centered: nil, anchor: nil, collisionResolution: .automatic, color: nil))]
            } else {
                marks = [.gridLine(centered: nil, stroke: spec.stroke, color: nil),
                         .tick(centered: nil, length: nil, stroke: spec.stroke, color: nil),
                         .label(AxisLabelSpec(text: nil, format: nil, centered: nil, anchor: nil, collisionResolution: .automatic, color: nil))]
            }
            items.append(marks)
            var label: String?
            var labelView: (view: AnyView, size: CGSize)?
            for case let .label(labelSpec) in marks where !logUnlabelled.contains(index) {
                if let content = labelSpec.view {
                    label = ""
                    labelView = (content.view, sizeOfView(content.view, proposal: .unspecified, environment: environment))
                } else {
                    label = labelSpec.text ?? labelSpec.format?(value) ?? spec.format?(value) ?? defaultLabels[index]
                    labelView = nil
                }
            }
            labels.append(label)
            labelViews.append(labelView)
        }
        let side: AxisMarkPosition = switch spec.position {
        case .automatic: axis == .horizontal ? .bottom : .trailing
        case .leading, .trailing: axis == .vertical ? spec.position : .bottom
        case .top, .bottom: axis == .horizontal ? spec.position : .trailing
        }
        var group = AxisGroup(side: side, values: values, items: items, labels: labels, labelViews: labelViews,
                              stroke: spec.stroke, isDate: isDate)
        let labelSpecs = items.lazy.flatMap { $0 }.compactMap { item -> AxisLabelSpec? in
            if case let .label(spec) = item { spec } else { nil }
        }
        if let font = labelSpecs.first(where: { $0.font != nil })?.font { group.font = font.request }
        if let moved = labelSpecs.first(where: { $0.offset != .zero }) { group.labelOffset = moved.offset }
        return group
    }

    /// The ticks of the scale type over the rounded domain.
    private static func numericTicks(_ lower: Double, _ upper: Double, type: ScaleType, count: Double) -> [Double] {
        switch type {
        case .log:
            return (try? LogScale(domain: (lower, upper), range: (0, 1)))?.ticks(count: count) ?? []
        case let .symmetricLog(constant):
            return (try? SymlogScale(domain: (lower, upper), range: (0, 1), constant: constant))?.ticks(count: count) ?? []
        default:
            return ticks(lower, upper, count)
        }
    }

    /// The multiples of `step` in the domain (at most 10,000 of them).
    private static func strideTicks(_ lower: Double, _ upper: Double, step: Double) -> [Double] {
        guard step > 0, step.isFinite, (upper - lower) / step <= 10_000 else { return [] }
        let first = (lower / step).rounded(.up), last = (upper / step).rounded(.down)
        guard first <= last else { return [] }
        return (Int(first)...Int(last)).map { Double($0) * step }
    }

    /// Default labels: categories as they are, numbers with the decimals their spacing needs.
    private static func numberLabels(_ values: [ChartPrimitive], type: ScaleType, calendar: Calendar) -> [String] {
        let numbers = values.compactMap { v -> Double? in
            if case let .number(n) = v { return n }
            return nil
        }
        var step = Double.infinity
        for (a, b) in zip(numbers, numbers.dropFirst()) where abs(b - a) > 0 { step = min(step, abs(b - a)) }
        let format = NumberTickFormat(step: step.isFinite ? step : (numbers.first ?? 1))
        return values.map { value in
            switch value {
            case let .number(n): type == .log ? NumberTickFormat(step: n).string(for: n) : format.string(for: n)
            case let .string(s): s
            case .date: value.text(in: calendar)
            }
        }
    }

    // MARK: - Size

    /// The sides of the plot this axis's marks stand on, in the order of their `AxisMarks`.
    var sides: [AxisMarkPosition] {
        var sides: [AxisMarkPosition] = []
        for group in groups where !sides.contains(group.side) { sides.append(group.side) }
        return sides
    }

    /// The room the marks on `side` take beside the plot: ticks, the gap and labels, 2
    /// points to spare, and at least the chart's margin.
    func thickness(on side: AxisMarkPosition) -> CGFloat {
        var thickness = EdgeInsetsPlan.margin
        for group in groups where group.side == side {
            let lineHeight = measurer.lineHeight(of: group.font)
            let hasLabels = group.labels.contains { $0 != nil }
            let hasTextLabels = group.labels.indices.contains { group.labels[$0] != nil && group.labelViews[$0] == nil }
            let viewSizes = group.labelViews.compactMap { $0?.size }
            let hasTicks = group.items.contains { $0.contains { if case .tick = $0 { return true } else { return false } } }
            let tick = hasTicks ? ChartTheme.tickLength : 0
            let room: CGFloat
            switch side {
            case .bottom, .top, .automatic:
                room = max(hasTextLabels ? lineHeight : 0, viewSizes.map(\.height).max() ?? 0)
            case .leading, .trailing:
                let widest = group.labels.compactMap { $0 }.map { measurer.width($0, font: group.font) }.max() ?? 0
                // Very long category names are cut when drawn; do not let them squeeze the plot.
                // Views are not cut, so they get their room.
                room = max(min(widest, 120), viewSizes.map(\.width).max() ?? 0)
            }
            thickness = max(thickness, (hasLabels ? tick + ChartTheme.labelGap + room : tick) + 2)
        }
        return thickness
    }

    /// Adds the room this axis needs outside the plot to `insets`. A side in `styled` (the
    /// thickness of a `chartXAxisStyle` view) takes that room instead of its marks' own.
    func reserve(in insets: inout EdgeInsetsPlan, styled: [AxisMarkPosition: CGFloat] = [:]) {
        for side in sides {
            if let room = styled[side] {
                insets[side] = room
            } else {
                insets[side] = max(insets[side], thickness(on: side))
            }
        }
        if let title {
            let titleHeight = measurer.lineHeight(of: ChartTheme.titleFont) + (title.spacing ?? 4)
            if axis == .horizontal { insets.bottom += titleHeight } else { insets.top = max(insets.top, titleHeight + 4) }
        }
    }

    // MARK: - Scale

    /// The scale from the (rounded) domain onto the plot's pixels along this axis.
    func makeScale(plot: CGRect) -> AxisScale {
        var range: (CGFloat, CGFloat)
        let grows = domain.type != .category
        switch domain.range {
        case let .points(a, b)?:
            range = axis == .horizontal ? (plot.minX + a, plot.minX + b) : (plot.maxY - a, plot.maxY - b)
        case let .plotDimension(start, end)?:
            range = axis == .horizontal ? (plot.minX + start, plot.maxX - end)
                : (grows ? (plot.maxY - start, plot.minY + end) : (plot.minY + start, plot.maxY - end))
        case nil:
            range = axis == .horizontal ? (plot.minX, plot.maxX) : (grows ? (plot.maxY, plot.minY) : (plot.minY, plot.maxY))
        }
        if domain.reversed && grows { range = (range.1, range.0) }
        let d = (lower, upper)
        let kind: AxisScale.Kind
        switch domain.type {
        case .category:
            if let window = domain.window {
                // Each band takes 1/length of the plot (the default paddings give n bands n
                // steps), and the window's first band starts at the plot's start.
                let step = (range.1 - range.0) / CGFloat(window.length)
                let start = range.0 - CGFloat(window.start) * step
                range = (start, start + step * CGFloat(domain.categories.count))
            }
            kind = .band(BandScale(domain.categories, range: range))
        case .date where domain.valueKind == .date:
            kind = .date(DateScale(domain: (Date(timeIntervalSince1970: d.0), Date(timeIntervalSince1970: d.1)), range: range, calendar: calendar))
        case .log:
            if let scale = try? LogScale(domain: d, range: range) { kind = .continuous(scale) } else { kind = .continuous(LinearScale(domain: d, range: range)) }
        case .squareRoot:
            kind = .continuous(SqrtScale(domain: d, range: range))
        case let .power(exponent):
            if let scale = try? PowScale(domain: d, range: range, exponent: exponent) { kind = .continuous(scale) } else { kind = .continuous(LinearScale(domain: d, range: range)) }
        case let .symmetricLog(constant):
            if let scale = try? SymlogScale(domain: d, range: range, constant: constant) { kind = .continuous(scale) } else { kind = .continuous(LinearScale(domain: d, range: range)) }
        case .linear, .date:
            kind = .continuous(LinearScale(domain: d, range: range))
        }
        return AxisScale(kind: kind, valueKind: domain.valueKind, type: domain.type, range: range, bounds: d)
    }
}
