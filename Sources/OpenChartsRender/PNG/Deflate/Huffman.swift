/// Length-limited Huffman codes for deflate: code lengths from symbol frequencies, then the
/// canonical codes of RFC 1951 §3.2.2, bit-reversed because deflate sends codes first bit first.
enum Huffman {
    /// Code lengths for `frequencies`, none longer than `limit` bits; unused symbols get 0.
    ///
    /// An optimal Huffman code over the used symbols sorted by (frequency, symbol), so that the
    /// result is deterministic: the two-queue construction with a leaf taken before an equal
    /// internal node, done in place as Moffat and Katajainen do (one array holds the weights,
    /// then the parents, then the depths); then, if it is too deep, the Kraft sum is repaired
    /// the way miniz does: over-long codes are cut to `limit` and codes are lengthened one at a
    /// time, shortest-first from the deep end, until the code is complete. A lone used symbol
    /// gets a partner so that every code is complete (zlib's inflate rejects some incomplete
    /// codes). Session 8: in one scratch allocation, sorted by a radix sort, with no arrays but
    /// the result: a third of the instructions (three codes per deflate block). Up to
    /// ``insertionSortLimit`` used symbols (the distance and code-length codes) are sorted by
    /// insertion instead.
    /// - Complexity: O(n) for n symbols (frequencies below 2^32: at most four radix passes).
    static func codeLengths(_ frequencies: [UInt32], limit: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        let count = frequencies.count
        frequencies.withUnsafeBufferPointer { frequencies in
        lengths.withUnsafeMutableBufferPointer { lengths in
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * count + 256 + limit + 1) { scratch in
            let base = scratch.baseAddress!
            // The used symbols in order, then sorted by frequency (a stable LSD radix sort on
            // eight bits at a time keeps equal frequencies in symbol order).
            var symbols = base, spare = base + count
            let buckets = base + 2 * count
            let weights = base + 2 * count + 256
            let countPerLength = weights + count
            var n = 0
            var highest: UInt32 = 0
            for symbol in 0..<count where frequencies[symbol] > 0 {
                symbols[n] = symbol
                n += 1
                highest |= frequencies[symbol]
            }
            if n == 0 { return }
            if n == 1 {
                lengths[symbols[0]] = 1
                lengths[symbols[0] == 0 ? 1 : 0] = 1
                return
            }
            // A few symbols (the distance and code-length codes) are sorted by insertion,
            // stable too: a radix pass costs its 256 buckets however few symbols there are.
            if n <= Self.insertionSortLimit {
                for k in 1..<n {
                    let symbol = symbols[k], frequency = frequencies[symbol]
                    var j = k
                    while j > 0 && frequencies[symbols[j - 1]] > frequency {
                        symbols[j] = symbols[j - 1]
                        j -= 1
                    }
                    symbols[j] = symbol
                }
                highest = 0  // no radix pass
            }
            var shift: UInt32 = 0
            while shift < 32 && highest >> shift != 0 {
                buckets.initialize(repeating: 0, count: 256)
                for k in 0..<n { buckets[Int(frequencies[symbols[k]] >> shift & 0xFF)] += 1 }
                var total = 0
                for digit in 0..<256 {
                    let c = buckets[digit]
                    buckets[digit] = total
                    total += c
                }
                for k in 0..<n {
                    let symbol = symbols[k]
                    let digit = Int(frequencies[symbol] >> shift & 0xFF)
                    spare[buckets[digit]] = symbol
                    buckets[digit] += 1
                }
                swap(&symbols, &spare)
                shift += 8
            }
            // Moffat–Katajainen: weights ascending; internal node t replaces entry t with its
            // weight and the entries it took with their parent t; then depths from the root down.
            for k in 0..<n { weights[k] = Int(frequencies[symbols[k]]) }
            var leaf = 0, root = 0
            for t in 0..<(n - 1) {
                if leaf >= n || (root < t && weights[root] < weights[leaf]) {
                    weights[t] = weights[root]
                    weights[root] = t
                    root += 1
                } else {
                    weights[t] = weights[leaf]
                    leaf += 1
                }
                if leaf >= n || (root < t && weights[root] < weights[leaf]) {
                    weights[t] += weights[root]
                    weights[root] = t
                    root += 1
                } else {
                    weights[t] += weights[leaf]
                    leaf += 1
                }
            }
            weights[n - 2] = 0
            for t in stride(from: n - 3, through: 0, by: -1) { weights[t] = weights[weights[t]] + 1 }
            // Leaves per depth (internal nodes at depth d have 2 children at d + 1), folding those
            // deeper than the limit into it.
            countPerLength.initialize(repeating: 0, count: limit + 1)
            var available = 1, depth = 0, t = n - 2
            while available > 0 {
                var used = 0
                while t >= 0 && weights[t] == depth {
                    used += 1
                    t -= 1
                }
                countPerLength[min(depth, limit)] += available - used
                available = 2 * used
                depth += 1
            }
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
            var next = 0
            for length in stride(from: limit, through: 1, by: -1) {
                for _ in 0..<countPerLength[length] {
                    lengths[symbols[next]] = UInt8(length)
                    next += 1
                }
            }
        }}}
        return lengths
    }

    /// Used symbols up to this many are sorted by insertion rather than by radix.
    static let insertionSortLimit = 32

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

    /// The low `bits` bits of `code` (1...16) in reverse order.
    static func reverse(_ code: UInt16, bits: Int) -> UInt16 {
        var x = UInt32(code)
        x = (x & 0x5555) << 1 | (x >> 1) & 0x5555
        x = (x & 0x3333) << 2 | (x >> 2) & 0x3333
        x = (x & 0x0F0F) << 4 | (x >> 4) & 0x0F0F
        x = (x & 0x00FF) << 8 | (x >> 8) & 0x00FF
        return UInt16(truncatingIfNeeded: x >> UInt32(16 - bits))
    }
}
