import Foundation
import OpenChartsCore
import OpenChartsViews

extension View {
    /// The view drawn once with nothing selected and once more for every value its first
    /// selectable chart can select: what `ImageRenderer`'s `html()` writes.
    ///
    /// The chart's selection binding (`chartXSelection(value:)` or
    /// `chartAngleSelection(value:)`) is set to each value in turn — the x value of every
    /// distinct mark position, or the middle of every sector, as Swift Charts reports for a
    /// pointer there — the view is drawn again, and only the nodes that differ from the base
    /// scene are kept. The binding holds its original value afterwards.
    ///
    /// ```swift
    /// let page = try ImageRenderer(content: myView.makeInteractiveScene(proposal: .unspecified)).html()
    /// ```
    ///
    /// Values closer than one point apart on x share a state (the first wins), at most
    /// ``InteractiveSceneLimits/maximumStates`` states are made, and states stop once their
    /// changes hold ``InteractiveSceneLimits/maximumChangedNodes`` nodes in all, so the page
    /// size is bounded by the plot's width and these limits, not by the data's size.
    /// - Complexity: one layout and drawing per state.
    public func makeInteractiveScene(proposal: ProposedSize) throws -> InteractiveScene {
        let probe = SelectionProbe()
        let probed = probe.probing(self)
        let pickers = PickerProbe()
        let base = try PickerProbe.$current.withValue(pickers) { try probed.makeScene(proposal: proposal) }
        var interactive = try Self.selectionStates(probe, base: base) { try probed.makeScene(proposal: proposal) }
        var budget = InteractiveSceneLimits.maximumChangedNodes - interactive.states.reduce(0) { $0 + nodeCount($1.changes) }
        for record in pickers.records {
            defer { record.restore() }
            var options: [PickerOption] = []
            for (index, option) in record.options.enumerated() {
                var changes: [SceneChange] = []
                if index != record.selected {
                    record.choose(index)
                    changes = InteractiveScene.changes(from: base.nodes, to: try probed.makeScene(proposal: proposal).nodes)
                    budget -= nodeCount(changes)
                }
                options.append(PickerOption(label: option.label, frame: option.frame, changes: changes))
            }
            // A picker whose options do not all fit in the budget stays as drawn.
            guard budget >= 0 else { break }
            interactive.pickers.append(PickerControl(label: record.label, options: options, selected: record.selected))
        }
        if let (proxy, index) = probe.scrolling, let (scrolled, region) = ScrollStrip.make(proxy, base: base) {
            // A chart that scrolls keeps no selection states of its own: they were drawn in its window.
            if probe.selecting?.index == index { interactive = InteractiveScene(base: base) }
            interactive.base = scrolled
            interactive.scroll = region
        }
        return interactive
    }

    /// The selection states of the probe's selecting chart, drawn by `redraw`.
    private static func selectionStates(_ probe: SelectionProbe, base: Scene,
                                        redraw: () throws -> Scene) throws -> InteractiveScene {
        guard let proxy = probe.proxy else { return InteractiveScene(base: base) }
        let interaction = proxy.layout.configuration.interaction
        var budget = InteractiveSceneLimits.maximumChangedNodes
        if let scale = proxy.layout.xScale, interaction.setXSelection != nil || interaction.setXRangeSelection != nil {
            let targets = SelectionTargets.x(proxy.layout, scale: scale, toGlobal: proxy.toGlobal)
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
                                               maximumStates: InteractiveSceneLimits.maximumStates - states.count) { lower, upper in
                    set((lower.value, upper.value))
                    return try redraw()
                }
            }
            let mapping = SelectionTargets.mapping(proxy.layout, scale: scale, toGlobal: proxy.toGlobal,
                                                   positions: states.filter { $0.range == nil }.map(\.position))
            return InteractiveScene(base: base, selectionAxis: .x(mapping), states: states)
        }
        if let set = interaction.setAngleSelection, proxy.layout.isPolar {
            let original = interaction.angleSelection?()
            defer { set(original) }
            let targets = SelectionTargets.sectors(proxy.layout)
            let states = try Self.states(for: targets, base: base, budget: &budget) { target in
                set(target.value)
                return try redraw()
            }
            let (center, _) = proxy.layout.pieFrame
            let radius = proxy.layout.sectorGeometries().map(\.1.outerRadius).max() ?? 0
            // Scale the radius with the chart's transform (a frame or offset moves it; rotation is not used).
            let global = center.applying(proxy.toGlobal)
            let edge = CGPoint(x: center.x + radius, y: center.y).applying(proxy.toGlobal)
            return InteractiveScene(base: base, selectionAxis: .angle(center: global, radius: hypot(edge.x - global.x, edge.y - global.y)),
                                    states: states)
        }
        return InteractiveScene(base: base)
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

/// How many nodes the changes hold.
private func nodeCount(_ changes: [SceneChange]) -> Int {
    changes.reduce(0) { $0 + nodeCount($1.nodes) }
}

/// How many nodes `nodes` hold, groups and their children alike.
private func nodeCount(_ nodes: [SceneNode]) -> Int {
    nodes.reduce(0) { count, node in
        if case let .group(group) = node { return count + 1 + nodeCount(group.children) }
        return count + 1
    }
}
