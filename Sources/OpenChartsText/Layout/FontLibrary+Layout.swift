import Foundation
import OpenChartsCore

extension FontLibrary {
    /// Measures and places one line of text, unhinted, with fractional advances and
    /// pair kerning, as a browser does.
    ///
    /// Each character goes to the first face of the fallback chain that has it; runs
    /// of one face are kerned (GPOS pair adjustment, else `kern`) and placed one after
    /// another. A character no face has is drawn as the primary face's `.notdef` and
    /// marked ``PositionedGlyph/isMissing``.
    /// - Complexity: O(n log g) for n characters and g glyphs per font.
    /// Layouts are cached per text and request (a few thousand; the same text gives the
    /// same layout, so this changes nothing but the time).
    public func layout(_ text: String, font request: FontRequest) -> TextLayout {
        layouts.value(for: LayoutKey(text: text, font: request), limit: Self.layoutCacheLimit) {
            layout(text, chain: faceChain(for: request), size: request.size)
        }
    }

    /// Measures and places one line of text with `face` first, then the fallback chain
    /// of `request` (its size is the size used): for a font chosen by file.
    public func layout(_ text: String, face: FontFace, font request: FontRequest) -> TextLayout {
        layout(text, chain: [face] + faceChain(for: request).filter { $0 !== face }, size: request.size)
    }

    private func layout(_ text: String, chain: [FontFace], size requestedSize: CGFloat) -> TextLayout {
        var slots = FaceSlots(faces: chain)
        guard let primary = slots.faces.indices.first(where: { slots.font($0) != nil }),
              let primaryFont = slots.font(primary) else {
            return Self.builtInLayout(text, size: requestedSize)
        }
        let size = requestedSize.isFinite ? max(requestedSize, 0) : 0

        // Assign each character a face and a glyph.
        var assigned: [(face: Int, glyph: UInt32, scalar: Unicode.Scalar, missing: Bool)] = []
        for scalar in text.unicodeScalars {
            if BuiltInMetrics.isZeroWidth(scalar) {
                // Controls and marks stay in the run they follow, as HarfBuzz keeps clusters.
                let face = assigned.last?.face ?? primary
                assigned.append((face, slots.font(face)?.glyph(for: scalar) ?? 0, scalar, false))
                continue
            }
            if let (index, glyph) = slots.firstGlyph(for: scalar) {
                assigned.append((index, glyph, scalar, false))
            } else if let face = lastResortFace(for: scalar), let index = slots.index(of: face),
                      let glyph = slots.font(index)?.glyph(for: scalar), glyph != 0 {
                assigned.append((index, glyph, scalar, false))
            } else {
                assigned.append((primary, 0, scalar, true))
            }
        }

        // Place runs of one face, kerned within the run.
        var runs: [GlyphRun] = []
        var pen: CGFloat = 0
        var start = 0
        while start < assigned.count {
            let faceIndex = assigned[start].face
            var end = start + 1
            while end < assigned.count, assigned[end].face == faceIndex { end += 1 }
            let font = slots.font(faceIndex) ?? primaryFont
            let slice = assigned[start..<end]
            let glyphs = slice.map(\.glyph)
            let script = Self.scriptTag(slice.map(\.scalar))
            let ignorable = slice.map { BuiltInMetrics.isDefaultIgnorable($0.scalar) }
            let kerning = font.kerningAdjustments(glyphs, ignorable: ignorable, script: script)
            let scale = size / CGFloat(font.unitsPerEm)
            var units = 0
            var placed: [PositionedGlyph] = []
            placed.reserveCapacity(glyphs.count)
            for (offset, item) in slice.enumerated() {
                // Default-ignorable characters (soft hyphen, joiners, variation selectors) are
                // hidden with no advance, as HarfBuzz does, even when the font has a glyph.
                let zeroWidth = BuiltInMetrics.isDefaultIgnorable(item.scalar)
                    || (BuiltInMetrics.isZeroWidth(item.scalar) && item.glyph == 0)
                let advance = zeroWidth ? 0 : font.advance(item.glyph) + kerning[offset].advance
                placed.append(PositionedGlyph(glyphID: item.glyph,
                                              x: pen + CGFloat(units + kerning[offset].placement) * scale,
                                              advance: CGFloat(advance) * scale, isMissing: item.missing))
                units += advance
            }
            runs.append(GlyphRun(face: slots.faces[faceIndex], glyphs: placed))
            pen += CGFloat(units) * scale
            start = end
        }
        return TextLayout(width: pen, runs: runs, lineMetrics: Self.lineMetrics(primaryFont, size: size))
    }

    /// Ascent, descent (positive) and line gap of the face `request` resolves to.
    public func lineMetrics(for request: FontRequest) -> LineMetrics {
        cachedLineMetrics(for: request) {
            let size = request.size.isFinite ? max(request.size, 0) : 0
            guard let font = faceChain(for: request).lazy.compactMap({ try? $0.font() }).first else {
                return Self.builtInLineMetrics(size: size)
            }
            return Self.lineMetrics(font, size: size)
        }
    }

    /// The width of one line of text, in pixels.
    public func width(_ text: String, font request: FontRequest) -> CGFloat {
        layout(text, font: request).width
    }

    static func lineMetrics(_ font: OpenTypeFont, size: CGFloat) -> LineMetrics {
        let scale = size / CGFloat(font.unitsPerEm)
        let metrics = font.lineMetrics
        return LineMetrics(ascent: CGFloat(metrics.ascender) * scale, descent: CGFloat(-metrics.descender) * scale,
                           lineGap: CGFloat(metrics.lineGap) * scale)
    }

    // MARK: - Faces

    /// The faces a layout draws with, each read from disk only when a character needs it
    /// (a Latin label never loads the CJK fallback's file).
    private struct FaceSlots {
        var faces: [FontFace]
        /// nil: not tried yet; .some(nil): the file could not be read.
        private var fonts: [OpenTypeFont??]

        init(faces: [FontFace]) {
            self.faces = faces
            fonts = Array(repeating: nil, count: faces.count)
        }

        mutating func font(_ index: Int) -> OpenTypeFont? {
            if let known = fonts[index] { return known }
            let font = try? faces[index].font()
            fonts[index] = .some(font)
            return font
        }

        /// The first face, in chain order, with a glyph for `scalar`.
        mutating func firstGlyph(for scalar: Unicode.Scalar) -> (Int, UInt32)? {
            for index in faces.indices {
                if let glyph = font(index)?.glyph(for: scalar), glyph != 0 { return (index, glyph) }
            }
            return nil
        }

        /// The slot of `face`, added at the end when it is not in the chain.
        mutating func index(of face: FontFace) -> Int? {
            if let index = faces.firstIndex(where: { $0 === face }) { return index }
            faces.append(face)
            fonts.append(nil)
            return faces.count - 1
        }
    }

    // MARK: - Built-in metrics

    static func builtInLineMetrics(size: CGFloat) -> LineMetrics {
        let scale = size / CGFloat(BuiltInMetrics.unitsPerEm)
        return LineMetrics(ascent: CGFloat(BuiltInMetrics.ascender) * scale,
                           descent: CGFloat(BuiltInMetrics.descender) * scale, lineGap: 0)
    }

    /// A layout from ``BuiltInMetrics``: one run with no face, glyph IDs 0.
    static func builtInLayout(_ text: String, size requested: CGFloat) -> TextLayout {
        let size = requested.isFinite ? max(requested, 0) : 0
        let scale = size / CGFloat(BuiltInMetrics.unitsPerEm)
        let scalars = Array(text.unicodeScalars)
        var units = 0
        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(scalars.count)
        for (index, scalar) in scalars.enumerated() {
            var advance = BuiltInMetrics.advance(scalar)
            if index + 1 < scalars.count { advance += BuiltInMetrics.kerning(scalar, scalars[index + 1]) }
            glyphs.append(PositionedGlyph(glyphID: 0, x: CGFloat(units) * scale, advance: CGFloat(advance) * scale,
                                          isMissing: false))
            units += advance
        }
        let runs = glyphs.isEmpty ? [] : [GlyphRun(face: nil, glyphs: glyphs)]
        return TextLayout(width: CGFloat(units) * scale, runs: runs, lineMetrics: builtInLineMetrics(size: size))
    }

    // MARK: - Script

    /// The OpenType script tag a run is shaped under: the script of its first letter
    /// of a known script (as HarfBuzz guesses it), `DFLT` when it has none.
    static func scriptTag(_ scalars: [Unicode.Scalar]) -> String {
        for scalar in scalars where scalar.properties.generalCategory != .unassigned {
            switch scalar.value {
            case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x1E00...0x1EFF:
                return "latn"
            case 0x370...0x3FF, 0x1F00...0x1FFF: return "grek"
            case 0x400...0x52F: return "cyrl"
            case 0x3040...0x30FF: return "kana"
            case 0x1100...0x11FF, 0xAC00...0xD7AF: return "hang"
            case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FFFF: return "hani"
            default: continue
            }
        }
        return "DFLT"
    }
}
