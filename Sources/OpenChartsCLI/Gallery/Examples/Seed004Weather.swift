import Foundation
import OpenCharts

// Seed 004's three weather charts, as printed, on Seattle's real 2012 weather. Changed for
// the data's units (marked "mm"/"°C"): bar heights 1.2 points per mm (the seed: 15 per
// inch), totals in whole mm, snow bars 5 points per mm, the temperature scale −10…40 °C (the seed: −10…100 °F),
// 366 days (2012 is a leap year); force unwraps became fallbacks.

private struct PrecipitationChart: View {
    var measurements: [DayInfo]

    func sumPrecipitation(_ month: Int) -> Double {
      self.measurements.filter {
        weatherCalendar.component(.month, from: $0.date) == month + 1
      }.reduce(0, { $0 + $1.precipitation })
    }

    func monthAbbreviationFromInt(_ month: Int) -> String {
      let ma = weatherCalendar.shortMonthSymbols
      return ma[month]
    }

    var body: some View {
        // 1
        HStack {
          // 2
          ForEach(0..<12) { month in
            // 3
            VStack {
              // 4
              Spacer()
              Text(String(format: "%.0f", self.sumPrecipitation(month)))
                .font(.footnote)
                .rotationEffect(.degrees(-90))
                .offset(y: self.sumPrecipitation(month) < 30 ? 0 : 35)
                .zIndex(1)
              // 5
              Rectangle()
                .fill(Color.green)
                .frame(width: 20, height: CGFloat(self.sumPrecipitation(month)) * 1.2)
              // 6
              Text("\(self.monthAbbreviationFromInt(month))")
                .font(.footnote)
                .frame(height: 20)
            }
          }
        }
    }
}

private struct SnowfallChart: View {
    var measurements: [DayInfo]

    var body: some View {
        // 1
        List(measurements.filter { $0.snowfall > 0.0 }) { measurement in
          HStack {
            // 2
            Text("\(measurement.dateString)")
              .frame(width: 100, alignment: .trailing)
            // 3
            ZStack(alignment: .leading) {
              Rectangle()
                .fill(Color.blue)
                .frame(width: CGFloat(measurement.snowfall * 5.0), height: 5.0)
              ForEach(0..<17) { mark in
                Rectangle()
                  .fill(mark % 5 == 0 ? Color.black : Color.gray)
                  .offset(x: CGFloat(mark) * 10.0)
                  .frame(width: 1.0)
                  .zIndex(1)
              }
            }
            // 4
            Spacer()
            Text("\(measurement.snowfall.stringToOneDecimal) mm")
          }
        }
    }
}

private struct TemperatureChart: View {
    var measurements: [DayInfo]

    let tempGradient = Gradient(colors: [
      .purple,
      Color(red: 0, green: 0, blue: 139.0/255.0),
      .blue,
      Color(red: 30.0/255.0, green: 144.0/255.0, blue: 1.0),
      Color(red: 0, green: 191/255.0, blue: 1.0),
      Color(red: 135.0/255.0, green: 206.0/255.0, blue: 250.0/255.0),
      .green,
      .yellow,
      .orange,
      Color(red: 1.0, green: 140.0/255.0, blue: 0.0),
      .red,
      Color(red: 139.0/255.0, green: 0.0, blue: 0.0)
    ])

    func degreeHeight(_ height: CGFloat, range: Int) -> CGFloat {
      height / CGFloat(range)
    }

    func dayWidth(_ width: CGFloat, count: Int) -> CGFloat {
      width / CGFloat(count)
    }

    func dayOffset(_ date: Date, dWidth: CGFloat) -> CGFloat {
      CGFloat(weatherCalendar.ordinality(of: .day, in: .year, for: date) ?? 0) * dWidth
    }

    func tempOffset(_ temperature: Double, degreeHeight: CGFloat) -> CGFloat {
      CGFloat(temperature + 10) * degreeHeight
    }

    func tempLabelOffset(_ line: Int, height: CGFloat) -> CGFloat {
      height - self.tempOffset(
        Double(line * 10),
        degreeHeight: self.degreeHeight(height, range: 50))
    }

    func offsetFirstOfMonth(_ month: Int, width: CGFloat) -> CGFloat {
      let foM = weatherCalendar.date(from: DateComponents(year: SeattleWeather.year, month: month, day: 1)) ?? Date()
      let dayWidth = self.dayWidth(width, count: 366)
      return self.dayOffset(foM, dWidth: dayWidth)
    }

    func monthAbbreviationFromInt(_ month: Int) -> String {
      let ma = weatherCalendar.shortMonthSymbols
      return ma[month - 1]
    }

    var body: some View {
        // 1
        GeometryReader { reader in
          ForEach(self.measurements) { measurement in
            // 2
            Path { p in
              // 3
              let dWidth = self.dayWidth(reader.size.width, count: 366)
              let dHeight = self.degreeHeight(reader.size.height, range: 50)
              // 4
              let dOffset = self.dayOffset(measurement.date, dWidth: dWidth)
              let lowOffset = self.tempOffset(measurement.low, degreeHeight: dHeight)
              let highOffset = self.tempOffset(measurement.high, degreeHeight: dHeight)
              // 5
              p.move(to: CGPoint(x: dOffset, y: reader.size.height - lowOffset))
              p.addLine(to: CGPoint(x: dOffset, y: reader.size.height - highOffset))
              // 6
            }.stroke(LinearGradient(
              gradient: self.tempGradient,
              startPoint: UnitPoint(x: 0.0, y: 1.0),
              endPoint: UnitPoint(x: 0.0, y: 0.0)))
          }
          // 1
          ForEach(-1..<5) { line in
            // 2
            Group {
              Path { path in
                let y = self.tempLabelOffset(line, height: reader.size.height)
                path.move(to: CGPoint(x: 0, y: y))
                path.addLine(to: CGPoint(x: reader.size.width, y: y))
                // 4
              }.stroke(line == 0 ? Color.black : Color.gray)
              // 5
              if line >= 0 {
                Text("\(line * 10)°")
                  .offset(x: 10, y: self.tempLabelOffset(line, height: reader.size.height))
              }
            }
          }
          ForEach(1..<13) { month in
            Group {
              Path { path in
                let dOffset = self.offsetFirstOfMonth(month, width: reader.size.width)

                path.move(to: CGPoint(x: dOffset, y: reader.size.height))
                path.addLine(to: CGPoint(x: dOffset, y: 0))
              }.stroke(Color.gray)
              Text("\(self.monthAbbreviationFromInt(month))")
                .font(.subheadline)
                .offset(
                  x: self.offsetFirstOfMonth(month, width: reader.size.width) +
                    5 * self.dayWidth(reader.size.width, count: 366),
                  y: reader.size.height - 25.0)
            }
          }
        }
    }
}


enum Seed004Weather {
    static let examples: [GalleryExample] = [
        GalleryExample(id: "seed004-precipitation", title: "Seattle 2012: monthly precipitation (mm)", seed: "004",
                       sourceFile: "Sources/OpenChartsCLI/Gallery/Examples/Seed004Weather.swift", content: {
            VStack {
                Text("Seattle precipitation 2012 (mm)").font(.headline)
                // A fixed height, so each month's Spacer pushes its bar down to one baseline.
                PrecipitationChart(measurements: SeattleWeather.measurements)
                    .frame(height: 330)
            }
            .padding()
            .frame(width: 600, height: 420)
        }),
        GalleryExample(id: "seed004-snowfall", title: "Seattle 2012: precipitation on snowy days (mm)", seed: "004",
                       sourceFile: "Sources/OpenChartsCLI/Gallery/Examples/Seed004Weather.swift", content: {
            VStack {
                Text("Seattle 2012: precipitation on snowy days (mm)").font(.headline)
                SnowfallChart(measurements: SeattleWeather.measurements)
            }
            .frame(width: 440, height: 1000)
        }),
        GalleryExample(id: "seed004-temperature", title: "Seattle 2012: daily temperature range (°C)", seed: "004",
                       sourceFile: "Sources/OpenChartsCLI/Gallery/Examples/Seed004Weather.swift", content: {
            VStack {
                Text("Temperatures for 2012 (°C)")
                TemperatureChart(measurements: SeattleWeather.measurements)
            }
            .padding()
            .frame(width: 600, height: 400)
        }),
        // The same chart as an app in dark mode shows it: SwiftUI's environment, not a theme.
        GalleryExample(id: "seed004-temperature-dark", title: "Seattle 2012: daily temperature range (°C), in dark mode",
                       seed: "004", sourceFile: "Sources/OpenChartsCLI/Gallery/Examples/Seed004Weather.swift", content: {
            VStack {
                Text("Temperatures for 2012 (°C)")
                TemperatureChart(measurements: SeattleWeather.measurements)
            }
            .padding()
            .frame(width: 600, height: 400)
            .preferredColorScheme(.dark)
        }),
    ]
}
