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
    /// chart does not scroll along x (no visible length, everything already visible, a strip
    /// too wide) or its nodes are not found in `base`.
    /// - Complexity: one more layout and drawing of the chart, and a search of `base`.
    static func make(_ proxy: ChartProxy, base: Scene) -> (Scene, ScrollRegion, ChartPlace)? {
        let layout = proxy.layout
        let interaction = layout.configuration.interaction
        guard interaction.scrollableAxes.contains(.horizontal), let length = interaction.xVisibleLength,
              length.isFinite, length > 0, let scale = layout.xScale, layout.plot.width > 0,
              let span = StripSpan(layout, scale: scale, length: length), span.pages > 1.000_001 else { return nil }
        let width = layout.size.width + layout.plot.width * (span.pages - 1)
        guard width <= maximumWidth else { return nil }

        var configuration = layout.configuration
        if span.categories == nil {
            configuration.xScale.domain = DomainSpec(bounds: (span.primitive(span.first), span.primitive(span.last)))
        } else {
            configuration.xScale.window = nil
        }
        let strip = ChartLayout(marks: layout.marks, plots: layout.plots, configuration: configuration,
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

        let valuePerPoint = (span.last - span.first) / Double(strip.plot.width)
        func offset(_ value: Double) -> CGFloat? {
            if span.categories != nil { return CGFloat(value / valuePerPoint) }
            return stripScale.position(span.primitive(value)).map { $0 - strip.plot.minX }
        }
        let maximumOffset = max(0, strip.plot.width - layout.plot.width)
        func clamped(_ offset: CGFloat) -> CGFloat { min(max(offset, 0), maximumOffset) }
        let initial = clamped(offset(span.initial) ?? 0)
        let (minor, major) = restingValues(interaction.scrollTargetBehavior, from: span.first, through: span.last,
                                           page: length, isDate: span.isDate, calendar: layout.calendar)
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
        var region = ScrollRegion(paths: paths, viewport: viewport, scale: viewport.width / layout.plot.width, offset: initial,
                                  maximumOffset: maximumOffset, startValue: span.first, valuePerPoint: valuePerPoint,
                                  isDate: span.isDate, snaps: offsets(minor, ends: true), majorSnaps: offsets(major, ends: true))
        region.categories = span.categories?.map(\.description)
        let aligned = interaction.scrollTargetBehavior as? ValueAlignedChartScrollTargetBehavior
        region.limitsGestures = aligned?.limitBehavior.limits(length: layout.size.width) ?? false
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

    /// The x value at `offset` into `region`'s strip, as the page reports it: a category's
    /// value (the one whose band starts at or before the offset), a date to the second, or a
    /// number; nil for a category axis without categories.
    static func value(at offset: CGFloat, in region: ScrollRegion, layout: ChartLayout) -> ChartPrimitive? {
        let value = region.startValue + Double(offset) * region.valuePerPoint
        if region.categories != nil {
            let categories = layout.xScale?.categories ?? []
            guard !categories.isEmpty else { return nil }
            // A thousandth of a band over, as the page: an offset at a band's start reads that
            // band, whatever the rounding of the offset and of the page's value per point.
            return categories[min(categories.count - 1, max(0, Int((value + 1e-3).rounded(.down))))]
        }
        return region.isDate ? .date(Date(timeIntervalSince1970: value.rounded())) : .number(value)
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

/// What a scrolling chart's strip spans along x: from `first` to `last` in the axis's values
/// (seconds for dates), or in category positions, 0 to the number of categories, for a
/// category axis (`categories`).
private struct StripSpan {
    var first: Double
    var last: Double
    /// Where the window starts, in the same units.
    var initial: Double
    var isDate: Bool
    var categories: [ChartPrimitive]?
    /// How many windows of `length` the strip is.
    var pages: Double

    /// The span of `layout`'s marks and plots along `scale` (or its explicit domain), at least
    /// one window of `length` long; nil when nothing has a finite x, or a category axis has no
    /// window.
    init?(_ layout: ChartLayout, scale: AxisScale, length: Double) {
        if scale.isBand {
            guard let window = layout.xAxis?.domain.window else { return nil }
            categories = scale.categories
            first = 0
            last = Double(scale.categories.count)
            initial = window.start
            isDate = false
            pages = last / length
            return
        }
        categories = nil
        let interaction = layout.configuration.interaction
        if let extent = interaction.xScrollExtent, let lower = extent.0.numeric, let upper = extent.1.numeric {
            // An explicit domain is the strip; the window starts where the layout put it.
            (first, last, isDate) = (lower, upper, extent.0.kind == .date)
            initial = scale.bounds.0
        } else {
            let channels = layout.marks.compactMap(\.x.channel)
            let plotted = layout.plots.compactMap { $0.extents(stack: nil).x }.filter { $0.lower <= $0.upper }
            let starts = channels.compactMap(\.start.numeric).filter(\.isFinite) + plotted.map(\.lower)
            let ends = channels.compactMap { ($0.end ?? $0.start).numeric }.filter(\.isFinite) + plotted.map(\.upper)
            guard let first = starts.min() else { return nil }
            self.first = first
            last = max(first + length, ends.max() ?? first)
            isDate = (channels.first?.start.kind ?? plotted.first?.kind) == .date
            initial = interaction.xScrollPosition?()?.numeric ?? first
        }
        pages = (last - first) / length
    }

    /// `value` as the axis's kind of value.
    func primitive(_ value: Double) -> ChartPrimitive {
        isDate ? .date(Date(timeIntervalSince1970: value)) : .number(value)
    }
}
