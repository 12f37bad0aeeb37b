import Testing
@testable import OpenChartsCharts

@Suite("Powers of ten as d3 parses them")
struct PowerOfTenTests {
    @Test("every integer exponent from −330 to 330 gives the double that parsing \"1eN\" gives")
    func matchesParsing() {
        for exponent in -330...330 {
            let expected = Double("1e\(exponent)")
            #expect(JavaScriptMath.pow10(Double(exponent)) == expected, "1e\(exponent)")
        }
    }
}
