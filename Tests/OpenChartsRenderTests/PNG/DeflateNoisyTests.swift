import Testing
@testable import OpenChartsRender

@Suite("Deflate on noise: the greedy loop and the effort choice")
struct DeflateNoisyTests {
    /// Filtered rows of a dense scatter plot, roughly: rows of `width` RGB pixels plus a filter
    /// byte, mostly a few small values (dots over each other), some pixels and rows repeating;
    /// the first row blank (a margin), which the greedy loop leaves to the general one.
    static func noisyRows(rows: Int, width: Int = 200, seed: UInt32 = 3) -> [UInt8] {
        var x = seed
        let rowBytes = width * 3 + 1
        var data = [UInt8](repeating: 0, count: rowBytes)
        for y in 1..<max(rows, 1) {
            if y % 7 == 0 {
                data += data[(data.count - rowBytes)...]
                continue
            }
            data.append(1)
            for k in 0..<(width * 3) {
                x ^= x << 13; x ^= x >> 17; x ^= x << 5
                // Every 32 bytes two pixels repeat the one before them: no run of literals is
                // long enough for the search to skip ahead (which restarts with each call).
                data.append(k % 32 >= 26 ? data[data.count - 3] : x % 5 == 0 ? UInt8(x >> 24) : UInt8(x >> 8 & 0x7))
            }
        }
        return data
    }

    /// All tokens `tokenize` writes over `data`, and the symbol counts.
    static func tokens(_ data: [UInt8], hints: [Int], effort: MatchFinder.Effort) -> (tokens: [UInt32], frequencies: [UInt32]) {
        data.withUnsafeBufferPointer { input in
            var finder = MatchFinder(input: input.baseAddress!, count: input.count, hintDistances: hints, effort: effort)
            let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: 4096 + MatchFinder.tokenSlack)
            defer { buffer.deallocate() }
            var frequencies = [UInt32](repeating: 0, count: MatchFinder.frequencyCount)
            var tokens: [UInt32] = []
            while finder.position < input.count {
                let n = frequencies.withUnsafeMutableBufferPointer { finder.tokenize(into: buffer, limit: 4096, frequencies: $0.baseAddress!) }
                tokens += UnsafeBufferPointer(start: buffer, count: n)
            }
            return (tokens, frequencies)
        }
    }

    @Test("the greedy loop (no lazy matching) gives the same tokens and counts as the general loop with the same search")
    func greedyMatchesGeneral() {
        let data = Self.noisyRows(rows: 120)
        let hints = [1, 3, 601]
        let noisy = MatchFinder.Effort.noisy
        // Lazy matching below 1 byte never happens: the general loop with the noisy search.
        var general = noisy
        general.lazyLength = 1
        let greedy = Self.tokens(data, hints: hints, effort: noisy)
        let reference = Self.tokens(data, hints: hints, effort: general)
        #expect(greedy.tokens.count == reference.tokens.count)
        #expect(greedy.tokens == reference.tokens)
        #expect(greedy.frequencies == reference.frequencies)
        // Noise of this kind is mostly literals and short matches, as scatter_1e5's rows are.
        let matches = greedy.tokens.filter { $0 >= MatchFinder.matchFlag }.count
        #expect(matches > greedy.tokens.count / 10 && matches < greedy.tokens.count / 2)
    }

    @Test("noisy rows round-trip through deflate at every effort and shrink")
    func noisyRoundTrip() throws {
        let data = Self.noisyRows(rows: 900, seed: 11)
        let hints = [1, 3, 601]
        for effort in [MatchFinder.Effort.standard, .noisy] {
            let stream = data.withUnsafeBytes { Zlib.compress($0, hintDistances: hints, effort: effort) }
            #expect(try Inflate.zlib(stream) == data)
            #expect(stream.count < data.count * 2 / 3)
        }
        let (_, blockTypes) = try DeflateTests.roundTrip(data, hints: hints)
        #expect(blockTypes.count > 1)
    }

    @Test("noise ending inside a long match and inputs shorter than a row round-trip with the noisy effort")
    func noisyEdges() throws {
        var data = Self.noisyRows(rows: 40, seed: 5)
        data += data[0..<300]  // a long match up to the last byte
        for count in [1, 2, 3, 4, 5, 17, 600, 601, 602, data.count] {
            let part = Array(data[0..<count])
            let stream = part.withUnsafeBytes { Zlib.compress($0, hintDistances: [1, 3, 601], effort: .noisy) }
            #expect(try Inflate.zlib(stream) == part, "\(count) bytes")
        }
    }

    @Test("noise looks noisy; repeated rows, runs and a sparse frame do not; too little to sample never does")
    func looksNoisy() {
        func looksNoisy(_ data: [UInt8], hints: [Int] = [1, 3, 601]) -> Bool {
            data.withUnsafeBufferPointer { MatchFinder(input: $0.baseAddress!, count: $0.count, hintDistances: hints).looksNoisy() }
        }
        #expect(looksNoisy(Self.noisyRows(rows: 500)))
        // A chart frame: flat rows, an edge every few rows, text-like literals here and there.
        var chart = [UInt8](repeating: 0, count: 601 * 500)
        var x: UInt32 = 9
        // (each such byte is in three positions' first three bytes: one in 61 bytes is 5 %)
        for k in stride(from: 0, to: chart.count, by: 61) {
            x ^= x << 13; x ^= x >> 17; x ^= x << 5
            chart[k] = UInt8(x >> 24) | 1
        }
        #expect(!looksNoisy(chart))
        #expect(!looksNoisy([UInt8](repeating: 7, count: 300_000)))
        #expect(!looksNoisy(Array(Self.noisyRows(rows: 40).prefix(20_000))))
        // Without hints every position is a miss, but nothing is sampled before they reach.
        #expect(!looksNoisy(Self.noisyRows(rows: 500), hints: []))
    }

    @Test("the first block is searched with the noisy effort when the bytes look noisy and the standard one was asked for")
    func firstEffort() {
        #expect(Deflate.firstEffort(looksNoisy: true, requested: .standard) == .noisy)
        #expect(Deflate.firstEffort(looksNoisy: false, requested: .standard) == .standard)
        let other = MatchFinder.Effort(maxChain: 5, niceLength: 100, lazyLength: 8, goodLength: 16, maxInsertLength: 16)
        #expect(Deflate.firstEffort(looksNoisy: true, requested: other) == other)
    }
}
