import Foundation
import OpenCharts
import Testing

/// Rendering shares fonts, caches and formatters between tasks; these tests check that
/// sharing never changes a byte of the output.
@Suite("Concurrent rendering")
struct ConcurrentRenderingTests {
    /// One sample point of chart `index`: values vary with the index so that no two
    /// neighbouring charts are alike.
    private struct Sample: Identifiable, Sendable {
        let id: Int
        let category: String
        let value: Double
    }

    private static func samples(_ index: Int) -> [Sample] {
        (0..<(3 + index % 5)).map { i in
            Sample(id: i, category: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][i],
                   value: Double((index * 37 + i * 11) % 97) - 20)
        }
    }

    /// Chart `index` of the mix: bars, lines with points, areas, sectors, rules and
    /// rectangles, some coloured by series, each drawn from its own data.
    private static func chart(_ index: Int) -> some View {
        let data = samples(index)
        let kind = index % 5
        return Chart {
            ForEach(data) { sample in
                if kind == 0 {
                    BarMark(x: .value("Day", sample.category), y: .value("Value", sample.value))
                        .foregroundStyle(by: .value("Sign", sample.value < 0 ? "below" : "above"))
                }
                if kind == 1 {
                    LineMark(x: .value("Index", sample.id), y: .value("Value", sample.value))
                    PointMark(x: .value("Index", sample.id), y: .value("Value", sample.value))
                }
                if kind == 2 {
                    AreaMark(x: .value("Index", sample.id), y: .value("Value", abs(sample.value)))
                }
                if kind == 3 {
                    SectorMark(angle: .value("Value", abs(sample.value) + 1), innerRadius: .ratio(0.5))
                        .foregroundStyle(by: .value("Day", sample.category))
                }
                if kind == 4 {
                    RectangleMark(x: .value("Day", sample.category), y: .value("Value", sample.value))
                    RuleMark(y: .value("Mean", 10))
                }
            }
        }
        .frame(width: 120 + CGFloat(index % 3) * 20, height: 90)
    }

    /// The SVG of chart `index`, and for every ninth chart its PNG as well: PNG in a debug
    /// build is the slow half, and multiples of 9 still fall to every task (which takes
    /// every 8th chart) and every mark kind (which repeats every 5).
    private static func render(_ index: Int) throws -> (svg: Data, png: Data?) {
        let renderer = ImageRenderer(content: chart(index))
        let svg = Data(try renderer.svg().utf8)
        return (svg, index % 9 == 0 ? try renderer.png() : nil)
    }

    @Test("8 tasks rendering 100 charts each give the same bytes as rendering them one by one")
    func taskGroupMatchesSerial() async throws {
        let tasks = 8, chartsPerTask = 100
        var serial: [Int: (svg: Data, png: Data?)] = [:]
        for index in 0..<(tasks * chartsPerTask) { serial[index] = try Self.render(index) }

        let parallel = try await withThrowingTaskGroup(of: [(Int, Data, Data?)].self) { group in
            for task in 0..<tasks {
                group.addTask {
                    // Task t renders charts t, t + 8, t + 16, …: every task touches every kind.
                    try stride(from: task, to: tasks * chartsPerTask, by: tasks).map { index in
                        let output = try Self.render(index)
                        return (index, output.svg, output.png)
                    }
                }
            }
            var all: [Int: (svg: Data, png: Data?)] = [:]
            for try await results in group {
                for (index, svg, png) in results { all[index] = (svg, png) }
            }
            return all
        }

        #expect(parallel.count == tasks * chartsPerTask)
        var mismatches: [Int] = []
        for index in 0..<(tasks * chartsPerTask) {
            guard let expected = serial[index], let actual = parallel[index],
                  expected.svg == actual.svg, expected.png == actual.png else {
                mismatches.append(index)
                continue
            }
        }
        #expect(mismatches.isEmpty, "charts rendered differently in parallel: \(mismatches.prefix(20))")
    }

    @Test("rendering the same chart twice gives the same bytes")
    func deterministic() throws {
        for index in 0..<10 {
            let first = try Self.render(index), second = try Self.render(index)
            #expect(first.svg == second.svg)
            #expect(first.png == second.png)
        }
    }
}
