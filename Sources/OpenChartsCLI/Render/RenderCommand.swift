import Foundation
import OpenCharts
import OpenChartsRender

/// `opencharts render`: one chart from a CSV file and flags, or from a JSON chart spec.
public enum RenderCommand: Command {
    public static let name = "render"
    public static let summary = "render one chart from a CSV file and flags, or from a JSON spec"

    /// The chart kinds the flag form knows, mapped to the spec it builds.
    static let kinds = ["bar", "line", "point", "area", "pie", "donut", "heatmap"]
    /// CSV files larger than this are refused (the file is mapped, and its columns held in memory).
    public static let maximumCSVBytes = 512 << 20
    /// CSV files with more rows than this are refused while reading, at the first row over.
    /// Layers drawn as plots take any of them; layers drawn mark by mark are limited to
    /// ``SpecChart/maximumMarks`` rows in all.
    public static let maximumCSVRows = 10_000_000
    /// The flag form's lines show a symbol at each vertex up to this many rows; longer
    /// lines are drawn alone, as a plot.
    static let maximumLineSymbolRows = 10_000

    public static let help = """
    Usage: opencharts render KIND DATA.csv --x COLUMN --y COLUMN [options] -o OUT
           opencharts render SPEC.json [-o OUT]

    DATA.csv may be '-': the CSV is read from standard input; so may SPEC.json (its CSV path,
    if any, is then relative to the working directory).

    Draws one chart. KIND is one of: \(kinds.joined(separator: ", ")).
      bar, line, point, area   --x and --y name the columns; --color COLUMN splits series
      pie, donut               --y (or --value) is the slice size, --color (or --x) its name
      heatmap                  --x and --y place the cells, --color COLUMN (numbers) fills them
    A spec is JSON mirroring the Swift API (marks with x, y, ranges yStart/yEnd and
    xStart/xEnd, angle, series, symbol, interpolation, stacking; scales, axes, legend,
    size, title, colorScheme); its schema is
    schema/chart-spec.schema.json. A spec's CSV path is relative to the spec's folder.

    Options:
      -o, --output FILE   where to write; the format comes from the extension (svg, png,
                          pdf, html); '-' writes to standard output (svg unless --format says)
      --format FORMAT     svg, png, pdf or html, for '-o -'
      --color COLUMN      the series (or heatmap value) column
      --title TEXT        a title above the chart
      --width N, --height N   size in points (default 400 × 300)
      --delimiter C       the CSV field separator (default ','; 'tab' for tabs)
      --color-scheme S    light (default) or dark: system colors, text, grid and
                          background in that appearance (overrides a spec's colorScheme)

    Line, point, bar, area, rule and rectangle layers are drawn as vectorized plots, a few
    bytes per row; sectors, dates binned by a unit and symbols on lines (the flag form's
    lines with --color up to \(maximumLineSymbolRows) rows) are drawn a mark per row.

    Limits: a CSV over \(maximumCSVBytes >> 20) MB or \(maximumCSVRows) rows, a spec over
    \(JSONSpecReader.defaultMaximumBytes >> 20) MB, JSON nested deeper than \(JSONSpecReader.defaultMaximumDepth) levels, or a
    chart of more than \(SpecChart.maximumMarks) marks (rows × layers drawn a mark per row) is refused.

    Examples:
      opencharts render bar examples/data/sales.csv --x month --y value -o sales.png
      opencharts render line weather.csv --x date --y temp_max --color city -o temps.svg
      opencharts render donut pets.csv --value count --color pet --title Pets -o pets.pdf
      opencharts render heatmap grid.csv --x day --y hour --color load -o load.png
      opencharts render examples/specs/sales.json -o - > sales.svg
      grep -v '^#' log.csv | opencharts render line - --x time --y level -o log.png
      ./make-spec.sh | opencharts render - -o chart.png
    """

    public static func run(_ arguments: [String], io: CommandIO) throws -> Int32 {
        let args = try Arguments(arguments, valued: ["output", "format", "x", "y", "value", "color", "title", "width", "height", "delimiter",
                                                         "color-scheme"],
                                 short: ["o": "output"])
        guard let first = args.positionals.first else {
            throw CommandError("name a chart kind (\(kinds.joined(separator: ", "))) and a CSV file, or a JSON spec")
        }
        let view: AnyView
        if first.lowercased().hasSuffix(".json") || first == "-" {
            if let extra = args.positionals.dropFirst().first { throw CommandError("unexpected argument '\(extra)'") }
            view = first == "-"
                ? try specView(try io.readStandardInput(limit: JSONSpecReader.defaultMaximumBytes, what: "spec"),
                               name: "standard input", folder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
                : try specView(path: first)
        } else {
            guard kinds.contains(first) else {
                throw CommandError("unknown mark '\(first)'; marks: \(kinds.joined(separator: ", ")) (or give a .json spec)")
            }
            guard args.positionals.count >= 2 else { throw CommandError("name the CSV file after '\(first)'") }
            if let extra = args.positionals.dropFirst(2).first { throw CommandError("unexpected argument '\(extra)'") }
            view = try flagView(kind: first, csvPath: args.positionals[1], args: args, io: io)
        }
        let scheme: ColorScheme? = switch args.value("color-scheme") {
        case nil: nil
        case "light": .light
        case "dark": .dark
        case let name?: throw CommandError("--color-scheme '\(name)' is not one of: dark, light")
        }
        // On white (black in dark), as the gallery: a chart read in a viewer of any theme.
        let renderer = ImageRenderer(content: AnySceneContent(AnyView(view.preferredColorScheme(scheme))))
        guard let output = args.value("output") else { throw CommandError("name the output with -o FILE (or -o - for standard output)") }
        do {
            if output == "-" {
                let format = try args.value("format").map { name in
                    guard let format = OutputFormat(rawValue: name.lowercased()) else {
                        throw CommandError("unknown format '\(name)'; formats: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    return format
                } ?? .svg
                io.write(try renderer.data(as: format))
            } else {
                try renderer.write(to: URL(fileURLWithPath: output))
                io.writeLine("wrote \(output)")
            }
        } catch let error as RenderError {
            throw CommandError(error.description)
        }
        return 0
    }

    /// The flag form, turned into a spec so both forms draw the same way.
    /// `csvPath` '-' is standard input, named so in errors.
    static func flagView(kind: String, csvPath: String, args: Arguments, io: CommandIO) throws -> AnyView {
        let delimiter: Character
        switch args.value("delimiter") {
        case nil: delimiter = ","
        case "tab", "\\t": delimiter = "\t"
        case let text? where text.count == 1: delimiter = Character(text)
        case let text?: throw CommandError("--delimiter needs one character (or 'tab'), got '\(text)'")
        }
        let used = Set(["x", "y", "value", "color"].compactMap { args.value($0) })
        let table = csvPath == "-"
            ? try readCSV(try io.readStandardInput(limit: maximumCSVBytes, what: "CSV"), name: "standard input",
                          delimiter: delimiter, columns: used)
            : try readCSV(path: csvPath, delimiter: delimiter, columns: used)
        func need(_ option: String, _ alternative: String? = nil) throws -> String {
            if let value = args.value(option) ?? alternative.flatMap({ args.value($0) }) { return value }
            throw CommandError("\(kind) needs --\(option)" + (alternative.map { " (or --\($0))" } ?? ""))
        }
        var mark = ChartSpec.MarkSpec(type: kind)
        switch kind {
        case "pie", "donut":
            mark.type = "sector"
            mark.angle = ChartSpec.Encoding(field: try need("value", "y"))
            mark.series = ChartSpec.Encoding(field: try need("color", "x"))
            if kind == "donut" { mark.innerRadius = 0.618; mark.angularInset = 1 }
        case "heatmap":
            mark.type = "rectangle"
            mark.x = ChartSpec.Encoding(field: try need("x"))
            mark.y = ChartSpec.Encoding(field: try need("y"))
            mark.foregroundStyle = ChartSpec.Encoding(field: try need("color"))
        default:
            mark.x = ChartSpec.Encoding(field: try need("x"))
            mark.y = ChartSpec.Encoding(field: try need("y"))
            mark.series = args.value("color").map { ChartSpec.Encoding(field: $0) }
            if kind == "line", mark.series != nil, table.rowCount <= maximumLineSymbolRows { mark.symbol = mark.series }
        }
        let spec = ChartSpec(title: args.value("title"), width: try args.number("width"), height: try args.number("height"),
                             data: ChartSpec.DataSource(), marks: [mark])
        return try build(spec, table: table, file: csvPath == "-" ? "standard input" : csvPath)
    }

    static func specView(path: String) throws -> AnyView {
        let url = URL(fileURLWithPath: path)
        return try specView(try readFile(url, limit: JSONSpecReader.defaultMaximumBytes, what: "spec"), name: path,
                            folder: url.deletingLastPathComponent())
    }

    /// The spec `data`, named `path` in errors, its CSV path relative to `folder`.
    static func specView(_ data: Data, name path: String, folder: URL) throws -> AnyView {
        let spec: ChartSpec
        do { spec = try JSONSpecReader().read(data) } catch let error as SpecError { throw CommandError("\(path): \(error.message)") }
        let table: SpecTable
        if let values = spec.data.values {
            table = try SpecTable(values: values)
        } else if let csv = spec.data.csv {
            let delimiter = spec.data.delimiter ?? ","
            guard delimiter.count == 1, let character = delimiter.first else {
                throw CommandError("\(path): data.delimiter needs one character, got '\(delimiter)'")
            }
            let csvURL = URL(fileURLWithPath: csv, relativeTo: folder)
            let used = Set(spec.marks.flatMap { mark in
                [mark.x, mark.y, mark.angle, mark.series, mark.foregroundStyle, mark.symbol].compactMap { $0?.field }
            })
            return try build(spec, table: try readCSV(path: csvURL.path, delimiter: character, columns: used), file: path)
        } else {
            throw CommandError("\(path): data needs 'values' (rows) or 'csv' (a path)")
        }
        return try build(spec, table: table, file: path)
    }

    static func build(_ spec: ChartSpec, table: SpecTable, file: String) throws -> AnyView {
        do {
            return try SpecChart.view(spec, table: table)
        } catch let error as SpecError {
            throw CommandError("\(file): \(error.message)")
        } catch let error as CSVError {
            throw CommandError("\(file): \(error.description)")
        }
    }

    /// The CSV at `path`, its `columns` typed while reading (the others when asked for).
    static func readCSV(path: String, delimiter: Character, columns: Set<String>) throws -> SpecTable {
        try readCSV(try readFile(URL(fileURLWithPath: path), limit: maximumCSVBytes, what: "CSV"), name: path,
                    delimiter: delimiter, columns: columns)
    }

    /// The CSV `data`, named `name` in errors.
    static func readCSV(_ data: Data, name: String, delimiter: Character, columns: Set<String>) throws -> SpecTable {
        do {
            return SpecTable(try CSVReader(delimiter: delimiter, maximumBytes: maximumCSVBytes, maximumRows: maximumCSVRows).readColumns(data, only: columns))
        } catch let error as CSVError {
            throw CommandError("\(name): \(error.description)")
        }
    }

    /// A file's bytes, refusing a missing file and one over `limit` before reading it.
    static func readFile(_ url: URL, limit: Int, what: String) throws -> Data {
        guard FileManager.default.fileExists(atPath: url.path) else { throw CommandError("no such file '\(url.path)'") }
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > limit {
            throw CommandError("\(url.path): the \(what) is \(size) bytes; the limit is \(limit) bytes")
        }
        do { return try Data(contentsOf: url, options: .mappedIfSafe) } catch {
            throw CommandError("cannot read '\(url.path)': \(error.localizedDescription)")
        }
    }
}
