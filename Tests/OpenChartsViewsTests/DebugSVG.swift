import Foundation
import OpenChartsCore

/// A minimal SVG of a scene, for a person to look at while working on layout: set
/// `OPENCHARTS_VIEWS_SVG_DIR` and tests that call ``dumpSVG(_:name:)`` write there.
/// The real SVG writer lives in the render module; this one knows only what tests need.
func dumpSVG(_ scene: Scene, name: String) {
    guard let directory = ProcessInfo.processInfo.environment["OPENCHARTS_VIEWS_SVG_DIR"] else { return }
    func d(_ path: Path) -> String {
        path.elements.map { element in
            switch element {
            case .move(let p): "M\(p.x) \(p.y)"
            case .line(let p): "L\(p.x) \(p.y)"
            case .quadCurve(let p, let c): "Q\(c.x) \(c.y) \(p.x) \(p.y)"
            case .curve(let p, let c1, let c2): "C\(c1.x) \(c1.y) \(c2.x) \(c2.y) \(p.x) \(p.y)"
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }
    var defs = "", gradientCount = 0
    func paint(_ paint: Paint) -> String {
        switch paint {
        case .color(let c): return "\(c.hexString)\" fill-opacity=\"\(c.alpha)"
        case .linearGradient(let g):
            gradientCount += 1
            let stops = g.stops.map { "<stop offset=\"\($0.location)\" stop-color=\"\($0.color.hexString)\"/>" }.joined()
            defs += "<linearGradient id=\"g\(gradientCount)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(g.start.x)\" y1=\"\(g.start.y)\" x2=\"\(g.end.x)\" y2=\"\(g.end.y)\">\(stops)</linearGradient>"
            return "url(#g\(gradientCount))"
        }
    }
    func node(_ item: SceneNode) -> String {
        switch item {
        case .fill(let f): return "<path d=\"\(d(f.path))\" fill=\"\(paint(f.paint))\"/>"
        case .stroke(let s):
            return "<path d=\"\(d(s.path))\" fill=\"none\" stroke=\"\(paint(s.paint).replacingOccurrences(of: "fill-opacity", with: "stroke-opacity"))\" stroke-width=\"\(s.style.lineWidth)\"/>"
        case .text(let t):
            let escaped = t.text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            let anchor = ["start": "start", "middle": "middle", "end": "end"][t.anchor.rawValue] ?? "start"
            return "<text x=\"\(t.origin.x)\" y=\"\(t.origin.y)\" font-family=\"DejaVu Sans Mono\" font-size=\"\(t.font.size * 0.5 / 0.602)\" font-weight=\"\(t.font.weight)\" text-anchor=\"\(anchor)\" fill=\"\(paint(t.paint))\">\(escaped)</text>"
        case .group(let g):
            let t = g.transform
            var clip = ""
            if let path = g.clip {
                gradientCount += 1
                defs += "<clipPath id=\"c\(gradientCount)\"><path d=\"\(d(path))\"/></clipPath>"
                clip = " clip-path=\"url(#c\(gradientCount))\""
            }
            return "<g transform=\"matrix(\(t.a) \(t.b) \(t.c) \(t.d) \(t.tx) \(t.ty))\" opacity=\"\(g.opacity)\"\(clip)>"
                + g.children.map { node($0) }.joined() + "</g>"
        }
    }
    let body = scene.nodes.map { node($0) }.joined(separator: "\n")
    let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(scene.size.width)\" height=\"\(scene.size.height)\"><rect width=\"100%\" height=\"100%\" fill=\"white\"/><defs>\(defs)</defs>\n\(body)\n</svg>\n"
    try? svg.write(toFile: directory + "/" + name + ".svg", atomically: true, encoding: .utf8)
}
