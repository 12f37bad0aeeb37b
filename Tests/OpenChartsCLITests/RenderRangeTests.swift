import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing
@testable import OpenChartsCLI

/// Spec layers that span a range: `yStart`/`yEnd` with `x`, or `xStart`/`xEnd` with `y`,
/// drawn as the range plots (`RulePlot(x:yStart:yEnd:)`, floating and Gantt bars, boxes,
/// bands).
@Suite("opencharts render with ranges")
struct RenderRangeTests {
    struct Day { var t: Double; var low: Double; var high: Double }
    static let days = [Day(t: 1, low: 2, high: 5), Day(t: 2, low: 3, high: 9), Day(t: 3, low: 1, high: 4)]
    static let values = #"[{"t": 1, "low": 2, "high": 5}, {"t": 2, "low": 3, "high": 9}, {"t": 3, "low": 1, "high": 4}]"#

    /// The PNG of `spec`'s chart through the command line's chart builder.
    static func png(_ spec: String) throws -> Data {
        let parsed = try JSONSpecReader().read(Data(spec.utf8))
        let table = try SpecTable(values: parsed.data.values ?? [])
        return try ImageRenderer(content: try SpecChart.view(parsed, table: table)).png()
    }

    /// The PNG of `content` as the command line frames a chart (400 × 300).
    static func png(_ content: some ChartContent) throws -> Data {
        try ImageRenderer(content: Chart { content }.frame(width: 400, height: 300)).png()
    }

    @Test("rules, bars, boxes and a band from yStart to yEnd are the range plots, pixel for pixel")
    func verticalRanges() throws {
        for type in ["rule", "bar", "rectangle", "area"] {
            let spec = #"{"data": {"values": \#(Self.values)}, "marks": [{"type": "\#(type)", "x": "t", "yStart": "low", "yEnd": "high"}]}"#
            let x = PlottableProjection<Day, Double>.value("t", \.t)
            let low = PlottableProjection<Day, Double>.value("low", \.low), high = PlottableProjection<Day, Double>.value("high", \.high)
            let expected: Data
            switch type {
            case "rule": expected = try Self.png(RulePlot(Self.days, x: x, yStart: low, yEnd: high))
            case "bar": expected = try Self.png(BarPlot(Self.days, x: x, yStart: low, yEnd: high))
            case "rectangle": expected = try Self.png(RectanglePlot(Self.days, x: x, yStart: low, yEnd: high))
            default: expected = try Self.png(AreaPlot(Self.days, x: x, yStart: low, yEnd: high))
            }
            #expect(try Self.png(spec) == expected, "\(type)")
        }
    }

    @Test("rules and Gantt bars from xStart to xEnd along y, coloured by a series")
    func horizontalRanges() throws {
        struct Task { var name: String; var start: Double; var end: Double }
        let tasks = [Task(name: "plan", start: 0, end: 3), Task(name: "build", start: 2, end: 8), Task(name: "ship", start: 8, end: 9)]
        let values = #"[{"name": "plan", "start": 0, "end": 3}, {"name": "build", "start": 2, "end": 8}, {"name": "ship", "start": 8, "end": 9}]"#
        for type in ["rule", "bar"] {
            let spec = #"{"data": {"values": \#(values)}, "marks": [{"type": "\#(type)", "y": "name", "xStart": "start", "xEnd": "end", "series": "name"}]}"#
            let y = PlottableProjection<Task, String>.value("name", \.name)
            let start = PlottableProjection<Task, Double>.value("start", \.start), end = PlottableProjection<Task, Double>.value("end", \.end)
            let expected = type == "rule"
                ? try Self.png(RulePlot(tasks, xStart: start, xEnd: end, y: y).foregroundStyle(by: y))
                : try Self.png(BarPlot(tasks, xStart: start, xEnd: end, y: y).foregroundStyle(by: y))
            #expect(try Self.png(spec) == expected, "\(type)")
        }
    }

    @Test("boxes from xStart to xEnd and yStart to yEnd are the rectangle plot, pixel for pixel")
    func boxes() throws {
        struct Box { var x0: Double; var x1: Double; var y0: Double; var y1: Double; var kind: String }
        let boxes = [Box(x0: 0, x1: 2, y0: 1, y1: 4, kind: "a"), Box(x0: 1, x1: 5, y0: 3, y1: 6, kind: "b"),
                     Box(x0: 4, x1: 6, y0: 0, y1: 2, kind: "a")]
        let values = #"[{"x0": 0, "x1": 2, "y0": 1, "y1": 4, "kind": "a"}, {"x0": 1, "x1": 5, "y0": 3, "y1": 6, "kind": "b"}, {"x0": 4, "x1": 6, "y0": 0, "y1": 2, "kind": "a"}]"#
        let spec = #"{"data": {"values": \#(values)}, "marks": [{"type": "rectangle", "xStart": "x0", "xEnd": "x1", "yStart": "y0", "yEnd": "y1", "series": "kind"}]}"#
        let plot = RectanglePlot(boxes, xStart: .value("x0", \.x0), xEnd: .value("x1", \.x1), yStart: .value("y0", \.y0), yEnd: .value("y1", \.y1))
            .foregroundStyle(by: .value("kind", \.kind))
        #expect(try Self.png(spec) == Self.png(plot))
    }

    @Test("a range over dates from a CSV is one plot, not counted as marks")
    func datesFromCSV() throws {
        let folder = try artifactsFolder("render-ranges-\(UUID().uuidString)")
        var text = "day,low,high,kind\n"
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let formatter = ISO8601DateFormatter()
        for i in 0..<20_000 {
            text += "\(formatter.string(from: start.addingTimeInterval(Double(i) * 3_600))),\(i % 7),\(i % 7 + 3),\(i % 3 == 0 ? "a" : "b")\n"
        }
        try Data(text.utf8).write(to: folder.appendingPathComponent("days.csv"))
        let spec = #"{"data": {"csv": "days.csv"}, "marks": [{"type": "rule", "x": "day", "yStart": "low", "yEnd": "high", "series": "kind"}]}"#
        let specURL = folder.appendingPathComponent("days.json")
        try Data(spec.utf8).write(to: specURL)
        let io = CommandIO()
        #expect(OpenChartsCLI.run(["render", specURL.path, "-o", "-"], io: io) == 0, "\(io.errorText)")
        let svg = io.outputText
        #expect(svg.contains(">a</text>") && svg.contains(">b</text>"))
        // 20,000 rules are one node of rectangles: a path each.
        #expect(svg.components(separatedBy: "<path").count > 20_000)
        // A plot is not counted against the marks a chart may draw one by one.
        let parsed = try JSONSpecReader().read(Data(#"{"data": {"values": \#(Self.values)}, "marks": [{"type": "rule", "x": "t", "yStart": "low", "yEnd": "high"}]}"#.utf8))
        #expect(throws: Never.self) { try SpecChart.view(parsed, table: try SpecTable(values: parsed.data.values ?? []), maximumMarks: 2) }
    }

    @Test("a half range, ranges on both axes but for a box, a range beside its own axis, a line's range, and category ends are refused, naming the mark")
    func errors() throws {
        func error(_ mark: String) throws -> String {
            try specErrorMessage(#"{"data": {"values": [{"t": 1, "low": 2, "high": 5, "name": "a", "day": "2023-05-01"}]}, "marks": [{"type": "rule", "x": "t", "y": "low"}, \#(mark)]}"#)
        }
        #expect(try error(#"{"type": "rule", "x": "t", "yStart": "low"}"#) == "marks[1]: yStart needs yEnd")
        #expect(try error(#"{"type": "rule", "y": "t", "xEnd": "low"}"#) == "marks[1]: xEnd needs xStart")
        #expect(try error(#"{"type": "bar", "yStart": "low", "yEnd": "high", "xStart": "low", "xEnd": "high"}"#)
                == "marks[1]: ranges on both axes (yStart/yEnd and xStart/xEnd) are for rectangle marks, not a bar")
        #expect(try error(#"{"type": "rectangle", "x": "t", "yStart": "low", "yEnd": "high", "xStart": "low", "xEnd": "high"}"#)
                == "marks[1]: xStart/xEnd and yStart/yEnd take the place of 'x' and 'y'; give one or the other")
        #expect(try error(#"{"type": "rectangle", "yStart": "low", "yEnd": "high", "xStart": "name", "xEnd": "high"}"#)
                == "marks[1].xStart: column 'name' holds category values; a range's ends are numbers or dates")
        #expect(try error(#"{"type": "line", "x": "t", "yStart": "low", "yEnd": "high"}"#)
                == "marks[1]: line marks have no yStart/yEnd; those are for rule, bar, rectangle, area marks")
        #expect(try error(#"{"type": "area", "y": "t", "xStart": "low", "xEnd": "high"}"#)
                == "marks[1]: area marks have no xStart/xEnd; those are for rule, bar marks")
        #expect(try error(#"{"type": "bar", "yStart": "low", "yEnd": "high"}"#)
                == "marks[1]: yStart/yEnd need 'x', where each bar stands")
        #expect(try error(#"{"type": "bar", "x": "t", "y": "low", "yStart": "low", "yEnd": "high"}"#)
                == "marks[1]: yStart/yEnd take the place of 'y'; give one or the other")
        #expect(try error(#"{"type": "rule", "x": "t", "yStart": "name", "yEnd": "high"}"#)
                == "marks[1].yStart: column 'name' holds category values; a range's ends are numbers or dates")
        #expect(try error(#"{"type": "rule", "x": "t", "yStart": "low", "yEnd": "day"}"#)
                == "marks[1]: yStart 'low' holds numbers and yEnd 'day' dates; a range's ends are both numbers or both dates")
        #expect(try error(#"{"type": "rule", "x": "t", "yStart": "low", "yEnd": "nope"}"#).contains("no column 'nope'"))
    }
}
