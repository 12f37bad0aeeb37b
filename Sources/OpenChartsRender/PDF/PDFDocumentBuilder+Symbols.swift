import Foundation
import OpenChartsCore

/// Symbols (the dots of a large scatter plot) as one form XObject drawn at every position.
///
/// The shape is written once, as a form (ISO 32000-1 §8.10) that paints it in its colour,
/// and each copy is `q 1 0 0 1 x y cm /Xn Do Q`: about 35 bytes a point where the shape's
/// own outline (four curves for a dot) took some 150. Each copy is painted on its own, as
/// a fill or stroke node per copy would be, so translucent copies darken where they overlap
/// as they do in the PNG. Positions are absolute, each in its own `q … Q`: relative moves
/// would add up in readers that keep the matrix in single precision.
extension PDFDocumentBuilder {
    mutating func drawSymbols(_ symbols: SymbolsNode, into stream: inout PDFContentStream, _ context: Context) {
        // Copies in several paints: each paint's copies of each layer (see `layers()`), with
        // the paint's form found once.
        var forms: [Paint: SymbolForm] = [:]
        for layer in symbols.layers() where layer.positions.contains(where: { $0.x.isFinite && $0.y.isFinite }) {
            let form = forms[layer.paint] ?? symbolForm(layer)
            forms[layer.paint] = form
            drawSymbols(layer, form: form, into: &stream, context)
        }
    }

    /// Draws the copies of `symbols`, of one paint, as `form` says.
    private mutating func drawSymbols(_ symbols: SymbolsNode, form: SymbolForm, into stream: inout PDFContentStream, _ context: Context) {
        switch form {
        case .expanded:
            for child in symbols.expanded() { draw(child, into: &stream, context) }
        case .nothing:
            break
        case .form(let name, let color):
            stream.save()
            if color.alpha < 1 {
                let stroking = symbols.stroke != nil
                stream.line("/\(resources.alphaState(fill: stroking ? 1 : color.alpha, stroke: stroking ? color.alpha : 1)) gs")
            }
            stream.placeForm(named: name, at: symbols.positions)
            stream.restore()
        }
    }

    private enum SymbolForm {
        /// The form named `name` paints one copy at the origin in `color`.
        case form(name: String, color: Color)
        /// A copy paints nothing: a clear colour, a stroke of no width, an empty shape.
        case nothing
        /// Each copy is drawn as its own node: a gradient is fitted to each copy's own box,
        /// which one form cannot hold, and a shape with bounds that are not finite is
        /// skipped or drawn as its own node would be.
        case expanded
    }

    /// What a symbol's shape, stroke and colour make a form of: nodes with the same ones (a
    /// chart's point marks, a node each) share one.
    struct SymbolFormKey: Hashable {
        let shape: Path
        let stroke: StrokeStyle?
        let color: Color
    }

    private mutating func symbolForm(_ symbols: SymbolsNode) -> SymbolForm {
        guard case .color(let color) = symbols.paint else { return .expanded }
        guard color.alpha > 0 else { return .nothing }
        let key = SymbolFormKey(shape: symbols.shape, stroke: symbols.stroke, color: color)
        if let name = symbolForms[key] { return .form(name: name, color: color) }
        var outline = PDFContentStream()
        guard outline.path(symbols.shape) else { return .nothing }
        var body = PDFContentStream()
        var reach: CGFloat = 1
        if let style = symbols.stroke {
            // As a stroke node: a zero width would be PDF's thinnest line, and SVG draws nothing.
            guard style.lineWidth > 0, style.lineWidth.isFinite else { return .nothing }
            // A miter reaches at most half the miter limit times the width; a square cap √2/2 of it.
            reach += style.lineWidth * max(style.miterLimit.isFinite ? style.miterLimit : 10, 1.5) / 2
            body.setStrokeStyle(style)
            body.color(color, stroking: true)
            body.append(outline)
            body.line("S")
        } else {
            body.color(color, stroking: false)
            body.append(outline)
            body.line("f")
        }
        let bounds = symbols.shape.boundingRect.insetBy(dx: -reach, dy: -reach)
        guard [bounds.minX, bounds.minY, bounds.maxX, bounds.maxY].allSatisfy(\.isFinite) else { return .expanded }
        let box = [bounds.minX, bounds.minY, bounds.maxX, bounds.maxY].map { PDFNumber.string($0) }.joined(separator: " ")
        let object = objects.add(PDFObjects.stream(
            "/Type /XObject /Subtype /Form /BBox [\(box)] /Resources \(resourcesObject) 0 R", data: body.bytes))
        let name = resources.xObject(object)
        symbolForms[key] = name
        return .form(name: name, color: color)
    }
}
