/// One colour's ``PackedSource`` word at each coverage (0–255), worked out on first use
/// and kept while the colour stays the same: the partly covered pixels along a stroke or
/// a line of text, the edge pixels of a convex fill or of a scatter's dots, blend a word
/// looked up instead of four divisions by 255 a pixel. Each entry holds the word with bit
/// 32 set once worked out (0: not yet).
///
/// Not shared between threads: each scan converter and convex filler has its own.
final class CoverageWords {
    private let words = ScratchBuffer<UInt64>(capacity: 256, zero: 0)
    private var color: PremultipliedColor?

    /// The table for `color`, cleared when the colour differs from the last one asked for.
    func table(for color: PremultipliedColor) -> UnsafeMutablePointer<UInt64> {
        if self.color != color {
            words.base.update(repeating: 0, count: 256)
            self.color = color
        }
        return words.base
    }

    /// `color` at coverage `c`, from `table` (``table(for:)`` of the same colour): the
    /// same word as `PackedSource(color, coverage: c)`.
    @inline(__always)
    static func source(_ c: UInt32, of color: PremultipliedColor, in table: UnsafeMutablePointer<UInt64>) -> PackedSource {
        var word = table[Int(c)]
        if word == 0 {
            word = UInt64(PackedSource(color, coverage: c).word) | 1 << 32
            table[Int(c)] = word
        }
        return PackedSource(word: UInt32(truncatingIfNeeded: word))
    }
}
