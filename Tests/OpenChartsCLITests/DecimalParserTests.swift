import Foundation
import Testing
@testable import OpenChartsCLI

/// `DecimalParser.fastValue` must give exactly the double `Double(String)` gives (strtod,
/// correctly rounded) wherever it answers, and leave everything else to it.
@Suite("Decimal fast path")
struct DecimalParserTests {
    static func fast(_ text: String) -> Double? {
        Array(text.utf8).withUnsafeBytes { DecimalParser.fastValue($0) }
    }

    @Test("plain numbers: the same bits as Double(String)",
          arguments: ["0", "-0", "+0", "0.0", "1", "-1", "+7", "12.5", "0.1", "0.2", "0.3", "-0.304717", "123456.789",
                      ".5", "5.", "-.25", "1.e5", "1e5", "1E-5", "1e+05", "2.5e-3", "00012", "0.000123",
                      "9007199254740992", "900719925474099.2", "1e22", "1e-22", "4.35e-20", "1234567890123456789e-3",
                      "0.1000000000000000055511151231257827", "0e999", "-0.0e-5"])
    func sameBits(text: String) throws {
        let expected = try #require(Double(text))
        if let value = Self.fast(text) {
            #expect(value.bitPattern == expected.bitPattern, "\(text): \(value) against \(expected)")
        }
    }

    @Test("the fast path answers the common forms of CSV numbers",
          arguments: ["0", "-0", "12.5", "-0.304717", "123456.789", ".5", "5.", "1e5", "2.5e-3", "00012",
                      "9007199254740992", "1e22", "1e-22"])
    func answersCommonForms(text: String) {
        #expect(Self.fast(text) != nil)
    }

    @Test("past the fast path (more than 19 digits, above 2^53, a power of ten beyond ±22): nil, for the slow path",
          arguments: ["9007199254740993", "12345678901234567890", "1e23", "1e-23", "0.1000000000000000055511151231257827",
                      "1e99999", "123e-30"])
    func leavesTheRest(text: String) {
        #expect(Self.fast(text) == nil)
    }

    @Test("text that is not a plain number is never read as one",
          arguments: ["", "-", "+", ".", "-.", "e5", ".e5", "1e", "1e+", "1.2.3", "1..2", "--1", "+-1", "1e5.5", "1 ",
                      " 1", "1,5", "0x10", "nan", "inf", "1_000", "١٢"])
    func refuses(text: String) {
        #expect(Self.fast(text) == nil)
    }

    @Test("100,000 random decimals of up to 17 digits, some with exponents to ±30, agree with Double(String) bit for bit")
    func random() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        var answered = 0
        for _ in 0..<100_000 {
            // Up to 15 digits mostly (the fast path's), 16 and 17 now and then (past 2^53 or not).
            let digits = String(next() % (next() % 8 == 0 ? 100_000_000_000_000_000 : 1_000_000_000_000_000))
            let point = Int(next() % UInt64(digits.count + 1))
            var text = String(digits.prefix(point)) + "." + String(digits.dropFirst(point))
            if next() % 2 == 0 { text = "-" + text }
            if next() % 4 == 0 { text += "e" + String(Int(next() % 61) - 30) }
            guard let expected = Double(text) else { continue }
            if let value = Self.fast(text) {
                answered += 1
                #expect(value.bitPattern == expected.bitPattern, "\(text): \(value) against \(expected)")
            }
        }
        // Most such numbers take the fast path; the rest were compared with nothing to compare.
        #expect(answered > 50_000)
    }

    @Test("a CSV's numbers read through the fast path equal those read as strings")
    func csvColumns() throws {
        let text = "x,y\n0,0.304717\n1,-1.0399\n2,2.5e-3\n3,12345678901234567890\n4,1e23\n5, 7\n"
        let columns = try CSVReader().readColumns(Data(text.utf8))
        #expect(columns.column(at: 1) == .numbers([0.304717, -1.0399, 2.5e-3, try #require(Double("12345678901234567890")), 1e23, 7]))
    }
}
