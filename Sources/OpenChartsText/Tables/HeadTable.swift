/// `head`: units per em, the `loca` format and the style bits.
struct HeadTable: Sendable {
    var unitsPerEm: Int
    /// 0: `loca` holds 16-bit offsets divided by 2; 1: 32-bit offsets.
    var indexToLocFormat: Int
    var macStyle: UInt16

    init(_ table: BinaryReader) throws {
        let upem = Int(try table.u16(18))
        guard (16...16384).contains(upem) else { throw table.error(18, "unitsPerEm \(upem) is outside 16…16384") }
        unitsPerEm = upem
        macStyle = try table.u16(44)
        indexToLocFormat = Int(try table.i16(50))
    }

    var isBold: Bool { macStyle & 1 != 0 }
    var isItalic: Bool { macStyle & 2 != 0 }
}
