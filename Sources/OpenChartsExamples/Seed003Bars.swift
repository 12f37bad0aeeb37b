import Foundation
import OpenCharts

// Seed 003's bar charts, as printed in their final versions (only the import differs,
// plus one change, marked: `max()!` became `max() ?? 1`, so empty data draws no bars
// instead of trapping). `ChartView1` and `ChartView3` are left out: the first uses an
// earlier `BarChartView` with the same name, the third reads a `chartData` it never
// declares; Tests/OpenChartsViewsTests/Seed003EarlyVersionsTests.swift compiles both.

// In this library (shared by the gallery and the tests): the seed's types are nested in
// `Seed003` (other seeds reuse their names), and what a caller needs is `public`, with an
// explicit `public init` where Swift's memberwise one would be internal (and `DataItem`
// `Sendable`, which Swift infers only for types that are not public).

/// Seed 003's code, its types named as the seed names them.
public enum Seed003 {}

extension Seed003 {
    public struct DataItem: Identifiable, Sendable {
        public init(name: String, value: Double) {
            self.name = name
            self.value = value
        }

        public let name: String
        public let value: Double
        public let id = UUID()
    }

    public struct ChartView2: View {
        public init() {}

        let chartData: [DataItem] = [
            DataItem(name: "Mon", value: 898),
            DataItem(name: "Tue", value: 670),
            DataItem(name: "Wed", value: 725),
            DataItem(name: "Thu", value: 439),
            DataItem(name: "Fri", value: 1232),
            DataItem(name: "Sat", value: 771),
            DataItem(name: "Sun", value: 365)
        ]

        public var body: some View {
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

    public struct BarChartView: View {
        public init(title: String, data: [DataItem]) {
            self.title = title
            self.data = data
        }

        var title: String
        var data: [DataItem]

        public var body: some View {
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

        public var body: some View {
            Text(title)
                .frame(height: height)
        }
    }

    struct ChartAreaView: View {
        var data: [DataItem]

        public var body: some View {
            GeometryReader { gr in
                let fullBarHeight = gr.size.height * 0.90
                // Changed from the seed's `max()!` (see above).
                let maxValue = data.map { $0.value }.max() ?? 1

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

        public var body: some View {
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

    public struct ChartView4: View {
        public init() {}
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

        public var body: some View {
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

    public struct ChartView5: View {
        public init() {}
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

        public var body: some View {
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
}
