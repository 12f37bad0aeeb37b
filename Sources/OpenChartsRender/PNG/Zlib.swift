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

    /// `input` as a zlib stream, trying `hintDistances` first when looking for matches.
    /// `adler`, when given, is the input's Adler-32, already summed by the caller.
    static func compress(
        _ input: UnsafeRawBufferPointer, hintDistances: [Int], effort: MatchFinder.Effort = .standard, adler: UInt32? = nil
    ) -> [UInt8] {
        var writer = BitWriter(capacity: input.count / 4 + 1024)
        // CMF 0x78: deflate with a 32 KiB window. FLG 0x9C: default level, no dictionary, and
        // (0x789C % 31 == 0) as the check requires.
        writer.put(0x9C78, 16)
        Deflate.compress(input, hintDistances: hintDistances, into: &writer, effort: effort)
        writer.putBigEndian(adler ?? Adler32.checksum(input))
        return writer.finish()
    }
}
