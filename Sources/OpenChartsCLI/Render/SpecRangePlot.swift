import Foundation
import OpenCharts

/// A row of a range layer: where it stands, its range's two ends, and its series.
struct RangePlotRow<At: Plottable, End: Plottable, S: Plottable> {
    var at: At
    var start: End
    var end: End
    var series: S
}

/// Layers whose marks span a range, drawn as one vectorized plot: `yStart` and `yEnd` with
/// `x` (`RulePlot(x:yStart:yEnd:)`, floating bars, boxes, a band), or `xStart` and `xEnd`
/// with `y` (`RulePlot(xStart:xEnd:y:)`, Gantt bars). A day's low to high, a candle's wick,
/// a task's start to end.
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

    /// `mark`'s range, nil when it has none; an error naming the mark when it has half of
    /// one, one on both axes, the axis it spans as well, or a kind that has no range.
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
            throw SpecError("marks[\(index)]: a range on both axes (yStart/yEnd and xStart/xEnd) is not supported; give one")
        }
        guard let (start, end) = vertical ?? horizontal else { return nil }
        let isVertical = vertical != nil
        let (along, across) = isVertical ? ("x", "y") : ("y", "x")
        let types = isVertical ? verticalTypes : horizontalTypes
        guard types.contains(mark.type) else {
            throw SpecError("marks[\(index)]: a \(mark.type) mark has no \(across)Start/\(across)End; "
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

    /// The plot of `mark` over its `range`.
    static func layer(_ mark: ChartSpec.MarkSpec, range: Range, index: Int, table: SpecTable) throws -> AnyChartContent {
        let axis = range.vertical ? "y" : "x"
        let start = try table.column(range.start), end = try table.column(range.end)
        let seriesEncoding = mark.series ?? mark.foregroundStyle
        let drawer = Drawer(kind: mark.type, vertical: range.vertical, atLabel: range.at.label ?? range.at.field,
                            startLabel: range.start.label ?? range.start.field, endLabel: range.end.label ?? range.end.field,
                            seriesLabel: seriesEncoding.map { $0.label ?? $0.field },
                            series: try seriesEncoding.map { try table.column($0) })
        let at = try table.column(range.at)
        switch (start, end) {
        case let (.numbers(low), .numbers(high)): return drawer.open(at: at, starts: low, ends: high)
        case let (.dates(low), .dates(high)):
            return drawer.open(at: at, starts: low.map { $0 ?? SpecPlot.Builder.missingDate },
                               ends: high.map { $0 ?? SpecPlot.Builder.missingDate })
        case (.categories, _):
            throw SpecError("marks[\(index)].\(axis)Start: column '\(range.start.field)' holds category values; a range's ends are numbers or dates")
        case (_, .categories):
            throw SpecError("marks[\(index)].\(axis)End: column '\(range.end.field)' holds category values; a range's ends are numbers or dates")
        default:
            let names: [ColumnType: String] = [.number: "numbers", .date: "dates", .category: "categories"]
            throw SpecError("marks[\(index)]: \(axis)Start '\(range.start.field)' holds \(names[start.type] ?? "") and \(axis)End "
                            + "'\(range.end.field)' \(names[end.type] ?? ""); a range's ends are both numbers or both dates")
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
