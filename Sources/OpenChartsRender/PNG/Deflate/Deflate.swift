/// Deflate (RFC 1951): LZ77 tokens from ``MatchFinder``, cut into blocks of a fixed number of
/// symbols, each block written with whichever is smallest of a dynamic Huffman code, the fixed
/// code, or stored bytes. The same input always gives the same bytes.
enum Deflate {
    /// Symbols per block: zlib's block size at memLevel 9, a balance between adapting codes
    /// to the data and paying for a code table. 8 Ki and 32 Ki symbols gave files of about the
    /// same size on chart frames; session 10 took 32 Ki (was 16 Ki, zlib's default) for the
    /// fixed cost of a block (code lengths, header, token table: some 100k instructions):
    /// line_1e3's and line_1e5's halves are one block each, their encodes 1.6% fewer
    /// instructions, for files from 0.13% smaller to 0.39% larger (line_1e5 clear), the opaque
    /// line frames 0–0.33% larger, the scatter plots 0–0.12% smaller.
    static let blockSymbols = 32768

    /// Compresses `input` into `writer` as a complete deflate stream (the last block is final),
    /// or, with `isLastPart` false, as the first part of one: its last block is not final and
    /// an empty stored block brings it to a byte boundary (zlib's sync flush), so the next
    /// part's bytes can follow. A part refers to no byte before it.
    /// `hintDistances` are distances tried first at every position (for images: pixel and row).
    /// - Complexity: O(n) for n input bytes (bounded search per position).
    static func compress(
        _ input: UnsafeRawBufferPointer, hintDistances: [Int], into writer: inout BitWriter,
        effort: MatchFinder.Effort = .standard, isLastPart: Bool = true
    ) {
        defer {
            if !isLastPart {
                writer.reserve(8)
                writer.put(0, 3)  // not final, stored
                writer.alignToByte()
                writer.put(0xFFFF_0000, 32)  // length 0 and its complement
            }
        }
        let noLiterals = [UInt32](repeating: 0, count: 286)
        let noDistances = [UInt32](repeating: 0, count: 30)
        guard let base = input.baseAddress?.assumingMemoryBound(to: UInt8.self), input.count > 0 else {
            // Nothing to compress: one final block holding only its end code.
            DeflateBlock(tokens: UnsafeBufferPointer(start: nil, count: 0), literalFrequencies: noLiterals,
                         distanceFrequencies: noDistances, raw: UnsafeRawBufferPointer(start: nil, count: 0))
                .write(into: &writer, isLast: isLastPart)
            return
        }
        var finder = MatchFinder(input: base, count: input.count, hintDistances: hintDistances, effort: effort)
        finder.effort = firstEffort(looksNoisy: finder.looksNoisy(), requested: effort)
        let tokens = UnsafeMutablePointer<UInt32>.allocate(capacity: blockSymbols + MatchFinder.tokenSlack)
        let frequencies = UnsafeMutablePointer<UInt32>.allocate(capacity: MatchFinder.frequencyCount)
        let literalFrequencies = frequencies, distanceFrequencies = frequencies + MatchFinder.literalSymbols
        defer {
            tokens.deallocate()
            frequencies.deallocate()
        }
        var isLast = false
        while !isLast {
            frequencies.initialize(repeating: 0, count: MatchFinder.frequencyCount)
            let start = finder.position
            let tokenCount = finder.tokenize(into: tokens, limit: blockSymbols, frequencies: frequencies)
            isLast = finder.position == input.count
            var literals = 0
            for byte in 0..<256 { literals += Int(literalFrequencies[byte]) }
            finder.effort = nextEffort(literals: literals, bytes: finder.position - start, requested: effort)
            DeflateBlock(
                tokens: UnsafeBufferPointer(start: tokens, count: tokenCount),
                literalFrequencies: Array(UnsafeBufferPointer(start: literalFrequencies, count: noLiterals.count)),
                distanceFrequencies: Array(UnsafeBufferPointer(start: distanceFrequencies, count: noDistances.count)),
                raw: UnsafeRawBufferPointer(start: base + start, count: finder.position - start)
            ).write(into: &writer, isLast: isLast && isLastPart)
        }
    }

    /// The effort for the block after one that covered `bytes` with `literals` literals: after
    /// more than one literal per 32 bytes (noise: a dense scatter plot, a photo),
    /// ``MatchFinder/Effort/noisy``; otherwise the `requested` one. Chart frames (runs, repeated
    /// rows) stay well under; on scatter_1e5 this takes deflate from ~90 to ~30 ms for output
    /// 3.8% larger than zlib -6 instead of 1% (`scripts/bench_deflate.py --cases scatter_1e5`).
    /// One per 32 rather than one per 16 also takes scatter_1e4's markers (one literal in 16 to
    /// 32 bytes): its deflate 5.5 -> 4.6 ms, from 2.7 to 3.2 times as fast as zlib -6, for
    /// output 6.7% larger than zlib's instead of 1.4% (a chain of 3 there instead was 2.9 times
    /// as fast, 3.4% larger).
    /// Session 8: one per 48 rather than 32, now that the noisy effort's greedy loop costs
    /// less: scatter_1e4's blocks of one literal in 32 to 40 bytes too (the chart frames' blocks
    /// have one in 70 or fewer). Deciding every 4096 tokens instead flipped scatter_1e4 back and
    /// forth (its density varies from 1 in 15 to 1 in 47 bytes) for more instructions.
    static func nextEffort(literals: Int, bytes: Int, requested: MatchFinder.Effort) -> MatchFinder.Effort {
        literals * 48 > bytes ? .noisy : requested
    }

    /// The effort for the first block, before any literal is counted: ``MatchFinder/Effort/noisy``
    /// for the standard effort on bytes that look noisy (``MatchFinder/looksNoisy()``), else
    /// the `requested` one.
    static func firstEffort(looksNoisy: @autoclosure () -> Bool, requested: MatchFinder.Effort) -> MatchFinder.Effort {
        requested == .standard && looksNoisy() ? .noisy : requested
    }
}
