import Foundation
import OpenChartsCore

/// Why a view could not be drawn.
public enum ViewRenderError: Error, Equatable, CustomStringConvertible {
    /// The root view answered a size that is infinite, NaN or negative, so there is no
    /// canvas to draw on: give the root a `.frame(width:height:)` or a finite proposal.
    case invalidRootSize(width: Double, height: Double)

    public var description: String {
        switch self {
        case .invalidRootSize(let width, let height):
            "the root view's size (width \(width), height \(height)) is not finite; "
                + "give it a .frame(width:height:) or propose a finite size"
        }
    }
}

extension View {
    /// Lays the view out in `proposal` and draws it.
    ///
    /// The scene is the size the root view answers to the proposal: a root with
    /// `.frame(width: 400, height: 300)` gives a 400×300 scene whatever is proposed, a
    /// flexible root (a `Color`, a shape, a `GeometryReader`, a stack holding a `Spacer`)
    /// takes the proposal, and a `nil` side asks for the view's ideal size. `ImageRenderer`
    /// proposes 400×300 when told nothing else. Several root views (a `Group` or a tuple)
    /// stack vertically, centred, 8 points apart, as SwiftUI's implicit root stack.
    /// - Throws: ``ViewRenderError/invalidRootSize(width:height:)`` when the answer is not finite,
    ///   or the first error content inside reported while drawing (``DrawingProblems``), such
    ///   as a chart with more marks than it draws one by one.
    public func makeScene(proposal: ProposedSize) throws -> Scene {
        try makeViewScene(self, proposal: proposal)
    }
}

/// `view` laid out in `proposal` and drawn, as ``View/makeScene(proposal:)`` describes; for
/// views that check their proposal before drawing (a chart) and then draw as any view.
package func makeViewScene<V: View>(_ view: V, proposal: ProposedSize) throws -> Scene {
    // Several root views stack as in SwiftUI's implicit root VStack.
    var environment = EnvironmentValues()
    environment.stackAxis = .vertical
    environment.displayScale = SceneRendering.displayScale
    environment.readsAccessibilityLabels = SceneRendering.readsAccessibilityLabels
    // A view that prefers a color scheme (`preferredColorScheme`) says so as the views are
    // built; they are built again in it, so that every view reads it, as in a window.
    let preferredScheme = PreferredColorScheme()
    var roots = PreferredColorScheme.$current.withValue(preferredScheme) { OpenChartsViews.makeNodes(view, environment) }
    if let scheme = preferredScheme.scheme, scheme != environment.colorScheme {
        environment.colorScheme = scheme
        roots = OpenChartsViews.makeNodes(view, environment)
    }
    let root = roots.count == 1 ? roots[0]
        : StackNode(axis: .vertical, children: roots, spacing: nil, crossGuide: HorizontalAlignment.center.guide)
    let proposal = proposal.sanitized
    let size = root.size(proposal)
    guard size.width.isFinite, size.height.isFinite else {
        throw ViewRenderError.invalidRootSize(width: Double(size.width), height: Double(size.height))
    }
    let problems = DrawingProblems()
    let description = DocumentDescription()
    var nodes = DrawingProblems.$current.withValue(problems) {
        DocumentDescription.$current.withValue(description) {
            root.render(in: CGRect(origin: .zero, size: size), proposal: proposal, RenderContext())
        }
    }
    if let problem = problems.first { throw problem }
    if let scheme = preferredScheme.scheme { nodes = nodes.resolvingColors(in: scheme) }
    var scene = Scene(size: size, nodes: nodes, title: description.title, summary: description.summary)
    scene.colorScheme = preferredScheme.scheme
    return scene
}
