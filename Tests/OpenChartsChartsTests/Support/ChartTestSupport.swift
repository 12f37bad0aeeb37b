import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// The scene of `chart` (or any view holding charts) at `width` × `height`.
func scene<V: View>(_ chart: V, width: CGFloat = 400, height: CGFloat = 300) throws -> Scene {
    try chart.makeScene(proposal: ProposedSize(width: width, height: height))
}

/// The SVG of `chart`, compared with its golden, and also written (with a PNG when
/// rsvg-convert is available) to the artifacts folder for a person to look at.
func assertChartSnapshot<V: View>(_ chart: V, named name: String, width: CGFloat = 400, height: CGFloat = 300,
                                          filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try assertRenderSnapshot(chart, named: name, proposedSize: ProposedSize(width: width, height: height),
                             filePath: filePath, sourceLocation: sourceLocation)
}

/// Every group with role `.symbol` in `nodes`, depth first, in painting order.
func symbolGroups(_ nodes: [SceneNode]) -> [GroupNode] {
    var result: [GroupNode] = []
    for node in nodes {
        if case let .group(group) = node {
            if group.role == .symbol { result.append(group) }
            result += symbolGroups(group.children)
        }
    }
    return result
}

/// Every symbols node in `nodes`, depth first.
func symbolsNodes(_ nodes: [SceneNode]) -> [SymbolsNode] {
    nodes.flatMap { node -> [SymbolsNode] in
        switch node {
        case .symbols(let symbols): [symbols]
        case .group(let group): symbolsNodes(group.children)
        default: []
        }
    }
}

/// Every group with role `.object` in `nodes`.
func objectGroups(_ nodes: [SceneNode]) -> [GroupNode] {
    var result: [GroupNode] = []
    for node in nodes {
        if case let .group(group) = node {
            if group.role == .object { result.append(group) }
            result += objectGroups(group.children)
        }
    }
    return result
}

/// The bounding box of the first fill in a group.
func fillBounds(_ group: GroupNode) -> CGRect? {
    for child in group.children {
        if case let .fill(fill) = child { return fill.path.boundingRect }
        // A point mark's symbol: its shape at each of its positions.
        if case let .symbols(symbols) = child {
            return symbols.positions.map { symbols.shape.boundingRect.offsetBy(dx: $0.x, dy: $0.y) }.reduce(nil) { $0?.union($1) ?? $1 }
        }
    }
    return nil
}

/// The first fill's paint color in a group.
func fillColor(_ group: GroupNode) -> Color? {
    for child in group.children {
        if case let .fill(fill) = child, case let .color(color) = fill.paint { return color }
        if case let .symbols(symbols) = child, symbols.stroke == nil, case let .color(color) = symbols.paint { return color }
    }
    return nil
}

/// Every text node in `nodes`, depth first.
func texts(_ nodes: [SceneNode]) -> [TextNode] {
    var result: [TextNode] = []
    for node in nodes {
        switch node {
        case let .text(text): result.append(text)
        case let .group(group): result += texts(group.children)
        default: break
        }
    }
    return result
}

/// The object group labelled `label` (prefix match).
func object(_ scene: Scene, _ label: String) -> GroupNode? {
    objectGroups(scene.nodes).first { $0.accessibilityLabel?.hasPrefix(label) ?? false }
}

/// `a` and `b` equal to within `tolerance`.
func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// A calendar date at midnight UTC.
func day(_ year: Int, _ month: Int, _ day: Int) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date(timeIntervalSince1970: 0)
}

/// Gregorian in UTC, so that date tests do not depend on the machine's time zone.
let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
}()

/// `Date.FormatStyle` in en_US and UTC, for labels that do not depend on the machine.
let utcDateTime = Date.FormatStyle(locale: Locale(identifier: "en_US"), calendar: utc, timeZone: TimeZone(identifier: "UTC") ?? .current)

/// Every fill in `nodes`, depth first.
func fills(_ nodes: [SceneNode]) -> [FillNode] {
    nodes.flatMap { node -> [FillNode] in
        switch node {
        case let .fill(fill): [fill]
        case let .group(group): fills(group.children)
        default: []
        }
    }
}
