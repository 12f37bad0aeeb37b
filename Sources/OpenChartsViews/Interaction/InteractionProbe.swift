import Foundation
import OpenChartsCore

/// Something drawn in a view that the interactive page can drive: a chart with a selection
/// or a scrolling axis, a picker. It reports itself to the ``InteractionProbe`` installed
/// while the view is drawn, then adds its states to the page.
package protocol InteractiveElement: AnyObject {
    /// Adds what the page needs to `scene`: selection states, a scroll region, a picker's
    /// options. `base` is the view as drawn, `redraw` draws it again (after the element has
    /// changed a binding), and the changes added must fit in `budget` nodes, which they use up.
    func contribute(to scene: inout InteractiveScene, base: Scene, redraw: () throws -> Scene, budget: inout Int) throws
}

/// Collects the interactive elements drawn while it is installed
/// (`InteractionProbe.$current.withValue`). Drawing without a probe records nothing.
package final class InteractionProbe: @unchecked Sendable {
    /// The probe elements report to while a view is drawn.
    @TaskLocal package static var current: InteractionProbe?

    package private(set) var elements: [any InteractiveElement] = []

    package init() {}

    /// Adds `element`, in drawing order.
    package func record(_ element: any InteractiveElement) { elements.append(element) }
}

extension View {
    /// The view drawn once as is, and once more for every state its interactive elements can
    /// take: what `ImageRenderer`'s `html()` writes for any view.
    ///
    /// Charts with `chartXSelection(value:)`, `chartXSelection(range:)` or
    /// `chartAngleSelection(value:)` have their binding set to each selectable value (or range)
    /// in turn; a chart with `chartScrollableAxes(.horizontal)` and a visible domain is drawn
    /// whole to scroll; every segmented `Picker` is set to each option. After each change the
    /// view is drawn again and only the nodes that differ from the base scene are kept; the
    /// bindings hold their original values afterwards. Every selectable chart is interactive,
    /// wherever it sits in the view (inside stacks, frames, padding); the first scrolling chart
    /// scrolls, later ones show their still window.
    ///
    /// ```swift
    /// let page = try ImageRenderer(content: myView).html()   // calls this
    /// let states = try myView.makeInteractiveScene(proposal: ProposedSize(width: 600, height: 400))
    /// ```
    ///
    /// Page size is bounded by ``InteractiveSceneLimits``, not by the data's size.
    /// - Complexity: one layout and drawing per state.
    public func makeInteractiveScene(proposal: ProposedSize) throws -> InteractiveScene {
        let probe = InteractionProbe()
        let base = try InteractionProbe.$current.withValue(probe) { try makeScene(proposal: proposal) }
        var scene = InteractiveScene(base: base)
        var budget = InteractiveSceneLimits.maximumChangedNodes
        for element in probe.elements {
            try element.contribute(to: &scene, base: base, redraw: { try makeScene(proposal: proposal) }, budget: &budget)
        }
        return scene
    }
}

/// How many nodes the changes hold, groups and their children alike.
package func nodeCount(_ changes: [SceneChange]) -> Int {
    changes.reduce(0) { $0 + nodeCount($1.nodes) }
}

/// How many nodes `nodes` hold, groups and their children alike.
package func nodeCount(_ nodes: [SceneNode]) -> Int {
    nodes.reduce(0) { count, node in
        if case let .group(group) = node { return count + 1 + nodeCount(group.children) }
        return count + 1
    }
}
