import Foundation
import OpenCharts

// Seed 002's snippets that are SwiftUI views (WWDC23 "Explore pie charts and interactivity
// in Swift Charts"), as printed, with what the seed elides (`...`) filled in. The tests
// compile them here and measure them; the gallery draws them on the seed's pancake data.
// In this library: nested in `Seed002`, `public` where a caller needs it, and the donut's
// `mostSold` (a property of the seed's elided view) and `data` are parameters.

/// Seed 002's view snippets.
public enum Seed002 {}

extension Seed002 {
    /// 4:02, as printed.
    public static func donutWithText(_ data: [PancakeSales] = pancakeSales, mostSold: String = "Cachapa") -> some View {
        Chart(data, id: \.name) { element in
          SectorMark(
            angle: .value("Sales", element.sales),
            innerRadius: .ratio(0.618),
            angularInset: 1.5
          )
          .cornerRadius(5)
          .foregroundStyle(by: .value("Name", element.name))
        }
        .chartBackground { chartProxy in
          GeometryReader { geometry in
            let frame = geometry[chartProxy.plotAreaFrame]
            VStack {
              Text("Most Sold Style")
                .font(.callout)
                .foregroundStyle(.secondary)
              Text(mostSold)
                .font(.title2.bold())
                .foregroundColor(.primary)
            }
            .position(x: frame.midX, y: frame.midY)
          }
        }
    }

    /// 5:14, with the seed's `...` filled in.
    public struct LocationDetailsChart: View {
      let data: [CitySeries]

      public init(data: [CitySeries]) {
        self.data = data
      }

      public var body: some View {
        Chart {
          ForEach(data) { series in
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
        }
        .frame(height: 300)
      }
    }
}
