import Foundation
import Testing
import OpenChartsTestSupport
@testable import OpenChartsCLI

/// A folder with `sales.csv` (month, city, value) for one test.
private func fixture() throws -> URL {
    let folder = try artifactsFolder("render-\(UUID().uuidString)")
    let csv = "month,city,value\nJan,A,3\nFeb,A,5\nJan,B,4\nFeb,B,2\n"
    try Data(csv.utf8).write(to: folder.appendingPathComponent("sales.csv"))
    return folder
}

private func run(_ arguments: [String]) -> (status: Int32, io: CommandIO) {
    let io = CommandIO()
    return (OpenChartsCLI.run(["render"] + arguments, io: io), io)
}

@Suite("opencharts render")
struct RenderCommandTests {
    @Test("'-' reads the CSV from standard input: the same chart as from the file, errors naming standard input")
    func standardInput() throws {
        let folder = try fixture()
        let csv = try Data(contentsOf: folder.appendingPathComponent("sales.csv"))
        let fromFile = run(["bar", folder.appendingPathComponent("sales.csv").path, "--x", "month", "--y", "value", "-o", "-"])
        let io = CommandIO(standardInput: csv)
        let status = OpenChartsCLI.run(["render", "bar", "-", "--x", "month", "--y", "value", "-o", "-"], io: io)
        #expect(status == 0 && fromFile.status == 0, "\(io.errorText)")
        #expect(io.standardOutput == fromFile.io.standardOutput)

        let broken = CommandIO(standardInput: Data("a,b\n1,\"x\n".utf8))
        #expect(OpenChartsCLI.run(["render", "line", "-", "--x", "a", "--y", "b", "-o", "-"], io: broken) != 0)
        #expect(broken.errorText.contains("standard input: line 2, column 3: a quoted field is never closed"))
        let missing = CommandIO(standardInput: csv)
        #expect(OpenChartsCLI.run(["render", "line", "-", "--x", "day", "--y", "value", "-o", "-"], io: missing) != 0)
        #expect(missing.errorText.contains("standard input:"))
        #expect(missing.errorText.contains("day"))
    }

    @Test("'-' alone reads a JSON spec from standard input: the chart its file draws, errors naming standard input")
    func specFromStandardInput() throws {
        let folder = try fixture()
        let spec = """
        {"data": {"values": [{"n": "a", "v": 1}, {"n": "b", "v": 2}, {"n": "c", "v": 3}]},
         "marks": [{"type": "bar", "x": "n", "y": "v"}]}
        """
        try Data(spec.utf8).write(to: folder.appendingPathComponent("bars.json"))
        let fromFile = run([folder.appendingPathComponent("bars.json").path, "-o", "-"])
        let io = CommandIO(standardInput: Data(spec.utf8))
        #expect(OpenChartsCLI.run(["render", "-", "-o", "-"], io: io) == 0, "\(io.errorText)")
        #expect(fromFile.status == 0 && io.standardOutput == fromFile.io.standardOutput)

        let broken = CommandIO(standardInput: Data("{\"marks\": [".utf8))
        #expect(OpenChartsCLI.run(["render", "-", "-o", "-"], io: broken) != 0)
        #expect(broken.errorText.hasPrefix("opencharts render: standard input: "), "\(broken.errorText)")
        let missing = CommandIO(standardInput: Data(#"{"data": {"csv": "no-such-file.csv"}, "marks": [{"type": "bar", "x": "a", "y": "b"}]}"#.utf8))
        #expect(OpenChartsCLI.run(["render", "-", "-o", "-"], io: missing) != 0)
        // A CSV named by a spec on standard input is looked for in the working directory.
        let expected = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            .appendingPathComponent("no-such-file.csv").path
        #expect(missing.errorText.contains(expected), "\(missing.errorText)")
    }

    @Test("standard input past the limit is refused without holding more than the limit")
    func standardInputLimit() throws {
        let io = CommandIO(standardInput: Data(repeating: 0x31, count: 11))
        #expect(throws: CommandError("standard input: the CSV passes the limit of 10 bytes")) {
            try io.readStandardInput(limit: 10, what: "CSV")
        }
        #expect(try io.readStandardInput(limit: 11, what: "CSV").count == 11)
    }

    @Test("each chart kind renders a CSV to the format of the output's extension",
          arguments: [("bar", ["--x", "month", "--y", "value", "--color", "city"]),
                      ("line", ["--x", "month", "--y", "value", "--color", "city"]),
                      ("point", ["--x", "month", "--y", "value"]),
                      ("area", ["--x", "month", "--y", "value", "--color", "city"]),
                      ("pie", ["--value", "value", "--color", "month"]),
                      ("donut", ["--y", "value", "--x", "city"]),
                      ("heatmap", ["--x", "month", "--y", "city", "--color", "value"])])
    func kinds(kind: String, flags: [String]) throws {
        let folder = try fixture()
        for ext in ["svg", "png", "pdf"] {
            let out = folder.appendingPathComponent("\(kind).\(ext)")
            let result = run([kind, folder.appendingPathComponent("sales.csv").path] + flags + ["-o", out.path])
            #expect(result.status == 0, "\(result.io.errorText)")
            let bytes = try Data(contentsOf: out)
            let magic: [UInt8] = switch ext {
            case "svg": Array("<?xml".utf8)
            case "png": [0x89, 0x50, 0x4E, 0x47]
            default: Array("%PDF".utf8)
            }
            #expect(Array(bytes.prefix(magic.count)) == magic)
        }
    }

    @Test("the bar chart draws one bar per row, with the title above")
    func barContent() throws {
        let folder = try fixture()
        let result = run(["bar", folder.appendingPathComponent("sales.csv").path, "--x", "month", "--y", "value",
                          "--title", "Sales", "-o", "-"])
        #expect(result.status == 0)
        let svg = result.io.outputText
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains(">Sales</text>"))
        #expect(svg.contains(">Jan</text>") && svg.contains(">Feb</text>"))
    }

    @Test("-o - with --format png writes PNG bytes to standard output")
    func stdoutPNG() throws {
        let folder = try fixture()
        let result = run(["point", folder.appendingPathComponent("sales.csv").path, "--x", "month", "--y", "value",
                          "-o", "-", "--format", "png"])
        #expect(result.status == 0)
        #expect(Array(result.io.standardOutput.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }

    @Test("--delimiter reads semicolon-separated files")
    func delimiter() throws {
        let folder = try fixture()
        let csv = folder.appendingPathComponent("semi.csv")
        try Data("k;v\na;1\nb;2\n".utf8).write(to: csv)
        let result = run(["bar", csv.path, "--x", "k", "--y", "v", "--delimiter", ";", "-o", "-"])
        #expect(result.status == 0, "\(result.io.errorText)")
    }

    @Test("a JSON spec with a CSV path relative to the spec renders lines with symbols and a y label")
    func specWithCSV() throws {
        let folder = try fixture()
        let spec = """
        {"title": "By city", "width": 500, "height": 320, "data": {"csv": "sales.csv"},
         "marks": [{"type": "line", "x": "month", "y": {"field": "value", "label": "Sales"},
                    "series": "city", "symbol": "city", "interpolation": "catmullRom"}],
         "scales": {"y": {"domain": [0, 10]}}, "axes": {"y": {"label": "Pancakes"}}, "legend": {"position": "top"}}
        """
        try Data(spec.utf8).write(to: folder.appendingPathComponent("spec.json"))
        let result = run([folder.appendingPathComponent("spec.json").path, "-o", "-"])
        #expect(result.status == 0, "\(result.io.errorText)")
        let svg = result.io.outputText
        #expect(svg.contains("width=\"500\""))
        #expect(svg.contains(">Pancakes</text>"))
        #expect(svg.contains(">By city</text>"))
        #expect(svg.contains(">10</text>"))
    }

    @Test("a JSON spec with inline rows draws a donut of six sectors")
    func specInline() throws {
        let folder = try fixture()
        let spec = """
        {"data": {"values": [{"n": "a", "v": 1}, {"n": "b", "v": 2}, {"n": "c", "v": 3}]},
         "marks": [{"type": "sector", "angle": "v", "foregroundStyle": "n", "innerRadius": 0.6, "angularInset": 1, "cornerRadius": 4}],
         "legend": {"hidden": true}}
        """
        try Data(spec.utf8).write(to: folder.appendingPathComponent("donut.json"))
        let result = run([folder.appendingPathComponent("donut.json").path, "-o", folder.appendingPathComponent("d.svg").path])
        #expect(result.status == 0, "\(result.io.errorText)")
        let svg = try String(contentsOf: folder.appendingPathComponent("d.svg"), encoding: .utf8)
        #expect(!svg.contains(">a</text>"))
    }

    @Test("dates with a unit bin by day: bars of a week, labelled by date")
    func dateUnit() throws {
        let folder = try fixture()
        let spec = """
        {"data": {"values": [{"day": "2023-05-01", "n": 3}, {"day": "2023-05-02", "n": 5}, {"day": "2023-05-03", "n": 4}]},
         "marks": [{"type": "bar", "x": {"field": "day", "unit": "day"}, "y": "n", "color": "#ff8800"}]}
        """
        try Data(spec.utf8).write(to: folder.appendingPathComponent("days.json"))
        let result = run([folder.appendingPathComponent("days.json").path, "-o", "-"])
        #expect(result.status == 0, "\(result.io.errorText)")
        #expect(result.io.outputText.contains("#ff8800") || result.io.outputText.contains("rgb(255,136,0)"))
        let bad = folder.appendingPathComponent("bad.json")
        try Data(spec.replacingOccurrences(of: "\"day\"}", with: "\"fortnight\"}").utf8).write(to: bad)
        let refused = run([bad.path, "-o", "-"])
        #expect(refused.io.errorText.contains("unit 'fortnight' of 'day' is not one of: day, hour, month, weekOfYear, year"))
    }

    @Test("the shipped example specs render")
    func shippedSpecs() throws {
        guard FileManager.default.fileExists(atPath: "examples/specs") else { return }
        for name in ["sales-lines", "pancake-donut", "seattle-temperature-range"] {
            let result = run(["examples/specs/\(name).json", "-o", "-"])
            #expect(result.status == 0, "\(name): \(result.io.errorText)")
        }
    }

    @Test("--help shows usage and examples")
    func help() {
        let result = run(["--help"])
        #expect(result.status == 0)
        #expect(result.io.outputText.contains("Examples:"))
        #expect(result.io.outputText.contains("opencharts render bar"))
    }
}

@Suite("opencharts render errors")
struct RenderErrorTests {
    @Test("a missing file is named")
    func missingFile() {
        let result = run(["bar", "/nonexistent/data.csv", "--x", "a", "--y", "b", "-o", "-"])
        #expect(result.status == 64)
        #expect(result.io.errorText.contains("no such file '/nonexistent/data.csv'"))
    }

    @Test("a missing spec file is named")
    func missingSpec() {
        let result = run(["/nonexistent/spec.json", "-o", "-"])
        #expect(result.status == 64)
        #expect(result.io.errorText.contains("no such file '/nonexistent/spec.json'"))
    }

    @Test("an unknown column lists the columns found")
    func unknownColumn() throws {
        let folder = try fixture()
        let result = run(["bar", folder.appendingPathComponent("sales.csv").path, "--x", "mnth", "--y", "value", "-o", "-"])
        #expect(result.status == 64)
        #expect(result.io.errorText.contains("no column 'mnth'; the columns are: month, city, value"))
    }

    @Test("bad CSV quoting is reported with its line and column")
    func badQuoting() throws {
        let folder = try fixture()
        let csv = folder.appendingPathComponent("bad.csv")
        try Data("a,b\n1,x\"y\n".utf8).write(to: csv)
        let result = run(["bar", csv.path, "--x", "a", "--y", "b", "-o", "-"])
        #expect(result.status == 64)
        #expect(result.io.errorText.contains("line 2, column 4: a quote inside an unquoted field"))
    }

    @Test("malformed JSON is reported with its line and column")
    func malformedJSON() throws {
        let folder = try fixture()
        let spec = folder.appendingPathComponent("bad.json")
        try Data("{\n  \"data\": {\"csv\": \"sales.csv\"},\n  \"marks\": [,]\n}\n".utf8).write(to: spec)
        let result = run([spec.path, "-o", "-"])
        #expect(result.status == 64)
        #expect(result.io.errorText.contains("malformed JSON at line 3, column 13: expected a value"))
        #expect(JSONSyntax.firstError(in: Array(#"{"a": [1, 2"#.utf8)) == JSONSyntax.Failure(offset: 11, message: "the text ends early"))
        #expect(JSONSyntax.firstError(in: Array(#"{"a": tru}"#.utf8))?.offset == 9)
        #expect(JSONSyntax.firstError(in: Array(#"{"a": [1, -2.5e3, "x\n", null, true, {}]}"#.utf8)) == nil)
    }

    @Test("line and column are computed from a byte offset, counting characters not bytes")
    func lineAndColumn() {
        let data = Data("{\n\"é\": 1,\n  x".utf8)
        let offset = data.count - 1
        #expect(JSONSpecReader.lineAndColumn(of: offset, in: data) == (3, 3))
        #expect(JSONSpecReader.lineAndColumn(of: 0, in: data) == (1, 1))
    }

    @Test("a missing field names its path")
    func missingField() throws {
        #expect(throws: SpecError("missing field 'marks[0].type'")) {
            try JSONSpecReader().read(Data(#"{"data": {}, "marks": [{"x": "a"}]}"#.utf8))
        }
    }

    @Test("an unknown mark lists the marks, in the flag form and in a spec")
    func unknownMark() throws {
        let flag = run(["histogram", "x.csv", "-o", "-"])
        #expect(flag.status == 64)
        #expect(flag.io.errorText.contains("unknown mark 'histogram'; marks: bar, line, point, area, pie, donut, heatmap"))
        let folder = try fixture()
        let spec = folder.appendingPathComponent("s.json")
        try Data(#"{"data": {"csv": "sales.csv"}, "marks": [{"type": "bubble", "x": "month", "y": "value"}]}"#.utf8).write(to: spec)
        let result = run([spec.path, "-o", "-"])
        #expect(result.status == 64)
        #expect(result.io.errorText.contains("marks[0]: unknown mark 'bubble'; marks: bar, line, point, area, rule, rectangle, sector"))
    }

    @Test("an unsupported output extension names the supported ones")
    func unsupportedExtension() throws {
        let folder = try fixture()
        let result = run(["bar", folder.appendingPathComponent("sales.csv").path, "--x", "month", "--y", "value",
                          "-o", folder.appendingPathComponent("out.gif").path])
        #expect(result.status == 64)
        #expect(result.io.errorText.contains("cannot write '.gif': supported formats are .svg, .png, .pdf"))
    }

    @Test("JSON nested deeper than the limit is refused before parsing")
    func tooDeep() {
        let deep = Data((String(repeating: "[", count: 65) + String(repeating: "]", count: 65)).utf8)
        #expect(throws: SpecError("the JSON nests deeper than 64 levels at line 1, column 65")) {
            try JSONSpecReader().read(deep)
        }
        // Brackets inside strings do not count.
        let quoted = Data(("{\"title\": \"" + String(repeating: "[", count: 100) + "\", \"data\": {}, \"marks\": []}").utf8)
        #expect(throws: Never.self) { try JSONSpecReader().read(quoted) }
    }

    @Test("a spec over the size limit is refused with the sizes")
    func tooLarge() {
        #expect(throws: SpecError("the spec is 20 bytes; the limit is 10 bytes")) {
            try JSONSpecReader(maximumBytes: 10).read(Data(repeating: 32, count: 20))
        }
    }

    @Test("a kind without its columns says which option is missing")
    func missingOption() throws {
        let folder = try fixture()
        let result = run(["pie", folder.appendingPathComponent("sales.csv").path, "--color", "month", "-o", "-"])
        #expect(result.status == 64)
        #expect(result.io.errorText.contains("pie needs --value (or --y)"))
    }

    @Test("an unknown interpolation lists the methods")
    func unknownInterpolation() throws {
        let folder = try fixture()
        let spec = folder.appendingPathComponent("s.json")
        try Data(#"{"data": {"csv": "sales.csv"}, "marks": [{"type": "line", "x": "month", "y": "value", "interpolation": "spline"}]}"#.utf8).write(to: spec)
        let result = run([spec.path, "-o", "-"])
        #expect(result.io.errorText.contains("marks[0].interpolation 'spline' is not one of: cardinal, catmullRom, linear, monotone, stepCenter, stepEnd, stepStart"))
    }
}

@Suite("opencharts render --color-scheme")
struct RenderColorSchemeTests {
    private func svg(_ arguments: [String], input: String? = nil) -> (status: Int32, svg: String, error: String) {
        let io = CommandIO(standardInput: Data((input ?? "").utf8))
        let status = OpenChartsCLI.run(["render"] + arguments, io: io)
        return (status, String(decoding: io.standardOutput, as: UTF8.self), io.errorText)
    }

    @Test("--color-scheme dark draws on black with light labels and dark-appearance bars; light is the default")
    func darkFlag() throws {
        let folder = try fixture()
        let csv = folder.appendingPathComponent("sales.csv").path
        let dark = svg(["bar", csv, "--x", "month", "--y", "value", "--color-scheme", "dark", "-o", "-"])
        #expect(dark.status == 0, "\(dark.error)")
        #expect(dark.svg.contains("<rect width=\"100%\" height=\"100%\" fill=\"#000000\"/>"))
        #expect(dark.svg.contains("#ebebf5"), "axis labels in the secondary label color's dark value")
        #expect(dark.svg.contains("#0a84ff") && !dark.svg.contains("#007aff"), "bars in dark-appearance blue")
        let light = svg(["bar", csv, "--x", "month", "--y", "value", "-o", "-"])
        #expect(light.svg.contains("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"))
        #expect(light.svg.contains("#007aff") && !light.svg.contains("#0a84ff"))
        #expect(svg(["bar", csv, "--x", "month", "--y", "value", "--color-scheme", "light", "-o", "-"]).svg == light.svg)
    }

    @Test("a spec's colorScheme draws dark; the flag overrides it; an unknown scheme is an error naming it")
    func specScheme() throws {
        let spec = #"{"colorScheme": "dark", "data": {"values": [{"n": "a", "v": 1}]}, "marks": [{"type": "bar", "x": "n", "y": "v"}]}"#
        let dark = svg(["-", "-o", "-"], input: spec)
        #expect(dark.status == 0 && dark.svg.contains("fill=\"#000000\"/>"), "\(dark.error)")
        let overridden = svg(["-", "--color-scheme", "light", "-o", "-"], input: spec)
        #expect(overridden.status == 0 && overridden.svg.contains("fill=\"#ffffff\"/>") && !overridden.svg.contains("#0a84ff"))
        let bad = svg(["-", "-o", "-"], input: spec.replacingOccurrences(of: "\"dark\"", with: "\"sepia\""))
        #expect(bad.status != 0)
        #expect(bad.error.contains("colorScheme 'sepia' is not one of: dark, light"), "\(bad.error)")
        let badFlag = svg(["-", "--color-scheme", "night", "-o", "-"], input: spec)
        #expect(badFlag.status != 0)
        #expect(badFlag.error.contains("--color-scheme 'night' is not one of: dark, light"), "\(badFlag.error)")
    }
}
