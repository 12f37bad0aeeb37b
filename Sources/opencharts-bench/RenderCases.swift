import Foundation
import OpenCharts

/// The charts of the side-by-side benchmark, built with the public `Chart` API as a user
/// would, each 800 × 600, to match the peers' charts (scripts/bench_peers.py): lines 1 pt wide
/// with a y scale fitted to the data, scatter of 4 pt² points, bars, pie and donut (inner
/// radius 0.618), heat_365 as one rule per day from the day's low to its high.
enum RenderCases {
    static let names = ["line_1e3", "line_1e5", "line_1e6", "scatter_1e4", "scatter_1e5",
                        "bars_12", "bars_1e3", "pie_6", "donut_6", "heat_365"]
    static let size = ProposedSize(width: 800, height: 600)

    /// A case ready to time: its columns are loaded; `render` builds the chart and encodes it.
    struct Case {
        let name: String
        let render: (OutputFormat) throws -> Data
    }

    /// The bytes of `chart` in `format`, laid out at 800 × 600.
    static func encode<C: ChartContent>(_ chart: Chart<C>, _ format: OutputFormat) throws -> Data {
        let renderer = ImageRenderer(content: chart)
        renderer.proposedSize = size
        return try renderer.data(as: format)
    }

    /// Loads the columns of case `name`.
    static func load(_ name: String, data: BenchData) throws -> Case {
        switch name {
        case "line_1e3", "line_1e5", "line_1e6":
            let file = name + ".csv"
            let xs = try data.numbers(file, column: 0), ys = try data.numbers(file, column: 1)
            return Case(name: name) { format in
                try encode(Chart(xs.indices, id: \.self) { i in
                    LineMark(x: .value("x", xs[i]), y: .value("y", ys[i]))
                        .lineStyle(StrokeStyle(lineWidth: 1))
                }
                .chartYScale(domain: .automatic(includesZero: false)), format)
            }
        case "scatter_1e4", "scatter_1e5":
            let file = name + ".csv"
            let xs = try data.numbers(file, column: 0), ys = try data.numbers(file, column: 1)
            return Case(name: name) { format in
                try encode(Chart(xs.indices, id: \.self) { i in
                    PointMark(x: .value("x", xs[i]), y: .value("y", ys[i]))
                        .symbolSize(4)
                }, format)
            }
        case "bars_12":
            let months = try data.strings("bars_12.csv", column: 0), values = try data.numbers("bars_12.csv", column: 1)
            return Case(name: name) { format in
                try encode(Chart(months.indices, id: \.self) { i in
                    BarMark(x: .value("month", months[i]), y: .value("value", values[i]))
                }, format)
            }
        case "bars_1e3":
            let index = try data.numbers("bars_1e3.csv", column: 0), values = try data.numbers("bars_1e3.csv", column: 1)
            return Case(name: name) { format in
                try encode(Chart(index.indices, id: \.self) { i in
                    BarMark(x: .value("i", index[i]), y: .value("value", values[i]))
                }, format)
            }
        case "pie_6", "donut_6":
            let categories = try data.strings("pie_6.csv", column: 0), values = try data.numbers("pie_6.csv", column: 1)
            let inner: MarkDimension = name == "donut_6" ? .ratio(0.618) : .automatic
            return Case(name: name) { format in
                try encode(Chart(categories.indices, id: \.self) { i in
                    SectorMark(angle: .value("value", values[i]), innerRadius: inner)
                        .foregroundStyle(by: .value("category", categories[i]))
                }, format)
            }
        case "heat_365":
            let days = try data.dates("heat_365.csv", column: 0)
            let lows = try data.numbers("heat_365.csv", column: 1), highs = try data.numbers("heat_365.csv", column: 2)
            return Case(name: name) { format in
                try encode(Chart(days.indices, id: \.self) { i in
                    RuleMark(x: .value("date", days[i]), yStart: .value("temp_min", lows[i]), yEnd: .value("temp_max", highs[i]))
                }, format)
            }
        default:
            throw BenchmarkUsageError(description: "unknown case '\(name)': the cases are \(names.joined(separator: ", "))")
        }
    }
}
