/// The code-length header of a dynamic Huffman block (RFC 1951 §3.2.7): the literal/length and
/// distance code lengths, run-length coded with symbols 16/17/18 and themselves Huffman coded.
struct DeflateDynamicHeader {
    private let literalCount: Int
    private let distanceCount: Int
    private let codeLengthCount: Int
    /// Run-length symbols (0...18) with the value of their extra bits.
    private let symbols: [(symbol: UInt8, extra: UInt8)]
    private let codeLengthLengths: [UInt8]
    private let codeLengthCodes: [UInt16]
    /// Bits the header takes (after the 3-bit block header).
    let bitCount: Int

    /// Extra bits after run-length symbol `symbol`: 2, 3 and 7 after 16, 17 and 18.
    @inline(__always)
    private static func extraBits(_ symbol: Int) -> Int {
        symbol < 16 ? 0 : symbol == 16 ? 2 : symbol == 17 ? 3 : 7
    }

    init(literalLengths: [UInt8], distanceLengths: [UInt8]) {
        literalCount = max(257, (literalLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        distanceCount = max(1, (distanceLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        let sequence = Array(literalLengths[0..<literalCount]) + Array(distanceLengths[0..<distanceCount])
        var symbols: [(symbol: UInt8, extra: UInt8)] = []
        symbols.reserveCapacity(sequence.count)
        var i = 0
        while i < sequence.count {
            let value = sequence[i]
            var run = 1
            while i + run < sequence.count && sequence[i + run] == value { run += 1 }
            i += run
            if value == 0 {
                while run >= 11 { let n = min(run, 138); symbols.append((18, UInt8(n - 11))); run -= n }
                if run >= 3 { symbols.append((17, UInt8(run - 3))); run = 0 }
            } else {
                symbols.append((value, 0))
                run -= 1
                while run >= 3 { let n = min(run, 6); symbols.append((16, UInt8(n - 3))); run -= n }
            }
            for _ in 0..<run { symbols.append((value, 0)) }
        }
        self.symbols = symbols
        var frequencies = [UInt32](repeating: 0, count: 19)
        for entry in symbols { frequencies[Int(entry.symbol)] += 1 }
        codeLengthLengths = Huffman.codeLengths(frequencies, limit: 7)
        codeLengthCodes = Huffman.codes(for: codeLengthLengths)
        var count = 19
        while count > 4 && codeLengthLengths[DeflateTables.codeLengthOrder[count - 1]] == 0 { count -= 1 }
        codeLengthCount = count
        var bits = 5 + 5 + 4 + 3 * count
        for entry in symbols { bits += Int(codeLengthLengths[Int(entry.symbol)]) + Self.extraBits(Int(entry.symbol)) }
        bitCount = bits
    }

    func write(into writer: inout BitWriter) {
        writer.put(UInt32(literalCount - 257), 5)
        writer.put(UInt32(distanceCount - 1), 5)
        writer.put(UInt32(codeLengthCount - 4), 4)
        for k in 0..<codeLengthCount { writer.put(UInt32(codeLengthLengths[DeflateTables.codeLengthOrder[k]]), 3) }
        for entry in symbols {
            let s = Int(entry.symbol)
            writer.put(UInt32(codeLengthCodes[s]), Int(codeLengthLengths[s]))
            if s >= 16 { writer.put(UInt32(entry.extra), Self.extraBits(s)) }
        }
    }
}
