/// `hhea`: the horizontal line metrics and how many `hmtx` entries hold an advance.
struct HheaTable: Sendable {
    var ascender: Int
    var descender: Int
    var lineGap: Int
    var numberOfHMetrics: Int

    init(_ table: BinaryReader) throws {
        ascender = Int(try table.i16(4))
        descender = Int(try table.i16(6))
        lineGap = Int(try table.i16(8))
        numberOfHMetrics = Int(try table.u16(34))
    }
}
