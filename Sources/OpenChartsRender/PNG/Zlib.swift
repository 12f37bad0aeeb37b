import OpenChartsCore

/// The zlib format (RFC 1950): a two-byte header, a deflate stream, and the Adler-32 of the data.
///
/// Both PNG's IDAT data and PDF's `FlateDecode` streams are zlib streams.
public enum Zlib {
    /// `input` compressed as a zlib stream with this package's deflate; the bytes are the same
    /// on every run and platform.
    ///
    /// ```swift
    /// let packed = Zlib.compress(Array("hello hello hello".utf8))
    /// ```
    ///
    /// `hintDistances` are match distances tried at every position before searching, where the
    /// data has a known period: for image rows, the bytes of a pixel and of a row.
    /// - Complexity: O(n).
    public static func compress(_ input: [UInt8], hintDistances: [Int] = [1]) -> [UInt8] {
        input.withUnsafeBytes { compress($0, hintDistances: hintDistances) }
    }

    /// `input` as a zlib stream whose deflate data is compressed in parts of ``partBytes``, on
    /// as many threads as there are processors: for large PDF content streams (a hundred
    /// thousand symbols' placements). A part refers to no byte before it, which costs little
    /// at this size; the parts depend only on the input's length, so the bytes are the same
    /// on any machine. Inputs of one part are ``compress(_:hintDistances:)``'s stream.
    static func compressInParts(_ input: [UInt8]) -> [UInt8] {
        guard input.count > partBytes else { return compress(input) }
        let partCount = (input.count + partBytes - 1) / partBytes
        return input.withUnsafeBytes { bytes in
            nonisolated(unsafe) let shared = bytes
            let parts = concurrentMap(partCount) { k in
                let part = UnsafeRawBufferPointer(rebasing: shared[(k * partBytes)..<min((k + 1) * partBytes, shared.count)])
                return (adler: Adler32.checksum(part), length: part.count,
                        deflate: deflatePart(part, hintDistances: [1], isLast: k == partCount - 1))
            }
            return PartedStream(parts: parts.map(\.deflate), adler: Adler32.combine(parts.map { ($0.adler, $0.length) })).bytes
        }
    }

    /// The part size of ``compressInParts(_:)``.
    static let partBytes = 1 << 20

    /// The deflate data of one part of a zlib stream's input (see ``Deflate/compress(_:hintDistances:into:effort:isLastPart:)``),
    /// to be joined with the others in a ``PartedStream``.
    static func deflatePart(_ input: UnsafeRawBufferPointer, hintDistances: [Int], isLast: Bool) -> [UInt8] {
        var writer = BitWriter(capacity: input.count / 4 + 1024)
        Deflate.compress(input, hintDistances: hintDistances, into: &writer, isLastPart: isLast)
        return writer.finish()
    }

    /// A zlib stream kept as its pieces: the two header bytes, the deflate parts as they were
    /// compressed (each on its own thread), and the Adler-32 trailer. A PNG's IDAT chunks are
    /// written from the pieces (``PNGChunkWriter/appendChunks(_:pieces:chunkSize:)``), so the
    /// compressed bytes are not copied into one array and then again into the file.
    struct PartedStream {
        /// The header, each part, then the trailer.
        let pieces: [[UInt8]]

        init(parts: [[UInt8]], adler: UInt32) {
            // The header as in compress(_:hintDistances:effort:); the trailer most significant byte first.
            let trailer = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> UInt32($0)) }
            pieces = [[0x78, 0x9C]] + parts + [trailer]
        }

        /// The stream's length in bytes.
        var count: Int { pieces.reduce(0) { $0 + $1.count } }

        /// The stream's bytes in one array.
        var bytes: [UInt8] {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(count)
            for piece in pieces { bytes += piece }
            return bytes
        }
    }

    /// `input` as a zlib stream, trying `hintDistances` first when looking for matches.
    static func compress(_ input: UnsafeRawBufferPointer, hintDistances: [Int], effort: MatchFinder.Effort = .standard) -> [UInt8] {
        var writer = BitWriter(capacity: input.count / 4 + 1024)
        // CMF 0x78: deflate with a 32 KiB window. FLG 0x9C: default level, no dictionary, and
        // (0x789C % 31 == 0) as the check requires.
        writer.put(0x9C78, 16)
        Deflate.compress(input, hintDistances: hintDistances, into: &writer, effort: effort)
        writer.putBigEndian(Adler32.checksum(input))
        return writer.finish()
    }
}
