import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsViews
import Testing

@Suite("AxisValueLabel with view content")
struct AxisValueLabelViewTests {
    struct Sale { var name: String; var sales: Int }
    let sales = [Sale(name: "Plain", sales: 12), Sale(name: "Sprinkles", sales: 20), Sale(name: "Jelly", sales: 7)]
    let size = ProposedSize(width: 400, height: 300)

    var plain: Chart<some ChartContent> {
        Chart(sales, id: \.name) { sale in
            BarMark(x: .value("Name", sale.name), y: .value("Sales", sale.sales))
        }
    }

    /// Two lines under each bar, as FoodTruck's donut names under their pictures.
    var stacked: some View {
        plain.chartXAxis {
            AxisMarks { value in
                AxisValueLabel {
                    VStack {
                        Text(value.as(String.self) ?? "?")
                        Text("#\(value.index + 1)")
                    }
                }
            }
        }
    }

    func stackedProxy() throws -> ChartProxy {
        try plain.chartXAxis {
            AxisMarks { value in AxisValueLabel { VStack { Text(value.as(String.self) ?? "?"); Text("#\(value.index + 1)") } } }
        }.chartProxy(proposal: size)
    }

    func centreX(_ text: TextNode) -> CGFloat {
        let width = EnvironmentValues().textMeasurer.width(text.text, font: text.font)
        return switch text.anchor {
        case .start: text.origin.x + width / 2
        case .middle: text.origin.x
        case .end: text.origin.x - width / 2
        }
    }

    @Test("each label view's texts are drawn below the plot, centred on their tick where the text label was")
    func placedAtTicks() throws {
        // The automatic text labels sit centred on the ticks, first line on the same baseline.
        let automatic = texts(try #require(object(try scene(plain), "X axis")).children)
        let drawn = texts(try #require(object(try scene(stacked), "X axis")).children)
        // Each measured from its own plot's bottom edge (the view labels' plot is shorter).
        let drop = try plain.chartProxy(proposal: size).plotRect.maxY - stackedProxy().plotRect.maxY
        #expect(drawn.map(\.text) == ["Plain", "#1", "Sprinkles", "#2", "Jelly", "#3"])
        for (i, sale) in sales.enumerated() {
            let label = try #require(automatic.first { $0.text == sale.name })
            #expect(abs(centreX(drawn[2 * i]) - centreX(label)) < 0.5, "\(sale.name) is centred on its tick")
            #expect(abs(centreX(drawn[2 * i + 1]) - centreX(label)) < 0.5)
            #expect(abs(drawn[2 * i].origin.y + drop - label.origin.y) < 0.5, "the first line where a text label would be")
            #expect(drawn[2 * i + 1].origin.y > drawn[2 * i].origin.y + 5, "the second line under the first")
        }
    }

    @Test("the plot shrinks to make room for a two-line label view, more than for a text label")
    func reservesRoom() throws {
        let textPlot = try plain.chartProxy(proposal: size).plotRect
        let viewPlot = try plain.chartXAxis {
            AxisMarks { value in AxisValueLabel { VStack { Text("Plain"); Text("#1") } } }
        }.chartProxy(proposal: size).plotRect
        let lineHeight = EnvironmentValues().textMeasurer.lineHeight(of: ChartTheme.labelFont)
        #expect(viewPlot.maxY < textPlot.maxY - lineHeight * 0.8, "a second line's worth of room")
        // Every label view lies inside the chart.
        let s = try scene(stacked)
        for text in texts(try #require(object(s, "X axis")).children) { #expect(text.origin.y <= 300) }
    }

    @Test("a label view on the leading y axis is drawn left of the plot, on its tick, and the plot narrows to fit it")
    func leadingAxis() throws {
        let asText = plain.chartYAxis {
            AxisMarks(position: .leading, values: [0, 10, 20]) { _ in AxisValueLabel() }
        }
        let asView = plain.chartYAxis {
            AxisMarks(position: .leading, values: [0, 10, 20]) { value in
                AxisValueLabel() { Text("\(value.as(Int.self) ?? 0) donuts") }
            }
        }
        let automatic = texts(try #require(object(try scene(asText), "Y axis")).children)
        let drawn = texts(try #require(object(try scene(asView), "Y axis")).children)
        #expect(drawn.map(\.text) == ["0 donuts", "10 donuts", "20 donuts"])
        let measurer = EnvironmentValues().textMeasurer
        let widest = drawn.map { measurer.width($0.text, font: $0.font) }.max() ?? 0
        let narrow = try asText.chartProxy(proposal: size).plotRect, wide = try asView.chartProxy(proposal: size).plotRect
        #expect(abs((wide.minX - narrow.minX) - (widest - measurer.width("20", font: ChartTheme.labelFont))) < 0.5,
                "the plot gives up the labels' extra width")
        for (view, text) in zip(drawn, automatic) {
            #expect(view.origin.x >= 0)
            // Right-aligned to the same edge as the text labels, and on the same line.
            #expect(abs(view.origin.x + measurer.width(view.text, font: view.font) - wide.minX - (text.origin.x - narrow.minX)) < 0.5)
            #expect(abs(view.origin.y - text.origin.y) < 2)
        }
    }

    @Test("an empty label view takes no room and draws nothing; a chart still renders")
    func emptyView() throws {
        let chart = plain.chartXAxis { AxisMarks { _ in AxisValueLabel { EmptyView() } } }
        let s = try scene(chart)
        #expect(texts(try #require(object(s, "X axis")).children).isEmpty)
    }

    @Test("a chart with label views matches its golden")
    func snapshot() throws {
        let chart = plain.chartXAxis {
            AxisMarks { value in
                AxisValueLabel {
                    VStack(spacing: 2) {
                        Circle().fill(Color.orange).frame(width: 14, height: 14)
                        Text(value.as(String.self) ?? "")
                    }
                }
            }
        }
        try assertChartSnapshot(chart, named: "axis-value-label-views")
    }
}

@Suite("AxisValueLabel with view content, as FoodTruck writes it")
struct AxisValueLabelFoodTruckTests {
    @Test("a label closure with a let, an ideal-width frame and padding wraps a long name onto two centred lines")
    func foodTruckShape() throws {
        let names = ["Plain", "Chocolate Sprinkles Deluxe"]
        let chart = Chart(names, id: \.self) { name in
            BarMark(x: .value("Name", name), y: .value("Sales", name.count))
        }
        .chartXAxis {
            AxisMarks { value in
                AxisValueLabel {
                    let name = value.as(String.self) ?? "?"
                    VStack {
                        Circle().fill(Color.pink).frame(height: 20)
                        Text(name)
                            .lineLimit(2)
                            .multilineTextAlignment(.center)
                    }
                    .frame(idealWidth: 80)
                    .padding(.horizontal, 4)
                }
            }
        }
        let drawn = texts(try #require(object(try scene(chart), "X axis")).children)
        #expect(drawn.first?.text == "Plain")
        #expect(drawn.count == 3, "the long name takes two lines: \(drawn.map(\.text))")
        let measurer = EnvironmentValues().textMeasurer
        for text in drawn.dropFirst() { #expect(measurer.width(text.text, font: text.font) <= 80) }
    }
}
