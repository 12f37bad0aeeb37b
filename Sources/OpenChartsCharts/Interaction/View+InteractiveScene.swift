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
        let base = try probed.makeScene(proposal: proposal)
        guard let proxy = probe.proxy else { return InteractiveScene(base: base) }
        let interaction = proxy.layout.configuration.interaction
        if let set = interaction.setXSelection, let scale = proxy.layout.xScale {
            let original = interaction.xSelection?()
            defer { set(original) }
            let targets = SelectionTargets.x(proxy.layout, scale: scale, toGlobal: proxy.toGlobal)
            let states = try Self.states(for: targets, base: base) { target in
                set(target.value)
                return try probed.makeScene(proposal: proposal)
            }
            let mapping = SelectionTargets.mapping(proxy.layout, scale: scale, toGlobal: proxy.toGlobal,
                                                   positions: states.map(\.position))
            return InteractiveScene(base: base, selectionAxis: .x(mapping), states: states)
        }
        if let set = interaction.setAngleSelection, proxy.layout.isPolar {
            let original = interaction.angleSelection?()
            defer { set(original) }
            let targets = SelectionTargets.sectors(proxy.layout)
            let states = try Self.states(for: targets, base: base) { target in
                set(target.value)
                return try probed.makeScene(proposal: proposal)
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

    /// A state for each target, drawn by `draw`, until the changes hold
    /// ``InteractiveSceneLimits/maximumChangedNodes`` nodes.
    private static func states(for targets: [SelectionTarget], base: Scene,
                               draw: (SelectionTarget) throws -> Scene) rethrows -> [SelectionState] {
        var states: [SelectionState] = []
        var budget = InteractiveSceneLimits.maximumChangedNodes
        for target in targets {
            let changes = InteractiveScene.changes(from: base.nodes, to: try draw(target).nodes)
            let size = changes.reduce(0) { $0 + nodeCount($1.nodes) }
            guard size <= budget else { break }
            budget -= size
            states.append(SelectionState(key: target.key, position: target.position, angles: target.angles, changes: changes))
        }
        return states
    }
}

/// How many nodes `nodes` hold, groups and their children alike.
private func nodeCount(_ nodes: [SceneNode]) -> Int {
    nodes.reduce(0) { count, node in
        if case let .group(group) = node { return count + 1 + nodeCount(group.children) }
        return count + 1
    }
}
