/// `OS/2`: weight and width class, italic bit and the typographic line metrics.
struct OS2Table: Sendable {
    var weightClass: Int
    var widthClass: Int
    var fsSelection: UInt16
    var typoAscender: Int
    var typoDescender: Int
    var typoLineGap: Int

    init(_ table: BinaryReader) throws {
        weightClass = Int(try table.u16(4))
        widthClass = Int(try table.u16(6))
        fsSelection = try table.u16(62)
        typoAscender = Int(try table.i16(68))
        typoDescender = Int(try table.i16(70))
        typoLineGap = Int(try table.i16(72))
    }

    var isItalic: Bool { fsSelection & 0x0201 != 0 }  // ITALIC or OBLIQUE
    /// USE_TYPO_METRICS: line metrics come from the typo fields instead of `hhea`.
    var useTypoMetrics: Bool { fsSelection & 0x0080 != 0 }
}
