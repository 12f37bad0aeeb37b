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
    /// Values closer than one point apart on x share a state (the first wins), and at most
    /// ``InteractiveSceneLimits/maximumStates`` states are made, so the page size is
    /// bounded by the plot's width, not the data's size.
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
            let states = try targets.map { target in
                set(target.value)
                let scene = try probed.makeScene(proposal: proposal)
                return SelectionState(key: target.key, position: target.position,
                                      changes: InteractiveScene.changes(from: base.nodes, to: scene.nodes))
            }
            let mapping = SelectionTargets.mapping(proxy.layout, scale: scale, toGlobal: proxy.toGlobal,
                                                   positions: states.map(\.position))
            return InteractiveScene(base: base, selectionAxis: .x(mapping), states: states)
        }
        if let set = interaction.setAngleSelection, proxy.layout.isPolar {
            let original = interaction.angleSelection?()
            defer { set(original) }
            let targets = SelectionTargets.sectors(proxy.layout)
            let states = try targets.map { target in
                set(target.value)
                let scene = try probed.makeScene(proposal: proposal)
                return SelectionState(key: target.key, position: target.position, angles: target.angles,
                                      changes: InteractiveScene.changes(from: base.nodes, to: scene.nodes))
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
}

/// Limits that keep an interactive page small.
public enum InteractiveSceneLimits {
    /// The most selection states a scene gets; values past it are not selectable.
    public static let maximumStates = 2_000
}
