import Foundation

/// A chart described in JSON (`opencharts render spec.json`), mirroring the Swift API:
/// a `Chart` of marks, each with its encodings, and the chart's modifiers. The schema is
/// `schema/chart-spec.schema.json`.
public struct ChartSpec: Decodable, Sendable {
    /// Drawn above the chart.
    public var title: String?
    /// Points; 400 × 300 when absent, as `ImageRenderer` proposes.
    public var width: Double?
    public var height: Double?
    public var data: DataSource
    public var marks: [MarkSpec]
    public var scales: Scales?
    public var axes: Axes?
    public var legend: Legend?
    /// "light" (the default) or "dark": the appearance the chart is drawn in, on white or black.
    public var colorScheme: String?

    public init(title: String? = nil, width: Double? = nil, height: Double? = nil, data: DataSource, marks: [MarkSpec],
                scales: Scales? = nil, axes: Axes? = nil, legend: Legend? = nil, colorScheme: String? = nil) {
        self.colorScheme = colorScheme
        self.title = title
        self.width = width
        self.height = height
        self.data = data
        self.marks = marks
        self.scales = scales
        self.axes = axes
        self.legend = legend
    }

    /// The rows: inline objects, or a CSV file (a path relative to the spec's folder).
    public struct DataSource: Decodable, Sendable {
        public var values: [[String: JSONScalar]]?
        public var csv: String?
        public var delimiter: String?
        public init(values: [[String: JSONScalar]]? = nil, csv: String? = nil, delimiter: String? = nil) {
            self.values = values
            self.csv = csv
            self.delimiter = delimiter
        }
    }

    /// One mark, as `BarMark(x: .value("Month", row.month), y: .value("Value", row.value))`.
    public struct MarkSpec: Decodable, Sendable {
        /// bar, line, point, area, rule, rectangle, sector.
        public var type: String
        public var x: Encoding?
        public var y: Encoding?
        /// A range instead of `y` (`RuleMark(x:yStart:yEnd:)`, floating bars, bands, boxes)
        /// or instead of `x` (`RuleMark(xStart:xEnd:y:)`, Gantt bars): both ends, numbers
        /// or dates.
        public var yStart: Encoding?
        public var yEnd: Encoding?
        public var xStart: Encoding?
        public var xEnd: Encoding?
        public var angle: Encoding?
        /// `.foregroundStyle(by:)`: a field; a colour name or `#rrggbb` in `color`
        /// gives `.foregroundStyle(color)`.
        public var series: Encoding?
        public var foregroundStyle: Encoding?
        public var symbol: Encoding?
        public var color: String?
        /// linear, catmullRom, cardinal, monotone, stepStart, stepCenter, stepEnd.
        public var interpolation: String?
        /// standard, normalized, center, unstacked.
        public var stacking: String?
        /// Sector: inner radius as a ratio of the outer, angular inset in points, corner radius.
        public var innerRadius: Double?
        public var angularInset: Double?
        public var cornerRadius: Double?
        public init(type: String) { self.type = type }
    }

    /// A column plotted in a channel: `.value(label ?? field, row[field])`.
    public struct Encoding: Decodable, Sendable {
        public var field: String
        public var label: String?
        /// number, date or category; detected from the column when absent.
        public var type: String?
        /// For dates: day, weekOfYear, month, year, hour.
        public var unit: String?

        public init(from decoder: any Decoder) throws {
            // "x": "month" is shorthand for "x": {"field": "month"}.
            if let field = try? decoder.singleValueContainer().decode(String.self) {
                self.field = field
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            field = try container.decode(String.self, forKey: .field)
            label = try container.decodeIfPresent(String.self, forKey: .label)
            type = try container.decodeIfPresent(String.self, forKey: .type)
            unit = try container.decodeIfPresent(String.self, forKey: .unit)
        }

        public init(field: String) { self.field = field }

        enum CodingKeys: String, CodingKey { case field, label, type, unit }
    }

    public struct Scales: Decodable, Sendable {
        public var x: Scale?
        public var y: Scale?
    }

    /// `.chartXScale(domain:type:)`: a numeric domain `[min, max]` or category list.
    public struct Scale: Decodable, Sendable {
        public var domain: [JSONScalar]?
        /// linear, log, squareRoot, category, date.
        public var type: String?
    }

    public struct Axes: Decodable, Sendable {
        public var x: Axis?
        public var y: Axis?
    }

    /// `.chartXAxis(.hidden)` and `.chartXAxisLabel(label)`.
    public struct Axis: Decodable, Sendable {
        public var hidden: Bool?
        public var label: String?
    }

    /// `.chartLegend(.hidden)` or `.chartLegend(position:)`: top, bottom, leading, trailing.
    public struct Legend: Decodable, Sendable {
        public var hidden: Bool?
        public var position: String?
    }
}

/// A JSON number, string, boolean or null, as found in inline rows and domains.
public enum JSONScalar: Decodable, Sendable, Equatable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else { self = .string(try container.decode(String.self)) }
    }

    /// The value as a CSV field would hold it.
    var text: String {
        switch self {
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .string(let value): value
        case .bool(let value): value ? "true" : "false"
        case .null: ""
        }
    }
}
