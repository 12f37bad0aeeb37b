@testable import OpenChartsCharts
import OpenChartsTestSupport
import Testing

@Suite("Categories numbered in order of first appearance")
struct FirstAppearanceTests {
    /// What the codes must be: a dictionary filled in row order.
    private func reference<V: Hashable>(_ values: [V]) -> (codes: [Int32], distinct: [V]) {
        var index: [V: Int32] = [:], distinct: [V] = []
        let codes = values.map { value -> Int32 in
            if let code = index[value] { return code }
            index[value] = Int32(distinct.count)
            distinct.append(value)
            return Int32(distinct.count - 1)
        }
        return (codes, distinct)
    }

    @Test("from one category to hundreds, in runs and interleaved, codes and values match a dictionary's",
          arguments: [1, 2, 7, 8, 9, 10, 300])
    func matchesDictionary(distinct: Int) {
        var generator = SplitMix64(seed: UInt64(distinct))
        let labels = (0..<distinct).map { "category \($0)" }
        // Interleaved at random, then in runs of a few rows each.
        var rows = (0..<5_000).map { _ in labels[Int(generator.next() % UInt64(distinct))] }
        rows += (0..<5_000).map { labels[($0 / 7) % distinct] }
        var found = FirstAppearance<String>()
        let codes = rows.map { found.code(of: $0) }
        let expected = reference(rows)
        #expect(codes == expected.codes)
        #expect(found.values == expected.distinct)
    }

    @Test("numbers by their bits: 0 and -0 are two values, and so are two NaNs with other payloads")
    func numbersByBits() {
        let values: [Double] = [0, -0.0, 1, .nan, 1, -0.0, Double(nan: 7, signaling: false)]
        var found = FirstAppearance<UInt64>()
        #expect(values.map { found.code(of: $0.bitPattern) } == [0, 1, 2, 3, 2, 1, 4])
    }
}
