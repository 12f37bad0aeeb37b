import Foundation
import OpenCharts

/// Builds a `Chart` from a ``ChartSpec`` with the public API, as a user would write it:
/// a vectorized plot per layer where one draws it (``SpecPlot``), else one mark per row
/// (`ForEach` over the rows), then the chart's modifiers.
enum SpecChart {
    /// The marks a spec may name.
    static let markTypes = ["bar", "line", "point", "area", "rule", "rectangle", "sector"]

    /// The most marks one chart may have: each row of each layer drawn mark by mark is one
    /// mark record (about 1 KB of memory and a few microseconds to lay out), and a million
    /// of them is past what a picture can show. Layers drawn as vectorized plots
    /// (``SpecPlot``) are not counted.
    static let maximumMarks = 1_000_000

    static func view(_ spec: ChartSpec, table: SpecTable, maximumMarks: Int = maximumMarks) throws -> AnyView {
        // Layers drawn as vectorized plots hold columns, not marks: only the others count.
        let markLayers = spec.marks.indices.compactMap { index in SpecPlot.markOnlyFeature(spec.marks[index]).map { (index, $0) } }
        let (marks, overflow) = table.rowCount.multipliedReportingOverflow(by: markLayers.count)
        if overflow || marks > maximumMarks, let (index, feature) = markLayers.first {
            throw SpecError("the chart would have \(overflow ? "too many" : String(marks)) marks (\(markLayers.count) × \(table.rowCount) rows); "
                            + "the limit is \(maximumMarks) marks per chart (marks[\(index)] is drawn a mark per row for \(feature); "
                            + "line, point, bar, area, rule and rectangle layers without it are drawn as plots, with no mark limit)")
        }
        var layers: [AnyChartContent] = []
        let cache = SpecPlot.RowCache()
        for (index, mark) in spec.marks.enumerated() {
            layers.append(try layer(mark, index: index, table: table, cache: cache))
        }
        var chart = Chart { ForEach(layers.indices, id: \.self) { layers[$0] } }
        if let x = spec.scales?.x { chart = try scaled(chart, x, axis: "x") }
        if let y = spec.scales?.y { chart = try scaled(chart, y, axis: "y") }
        if spec.axes?.x?.hidden == true { chart = chart.chartXAxis(.hidden) }
        if spec.axes?.y?.hidden == true { chart = chart.chartYAxis(.hidden) }
        if let label = spec.axes?.x?.label { chart = chart.chartXAxisLabel(label) }
        if let label = spec.axes?.y?.label { chart = chart.chartYAxisLabel(label) }
        if spec.legend?.hidden == true {
            chart = chart.chartLegend(.hidden)
        } else if let position = spec.legend?.position {
            let positions: [String: AnnotationPosition] = ["top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing]
            guard let value = positions[position] else {
                throw SpecError("legend.position '\(position)' is not one of: bottom, leading, top, trailing")
            }
            chart = chart.chartLegend(position: value)
        }
        let width = CGFloat(spec.width ?? 400)
        let height = CGFloat(spec.height ?? 300)
        for (name, side) in [("width", width), ("height", height)] where !(side.isFinite && side > 0 && side <= 20_000) {
            throw SpecError("\(name) \(side) is not between 0 and 20000 points")
        }
        let schemes: [String: ColorScheme] = ["light": .light, "dark": .dark]
        let scheme = try spec.colorScheme.map { name in
            guard let scheme = schemes[name] else { throw SpecError("colorScheme '\(name)' is not one of: dark, light") }
            return scheme
        }
        guard let title = spec.title else {
            return AnyView(chart.frame(width: width, height: height).preferredColorScheme(scheme))
        }
        return AnyView(VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.headline)
            chart
        }
        .padding(12)
        .frame(width: width, height: height)
        .preferredColorScheme(scheme))
    }

    /// `.chartXScale(domain:type:)` / `.chartYScale(domain:type:)`: a `[min, max]` number
    /// domain becomes a closed range, any other list a list of categories.
    static func scaled<C: ChartContent>(_ chart: Chart<C>, _ scale: ChartSpec.Scale, axis: String) throws -> Chart<C> {
        let types: [String: ScaleType] = ["linear": .linear, "log": .log, "squareRoot": .squareRoot, "category": .category, "date": .date]
        let type = try scale.type.map { name in
            guard let type = types[name] else {
                throw SpecError("scales.\(axis).type '\(name)' is not one of: \(types.keys.sorted().joined(separator: ", "))")
            }
            return type
        }
        let isX = axis == "x"
        guard let domain = scale.domain else { return isX ? chart.chartXScale(type: type) : chart.chartYScale(type: type) }
        if domain.count == 2, case .number(let low) = domain[0], case .number(let high) = domain[1] {
            guard low <= high, low.isFinite, high.isFinite else {
                throw SpecError("scales.\(axis).domain [\(low), \(high)] is not an increasing finite range")
            }
            return isX ? chart.chartXScale(domain: low...high, type: type) : chart.chartYScale(domain: low...high, type: type)
        }
        let names = domain.map(\.text)
        return isX ? chart.chartXScale(domain: names, type: type) : chart.chartYScale(domain: names, type: type)
    }

    /// One mark type over every row.
    static func layer(_ mark: ChartSpec.MarkSpec, index: Int, table: SpecTable,
                      cache: SpecPlot.RowCache = SpecPlot.RowCache()) throws -> AnyChartContent {
        guard markTypes.contains(mark.type) else {
            throw SpecError("marks[\(index)]: unknown mark '\(mark.type)'; marks: \(markTypes.joined(separator: ", "))")
        }
        try checkOptions(of: mark, index: index)
        let interpolation = try mark.interpolation.map { try parseInterpolation($0, index: index) }
        let color = try mark.color.map { try parseColor($0, field: "marks[\(index)].color") }
        let cornerRadius = mark.cornerRadius
        /// A plot-drawn layer with the mark's interpolation, corner radius and colour.
        func styled(_ plot: AnyChartContent) -> AnyChartContent {
            var content = plot
            if let interpolation { content = AnyChartContent(content.interpolationMethod(interpolation)) }
            if let cornerRadius { content = AnyChartContent(content.cornerRadius(CGFloat(cornerRadius))) }
            if let color { content = AnyChartContent(content.foregroundStyle(color)) }
            return content
        }
        if let ranged = try SpecRangePlot.layer(mark, index: index, table: table) { return styled(ranged) }
        let x = try mark.x.map { (label: $0.label ?? $0.field, column: try table.column($0), unit: try dateUnit($0)) }
        let y = try mark.y.map { (label: $0.label ?? $0.field, column: try table.column($0), unit: try dateUnit($0)) }
        let angle = try mark.angle.map { (label: $0.label ?? $0.field, column: try table.column($0)) }
        let seriesEncoding = mark.series ?? mark.foregroundStyle
        let series = try seriesEncoding.map { (label: $0.label ?? $0.field, column: try table.column($0)) }
        let symbol = try mark.symbol.map { (label: $0.label ?? $0.field, column: try table.column($0)) }
        let stacking = try mark.stacking.map { try parseStacking($0, index: index) } ?? .standard
        if mark.type == "sector" {
            guard let angle else { throw SpecError("marks[\(index)]: a sector needs 'angle'") }
            guard case .numbers = angle.column else { throw SpecError("marks[\(index)].angle: column must be numeric") }
        } else if x == nil || y == nil, !(mark.type == "bar" || mark.type == "rule" || mark.type == "point") || (x == nil && y == nil) {
            throw SpecError("marks[\(index)]: a \(mark.type) mark needs 'x' and 'y'")
        }
        if SpecPlot.markOnlyFeature(mark) == nil {
            return styled(try SpecPlot.layer(mark, table: table, stacking: stacking, cache: cache))
        }
        // Each row's mark is made when the chart reads it, and let go once collected: a
        // million rows made up front held a million nests of type-erased content at once.
        let type = mark.type, innerRadius = mark.innerRadius, angularInset = mark.angularInset
        let row = { (row: Int) -> AnyChartContent? in
            var content: AnyChartContent
            if let angle, case .numbers(let values) = angle.column {
                content = AnyChartContent(SectorMark(
                    angle: .value(angle.label, values[row]),
                    innerRadius: innerRadius.map { .ratio($0) } ?? .automatic,
                    angularInset: angularInset.map { CGFloat($0) }))
            } else {
                guard let built = MarkFactory(kind: type, stacking: stacking, row: row).make(x: x, y: y) else { return nil }
                content = built
            }
            content = styled(content)
            if let series {
                switch series.column {
                case .numbers(let values): content = AnyChartContent(content.foregroundStyle(by: .value(series.label, values[row])))
                default: content = AnyChartContent(content.foregroundStyle(by: .value(series.label, series.column.text(at: row))))
                }
            }
            if let symbol { content = AnyChartContent(content.symbol(by: .value(symbol.label, symbol.column.text(at: row)))) }
            return content
        }
        return AnyChartContent(ForEach(0..<table.rowCount, id: \.self) { row($0) })
    }

    /// An error naming an option that `mark`'s kind does not take (a rounded line, a stacked
    /// rule, a bar with an angle), rather than drawing the chart without it. The kinds each
    /// option applies to are Swift Charts': only bars and areas stack, only lines and areas
    /// interpolate, and so on.
    static func checkOptions(of mark: ChartSpec.MarkSpec, index: Int) throws {
        let options: [(name: String, isGiven: Bool, kinds: [String])] = [
            ("stacking", mark.stacking != nil, ["bar", "area"]), ("interpolation", mark.interpolation != nil, ["line", "area"]),
            ("cornerRadius", mark.cornerRadius != nil, ["bar", "rectangle", "sector"]),
            ("innerRadius", mark.innerRadius != nil, ["sector"]), ("angularInset", mark.angularInset != nil, ["sector"]),
            ("angle", mark.angle != nil, ["sector"]),
        ]
        for option in options where option.isGiven && !option.kinds.contains(mark.type) {
            throw SpecError("marks[\(index)].\(option.name) is for \(list(option.kinds)) marks, not a \(mark.type)")
        }
        if mark.stacking != nil, mark.yStart != nil || mark.xStart != nil {
            throw SpecError("marks[\(index)].stacking: a \(mark.type) with a range (yStart/yEnd or xStart/xEnd) does not stack")
        }
        if mark.type == "sector", let axis = mark.x != nil ? "x" : mark.y != nil ? "y" : nil {
            throw SpecError("marks[\(index)].\(axis): a sector is placed by its 'angle', not by x or y")
        }
    }

    /// "bar", "bar and area", "bar, rectangle and sector".
    private static func list(_ kinds: [String]) -> String {
        kinds.count == 1 ? kinds[0] : kinds.dropLast().joined(separator: ", ") + " and " + kinds[kinds.count - 1]
    }

    /// The calendar unit a date encoding bins by (`"unit": "day"`), counted in UTC as the
    /// CSV's dates are.
    static func dateUnit(_ encoding: ChartSpec.Encoding) throws -> Calendar.Component? {
        guard let unit = encoding.unit else { return nil }
        let units: [String: Calendar.Component] = ["hour": .hour, "day": .day, "weekOfYear": .weekOfYear, "month": .month, "year": .year]
        guard let component = units[unit] else {
            throw SpecError("unit '\(unit)' of '\(encoding.field)' is not one of: \(units.keys.sorted().joined(separator: ", "))")
        }
        return component
    }

    static func parseInterpolation(_ name: String, index: Int) throws -> InterpolationMethod {
        let methods: [String: InterpolationMethod] = [
            "linear": .linear, "monotone": .monotone, "catmullRom": .catmullRom, "cardinal": .cardinal,
            "stepStart": .stepStart, "stepCenter": .stepCenter, "stepEnd": .stepEnd,
        ]
        guard let method = methods[name] else {
            throw SpecError("marks[\(index)].interpolation '\(name)' is not one of: \(methods.keys.sorted().joined(separator: ", "))")
        }
        return method
    }

    static func parseStacking(_ name: String, index: Int) throws -> MarkStackingMethod {
        let methods: [String: MarkStackingMethod] = ["standard": .standard, "normalized": .normalized, "center": .center, "unstacked": .unstacked]
        guard let method = methods[name] else {
            throw SpecError("marks[\(index)].stacking '\(name)' is not one of: \(methods.keys.sorted().joined(separator: ", "))")
        }
        return method
    }

    /// A colour name (`blue`) or `#rrggbb`.
    static func parseColor(_ text: String, field: String) throws -> Color {
        let named: [String: Color] = [
            "black": .black, "white": .white, "red": .red, "orange": .orange, "yellow": .yellow, "green": .green,
            "mint": .mint, "teal": .teal, "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple,
            "pink": .pink, "brown": .brown, "gray": .gray,
        ]
        if let color = named[text.lowercased()] { return color }
        if text.hasPrefix("#"), text.count == 7, let value = UInt32(text.dropFirst(), radix: 16) {
            return Color(red: Double(value >> 16 & 0xff) / 255, green: Double(value >> 8 & 0xff) / 255, blue: Double(value & 0xff) / 255)
        }
        throw SpecError("\(field) '\(text)' is neither a colour name (\(named.keys.sorted().joined(separator: ", "))) nor #rrggbb")
    }
}

/// Makes one mark for one row, whatever the column types: each channel's value becomes a
/// `PlottableValue` of `Double`, `Date` or `String`, and a generic function builds the mark.
struct MarkFactory {
    var kind: String
    var stacking: MarkStackingMethod
    var row: Int

    typealias Channel = (label: String, column: Column, unit: Calendar.Component?)

    /// CSV dates without a zone are UTC, so their bins are UTC days.
    static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    func make(x: Channel?, y: Channel?) -> AnyChartContent? {
        guard let x else { return y.flatMap { withY(nil as PlottableValue<Double>?, $0) } }
        switch x.column {
        case .numbers(let values): guard values[row].isFinite else { return nil }; return withY(.value(x.label, values[row]), y)
        case .dates(let values):
            guard let date = values[row] else { return nil }
            if let unit = x.unit { return withY(.value(x.label, date, unit: unit, calendar: Self.utc), y) }
            return withY(.value(x.label, date), y)
        case .categories(let values): return withY(.value(x.label, values[row]), y)
        }
    }

    func withY<X: Plottable>(_ x: PlottableValue<X>?, _ y: Channel?) -> AnyChartContent? {
        guard let y else { return x.flatMap { build($0, nil as PlottableValue<Double>?) } }
        switch y.column {
        case .numbers(let values): guard values[row].isFinite else { return nil }; return build(x, .value(y.label, values[row]))
        case .dates(let values):
            guard let date = values[row] else { return nil }
            if let unit = y.unit { return build(x, .value(y.label, date, unit: unit, calendar: Self.utc)) }
            return build(x, .value(y.label, date))
        case .categories(let values): return build(x, .value(y.label, values[row]))
        }
    }

    func build<X: Plottable, Y: Plottable>(_ x: PlottableValue<X>?, _ y: PlottableValue<Y>?) -> AnyChartContent? {
        switch (kind, x, y) {
        case ("bar", let x?, let y?): AnyChartContent(BarMark(x: x, y: y, stacking: stacking))
        case ("bar", let x?, nil): AnyChartContent(BarMark(x: x, stacking: stacking))
        case ("bar", nil, let y?): AnyChartContent(BarMark(y: y, stacking: stacking))
        case ("line", let x?, let y?): AnyChartContent(LineMark(x: x, y: y))
        case ("point", let x?, let y?): AnyChartContent(PointMark(x: x, y: y))
        case ("point", let x?, nil): AnyChartContent(PointMark(x: x))
        case ("point", nil, let y?): AnyChartContent(PointMark(y: y))
        case ("area", let x?, let y?): AnyChartContent(AreaMark(x: x, y: y, stacking: stacking))
        case ("rule", let x?, nil): AnyChartContent(RuleMark(x: x))
        case ("rule", nil, let y?): AnyChartContent(RuleMark(y: y))
        // Heat-map cells fill their band, edge to edge.
        case ("rectangle", let x?, let y?): AnyChartContent(RectangleMark(x: x, y: y, width: .ratio(1), height: .ratio(1)))
        default: nil
        }
    }
}
