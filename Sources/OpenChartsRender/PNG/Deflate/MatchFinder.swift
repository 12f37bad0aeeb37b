/// LZ77 for deflate: turns input bytes into literals and (length, distance) matches.
///
/// Tuned for rendered images, which are mostly flat runs and rows that repeat the row above:
/// before walking the hash chain it tries the caller's hint distances (one byte, one pixel,
/// one row), so runs and repeated rows are found in one comparison. Matches are compared 32
/// bytes at a time while they agree. Plain literals (no hint repeats them, nothing hashed like
/// them in the window) take a short path of their own. After long runs of literals it skips
/// ahead, as LZ4 does. The hash chain (4-byte hash, 32 KiB window) is walked a bounded number of
/// steps, with one step of lazy matching as zlib does, and positions inside long matches are
/// mostly not hashed: they are runs or rows the hints find anyway. Without lazy matching (noise)
/// a greedy loop of its own does the same search with less bookkeeping.
struct MatchFinder: ~Copyable {
    /// How hard to look; `standard` is tuned on chart frames (see `opencharts-bench deflate`).
    struct Effort: Equatable {
        /// Hash-chain steps per search.
        var maxChain: Int
        /// A match this long ends the search.
        var niceLength: Int
        /// A match this long is taken without trying the next position.
        var lazyLength: Int
        /// A match this long from the hint distances (the pixel to the left, the row above) is
        /// taken without walking the hash chain.
        var goodLength: Int
        /// Matches up to this long hash every position they cover; longer ones only the tail.
        var maxInsertLength: Int

        /// Chain 8 rather than 16: line_1e3's deflate 13% faster for 0.15% more bytes (the flat
        /// palette frame 4% more, still 22% under zlib -6). Lazy matching below 16 bytes rather
        /// than 128: about 10% faster on chart frames for 0.3% more bytes; chain 4 was no faster.
        /// Below 8 rather than 16: line_1e3's encode 2.6% fewer instructions (its many short
        /// matches along the stroke) for 0.3% more bytes, pie_6 0.4% fewer for 0.25% more (the
        /// flat palette frame 2% more, still 22% under zlib -6). Session 7: a good length of 16
        /// rather than 32 and lazy matching below 6: line_1e3's and line_1e5's deflate 4.5% fewer
        /// instructions, the other chart frames 1-2%, for at most 0.1% more bytes; then below 4
        /// (only 3-byte matches try the next position): the lines' deflate 5.5% fewer again (their
        /// many matches of 4 to 7 bytes along the stroke), pie_6, donut_6 and scatter_1e4 about
        /// 1%, for 0.5% more bytes on the lines and under 0.1% on the others (below 5: 1.5% fewer
        /// on the lines for 0.2% more; chain 4: 1.7% fewer for 0.2% more).
        static let standard = Effort(maxChain: 8, niceLength: 258, lazyLength: 4, goodLength: 16, maxInsertLength: 16)

        /// For data that is mostly literals (noisy images: dense scatter plots, photos), where
        /// long chain walks and lazy matching cost much and find little.
        /// No lazy matching (on scatter_1e5 it doubled the time for 1% smaller output); chain 2
        /// is 0.8% larger than zlib -6 there (with the four-byte hash), chain 1 1.6% and no faster.
        /// Session 8: chain 3 rather than 2: scatter_1e4 0.5% smaller for as many instructions
        /// (its matches are long), scatter_1e5 0.3% smaller for 4% more; a hint match of 4 bytes
        /// rather than 8 kept without the chain: 1% fewer instructions, a few bytes smaller.
        /// Tried and dropped: nice length 12 (0.2% fewer instructions on scatter_1e4 for 0.3% more
        /// bytes); hashing fewer positions inside matches (the last 3 of a long one, or not
        /// the second of a short one: 1–2% fewer for 0.1–0.8% more bytes).
        static let noisy = Effort(maxChain: 3, niceLength: 16, lazyLength: 0, goodLength: 4, maxInsertLength: 4)
    }

    /// A token is a literal byte (`< 0x8000_0000`) or `matchFlag | (length - 3) << 16 | (distance - 1)`.
    static let matchFlag: UInt32 = 0x8000_0000
    static let minMatch = 3
    static let maxMatch = 258
    static let windowSize = 32768
    /// zlib's TOO_FAR: a 3-byte match farther than this costs more than three literals.
    private static let tooFar = 4096
    private static let hashBits = 15

    private let input: UnsafePointer<UInt8>
    private let count: Int
    /// How hard the next `tokenize` looks; the caller may change it between blocks.
    var effort: Effort
    /// Distances tried before the hash chain, in order; three, repeats allowed.
    private let hints: (Int, Int, Int)
    /// The hash chains in one allocation: the newest position of each hash (`1 << hashBits`
    /// entries), then each window position's previous one with the same hash (`windowSize`).
    /// One base pointer rather than two, and one for the code tables below: the tokenizer's
    /// loops have that many fewer values to keep in registers.
    private let chains: UnsafeMutablePointer<Int32>
    /// The length code of each match length minus 3 (256 entries), then the distance code
    /// table (512 entries, see ``DeflateTables/distanceCode``).
    private let codes: UnsafeMutablePointer<UInt8>
    /// Where the next `tokenize` call starts.
    private(set) var position = 0

    /// A finder over `count` bytes at `input`, which must stay valid while it is used.
    /// `hintDistances` are tried first at every position (for PNG: bytes per pixel and row).
    init(input: UnsafePointer<UInt8>, count: Int, hintDistances: [Int], effort: Effort = .standard) {
        self.input = input
        self.count = count
        self.effort = effort
        var distances: [Int] = []
        for d in hintDistances where d >= 1 && d <= Self.windowSize && !distances.contains(d) { distances.append(d) }
        // Fewer than three: the last is repeated (its second try fails at its first byte); none:
        // `Int.max`, which no position is far enough in to try.
        while distances.count < 3 { distances.append(distances.last ?? Int.max) }
        hints = (distances[0], distances[1], distances[2])
        chains = .allocate(capacity: (1 << Self.hashBits) + Self.windowSize)
        // The previous links are not initialized: a chain only reaches positions that were
        // inserted, and inserting writes the position's link first.
        chains.initialize(repeating: Int32.min, count: 1 << Self.hashBits)
        codes = .allocate(capacity: 256 + 512)
        codes.initialize(from: DeflateTables.lengthCode, count: 256)
        (codes + 256).initialize(from: DeflateTables.distanceCode, count: 512)
    }

    deinit {
        chains.deallocate()
        codes.deallocate()
    }

    /// Whether the bytes ahead look like noise (a dense scatter plot, a photo): of positions
    /// sampled every ``sampleStride`` bytes over the next ``sampleSpan`` (a block's worth), at
    /// least one in 8 has its first three bytes repeated by no hint distance. A block of a chart
    /// frame has at most one in 12 (text, anti-aliased edges: line_1e3's densest), a dense
    /// scatter plot one in 6 (scatter_1e4) or nearly all (scatter_1e5). Some 10k instructions.
    func looksNoisy() -> Bool {
        let (hint0, hint1, hint2) = hints
        let start = max(position, hint0, hint1, hint2)
        let stop = min(count &- 4, position &+ Self.sampleSpan)
        guard start < stop, stop &- start >= Self.sampleStride &* 64 else { return false }
        let (back0, back1, back2) = (0 &- hint0, 0 &- hint1, 0 &- hint2)
        var samples = 0, misses = 0
        var i = start
        while i < stop {
            let p = UnsafeRawPointer(input + i)
            let first4 = p.loadUnaligned(as: UInt32.self)
            @inline(__always) func differs3(_ back: Int) -> Bool {
                (p.loadUnaligned(fromByteOffset: back, as: UInt32.self) ^ first4) & 0x00FF_FFFF != 0
            }
            if differs3(back0) && differs3(back1) && differs3(back2) { misses &+= 1 }
            samples &+= 1
            i &+= Self.sampleStride
        }
        return misses &* 8 >= samples
    }

    /// See ``looksNoisy()``: a prime stride, so that samples fall on every byte of a pixel.
    static let sampleStride = 509
    static let sampleSpan = 1 << 18

    /// After this many literals in a row (noise: a dense scatter plot, a photo) the search
    /// skips ahead, as LZ4 does: every 2^`skipGrowth` further misses, one more position is
    /// passed over as a literal without searching or hashing it, up to `maxSkip`.
    /// Chart frames rarely have such runs; on noise it saves most of the search.
    private static let skipAfter = 64
    private static let skipGrowth = 4
    private static let maxSkip = 8

    /// How many positions to pass over after `misses` literals in a row, with `remaining` bytes
    /// left (see ``skipAfter``). Out of line, and given the counts by value, so that the loop's
    /// own counters stay in registers.
    @inline(never)
    private static func skip(misses: Int, remaining: Int) -> Int {
        min((misses - skipAfter) >> skipGrowth, maxSkip, remaining)
    }

    /// Tokens `tokenize` may write beyond its `limit` (the literals of one lazy-match run).
    static let tokenSlack = 260
    /// Literal/length symbols (0...285) and distance codes (0...29): the counts `tokenize` keeps.
    static let literalSymbols = 286
    static let distanceSymbols = 30
    static let frequencyCount = literalSymbols + distanceSymbols

    /// Writes tokens from `position` on until `limit` tokens are written or the input ends,
    /// counting literal/length and distance symbols into the frequency tables; returns the
    /// number of tokens. `tokens` must hold `limit + tokenSlack`; `frequencies` holds the 286
    /// literal/length counts, then the 30 distance counts (``frequencyCount`` in all).
    ///
    /// Everything the loop reads is copied into locals first: the stores through `tokens`, the
    /// frequency tables and the hash chains could alias `self`'s fields.
    /// - Complexity: O(n · maxChain) for n input bytes, typically O(n).
    mutating func tokenize(
        into tokens: UnsafeMutablePointer<UInt32>, limit: Int, frequencies: UnsafeMutablePointer<UInt32>
    ) -> Int {
        var n = 0
        if effort.lazyLength == 0 {
            // The greedy loop starts where every hint reaches back: before, a token per byte at most.
            let hintReach = max(hints.0, hints.1, hints.2)
            // The general loop up to there (a few tokens at a time, so as not to run far past),
            // then the greedy one.
            while position < hintReach && position < count && n < limit {
                n &+= tokenizeLazy(into: tokens + n, limit: min(limit &- n, Self.firstRowTokens), frequencies: frequencies)
            }
            n &+= tokenizeGreedy(into: tokens + n, limit: limit &- n, frequencies: frequencies)
        }
        return n &+ tokenizeLazy(into: tokens + n, limit: limit &- n, frequencies: frequencies)
    }

    /// ``tokenize(into:limit:frequencies:)`` for an effort without lazy matching
    /// (``Effort/noisy``), from `position` while every hint reaches back and four bytes are left:
    /// the same tokens as the general loop (`DeflateNoisyTests`), in a third fewer instructions
    /// on scatter_1e5 (the run of literals after which the search skips ahead is counted afresh
    /// in each call, as in the general loop). Most positions in noise are literals or short
    /// matches from the hash chain: one loop takes both (its chain walk tests four bytes before
    /// any match is measured, and a further link one byte first), and leaves positions that a
    /// hint distance repeats to the search below it.
    /// Returns the number of tokens written and leaves `position` after them.
    @inline(never)
    private mutating func tokenizeGreedy(
        into tokens: UnsafeMutablePointer<UInt32>, limit: Int, frequencies: UnsafeMutablePointer<UInt32>
    ) -> Int {
        let input = self.input, chains = self.chains, codes = self.codes
        let (hint0, hint1, hint2) = hints
        let hintReach = max(hint0, hint1, hint2)
        guard position >= hintReach else { return 0 }
        @inline(__always) func head(_ h: Int) -> UnsafeMutablePointer<Int32> { chains + h }
        @inline(__always) func previous(_ at: Int) -> UnsafeMutablePointer<Int32> { chains + (1 << Self.hashBits) + at }
        @inline(__always) func literalFrequency(_ symbol: Int) -> UnsafeMutablePointer<UInt32> { frequencies + symbol }
        @inline(__always) func distanceFrequency(_ code: Int) -> UnsafeMutablePointer<UInt32> { frequencies + Self.literalSymbols + code }
        let effort = self.effort
        let (maxChain, niceLength, goodLength, maxInsertLength) = (effort.maxChain, effort.niceLength, effort.goodLength, effort.maxInsertLength)
        let windowMask = Self.windowSize - 1
        // Positions with four bytes to hash: the tail is left to the general loop.
        let last = count &- 4
        var n = 0
        var i = position
        var misses = 0
        let (back0, back1, back2) = (0 &- hint0, 0 &- hint1, 0 &- hint2)

        @inline(__always) func literal() {
            let byte = input[i]
            tokens[n] = UInt32(byte)
            n &+= 1
            literalFrequency(Int(byte)).pointee &+= 1
            i &+= 1
        }
        /// After a literal: deep in a run of them, passes over some positions (see `skipAfter`).
        @inline(__always) func missed() {
            misses &+= 1
            if _slowPath(misses > Self.skipAfter) {
                for _ in 0..<Self.skip(misses: misses, remaining: count &- i) { literal() }
            }
        }
        /// The match at `i` (already hashed), its symbols counted; positions inside it are hashed
        /// up to `maxInsertLength`, else only its last four.
        @inline(__always) func match(_ length: Int, _ distance: Int) {
            misses = 0
            Self.putMatch(length, distance, into: tokens + n, frequencies: frequencies, codes: codes)
            n &+= 1
            let matchEnd = i &+ length
            @inline(__always) func insert(_ j: Int) {
                let h = Self.hash(Self.first4(input + j))
                previous(j & windowMask).pointee = head(h).pointee
                head(h).pointee = Int32(truncatingIfNeeded: j)
            }
            if length > maxInsertLength && matchEnd <= last &+ 1 {
                // The last four, written out (most matches in noise).
                insert(matchEnd &- 4)
                insert(matchEnd &- 3)
                insert(matchEnd &- 2)
                insert(matchEnd &- 1)
            } else {
                let insertEnd = min(matchEnd, count &- 3)
                var j = length <= maxInsertLength ? i &+ 1 : matchEnd &- 4
                while j < insertEnd {
                    insert(j)
                    j &+= 1
                }
            }
            i = matchEnd
        }

        while i <= last && n < limit {
            // Positions no hint distance repeats three bytes of: a literal, or the longest match
            // on the hash chain (four bytes or more).
            while true {
                let p = input + i
                let first4 = Self.first4(p)
                @inline(__always) func differs3(_ back: Int) -> Bool {
                    (UnsafeRawPointer(p).loadUnaligned(fromByteOffset: back, as: UInt32.self) ^ first4) & 0x00FF_FFFF != 0
                }
                guard differs3(back0) && differs3(back1) && differs3(back2) else { break }
                let h = Self.hash(first4)
                let candidate = head(h).pointee
                previous(i & windowMask).pointee = candidate
                head(h).pointee = Int32(truncatingIfNeeded: i)
                // The first link within `maxChain` that holds these four bytes; none (most
                // positions in noise): a literal.
                let low = i &- Self.windowSize
                var c = Int(candidate)
                var chain = maxChain
                while c >= low && Self.first4(input + c) != first4 {
                    chain &-= 1
                    c = chain == 0 ? Int.min : Int(previous(c & windowMask).pointee)
                }
                if c < low {
                    literal()
                    missed()
                } else {
                    // The longest from there on, the first of equals, stopping at `niceLength`.
                    let maxLength = min(Self.maxMatch, count &- i) &- 4
                    var best = 4 &+ Self.matchLength(input + (c &+ 4), p + 4, maxLength)
                    var bestDistance = i &- c
                    // Only a link that agrees at `best` can be longer: one byte tested first.
                    let stop = min(niceLength, maxLength &+ 4)
                    while best < stop {
                        chain &-= 1
                        if chain == 0 { break }
                        c = Int(previous(c & windowMask).pointee)
                        guard c >= low else { break }
                        if input[c &+ best] == p[best] && Self.first4(input + c) == first4 {
                            let length = 4 &+ Self.matchLength(input + (c &+ 4), p + 4, maxLength)
                            if length > best {
                                best = length
                                bestDistance = i &- c
                            }
                        }
                    }
                    match(best, bestDistance)
                }
                guard i <= last && n < limit else { break }
            }
            guard i <= last && n < limit else { break }
            // A hint distance repeats three bytes or more: the longest match among the hints
            // (the first of equals, stopping at `niceLength`), then, below `goodLength`, the chain's.
            let p = input + i
            let first4 = Self.first4(p)
            let h = Self.hash(first4)
            let candidate = head(h).pointee
            @inline(__always) func back(_ d: Int) -> UInt32 {
                UnsafeRawPointer(p).loadUnaligned(fromByteOffset: 0 &- d, as: UInt32.self) ^ first4
            }
            let low = i &- Self.windowSize
            let maxLength = min(Self.maxMatch, count &- i)
            var best = Self.minMatch - 1, bestDistance = 0
            @inline(__always) func tryHint(_ d: Int) -> Bool {
                let x = back(d)
                if x & 0x00FF_FFFF == 0 {
                    let length = x != 0 ? 3 : 4 &+ Self.matchLength(p + (4 &- d), p + 4, maxLength &- 4)
                    if length > best && (length > Self.minMatch || d <= Self.tooFar) {
                        best = length
                        bestDistance = d
                    }
                }
                return best >= niceLength
            }
            if !(tryHint(hint0) || tryHint(hint1) || tryHint(hint2) || best >= goodLength) {
                var c = Int(candidate)
                var chain = maxChain
                while c >= low && chain > 0 {
                    let q = input + c
                    if Self.first4(q) == first4 {
                        let length = 4 &+ Self.matchLength(q + 4, p + 4, maxLength &- 4)
                        if length > best {
                            best = length
                            bestDistance = i &- c
                            if length >= niceLength { break }
                        }
                    }
                    c = Int(previous(c & windowMask).pointee)
                    chain &-= 1
                }
            }
            previous(i & windowMask).pointee = candidate
            head(h).pointee = Int32(truncatingIfNeeded: i)
            if bestDistance == 0 {
                // Three bytes from a hint too far away.
                literal()
                missed()
            } else {
                match(best, bestDistance)
            }
        }
        position = i
        return n
    }

    /// Tokens per call of the general loop before the greedy loop can start.
    private static let firstRowTokens = 64

    /// The general ``tokenize(into:limit:frequencies:)``, for any effort.
    @inline(never)
    private mutating func tokenizeLazy(
        into tokens: UnsafeMutablePointer<UInt32>, limit: Int, frequencies: UnsafeMutablePointer<UInt32>
    ) -> Int {
        let input = self.input, end = count, chains = self.chains, codes = self.codes
        // Offsets from one base pointer fold into the addressing of each load and store.
        @inline(__always) func head(_ h: Int) -> UnsafeMutablePointer<Int32> { chains + h }
        @inline(__always) func previous(_ at: Int) -> UnsafeMutablePointer<Int32> { chains + (1 << Self.hashBits) + at }
        @inline(__always) func literalFrequency(_ symbol: Int) -> UnsafeMutablePointer<UInt32> { frequencies + symbol }
        @inline(__always) func distanceFrequency(_ code: Int) -> UnsafeMutablePointer<UInt32> { frequencies + Self.literalSymbols + code }
        let (hint0, hint1, hint2) = hints
        let effort = self.effort
        let (maxChain, lazyLength, goodLength, maxInsertLength) = (effort.maxChain, effort.lazyLength, effort.goodLength, effort.maxInsertLength)
        let niceLength = effort.niceLength
        let windowMask = Self.windowSize - 1
        var n = 0
        var i = position

        /// Links position `at` into its hash chain (when four bytes remain to hash).
        @inline(__always) func insert(_ at: Int) {
            guard at &+ 4 <= end else { return }
            let h = Self.hash(Self.first4(input + at))
            previous(at & windowMask).pointee = head(h).pointee
            head(h).pointee = Int32(truncatingIfNeeded: at)
        }

        /// The longest match at `at` longer than `known`, or (0, 0) when there is none; a match
        /// of `known` bytes at `knownDistance` (0: none) is already in hand.
        @inline(__always) func longestMatch(at: Int, known: Int, knownDistance: Int) -> (length: Int, distance: Int) {
            let maxLength = min(Self.maxMatch, end - at)
            guard maxLength > known else { return knownDistance == 0 ? (0, 0) : (known, knownDistance) }
            let current = input + at
            let nice = min(niceLength, maxLength)
            var best = known
            var bestDistance = knownDistance

            @inline(__always) func tryHint(_ d: Int) -> Bool {
                guard d <= at else { return false }
                let candidate = input + (at &- d)
                guard candidate[best] == current[best] else { return false }
                let length = Self.matchLength(candidate, current, maxLength)
                if length > best && (length > Self.minMatch || d <= Self.tooFar) {
                    best = length
                    bestDistance = d
                }
                return best >= nice
            }
            // A hint match of `goodLength` is kept without walking the chain: in image rows the
            // chain rarely beats a pixel or row repeat that long (measured: 2% less work, same size).
            if tryHint(hint0) || tryHint(hint1) || tryHint(hint2) || best >= goodLength {
                return bestDistance == 0 ? (0, 0) : (best, bestDistance)
            }

            guard at &+ 4 <= end else { return bestDistance == 0 ? (0, 0) : (best, bestDistance) }
            let low = at &- Self.windowSize
            var chain = maxChain
            let first4 = Self.first4(current)
            var candidate = Int(head(Self.hash(first4)).pointee)
            while candidate >= low && chain > 0 {
                let c = input + candidate
                if c[best] == current[best] && Self.first4(c) == first4 {
                    let length = 4 + Self.matchLength(c + 4, current + 4, maxLength - 4)
                    if length > best && (length > Self.minMatch || at &- candidate <= Self.tooFar) {
                        best = length
                        bestDistance = at &- candidate
                        if length >= nice { break }
                    }
                }
                candidate = Int(previous(candidate & windowMask).pointee)
                chain -= 1
            }
            return bestDistance == 0 ? (0, 0) : (best, bestDistance)
        }

        @inline(__always) func literal(_ at: Int) {
            let byte = input[at]
            tokens[n] = UInt32(byte)
            n &+= 1
            literalFrequency(Int(byte)).pointee &+= 1
        }
        // Literals since the last match: after many, look at fewer positions (see `skipAfter`).
        var misses = 0
        /// After the literal at `i - 1`: counts the miss and, deep in a run of literals, passes
        /// over some positions as literals without searching or hashing them.
        @inline(__always) func missed() {
            misses &+= 1
            if _slowPath(misses > Self.skipAfter) {
                for _ in 0..<Self.skip(misses: misses, remaining: end &- i) {
                    literal(i)
                    i &+= 1
                }
            }
        }
        // Runs of zeros (most of a filtered chart frame) are matched against the byte before
        // without the general search. The run's length is the match one byte back, the first
        // hint: a full-length run is the match the search would return first, and is taken as
        // it is; a shorter one goes to the search as the match in hand, so its bytes are
        // compared once.
        // Not in noise (a nice length below `maxMatch`: ``Effort/noisy``), where most zero runs
        // are short and the test costs more than it saves (scatter_1e4).
        let zeroRuns = hint0 == 1 && maxInsertLength < Self.maxMatch && niceLength == Self.maxMatch
        // From here on every hint distance reaches back into the input.
        let hintReach = max(hint0, hint1, hint2)
        // The hints as byte offsets back, for the literal loop (used only from `hintReach` on).
        let (back0, back1, back2) = (0 &- hint0, 0 &- hint1, 0 &- hint2)
        while i < end && n < limit {
            var known = Self.minMatch - 1, knownDistance = 0
            if i &+ 4 <= end {
                let p = input + i
                let first4 = Self.first4(p)
                if zeroRuns && first4 == 0 && i > 0 && p[-1] == 0 {
                    let run = Self.zeroRun(p, limit: min(Self.maxMatch, end &- i))
                    if run == Self.maxMatch {
                        // Only the run's last position is hashed: the others hold four zeros
                        // too, and one is all a chain needs to find zeros.
                        misses = 0
                        tokens[n] = Self.matchFlag | UInt32(Self.maxMatch - Self.minMatch) << 16
                        n &+= 1
                        literalFrequency(257 + Int(codes[Self.maxMatch - Self.minMatch])).pointee &+= 1
                        distanceFrequency(0).pointee &+= 1
                        i &+= Self.maxMatch
                        insert(i &- 1)
                        continue
                    }
                    known = run
                    knownDistance = 1
                } else if i >= hintReach {
                    // Common literals, one after another in a tight loop: no hint distance
                    // repeats the position's first three bytes and its hash chain is empty. What
                    // the full search would find too, and each is hashed the same way, in about
                    // 45 instructions rather than 150 (the antialiased edges of a pie are ~20k
                    // such literals). Stops at anything else (four zeros: perhaps a zero run)
                    // for the search below.
                    let start = i
                    var first4 = first4
                    while true {
                        let q = input + i
                        @inline(__always) func differs3(_ back: Int) -> Bool {
                            (UnsafeRawPointer(q).loadUnaligned(fromByteOffset: back, as: UInt32.self) ^ first4) & 0x00FF_FFFF != 0
                        }
                        guard differs3(back0) && differs3(back1) && differs3(back2) else { break }
                        let h = Self.hash(first4)
                        let candidate = head(h).pointee
                        guard Int(candidate) < i &- Self.windowSize else { break }
                        let byte = q.pointee
                        tokens[n] = UInt32(byte)
                        n &+= 1
                        literalFrequency(Int(byte)).pointee &+= 1
                        previous(i & windowMask).pointee = candidate
                        head(h).pointee = Int32(truncatingIfNeeded: i)
                        i &+= 1
                        missed()
                        guard i &+ 4 <= end && n < limit else { break }
                        first4 = Self.first4(input + i)
                        if first4 == 0 { break }
                    }
                    if i != start { continue }
                }
            }
            var (length, distance) = longestMatch(at: i, known: known, knownDistance: knownDistance)
            if length == 0 {
                literal(i)
                insert(i)
                i &+= 1
                missed()
                continue
            }
            misses = 0
            insert(i)
            // Lazy matching: a longer match one byte later is worth a literal.
            while length < lazyLength && i &+ 1 < end {
                let (nextLength, nextDistance) = longestMatch(at: i &+ 1, known: length, knownDistance: 0)
                guard nextLength > length else { break }
                literal(i)
                i &+= 1
                insert(i)
                length = nextLength
                distance = nextDistance
            }
            Self.putMatch(length, distance, into: tokens + n, frequencies: frequencies, codes: codes)
            n &+= 1
            let matchEnd = i &+ length
            // Positions with four bytes left to hash; no bounds test per position.
            let insertEnd = min(matchEnd, end &- 3)
            var j = length <= maxInsertLength ? i &+ 1 : matchEnd &- 4
            while j < insertEnd {
                let h = Self.hash(Self.first4(input + j))
                previous(j & windowMask).pointee = head(h).pointee
                head(h).pointee = Int32(truncatingIfNeeded: j)
                j &+= 1
            }
            i = matchEnd
        }
        position = i
        return n
    }

    /// Writes the token of a match of `length` at `distance` to `token` and counts its length
    /// and distance symbols in `frequencies` (laid out as `tokenize` keeps them), their codes
    /// read from `codes` (the finder's length, then distance code tables).
    @inline(__always)
    private static func putMatch(
        _ length: Int, _ distance: Int, into token: UnsafeMutablePointer<UInt32>,
        frequencies: UnsafeMutablePointer<UInt32>, codes: UnsafeMutablePointer<UInt8>
    ) {
        let lengthMinus3 = length &- minMatch
        let distanceMinus1 = distance &- 1
        token.pointee = matchFlag | UInt32(truncatingIfNeeded: lengthMinus3 &<< 16 | distanceMinus1)
        frequencies[257 &+ Int(codes[lengthMinus3])] &+= 1
        let dc = distanceMinus1 < 256 ? codes[256 &+ distanceMinus1] : codes[512 &+ distanceMinus1 &>> 7]
        frequencies[literalSymbols &+ Int(dc)] &+= 1
    }

    /// The hash-chain slot of four bytes.
    @inline(__always)
    private static func hash(_ first4: UInt32) -> Int {
        Int((first4 &* 0x9E37_79B1) >> UInt32(32 - hashBits))
    }

    /// The four bytes at `p`, which the hash chains are keyed on: with three, as zlib does,
    /// the chains of filtered image rows fill with positions that share three bytes (zeros,
    /// mostly) and a bounded walk reaches fewer useful ones (measured: four is 2–3% smaller
    /// on line_1e3 and scatter_1e5 and 10% faster; three-byte matches are still found by the hints).
    @inline(__always)
    private static func first4(_ p: UnsafePointer<UInt8>) -> UInt32 {
        UnsafeRawPointer(p).loadUnaligned(as: UInt32.self)
    }

    /// How many bytes from `p` on, up to `limit`, are zero; reads whole words, 64 bytes a step,
    /// and the last word of `limit` overlapping the ones before rather than byte by byte.
    @inline(__always)
    static func zeroRun(_ p: UnsafePointer<UInt8>, limit: Int) -> Int {
        let r = UnsafeRawPointer(p)
        @inline(__always) func word(_ offset: Int) -> UInt64 { UInt64(littleEndian: r.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        var n = 0
        while n &+ 64 <= limit
                && word(n) | word(n &+ 8) | word(n &+ 16) | word(n &+ 24) | word(n &+ 32) | word(n &+ 40) | word(n &+ 48) | word(n &+ 56) == 0 {
            n &+= 64
        }
        return firstNonzero(from: n, limit: limit, word: word, byteIsZero: { p[$0] == 0 })
    }

    /// How many bytes at `a` and `b` agree, up to `limit`; compares the first eight, then 32 at
    /// a time while they agree (the long runs of zeros filtered chart rows are made of), then
    /// eight at a time, and the last eight of `limit` overlapping those before.
    @inline(__always)
    static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ limit: Int) -> Int {
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
        @inline(__always) func difference(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: ra.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ rb.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        // Most matches in noisy rows end within eight bytes: test those first.
        if limit >= 8 {
            let x = difference(0)
            if x != 0 { return x.trailingZeroBitCount >> 3 }
        }
        var n = 0
        while n &+ 32 <= limit && difference(n) | difference(n &+ 8) | difference(n &+ 16) | difference(n &+ 24) == 0 { n &+= 32 }
        return firstNonzero(from: n, limit: limit, word: difference, byteIsZero: { a[$0] == b[$0] })
    }

    /// The offset of the first nonzero byte at or after `n` (before it, all are zero) and
    /// before `limit` in the little-endian words `word(offset)` gives, or `limit`: eight bytes
    /// at a time, then the last eight of `limit` overlapping those before, or, when `limit` is
    /// under eight, byte by byte with `byteIsZero`.
    @inline(__always)
    private static func firstNonzero(from n: Int, limit: Int, word: (Int) -> UInt64, byteIsZero: (Int) -> Bool) -> Int {
        var n = n
        while n &+ 8 <= limit {
            let w = word(n)
            if w != 0 { return n &+ w.trailingZeroBitCount >> 3 }
            n &+= 8
        }
        guard n < limit else { return n }
        if limit >= 8 {
            let w = word(limit &- 8)
            return w == 0 ? limit : limit &- 8 &+ w.trailingZeroBitCount >> 3
        }
        while n < limit && byteIsZero(n) { n &+= 1 }
        return n
    }
}
