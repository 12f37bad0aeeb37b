import Foundation
import OpenChartsCore
import OpenChartsExamples
import Testing
@testable import OpenChartsViews

// Seed 003's earlier iterations, as printed. The article redefines `BarChartView`,
// `ChartHeaderView` and `ChartAreaView` as it goes, which one Swift module cannot hold
// twice, so the first version lives in its own namespace: the one change beyond imports.
private enum FirstVersion {
    struct ChartView1: View {
        var body: some View {
            VStack {
                Text("Sample Bar Chart")
                    .font(.title)

                BarChartView(
                    title: "the chart title")
                    .frame(width: 300, height: 300, alignment: .center)

                Spacer()
            }
        }
    }

    struct BarChartView: View {
        var title: String

        var body: some View {
            GeometryReader { gr in
                let headHeight = gr.size.height * 0.10
                VStack {
                    ChartHeaderView(title: title, height: headHeight)
                    ChartAreaView()
                }
            }
        }
    }

    struct ChartHeaderView: View {
        var title: String
        var height: CGFloat

        var body: some View {
            Text(title)
                .frame(height: height)
        }
    }

    struct ChartAreaView: View {
        var body: some View {
            ZStack {
                RoundedRectangle(cornerRadius: 5.0)
                    .fill(Color(#colorLiteral(red: 0.8906477705, green: 0.9005050659, blue: 0.8208766097, alpha: 1)))
            }
        }
    }
}

// `ChartView3` uses the final `BarChartView` and `DataItem`, which live in OpenChartsExamples.
private typealias BarChartView = Seed003.BarChartView
private typealias DataItem = Seed003.DataItem

// `ChartView3` reads a `chartData` the article never declares (it is the step data shown
// just before); providing it is the data loading the seed leaves to the reader.
private let chartData: [DataItem] = [
    DataItem(name: "Mon", value: 898), DataItem(name: "Tue", value: 670), DataItem(name: "Wed", value: 725),
    DataItem(name: "Thu", value: 439), DataItem(name: "Fri", value: 1232), DataItem(name: "Sat", value: 771),
    DataItem(name: "Sun", value: 365),
]

private struct ChartView3: View {
    var body: some View {
        VStack() {

            BarChartView(
                title: "Daily step count", data: chartData)

            Spacer()
        }
        .padding()
    }
}

@Suite("Seed 003: the article's earlier versions")
struct Seed003EarlyVersionsTests {
    @Test("ChartView1 draws the title and an empty rounded chart area under a header a tenth of its height")
    func firstVersion() throws {
        let scene = try render(FirstVersion.ChartView1(), width: 390, height: 844)
        let area = leaves(scene).compactMap { leaf -> CGRect? in
            guard case .fill(let fill) = leaf.node, fill.paint != .color(.blue) else { return nil }
            return fill.path.applying(leaf.transform).boundingRect
        }
        #expect(texts(scene).map(\.text) == ["Sample Bar Chart", "the chart title"])
        // The 300 × 300 frame: a 30-point header, the 8-point stack spacing, then the area.
        let card = try #require(area.first)
        #expect(abs(card.width - 300) < 1e-9)
        #expect(abs(card.height - (300 - 30 - 8)) < 1e-9)
    }

    @Test("ChartView3 draws the seven daily bars with padding around the chart")
    func thirdVersion() throws {
        let scene = try render(ChartView3(), width: 390, height: 844)
        let bars = leaves(scene).compactMap { leaf -> CGRect? in
            guard case .fill(let fill) = leaf.node, fill.paint == .color(.blue) else { return nil }
            return fill.path.applying(leaf.transform).boundingRect
        }
        #expect(bars.count == 7)
        // .padding() is 16 points on every edge: no bar reaches the view's edges.
        #expect(bars.allSatisfy { $0.minX >= 16 && $0.maxX <= 390 - 16 })
    }
}
