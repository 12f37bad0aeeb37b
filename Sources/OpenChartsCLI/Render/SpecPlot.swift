import Foundation
import OpenCharts

/// A row of a plot-drawn layer: its channels' typed values, which the plot reads through
/// key paths (in place, for numbers and dates).
struct PlotRow<X: Plottable, Y: Plottable> {
    var x: X
    var y: Y
}

/// A row of a plot-drawn layer colored by a column.
struct SeriesPlotRow<X: Plottable, Y: Plottable, S: Plottable> {
    var x: X
    var y: Y
    var series: S
}

/// A row of a point layer with a symbol column of its own (as text: symbols are categories).
struct SymbolPlotRow<X: Plottable, Y: Plottable, S: Plottable> {
    var x: X
    var y: Y
    var series: S
    var symbol: String
}

/// Mark layers drawn as one vectorized plot (`LinePlot`, `PointPlot`, `BarPlot`,
/// `AreaPlot`, `RulePlot`, `RectanglePlot`) over the table's typed columns, instead of a
/// mark per row: a plot costs a few bytes per row and has no mark limit.
enum SpecPlot {
    /// Why `mark` is drawn a mark per row, or nil when a plot draws it the same way.
    static func markOnlyFeature(_ mark: ChartSpec.MarkSpec) -> String? {
        // A range is always a plot (``SpecRangePlot``), or an error.
        if mark.yStart != nil || mark.yEnd != nil || mark.xStart != nil || mark.xEnd != nil { return nil }
        switch mark.type {
        case "line", "point", "bar", "area", "rectangle":
            if mark.x == nil || mark.y == nil { return "a \(mark.type) with one of x and y" }
        case "rule":
            if (mark.x == nil) == (mark.y == nil) { return "a rule with both x and y" }
        default:
            return "\(mark.type) marks"
        }
        if mark.x?.unit != nil || mark.y?.unit != nil { return "dates binned by a unit" }
        if mark.symbol != nil && mark.type != "point" { return "symbols on a \(mark.type)" }
        return nil
    }

    /// The plot for `mark`, which ``markOnlyFeature(_:)`` allows.
    /// Rows already built for a chart's layers, by their columns: layers over the same
    /// columns (a line and its points) share one array.
    final class RowCache {
        var rows: [String: Any] = [:]
    }

    static func layer(_ mark: ChartSpec.MarkSpec, table: SpecTable, stacking: MarkStackingMethod,
                      cache: RowCache = RowCache()) throws -> AnyChartContent {
        let zeros = { Column.numbers(Array(repeating: 0, count: table.rowCount)) }
        let x = try mark.x.map { try table.column($0) } ?? zeros()
        let y = try mark.y.map { try table.column($0) } ?? zeros()
        let seriesEncoding = mark.series ?? mark.foregroundStyle
        // A symbol column of its own, unless it is the series column.
        let symbolEncoding = mark.symbol?.field == seriesEncoding?.field ? nil : mark.symbol
        let builder = Builder(kind: mark.type, xLabel: mark.x.map { $0.label ?? $0.field },
                              yLabel: mark.y.map { $0.label ?? $0.field },
                              series: try seriesEncoding.map { (label: $0.label ?? $0.field, column: try table.column($0)) },
                              symbolLabel: mark.symbol.map { $0.label ?? $0.field },
                              symbols: try symbolEncoding.map { try table.column($0) }, stacking: stacking, cache: cache,
                              key: [mark.x, mark.y, seriesEncoding, symbolEncoding]
                                .map { $0.map { "\($0.field):\($0.type ?? "")" } ?? "-" }.joined(separator: "|"))
        return builder.open(x: x, y: y)
    }

    /// Opens the columns' types, one at a time, then draws.
    struct Builder {
        let kind: String
        /// Nil for a rule's missing channel.
        let xLabel: String?
        let yLabel: String?
        let series: (label: String, column: Column)?
        /// `symbol(by:)`: the series column, or `symbols` (points only).
        let symbolLabel: String?
        /// The symbol column, when it is not the series column.
        let symbols: Column?
        let stacking: MarkStackingMethod
        let cache: RowCache
        /// The columns the rows hold.
        let key: String

        /// The rows for this layer's columns, built once per chart.
        func rows<Row>(_ make: () -> [Row]) -> [Row] {
            if let rows = cache.rows[key] as? [Row] { return rows }
            let rows = make()
            cache.rows[key] = rows
            return rows
        }

        func open(x: Column, y: Column) -> AnyChartContent {
            switch x {
            case .numbers(let values): open(xs: values, y: y)
            case .dates(let values): open(xs: values.map { $0 ?? Builder.missingDate }, y: y)
            case .categories(let values): open(xs: values, y: y)
            }
        }

        /// A missing date: NaN seconds, skipped as a NaN number is.
        static let missingDate = Date(timeIntervalSinceReferenceDate: .nan)

        func open<X: Plottable>(xs: [X], y: Column) -> AnyChartContent {
            switch y {
            case .numbers(let values): open(xs: xs, ys: values)
            case .dates(let values): open(xs: xs, ys: values.map { $0 ?? Builder.missingDate })
            case .categories(let values): open(xs: xs, ys: values)
            }
        }

        func open<X: Plottable, Y: Plottable>(xs: [X], ys: [Y]) -> AnyChartContent {
            if let symbols {
                guard let series else {
                    let rows = rows { (0..<xs.count).map { SymbolPlotRow(x: xs[$0], y: ys[$0], series: "", symbol: symbols.text(at: $0)) } }
                    return draw(rows, x: \.x, y: \.y, series: nil as KeyPath<SymbolPlotRow<X, Y, String>, String>?, symbol: \.symbol)
                }
                switch series.column {
                case .numbers(let values):
                    let rows = rows {
                        (0..<xs.count).map { SymbolPlotRow(x: xs[$0], y: ys[$0], series: values[$0], symbol: symbols.text(at: $0)) }
                    }
                    return draw(rows, x: \.x, y: \.y, series: \.series, symbol: \.symbol)
                case let column:
                    let rows = rows {
                        (0..<xs.count).map { SymbolPlotRow(x: xs[$0], y: ys[$0], series: column.text(at: $0), symbol: symbols.text(at: $0)) }
                    }
                    return draw(rows, x: \.x, y: \.y, series: \.series, symbol: \.symbol)
                }
            }
            guard let series else {
                let rows = rows { zip(xs, ys).map { PlotRow(x: $0, y: $1) } }
                return draw(rows, x: \.x, y: \.y, series: nil as KeyPath<PlotRow<X, Y>, String>?)
            }
            switch series.column {
            case .numbers(let values):
                let rows = rows { (0..<xs.count).map { SeriesPlotRow(x: xs[$0], y: ys[$0], series: values[$0]) } }
                return draw(rows, x: \.x, y: \.y, series: \.series)
            case let column:
                let rows = rows { (0..<xs.count).map { SeriesPlotRow(x: xs[$0], y: ys[$0], series: column.text(at: $0)) } }
                return draw(rows, x: \.x, y: \.y, series: \.series)
            }
        }

        func draw<Row, X: Plottable, Y: Plottable, S: Plottable>(
            _ rows: [Row], x: KeyPath<Row, X>, y: KeyPath<Row, Y>, series: KeyPath<Row, S>?, symbol: KeyPath<Row, String>? = nil
        ) -> AnyChartContent {
            let xValue = PlottableProjection<Row, X>.value(xLabel ?? "", x)
            let yValue = PlottableProjection<Row, Y>.value(yLabel ?? "", y)
            let by = series.map { PlottableProjection<Row, S>.value(self.series?.label ?? "", $0) }
            switch kind {
            case "line":
                let plot = LinePlot(rows, x: xValue, y: yValue)
                return by.map { AnyChartContent(plot.foregroundStyle(by: $0)) } ?? AnyChartContent(plot)
            case "point":
                var plot = PointPlot(rows, x: xValue, y: yValue)
                if let by { plot = plot.foregroundStyle(by: by) }
                if let symbolLabel, let symbol {
                    plot = plot.symbol(by: .value(symbolLabel, symbol))
                } else if let symbolLabel, let series {
                    plot = plot.symbol(by: .value(symbolLabel, series))
                }
                return AnyChartContent(plot)
            case "bar":
                let plot = BarPlot(rows, x: xValue, y: yValue, stacking: stacking)
                return by.map { AnyChartContent(plot.foregroundStyle(by: $0)) } ?? AnyChartContent(plot)
            case "area":
                let plot = AreaPlot(rows, x: xValue, y: yValue, stacking: stacking)
                return by.map { AnyChartContent(plot.foregroundStyle(by: $0)) } ?? AnyChartContent(plot)
            case "rectangle":
                // Heat-map cells fill their band, edge to edge, as the marks do.
                let plot = RectanglePlot(rows, x: xValue, y: yValue, width: .ratio(1), height: .ratio(1))
                return by.map { AnyChartContent(plot.foregroundStyle(by: $0)) } ?? AnyChartContent(plot)
            default:
                let plot = xLabel != nil ? RulePlot(rows, x: xValue) : RulePlot(rows, y: yValue)
                return by.map { AnyChartContent(plot.foregroundStyle(by: $0)) } ?? AnyChartContent(plot)
            }
        }
    }
}
