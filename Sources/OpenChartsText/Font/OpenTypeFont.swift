import Foundation
import OpenChartsCore

/// One font read from its bytes: the tables measuring and drawing need.
///
/// The required tables (`head`, `hhea`, `maxp`, `hmtx`, `cmap`) must parse or the whole
/// font is refused with their error. Optional ones (`OS/2`, `name`, `post`, `kern`,
/// `GPOS`) that are damaged are left out, as browsers do, so that a font with a bad
/// kerning table still draws. Outlines are read per glyph, on demand. A class, so that
/// layouts pass it around without copying its tables.
final class OpenTypeFont: Sendable {
    /// The whole file and this font's table directory, for raw table access.
    let file: BinaryReader
    let directory: TableDirectory
    let head: HeadTable
    let hhea: HheaTable
    let maxp: MaxpTable
    let hmtx: HmtxTable
    let cmap: CmapTable
    let os2: OS2Table?
    let name: NameTable?
    let post: PostTable?
    /// GPOS pair kerning, for the scripts whose language system has `kern`.
    let gposKerning: GPOSKerning?
    /// The `kern` table, for runs whose script GPOS does not kern.
    let kernTable: KernTable?
    /// TrueType or CFF outlines; nil when the font has neither (then glyphs cannot be drawn).
    let outlines: (any GlyphOutlineFormat)?
    /// Why there are no outlines, when there are none.
    let outlineError: FontError?

    /// Reads the font whose table directory is at `directoryOffset` in `bytes`.
    init(bytes: [UInt8], directoryOffset: Int = 0) throws {
        let file = BinaryReader(bytes)
        let directory = try TableDirectory(file, at: directoryOffset, fileLength: bytes.count)
        self.file = file
        self.directory = directory
        head = try HeadTable(directory.table("head", in: file))
        hhea = try HheaTable(directory.table("hhea", in: file))
        maxp = try MaxpTable(directory.table("maxp", in: file))
        hmtx = try HmtxTable(directory.table("hmtx", in: file), numberOfHMetrics: hhea.numberOfHMetrics)
        cmap = try CmapTable(directory.table("cmap", in: file), numGlyphs: maxp.numGlyphs)
        os2 = try? OS2Table(directory.table("OS/2", in: file))
        name = try? NameTable(directory.table("name", in: file))
        post = try? PostTable(directory.table("post", in: file))

        let gdef = try? directory.table("GDEF", in: file)
        gposKerning = try? GPOSKerning(directory.table("GPOS", in: file), gdef: gdef)
        kernTable = (try? KernTable(directory.table("kern", in: file))).flatMap { $0.isEmpty ? nil : $0 }

        do {
            if directory.has("glyf") {
                outlines = try TrueTypeOutlines(glyf: directory.table("glyf", in: file),
                                                loca: directory.table("loca", in: file),
                                                indexToLocFormat: head.indexToLocFormat, numGlyphs: maxp.numGlyphs)
            } else if directory.has("CFF ") {
                outlines = try CFFOutlines(directory.table("CFF ", in: file))
            } else {
                throw FontError(table: "glyf", offset: 0, reason: "the font has neither 'glyf' nor 'CFF ' outlines")
            }
            outlineError = nil
        } catch let error as FontError {
            outlines = nil
            outlineError = error
        } catch {
            outlines = nil
            outlineError = FontError(table: "glyf", offset: 0, reason: "\(error)")
        }
    }

    var unitsPerEm: Int { head.unitsPerEm }

    /// The glyph for a character, 0 when the font has none.
    func glyph(for scalar: Unicode.Scalar) -> UInt32 { cmap.glyph(for: scalar.value) }

    /// The advance of `glyph`, in font units.
    func advance(_ glyph: UInt32) -> Int { hmtx.advance(glyph) }

    /// Ascender, descender (negative, below the baseline) and line gap in font units:
    /// `OS/2` typo metrics when USE_TYPO_METRICS is set, else `hhea`.
    var lineMetrics: (ascender: Int, descender: Int, lineGap: Int) {
        if let os2, os2.useTypoMetrics {
            return (os2.typoAscender, os2.typoDescender, os2.typoLineGap)
        }
        return (hhea.ascender, hhea.descender, hhea.lineGap)
    }

    /// Per-glyph kerning adjustments (advance, placement) in font units for a run
    /// shaped under the OpenType `script` tag.
    /// Glyphs marked in `ignorable` are kerned across, not with.
    func kerningAdjustments(_ glyphs: [UInt32], ignorable: [Bool]? = nil,
                            script: String) -> [(advance: Int, placement: Int)] {
        let ignorable = ignorable ?? Array(repeating: false, count: glyphs.count)
        // HarfBuzz's choice: GPOS when the run's script kerns there, else `kern`.
        if let gposKerning, gposKerning.kerns(script: script) {
            return gposKerning.adjustments(for: glyphs, ignorable: ignorable, script: script)
        }
        var result = Array(repeating: (advance: 0, placement: 0), count: glyphs.count)
        if let kernTable {
            let kept = glyphs.indices.filter { !ignorable[$0] }
            for (i, j) in zip(kept, kept.dropFirst()) { result[i].advance = kernTable.value(glyphs[i], glyphs[j]) }
        }
        return result
    }

    /// The outline of `glyph` in font units, y up.
    func outline(_ glyph: UInt32) throws -> Path {
        guard let outlines else {
            throw outlineError ?? FontError(table: "glyf", offset: 0, reason: "the font has no outlines")
        }
        guard Int(glyph) < maxp.numGlyphs else {
            throw FontError(table: "maxp", offset: 4, reason: "glyph \(glyph) is past numGlyphs \(maxp.numGlyphs)")
        }
        return try outlines.outline(glyph)
    }
}
