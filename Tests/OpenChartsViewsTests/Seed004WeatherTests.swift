import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsViews

// Seed 004's weather charts, as printed (only the import differs). The app's own
// `DayInfo` and `Double.stringToOneDecimal`, which the article does not print, are
// stand-ins below, with a small made-up year of data.

private struct DayInfo: Identifiable {
    let id = UUID()
    let date: Date
    let precipitation: Double
    let snowfall: Double
    let high: Double
    let low: Double

    var dateString: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "M/d/yyyy"
        return formatter.string(from: date)
    }
}

extension Double {
    fileprivate var stringToOneDecimal: String { String(format: "%.1f", self) }
}

/// Every fifth day of 2018: a seasonal temperature swing, rain every day, snow in winter.
private let measurements: [DayInfo] = stride(from: 0, to: 365, by: 5).map { day in
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    let start = calendar.date(from: DateComponents(year: 2018, month: 1, day: 1)) ?? Date(timeIntervalSince1970: 0)
    let date = calendar.date(byAdding: .day, value: day, to: start) ?? start
    let season = cos(2 * Double.pi * Double(day) / 365)
    return DayInfo(date: date, precipitation: 0.1 + 0.05 * Double(day % 7), snowfall: season > 0.8 ? 2 * season : 0,
                   high: 65 - 25 * season, low: 45 - 25 * season)
}

private struct PrecipitationChart: View {
    var measurements: [DayInfo]

    func sumPrecipitation(_ month: Int) -> Double {
      self.measurements.filter {
        Calendar.current.component(.month, from: $0.date) == month + 1
      }.reduce(0, { $0 + $1.precipitation })
    }

    func monthAbbreviationFromInt(_ month: Int) -> String {
      let ma = Calendar.current.shortMonthSymbols
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
              Text("\(self.sumPrecipitation(month).stringToOneDecimal)")
                .font(.footnote)
                .rotationEffect(.degrees(-90))
                .offset(y: self.sumPrecipitation(month) < 2.4 ? 0 : 35)
                .zIndex(1)
              // 5
              Rectangle()
                .fill(Color.green)
                .frame(width: 20, height: CGFloat(self.sumPrecipitation(month)) * 15.0)
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
                .frame(width: CGFloat(measurement.snowfall * 10.0), height: 5.0)
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
            Text("\(measurement.snowfall.stringToOneDecimal)\"")
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
      CGFloat(Calendar.current.ordinality(of: .day, in: .year, for: date)!) * dWidth
    }

    func tempOffset(_ temperature: Double, degreeHeight: CGFloat) -> CGFloat {
      CGFloat(temperature + 10) * degreeHeight
    }

    func tempLabelOffset(_ line: Int, height: CGFloat) -> CGFloat {
      height - self.tempOffset(
        Double(line * 10),
        degreeHeight: self.degreeHeight(height, range: 110))
    }

    func offsetFirstOfMonth(_ month: Int, width: CGFloat) -> CGFloat {
      let dateFormatter = DateFormatter()
      dateFormatter.dateFormat = "M/d/yyyy"
      let foM = dateFormatter.date(from: "\(month)/1/2018")!
      let dayWidth = self.dayWidth(width, count: 365)
      return self.dayOffset(foM, dWidth: dayWidth)
    }

    func monthAbbreviationFromInt(_ month: Int) -> String {
      let ma = Calendar.current.shortMonthSymbols
      return ma[month - 1]
    }

    var body: some View {
        // 1
        GeometryReader { reader in
          ForEach(self.measurements) { measurement in
            // 2
            Path { p in
              // 3
              let dWidth = self.dayWidth(reader.size.width, count: 365)
              let dHeight = self.degreeHeight(reader.size.height, range: 110)
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
          ForEach(-1..<11) { line in
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
                    5 * self.dayWidth(reader.size.width, count: 365),
                  y: reader.size.height - 25.0)
            }
          }
        }
    }
}

private struct TemperatureTab: View {
    var body: some View {
        VStack {
          Text("Temperatures for 2018")
          TemperatureChart(measurements: measurements)
        }.padding()
    }
}

@Suite("Seed 004: precipitation, snowfall and temperature charts")
struct Seed004WeatherTests {
    @Test("the precipitation chart draws twelve green bars 20 wide, 15 points per inch, on one baseline")
    func precipitation() throws {
        let chart = PrecipitationChart(measurements: measurements)
        let scene = try render(chart, width: 390, height: 400)
        dumpSVG(scene, name: "seed004-precipitation")
        let bars = fills(scene).filter { $0.paint == .color(.green) }.map(\.path.boundingRect)
        #expect(bars.count == 12)
        #expect(bars.allSatisfy { $0.width == 20 })
        for (month, bar) in bars.enumerated() {
            #expect(abs(bar.height - CGFloat(chart.sumPrecipitation(month)) * 15) < 1e-9)
        }
        #expect(Set(bars.map(\.maxY)).count == 1)
        // The amount labels are drawn turned a quarter anticlockwise.
        #expect(leaves(scene).filter { if case .text = $0.node { $0.transform.b < -0.99 } else { false } }.count == 12)
    }

    @Test("the snowfall list draws a row per snowy day with its bar and 17 grid lines")
    func snowfall() throws {
        let scene = try render(SnowfallChart(measurements: measurements), width: 390, height: 900)
        dumpSVG(scene, name: "seed004-snowfall")
        let snowy = measurements.filter { $0.snowfall > 0 }
        let blue = fills(scene).filter { $0.paint == .color(.blue) }.map(\.path.boundingRect)
        #expect(blue.count == snowy.count)
        #expect(zip(blue, snowy).allSatisfy { abs($0.width - CGFloat($1.snowfall * 10)) < 1e-9 && $0.height == 5 })
        #expect(fills(scene).filter { $0.paint == .color(.black) }.count == 4 * snowy.count)
    }

    @Test("the heat map strokes each day from low to high with the 12-colour gradient, bottom to top of the chart")
    func heatMap() throws {
        let scene = try render(TemperatureTab(), width: 600, height: 400)
        dumpSVG(scene, name: "seed004-temperature")
        let gradientStrokes = strokes(scene).compactMap { stroke -> LinearGradientPaint? in
            if case .linearGradient(let paint) = stroke.paint { paint } else { nil }
        }
        #expect(gradientStrokes.count == measurements.count)
        let first = try #require(gradientStrokes.first)
        #expect(first.stops.count == 12)
        // The gradient spans the reader's frame: the padded chart below the title.
        #expect(first.start.x == 16 && first.end.x == 16)
        // Padding 16, the 17-point title, the stack's 8-point spacing; down to the padding.
        #expect(abs(first.end.y - (16 + 17 + 8)) < 1e-9)
        #expect(abs(first.start.y - (400 - 16)) < 1e-9)
        #expect(texts(scene).map(\.text).contains("100°"))
        #expect(strokes(scene).count == measurements.count + 12 + 12)
    }
}
