import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsViews
import Testing

@Suite("lineStyle(by:) and chartLineStyleScale")
struct LineStyleScaleTests {
    struct Reading {
        var day: Int
        var value: Double
        var kind: String
        var id: String { kind + String(day) }
    }

    static let readings: [Reading] = ["Plan", "Actual", "Forecast"].enumerated().flatMap { k, kind in
        (0..<4).map { Reading(day: $0, value: Double($0 * (k + 1)), kind: kind) }
    }

    /// A line per kind, dashed by kind.
    var chart: Chart<some ChartContent> {
        Chart(Self.readings, id: \.id) { r in
            LineMark(x: .value("Day", r.day), y: .value("Value", r.value)).lineStyle(by: .value("Kind", r.kind))
        }
    }

    /// A line plot per kind, dashed by kind.
    var plot: Chart<some ChartContent> {
        Chart { LinePlot(Self.readings, x: .value("Day", \.day), y: .value("Value", \.value)).lineStyle(by: .value("Kind", \.kind)) }
    }

    /// Every stroke in `nodes`, depth first.
    func strokes(_ nodes: [SceneNode]) -> [StrokeNode] {
        nodes.flatMap { node -> [StrokeNode] in
            switch node {
            case let .stroke(stroke): [stroke]
            case let .group(group): strokes(group.children)
            default: []
            }
        }
    }

    /// The strokes of the lines (in the accent color; grid lines and the legend's are grey).
    func lineStyles<V: View>(_ chart: V) throws -> [StrokeStyle] {
        strokes(try scene(chart).nodes).filter { $0.paint == .color(ChartTheme.markColor) }.map(\.style)
    }

    /// The legend's line glyphs and texts.
    func legend<V: View>(_ chart: V) throws -> (lines: [StrokeNode], texts: [String]) {
        guard let legend = try object(scene(chart), "Legend") else { return ([], []) }
        return (strokes(legend.children), texts(legend.children).map(\.text))
    }

    let plan = StrokeStyle(lineWidth: 3)
    let actual = StrokeStyle(lineWidth: 1, dash: [4, 2])
    let forecast = StrokeStyle(lineWidth: 2, lineCap: .round, dash: [0, 4])

    @Test("lineStyle(by:) alone: solid, dashed, dotted at the line's default width and caps")
    func defaults() throws {
        let styles = try lineStyles(chart)
        #expect(styles.map(\.dash) == [[], [6, 3], [2, 2]])
        #expect(styles.allSatisfy { $0.lineWidth == 2 && $0.lineCap == .round })
    }

    @Test("range: strokes replace each line's whole stroke, in order of appearance, cycling")
    func range() throws {
        #expect(try lineStyles(chart.chartLineStyleScale(range: [plan, actual, forecast])) == [plan, actual, forecast])
        #expect(try lineStyles(chart.chartLineStyleScale(range: [plan, actual])) == [plan, actual, plan])
        #expect(try lineStyles(plot.chartLineStyleScale(range: [plan, actual, forecast])) == [plan, actual, forecast], "line plots too")
    }

    @Test("domain:range: and KeyValuePairs fix which value gets which stroke; mapping: computes it")
    func domainAndMapping() throws {
        let byDomain = chart.chartLineStyleScale(domain: ["Forecast", "Actual", "Plan"], range: [forecast, actual, plan])
        #expect(try lineStyles(byDomain) == [plan, actual, forecast])
        let pairs = chart.chartLineStyleScale(["Actual": actual, "Plan": plan, "Forecast": forecast])
        #expect(try lineStyles(pairs) == [plan, actual, forecast])
        let mapped = chart.chartLineStyleScale(mapping: { (kind: String) in kind == "Plan" ? plan : actual })
        #expect(try lineStyles(mapped) == [plan, actual, actual])
        #expect(try lineStyles(plot.chartLineStyleScale(["Actual": actual, "Plan": plan, "Forecast": forecast])) == [plan, actual, forecast])
    }

    @Test("a view modifier sets the scale of the charts inside the view")
    func viewModifier() throws {
        let view = VStack { chart }.chartLineStyleScale(range: [plan, actual, forecast])
        #expect(try lineStyles(view) == [plan, actual, forecast])
    }

    @Test("a line's own lineStyle(_:) wins over the scale")
    func ownStyleWins() throws {
        let own = StrokeStyle(lineWidth: 5)
        let chart = Chart(Self.readings, id: \.id) { r in
            LineMark(x: .value("Day", r.day), y: .value("Value", r.value)).lineStyle(by: .value("Kind", r.kind)).lineStyle(own)
        }.chartLineStyleScale(range: [plan, actual, forecast])
        #expect(try lineStyles(chart) == [own, own, own])
    }

    @Test("a stroke the renderers cannot draw is mended: a NaN or negative width is the default, a NaN or negative dash is solid")
    func badStrokes() throws {
        let bad = [StrokeStyle(lineWidth: .nan, dash: [4, 2]), StrokeStyle(lineWidth: -1, dash: [.infinity, 2]),
                   StrokeStyle(lineWidth: 1, dash: [-4, 2], dashPhase: .nan)]
        let styles = try lineStyles(chart.chartLineStyleScale(range: bad))
        #expect(styles.map(\.lineWidth) == [2, 2, 1])
        #expect(styles.map(\.dash) == [[4, 2], [], []])
        #expect(styles[2].dashPhase == 0)
        #expect(try lineStyles(chart.chartLineStyleScale(range: [])).map(\.dash) == [[], [6, 3], [2, 2]], "an empty range: the default")
    }

    @Test("the legend shows a short line in each value's stroke, grey, with its name")
    func legendLines() throws {
        let (lines, texts) = try legend(chart.chartLineStyleScale(range: [plan, actual, forecast]))
        #expect(texts == ["Plan", "Actual", "Forecast"])
        #expect(lines.map(\.style.dash) == [[], [4, 2], [0, 4]])
        #expect(lines.map(\.style.lineWidth) == [3, 1, 2])
        #expect(lines.allSatisfy { $0.paint == .color(.gray) && abs($0.path.boundingRect.width - LegendPlan.lineGlyphWidth) < 1e-9 })
        // Default patterns, and a wide stroke drawn at 3 points at most.
        #expect(try legend(chart).lines.map(\.style.dash) == [[], [6, 3], [2, 2]])
        #expect(try legend(chart.chartLineStyleScale(range: [StrokeStyle(lineWidth: 10)])).lines.map(\.style.lineWidth) == [3, 3, 3])
        #expect(try legend(plot).texts == ["Plan", "Actual", "Forecast"], "line plots too")
    }

    @Test("styled and colored by the same field, the legend's colored entries are lines in their strokes")
    func legendFollowsColor() throws {
        let chart = Chart(Self.readings, id: \.id) { r in
            LineMark(x: .value("Day", r.day), y: .value("Value", r.value))
                .foregroundStyle(by: .value("Kind", r.kind)).lineStyle(by: .value("Kind", r.kind))
        }
        let (lines, texts) = try legend(chart)
        #expect(texts == ["Plan", "Actual", "Forecast"])
        #expect(lines.map(\.style.dash) == [[], [6, 3], [2, 2]])
        #expect(lines.map(\.paint) == [.color(.blue), .color(.green), .color(.orange)])
        // Lines with symbols by the same field: each symbol on its line.
        let withSymbols = Chart(Self.readings, id: \.id) { r in
            LineMark(x: .value("Day", r.day), y: .value("Value", r.value))
                .foregroundStyle(by: .value("Kind", r.kind)).lineStyle(by: .value("Kind", r.kind)).symbol(by: .value("Kind", r.kind))
        }
        let legendGroup = try #require(try object(scene(withSymbols), "Legend"))
        func fills(_ nodes: [SceneNode]) -> Int {
            nodes.reduce(0) { count, node in
                switch node {
                case .fill: count + 1
                case let .group(group): count + fills(group.children)
                default: count
                }
            }
        }
        #expect(strokes(legendGroup.children).count == 3)
        #expect(fills(legendGroup.children) == 3, "circle, square, triangle")
    }
}
