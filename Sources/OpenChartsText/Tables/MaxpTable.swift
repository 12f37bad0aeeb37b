/// `maxp`: the number of glyphs, which bounds every glyph ID the other tables give.
struct MaxpTable: Sendable {
    var numGlyphs: Int

    init(_ table: BinaryReader) throws {
        numGlyphs = Int(try table.u16(4))
    }
}
