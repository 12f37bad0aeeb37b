import Foundation
import OpenCharts

/// A row of a range layer: where it stands, its range's two ends, and its series.
struct RangePlotRow<At: Plottable, End: Plottable, S: Plottable> {
    var at: At
    var start: End
    var end: End
    var series: S
}

/// A row of a box layer: its two ranges, and its series.
struct BoxPlotRow<X: Plottable, Y: Plottable, S: Plottable> {
    var xStart: X
    var xEnd: X
    var yStart: Y
    var yEnd: Y
    var series: S
}

/// Layers whose marks span a range, drawn as one vectorized plot: `yStart` and `yEnd` with
/// `x` (`RulePlot(x:yStart:yEnd:)`, floating bars, boxes, a band), or `xStart` and `xEnd`
/// with `y` (`RulePlot(xStart:xEnd:y:)`, Gantt bars), or both for rectangles
/// (`RectanglePlot(xStart:xEnd:yStart:yEnd:)`). A day's low to high, a candle's wick, a
/// task's start to end, a window of time and value.
enum SpecRangePlot {
    /// A layer's range: `at` places each mark along one axis, `start`…`end` spans the other.
    struct Range {
        /// yStart…yEnd along x (else xStart…xEnd along y).
        let vertical: Bool
        let at: ChartSpec.Encoding
        let start: ChartSpec.Encoding
        let end: ChartSpec.Encoding
    }

    /// The marks a vertical range may draw, and a horizontal one.
    static let verticalTypes = ["rule", "bar", "rectangle", "area"]
    static let horizontalTypes = ["rule", "bar"]

    /// `mark`'s range, nil when it has none or is a box (``box(of:index:)``); an error
    /// naming the mark when it has half of one, ranges on both axes and is no rectangle, the
    /// axis its range replaces as well, or a kind that has no range.
    static func range(of mark: ChartSpec.MarkSpec, index: Int) throws -> Range? {
        func pair(_ start: ChartSpec.Encoding?, _ end: ChartSpec.Encoding?, _ axis: String) throws -> (ChartSpec.Encoding, ChartSpec.Encoding)? {
            switch (start, end) {
            case (nil, nil): return nil
            case let (start?, end?): return (start, end)
            case (_?, nil): throw SpecError("marks[\(index)]: \(axis)Start needs \(axis)End")
            case (nil, _?): throw SpecError("marks[\(index)]: \(axis)End needs \(axis)Start")
            }
        }
        let vertical = try pair(mark.yStart, mark.yEnd, "y"), horizontal = try pair(mark.xStart, mark.xEnd, "x")
        if vertical != nil && horizontal != nil {
            // A box: ``box(of:index:)``.
            guard mark.type == "rectangle" else {
                throw SpecError("marks[\(index)]: ranges on both axes (yStart/yEnd and xStart/xEnd) are for rectangle marks, not a \(mark.type)")
            }
            return nil
        }
        guard let (start, end) = vertical ?? horizontal else { return nil }
        let isVertical = vertical != nil
        let (along, across) = isVertical ? ("x", "y") : ("y", "x")
        let types = isVertical ? verticalTypes : horizontalTypes
        guard types.contains(mark.type) else {
            throw SpecError("marks[\(index)]: \(mark.type) marks have no \(across)Start/\(across)End; "
                            + "those are for \(types.joined(separator: ", ")) marks")
        }
        guard let at = isVertical ? mark.x : mark.y else {
            throw SpecError("marks[\(index)]: \(across)Start/\(across)End need '\(along)', where each \(mark.type) stands")
        }
        if (isVertical ? mark.y : mark.x) != nil {
            throw SpecError("marks[\(index)]: \(across)Start/\(across)End take the place of '\(across)'; give one or the other")
        }
        if mark.symbol != nil { throw SpecError("marks[\(index)]: symbols are for points, not a \(mark.type) range") }
        if at.unit != nil || start.unit != nil || end.unit != nil {
            throw SpecError("marks[\(index)]: dates binned by a unit are not supported with a range")
        }
        return Range(vertical: isVertical, at: at, start: start, end: end)
    }

    /// `mark`'s two ranges when it is a box (a rectangle with `xStart`…`xEnd` and
    /// `yStart`…`yEnd`), nil otherwise; an error naming the mark when it also has `x` or `y`.
    static func box(of mark: ChartSpec.MarkSpec, index: Int) throws -> (x: (ChartSpec.Encoding, ChartSpec.Encoding),
                                                                         y: (ChartSpec.Encoding, ChartSpec.Encoding))? {
        guard mark.type == "rectangle", let xStart = mark.xStart, let xEnd = mark.xEnd, let yStart = mark.yStart,
              let yEnd = mark.yEnd else { return nil }
        if mark.x != nil || mark.y != nil {
            throw SpecError("marks[\(index)]: xStart/xEnd and yStart/yEnd take the place of 'x' and 'y'; give one or the other")
        }
        if mark.symbol != nil { throw SpecError("marks[\(index)]: symbols are for points, not a rectangle range") }
        if [xStart, xEnd, yStart, yEnd].contains(where: { $0.unit != nil }) {
            throw SpecError("marks[\(index)]: dates binned by a unit are not supported with a range")
        }
        return ((xStart, xEnd), (yStart, yEnd))
    }

    /// The ends of a range as one type: numbers, or dates (a missing date is NaN seconds).
    private enum Ends {
        case numbers([Double], [Double])
        case dates([Date], [Date])

        init(_ start: Column, _ end: Column, _ encodings: (ChartSpec.Encoding, ChartSpec.Encoding), axis: String, index: Int) throws {
            switch (start, end) {
            case let (.numbers(low), .numbers(high)): self = .numbers(low, high)
            case let (.dates(low), .dates(high)):
                self = .dates(low.map { $0 ?? SpecPlot.Builder.missingDate }, high.map { $0 ?? SpecPlot.Builder.missingDate })
            case (.categories, _):
                throw SpecError("marks[\(index)].\(axis)Start: column '\(encodings.0.field)' holds category values; a range's ends are numbers or dates")
            case (_, .categories):
                throw SpecError("marks[\(index)].\(axis)End: column '\(encodings.1.field)' holds category values; a range's ends are numbers or dates")
            default:
                let names: [ColumnType: String] = [.number: "numbers", .date: "dates", .category: "categories"]
                throw SpecError("marks[\(index)]: \(axis)Start '\(encodings.0.field)' holds \(names[start.type] ?? "") and \(axis)End "
                                + "'\(encodings.1.field)' \(names[end.type] ?? ""); a range's ends are both numbers or both dates")
            }
        }
    }

    /// The plot of a box layer: `RectanglePlot(xStart:xEnd:yStart:yEnd:)`.
    static func boxLayer(_ mark: ChartSpec.MarkSpec, x: (ChartSpec.Encoding, ChartSpec.Encoding), y: (ChartSpec.Encoding, ChartSpec.Encoding),
                         index: Int, table: SpecTable) throws -> AnyChartContent {
        let xs = try Ends(try table.column(x.0), try table.column(x.1), x, axis: "x", index: index)
        let ys = try Ends(try table.column(y.0), try table.column(y.1), y, axis: "y", index: index)
        let seriesEncoding = mark.series ?? mark.foregroundStyle
        let series = try seriesEncoding.map { try table.column($0) }
        let labels = [x.0, x.1, y.0, y.1].map { $0.label ?? $0.field }
        func draw<X: Plottable, Y: Plottable>(_ x0: [X], _ x1: [X], _ y0: [Y], _ y1: [Y]) -> AnyChartContent {
            func plot<S: Plottable>(_ rows: [BoxPlotRow<X, Y, S>]) -> AnyChartContent {
                typealias Row = BoxPlotRow<X, Y, S>
                let plot = RectanglePlot(rows, xStart: .value(labels[0], \Row.xStart), xEnd: .value(labels[1], \Row.xEnd),
                                         yStart: .value(labels[2], \Row.yStart), yEnd: .value(labels[3], \Row.yEnd))
                guard let label = seriesEncoding.map({ $0.label ?? $0.field }) else { return AnyChartContent(plot) }
                return AnyChartContent(plot.foregroundStyle(by: .value(label, \Row.series)))
            }
            let count = min(x0.count, x1.count, y0.count, y1.count)
            switch series {
            case .numbers(let values)?:
                return plot((0..<count).map { BoxPlotRow(xStart: x0[$0], xEnd: x1[$0], yStart: y0[$0], yEnd: y1[$0], series: values[$0]) })
            case let column?:
                return plot((0..<count).map { BoxPlotRow(xStart: x0[$0], xEnd: x1[$0], yStart: y0[$0], yEnd: y1[$0], series: column.text(at: $0)) })
            case nil:
                return plot((0..<count).map { BoxPlotRow(xStart: x0[$0], xEnd: x1[$0], yStart: y0[$0], yEnd: y1[$0], series: "") })
            }
        }
        switch (xs, ys) {
        case let (.numbers(x0, x1), .numbers(y0, y1)): return draw(x0, x1, y0, y1)
        case let (.numbers(x0, x1), .dates(y0, y1)): return draw(x0, x1, y0, y1)
        case let (.dates(x0, x1), .numbers(y0, y1)): return draw(x0, x1, y0, y1)
        case let (.dates(x0, x1), .dates(y0, y1)): return draw(x0, x1, y0, y1)
        }
    }

    /// The plot of `mark` when it spans a range or is a box; nil when it has no range.
    static func layer(_ mark: ChartSpec.MarkSpec, index: Int, table: SpecTable) throws -> AnyChartContent? {
        if let box = try box(of: mark, index: index) { return try boxLayer(mark, x: box.x, y: box.y, index: index, table: table) }
        return try range(of: mark, index: index).map { try rangeLayer(mark, range: $0, index: index, table: table) }
    }

    /// The plot of `mark` over its `range`.
    static func rangeLayer(_ mark: ChartSpec.MarkSpec, range: Range, index: Int, table: SpecTable) throws -> AnyChartContent {
        let axis = range.vertical ? "y" : "x"
        let start = try table.column(range.start), end = try table.column(range.end)
        let seriesEncoding = mark.series ?? mark.foregroundStyle
        let drawer = Drawer(kind: mark.type, vertical: range.vertical, atLabel: range.at.label ?? range.at.field,
                            startLabel: range.start.label ?? range.start.field, endLabel: range.end.label ?? range.end.field,
                            seriesLabel: seriesEncoding.map { $0.label ?? $0.field },
                            series: try seriesEncoding.map { try table.column($0) })
        let at = try table.column(range.at)
        switch try Ends(start, end, (range.start, range.end), axis: axis, index: index) {
        case let .numbers(low, high): return drawer.open(at: at, starts: low, ends: high)
        case let .dates(low, high): return drawer.open(at: at, starts: low, ends: high)
        }
    }

    /// Opens the columns' types, then draws.
    struct Drawer {
        let kind: String
        let vertical: Bool
        let atLabel: String, startLabel: String, endLabel: String
        let seriesLabel: String?
        let series: Column?

        func open<End: Plottable>(at: Column, starts: [End], ends: [End]) -> AnyChartContent {
            switch at {
            case .numbers(let values): open(at: values, starts: starts, ends: ends)
            case .dates(let values): open(at: values.map { $0 ?? SpecPlot.Builder.missingDate }, starts: starts, ends: ends)
            case .categories(let values): open(at: values, starts: starts, ends: ends)
            }
        }

        func open<At: Plottable, End: Plottable>(at: [At], starts: [End], ends: [End]) -> AnyChartContent {
            let count = min(at.count, starts.count, ends.count)
            switch series {
            case .numbers(let values)?:
                return draw((0..<count).map { RangePlotRow(at: at[$0], start: starts[$0], end: ends[$0], series: values[$0]) })
            case let column?:
                return draw((0..<count).map { RangePlotRow(at: at[$0], start: starts[$0], end: ends[$0], series: column.text(at: $0)) })
            case nil:
                return draw((0..<count).map { RangePlotRow(at: at[$0], start: starts[$0], end: ends[$0], series: "") })
            }
        }

        func draw<At: Plottable, End: Plottable, S: Plottable>(_ rows: [RangePlotRow<At, End, S>]) -> AnyChartContent {
            typealias Row = RangePlotRow<At, End, S>
            let at = PlottableProjection<Row, At>.value(atLabel, \.at)
            let start = PlottableProjection<Row, End>.value(startLabel, \.start)
            let end = PlottableProjection<Row, End>.value(endLabel, \.end)
            let by = seriesLabel.map { PlottableProjection<Row, S>.value($0, \.series) }
            switch (kind, vertical) {
            case ("rule", true):
                let plot = RulePlot(rows, x: at, yStart: start, yEnd: end)
                return by.map { AnyChartContent(plot.foregroundStyle(by: $0)) } ?? AnyChartContent(plot)
            case ("rule", false):
                let plot = RulePlot(rows, xStart: start, xEnd: end, y: at)
                return by.map { AnyChartContent(plot.foregroundStyle(by: $0)) } ?? AnyChartContent(plot)
            case ("bar", true):
                let plot = BarPlot(rows, x: at, yStart: start, yEnd: end)
                return by.map { AnyChartContent(plot.foregroundStyle(by: $0)) } ?? AnyChartContent(plot)
            case ("bar", false):
                let plot = BarPlot(rows, xStart: start, xEnd: end, y: at)
                return by.map { AnyChartContent(plot.foregroundStyle(by: $0)) } ?? AnyChartContent(plot)
            case ("rectangle", _):
                let plot = RectanglePlot(rows, x: at, yStart: start, yEnd: end)
                return by.map { AnyChartContent(plot.foregroundStyle(by: $0)) } ?? AnyChartContent(plot)
            default:
                let plot = AreaPlot(rows, x: at, yStart: start, yEnd: end)
                return by.map { AnyChartContent(plot.foregroundStyle(by: $0)) } ?? AnyChartContent(plot)
            }
        }
    }
}
