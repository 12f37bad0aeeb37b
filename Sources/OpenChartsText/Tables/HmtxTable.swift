/// `hmtx`: each glyph's advance width in font units.
///
/// The first `numberOfHMetrics` glyphs have their own advance; the rest repeat the last.
struct HmtxTable: Sendable {
    private let advances: [UInt16]

    init(_ table: BinaryReader, numberOfHMetrics: Int) throws {
        guard numberOfHMetrics > 0 else { throw table.error(0, "hhea.numberOfHMetrics is 0") }
        try table.checkArray(0, count: numberOfHMetrics, size: 4)
        advances = try (0..<numberOfHMetrics).map { try table.u16(4 * $0) }
    }

    /// The advance of `glyph` in font units.
    func advance(_ glyph: UInt32) -> Int {
        let index = Int(glyph)
        return Int(index < advances.count ? advances[index] : advances[advances.count - 1])
    }
}
