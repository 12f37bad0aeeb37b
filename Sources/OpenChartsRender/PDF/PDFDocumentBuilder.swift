import Foundation
import OpenChartsCore
import OpenChartsText

/// One PDF being written: the objects, the shared resources and the fonts, and the walk
/// over the scene's nodes that writes the page's content stream.
struct PDFDocumentBuilder {
    let fonts: FontLibrary
    let pageSize: CGSize
    var objects = PDFObjects()
    var resources = PDFResources()
    var fontRegistry = PDFFontRegistry()
    /// Symbol forms written so far, by what they paint.
    var symbolForms: [SymbolFormKey: String] = [:]
    /// Gradient patterns (their names) and soft-mask forms (their objects) written so far,
    /// by their dictionaries.
    var patternNames: [String: String] = [:]
    var maskForms: [String: Int] = [:]
    /// Draws the pixels of groups with an effect (see `PDFDocumentBuilder+Effects`); made on first use.
    var effectPainter: ScenePainter?
    /// The one resource dictionary (page and forms share it); written last.
    let resourcesObject: Int

    /// Where drawing happens: the maps from the current user space to the space of the
    /// content stream being written (what a pattern's matrix must be, §8.7.3.1) and to
    /// the scene's own space (for the visible area).
    struct Context {
        var toStream: CGAffineTransform
        var toScene: CGAffineTransform
    }

    init(fonts: FontLibrary, pageSize: CGSize) {
        self.fonts = fonts
        self.pageSize = pageSize
        // Fixed numbers for the document's skeleton: 1 catalog, 2 page tree, 3 page,
        // 4 content, 5 resources.
        for _ in 1...4 { _ = objects.reserve() }
        resourcesObject = objects.reserve()
    }

    /// The whole file for `scene`.
    mutating func write(_ scene: Scene) -> [UInt8] {
        var content = PDFContentStream()
        // The scene is y-down with its origin at the top left; PDF's page is y-up.
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: pageSize.height)
        content.concat(flip)
        if let background = scene.background, background.alpha > 0 {
            // A translucent background's alpha must not reach the nodes: it gets its own `q … Q`.
            let translucent = background.alpha < 1
            if translucent {
                content.save()
                content.line("/\(resources.alphaState(fill: background.alpha, stroke: 1)) gs")
            }
            content.color(background, stroking: false)
            content.op([0, 0, pageSize.width, pageSize.height], "re")
            content.line("f")
            if translucent { content.restore() }
        }
        let context = Context(toStream: flip, toScene: .identity)
        for node in scene.nodes { draw(node, into: &content, context) }

        let width = PDFNumber.string(pageSize.width), height = PDFNumber.string(pageSize.height)
        objects.set(1, Array("<< /Type /Catalog /Pages 2 0 R >>".utf8))
        objects.set(2, Array("<< /Type /Pages /Kids [3 0 R] /Count 1 >>".utf8))
        objects.set(3, Array(("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] "
            + "/Resources \(resourcesObject) 0 R /Contents 4 0 R "
            + "/Group << /S /Transparency /CS /DeviceRGB >> >>").utf8))
        objects.set(4, PDFObjects.stream("", data: content.bytes))
        let fontEntries = fontRegistry.writeFonts(into: &objects)
        objects.set(resourcesObject, Array(resources.dictionary(fonts: fontEntries).utf8))

        var info = ["/Producer (OpenCharts)"]
        if let title = scene.title { info.append("/Title " + String(decoding: PDFString.text(title), as: UTF8.self)) }
        if let summary = scene.summary { info.append("/Subject " + String(decoding: PDFString.text(summary), as: UTF8.self)) }
        let infoObject = objects.add("<< " + info.joined(separator: " ") + " >>")
        return objects.file(root: 1, info: infoObject)
    }

    // MARK: - Nodes

    mutating func draw(_ node: SceneNode, into stream: inout PDFContentStream, _ context: Context) {
        switch node {
        case .fill(let fill):
            var path = PDFContentStream()
            guard path.path(fill.path), let paint = prepare(fill.paint, stroking: false, context) else { return }
            paint.paint(into: &stream) { stream in
                stream.append(path)
                stream.line(fill.rule == .evenOdd ? "f*" : "f")
            }
        case .stroke(let stroke):
            let style = stroke.style
            // A zero width would be PDF's thinnest line; SVG draws nothing, and so do we.
            guard style.lineWidth > 0, style.lineWidth.isFinite else { return }
            var path = PDFContentStream()
            guard path.path(stroke.path), let paint = prepare(stroke.paint, stroking: true, context) else { return }
            stream.save()
            stream.setStrokeStyle(style)
            if let state = paint.state { stream.line("/\(state) gs") }
            stream.line(paint.operators)
            stream.append(path)
            stream.line("S")
            stream.restore()
        case .text(let text):
            drawText(text, into: &stream, context)
        case .group(let group):
            drawGroup(group, into: &stream, context)
        case .symbols(let symbols):
            drawSymbols(symbols, into: &stream, context)
        case .rectangles(let rectangles):
            drawRectangles(rectangles, into: &stream, context)
        }
    }

    /// A rectangles node as its fills would be drawn, with its paint set once a run of
    /// rectangles in one paint: each rectangle `x y w h re f`, filled on its own so that
    /// overlapping ones blend as separate fills do.
    mutating func drawRectangles(_ node: RectanglesNode, into stream: inout PDFContentStream, _ context: Context) {
        let paints = node.paints?.paints ?? [node.paint]
        // Each paint prepared once, when a run first paints with it.
        var prepared = [PreparedPaint??](repeating: nil, count: paints.count)
        for run in node.paints?.runs(count: node.rects.count) ?? [(node.rects.indices, 0)] {
            let rects = node.rects[run.items]
            guard rects.contains(where: RectanglesNode.isDrawn) else { continue }
            if prepared[run.paint] == nil { prepared[run.paint] = .some(prepare(paints[run.paint], stroking: false, context)) }
            guard let paint = prepared[run.paint] ?? nil else { continue }
            paint.paint(into: &stream) { stream in
                for rect in rects where RectanglesNode.isDrawn(rect) { stream.fillRectangle(rect) }
            }
        }
    }

    mutating func drawGroup(_ group: GroupNode, into stream: inout PDFContentStream, _ context: Context) {
        if let effect = group.effect, effect.isDrawn { return drawGroup(group, effect: effect, into: &stream, context) }
        let t = group.transform
        // A singular or non-finite transform collapses the group to nothing visible.
        let determinant = t.a * t.d - t.b * t.c
        guard group.opacity > 0, !group.children.isEmpty, determinant != 0, determinant.isFinite,
              [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return }
        var clip = PDFContentStream()
        // An empty clip region shows nothing, as SVG's clip-path with no geometry.
        if let path = group.clip, !clip.path(path) { return }

        var inner = Context(toStream: t.concatenating(context.toStream), toScene: t.concatenating(context.toScene))
        stream.save()
        if !t.isIdentity { stream.concat(t) }
        if group.clip != nil {
            stream.append(clip)
            stream.line("W n")
        }
        if group.opacity < 1 || group.mask != nil {
            // Group opacity and a mask apply to the children composited together: a
            // transparency group, drawn through the mask's alpha as a soft mask.
            inner.toStream = .identity
            let object = transparencyGroup(group.children, inner)
            let state = if let mask = group.mask {
                resources.alphaMaskState(form: transparencyGroup(mask, inner), opacity: group.opacity)
            } else {
                resources.alphaState(fill: group.opacity, stroke: group.opacity)
            }
            stream.line("/\(state) gs /\(resources.xObject(object)) Do")
        } else {
            for child in group.children { draw(child, into: &stream, inner) }
        }
        stream.restore()
    }

    /// `nodes` drawn into a form XObject that is a transparency group, over the page's area;
    /// returns its object number.
    mutating func transparencyGroup(_ nodes: [SceneNode], _ context: Context) -> Int {
        var form = PDFContentStream()
        for node in nodes { draw(node, into: &form, context) }
        return objects.add(PDFObjects.stream(
            "/Type /XObject /Subtype /Form /BBox \(visibleBox(context)) "
                + "/Group << /S /Transparency /CS /DeviceRGB >> /Resources \(resourcesObject) 0 R",
            data: form.bytes))
    }

    /// The page's area in the current user space, as a PDF rectangle `[x0 y0 x1 y1]`,
    /// a point wider on each side: a bounding box that clips nothing visible.
    func visibleBox(_ context: Context) -> String {
        let inverse = context.toScene.inverted()
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: pageSize.width, y: 0),
                       CGPoint(x: 0, y: pageSize.height), CGPoint(x: pageSize.width, y: pageSize.height)]
            .map { $0.applying(inverse) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let box = [(xs.min() ?? 0) - 1, (ys.min() ?? 0) - 1, (xs.max() ?? 0) + 1, (ys.max() ?? 0) + 1]
        return "[" + box.map { PDFNumber.string($0) }.joined(separator: " ") + "]"
    }
}
