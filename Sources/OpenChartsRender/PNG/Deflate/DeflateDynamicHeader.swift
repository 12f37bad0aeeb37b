/// The code-length header of a dynamic Huffman block (RFC 1951 §3.2.7): the literal/length and
/// distance code lengths, run-length coded with symbols 16/17/18 and themselves Huffman coded.
struct DeflateDynamicHeader {
    private let literalCount: Int
    private let distanceCount: Int
    private let codeLengthCount: Int
    /// Run-length symbols (0...18), each with the value of its extra bits in the high byte.
    private let symbols: [UInt16]
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
        let literalCount = max(257, (literalLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        let distanceCount = max(1, (distanceLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        (self.literalCount, self.distanceCount) = (literalCount, distanceCount)
        let total = literalCount + distanceCount
        // At most one symbol per code length; the lengths and symbols in plain memory, as
        // this runs once per block (a sixth of a chart frame's deflate blocks' fixed cost).
        var symbols = [UInt16](repeating: 0, count: total)
        var frequencies = [UInt32](repeating: 0, count: 19)
        let symbolCount = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: total) { sequence in
            _ = sequence.initialize(from: literalLengths[0..<literalCount])
            _ = UnsafeMutableBufferPointer(rebasing: sequence[literalCount...]).initialize(from: distanceLengths[0..<distanceCount])
            return symbols.withUnsafeMutableBufferPointer { out in frequencies.withUnsafeMutableBufferPointer { counts in
                var m = 0
                @inline(__always) func put(_ symbol: UInt8, _ extra: Int = 0) {
                    out[m] = UInt16(symbol) | UInt16(extra) << 8
                    m += 1
                    counts[Int(symbol)] += 1
                }
                var i = 0
                while i < total {
                    let value = sequence[i]
                    var run = 1
                    while i + run < total && sequence[i + run] == value { run += 1 }
                    i += run
                    if value == 0 {
                        while run >= 11 { let n = min(run, 138); put(18, n - 11); run -= n }
                        if run >= 3 { put(17, run - 3); run = 0 }
                    } else {
                        put(value)
                        run -= 1
                        while run >= 3 { let n = min(run, 6); put(16, n - 3); run -= n }
                    }
                    for _ in 0..<run { put(value) }
                }
                return m
            }}
        }
        symbols.removeLast(total - symbolCount)
        self.symbols = symbols
        codeLengthLengths = Huffman.codeLengths(frequencies, limit: 7)
        codeLengthCodes = Huffman.codes(for: codeLengthLengths)
        var count = 19
        while count > 4 && codeLengthLengths[DeflateTables.codeLengthOrder[count - 1]] == 0 { count -= 1 }
        codeLengthCount = count
        var bits = 5 + 5 + 4 + 3 * count
        for symbol in 0..<19 { bits += Int(frequencies[symbol]) * (Int(codeLengthLengths[symbol]) + Self.extraBits(symbol)) }
        bitCount = bits
    }

    func write(into writer: inout BitWriter) {
        writer.put(UInt32(literalCount - 257), 5)
        writer.put(UInt32(distanceCount - 1), 5)
        writer.put(UInt32(codeLengthCount - 4), 4)
        for k in 0..<codeLengthCount { writer.put(UInt32(codeLengthLengths[DeflateTables.codeLengthOrder[k]]), 3) }
        for entry in symbols {
            let s = Int(entry & 0xFF)
            writer.put(UInt32(codeLengthCodes[s]), Int(codeLengthLengths[s]))
            if s >= 16 { writer.put(UInt32(entry >> 8), Self.extraBits(s)) }
        }
    }
}
