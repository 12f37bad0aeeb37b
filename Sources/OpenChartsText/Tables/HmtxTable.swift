/// `hmtx`: each glyph's advance width in font units.
///
/// The first `numberOfHMetrics` glyphs have their own advance; the rest repeat the last.
/// The entries are read in place; their extent is checked once, here.
struct HmtxTable: Sendable {
    private let table: BinaryReader
    private let numberOfHMetrics: Int

    init(_ table: BinaryReader, numberOfHMetrics: Int) throws {
        guard numberOfHMetrics > 0 else { throw table.error(0, "hhea.numberOfHMetrics is 0") }
        try table.checkArray(0, count: numberOfHMetrics, size: 4)
        self.table = table
        self.numberOfHMetrics = numberOfHMetrics
    }

    /// The advance of `glyph` in font units.
    func advance(_ glyph: UInt32) -> Int {
        let index = min(Int(glyph), numberOfHMetrics - 1)
        // In range: init checked all numberOfHMetrics entries.
        return Int((try? table.u16(4 * index)) ?? 0)
    }
}
