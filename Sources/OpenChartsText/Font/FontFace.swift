import Foundation
import OpenChartsCore

/// One face of a font file: its names and style, and (read on first use) its glyphs.
///
/// Faces are shared process-wide: discovery makes one per face found, and the file's
/// tables are read the first time a glyph is measured or drawn, under a lock, so any
/// thread may use a face.
public final class FontFace: Sendable, CustomStringConvertible {
    let descriptor: FontDescriptor
    private let loaded = Locked<Result<OpenTypeFont, FontError>?>(nil)
    /// The `cmap` alone, for fallback searches that need not read the whole file.
    private let characterMap = Locked<CmapTable??>(nil)

    init(_ descriptor: FontDescriptor) {
        self.descriptor = descriptor
    }

    /// The family name (`name` ID 16, else ID 1), as CSS `font-family` names it.
    public var familyName: String { descriptor.family }
    /// The style name, such as "Bold" or "Book".
    public var styleName: String { descriptor.style }
    /// The weight on the CSS scale, from `OS/2` usWeightClass.
    public var weight: Int { descriptor.weight }
    /// Whether the face is italic or oblique (`OS/2` fsSelection, else `head` macStyle).
    public var isItalic: Bool { descriptor.isItalic }
    /// Font units per em: glyph coordinates and advances are in these units.
    public var unitsPerEm: Int { descriptor.unitsPerEm }
    /// The font file the face is in.
    public var fileURL: URL { descriptor.fileURL }
    /// The face's index in a `.ttc` collection; 0 for a single-font file.
    public var faceIndex: Int { descriptor.faceIndex }

    /// "DejaVu Sans Bold (DejaVuSans-Bold.ttf)", for messages.
    public var description: String {
        "\(familyName) \(styleName) (\(fileURL.lastPathComponent)\(faceIndex > 0 ? "#\(faceIndex)" : ""))"
    }

    /// The parsed font, read from disk on first use.
    func font() throws -> OpenTypeFont {
        let result = loaded.withLock { state -> Result<OpenTypeFont, FontError> in
            if let state { return state }
            let result = Result { try FontFileCache.shared.bytes(of: descriptor.fileURL) }
                .flatMap { bytes in Result { try OpenTypeFont(bytes: bytes, directoryOffset: descriptor.directoryOffset) } }
                .mapError { $0 as? FontError ?? FontError(table: "file", offset: 0, reason: "\($0)") }
            state = result
            return result
        }
        return try result.get()
    }

    /// Whether the face has a glyph for `scalar` (false when the file cannot be read).
    ///
    /// Reads only the face's `cmap` when its glyphs are not loaded yet, so asking every
    /// installed font about a rare character does not read every font file.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        if case .success(let font)? = loaded.withLock({ $0 }) { return font.glyph(for: scalar) != 0 }
        let map = characterMap.withLock { map -> CmapTable? in
            if let map { return map }
            map = .some(try? FontScanner.characterMap(descriptor))
            return map ?? nil
        }
        return (map?.glyph(for: scalar.value) ?? 0) != 0
    }

    /// The outline of a glyph in font units, y up, as stored.
    /// - Throws: ``FontError`` when the glyph's data is damaged or past the font's glyphs.
    public func glyphOutline(_ glyphID: UInt32) throws -> Path {
        try font().outline(glyphID)
    }

    /// The outline of a glyph at `size` pixels per em, y down, its baseline origin at
    /// `origin`: what a renderer fills. Empty when the glyph cannot be read.
    public func glyphPath(_ glyphID: UInt32, size: CGFloat, origin: CGPoint) -> Path {
        guard let outline = try? glyphOutline(glyphID) else { return Path() }
        let scale = size / CGFloat(unitsPerEm)
        return outline.applying(CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: origin.x, ty: origin.y))
    }

    /// Where an underline goes at `size` px, from `post`: the offset of its top edge below
    /// the baseline (positive is down, y-down as `glyphPath`) and its thickness; nil when
    /// the font has no readable `post` table.
    public func underline(size: CGFloat) -> (offset: CGFloat, thickness: CGFloat)? {
        guard let post = try? font().post else { return nil }
        let scale = size / CGFloat(unitsPerEm)
        return (CGFloat(-post.underlinePosition) * scale, CGFloat(post.underlineThickness) * scale)
    }

    /// The raw bytes of one table (`"glyf"`, `"CFF "`, …), for writers that embed the
    /// font; nil when the face has no such table.
    public func tableData(_ tag: String) throws -> [UInt8]? {
        let font = try font()
        guard font.directory.has(tag) else { return nil }
        return Array(try font.directory.table(tag, in: font.file).slice(0, font.directory.records[tag]?.length ?? 0))
    }

    /// The number of glyphs in the face (`maxp`).
    public func glyphCount() throws -> Int { try font().maxp.numGlyphs }

    /// Whether `post` marks the face as monospaced.
    public var isMonospaced: Bool { (try? font().post?.isFixedPitch) == true }

    /// The faces of a font file (several for a `.ttc` collection), shared process-wide.
    /// - Throws: ``FontError`` when the file cannot be read or is not a font.
    public static func faces(in fileURL: URL) throws -> [FontFace] {
        try FaceRegistry.shared.faces(at: fileURL.standardizedFileURL)
    }

    /// The glyph that draws `scalar`, or nil when the face has none.
    public func glyphID(for scalar: Unicode.Scalar) throws -> UInt32? {
        let glyph = try font().glyph(for: scalar)
        return glyph == 0 ? nil : glyph
    }

    /// The advance of a glyph in font units, from `hmtx`.
    public func advance(of glyphID: UInt32) throws -> Int {
        try font().advance(glyphID)
    }

    /// The stored TrueType contours of a glyph, composites resolved: each contour's
    /// points in font units with their on-curve flag, as FreeType's unscaled load gives
    /// them. Nil for fonts with CFF outlines.
    public func contourPoints(_ glyphID: UInt32) throws -> [[(x: Double, y: Double, onCurve: Bool)]]? {
        guard let outlines = try font().outlines as? TrueTypeOutlines else { return nil }
        return try outlines.contours(glyphID).contours.map { $0.map { ($0.x, $0.y, $0.onCurve) } }
    }
}
