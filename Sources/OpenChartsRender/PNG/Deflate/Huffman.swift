/// Length-limited Huffman codes for deflate: code lengths from symbol frequencies, then the
/// canonical codes of RFC 1951 §3.2.2, bit-reversed because deflate sends codes first bit first.
enum Huffman {
    /// Code lengths for `frequencies`, none longer than `limit` bits; unused symbols get 0.
    ///
    /// An optimal Huffman tree (two-queue construction over symbols sorted by frequency, ties
    /// broken by symbol so the result is deterministic), then, if it is too deep, the Kraft sum
    /// is repaired the way miniz does: over-long codes are cut to `limit` and codes are
    /// lengthened one at a time, shortest-first from the deep end, until the code is complete.
    /// A lone used symbol gets a partner so that every code is complete (zlib's inflate rejects
    /// some incomplete codes).
    /// - Complexity: O(n log n) for n symbols.
    static func codeLengths(_ frequencies: [UInt32], limit: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        // Sorted by (frequency, symbol) as one integer key each: a plain integer sort, several
        // times cheaper than sorting indices with a comparison closure.
        var keys: [UInt64] = []
        keys.reserveCapacity(frequencies.count)
        for (symbol, frequency) in frequencies.enumerated() where frequency > 0 {
            keys.append(UInt64(frequency) << 32 | UInt64(symbol))
        }
        keys.sort()
        let used = keys.map { Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }
        let n = used.count
        if n == 0 { return lengths }
        if n == 1 {
            lengths[used[0]] = 1
            lengths[used[0] == 0 ? 1 : 0] = 1
            return lengths
        }
        // Leaves 0..<n (ascending weight), internal nodes n..<2n-1 (created in ascending weight).
        var weight = [UInt64](repeating: 0, count: 2 * n - 1)
        var parent = [Int](repeating: 0, count: 2 * n - 1)
        for (i, symbol) in used.enumerated() { weight[i] = UInt64(frequencies[symbol]) }
        var nextLeaf = 0
        var nextInternal = n
        func takeLightest(before end: Int) -> Int {
            if nextLeaf < n && (nextInternal >= end || weight[nextLeaf] <= weight[nextInternal]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInternal += 1
            return nextInternal - 1
        }
        for node in n..<(2 * n - 1) {
            let a = takeLightest(before: node)
            let b = takeLightest(before: node)
            weight[node] = weight[a] + weight[b]
            parent[a] = node
            parent[b] = node
        }
        var depth = [Int](repeating: 0, count: 2 * n - 1)
        for node in stride(from: 2 * n - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }

        // Count codes per length, folding those deeper than the limit into it.
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
        // The least frequent symbols get the longest codes.
        var leaf = 0
        for length in stride(from: limit, through: 1, by: -1) {
            for _ in 0..<countPerLength[length] {
                lengths[used[leaf]] = UInt8(length)
                leaf += 1
            }
        }
        return lengths
    }

    /// Canonical codes for `lengths` (RFC 1951 §3.2.2), each bit-reversed so that writing it
    /// low bit first sends the code's most significant bit first.
    static func codes(for lengths: [UInt8]) -> [UInt16] {
        var countPerLength = [Int](repeating: 0, count: 16)
        for length in lengths where length > 0 { countPerLength[Int(length)] += 1 }
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1..<16 {
            code = (code + countPerLength[length - 1]) << 1
            nextCode[length] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            codes[symbol] = reverse(UInt16(nextCode[Int(length)]), bits: Int(length))
            nextCode[Int(length)] += 1
        }
        return codes
    }

    /// The low `bits` bits of `code` in reverse order.
    static func reverse(_ code: UInt16, bits: Int) -> UInt16 {
        var result: UInt16 = 0
        var value = code
        for _ in 0..<bits {
            result = result << 1 | (value & 1)
            value >>= 1
        }
        return result
    }
}
