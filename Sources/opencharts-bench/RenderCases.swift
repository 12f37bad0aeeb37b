import Foundation
import OpenCharts

/// The charts of the side-by-side benchmark, built with the public `Chart` API as a user
/// would, each 800 × 600, to match the peers' charts (scripts/bench_peers.py): lines 1 pt wide
/// with a y scale fitted to the data, scatter of 4 pt² points, bars, pie and donut (inner
/// radius 0.618), heat_365 as one rule per day from the day's low to its high.
///
/// Each chart has a white background, `.background(Color.white)`, as matplotlib's figure and
/// Vega-Lite's view have: the same picture, an opaque PNG. `--transparent` leaves it out, as a
/// `Chart` is on its own (its PNG then has an alpha channel).
///
/// Large data is drawn with the vectorized plots (`LinePlot`, `PointPlot`, `BarPlot`,
/// `RulePlot`) over an array of rows, as iOS 18 code would; `--marks` draws every case
/// with one mark per row instead (the seed documents' style).
enum RenderCases {
    static let names = ["line_1e3", "line_1e5", "line_1e6", "scatter_1e4", "scatter_1e5",
                        "bars_12", "bars_1e3", "pie_6", "donut_6", "heat_365"]
    static let size = ProposedSize(width: 800, height: 600)

    /// A case ready to time: its columns are loaded; `render` builds the chart and encodes
    /// it, `scene` only builds and lays it out.
    struct Case {
        let name: String
        let render: (OutputFormat) throws -> Data
        let scene: () throws -> Scene

        /// A case that draws the chart `make` builds, at 800 × 600, on white unless `transparent`.
        init<C: ChartContent>(name: String, transparent: Bool, _ make: @escaping () -> Chart<C>) {
            self.name = name
            if transparent {
                render = { format in try RenderCases.encode(make(), format) }
                scene = { try RenderCases.scene(make()) }
            } else {
                render = { format in try RenderCases.encode(make().background(Color.white), format) }
                scene = { try RenderCases.scene(make().background(Color.white)) }
            }
        }
    }

    /// One row of a line or scatter case.
    struct XY {
        var x: Double
        var y: Double
    }

    /// One row of the generated random walk: single precision, 8 bytes a point.
    struct WalkPoint {
        var t: Float
        var value: Float
    }

    /// A rule of the walk: from a unit under its value up to the value. Stored, as data an
    /// app holds would be: a computed property is read through its key path, row by row.
    struct WalkSpan {
        var t: Float
        var low: Float
        var high: Float
    }

    /// One day of heat_365.
    struct DayRange {
        var day: Date
        var low: Double
        var high: Double
    }

    /// One bar.
    struct Bar<Base> {
        var base: Base
        var value: Double
    }

    /// The bytes of `chart` in `format`, laid out at 800 × 600.
    static func encode<V: View>(_ chart: V, _ format: OutputFormat) throws -> Data {
        let renderer = ImageRenderer(content: chart)
        renderer.proposedSize = size
        return try renderer.data(as: format)
    }

    /// The scene of `chart`, laid out at 800 × 600.
    static func scene<V: View>(_ chart: V) throws -> Scene {
        let renderer = ImageRenderer(content: chart)
        renderer.proposedSize = size
        return try renderer.scene()
    }

    /// Loads the columns of case `name`; `marks` draws it with one mark per row, `transparent`
    /// without the white background.
    static func load(_ name: String, data: BenchData, marks: Bool, transparent: Bool = false) throws -> Case {
        switch name {
        case "line_1e3", "line_1e5", "line_1e6":
            let file = name + ".csv"
            let xs = try data.numbers(file, column: 0), ys = try data.numbers(file, column: 1)
            if marks {
                return Case(name: name, transparent: transparent) {
                    Chart(xs.indices, id: \.self) { i in
                        LineMark(x: .value("x", xs[i]), y: .value("y", ys[i]))
                            .lineStyle(StrokeStyle(lineWidth: 1))
                    }
                    .chartYScale(domain: .automatic(includesZero: false))
                }
            }
            let rows = zip(xs, ys).map { XY(x: $0, y: $1) }
            return Case(name: name, transparent: transparent) {
                Chart {
                    LinePlot(rows, x: .value("x", \.x), y: .value("y", \.y))
                        .lineStyle(StrokeStyle(lineWidth: 1))
                }
                .chartYScale(domain: .automatic(includesZero: false))
            }
        case "scatter_1e4", "scatter_1e5":
            let file = name + ".csv"
            let xs = try data.numbers(file, column: 0), ys = try data.numbers(file, column: 1)
            if marks {
                return Case(name: name, transparent: transparent) {
                    Chart(xs.indices, id: \.self) { i in
                        PointMark(x: .value("x", xs[i]), y: .value("y", ys[i]))
                            .symbolSize(4)
                    }
                }
            }
            let rows = zip(xs, ys).map { XY(x: $0, y: $1) }
            return Case(name: name, transparent: transparent) {
                Chart {
                    PointPlot(rows, x: .value("x", \.x), y: .value("y", \.y))
                        .symbolSize(4)
                }
            }
        case "bars_12":
            // Twelve bars: marks, as anyone would write them.
            let months = try data.strings("bars_12.csv", column: 0), values = try data.numbers("bars_12.csv", column: 1)
            return Case(name: name, transparent: transparent) {
                Chart(months.indices, id: \.self) { i in
                    BarMark(x: .value("month", months[i]), y: .value("value", values[i]))
                }
            }
        case "bars_1e3":
            let index = try data.numbers("bars_1e3.csv", column: 0), values = try data.numbers("bars_1e3.csv", column: 1)
            if marks {
                return Case(name: name, transparent: transparent) {
                    Chart(index.indices, id: \.self) { i in
                        BarMark(x: .value("i", index[i]), y: .value("value", values[i]))
                    }
                }
            }
            let rows = zip(index, values).map { Bar(base: $0, value: $1) }
            return Case(name: name, transparent: transparent) {
                Chart { BarPlot(rows, x: .value("i", \.base), y: .value("value", \.value)) }
            }
        case "pie_6", "donut_6":
            let categories = try data.strings("pie_6.csv", column: 0), values = try data.numbers("pie_6.csv", column: 1)
            let inner: MarkDimension = name == "donut_6" ? .ratio(0.618) : .automatic
            return Case(name: name, transparent: transparent) {
                Chart(categories.indices, id: \.self) { i in
                    SectorMark(angle: .value("value", values[i]), innerRadius: inner)
                        .foregroundStyle(by: .value("category", categories[i]))
                }
            }
        case "heat_365":
            let days = try data.dates("heat_365.csv", column: 0)
            let lows = try data.numbers("heat_365.csv", column: 1), highs = try data.numbers("heat_365.csv", column: 2)
            if marks {
                return Case(name: name, transparent: transparent) {
                    Chart(days.indices, id: \.self) { i in
                        RuleMark(x: .value("date", days[i]), yStart: .value("temp_min", lows[i]), yEnd: .value("temp_max", highs[i]))
                    }
                }
            }
            let rows = days.indices.map { DayRange(day: days[$0], low: lows[$0], high: highs[$0]) }
            return Case(name: name, transparent: transparent) {
                Chart {
                    RulePlot(rows, x: .value("date", \.day), yStart: .value("temp_min", \.low), yEnd: .value("temp_max", \.high))
                }
            }
        default:
            throw BenchmarkUsageError(description: "unknown case '\(name)': the cases are \(names.joined(separator: ", "))")
        }
    }

    /// How `--points N` draws its walk (`--plot`).
    enum WalkPlot: String, CaseIterable {
        case line, bar, rule, point
        /// Points coloured by three kinds that take turns row by row: a plot, or a mark a row.
        case kinds
        case kindMarks = "kind-marks"
        /// Rules from each step's low to its high, coloured by whether the walk went up or
        /// down (a candlestick chart's wicks): a plot, or a mark a row.
        case candles
        case candleMarks = "candle-marks"
    }

    /// A step of the walk as a candle's wick: from the lower of the step's two values to the
    /// higher, and whether it went up.
    struct Candle {
        var t: Float
        var low: Float
        var high: Float
        var move: String
    }

    /// A point of the walk with one of three kinds, in turn.
    struct KindPoint {
        var t: Float
        var value: Float
        var kind: String
    }

    /// `--points N`: a seeded random walk of `count` points (generated here, not read),
    /// drawn as one line plot (or, with `--plot`, bars from zero, rules one unit tall,
    /// points, points of three kinds in turn as a plot or a mark a row, or each step's rule
    /// coloured up or down as a plot or a mark a row), to show that size alone costs little.
    static func walk(count: Int, plot: WalkPlot = .line, transparent: Bool = false) -> Case {
        var state: UInt64 = 0x5EED
        var value: Float = 0
        let rows = (0..<count).map { i -> WalkPoint in
            // SplitMix64: the same walk on every machine.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            value += Float(z >> 40) / Float(1 << 24) - 0.5
            return WalkPoint(t: Float(i), value: value)
        }
        let name = plot == .line ? "walk_\(count)" : "walk_\(plot.rawValue)_\(count)"
        let spans = plot == .rule ? rows.map { WalkSpan(t: $0.t, low: $0.value - 1, high: $0.value) } : []
        let kinds = plot == .kinds || plot == .kindMarks
            ? rows.enumerated().map { KindPoint(t: $1.t, value: $1.value, kind: ["a", "b", "c"][$0 % 3]) } : []
        let candles: [Candle] = plot == .candles || plot == .candleMarks
            ? rows.indices.map { i -> Candle in
                let before = i > 0 ? rows[i - 1].value : 0, after = rows[i].value
                return Candle(t: rows[i].t, low: min(before, after), high: max(before, after), move: after >= before ? "up" : "down")
            } : []
        return Case(name: name, transparent: transparent) {
            Chart {
                switch plot {
                case .line:
                    LinePlot(rows, x: .value("t", \.t), y: .value("value", \.value))
                        .lineStyle(StrokeStyle(lineWidth: 1))
                case .bar:
                    BarPlot(rows, x: .value("t", \.t), y: .value("value", \.value))
                case .rule:
                    RulePlot(spans, x: .value("t", \.t), yStart: .value("low", \.low), yEnd: .value("value", \.high))
                case .point:
                    PointPlot(rows, x: .value("t", \.t), y: .value("value", \.value))
                case .kinds:
                    PointPlot(kinds, x: .value("t", \.t), y: .value("value", \.value))
                        .foregroundStyle(by: .value("kind", \.kind))
                case .kindMarks:
                    ForEach(kinds.indices, id: \.self) { i in
                        PointMark(x: .value("t", kinds[i].t), y: .value("value", kinds[i].value))
                            .foregroundStyle(by: .value("kind", kinds[i].kind))
                    }
                case .candles:
                    RulePlot(candles, x: .value("t", \.t), yStart: .value("low", \.low), yEnd: .value("high", \.high))
                        .foregroundStyle(by: .value("move", \.move))
                case .candleMarks:
                    ForEach(candles.indices, id: \.self) { i in
                        RuleMark(x: .value("t", candles[i].t), yStart: .value("low", candles[i].low),
                                 yEnd: .value("high", candles[i].high))
                            .foregroundStyle(by: .value("move", candles[i].move))
                    }
                }
            }
            .chartYScale(domain: .automatic(includesZero: plot == .bar))
        }
    }

    /// `--categories N`: a bar plot of `count` generated categories ("c0", "c1", …), to show
    /// what a band scale and its axis labels cost at that size.
    static func categories(count: Int, transparent: Bool = false) -> Case {
        let rows = (0..<count).map { Bar(base: "c\($0)", value: Double($0 % 10 + 1)) }
        return Case(name: "categories_\(count)", transparent: transparent) {
            Chart { BarPlot(rows, x: .value("k", \.base), y: .value("v", \.value)) }
        }
    }
}
