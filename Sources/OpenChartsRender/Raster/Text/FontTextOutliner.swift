import Foundation
import OpenChartsCore
import OpenChartsText

/// Outlines text with the fonts of a ``FontLibrary``: the same layout (fallback, kerning)
/// that the SVG and PDF backends and the views measure with, so text lands where layout
/// put it. Characters no font has become boxes, as browsers draw them.
public struct FontTextOutliner: TextOutliner {
    public let fonts: FontLibrary

    public init(fonts: FontLibrary = .shared) {
        self.fonts = fonts
    }

    public func outline(_ text: TextNode) -> (glyphs: Path, missing: [CGRect]) {
        let (placed, missing) = placedGlyphs(text)
        var glyphs = Path()
        for glyph in placed {
            glyphs.addPath(glyph.face.glyphPath(glyph.glyphID, size: glyph.size, origin: glyph.origin))
        }
        return (glyphs, missing)
    }

    /// The glyphs of `text` one by one, each with its face, size and baseline origin in
    /// the node's space, plus the boxes of characters no font has: what ``outline(_:)``
    /// joins into one path, and what the rasterizer's glyph cache draws from.
    func placedGlyphs(_ text: TextNode) -> (glyphs: [PlacedGlyph], missing: [CGRect]) {
        let layout = fonts.layout(text.text, font: text.font)
        let shift: CGFloat = switch text.anchor {
        case .start: 0
        case .middle: -layout.width / 2
        case .end: -layout.width
        }
        var glyphs: [PlacedGlyph] = []
        var missing: [CGRect] = []
        let size = text.font.size
        for run in layout.runs {
            for glyph in run.glyphs {
                let origin = CGPoint(x: text.origin.x + shift + glyph.x, y: text.origin.y)
                if let face = run.face, !glyph.isMissing {
                    glyphs.append(PlacedGlyph(face: face, glyphID: glyph.glyphID, size: size, origin: origin))
                } else if glyph.advance > 0 {
                    // The box fills most of the advance and rises to about the cap height.
                    missing.append(CGRect(x: origin.x + glyph.advance * 0.1, y: origin.y - size * 0.7,
                                          width: glyph.advance * 0.8, height: size * 0.7))
                }
            }
        }
        return (glyphs, missing)
    }
}

/// One glyph of a text node: its face, glyph, size in points and baseline origin.
struct PlacedGlyph {
    var face: FontFace
    var glyphID: UInt32
    var size: CGFloat
    var origin: CGPoint
}
