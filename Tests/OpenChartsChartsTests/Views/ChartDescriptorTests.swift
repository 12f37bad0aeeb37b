import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// `accessibilityChartDescriptor(_:)` with the Accessibility framework's descriptors, as the
/// Swift Charts samples describe their charts: the title labels the chart's drawing, and the
/// outermost description titles and summarizes the document in every format.
@Suite("Chart descriptors")
struct ChartDescriptorTests {
    struct Sale { var day: String; var units: Double }
    static let sales = [Sale(day: "Mon", units: 5), Sale(day: "Tue", units: 9), Sale(day: "Wed", units: 3)]

    /// A chart's description, made from its data as the samples make theirs.
    struct SalesDescription: AXChartDescriptorRepresentable {
        var title: String? = "Sales by day"
        var summary: String? = "Tuesday sold most & Wednesday least."

        func makeChartDescriptor() -> AXChartDescriptor {
            let days = AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: sales.map(\.day))
            let units = AXNumericDataAxisDescriptor(title: "Units", range: 0...9, gridlinePositions: [0, 5]) { "\($0) sold" }
            let series = AXDataSeriesDescriptor(name: "Sales", isContinuous: false,
                                                dataPoints: sales.map { AXDataPoint(x: $0.day, y: $0.units) })
            return AXChartDescriptor(title: title, summary: summary, xAxis: days, yAxis: units, series: [series])
        }
    }

    static func chart(_ description: SalesDescription) -> some View {
        Chart(sales, id: \.day) { BarMark(x: .value("Day", $0.day), y: .value("Units", $0.units)) }
            .accessibilityChartDescriptor(description)
            .frame(width: 300, height: 200)
    }

    /// The chart undescribed.
    static func plain() throws -> Scene {
        try Chart(sales, id: \.day) { BarMark(x: .value("Day", $0.day), y: .value("Units", $0.units)) }
            .frame(width: 300, height: 200).makeScene(proposal: .unspecified)
    }

    @Test("the title and summary are the document's, and the title labels the chart's group")
    func titleAndSummary() throws {
        let drawn = try Self.chart(SalesDescription()).makeScene(proposal: .unspecified)
        #expect(drawn.title == "Sales by day")
        #expect(drawn.summary == "Tuesday sold most & Wednesday least.")
        guard case .group(let group)? = drawn.nodes.first else { Issue.record("no group: \(drawn.nodes.count) nodes"); return }
        #expect(group.accessibilityLabel == "Sales by day")
        // The chart inside draws as it does undescribed.
        #expect(group.children == (try Self.plain().nodes))
    }

    @Test("SVG writes them as <title> and <desc>, PDF as Title and Subject, HTML as the page's title")
    func formats() throws {
        let renderer = ImageRenderer(content: Self.chart(SalesDescription()))
        let svg = try renderer.svg()
        #expect(svg.contains("<title>Sales by day</title>"))
        #expect(svg.contains("<desc>Tuesday sold most &amp; Wednesday least.</desc>"))
        let pdf = String(decoding: try renderer.pdf(), as: UTF8.self)
        #expect(pdf.contains("/Title (Sales by day)"))
        #expect(pdf.contains("/Subject (Tuesday sold most & Wednesday least.)"))
        #expect(try renderer.html().contains("<title>Sales by day</title>"))
    }

    @Test("the outermost description is the document's; one without a title adds no group")
    func nesting() throws {
        let inner = Self.chart(SalesDescription(title: "Inner", summary: "inner"))
        let outer = try VStack { inner }.accessibilityChartDescriptor(SalesDescription(title: "Outer", summary: nil))
            .makeScene(proposal: .unspecified)
        #expect(outer.title == "Outer" && outer.summary == nil)
        let untitled = try Self.chart(SalesDescription(title: nil, summary: "just a summary")).makeScene(proposal: .unspecified)
        #expect(untitled.title == nil && untitled.summary == "just a summary")
        #expect(untitled.nodes == (try Self.plain().nodes))
    }

    @Test("a point's values read as numbers or categories")
    func points() {
        let point = AXDataPoint(x: 3, y: nil, additionalValues: [.category("red"), .number(2)], label: "third")
        #expect(point.xValue.number == 3 && point.xValue.category == nil && point.yValue == nil && point.label == "third")
        #expect(point.additionalValues.map(\.category) == ["red", nil] && point.additionalValues.map(\.number) == [0, 2])
        let day = AXDataPoint(x: "Mon", y: 5)
        #expect(day.xValue.category == "Mon" && day.yValue?.number == 5)
    }
}
