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
            if let state = paint.state { stream.save(); stream.line("/\(state) gs") }
            stream.line(paint.operators)
            stream.append(path)
            stream.line(fill.rule == .evenOdd ? "f*" : "f")
            if paint.state != nil { stream.restore() }
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
        }
    }

    mutating func drawGroup(_ group: GroupNode, into stream: inout PDFContentStream, _ context: Context) {
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
        if group.opacity < 1 {
            // Group opacity applies to the children composited together: a transparency group.
            inner.toStream = .identity
            var form = PDFContentStream()
            for child in group.children { draw(child, into: &form, inner) }
            let object = objects.add(PDFObjects.stream(
                "/Type /XObject /Subtype /Form /BBox \(visibleBox(inner)) "
                    + "/Group << /S /Transparency /CS /DeviceRGB >> /Resources \(resourcesObject) 0 R",
                data: form.bytes))
            let state = resources.alphaState(fill: group.opacity, stroke: group.opacity)
            stream.line("/\(state) gs /\(resources.xObject(object)) Do")
        } else {
            for child in group.children { draw(child, into: &stream, inner) }
        }
        stream.restore()
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

    // MARK: - Paint

    /// The operators that select a paint, and the graphics state it needs (alpha or soft mask).
    struct PreparedPaint {
        var operators: String
        var state: String?
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
            let object = objects.add("<< /Type /Pattern /PatternType 2 /Matrix [\(matrix)] /Shading "
                + PDFGradient.shading(gradient, alpha: false) + " >>")
            let name = resources.pattern(object)
            let operators = stroking ? "/Pattern CS /\(name) SCN" : "/Pattern cs /\(name) scn"
            if alphas.allSatisfy({ $0 == first.color.alpha }) {
                let alpha = first.color.alpha
                let state = alpha < 1 ? resources.alphaState(fill: stroking ? 1 : alpha, stroke: stroking ? alpha : 1) : nil
                return PreparedPaint(operators: operators, state: state)
            }
            // Varying opacity: a soft mask whose luminosity is the same gradient over the
            // opacities, drawn in the user space current when the state is set.
            let mask = objects.add(PDFObjects.stream(
                "/Type /XObject /Subtype /Form /BBox \(visibleBox(context)) "
                    + "/Group << /S /Transparency /CS /DeviceGray >> "
                    + "/Resources << /Shading << /Sh1 \(PDFGradient.shading(gradient, alpha: true)) >> >>",
                data: Array("/Sh1 sh\n".utf8)))
            return PreparedPaint(operators: operators, state: resources.softMaskState(form: mask))
        }
    }
}

extension PDFContentStream {
    /// Line width, cap, join, miter limit and dash, each written only when it differs
    /// from PDF's initial graphics state (§8.4.1), which a stroke's `q … Q` restores.
    mutating func setStrokeStyle(_ style: StrokeStyle) {
        if style.lineWidth != 1 { op([style.lineWidth], "w") }
        switch style.lineCap {
        case .butt: break
        case .round: line("1 J")
        case .square: line("2 J")
        }
        switch style.lineJoin {
        case .miter:
            if style.miterLimit != 10, style.miterLimit.isFinite, style.miterLimit >= 1 { op([style.miterLimit], "M") }
        case .round: line("1 j")
        case .bevel: line("2 j")
        }
        let dash = style.effectiveDash
        if !dash.isEmpty {
            var line: [UInt8] = [UInt8(ascii: "[")]
            for (index, length) in dash.enumerated() {
                if index > 0 { line.append(0x20) }
                PDFNumber.append(length, to: &line)
            }
            line += Array("] ".utf8)
            PDFNumber.append(style.dashPhase, to: &line)
            line += Array(" d".utf8)
            self.line(line)
        }
    }
}
