import Testing
@testable import OpenChartsRender

@Suite("Huffman code lengths and canonical codes")
struct HuffmanTests {
    /// The Kraft sum in units of 2^-15: exactly 2^15 for a complete code.
    static func kraft(_ lengths: [UInt8]) -> Int {
        lengths.filter { $0 > 0 }.reduce(0) { $0 + (1 << (15 - Int($1))) }
    }

    @Test("canonical codes follow RFC 1951's example: lengths (3,3,3,3,3,2,4,4) give 010 011 100 101 110 00 1110 1111")
    func rfcExample() {
        let codes = Huffman.codes(for: [3, 3, 3, 3, 3, 2, 4, 4])
        let expected: [(UInt16, Int)] = [(0b010, 3), (0b011, 3), (0b100, 3), (0b101, 3), (0b110, 3), (0b00, 2), (0b1110, 4), (0b1111, 4)]
        for (code, (value, bits)) in zip(codes, expected) {
            #expect(code == Huffman.reverse(value, bits: bits))
        }
    }

    @Test("Fibonacci frequencies, which make a 30-deep tree, are limited to 15 bits and stay complete")
    func lengthLimited() {
        var frequencies: [UInt32] = [1, 1]
        while frequencies.count < 30 { frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2]) }
        let lengths = Huffman.codeLengths(frequencies, limit: 15)
        #expect(lengths.max() == 15)
        #expect(lengths.allSatisfy { $0 >= 1 })
        #expect(Self.kraft(lengths) == 1 << 15)
    }

    @Test("code-length codes are limited to 7 bits")
    func sevenBitLimit() {
        let frequencies: [UInt32] = (0..<19).map { 1 << min($0, 31) }
        let lengths = Huffman.codeLengths(frequencies, limit: 7)
        #expect(lengths.max() == 7)
        #expect(Self.kraft(lengths) == 1 << 15)
    }

    @Test("more frequent symbols never get longer codes")
    func monotone() {
        let frequencies: [UInt32] = [5, 9, 12, 13, 16, 45, 0, 1]
        let lengths = Huffman.codeLengths(frequencies, limit: 15)
        #expect(Self.kraft(lengths) == 1 << 15)
        for i in frequencies.indices { for j in frequencies.indices where frequencies[i] > frequencies[j] && frequencies[j] > 0 {
            #expect(lengths[i] <= lengths[j])
        } }
    }

    @Test("a lone used symbol gets a one-bit code and a partner, so the code is complete")
    func singleSymbol() {
        #expect(Huffman.codeLengths([0, 0, 7], limit: 15) == [1, 0, 1])
        #expect(Huffman.codeLengths([7, 0, 0], limit: 15) == [1, 1, 0])
    }

    @Test("no used symbols give no codes")
    func noSymbols() {
        #expect(Huffman.codeLengths([0, 0, 0], limit: 15) == [0, 0, 0])
    }

    @Test("random and skewed frequencies over 2 to 286 symbols always give a complete code within the limit")
    func randomFrequencies() {
        var seed: UInt32 = 5
        for count in [2, 3, 19, 30, 286] {
            for limit in [7, 15] where count <= 1 << limit {
                for trial in 0..<20 {
                    let frequencies = (0..<count).map { (i: Int) -> UInt32 in
                        seed = seed &* 1_664_525 &+ 1_013_904_223
                        // Half the trials skew exponentially, which forces deep trees.
                        return trial % 2 == 0 ? seed >> 20 : UInt32(1) << min(i, 30) | seed >> 31
                    }
                    let lengths = Huffman.codeLengths(frequencies, limit: limit)
                    let used = frequencies.filter { $0 > 0 }.count
                    #expect(lengths.max().map(Int.init) ?? 0 <= limit)
                    #expect(used < 2 || Self.kraft(lengths) == 1 << 15, "\(count) symbols, limit \(limit), trial \(trial)")
                }
            }
        }
    }
}
