import Foundation
import OpenChartsCore

/// CFF outlines (the `CFF ` table, Type 2 charstrings), as OpenType fonts with
/// PostScript outlines such as Noto Sans CJK store them.
///
/// Not read yet: the table is recognised so the font still measures (metrics come
/// from `hmtx`), and asking for an outline gives an error that says so.
struct CFFOutlines: GlyphOutlineFormat {
    private let table: BinaryReader

    init(_ table: BinaryReader) throws {
        self.table = table
        guard try table.u8(0) == 1 else { throw table.error(0, "CFF major version \(try table.u8(0)) is not 1") }
    }

    func outline(_ glyph: UInt32) throws -> Path {
        throw table.error(0, "CFF charstrings are not read yet (glyph \(glyph))")
    }
}
