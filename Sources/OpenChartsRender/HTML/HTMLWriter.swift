import Foundation
import OpenChartsCore

/// Writes an ``InteractiveScene`` as one self-contained HTML page: the scene as inline SVG,
/// every selection state's changed nodes in it (hidden), the states as JSON, and one small
/// script that shows the state under the pointer and each mark's label as a tooltip.
///
/// The page loads nothing: a Content-Security-Policy allows only its own script and style,
/// by hash, so it works from `file://` and runs nothing else. Every string from the scene is
/// escaped by the SVG writer, or shipped as JSON with `<`, `>` and `&` escaped.
struct HTMLWriter {
    let svgWriter: SVGWriter

    /// The page, the SVG `scale` times the scene's size.
    func html(_ interactive: InteractiveScene, scale: CGFloat) -> String {
        var merge = StateMerge(interactive)
        let merged = merge.scene()
        var svg = svgWriter.svg(merged, scale: scale, attributes: merge.attributes)
        // Inline SVG in HTML takes no XML declaration.
        if let end = svg.range(of: "?>\n"), svg.hasPrefix("<?xml") { svg.removeSubrange(svg.startIndex..<end.upperBound) }

        let csp = "default-src 'none'; script-src \(SHA256.cspSource(HTMLScript.script)); "
            + "style-src \(SHA256.cspSource(HTMLScript.style)); base-uri 'none'; form-action 'none'"
        let title = XMLText.escaped(interactive.base.title ?? "Chart")
        var page = ""
        page += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(csp)\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>\(title)</title>\n<style>\(HTMLScript.style)</style>\n</head>\n<body>\n"
        page += "<div id=\"oc-chart\" class=\"oc-chart\" tabindex=\"0\" role=\"group\" aria-label=\"\(title)\">\n"
        page += svg
        for (index, picker) in interactive.pickers.enumerated() {
            page += "<div class=\"oc-picker\" role=\"group\" aria-label=\"\(XMLText.escaped(picker.label))\">"
            for (number, option) in picker.options.enumerated() {
                page += "<button type=\"button\" class=\"oc-option\" data-oc-picker=\"\(index)\" data-oc-option=\"\(number)\" "
                    + "aria-pressed=\"\(number == picker.selected)\">\(XMLText.escaped(option.label))</button>"
            }
            page += "</div>\n"
        }
        page += "<div id=\"oc-tooltip\" class=\"oc-tooltip\" role=\"tooltip\" hidden></div>\n"
        page += "<div id=\"oc-live\" class=\"oc-live\" aria-live=\"polite\"></div>\n</div>\n"
        page += "<script type=\"application/json\" id=\"oc-data\">"
        page += String(decoding: merge.json(), as: UTF8.self)
        page += "</script>\n<script>\(HTMLScript.script)</script>\n</body>\n</html>\n"
        return page
    }
}

/// The base scene with every state's replacement nodes placed where they go, hidden, and
/// the base nodes they replace named so that the script can hide them.
private struct StateMerge {
    let interactive: InteractiveScene
    /// Changes by the path of the group whose children they replace.
    let changesByParent: [[Int]: [(state: Int, change: SceneChange)]]
    /// Every path that is a parent of a change or leads to one (or to a scrolling node).
    let pathsWithChanges: Set<[Int]>
    /// The base nodes that scroll: clip groups whose one child the script translates.
    let scrollPaths: Set<[Int]>
    /// Extra attributes for the merged scene's nodes, by path.
    var attributes: [[Int]: [(name: String, value: String)]] = [:]
    /// For each variant (selection state or picker option), the numbers of the base nodes it
    /// hides (`id="oc-h<n>"`).
    var hidden: [[Int]]
    var nextHiddenID = 0

    init(_ interactive: InteractiveScene) {
        self.interactive = interactive
        var byParent: [[Int]: [(state: Int, change: SceneChange)]] = [:]
        var paths = Set<[Int]>()
        // Variants: the selection states, every picker option, the scroll states, numbered in that order.
        let variants = interactive.states.map(\.changes) + interactive.pickers.flatMap { $0.options.map(\.changes) }
            + (interactive.scroll?.states.map(\.changes) ?? [])
        for (index, changes) in variants.enumerated() {
            for change in changes {
                byParent[change.parent, default: []].append((index, change))
                for length in 0...change.parent.count { paths.insert(Array(change.parent.prefix(length))) }
            }
        }
        scrollPaths = Set(interactive.scroll?.paths ?? [])
        for path in scrollPaths {
            for length in 0..<path.count { paths.insert(Array(path.prefix(length))) }
        }
        changesByParent = byParent
        pathsWithChanges = paths
        hidden = Array(repeating: [], count: variants.count)
    }

    mutating func scene() -> Scene {
        var scene = interactive.base
        scene.nodes = merge(interactive.base.nodes, basePath: [], mergedPath: [])
        return scene
    }

    /// `nodes` (the children at `basePath`) with the changes to them woven in.
    private mutating func merge(_ nodes: [SceneNode], basePath: [Int], mergedPath: [Int]) -> [SceneNode] {
        guard pathsWithChanges.contains(basePath) else { return nodes }
        let changes = changesByParent[basePath] ?? []
        var result: [SceneNode] = []
        for index in 0...nodes.count {
            for (state, change) in changes where change.replaced.lowerBound == index {
                attributes[mergedPath + [result.count]] = [("data-oc-state", String(state)), ("display", "none")]
                result.append(.group(GroupNode(children: change.nodes)))
            }
            guard index < nodes.count else { break }
            var node = nodes[index]
            let childPath = basePath + [index]
            if case var .group(group) = node, pathsWithChanges.contains(childPath) {
                group.children = merge(group.children, basePath: childPath, mergedPath: mergedPath + [result.count])
                node = .group(group)
            }
            if scrollPaths.contains(childPath) {
                attributes[mergedPath + [result.count, 0], default: []].append(("data-oc-scroll", "x"))
            }
            let hiders = changes.filter { $0.change.replaced.contains(index) }.map(\.state)
            if !hiders.isEmpty {
                let id = nextHiddenID
                nextHiddenID += 1
                attributes[mergedPath + [result.count], default: []].append(("id", "oc-h\(id)"))
                for state in hiders { hidden[state].append(id) }
            }
            result.append(node)
        }
        return result
    }

    /// How a chart's pointer positions pick its states: `"selection"` and its mapping.
    private static func axisFields(_ axis: SelectionAxis?, into json: inout JSONText) {
        json.raw("\"selection\":")
        switch axis {
        case nil:
            json.raw("null")
        case let .x(mapping):
            json.raw("\"x\",\"plot\":")
            json.numbers([mapping.plotFrame.minX, mapping.plotFrame.minY, mapping.plotFrame.width, mapping.plotFrame.height])
            json.raw(",\"scale\":{\"type\":")
            json.string(mapping.type)
            json.raw(",\"domain\":")
            json.numbers(mapping.domain, decimals: 4)
            json.raw(",\"range\":")
            json.numbers(mapping.range.map { Double($0) })
            json.raw("}")
        case let .angle(center, radius):
            json.raw("\"angle\",\"center\":")
            json.numbers([center.x, center.y])
            json.raw(",\"radius\":")
            json.number(radius)
        }
    }

    /// The selection data the script reads.
    func json() -> [UInt8] {
        var json = JSONText()
        json.raw("{")
        Self.axisFields(interactive.selectionAxes.first, into: &json)
        if interactive.selectionAxes.count > 1 {
            // Further selectable charts, each with the same fields; a state names its chart by "g".
            json.raw(",\"more\":[")
            for (index, axis) in interactive.selectionAxes.dropFirst().enumerated() {
                json.raw(index > 0 ? ",{" : "{")
                Self.axisFields(axis, into: &json)
                json.raw("}")
            }
            json.raw("]")
        }
        if let scroll = interactive.scroll {
            json.raw(",\"scroll\":{\"view\":")
            json.numbers([scroll.viewport.minX, scroll.viewport.minY, scroll.viewport.width, scroll.viewport.height])
            json.raw(",\"k\":")
            json.number(scroll.scale, decimals: 4)
            json.raw(",\"offset\":")
            json.number(scroll.offset, decimals: 4)
            json.raw(",\"max\":")
            json.number(scroll.maximumOffset, decimals: 4)
            json.raw(",\"start\":")
            json.number(scroll.startValue, decimals: 4)
            json.raw(",\"per\":")
            json.number(scroll.valuePerPoint, decimals: 4)
            json.raw(scroll.isDate ? ",\"date\":true" : ",\"date\":false")
            if let categories = scroll.categories {
                // The band's width in points: a category position per point is too small for
                // four decimals to name the right category far along the strip.
                json.raw(",\"band\":")
                json.number(1 / scroll.valuePerPoint, decimals: 4)
                json.raw(",\"cats\":[")
                for (index, category) in categories.enumerated() {
                    if index > 0 { json.raw(",") }
                    json.string(category)
                }
                json.raw("]")
            }
            if scroll.limitsGestures { json.raw(",\"limit\":true") }
            json.raw(",\"snaps\":")
            json.numbers(scroll.snaps.map { Double($0) }, decimals: 4)
            json.raw(",\"major\":")
            json.numbers(scroll.majorSnaps.map { Double($0) }, decimals: 4)
            json.raw(",\"states\":[")
            let first = interactive.states.count + interactive.pickers.reduce(0) { $0 + $1.options.count }
            for (index, state) in scroll.states.enumerated() {
                json.raw(index > 0 ? ",{\"o\":" : "{\"o\":")
                json.number(state.offset, decimals: 4)
                json.raw(",\"key\":")
                json.string(state.key)
                json.raw(",\"v\":\(first + index),\"hide\":[")
                json.raw(hidden[first + index].map(String.init).joined(separator: ","))
                json.raw("]}")
            }
            json.raw("]}")
        }
        json.raw(",\"pickers\":[")
        var variant = interactive.states.count
        for (index, picker) in interactive.pickers.enumerated() {
            if index > 0 { json.raw(",") }
            json.raw("{\"label\":")
            json.string(picker.label)
            json.raw(",\"selected\":")
            json.raw(picker.selected.map(String.init) ?? "null")
            json.raw(",\"options\":[")
            for (number, option) in picker.options.enumerated() {
                if number > 0 { json.raw(",") }
                json.raw("{\"frame\":")
                json.numbers([option.frame.minX, option.frame.minY, option.frame.width, option.frame.height])
                json.raw(",\"v\":\(variant),\"hide\":[")
                json.raw(hidden[variant].map(String.init).joined(separator: ","))
                json.raw("]}")
                variant += 1
            }
            json.raw("]}")
        }
        json.raw("]")
        json.raw(",\"states\":[")
        for (index, state) in interactive.states.enumerated() {
            if index > 0 { json.raw(",") }
            json.raw("{\"key\":")
            json.string(state.key)
            json.raw(",\"x\":")
            json.number(state.position, decimals: 4)
            if state.axis > 0 { json.raw(",\"g\":\(state.axis)") }
            if let angles = state.angles {
                json.raw(",\"a\":")
                json.numbers([angles.lowerBound, angles.upperBound], decimals: 4)
            }
            if let range = state.range {
                json.raw(",\"r\":")
                json.numbers([range.lowerBound, range.upperBound], decimals: 4)
            }
            json.raw(",\"hide\":[")
            json.raw(hidden[index].map(String.init).joined(separator: ","))
            json.raw("]}")
        }
        json.raw("]}")
        return json.bytes
    }
}
