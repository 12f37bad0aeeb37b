import Foundation
import OpenCharts
import OpenChartsExamples

/// Seed 002: Daily pancake sales with May 7 selected: a rule and a popover.
enum Seed002SelectedDay {
    static let example = GalleryExample(
        id: "seed002-selected-day", title: "Daily pancake sales with May 7 selected: a rule and a popover", seed: "002",
        sourceFile: "Sources/OpenChartsCLI/Gallery/Examples/Seed002SelectedDay.swift", content: { chart() })

    static func chart() -> some View {
        // The selection a drag would set: Sunday, May 7.
        let selectedDate: Date? = pancakeDay(2023, 5, 7)
        return Chart {
            ForEach(pancakeCities) { series in
                ForEach(series.sales, id: \.day) { element in
                    LineMark(
                        x: .value("Day", element.day, unit: .day),
                        y: .value("Sales", element.sales)
                    )
                }
                .foregroundStyle(by: .value("City", series.city))
                .symbol(by: .value("City", series.city))
                .interpolationMethod(.catmullRom)
            }
            if let selectedDate {
                RuleMark(
                    x: .value("Selected", selectedDate, unit: .day)
                )
                .foregroundStyle(Color.gray.opacity(0.3))
                .offset(yStart: -10)
                .zIndex(-1)
                .annotation(
                    position: .top, spacing: 0,
                    overflowResolution: .init(
                        x: .fit(to: .chart),
                        y: .disabled
                    )
                ) {
                    VStack(alignment: .leading) {
                        Text("Sunday, May 7")
                            .font(.callout)
                            .foregroundStyle(.secondary)
                        Text("137 pancakes")
                            .font(.title2.bold())
                    }
                    .padding(6)
                    .background(Color.gray.opacity(0.12))
                }
            }
        }
        .chartCalendar(pancakeCalendar)
        .frame(width: 400, height: 230)
        .padding(.top, 70)
    }
}
