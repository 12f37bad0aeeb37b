import Foundation
import OpenChartsCore
import OpenChartsText

extension PDFDocumentBuilder {
    /// One glyph as the content stream shows it: its code in a PDF font, where it goes,
    /// and the advance the font declares for it (in ems), which `TJ` corrects to the layout's.
    private struct ShownGlyph {
        var font: String
        var code: [UInt8]
        var x: Double
        var declaredAdvance: Double
    }

    /// Draws a text run as real text (`BT … ET`), glyph positions from ``FontLibrary``'s
    /// layout so that kerning and fallback match the SVG and PNG output.
    ///
    /// Characters no font has are drawn as a box outline, as the PNG backend does.
    mutating func drawText(_ text: TextNode, into stream: inout PDFContentStream, _ context: Context) {
        let size = Double(text.font.size)
        guard text.origin.isFinite, size.isFinite, size > 0, !text.text.isEmpty else { return }
        let layout = fonts.layout(text.text, font: text.font)
        let anchorShift: Double = switch text.anchor {
        case .start: 0
        case .middle: -layout.width / 2
        case .end: -layout.width
        }
        let startX = text.origin.x + anchorShift

        // Layouts have one glyph per Unicode scalar, in text order: that pairing is the
        // text a reader copies.
        let scalars = Array(text.text.unicodeScalars)
        var index = 0
        var shown: [ShownGlyph] = []
        var boxes = Path()
        for run in layout.runs {
            for glyph in run.glyphs {
                let scalar = index < scalars.count ? scalars[index] : nil
                index += 1
                if glyph.isMissing {
                    addMissingBox(x: startX + glyph.x, advance: glyph.advance, size: size,
                                  baseline: text.origin.y, to: &boxes)
                    continue
                }
                // Hidden characters (joiners, soft hyphens, controls) take no space and show nothing.
                if scalar?.properties.isDefaultIgnorableCodePoint == true || (run.face != nil && glyph.glyphID == 0) {
                    continue
                }
                guard let use = fontRegistry.use(face: run.face, glyph: glyph.glyphID, scalar: scalar,
                                                 advance: glyph.advance / size, request: text.font) else {
                    addMissingBox(x: startX + glyph.x, advance: glyph.advance, size: size,
                                  baseline: text.origin.y, to: &boxes)
                    continue
                }
                shown.append(ShownGlyph(font: use.font, code: use.code, x: startX + glyph.x,
                                        declaredAdvance: use.advance))
            }
        }
        guard !shown.isEmpty || !boxes.isEmpty else { return }

        if !shown.isEmpty, let paint = prepare(text.paint, stroking: false, context) {
            paint.paint(into: &stream) { stream in
                stream.line("BT")
                writeGlyphs(shown, size: size, baseline: text.origin.y, into: &stream)
                stream.line("ET")
            }
        }
        if !boxes.isEmpty {
            draw(.stroke(StrokeNode(path: boxes, paint: text.paint, style: StrokeStyle(lineWidth: size / 20))),
                 into: &stream, context)
        }
    }

    /// `Tf`, `Tm` and `TJ` for each stretch of glyphs in one font. The text matrix flips y
    /// back (the page's matrix is y-down) so glyphs stand upright.
    private func writeGlyphs(_ glyphs: [ShownGlyph], size: Double, baseline: Double,
                             into stream: inout PDFContentStream) {
        var start = 0
        while start < glyphs.count {
            var end = start + 1
            while end < glyphs.count, glyphs[end].font == glyphs[start].font { end += 1 }
            stream.line("/\(glyphs[start].font) \(PDFNumber.string(size)) Tf")
            stream.op([1, 0, 0, -1, glyphs[start].x, baseline], "Tm")
            var array: [UInt8] = Array("[<".utf8)
            for i in start..<end {
                PDFString.appendHexDigits(glyphs[i].code, to: &array)
                guard i + 1 < end else { continue }
                // The font advances the pen by its declared width; a TJ number (thousandths
                // of the size, positive to the left) moves it to where the layout put the next glyph.
                let adjustment = (glyphs[i].x + glyphs[i].declaredAdvance * size - glyphs[i + 1].x) * 1000 / size
                let formatted = PDFNumber.string(adjustment, decimals: 2)
                if formatted != "0" { array += Array("> \(formatted) <".utf8) }
            }
            array += Array(">] TJ".utf8)
            stream.line(array)
            start = end
        }
    }

    /// The box drawn for a character no font has: the advance's middle 80 %, from the
    /// baseline up to 70 % of the size.
    private func addMissingBox(x: Double, advance: Double, size: Double, baseline: Double, to path: inout Path) {
        guard advance > 0 else { return }
        path.addRect(CGRect(x: x + advance * 0.1, y: baseline - size * 0.7, width: advance * 0.8, height: size * 0.7))
    }
}
