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
        for count in [2, 3, 19, 30, 32, 33, 40, 286] {
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

    /// Code lengths as the encoder made them before session 8: symbols sorted by (frequency,
    /// symbol), a two-queue Huffman tree with parent links, depths from the root, then the same
    /// Kraft repair. The in-place construction must give the same lengths.
    static func referenceLengths(_ frequencies: [UInt32], limit: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        let used = frequencies.indices.filter { frequencies[$0] > 0 }.sorted { (frequencies[$0], $0) < (frequencies[$1], $1) }
        let n = used.count
        if n == 0 { return lengths }
        if n == 1 {
            lengths[used[0]] = 1
            lengths[used[0] == 0 ? 1 : 0] = 1
            return lengths
        }
        var weight = used.map { UInt64(frequencies[$0]) } + [UInt64](repeating: 0, count: n - 1)
        var parent = [Int](repeating: 0, count: 2 * n - 1)
        var nextLeaf = 0, nextInternal = n
        func takeLightest(before end: Int) -> Int {
            if nextLeaf < n && (nextInternal >= end || weight[nextLeaf] <= weight[nextInternal]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInternal += 1
            return nextInternal - 1
        }
        for node in n..<(2 * n - 1) {
            let a = takeLightest(before: node), b = takeLightest(before: node)
            weight[node] = weight[a] + weight[b]
            parent[a] = node
            parent[b] = node
        }
        var depth = [Int](repeating: 0, count: 2 * n - 1)
        for node in stride(from: 2 * n - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        var countPerLength = [Int](repeating: 0, count: limit + 1)
        for leaf in 0..<n { countPerLength[min(depth[leaf], limit)] += 1 }
        var kraft = 0
        for length in 1...limit { kraft += countPerLength[length] << (limit - length) }
        while kraft > 1 << limit {
            countPerLength[limit] -= 1
            for length in stride(from: limit - 1, through: 1, by: -1) where countPerLength[length] != 0 {
                countPerLength[length] -= 1
                countPerLength[length + 1] += 2
                break
            }
            kraft -= 1
        }
        var leaf = 0
        for length in stride(from: limit, through: 1, by: -1) {
            for _ in 0..<countPerLength[length] {
                lengths[used[leaf]] = UInt8(length)
                leaf += 1
            }
        }
        return lengths
    }

    @Test("in-place code lengths equal those of a two-queue tree with parent links, ties and all, for random and skewed frequencies")
    func sameAsReference() {
        var seed: UInt32 = 17
        for count in [2, 3, 19, 30, 32, 33, 40, 286] {
            for limit in [7, 15] where count <= 1 << limit {
                for trial in 0..<30 {
                    let frequencies = (0..<count).map { (i: Int) -> UInt32 in
                        seed = seed &* 1_664_525 &+ 1_013_904_223
                        switch trial % 3 {
                        case 0: return seed >> 20  // many ties and zeros among small counts
                        case 1: return seed >> 29 == 0 ? 0 : seed >> 27  // few values: ties
                        default: return UInt32(1) << min(i, 31) | seed >> 31  // deep trees, large counts
                        }
                    }
                    #expect(Huffman.codeLengths(frequencies, limit: limit) == Self.referenceLengths(frequencies, limit: limit),
                            "\(count) symbols, limit \(limit), trial \(trial)")
                }
            }
        }
    }

    @Test("bit reversal by swaps agrees with reversing one bit at a time for every length")
    func reverse() {
        for bits in 1...16 {
            for code in [0, 1, 2, 5, 0x1234, 0x7FFF, 0xFFFF].map({ UInt16(truncatingIfNeeded: $0) & UInt16(truncatingIfNeeded: (1 << bits) - 1) }) {
                var expected: UInt16 = 0
                for k in 0..<bits where code >> UInt16(k) & 1 == 1 { expected |= 1 << UInt16(bits - 1 - k) }
                #expect(Huffman.reverse(code, bits: bits) == expected, "\(code) in \(bits) bits")
            }
        }
    }
}
