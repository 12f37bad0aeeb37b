import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing
@testable import OpenChartsCLI

/// A spec mark's options (stacking, interpolation, corner radius, a sector's radii and
/// angle) on the kinds they apply to, and errors on the others rather than a picture drawn
/// without them.
@Suite("opencharts render: mark options")
struct RenderMarkOptionTests {
    struct Sale { var month: String; var units: Double }
    static let sales = [Sale(month: "Jan", units: 3), Sale(month: "Feb", units: 7), Sale(month: "Mar", units: 5)]
    static let values = #"[{"month": "Jan", "units": 3, "low": 1}, {"month": "Feb", "units": 7, "low": 2}, {"month": "Mar", "units": 5, "low": 1}]"#

    /// The message of the error `mark` (a layer after a plain line) gives, or "no error".
    static func error(_ mark: String) throws -> String {
        try specErrorMessage(#"{"data": {"values": \#(values)}, "marks": [{"type": "line", "x": "month", "y": "units"}, \#(mark)]}"#)
    }

    @Test("a bar's corner radius rounds its bars, as BarPlot's .cornerRadius does, pixel for pixel")
    func roundedBars() throws {
        let spec = #"{"data": {"values": \#(Self.values)}, "marks": [{"type": "bar", "x": "month", "y": "units", "cornerRadius": 6}]}"#
        let parsed = try JSONSpecReader().read(Data(spec.utf8))
        let table = try SpecTable(values: parsed.data.values ?? [])
        let drawn = try ImageRenderer(content: try SpecChart.view(parsed, table: table)).png()
        let rounded = Chart {
            BarPlot(Self.sales, x: .value("month", \.month), y: .value("units", \.units)).cornerRadius(6)
        }
        #expect(drawn == (try ImageRenderer(content: rounded.frame(width: 400, height: 300)).png()))
        let square = Chart { BarPlot(Self.sales, x: .value("month", \.month), y: .value("units", \.units)) }
        #expect(drawn != (try ImageRenderer(content: square.frame(width: 400, height: 300)).png()))
    }

    @Test("options on kinds that do not take them are errors naming the option and the kinds")
    func misplacedOptions() throws {
        #expect(try Self.error(#"{"type": "line", "x": "month", "y": "units", "stacking": "normalized"}"#)
                == "marks[1].stacking is for bar and area marks, not a line")
        #expect(try Self.error(#"{"type": "point", "x": "month", "y": "units", "interpolation": "monotone"}"#)
                == "marks[1].interpolation is for line and area marks, not a point")
        #expect(try Self.error(#"{"type": "rule", "y": "units", "cornerRadius": 3}"#)
                == "marks[1].cornerRadius is for bar, rectangle and sector marks, not a rule")
        #expect(try Self.error(#"{"type": "bar", "x": "month", "y": "units", "innerRadius": 0.5}"#)
                == "marks[1].innerRadius is for sector marks, not a bar")
        #expect(try Self.error(#"{"type": "bar", "x": "month", "y": "units", "angle": "units"}"#)
                == "marks[1].angle is for sector marks, not a bar")
        #expect(try Self.error(#"{"type": "bar", "x": "month", "yStart": "low", "yEnd": "units", "stacking": "standard"}"#)
                == "marks[1].stacking: a bar with a range (yStart/yEnd or xStart/xEnd) does not stack")
        #expect(try Self.error(#"{"type": "sector", "angle": "units", "x": "month"}"#)
                == "marks[1].x: a sector is placed by its 'angle', not by x or y")
    }

    @Test("the options on the kinds that take them draw without error")
    func placedOptions() throws {
        #expect(try Self.error(#"{"type": "bar", "x": "month", "y": "units", "stacking": "normalized", "cornerRadius": 2}"#) == "no error")
        #expect(try Self.error(#"{"type": "area", "x": "month", "y": "units", "interpolation": "monotone", "stacking": "center"}"#) == "no error")
        #expect(try Self.error(#"{"type": "rectangle", "x": "month", "y": "units", "cornerRadius": 2}"#) == "no error")
        #expect(try Self.error(#"{"type": "sector", "angle": "units", "innerRadius": 0.5, "angularInset": 1, "cornerRadius": 3}"#) == "no error")
    }
}
