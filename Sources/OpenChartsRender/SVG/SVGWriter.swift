import Foundation
import OpenChartsCore

/// Writes a ``Scene`` as a standalone SVG 1.1 document.
///
/// The output is deterministic: the same scene gives the same bytes. Text stays text
/// (`<text>` with the resolved font family list), groups with a role carry ARIA
/// graphics roles and labels, and every string is escaped.
public struct SVGWriter: Sendable {
    /// Turns a text run's font request and string into the family list written in `font-family`.
    public typealias FamilyResolver = @Sendable (FontRequest, String) -> [String]

    let resolveFamilies: FamilyResolver

    /// - Parameter resolveFamilies: the families to list for a text run, most preferred
    ///   first. The default lists the request's families and then `sans-serif`.
    public init(resolveFamilies: @escaping FamilyResolver = SVGWriter.requestedFamilies) {
        self.resolveFamilies = resolveFamilies
    }

    /// The request's own families followed by the generic `sans-serif`.
    public static let requestedFamilies: FamilyResolver = { request, _ in
        request.families.contains("sans-serif") ? request.families : request.families + ["sans-serif"]
    }

    /// The scene as an SVG document, `scale` times its size in pixels (the viewBox keeps
    /// the scene's own coordinates).
    public func svg(_ scene: Scene, scale: CGFloat = 1) -> String {
        svg(scene, scale: scale, attributes: [:])
    }

    /// The same document as ``svg(_:scale:)``, as its UTF-8 bytes: what a file gets,
    /// without the round trip through `String` (a check and a copy of every byte).
    public func data(_ scene: Scene, scale: CGFloat = 1) -> Data {
        var document = Document(resolveFamilies: resolveFamilies)
        document.write(scene, scale: scale.isFinite && scale > 0 ? scale : 1)
        return document.takeBytes().data()
    }

    /// The scene as an SVG document with extra attributes on some elements, found by their
    /// path of child indices from the scene's root (`[2, 0]`: the first child of the third
    /// node). The HTML writer names and hides nodes this way. Values are escaped here.
    func svg(_ scene: Scene, scale: CGFloat, attributes: [[Int]: [(name: String, value: String)]]) -> String {
        var document = Document(resolveFamilies: resolveFamilies)
        document.extraAttributes = attributes
        document.write(scene, scale: scale.isFinite && scale > 0 ? scale : 1)
        return document.bytes.string
    }
}

/// The document being written: its bytes and the definitions (gradients, clips) it needs.
///
/// Everything is appended straight into one byte buffer — fixed markup from static
/// strings, numbers by ``SVGNumber``, text escaped byte by byte — so a node costs no
/// temporary strings or arrays, and the buffer becomes the result without a copy. The
/// definitions, known only once the nodes are written, are inserted before them at the end.
private struct Document: ~Copyable {
    let resolveFamilies: SVGWriter.FamilyResolver
    var bytes = ByteBuffer(capacity: 1 << 14)
    var definitions = ByteBuffer(capacity: 256)
    var nextID = 0
    /// The id of each gradient defined so far.
    var gradientIDs: [LinearGradientPaint: String] = [:]
    /// The id of each effect filter defined so far (see ``SVGFilter``).
    var filterIDs: [SVGFilter: String] = [:]
    var extraAttributes: [[Int]: [(name: String, value: String)]] = [:]
    /// The node being written, as child indices from the root; kept only when
    /// `extraAttributes` has entries to look up.
    var nodePath: [Int] = []
    /// The family list last written, and where in ``bytes`` its escaped text is.
    var lastFamilies: (list: [String], offset: Int, count: Int)?
    /// The attributes last written after a solid fill's and a solid stroke's path data.
    var fillTail = RepeatedTail(style: FillRule.nonZero)
    var strokeTail = RepeatedTail(style: StrokeStyle())
    /// The attributes last written after a text run's families: its size, weight, style,
    /// anchor and solid paint (axis labels share them).
    var textTail = RepeatedTail(style: TextStyle(size: 0, weight: 400, isItalic: false, anchor: .start))

    /// Where in ``bytes`` the attributes for a colour and a style were written: marks
    /// repeat their paint, and copying those bytes costs less than formatting them again.
    /// Used in place (never bound to a local), so that a check copies no style.
    struct RepeatedTail<Style: Equatable> {
        /// `nil` until something is written.
        var color: Color?
        var style: Style
        var offset = 0
        var count = 0

        /// Appends the attributes for `color` and `style`: a copy of the last ones when
        /// they match, else what `format` writes, remembered for the next node.
        @inline(__always)
        mutating func append(_ color: Color, _ style: Style, to bytes: inout ByteBuffer,
                             _ format: (Style, inout ByteBuffer) -> Void) {
            if self.color == color && self.style == style { return bytes.appendCopy(from: offset, count: count) }
            let start = bytes.count
            format(style, &bytes)
            self = RepeatedTail(color: color, style: style, offset: start, count: bytes.count - start)
        }
    }

    init(resolveFamilies: @escaping SVGWriter.FamilyResolver) {
        self.resolveFamilies = resolveFamilies
    }

    /// The finished document's bytes.
    consuming func takeBytes() -> ByteBuffer {
        bytes
    }

    mutating func write(_ scene: Scene, scale: CGFloat) {
        let width = max(scene.size.width.isFinite ? scene.size.width : 0, 0)
        let height = max(scene.size.height.isFinite ? scene.size.height : 0, 0)
        Self.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", to: &bytes)
        Self.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"", to: &bytes)
        Self.numberAttribute("width", width * scale, into: &bytes)
        Self.numberAttribute("height", height * scale, into: &bytes)
        Self.append(" viewBox=\"0 0 ", to: &bytes)
        SVGNumber.append(width, to: &bytes)
        Self.append(" ", to: &bytes)
        SVGNumber.append(height, to: &bytes)
        Self.append("\" role=\"graphics-document\"", to: &bytes)
        if let title = scene.title { Self.stringAttribute("aria-label", title, into: &bytes) }
        Self.append(">\n", to: &bytes)
        if let title = scene.title {
            Self.append("  <title>", to: &bytes)
            XMLText.appendEscaped(title, to: &bytes)
            Self.append("</title>\n", to: &bytes)
        }
        if let summary = scene.summary {
            Self.append("  <desc>", to: &bytes)
            XMLText.appendEscaped(summary, to: &bytes)
            Self.append("</desc>\n", to: &bytes)
        }
        let definitionsOffset = bytes.count
        if let background = scene.background {
            Self.append("  <rect width=\"100%\" height=\"100%\"", to: &bytes)
            Self.paintAttributes("fill", .color(background), id: nil, into: &bytes)
            Self.append("/>\n", to: &bytes)
        }
        write(scene.nodes, indent: 1)
        Self.append("</svg>\n", to: &bytes)
        if definitions.count > 0 {
            var block = ByteBuffer(capacity: definitions.count + 32)
            Self.append("  <defs>\n", to: &block)
            block.append(definitions)
            Self.append("  </defs>\n", to: &block)
            bytes.insert(block, at: definitionsOffset)
        }
    }

    // MARK: - Nodes

    /// Writes `nodes` in order.
    ///
    /// Each node's payload goes to its writer borrowed. Switching on the element in place
    /// (rather than `for node in nodes`) takes out only the payload, not a copy of the
    /// whole node through its value witnesses: some 65 instructions a node fewer.
    mutating func write(_ nodes: [SceneNode], indent: Int) {
        // Most documents are a few hundred to a few thousand nodes of 50 to 120 bytes (a
        // stroke with its attributes is some 100): room for a group's worth up front, so
        // that the buffer grows (and copies what it holds) once, not again halfway through.
        bytes.reserve(nodes.count * 128)
        let tracksPath = !extraAttributes.isEmpty
        var index = nodes.startIndex
        while index < nodes.endIndex {
            guard let paint = markPaint(nodes, index) else {
                if tracksPath { nodePath.append(index) }
                write(nodes[index], indent: indent)
                if tracksPath { nodePath.removeLast() }
                index += 1
                continue
            }
            var end = index + 1
            while end < nodes.endIndex, markPaint(nodes, end) == paint { end += 1 }
            if end - index == 1 {
                writeMark(nodes[index], sharesPaint: false, indent: indent)
            } else {
                writeMarks(nodes[index..<end], paint, indent: indent)
            }
            index = end
        }
    }

    // MARK: - Marks

    /// The paint of `nodes[index]` when it is a mark (see ``markPaint(_:)``) to which the HTML
    /// page adds no attributes, neither to its group nor to its path.
    @inline(__always)
    func markPaint(_ nodes: [SceneNode], _ index: Int) -> MarkPaint? {
        guard let paint = Self.markPaint(nodes[index]) else { return nil }
        if !extraAttributes.isEmpty {
            let path = nodePath + [index]
            if extraAttributes[path] != nil || extraAttributes[path + [0]] != nil { return nil }
        }
        return paint
    }

    /// The paint of a chart's mark: what a group that only names one fill or stroke (its
    /// role and label, nothing drawn of its own) paints with.
    enum MarkPaint: Equatable {
        case fill(Paint, FillRule)
        case stroke(Paint, StrokeStyle)
        /// Round dots of a diameter (see ``SVGSymbols``).
        case dots(Paint, diameter: CGFloat)
    }

    /// `node`'s paint when it is a mark as ``MarkPaint`` says: its one child is then written
    /// in its place, with the group's role and label (see ``writeMark(_:sharesPaint:indent:)``).
    /// `nil` for any other node, and for a mark whose path is empty (the group keeps its label).
    @inline(__always)
    static func markPaint(_ node: SceneNode) -> MarkPaint? {
        guard case .group(let group) = node, group.children.count == 1, group.transform.isIdentity,
              group.opacity >= 1, group.clip == nil, group.mask == nil, group.effect?.isDrawn != true else { return nil }
        switch group.children[0] {
        case .fill(let fill):
            return fill.path.isEmpty ? nil : .fill(fill.paint, fill.rule)
        case .stroke(let stroke):
            return stroke.path.isEmpty ? nil : .stroke(stroke.paint, stroke.style)
        case .symbols(let symbols):
            guard symbols.paints == nil, symbols.positions.contains(where: { $0.x.isFinite && $0.y.isFinite }) else { return nil }
            if let diameter = symbols.circleDiameter { return .dots(symbols.paint, diameter: diameter) }
            return symbols.stroke.map { .stroke(symbols.paint, $0) } ?? .fill(symbols.paint, .nonZero)
        default:
            return nil
        }
    }

    /// Marks in one paint, two or more: a group carries the paint (SVG's paint and stroke
    /// attributes are inherited) and each mark is a path with only its data, role and label,
    /// about half the bytes of a group around a painted path.
    mutating func writeMarks(_ marks: ArraySlice<SceneNode>, _ paint: MarkPaint, indent: Int) {
        Self.pad(indent, &bytes)
        Self.append("<g", to: &bytes)
        switch paint {
        case .fill(let paint, let rule):
            Self.paintAttributes("fill", paint, id: define(paint), into: &bytes)
            if rule == .evenOdd { Self.append(" fill-rule=\"evenodd\"", to: &bytes) }
        case .stroke(let paint, let style):
            Self.append(" fill=\"none\"", to: &bytes)
            Self.paintAttributes("stroke", paint, id: define(paint), into: &bytes)
            Self.strokeStyleAttributes(style, into: &bytes)
        case .dots(let paint, let diameter):
            Self.dotAttributes(paint, id: define(paint), diameter, into: &bytes)
        }
        Self.append(">\n", to: &bytes)
        for index in marks.indices { writeMark(marks[index], sharesPaint: true, indent: indent + 1) }
        close(indent)
    }

    /// A mark (see ``markPaint(_:)``) as one path: its data, its paint unless the group
    /// around it carries it (`sharesPaint`), then the role and label of the group it replaces.
    mutating func writeMark(_ mark: borrowing SceneNode, sharesPaint: Bool, indent: Int) {
        switch mark {
        case .group(let group): writeMark(group, sharesPaint: sharesPaint, indent: indent)
        default: break
        }
    }

    private mutating func writeMark(_ group: borrowing GroupNode, sharesPaint: Bool, indent: Int) {
        Self.pad(indent, &bytes)
        Self.append("<path d=\"", to: &bytes)
        switch group.children[0] {
        case .fill(let fill):
            SVGPathData.append(fill.path, to: &bytes)
            appendFillAttributes(fill, inherited: sharesPaint)
        case .stroke(let stroke):
            SVGPathData.append(stroke.path, to: &bytes)
            appendStrokeAttributes(stroke, inherited: sharesPaint)
        case .symbols(let symbols):
            SVGSymbols.pathData(symbols, into: &bytes)
            bytes.append(UInt8(ascii: "\""))
            if !sharesPaint { writeSymbolsPaint(symbols, id: define(symbols.paint)) }
        default:
            break
        }
        if let role = group.role { Self.roleAttribute(role, into: &bytes) }
        if let label = group.accessibilityLabel { Self.stringAttribute("aria-label", label, into: &bytes) }
        if let identifier = group.accessibilityIdentifier { Self.stringAttribute("data-testid", identifier, into: &bytes) }
        Self.append("/>\n", to: &bytes)
    }

    /// Writes one node.
    @inline(__always)
    mutating func write(_ node: borrowing SceneNode, indent: Int) {
        switch node {
        case .fill(let fill): write(fill, indent: indent)
        case .stroke(let stroke): write(stroke, indent: indent)
        case .symbols(let symbols): write(symbols, indent: indent)
        case .text(let text): write(text, indent: indent)
        case .group(let group): write(group, indent: indent)
        case .rectangles(let rectangles): write(rectangles, indent: indent)
        }
    }

    /// Rectangles, written as their fills would be: a path each (one line of
    /// data, no path built). Attributes the page gives the node go on a group around them,
    /// so that each is written once.
    mutating func write(_ rectangles: borrowing RectanglesNode, indent: Int) {
        let attributes = extra
        var depth = indent
        if !attributes.isEmpty {
            Self.pad(indent, &bytes)
            Self.append("<g", to: &bytes)
            for (name, value) in attributes { Self.stringAttribute(name, value, into: &bytes) }
            Self.append(">\n", to: &bytes)
            depth += 1
        }
        for i in rectangles.rects.indices where RectanglesNode.isDrawn(rectangles.rects[i]) {
            Self.pad(depth, &bytes)
            Self.append("<path d=\"", to: &bytes)
            SVGPathData.append(rectangles.rects[i], to: &bytes)
            let paint = rectangles.paint(ofRect: i)
            if case .color(let color) = paint {
                fillTail.append(color, .nonZero, to: &bytes) { Self.fillAttributes(.color(color), rule: $0, id: nil, into: &$1) }
            } else {
                let id = define(paint)
                Self.fillAttributes(paint, rule: .nonZero, id: id, into: &bytes)
            }
            Self.append("/>\n", to: &bytes)
        }
        if !attributes.isEmpty { close(indent) }
    }

    /// Extra attributes for the node being written (see ``SVGWriter/svg(_:scale:attributes:)``).
    var extra: [(name: String, value: String)] {
        extraAttributes.isEmpty ? [] : extraAttributes[nodePath] ?? []
    }

    /// A fill: its path data, then its paint and rule, unless it inherits them from its
    /// group (`inherited`, see ``sharedFill(_:)``).
    mutating func write(_ fill: borrowing FillNode, indent: Int, inherited: Bool = false) {
        guard !fill.path.isEmpty else { return }
        Self.pad(indent, &bytes)
        Self.append("<path d=\"", to: &bytes)
        SVGPathData.append(fill.path, to: &bytes)
        appendFillAttributes(fill, inherited: inherited)
        for (name, value) in extra { Self.stringAttribute(name, value, into: &bytes) }
        Self.append("/>\n", to: &bytes)
    }

    /// A stroke: its path data, then its paint and style.
    @inline(__always)
    mutating func write(_ stroke: borrowing StrokeNode, indent: Int) {
        guard !stroke.path.isEmpty else { return }
        Self.pad(indent, &bytes)
        Self.append("<path d=\"", to: &bytes)
        SVGPathData.append(stroke.path, to: &bytes)
        appendStrokeAttributes(stroke, inherited: false)
        for (name, value) in extra { Self.stringAttribute(name, value, into: &bytes) }
        Self.append("/>\n", to: &bytes)
    }

    /// What follows a fill's path data: the closing quote, then its paint and rule unless
    /// its group carries them (`inherited`).
    @inline(__always)
    mutating func appendFillAttributes(_ fill: borrowing FillNode, inherited: Bool) {
        if inherited {
            bytes.append(UInt8(ascii: "\""))
        } else if case .color(let color) = fill.paint {
            fillTail.append(color, fill.rule, to: &bytes) { Self.fillAttributes(.color(color), rule: $0, id: nil, into: &$1) }
        } else {
            Self.fillAttributes(fill.paint, rule: fill.rule, id: define(fill.paint), into: &bytes)
        }
    }

    /// What follows a stroke's path data: the closing quote, then its paint and style unless
    /// its group carries them (`inherited`).
    @inline(__always)
    mutating func appendStrokeAttributes(_ stroke: borrowing StrokeNode, inherited: Bool) {
        if inherited {
            bytes.append(UInt8(ascii: "\""))
        } else if case .color(let color) = stroke.paint {
            strokeTail.append(color, stroke.style, to: &bytes) { Self.strokeAttributes(.color(color), $0, id: nil, into: &$1) }
        } else {
            Self.strokeAttributes(stroke.paint, stroke.style, id: define(stroke.paint), into: &bytes)
        }
    }

    /// Symbols: every copy in one path (see ``SVGSymbols``).
    mutating func write(_ symbols: borrowing SymbolsNode, indent: Int) {
        if symbols.paints != nil { return writeLayers(symbols, indent: indent) }
        // Written in place, and taken back when no position is finite (no element at all).
        let start = bytes.count
        Self.pad(indent, &bytes)
        Self.append("<path d=\"", to: &bytes)
        let dataStart = bytes.count
        SVGSymbols.pathData(symbols, into: &bytes)
        guard bytes.count > dataStart else { return bytes.removeAll(from: start) }
        bytes.append(UInt8(ascii: "\""))
        writeSymbolsPaint(symbols, id: define(symbols.paint))
        for (name, value) in extra { Self.stringAttribute(name, value, into: &bytes) }
        Self.append("/>\n", to: &bytes)
    }

    /// Symbols whose copies vary in paint: a path for each paint of each layer (see
    /// `SymbolsNode.layers()`), inside a group that carries what they share (all but the
    /// paint), so that a path of one copy, where paints interleave closely, is its data and
    /// its paint.
    mutating func writeLayers(_ symbols: borrowing SymbolsNode, indent: Int) {
        let layers = symbols.layers()
        guard layers.count > 1 else {
            for layer in layers { write(layer, indent: indent) }
            return
        }
        let stroked = symbols.circleDiameter != nil || symbols.stroke != nil
        Self.pad(indent, &bytes)
        Self.append("<g", to: &bytes)
        if let diameter = symbols.circleDiameter {
            Self.append(" fill=\"none\"", to: &bytes)
            Self.numberAttribute("stroke-width", diameter, into: &bytes)
            Self.append(" stroke-linecap=\"round\"", to: &bytes)
        } else if let style = symbols.stroke {
            Self.append(" fill=\"none\"", to: &bytes)
            Self.strokeStyleAttributes(style, into: &bytes)
        }
        // The HTML page's attributes for the node go on the group that stands for it.
        for (name, value) in extra { Self.stringAttribute(name, value, into: &bytes) }
        Self.append(">\n", to: &bytes)
        for layer in layers {
            let start = bytes.count
            Self.pad(indent + 1, &bytes)
            Self.append("<path d=\"", to: &bytes)
            let dataStart = bytes.count
            SVGSymbols.pathData(layer, into: &bytes)
            guard bytes.count > dataStart else {
                bytes.removeAll(from: start)
                continue
            }
            bytes.append(UInt8(ascii: "\""))
            Self.paintAttributes(stroked ? "stroke" : "fill", layer.paint, id: define(layer.paint), into: &bytes)
            Self.append("/>\n", to: &bytes)
        }
        close(indent)
    }

    /// What follows the path data of symbols: a dot's stroke, an outline's, or a fill.
    mutating func writeSymbolsPaint(_ symbols: borrowing SymbolsNode, id: String?) {
        if let diameter = symbols.circleDiameter {
            Self.dotAttributes(symbols.paint, id: id, diameter, into: &bytes)
        } else if let style = symbols.stroke {
            Self.append(" fill=\"none\"", to: &bytes)
            Self.paintAttributes("stroke", symbols.paint, id: id, into: &bytes)
            Self.strokeStyleAttributes(style, into: &bytes)
        } else {
            Self.paintAttributes("fill", symbols.paint, id: id, into: &bytes)
        }
    }

    /// Round dots: a stroke of the dot's diameter with round caps, over zero-length lines.
    static func dotAttributes(_ paint: Paint, id: String?, _ diameter: CGFloat, into line: inout ByteBuffer) {
        append(" fill=\"none\"", to: &line)
        paintAttributes("stroke", paint, id: id, into: &line)
        numberAttribute("stroke-width", diameter, into: &line)
        append(" stroke-linecap=\"round\"", to: &line)
    }

    /// A line of text with its resolved font families.
    mutating func write(_ text: borrowing TextNode, indent: Int) {
        Self.pad(indent, &bytes)
        Self.append("<text", to: &bytes)
        Self.numberAttribute("x", text.origin.x, into: &bytes)
        Self.numberAttribute("y", text.origin.y, into: &bytes)
        Self.append(" font-family=\"", to: &bytes)
        appendFamilies(text.font, text.text)
        bytes.append(UInt8(ascii: "\""))
        let style = TextStyle(size: text.font.size, weight: text.font.weight, isItalic: text.font.isItalic, anchor: text.anchor)
        if case .color(let color) = text.paint {
            textTail.append(color, style, to: &bytes) { style, bytes in
                Self.textStyleAttributes(style, into: &bytes)
                Self.paintAttributes("fill", .color(color), id: nil, into: &bytes)
            }
        } else {
            Self.textStyleAttributes(style, into: &bytes)
            let id = define(text.paint)
            Self.paintAttributes("fill", text.paint, id: id, into: &bytes)
        }
        for (name, value) in extra { Self.stringAttribute(name, value, into: &bytes) }
        // Spaces in labels are kept as typed, as a layout measured with them expects.
        Self.append(" xml:space=\"preserve\">", to: &bytes)
        XMLText.appendEscaped(text.text, to: &bytes)
        Self.append("</text>\n", to: &bytes)
    }

    /// What a text run's attributes from `font-size` to `text-anchor` say.
    struct TextStyle: Equatable {
        var size: CGFloat
        var weight: Int
        var isItalic: Bool
        var anchor: TextAnchor
    }

    static func textStyleAttributes(_ style: TextStyle, into line: inout ByteBuffer) {
        numberAttribute("font-size", style.size, into: &line)
        if style.weight != 400 {
            append(" font-weight=\"", to: &line)
            SVGNumber.appendInteger(Int64(style.weight), signed: true, to: &line)
            line.append(UInt8(ascii: "\""))
        }
        if style.isItalic { append(" font-style=\"italic\"", to: &line) }
        if style.anchor != .start { stringAttribute("text-anchor", style.anchor.rawValue, into: &line) }
    }

    /// Writes `nodes` as an alpha mask among the definitions and returns its id. The mask
    /// covers any extent in the masked group's own coordinates (the default region, the
    /// group's bounding box, would be empty for a level line). Its nodes are written at the
    /// end of the document and moved; definitions they make land inside the mask, where
    /// SVG allows them.
    private mutating func writeMask(_ nodes: [SceneNode], indent: Int) -> String {
        let id = makeID("mask")
        Self.append("    <mask id=\"", to: &definitions)
        definitions.append(contentsOf: id)
        Self.append("\" mask-type=\"alpha\" style=\"mask-type:alpha\" maskUnits=\"userSpaceOnUse\" x=\"-1000000\" y=\"-1000000\" width=\"2000000\" height=\"2000000\">\n", to: &definitions)
        let start = bytes.count
        // The HTML page's attributes go by node path; a mask's nodes have none.
        let attributes = extraAttributes
        extraAttributes = [:]
        write(nodes, indent: 3)
        extraAttributes = attributes
        bytes.withBytes { written in definitions.append(UnsafeRawBufferPointer(rebasing: written[start...])) }
        bytes.removeAll(from: start)
        Self.append("    </mask>\n", to: &definitions)
        return id
    }

    /// A group and its children, one level deeper; inside a group for each filter of its
    /// effect, when it has one that draws (see ``SVGFilter``).
    mutating func write(_ group: borrowing GroupNode, indent: Int) {
        guard let effect = group.effect, effect.isDrawn else { return writeElement(group, indent: indent) }
        let filters = SVGFilter.filters(of: effect)
        for (depth, filter) in filters.enumerated() {
            Self.pad(indent + depth, &bytes)
            Self.append("<g filter=\"url(#", to: &bytes)
            bytes.append(contentsOf: define(filter))
            Self.append(")\">\n", to: &bytes)
        }
        writeElement(group, indent: indent + filters.count)
        for depth in filters.indices.reversed() { close(indent + depth) }
    }

    /// Writes the definition of `filter` unless it is written already; returns its id.
    private mutating func define(_ filter: SVGFilter) -> String {
        if let id = filterIDs[filter] { return id }
        let prefix = if case .blur = filter { "blur" } else { "shadow" }
        let id = makeID(prefix)
        filterIDs[filter] = id
        filter.appendDefinition(id: id, to: &definitions)
        return id
    }

    /// A group's own element and its children.
    private mutating func writeElement(_ group: borrowing GroupNode, indent: Int) {
        Self.pad(indent, &bytes)
        Self.append("<g", to: &bytes)
        if !group.transform.isIdentity {
            let t = group.transform
            Self.append(" transform=\"matrix(", to: &bytes)
            for (index, value) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: " ")) }
                // Matrix terms need more precision than coordinates: rotations use sines.
                SVGNumber.append(value, decimals: 4, to: &bytes)
            }
            Self.append(")\"", to: &bytes)
        }
        if group.opacity < 1 { Self.numberAttribute("opacity", group.opacity, into: &bytes) }
        if let clip = group.clip {
            let id = makeID("clip")
            Self.append("    <clipPath id=\"", to: &definitions)
            definitions.append(contentsOf: id)
            Self.append("\"><path d=\"", to: &definitions)
            SVGPathData.append(clip, to: &definitions)
            Self.append("\"/></clipPath>\n", to: &definitions)
            Self.append(" clip-path=\"url(#", to: &bytes)
            bytes.append(contentsOf: id)
            Self.append(")\"", to: &bytes)
        }
        if let mask = group.mask {
            let id = writeMask(mask, indent: indent)
            Self.append(" mask=\"url(#", to: &bytes)
            bytes.append(contentsOf: id)
            Self.append(")\"", to: &bytes)
        }
        if let role = group.role { Self.roleAttribute(role, into: &bytes) }
        if let label = group.accessibilityLabel { Self.stringAttribute("aria-label", label, into: &bytes) }
        if let identifier = group.accessibilityIdentifier { Self.stringAttribute("data-testid", identifier, into: &bytes) }
        for (name, value) in extra { Self.stringAttribute(name, value, into: &bytes) }
        // A group of nothing (a line's point, kept for its label) closes itself.
        if group.children.isEmpty { return Self.append("/>\n", to: &bytes) }
        // Extra attributes (the HTML page's) are looked up per node: no sharing there.
        // The first and last children are checked first: a group of a swatch and its label
        // is told apart without writing the swatch twice.
        if extraAttributes.isEmpty, group.children.count >= 2 || Self.isSeveralRectangles(group.children),
           let shared = Self.solidFill(group.children[0]),
           let last = Self.solidFill(group.children[group.children.count - 1]),
           last.color == shared.color, last.rule == shared.rule {
            let start = bytes.count
            Self.paintAttributes("fill", .color(shared.color), id: nil, into: &bytes)
            if shared.rule == .evenOdd { Self.append(" fill-rule=\"evenodd\"", to: &bytes) }
            Self.append(">\n", to: &bytes)
            if writeSharedFills(group.children, shared, indent: indent + 1) { return close(indent) }
            // A child that does not match: the group is written the usual way instead.
            bytes.removeAll(from: start)
        }
        Self.append(">\n", to: &bytes)
        write(group.children, indent: indent + 1)
        close(indent)
    }

    /// The end tag of a group.
    private mutating func close(_ indent: Int) {
        Self.pad(indent, &bytes)
        Self.append("</g>\n", to: &bytes)
    }

    /// Writes `children` without their paint, which their group carries, when every one
    /// of them fills with `shared`'s colour and rule (a bar plot's bars): 15 bytes a bar
    /// fewer, as SVG's `fill` is inherited. Returns false, having written only part of
    /// them, at the first child that does not.
    ///
    /// Checking each child as it is written, rather than all of them first, reads each
    /// node once: taking a node out of its array copies it.
    private mutating func writeSharedFills(_ children: [SceneNode], _ shared: (color: Color, rule: FillRule),
                                           indent: Int) -> Bool {
        // A bar's line is some 50 to 60 bytes: room for all of them at once, so that the
        // buffer grows (and copies what it holds) once, not again halfway through.
        bytes.reserve(children.count * 64)
        for index in children.indices {
            switch Self.sharedChild(children[index], shared) {
            case .rectangle(let rectangle):
                // Written inline from the numbers read.
                Self.pad(indent, &bytes)
                Self.append("<path d=\"", to: &bytes)
                SVGPathData.append(rectangle, to: &bytes)
                Self.append("\"/>\n", to: &bytes)
            case .path:
                guard case .fill(let fill) = children[index] else { return false }
                write(fill, indent: indent, inherited: true)
            case .rectangles:
                guard case .rectangles(let rectangles) = children[index] else { return false }
                bytes.reserve(rectangles.rects.count * 64)
                for rect in rectangles.rects where RectanglesNode.isDrawn(rect) {
                    Self.pad(indent, &bytes)
                    Self.append("<path d=\"", to: &bytes)
                    SVGPathData.append(rect, to: &bytes)
                    Self.append("\"/>\n", to: &bytes)
                }
            case .different:
                return false
            }
        }
        return true
    }

    /// What a child of a group of ``writeSharedFills(_:_:indent:)`` is.
    private enum SharedChild {
        /// A fill with the shared paint whose path is a rectangle (a bar).
        case rectangle(SVGPathData.Rectangle)
        /// A fill with the shared paint and any other path.
        case path
        /// Rectangles in the shared paint (a bar plot's bars).
        case rectangles
        /// Anything else.
        case different
    }

    /// What `node` is, with a bar's five numbers read out: the bar is then written inline,
    /// without the general fill writer's work per node (some 90 instructions a bar).
    /// Taking the node out of its array still copies its payload (a retain and release
    /// of its path): Swift projects a large enum's payload through a temporary.
    @inline(__always)
    private static func sharedChild(_ node: SceneNode, _ shared: (color: Color, rule: FillRule)) -> SharedChild {
        if case .rectangles(let rectangles) = node {
            guard rectangles.paints == nil, case .color(let color) = rectangles.paint, color == shared.color,
                  shared.rule == .nonZero else { return .different }
            return .rectangles
        }
        guard case .fill(let fill) = node, case .color(let color) = fill.paint,
              color == shared.color, fill.rule == shared.rule else { return .different }
        return SVGPathData.rectangle(fill.path).map(SharedChild.rectangle) ?? .path
    }

    /// The colour and rule of a fill with a solid colour; `nil` for anything else.
    static func solidFill(_ node: SceneNode) -> (color: Color, rule: FillRule)? {
        if case .fill(let fill) = node, case .color(let color) = fill.paint { return (color, fill.rule) }
        if case .rectangles(let rectangles) = node, rectangles.paints == nil, case .color(let color) = rectangles.paint {
            return (color, .nonZero)
        }
        return nil
    }

    /// Whether `children` is one node of two rectangles or more: a group of them shares
    /// their paint as a group of two fills does.
    static func isSeveralRectangles(_ children: [SceneNode]) -> Bool {
        guard children.count == 1, case .rectangles(let rectangles) = children[0], rectangles.paints == nil else { return false }
        return rectangles.rects.count >= 2
    }

    /// Appends the escaped `font-family` list of a text run. The resolver is asked every
    /// time (the font library remembers its answers); a list equal to the last one is
    /// copied from where it was written, as labels mostly share one.
    mutating func appendFamilies(_ font: FontRequest, _ text: String) {
        let families = resolveFamilies(font, text)
        if let last = lastFamilies, last.list == families {
            return bytes.appendCopy(from: last.offset, count: last.count)
        }
        let start = bytes.count
        for (index, family) in families.enumerated() {
            if index > 0 { bytes.append(", ") }
            let quoted = family.utf8.contains(UInt8(ascii: " ")) || family.utf8.contains(UInt8(ascii: ","))
            if quoted { bytes.append("&#39;") }
            XMLText.appendEscaped(family, to: &bytes)
            if quoted { bytes.append("&#39;") }
        }
        lastFamilies = (families, start, bytes.count - start)
    }

    // MARK: - Attributes

    /// Writes the definition a paint needs (a gradient) and returns its id; `nil` for a colour.
    /// A gradient is defined once: marks filled with the plot's gradient all use its id.
    mutating func define(_ paint: Paint) -> String? {
        guard case .linearGradient(let gradient) = paint else { return nil }
        if let id = gradientIDs[gradient] { return id }
        let id = makeID("gradient")
        gradientIDs[gradient] = id
        var definition = ByteBuffer(capacity: 256)
        Self.append("    <linearGradient id=\"", to: &definition)
        definition.append(contentsOf: id)
        Self.append("\" gradientUnits=\"userSpaceOnUse\"", to: &definition)
        Self.numberAttribute("x1", gradient.start.x, into: &definition)
        Self.numberAttribute("y1", gradient.start.y, into: &definition)
        Self.numberAttribute("x2", gradient.end.x, into: &definition)
        Self.numberAttribute("y2", gradient.end.y, into: &definition)
        Self.append(">\n", to: &definition)
        for stop in gradient.stops {
            Self.append("      <stop", to: &definition)
            Self.numberAttribute("offset", stop.location, precise: true, into: &definition)
            Self.stringAttribute("stop-color", stop.color.hexString, into: &definition)
            if stop.color.alpha < 1 {
                Self.numberAttribute("stop-opacity", stop.color.alpha, precise: true, into: &definition)
            }
            Self.append("/>\n", to: &definition)
        }
        Self.append("    </linearGradient>\n", to: &definition)
        definitions.append(definition)
        return id
    }

    /// The attribute `name` (and `name-opacity`) for `paint`; `id` is its definition's, from ``define(_:)``.
    static func paintAttributes(_ name: StaticString, _ paint: Paint, id: String?, into line: inout ByteBuffer) {
        switch paint {
        case .color(let color):
            line.append(UInt8(ascii: " "))
            append(name, to: &line)
            append("=\"#", to: &line)
            let c = color.rgba8
            appendHex(c.red, to: &line)
            appendHex(c.green, to: &line)
            appendHex(c.blue, to: &line)
            line.append(UInt8(ascii: "\""))
            if color.alpha < 1 {
                line.append(UInt8(ascii: " "))
                append(name, to: &line)
                append("-opacity=\"", to: &line)
                SVGNumber.append(color.alpha, decimals: 4, to: &line)
                line.append(UInt8(ascii: "\""))
            }
        case .linearGradient:
            line.append(UInt8(ascii: " "))
            append(name, to: &line)
            append("=\"url(#", to: &line)
            line.append(contentsOf: id ?? "")
            append(")\"", to: &line)
        }
    }

    /// What follows a fill's path data: the closing quote, the paint and the fill rule.
    static func fillAttributes(_ paint: Paint, rule: FillRule, id: String?, into line: inout ByteBuffer) {
        line.append(UInt8(ascii: "\""))
        paintAttributes("fill", paint, id: id, into: &line)
        if rule == .evenOdd { append(" fill-rule=\"evenodd\"", to: &line) }
    }

    /// What follows a stroke's path data: the closing quote, no fill, the paint and the style.
    static func strokeAttributes(_ paint: Paint, _ style: StrokeStyle, id: String?, into line: inout ByteBuffer) {
        append("\" fill=\"none\"", to: &line)
        paintAttributes("stroke", paint, id: id, into: &line)
        strokeStyleAttributes(style, into: &line)
    }

    static func strokeStyleAttributes(_ style: StrokeStyle, into line: inout ByteBuffer) {
        Self.numberAttribute("stroke-width", style.lineWidth, into: &line)
        if style.lineCap != .butt { Self.stringAttribute("stroke-linecap", style.lineCap.rawValue, into: &line) }
        if style.lineJoin != .miter { Self.stringAttribute("stroke-linejoin", style.lineJoin.rawValue, into: &line) }
        if style.lineJoin == .miter, style.miterLimit != 4, style.miterLimit.isFinite, style.miterLimit >= 1 {
            Self.numberAttribute("stroke-miterlimit", style.miterLimit, into: &line)
        }
        let dash = style.effectiveDash
        if !dash.isEmpty {
            Self.append(" stroke-dasharray=\"", to: &line)
            for (index, length) in dash.enumerated() {
                if index > 0 { line.append(UInt8(ascii: " ")) }
                SVGNumber.append(length, to: &line)
            }
            line.append(UInt8(ascii: "\""))
            if style.dashPhase != 0 { Self.numberAttribute("stroke-dashoffset", style.dashPhase, into: &line) }
        }
    }

    static func numberAttribute(_ name: StaticString, _ value: Double, precise: Bool = false, into line: inout ByteBuffer) {
        line.append(UInt8(ascii: " "))
        Self.append(name, to: &line)
        line.append(UInt8(ascii: "="))
        line.append(UInt8(ascii: "\""))
        SVGNumber.append(value, decimals: precise ? 4 : 2, to: &line)
        line.append(UInt8(ascii: "\""))
    }

    /// ` role="…"`, unescaped: the roles' names are plain ASCII.
    static func roleAttribute(_ role: SceneRole, into line: inout ByteBuffer) {
        append(" role=\"", to: &line)
        line.append(contentsOf: role.rawValue)
        line.append(UInt8(ascii: "\""))
    }

    static func stringAttribute(_ name: String, _ value: String, into line: inout ByteBuffer) {
        line.append(UInt8(ascii: " "))
        // Names are written as they are (they come from code, not data).
        line.append(contentsOf: name)
        line.append(UInt8(ascii: "="))
        line.append(UInt8(ascii: "\""))
        XMLText.appendEscaped(value, to: &line)
        line.append(UInt8(ascii: "\""))
    }

    /// Appends fixed ASCII markup.
    @inline(__always)
    static func append(_ text: StaticString, to line: inout ByteBuffer) {
        line.append(text)
    }

    /// Two spaces per level of indent.
    @inline(__always)
    static func pad(_ indent: Int, _ line: inout ByteBuffer) {
        line.appendSpaces(2 * indent)
    }

    /// A byte as two lowercase hexadecimal digits.
    @inline(__always)
    static func appendHex(_ byte: UInt8, to line: inout ByteBuffer) {
        let digits: StaticString = "0123456789abcdef"
        line.append(digits.utf8Start[Int(byte >> 4)])
        line.append(digits.utf8Start[Int(byte & 15)])
    }

    mutating func makeID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }
}
