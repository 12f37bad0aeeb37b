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

    /// The deflate data of one part of a zlib stream's input (see ``Deflate/compress(_:hintDistances:into:effort:isLastPart:)``),
    /// to be joined with the others by ``stream(parts:adler:)``.
    static func deflatePart(_ input: UnsafeRawBufferPointer, hintDistances: [Int], isLast: Bool) -> [UInt8] {
        var writer = BitWriter(capacity: input.count / 4 + 1024)
        Deflate.compress(input, hintDistances: hintDistances, into: &writer, isLastPart: isLast)
        return writer.finish()
    }

    /// A zlib stream of deflate parts, in order, of input whose Adler-32 is `adler`.
    static func stream(parts: [[UInt8]], adler: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [0x78, 0x9C]  // as in compress(_:hintDistances:effort:)
        bytes.reserveCapacity(parts.reduce(6) { $0 + $1.count })
        for part in parts { bytes += part }
        for shift in [24, 16, 8, 0] { bytes.append(UInt8(truncatingIfNeeded: adler >> UInt32(shift))) }
        return bytes
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
