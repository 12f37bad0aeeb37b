/// One deflate block: its tokens, symbol counts and raw bytes, written as whichever block type
/// (RFC 1951 §3.2.3: stored, fixed or dynamic Huffman) costs the fewest bits, counted exactly.
struct DeflateBlock {
    let tokens: UnsafeBufferPointer<UInt32>
    var literalFrequencies: [UInt32]
    let distanceFrequencies: [UInt32]
    /// The input bytes the tokens encode, for a stored block.
    let raw: UnsafeRawBufferPointer

    init(tokens: UnsafeBufferPointer<UInt32>, literalFrequencies: [UInt32], distanceFrequencies: [UInt32], raw: UnsafeRawBufferPointer) {
        self.tokens = tokens
        self.literalFrequencies = literalFrequencies
        self.literalFrequencies[256] = 1  // end of block
        self.distanceFrequencies = distanceFrequencies
        self.raw = raw
    }

    private static let maxStored = 65535

    func write(into writer: inout BitWriter, isLast: Bool) {
        var literalLengths = Huffman.codeLengths(literalFrequencies, limit: 15)
        var distanceLengths = Huffman.codeLengths(distanceFrequencies, limit: 15)
        if !distanceLengths.contains(where: { $0 != 0 }) {
            // No matches: still send a complete two-code distance tree, which every inflater accepts.
            distanceLengths[0] = 1
            distanceLengths[1] = 1
        }
        let header = DeflateDynamicHeader(literalLengths: literalLengths, distanceLengths: distanceLengths)
        let extra = extraBits()
        let dynamicBits = 3 + header.bitCount + cost(literalLengths, distanceLengths) + extra
        let fixedBits = 3 + cost(DeflateTables.fixedLiteralLengths, DeflateTables.fixedDistanceLengths) + extra
        let pieces = max(1, (raw.count + Self.maxStored - 1) / Self.maxStored)
        let firstPad = (8 - (writer.bitCount + 3) % 8) % 8
        let storedBits = 3 + firstPad + (pieces - 1) * 8 + pieces * 32 + raw.count * 8

        if storedBits <= min(dynamicBits, fixedBits) {
            writeStored(into: &writer, isLast: isLast)
            return
        }
        writer.reserve(tokens.count * 6 + 1024)
        if dynamicBits < fixedBits {
            writer.put(isLast ? 1 : 0, 1)
            writer.put(2, 2)
            header.write(into: &writer)
        } else {
            literalLengths = DeflateTables.fixedLiteralLengths
            distanceLengths = DeflateTables.fixedDistanceLengths
            writer.put(isLast ? 1 : 0, 1)
            writer.put(1, 2)
        }
        writeTokens(
            into: &writer,
            literalCodes: Huffman.codes(for: literalLengths), literalLengths: literalLengths,
            distanceCodes: Huffman.codes(for: distanceLengths), distanceLengths: distanceLengths)
    }

    /// Bits of the Huffman codes alone (no extra bits) under the given code lengths.
    private func cost(_ literalLengths: [UInt8], _ distanceLengths: [UInt8]) -> Int {
        var bits = 0
        for (symbol, frequency) in literalFrequencies.enumerated() { bits += Int(frequency) * Int(literalLengths[symbol]) }
        for (symbol, frequency) in distanceFrequencies.enumerated() { bits += Int(frequency) * Int(distanceLengths[symbol]) }
        return bits
    }

    /// Extra bits of lengths and distances, the same under any code.
    private func extraBits() -> Int {
        var bits = 0
        for code in 0..<29 { bits += Int(literalFrequencies[257 + code]) * Int(DeflateTables.lengthExtra[code]) }
        for code in 0..<30 { bits += Int(distanceFrequencies[code]) * Int(DeflateTables.distanceExtra[code]) }
        return bits
    }

    private func writeStored(into writer: inout BitWriter, isLast: Bool) {
        var offset = 0
        repeat {
            let length = min(Self.maxStored, raw.count - offset)
            let final = isLast && offset + length == raw.count
            writer.reserve(8)
            writer.put(final ? 1 : 0, 1)
            writer.put(0, 2)
            writer.alignToByte()
            writer.put(UInt32(length) | UInt32(~UInt16(length)) << 16, 32)
            writer.putBytes(UnsafeRawBufferPointer(rebasing: raw[offset..<(offset + length)]))
            offset += length
        } while offset < raw.count
    }

    /// Writes each token as its code and extra bits, from one table made once per block that
    /// gives both together: per literal, per match length (length code with its extra bits) and
    /// per distance index (as ``DeflateTables/distanceCode``: the distance code, its base and
    /// bit counts); bits go through a ``BitSink``, one flush per match or per one or two literals.
    /// One table and raw pointers: the loop keeps the sink, the tokens and the table in registers.
    private func writeTokens(
        into writer: inout BitWriter,
        literalCodes: [UInt16], literalLengths: [UInt8], distanceCodes: [UInt16], distanceLengths: [UInt8]
    ) {
        // Entries 0..<256 literals, 256..<512 lengths minus 3: the bits in the low 32, their count
        // above. Entries 512..<1024 distances by index: the code in the low 16 bits, its length in
        // the next 8, the count with extra bits in the next 8, the base distance minus one above.
        let table = UnsafeMutablePointer<UInt64>.allocate(capacity: 1024)
        defer { table.deallocate() }
        for byte in 0..<256 { table[byte] = UInt64(literalCodes[byte]) | UInt64(literalLengths[byte]) << 32 }
        for lengthMinus3 in 0..<256 {
            let code = Int(DeflateTables.lengthCode[lengthMinus3])
            let symbol = 257 + code
            let extraValue = UInt64(lengthMinus3 + 3 - Int(DeflateTables.lengthBase[code]))
            table[256 + lengthMinus3] = (UInt64(literalCodes[symbol]) | extraValue << UInt64(literalLengths[symbol]))
                | UInt64(literalLengths[symbol] + DeflateTables.lengthExtra[code]) << 32
        }
        var distanceEntry = [UInt64](repeating: 0, count: 30)
        for code in 0..<30 {
            distanceEntry[code] = UInt64(distanceCodes[code]) | UInt64(distanceLengths[code]) << 16
                | UInt64(distanceLengths[code] + DeflateTables.distanceExtra[code]) << 24
                | UInt64(DeflateTables.distanceBase[code] - 1) << 32
        }
        for (index, code) in DeflateTables.distanceCode.enumerated() { table[512 + index] = distanceEntry[Int(code)] }
        writer.reserve(tokens.count * 8 + 64)
        guard let base = tokens.baseAddress else { return writer.put(UInt32(literalCodes[256]), Int(literalLengths[256])) }
        let end = base + tokens.count
        writer.withSink { sink in
            var t = base
            while t < end {
                let token = t.pointee
                t += 1
                if token < MatchFinder.matchFlag {
                    let entry = table[Int(token)]
                    sink.put(entry & 0xFFFF_FFFF, Int(entry &>> 32))
                    // Up to two more literals before the flush: at most 7 + 3 × 15 bits.
                    if t < end && t.pointee < MatchFinder.matchFlag {
                        let entry = table[Int(t.pointee)]
                        sink.put(entry & 0xFFFF_FFFF, Int(entry &>> 32))
                        t += 1
                        if t < end && t.pointee < MatchFinder.matchFlag {
                            let entry = table[Int(t.pointee)]
                            sink.put(entry & 0xFFFF_FFFF, Int(entry &>> 32))
                            t += 1
                        }
                    }
                } else {
                    let entry = table[256 &+ Int((token &>> 16) & 0xFF)]
                    sink.put(entry & 0xFFFF_FFFF, Int(entry &>> 32))
                    let distanceMinus1 = Int(token & 0xFFFF)
                    let d = table[512 &+ (distanceMinus1 < 256 ? distanceMinus1 : 256 &+ distanceMinus1 &>> 7)]
                    let extraValue = UInt64(distanceMinus1) &- (d &>> 32)
                    sink.put(d & 0xFFFF | extraValue &<< ((d &>> 16) & 0xFF), Int((d &>> 24) & 0xFF))
                }
                sink.flush()
            }
        }
        writer.put(UInt32(literalCodes[256]), Int(literalLengths[256]))
    }
}
