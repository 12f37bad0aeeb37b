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

    /// The scene as an SVG document with extra attributes on some elements, found by their
    /// path of child indices from the scene's root (`[2, 0]`: the first child of the third
    /// node). The HTML writer names and hides nodes this way. Values are escaped here.
    func svg(_ scene: Scene, scale: CGFloat, attributes: [[Int]: [(name: String, value: String)]]) -> String {
        var document = Document(resolveFamilies: resolveFamilies)
        document.extraAttributes = attributes
        document.write(scene, scale: scale.isFinite && scale > 0 ? scale : 1)
        return String(decoding: document.bytes, as: UTF8.self)
    }
}

/// The document being written: its bytes and the definitions (gradients, clips) it needs.
private struct Document {
    let resolveFamilies: SVGWriter.FamilyResolver
    var bytes: [UInt8] = []
    var body: [UInt8] = []
    var definitions: [UInt8] = []
    var nextID = 0
    var extraAttributes: [[Int]: [(name: String, value: String)]] = [:]

    init(resolveFamilies: @escaping SVGWriter.FamilyResolver) {
        self.resolveFamilies = resolveFamilies
    }

    mutating func write(_ scene: Scene, scale: CGFloat) {
        for (index, node) in scene.nodes.enumerated() { write(node, indent: 1, path: [index]) }

        let width = max(scene.size.width.isFinite ? scene.size.width : 0, 0)
        let height = max(scene.size.height.isFinite ? scene.size.height : 0, 0)
        append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\"")
        attribute("width", width * scale)
        attribute("height", height * scale)
        append(" viewBox=\"0 0 ")
        number(width, into: &bytes)
        append(" ")
        number(height, into: &bytes)
        append("\" role=\"graphics-document\"")
        if let title = scene.title { attribute("aria-label", title) }
        append(">\n")
        if let title = scene.title { append("  <title>\(XMLText.escaped(title))</title>\n") }
        if let summary = scene.summary { append("  <desc>\(XMLText.escaped(summary))</desc>\n") }
        if !definitions.isEmpty {
            append("  <defs>\n")
            bytes += definitions
            append("  </defs>\n")
        }
        if let background = scene.background {
            var rect = Array("  <rect width=\"100%\" height=\"100%\"".utf8)
            paintAttributes("fill", .color(background), into: &rect)
            bytes += rect + Array("/>\n".utf8)
        }
        bytes += body
        append("</svg>\n")
    }

    // MARK: - Nodes

    mutating func write(_ node: SceneNode, indent: Int, path: [Int]) {
        let extra = extraAttributes[path] ?? []
        let pad = [UInt8](repeating: UInt8(ascii: " "), count: indent * 2)
        switch node {
        case .fill(let fill):
            guard !fill.path.isEmpty else { return }
            var line = pad + Array("<path d=\"".utf8)
            pathData(fill.path, into: &line)
            line += Array("\"".utf8)
            paintAttributes("fill", fill.paint, into: &line)
            if fill.rule == .evenOdd { line += Array(" fill-rule=\"evenodd\"".utf8) }
            for (name, value) in extra { stringAttribute(name, value, into: &line) }
            line += Array("/>\n".utf8)
            body += line
        case .stroke(let stroke):
            guard !stroke.path.isEmpty else { return }
            var line = pad + Array("<path d=\"".utf8)
            pathData(stroke.path, into: &line)
            line += Array("\" fill=\"none\"".utf8)
            paintAttributes("stroke", stroke.paint, into: &line)
            strokeAttributes(stroke.style, into: &line)
            for (name, value) in extra { stringAttribute(name, value, into: &line) }
            line += Array("/>\n".utf8)
            body += line
        case .symbols(let symbols):
            var data: [UInt8] = []
            SVGSymbols.pathData(symbols, into: &data)
            guard !data.isEmpty else { return }
            var line = pad + Array("<path d=\"".utf8) + data + Array("\"".utf8)
            if let diameter = symbols.circleDiameter {
                line += Array(" fill=\"none\"".utf8)
                paintAttributes("stroke", symbols.paint, into: &line)
                numberAttribute("stroke-width", diameter, into: &line)
                stringAttribute("stroke-linecap", "round", into: &line)
            } else if let style = symbols.stroke {
                line += Array(" fill=\"none\"".utf8)
                paintAttributes("stroke", symbols.paint, into: &line)
                strokeAttributes(style, into: &line)
            } else {
                paintAttributes("fill", symbols.paint, into: &line)
            }
            for (name, value) in extra { stringAttribute(name, value, into: &line) }
            line += Array("/>\n".utf8)
            body += line
        case .text(let text):
            var line = pad + Array("<text".utf8)
            numberAttribute("x", text.origin.x, into: &line)
            numberAttribute("y", text.origin.y, into: &line)
            let families = resolveFamilies(text.font, text.text).map { family in
                family.contains(" ") || family.contains(",") ? "'\(family)'" : family
            }
            stringAttribute("font-family", families.joined(separator: ", "), into: &line)
            numberAttribute("font-size", text.font.size, into: &line)
            if text.font.weight != 400 { stringAttribute("font-weight", String(text.font.weight), into: &line) }
            if text.font.isItalic { stringAttribute("font-style", "italic", into: &line) }
            if text.anchor != .start { stringAttribute("text-anchor", text.anchor.rawValue, into: &line) }
            paintAttributes("fill", text.paint, into: &line)
            for (name, value) in extra { stringAttribute(name, value, into: &line) }
            // Spaces in labels are kept as typed, as a layout measured with them expects.
            line += Array(" xml:space=\"preserve\">".utf8)
            line += Array(XMLText.escaped(text.text).utf8)
            line += Array("</text>\n".utf8)
            body += line
        case .group(let group):
            var open = pad + Array("<g".utf8)
            if !group.transform.isIdentity {
                let t = group.transform
                open += Array(" transform=\"matrix(".utf8)
                for (index, value) in [t.a, t.b, t.c, t.d, t.tx, t.ty].enumerated() {
                    if index > 0 { open.append(UInt8(ascii: " ")) }
                    // Matrix terms need more precision than coordinates: rotations use sines.
                    SVGNumber.append(value, decimals: 4, to: &open)
                }
                open += Array(")\"".utf8)
            }
            if group.opacity < 1 { numberAttribute("opacity", group.opacity, into: &open) }
            if let clip = group.clip {
                let id = makeID("clip")
                var definition = Array("    <clipPath id=\"\(id)\"><path d=\"".utf8)
                pathData(clip, into: &definition)
                definition += Array("\"/></clipPath>\n".utf8)
                definitions += definition
                open += Array(" clip-path=\"url(#\(id))\"".utf8)
            }
            if let role = group.role { stringAttribute("role", role.rawValue, into: &open) }
            if let label = group.accessibilityLabel { stringAttribute("aria-label", label, into: &open) }
            for (name, value) in extra { stringAttribute(name, value, into: &open) }
            open += Array(">\n".utf8)
            body += open
            for (index, child) in group.children.enumerated() { write(child, indent: indent + 1, path: path + [index]) }
            body += pad + Array("</g>\n".utf8)
        }
    }

    // MARK: - Attributes

    mutating func paintAttributes(_ name: String, _ paint: Paint, into line: inout [UInt8]) {
        switch paint {
        case .color(let color):
            stringAttribute(name, color.hexString, into: &line)
            if color.alpha < 1 { numberAttribute("\(name)-opacity", color.alpha, precise: true, into: &line) }
        case .linearGradient(let gradient):
            let id = makeID("gradient")
            var definition = Array("    <linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\"".utf8)
            numberAttribute("x1", gradient.start.x, into: &definition)
            numberAttribute("y1", gradient.start.y, into: &definition)
            numberAttribute("x2", gradient.end.x, into: &definition)
            numberAttribute("y2", gradient.end.y, into: &definition)
            definition += Array(">\n".utf8)
            for stop in gradient.stops {
                definition += Array("      <stop".utf8)
                numberAttribute("offset", stop.location, precise: true, into: &definition)
                stringAttribute("stop-color", stop.color.hexString, into: &definition)
                if stop.color.alpha < 1 {
                    numberAttribute("stop-opacity", stop.color.alpha, precise: true, into: &definition)
                }
                definition += Array("/>\n".utf8)
            }
            definition += Array("    </linearGradient>\n".utf8)
            definitions += definition
            stringAttribute(name, "url(#\(id))", into: &line)
        }
    }

    func strokeAttributes(_ style: StrokeStyle, into line: inout [UInt8]) {
        numberAttribute("stroke-width", style.lineWidth, into: &line)
        if style.lineCap != .butt { stringAttribute("stroke-linecap", style.lineCap.rawValue, into: &line) }
        if style.lineJoin != .miter { stringAttribute("stroke-linejoin", style.lineJoin.rawValue, into: &line) }
        if style.lineJoin == .miter, style.miterLimit != 4, style.miterLimit.isFinite, style.miterLimit >= 1 {
            numberAttribute("stroke-miterlimit", style.miterLimit, into: &line)
        }
        let dash = style.effectiveDash
        if !dash.isEmpty {
            var list: [UInt8] = []
            for (index, length) in dash.enumerated() {
                if index > 0 { list.append(UInt8(ascii: " ")) }
                SVGNumber.append(length, to: &list)
            }
            line += Array(" stroke-dasharray=\"".utf8) + list + Array("\"".utf8)
            if style.dashPhase != 0 { numberAttribute("stroke-dashoffset", style.dashPhase, into: &line) }
        }
    }

    func numberAttribute(_ name: String, _ value: Double, precise: Bool = false, into line: inout [UInt8]) {
        line += Array(" \(name)=\"".utf8)
        SVGNumber.append(value, decimals: precise ? 4 : 2, to: &line)
        line.append(UInt8(ascii: "\""))
    }

    func stringAttribute(_ name: String, _ value: String, into line: inout [UInt8]) {
        line += Array(" \(name)=\"\(XMLText.escaped(value))\"".utf8)
    }

    mutating func attribute(_ name: String, _ value: Double) { numberAttribute(name, value, into: &bytes) }
    mutating func attribute(_ name: String, _ value: String) { stringAttribute(name, value, into: &bytes) }
    mutating func append(_ text: String) { bytes += Array(text.utf8) }

    func number(_ value: Double, into line: inout [UInt8]) { SVGNumber.append(value, to: &line) }


    mutating func makeID(_ prefix: String) -> String {
        nextID += 1
        return "\(prefix)\(nextID)"
    }

    // MARK: - Path data

    func pathData(_ path: Path, into line: inout [UInt8]) {
        var first = true
        func command(_ letter: Character, _ points: CGPoint...) {
            if !first { line.append(UInt8(ascii: " ")) }
            first = false
            line.append(UInt8(ascii: letter.unicodeScalars.first ?? "M"))
            for (index, point) in points.enumerated() {
                if index > 0 { line.append(UInt8(ascii: " ")) }
                SVGNumber.append(point.x, to: &line)
                line.append(UInt8(ascii: " "))
                SVGNumber.append(point.y, to: &line)
            }
        }
        path.forEach { element in
            switch element {
            case .move(let p): command("M", p)
            case .line(let p): command("L", p)
            case .quadCurve(let p, let c): command("Q", c, p)
            case .curve(let p, let c1, let c2): command("C", c1, c2, p)
            case .closeSubpath: command("Z")
            }
        }
    }
}
