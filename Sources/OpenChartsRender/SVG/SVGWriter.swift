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
        return document.bytes.withBytes { Data($0) }
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
/// Everything is appended straight into byte arrays — fixed markup from static strings,
/// numbers by ``SVGNumber``, text escaped byte by byte — so a node costs no temporary
/// strings or arrays.
private struct Document: ~Copyable {
    let resolveFamilies: SVGWriter.FamilyResolver
    var bytes = ByteBuffer()
    var body = ByteBuffer(capacity: 1 << 14)
    var definitions = ByteBuffer(capacity: 256)
    var nextID = 0
    var extraAttributes: [[Int]: [(name: String, value: String)]] = [:]
    /// The node being written, as child indices from the root; kept only when
    /// `extraAttributes` has entries to look up.
    var nodePath: [Int] = []
    /// Font families already resolved in this document, by request and text.
    var familyCache: [FamilyKey: [UInt8]] = [:]

    struct FamilyKey: Hashable {
        let font: FontRequest
        let text: String
    }

    init(resolveFamilies: @escaping SVGWriter.FamilyResolver) {
        self.resolveFamilies = resolveFamilies
    }

    mutating func write(_ scene: Scene, scale: CGFloat) {
        for (index, node) in scene.nodes.enumerated() {
            if !extraAttributes.isEmpty { nodePath = [index] }
            write(node, indent: 1)
        }

        let width = max(scene.size.width.isFinite ? scene.size.width : 0, 0)
        let height = max(scene.size.height.isFinite ? scene.size.height : 0, 0)
        bytes.reserve(body.count + definitions.count + 512)
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
        if definitions.count > 0 {
            Self.append("  <defs>\n", to: &bytes)
            bytes.append(definitions)
            Self.append("  </defs>\n", to: &bytes)
        }
        if let background = scene.background {
            Self.append("  <rect width=\"100%\" height=\"100%\"", to: &bytes)
            Self.paintAttributes("fill", .color(background), id: nil, into: &bytes)
            Self.append("/>\n", to: &bytes)
        }
        bytes.append(body)
        Self.append("</svg>\n", to: &bytes)
    }

    // MARK: - Nodes

    mutating func write(_ node: SceneNode, indent: Int) {
        let extra = extraAttributes.isEmpty ? [] : extraAttributes[nodePath] ?? []
        switch node {
        case .fill(let fill):
            guard !fill.path.isEmpty else { return }
            Self.pad(indent, &body)
            Self.append("<path d=\"", to: &body)
            Self.pathData(fill.path, into: &body)
            body.append(UInt8(ascii: "\""))
            let id = define(fill.paint)
            Self.paintAttributes("fill", fill.paint, id: id, into: &body)
            if fill.rule == .evenOdd { Self.append(" fill-rule=\"evenodd\"", to: &body) }
            for (name, value) in extra { Self.stringAttribute(name, value, into: &body) }
            Self.append("/>\n", to: &body)
        case .stroke(let stroke):
            guard !stroke.path.isEmpty else { return }
            Self.pad(indent, &body)
            Self.append("<path d=\"", to: &body)
            Self.pathData(stroke.path, into: &body)
            Self.append("\" fill=\"none\"", to: &body)
            let id = define(stroke.paint)
            Self.paintAttributes("stroke", stroke.paint, id: id, into: &body)
            Self.strokeAttributes(stroke.style, into: &body)
            for (name, value) in extra { Self.stringAttribute(name, value, into: &body) }
            Self.append("/>\n", to: &body)
        case .symbols(let symbols):
            var data = ByteBuffer(capacity: 14 * symbols.positions.count + 16)
            SVGSymbols.pathData(symbols, into: &data)
            guard data.count > 0 else { return }
            Self.pad(indent, &body)
            Self.append("<path d=\"", to: &body)
            body.append(data)
            body.append(UInt8(ascii: "\""))
            let id = define(symbols.paint)
            if let diameter = symbols.circleDiameter {
                Self.append(" fill=\"none\"", to: &body)
                Self.paintAttributes("stroke", symbols.paint, id: id, into: &body)
                Self.numberAttribute("stroke-width", diameter, into: &body)
                Self.append(" stroke-linecap=\"round\"", to: &body)
            } else if let style = symbols.stroke {
                Self.append(" fill=\"none\"", to: &body)
                Self.paintAttributes("stroke", symbols.paint, id: id, into: &body)
                Self.strokeAttributes(style, into: &body)
            } else {
                Self.paintAttributes("fill", symbols.paint, id: id, into: &body)
            }
            for (name, value) in extra { Self.stringAttribute(name, value, into: &body) }
            Self.append("/>\n", to: &body)
        case .text(let text):
            Self.pad(indent, &body)
            Self.append("<text", to: &body)
            Self.numberAttribute("x", text.origin.x, into: &body)
            Self.numberAttribute("y", text.origin.y, into: &body)
            Self.append(" font-family=\"", to: &body)
            body.append(families(text.font, text.text))
            body.append(UInt8(ascii: "\""))
            Self.numberAttribute("font-size", text.font.size, into: &body)
            if text.font.weight != 400 {
                Self.append(" font-weight=\"", to: &body)
                SVGNumber.appendInteger(Int64(text.font.weight), signed: true, to: &body)
                body.append(UInt8(ascii: "\""))
            }
            if text.font.isItalic { Self.append(" font-style=\"italic\"", to: &body) }
            if text.anchor != .start { Self.stringAttribute("text-anchor", text.anchor.rawValue, into: &body) }
            let id = define(text.paint)
            Self.paintAttributes("fill", text.paint, id: id, into: &body)
            for (name, value) in extra { Self.stringAttribute(name, value, into: &body) }
            // Spaces in labels are kept as typed, as a layout measured with them expects.
            Self.append(" xml:space=\"preserve\">", to: &body)
            XMLText.appendEscaped(text.text, to: &body)
            Self.append("</text>\n", to: &body)
        case .group(let group):
            Self.pad(indent, &body)
            Self.append("<g", to: &body)
            if !group.transform.isIdentity {
                let t = group.transform
                Self.append(" transform=\"matrix(", to: &body)
                for (index, value) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
                    if index > 0 { body.append(UInt8(ascii: " ")) }
                    // Matrix terms need more precision than coordinates: rotations use sines.
                    SVGNumber.append(value, decimals: 4, to: &body)
                }
                Self.append(")\"", to: &body)
            }
            if group.opacity < 1 { Self.numberAttribute("opacity", group.opacity, into: &body) }
            if let clip = group.clip {
                let id = makeID("clip")
                Self.append("    <clipPath id=\"", to: &definitions)
                definitions.append(id)
                Self.append("\"><path d=\"", to: &definitions)
                Self.pathData(clip, into: &definitions)
                Self.append("\"/></clipPath>\n", to: &definitions)
                Self.append(" clip-path=\"url(#", to: &body)
                body.append(id)
                Self.append(")\"", to: &body)
            }
            if let role = group.role { Self.stringAttribute("role", role.rawValue, into: &body) }
            if let label = group.accessibilityLabel { Self.stringAttribute("aria-label", label, into: &body) }
            for (name, value) in extra { Self.stringAttribute(name, value, into: &body) }
            Self.append(">\n", to: &body)
            let tracksPath = !extraAttributes.isEmpty
            for (index, child) in group.children.enumerated() {
                if tracksPath { nodePath.append(index) }
                write(child, indent: indent + 1)
                if tracksPath { nodePath.removeLast() }
            }
            Self.pad(indent, &body)
            Self.append("</g>\n", to: &body)
        }
    }

    /// The escaped `font-family` list of a text run, resolved once per request and text.
    mutating func families(_ font: FontRequest, _ text: String) -> [UInt8] {
        let key = FamilyKey(font: font, text: text)
        if let known = familyCache[key] { return known }
        var list = ByteBuffer(capacity: 64)
        for (index, family) in resolveFamilies(font, text).enumerated() {
            if index > 0 { list.append(", ") }
            let quoted = family.utf8.contains(UInt8(ascii: " ")) || family.utf8.contains(UInt8(ascii: ","))
            if quoted { list.append("&#39;") }
            XMLText.appendEscaped(family, to: &list)
            if quoted { list.append("&#39;") }
        }
        let bytes = list.array
        familyCache[key] = bytes
        return bytes
    }

    // MARK: - Attributes

    /// Writes the definition a paint needs (a gradient) and returns its id; `nil` for a colour.
    mutating func define(_ paint: Paint) -> String? {
        guard case .linearGradient(let gradient) = paint else { return nil }
        let id = makeID("gradient")
        var definition = ByteBuffer(capacity: 256)
        Self.append("    <linearGradient id=\"", to: &definition)
        definition.append(id)
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
            line.append(id ?? "")
            append(")\"", to: &line)
        }
    }

    static func strokeAttributes(_ style: StrokeStyle, into line: inout ByteBuffer) {
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

    static func stringAttribute(_ name: String, _ value: String, into line: inout ByteBuffer) {
        line.append(UInt8(ascii: " "))
        // Names are written as they are (they come from code, not data).
        line.append(name)
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
        for _ in 0..<(2 * indent) { line.append(UInt8(ascii: " ")) }
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

    // MARK: - Path data

    static func pathData(_ path: Path, into line: inout ByteBuffer) {
        let points = path.points
        var index = 0
        var first = true
        // The current point, for horizontal and vertical lines written as `H x` and `V y`
        // (a rectangle: `M x y H x V y H x Z`): shorter, and fewer numbers to print.
        var current = CGPoint(x: Double.nan, y: .nan)
        var subpathStart = current
        @inline(__always) func point(_ p: CGPoint) {
            SVGNumber.append(p.x, to: &line)
            line.append(UInt8(ascii: " "))
            SVGNumber.append(p.y, to: &line)
        }
        for verb in path.verbs {
            if !first { line.append(UInt8(ascii: " ")) }
            first = false
            switch verb {
            case .move:
                line.append(UInt8(ascii: "M"))
                point(points[index])
                current = points[index]
                subpathStart = current
            case .line:
                let p = points[index]
                if p.y == current.y {
                    line.append(UInt8(ascii: "H"))
                    SVGNumber.append(p.x, to: &line)
                } else if p.x == current.x {
                    line.append(UInt8(ascii: "V"))
                    SVGNumber.append(p.y, to: &line)
                } else {
                    line.append(UInt8(ascii: "L"))
                    point(p)
                }
                current = p
            case .quadCurve:
                line.append(UInt8(ascii: "Q"))
                point(points[index])
                line.append(UInt8(ascii: " "))
                point(points[index + 1])
                current = points[index + 1]
            case .curve:
                line.append(UInt8(ascii: "C"))
                point(points[index])
                line.append(UInt8(ascii: " "))
                point(points[index + 1])
                line.append(UInt8(ascii: " "))
                point(points[index + 2])
                current = points[index + 2]
            case .close:
                line.append(UInt8(ascii: "Z"))
                current = subpathStart
            }
            index += verb.pointCount
        }
    }
}
