import Foundation
import OpenChartsCore
import OpenChartsViews

/// A chart as drawn, for the interactive page: its selection states (each selectable value
/// or range drawn), or its scrolling strip.
final class ChartElement: InteractiveElement {
    let proxy: ChartProxy

    init(_ proxy: ChartProxy) {
        self.proxy = proxy
    }

    /// Reports the chart of `proxy` to the probe drawing the view, when there is one and the
    /// chart has a selection or scrolls along x.
    static func record(_ proxy: ChartProxy) {
        guard let probe = InteractionProbe.current else { return }
        let interaction = proxy.layout.configuration.interaction
        let selects = interaction.setXSelection != nil || interaction.setXRangeSelection != nil || interaction.setAngleSelection != nil
        let scrolls = interaction.scrollableAxes.contains(.horizontal) && interaction.xVisibleLength != nil
        if selects || scrolls { probe.record(ChartElement(proxy)) }
    }

    /// The first chart that scrolls gets the scroll region (and no selection states: they
    /// would be drawn in its still window); every chart with a selection gets its states, while
    /// the limits last.
    func contribute(to scene: inout InteractiveScene, base: Scene, redraw: () throws -> Scene, budget: inout Int) throws {
        if scene.scroll == nil, let (scrolled, region, place) = ScrollStrip.make(proxy, base: scene.base) {
            scene.base = scrolled
            scene.scroll = region
            scene.scroll?.states = try scrollStates(region, place: place, base: base, redraw: redraw, budget: &budget)
            return
        }
        guard let (axis, states) = try selectionStates(base: base, redraw: redraw, budget: &budget,
                                                       maximumStates: InteractiveSceneLimits.maximumStates - scene.states.count) else { return }
        let index = scene.selectionAxes.count
        scene.selectionAxes.append(axis)
        scene.states += states.map { state in
            var state = state
            state.axis = index
            return state
        }
    }

    /// What the rest of the view draws at each resting place of the scroll (the minor ones, else
    /// the major ones), when it reads the chart's `chartScrollPosition(x:)` binding: the view
    /// drawn with the binding at each, the chart's own nodes kept as in the base (the strip
    /// draws the chart). A drawing that moves or replaces the chart is not kept.
    /// - Complexity: one drawing per resting place, at most ``InteractiveSceneLimits/maximumStates``.
    private func scrollStates(_ region: ScrollRegion, place: ChartPlace, base: Scene, redraw: () throws -> Scene,
                              budget: inout Int) throws -> [ScrollState] {
        let interaction = proxy.layout.configuration.interaction
        guard let set = interaction.setXScrollPosition, let original = interaction.xScrollPosition?() else { return [] }
        defer { set(original) }
        let offsets = (region.snaps.isEmpty ? region.majorSnaps : region.snaps).prefix(InteractiveSceneLimits.maximumStates)
        var states: [ScrollState] = []
        for offset in offsets {
            guard let primitive = ScrollStrip.value(at: offset, in: region, layout: proxy.layout) else { continue }
            set(primitive)
            // The strip draws the chart: compare the rest only.
            guard let drawn = place.grafting(from: base.nodes, into: try redraw().nodes) else { continue }
            let changes = InteractiveScene.changes(from: base.nodes, to: drawn)
            guard !changes.contains(where: place.isCut) else { continue }
            let outside = changes.filter { !place.contains($0) }
            let size = nodeCount(outside)
            guard size <= budget else { break }
            budget -= size
            states.append(ScrollState(offset: offset, key: SelectionTargets.key(primitive), changes: outside))
        }
        // Nothing outside the chart reads the position: no states.
        return states.allSatisfy(\.changes.isEmpty) ? [] : states
    }

    /// The chart's selection axis and a state per selectable value or range, drawn by `redraw`.
    private func selectionStates(base: Scene, redraw: () throws -> Scene, budget: inout Int,
                                 maximumStates: Int) throws -> (SelectionAxis, [SelectionState])? {
        guard maximumStates > 0 else { return nil }
        let interaction = proxy.layout.configuration.interaction
        if let scale = proxy.layout.xScale, interaction.setXSelection != nil || interaction.setXRangeSelection != nil {
            let targets = Array(SelectionTargets.x(proxy.layout, scale: scale, toGlobal: proxy.toGlobal).prefix(maximumStates))
            var states: [SelectionState] = []
            if let set = interaction.setXSelection {
                let original = interaction.xSelection?()
                defer { set(original) }
                states += try Self.states(for: targets, base: base, budget: &budget) { target in
                    set(target.value)
                    return try redraw()
                }
            }
            if let set = interaction.setXRangeSelection {
                let original = interaction.xRangeSelection?()
                defer { set(original) }
                states += try Self.rangeStates(for: targets, base: base, budget: &budget,
                                               maximumStates: maximumStates - states.count) { lower, upper in
                    set((lower.value, upper.value))
                    return try redraw()
                }
            }
            let mapping = SelectionTargets.mapping(proxy.layout, scale: scale, toGlobal: proxy.toGlobal,
                                                   positions: states.filter { $0.range == nil }.map(\.position))
            return (.x(mapping), states)
        }
        if let set = interaction.setAngleSelection, proxy.layout.isPolar {
            let original = interaction.angleSelection?()
            defer { set(original) }
            let targets = Array(SelectionTargets.sectors(proxy.layout).prefix(maximumStates))
            let states = try Self.states(for: targets, base: base, budget: &budget) { target in
                set(target.value)
                return try redraw()
            }
            let (center, _) = proxy.layout.pieFrame
            let radius = proxy.layout.sectorGeometries().map(\.geometry.outerRadius).max() ?? 0
            // Scale the radius with the chart's transform (a frame or offset moves it; rotation is not used).
            let global = center.applying(proxy.toGlobal)
            let edge = CGPoint(x: center.x + radius, y: center.y).applying(proxy.toGlobal)
            return (.angle(center: global, radius: hypot(edge.x - global.x, edge.y - global.y)), states)
        }
        return nil
    }

    /// A state for each target, drawn by `draw`, while the changes fit in `budget` nodes.
    private static func states(for targets: [SelectionTarget], base: Scene, budget: inout Int,
                               draw: (SelectionTarget) throws -> Scene) rethrows -> [SelectionState] {
        var states: [SelectionState] = []
        for target in targets {
            let changes = InteractiveScene.changes(from: base.nodes, to: try draw(target).nodes)
            let size = nodeCount(changes)
            guard size <= budget else { break }
            budget -= size
            states.append(SelectionState(key: target.key, position: target.position, angles: target.angles, changes: changes))
        }
        return states
    }

    /// A state for each range between two ends on a grid of the targets, drawn by `draw`.
    ///
    /// Ranges cannot all be drawn (n targets make n(n+1)/2 of them), so the ends are a grid
    /// of at most ``InteractiveSceneLimits/maximumRangeEnds`` targets spread evenly from the
    /// first to the last, fewer when the states would not fit in `budget` nodes or
    /// `maximumStates` states; a drag selects the range between the grid ends nearest to it.
    /// The size of a state is estimated from the widest and the narrowest range.
    /// - Complexity: one drawing per range: O(g²) for g grid ends.
    static func rangeStates(for targets: [SelectionTarget], base: Scene, budget: inout Int, maximumStates: Int,
                            draw: (SelectionTarget, SelectionTarget) throws -> Scene) rethrows -> [SelectionState] {
        guard !targets.isEmpty else { return [] }
        var drawn: [[Int]: [SceneChange]] = [:]
        func changes(_ a: Int, _ b: Int) throws -> [SceneChange] {
            if let known = drawn[[a, b]] { return known }
            let result = InteractiveScene.changes(from: base.nodes, to: try draw(targets[a], targets[b]).nodes)
            drawn[[a, b]] = result
            return result
        }
        let perState = max(1, nodeCount(try changes(0, targets.count - 1)), nodeCount(try changes(0, 0)))
        var ends = min(targets.count, InteractiveSceneLimits.maximumRangeEnds)
        while ends > 1, ends * (ends + 1) / 2 > maximumStates || ends * (ends + 1) / 2 * perState > budget { ends -= 1 }
        let grid = (0..<ends).map { ends == 1 ? 0 : Int((Double($0) * Double(targets.count - 1) / Double(ends - 1)).rounded()) }
        var states: [SelectionState] = []
        for (a, lowerIndex) in grid.enumerated() {
            for upperIndex in grid[a...] {
                let stateChanges = try changes(lowerIndex, upperIndex)
                let size = nodeCount(stateChanges)
                guard size <= budget else { return states }
                budget -= size
                let lower = targets[lowerIndex], upper = targets[upperIndex]
                states.append(SelectionState(key: lower.key + "/" + upper.key, position: lower.position,
                                             range: lower.position...upper.position, changes: stateChanges))
            }
        }
        return states
    }
}
