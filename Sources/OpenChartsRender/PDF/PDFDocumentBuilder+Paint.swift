import Foundation
import OpenChartsCore

/// Paints as PDF selects them: DeviceRGB colors, gradients as shading patterns, and the
/// graphics states that carry their opacity.
extension PDFDocumentBuilder {
    /// The operators that select a paint, and the graphics state it needs (alpha or soft mask).
    struct PreparedPaint {
        var operators: String
        var state: String?

        /// Selects the paint (inside `q … Q` when it needs a graphics state), then writes what
        /// `body` paints with it.
        func paint(into stream: inout PDFContentStream, _ body: (inout PDFContentStream) -> Void) {
            if let state { stream.save(); stream.line("/\(state) gs") }
            stream.line(operators)
            body(&stream)
            if state != nil { stream.restore() }
        }
    }

    /// How `paint` is selected in the current user space; nil when it paints nothing.
    mutating func prepare(_ paint: Paint, stroking: Bool, _ context: Context) -> PreparedPaint? {
        switch paint {
        case .color(let color):
            guard color.alpha > 0 else { return nil }
            var stream = PDFContentStream()
            stream.color(color, stroking: stroking)
            let state = color.alpha < 1
                ? resources.alphaState(fill: stroking ? 1 : color.alpha, stroke: stroking ? color.alpha : 1) : nil
            return PreparedPaint(operators: String(decoding: stream.bytes.dropLast(), as: UTF8.self), state: state)
        case .linearGradient(let gradient):
            guard let first = gradient.stops.first, let last = gradient.stops.last else { return nil }
            // As SVG: one stop paints its color; a zero-length (or unusable) vector paints the last.
            guard gradient.stops.count > 1, gradient.start != gradient.end,
                  gradient.start.isFinite, gradient.end.isFinite else {
                return prepare(.color(gradient.stops.count > 1 ? last.color : first.color), stroking: stroking, context)
            }
            let alphas = gradient.stops.map(\.color.alpha)
            guard alphas.contains(where: { $0 > 0 }) else { return nil }
            let m = context.toStream
            let matrix = [m.a, m.b, m.c, m.d, m.tx, m.ty]
                .map { PDFNumber.string($0, decimals: PDFContentStream.matrixDecimals) }.joined(separator: " ")
            let name = pattern("<< /Type /Pattern /PatternType 2 /Matrix [\(matrix)] /Shading "
                + PDFGradient.shading(gradient, alpha: false) + " >>")
            let operators = stroking ? "/Pattern CS /\(name) SCN" : "/Pattern cs /\(name) scn"
            if alphas.allSatisfy({ $0 == first.color.alpha }) {
                let alpha = first.color.alpha
                let state = alpha < 1 ? resources.alphaState(fill: stroking ? 1 : alpha, stroke: stroking ? alpha : 1) : nil
                return PreparedPaint(operators: operators, state: state)
            }
            // Varying opacity: a soft mask whose luminosity is the same gradient over the
            // opacities, drawn in the user space current when the state is set.
            let maskDictionary = "/Type /XObject /Subtype /Form /BBox \(visibleBox(context)) "
                + "/Group << /S /Transparency /CS /DeviceGray >> "
                + "/Resources << /Shading << /Sh1 \(PDFGradient.shading(gradient, alpha: true)) >> >>"
            let mask = maskForms[maskDictionary] ?? objects.add(PDFObjects.stream(maskDictionary, data: Array("/Sh1 sh\n".utf8)))
            maskForms[maskDictionary] = mask
            return PreparedPaint(operators: operators, state: resources.softMaskState(form: mask))
        }
    }

    /// The name of a pattern object with dictionary `body`, written once: paths painted with
    /// one gradient in one user space (every day of a temperature chart) share it.
    private mutating func pattern(_ body: String) -> String {
        if let name = patternNames[body] { return name }
        let name = resources.pattern(objects.add(body))
        patternNames[body] = name
        return name
    }
}
