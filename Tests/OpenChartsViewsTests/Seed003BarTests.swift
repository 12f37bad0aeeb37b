import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsViews

// Seed 003's bar charts, as printed in their final versions (only the import differs).
// `ChartView1` and `ChartView3` are in Seed003EarlyVersionsTests.swift.

struct DataItem: Identifiable {
    let name: String
    let value: Double
    let id = UUID()
}

struct ChartView2: View {

    let chartData: [DataItem] = [
        DataItem(name: "Mon", value: 898),
        DataItem(name: "Tue", value: 670),
        DataItem(name: "Wed", value: 725),
        DataItem(name: "Thu", value: 439),
        DataItem(name: "Fri", value: 1232),
        DataItem(name: "Sat", value: 771),
        DataItem(name: "Sun", value: 365)
    ]

    var body: some View {
        VStack {
            Text("Sample Bar Chart")
                .font(.title)

            BarChartView(
                title: "Daily step count", data: chartData)
                .frame(width: 350, height: 500, alignment: .center)

            Spacer()
        }
    }
}

struct BarChartView: View {
    var title: String
    var data: [DataItem]

    var body: some View {
        GeometryReader { gr in
            let headHeight = gr.size.height * 0.10
            VStack {
                ChartHeaderView(title: title, height: headHeight)
                ChartAreaView(data: data)
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
    var data: [DataItem]

    var body: some View {
        GeometryReader { gr in
            let fullBarHeight = gr.size.height * 0.90
            let maxValue = data.map { $0.value }.max()!

            ZStack {
                RoundedRectangle(cornerRadius: 5.0)
                    .fill(Color(#colorLiteral(red: 0.8906477705, green: 0.9005050659, blue: 0.8208766097, alpha: 1)))

                VStack {
                    HStack(spacing:0) {
                        ForEach(data) { item in
                            BarView(
                                name: item.name,
                                value: item.value,
                                maxValue: maxValue,
                                fullBarHeight: Double(fullBarHeight))
                        }
                    }
                    .padding(4)
                }

            }
        }
    }
}

struct BarView: View {
    var name: String
    var value: Double
    var maxValue: Double
    var fullBarHeight: Double

    var body: some View {
        GeometryReader { gr in
            let barHeight = (Double(fullBarHeight) / maxValue) * value
            let textWidth = gr.size.width * 0.80
            VStack {
                Spacer()
                RoundedRectangle(cornerRadius:5.0)
                    .fill(Color.blue)
                    .frame(height: CGFloat(barHeight), alignment: .trailing)
                    .overlay(
                        Text("\(value, specifier: "%.0F")")
                            .font(.footnote)
                            .foregroundColor(.white)
                            .fontWeight(.bold)
                            .frame(width: textWidth)
                            .offset(y:10)
                        ,
                        alignment: .top
                    )

                Text(name)
                    .font(.system(size: 11))
                    .fontWeight(.semibold)
                    .lineLimit(1)
                    .frame(width: textWidth)
            }
            .padding(.horizontal, 4)
        }
    }
}

struct ChartView4: View {
    let chartData: [DataItem] = [
        DataItem(name: "Nigeria", value: 117.2),
        DataItem(name: "Somalia", value: 116.9),
        DataItem(name: "Chad", value: 113.7),
        DataItem(name: "Central African Republic", value: 110.0),
        DataItem(name: "Sierra Leone", value: 109.2),
        DataItem(name: "Guinea", value:  98.8),
        DataItem(name: "South Sudan", value:  96.2),
        DataItem(name: "Mali", value:  94.0),
        DataItem(name: "Benin", value:  90.2),
        DataItem(name: "Burkina Faso", value:  87.5)
    ]

    var body: some View {
        VStack() {

            BarChartView(
                title: "Under Five Mortality Rates in 2019", data: chartData)
                .frame(width: 350, height: 500, alignment: .center)

            Text("Under-five mortality rate:")
            Text("is the probability of dying between birth and exactly 5 years of age, expressed per 1,000 live births.")

            Spacer()
        }
        .padding()
    }
}

struct ChartView5: View {
    let chartData: [DataItem] = [
        DataItem(name: "NGA", value: 117.2),
        DataItem(name: "SOM", value: 116.9),
        DataItem(name: "TCD", value: 113.7),
        DataItem(name: "CAF", value: 110.0),
        DataItem(name: "SLE", value: 109.2),
        DataItem(name: "GIN", value:  98.8),
        DataItem(name: "SSD", value:  96.2),
        DataItem(name: "MLI", value:  94.0),
        DataItem(name: "BEN", value:  90.2),
        DataItem(name: "BFA", value:  87.5)
    ]

    var body: some View {
        ScrollView {
            VStack() {

                BarChartView(
                    title: "Countries with the highest Under Five Mortality Rates in 2019", data: chartData)
                    .frame(width: 350, height: 500, alignment: .center)

                Spacer().frame(height:20)

                VStack() {
                    Text("Under-five mortality rate:")
                        .font(.system(.title2, design:.rounded))
                        .fontWeight(.bold)
                    Text("is the probability of dying between birth and exactly 5 years of age, expressed per 1,000 live births.")
                        .font(.body)
                }
                .frame(width: 300, height: 130)
                .background(Color(#colorLiteral(red: 0.8906477705, green: 0.9005050659, blue: 0.8208766097, alpha: 1)))
                .cornerRadius(10)

                Spacer()
            }
            .padding()
        }
    }
}

@Suite("Seed 003: bar charts built from rounded rectangles")
struct Seed003BarTests {
    /// The blue bars of a scene, in drawing order.
    func bars(_ scene: Scene) -> [CGRect] {
        leaves(scene).compactMap { leaf in
            guard case .fill(let fill) = leaf.node, fill.paint == .color(.blue) else { return nil }
            return fill.path.applying(leaf.transform).boundingRect
        }
    }

    @Test("the daily step chart draws seven bars on one baseline, heights in proportion to the values")
    func dailySteps() throws {
        let scene = try render(ChartView2(), width: 390, height: 844)
        dumpSVG(scene, name: "seed003-steps")
        let rects = bars(scene)
        #expect(rects.count == 7)
        let bottoms = Set(rects.map { ($0.maxY * 1e6).rounded() / 1e6 })
        #expect(bottoms.count == 1)
        // Fri (1232) is the tallest; each bar's height is value / 1232 of Fri's.
        let friday = rects[4].height
        for (rect, value) in zip(rects, [898.0, 670, 725, 439, 1232, 771, 365]) {
            #expect(abs(rect.height - friday * value / 1232) < 1e-9)
        }
        #expect(texts(scene).map(\.text).contains("1232"))
        #expect(texts(scene).first { $0.text == "1232" }?.paint == .color(.white))
    }

    @Test("long country names are cut to one line within 80% of the bar's width")
    func truncatedNames() throws {
        let scene = try render(ChartView4(), width: 390, height: 844)
        dumpSVG(scene, name: "seed003-countries")
        let names = texts(scene).filter { $0.font.size == 11 }.map(\.text)
        #expect(names.count == 10)
        #expect(names.contains { $0.hasSuffix("…") })
        #expect(bars(scene).count == 10)
    }

    @Test("the scrolling version draws the chart and its rounded note card")
    func scrolling() throws {
        let scene = try render(ChartView5(), width: 390, height: 844)
        dumpSVG(scene, name: "seed003-scroll")
        #expect(bars(scene).count == 10)
        #expect(texts(scene).contains { $0.text == "Under-five mortality rate:" && $0.font.size == 22 && $0.font.weight == 700 })
    }
}
