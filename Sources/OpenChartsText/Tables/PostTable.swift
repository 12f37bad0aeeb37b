/// `post`: italic angle, underline and whether the font is monospaced.
struct PostTable: Sendable {
    var italicAngle: Double
    var underlinePosition: Int
    var underlineThickness: Int
    var isFixedPitch: Bool

    init(_ table: BinaryReader) throws {
        italicAngle = Double(try table.i32(4)) / 65536
        underlinePosition = Int(try table.i16(8))
        underlineThickness = Int(try table.i16(10))
        isFixedPitch = try table.u32(12) != 0
    }
}
