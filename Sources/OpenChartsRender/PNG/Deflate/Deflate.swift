/// Deflate (RFC 1951): LZ77 tokens from ``MatchFinder``, cut into blocks of a fixed number of
/// symbols, each block written with whichever is smallest of a dynamic Huffman code, the fixed
/// code, or stored bytes. The same input always gives the same bytes.
enum Deflate {
    /// Symbols per block: zlib's default (memLevel 8) block size, a balance between
    /// adapting codes to the data and paying for a code table.
    static let blockSymbols = 16384

    /// Compresses `input` into `writer` as a complete deflate stream (the last block is final).
    /// `hintDistances` are distances tried first at every position (for images: pixel and row).
    /// - Complexity: O(n) for n input bytes (bounded search per position).
    static func compress(
        _ input: UnsafeRawBufferPointer, hintDistances: [Int], into writer: inout BitWriter,
        effort: MatchFinder.Effort = .standard
    ) {
        let bytes = input.bindMemory(to: UInt8.self)
        // An empty buffer may have no base address; any non-null pointer serves for zero bytes.
        let empty: [UInt8] = [0]
        empty.withUnsafeBufferPointer { fallback in
            guard let base = bytes.baseAddress ?? fallback.baseAddress else { return }
            compress(base, count: bytes.count, hintDistances: hintDistances, into: &writer, effort: effort)
        }
    }

    private static func compress(
        _ base: UnsafePointer<UInt8>, count: Int, hintDistances: [Int], into writer: inout BitWriter,
        effort: MatchFinder.Effort
    ) {
        var finder = MatchFinder(input: base, count: count, hintDistances: hintDistances, effort: effort)
        let tokens = UnsafeMutablePointer<UInt32>.allocate(capacity: blockSymbols + MatchFinder.tokenSlack)
        defer { tokens.deallocate() }
        var literalFrequencies = [UInt32](repeating: 0, count: 286)
        var distanceFrequencies = [UInt32](repeating: 0, count: 30)
        var isLast = false
        while !isLast {
            for i in literalFrequencies.indices { literalFrequencies[i] = 0 }
            for i in distanceFrequencies.indices { distanceFrequencies[i] = 0 }
            let start = finder.position
            let tokenCount = literalFrequencies.withUnsafeMutableBufferPointer { literals in
                distanceFrequencies.withUnsafeMutableBufferPointer { distances in
                    finder.tokenize(
                        into: tokens, limit: blockSymbols,
                        literalFrequencies: literals.baseAddress ?? tokens,  // never nil: 286 elements
                        distanceFrequencies: distances.baseAddress ?? tokens)
                }
            }
            isLast = finder.position == count
            let block = Block(
                tokens: UnsafeBufferPointer(start: tokens, count: tokenCount),
                literalFrequencies: literalFrequencies, distanceFrequencies: distanceFrequencies,
                raw: UnsafeRawBufferPointer(start: base + start, count: finder.position - start))
            block.write(into: &writer, isLast: isLast)
        }
    }
}
