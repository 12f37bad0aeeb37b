import Foundation
import OpenChartsCore
import OpenChartsViews

/// Where a chart's nodes are in a scene: a run of the children of the group at `parent`.
struct ChartPlace {
    var parent: [Int]
    var nodes: Range<Int>

    /// Whether `change` is inside the chart (its nodes' descendants).
    func contains(_ change: SceneChange) -> Bool {
        change.parent.count > parent.count && change.parent.starts(with: parent) && nodes.contains(change.parent[parent.count])
    }

    /// `other` with the chart's nodes taken from `base`, so that a comparison with `base` sees
    /// only what changed outside the chart; nil when `other` has no such place.
    func grafting(from base: [SceneNode], into other: [SceneNode]) -> [SceneNode]? {
        guard let kept = Self.children(at: parent[...], in: base), kept.count >= nodes.upperBound,
              let target = Self.children(at: parent[...], in: other), target.count >= nodes.upperBound else { return nil }
        var replaced = target
        replaced.replaceSubrange(nodes, with: kept[nodes])
        return Self.setting(replaced, at: parent[...], in: other)
    }

    private static func children(at path: ArraySlice<Int>, in nodes: [SceneNode]) -> [SceneNode]? {
        guard let index = path.first else { return nodes }
        guard nodes.indices.contains(index), case let .group(group) = nodes[index] else { return nil }
        return children(at: path.dropFirst(), in: group.children)
    }

    private static func setting(_ children: [SceneNode], at path: ArraySlice<Int>, in nodes: [SceneNode]) -> [SceneNode]? {
        guard let index = path.first else { return children }
        guard nodes.indices.contains(index), case var .group(group) = nodes[index],
              let inner = setting(children, at: path.dropFirst(), in: group.children) else { return nil }
        group.children = inner
        var nodes = nodes
        nodes[index] = .group(group)
        return nodes
    }

    /// Whether `change` replaces the chart or a group holding it, or inserts among its nodes.
    func isCut(by change: SceneChange) -> Bool {
        let level = change.parent.count
        guard level <= parent.count, parent.starts(with: change.parent) else { return false }
        let held = level == parent.count ? nodes : parent[level]..<(parent[level] + 1)
        if change.replaced.isEmpty { return change.replaced.lowerBound > held.lowerBound && change.replaced.lowerBound < held.upperBound }
        return change.replaced.overlaps(held)
    }
}

/// A chart that scrolls along x, drawn whole for the HTML page: the chart laid out again
/// with its full x domain over a plot as many windows wide as the data holds, whose plot and
/// x axis replace the windowed ones in the scene, clipped to the window and shifted to the
/// scroll position. The y axis and the legend stay where they are.
enum ScrollStrip {
    /// The widest strip drawn (as a chart's widest side); longer data keeps its still window.
    static let maximumWidth: CGFloat = 100_000
    /// The most resting places kept, minor and major each.
    static let maximumSnaps = 10_000

    /// `base` with the chart of `proxy` scrolling, and the region that says how; nil when the
    /// chart does not scroll along x (no visible length, a category axis, everything already
    /// visible, a strip too wide) or its nodes are not found in `base`.
    /// - Complexity: one more layout and drawing of the chart, and a search of `base`.
    static func make(_ proxy: ChartProxy, base: Scene) -> (Scene, ScrollRegion, ChartPlace)? {
        let layout = proxy.layout
        let interaction = layout.configuration.interaction
        guard interaction.scrollableAxes.contains(.horizontal), let length = interaction.xVisibleLength,
              length.isFinite, length > 0, let scale = layout.xScale, !scale.isBand, layout.plot.width > 0 else { return nil }
        let channels = layout.marks.compactMap(\.x.channel)
        let first: Double, last: Double, isDate: Bool
        if let extent = interaction.xScrollExtent, let lower = extent.0.numeric, let upper = extent.1.numeric {
            // An explicit domain is the strip.
            (first, last, isDate) = (lower, upper, extent.0.kind == .date)
        } else {
            let starts = channels.compactMap(\.start.numeric).filter(\.isFinite)
            let ends = channels.compactMap { ($0.end ?? $0.start).numeric }.filter(\.isFinite)
            guard let start = starts.min() else { return nil }
            (first, last, isDate) = (start, max(start + length, ends.max() ?? start), channels.first?.start.kind == .date)
        }
        let pages = (last - first) / length
        guard pages > 1.000_001 else { return nil }
        let width = layout.size.width + layout.plot.width * (pages - 1)
        guard width <= maximumWidth else { return nil }

        func primitive(_ value: Double) -> ChartPrimitive { isDate ? .date(Date(timeIntervalSince1970: value)) : .number(value) }
        var configuration = layout.configuration
        configuration.xScale.domain = DomainSpec(bounds: (primitive(first), primitive(last)))
        let strip = ChartLayout(marks: layout.marks, configuration: configuration,
                                size: CGSize(width: width, height: layout.size.height), environment: layout.environment)
        // The strip must line up with the window: same plot top, height and leading edge.
        guard let stripScale = strip.xScale, abs(strip.plot.minX - layout.plot.minX) < 0.5,
              abs(strip.plot.minY - layout.plot.minY) < 0.5, abs(strip.plot.height - layout.plot.height) < 0.5 else { return nil }

        // The plot group comes first in a chart's nodes, then the x axis.
        let context = RenderContext(toGlobal: proxy.toGlobal)
        let count = layout.xAxis == nil ? 1 : 2
        let chartNodes = layout.scene(context: context).nodes
        let windowed = Array(chartNodes.prefix(count))
        let whole = Array(strip.scene(context: context).nodes.prefix(count))
        guard windowed.count == count, whole.count == count else { return nil }
        var paths: [[Int]] = []
        for node in windowed {
            guard let path = Self.path(of: node, in: base.nodes) else { return nil }
            paths.append(path)
        }

        func offset(_ value: Double) -> CGFloat? { stripScale.position(primitive(value)).map { $0 - strip.plot.minX } }
        let maximumOffset = max(0, strip.plot.width - layout.plot.width)
        func clamped(_ offset: CGFloat) -> CGFloat { min(max(offset, 0), maximumOffset) }
        let position = interaction.xScrollPosition?()?.numeric ?? first
        let initial = clamped(offset(position) ?? 0)
        let (minor, major) = restingValues(interaction.scrollTargetBehavior, from: first, through: last,
                                           page: length, isDate: isDate, calendar: layout.calendar)
        func offsets(_ values: [Double], ends: Bool) -> [CGFloat] {
            let all = values.compactMap(offset).map(clamped) + (ends && !values.isEmpty ? [0, maximumOffset] : [])
            return Array(Set(all)).sorted()
        }

        // Clip to the plot's width, the chart's height and more (annotations may rise above).
        let clip = CGRect(x: layout.plot.minX, y: -layout.size.height, width: layout.plot.width, height: 3 * layout.size.height)
        var scene = base
        for (path, node) in zip(paths, whole) {
            let shifted = GroupNode(children: [node], transform: CGAffineTransform(translationX: -initial, y: 0))
            scene.nodes = Self.replacing(path[...], in: scene.nodes, with: .group(GroupNode(children: [.group(shifted)], clip: Path(clip))))
        }
        let viewport = layout.plot.boundingBox(applying: proxy.toGlobal)
        let region = ScrollRegion(paths: paths, viewport: viewport, scale: viewport.width / layout.plot.width, offset: initial,
                                  maximumOffset: maximumOffset, startValue: first,
                                  valuePerPoint: (last - first) / Double(strip.plot.width), isDate: isDate,
                                  snaps: offsets(minor, ends: true), majorSnaps: offsets(major, ends: true))
        guard let first = paths.first?.last else { return nil }
        let place = ChartPlace(parent: Array(paths[0].dropLast()), nodes: first..<(first + chartNodes.count))
        return (scene, region, place)
    }

    /// Where a scroll rests, as values from `from` through `through`: dates matching the
    /// behaviour's components (or multiples of its unit), and for fast scrolls those matching
    /// its major alignment (or multiples of its major unit, or every `page`). Empty without a
    /// value-aligned behaviour.
    /// - Complexity: O(k) in the values found, at most ``maximumSnaps`` each.
    static func restingValues(_ behavior: (any ChartScrollTargetBehavior)?, from: Double, through: Double, page: Double,
                              isDate: Bool, calendar: Calendar) -> (minor: [Double], major: [Double]) {
        guard let aligned = behavior as? ValueAlignedChartScrollTargetBehavior else { return ([], []) }
        func matching(_ components: DateComponents) -> [Double] {
            guard isDate else { return [] }
            var result: [Double] = []
            var date = Date(timeIntervalSince1970: from - 1)
            while result.count < maximumSnaps,
                  let next = calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime),
                  next.timeIntervalSince1970 <= through {
                result.append(next.timeIntervalSince1970)
                date = next
            }
            return result
        }
        func multiples(of unit: Double) -> [Double] {
            guard unit.isFinite, unit > 0, (through - from) / unit < Double(maximumSnaps) else { return [] }
            return stride(from: (from / unit).rounded(.up) * unit, through: through, by: unit).map { $0 }
        }
        var minor: [Double] = []
        if let components = aligned.matching { minor = matching(components) } else if let unit = aligned.unit { minor = multiples(of: unit) }
        var major: [Double] = []
        switch aligned.major {
        case let .matching(components)?: major = matching(components)
        case let .unit(unit)?: major = multiples(of: unit)
        case .page?: major = stride(from: from, through: through, by: page).map { $0 }
        case nil: break
        }
        return (minor, major)
    }

    /// Where `node` is in `nodes`, by child indices; the first match, depth first.
    /// - Complexity: O(n) node comparisons.
    static func path(of node: SceneNode, in nodes: [SceneNode]) -> [Int]? {
        for (index, candidate) in nodes.enumerated() {
            if candidate == node { return [index] }
            if case let .group(group) = candidate, let inner = path(of: node, in: group.children) { return [index] + inner }
        }
        return nil
    }

    /// `nodes` with the node at `path` replaced by `replacement`.
    static func replacing(_ path: ArraySlice<Int>, in nodes: [SceneNode], with replacement: SceneNode) -> [SceneNode] {
        guard let index = path.first, nodes.indices.contains(index) else { return nodes }
        var nodes = nodes
        if path.count == 1 {
            nodes[index] = replacement
        } else if case var .group(group) = nodes[index] {
            group.children = replacing(path.dropFirst(), in: group.children, with: replacement)
            nodes[index] = .group(group)
        }
        return nodes
    }
}
