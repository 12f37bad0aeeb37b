import Foundation
import Testing
@testable import OpenChartsCharts

/// One line of `Resources/d3-ticks.jsonl`: inputs and d3's answers (see the README there).
private struct D3TickCase: Decodable {
    var start: Double
    var stop: Double
    var count: Double
    var ticks: [Double]
    var tickIncrement: Double?
    var tickIncrementNonFinite: String?
    var niceDomain: [Double]
}

/// Equal as d3 means it: same value, and -0 differs from +0; NaN equals NaN.
private func same(_ a: Double, _ b: Double) -> Bool {
    if a.isNaN || b.isNaN { return a.isNaN && b.isNaN }
    return a == b && a.sign == b.sign
}

private func loadCases() throws -> [D3TickCase] {
    let url = try #require(Bundle.module.url(forResource: "d3-ticks", withExtension: "jsonl", subdirectory: "Resources"))
    let text = try String(contentsOf: url, encoding: .utf8)
    let decoder = JSONDecoder()
    return try text.split(separator: "\n").map { line in
        try decoder.decode(D3TickCase.self, from: Data(line.utf8))
    }
}

@Suite("d3 tick vectors")
struct D3TicksConformanceTests {
    @Test("ticks, tickIncrement and nice equal d3's on all 6,000 reference rows, bit for bit")
    func everyRowMatchesD3() throws {
        let cases = try loadCases()
        #expect(cases.count == 6_000)
        var mismatches: [String] = []
        for c in cases {
            let t = ticks(c.start, c.stop, c.count)
            if t.count != c.ticks.count || !zip(t, c.ticks).allSatisfy(same) {
                mismatches.append("ticks(\(c.start), \(c.stop), \(c.count)) = \(t), d3 \(c.ticks)")
            }
            let expectedIncrement: Double
            switch c.tickIncrementNonFinite {
            case "NaN": expectedIncrement = .nan
            case "Infinity": expectedIncrement = .infinity
            case "-Infinity": expectedIncrement = -.infinity
            default: expectedIncrement = c.tickIncrement ?? .nan
            }
            let inc = tickIncrement(c.start, c.stop, c.count)
            if !same(inc, expectedIncrement) {
                mismatches.append("tickIncrement(\(c.start), \(c.stop), \(c.count)) = \(inc), d3 \(expectedIncrement)")
            }
            let nice = niceDomain(c.start, c.stop, count: c.count)
            if c.niceDomain.count != 2 || !same(nice.start, c.niceDomain[0]) || !same(nice.stop, c.niceDomain[1]) {
                mismatches.append("nice(\(c.start), \(c.stop), \(c.count)) = \(nice), d3 \(c.niceDomain)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches; first: \(mismatches.prefix(5).joined(separator: "\n"))")
    }

    @Test("the reference file keeps -0 through JSONDecoder")
    func decoderKeepsNegativeZero() throws {
        let cases = try loadCases()
        let negativeZeros = cases.reduce(0) { n, c in
            n + ([c.start, c.stop] + c.ticks + c.niceDomain).filter { $0 == 0 && $0.sign == .minus }.count
                + (c.tickIncrement.map { $0 == 0 && $0.sign == .minus ? 1 : 0 } ?? 0)
        }
        #expect(negativeZeros == 658)
    }
}
