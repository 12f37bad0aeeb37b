import Foundation
import OpenChartsCore
import OpenChartsViews

/// The view of `symbol { … }`, drawn once: a class, so that the marks under one modifier
/// share it, and the drawing made for the first point serves every other.
@usableFromInline
final class SymbolView: @unchecked Sendable {
    // The view is only read to draw; the drawing is made once, under the lock.
    private let view: AnyView
    private let lock = NSLock()
    private var drawn: Scene??

    init(_ view: AnyView) { self.view = view }

    /// The view laid out at its ideal size and drawn with its top-left corner at the origin;
    /// nil when it cannot be drawn (no finite ideal size).
    var scene: Scene? {
        lock.lock()
        defer { lock.unlock() }
        if let drawn { return drawn }
        let scene = try? view.makeScene(proposal: .unspecified)
        drawn = .some(scene)
        return scene
    }

    /// The drawing centred at `center`, or nil when there is nothing to draw.
    func node(at center: CGPoint) -> SceneNode? {
        guard let scene, !scene.nodes.isEmpty, center.x.isFinite, center.y.isFinite else { return nil }
        let origin = CGPoint(x: center.x - scene.size.width / 2, y: center.y - scene.size.height / 2)
        return .group(GroupNode(children: scene.nodes, transform: CGAffineTransform(translationX: origin.x, y: origin.y)))
    }

    /// The drawing scaled down (never up) to fit a square of `side` points centred at
    /// `center`: a legend entry's glyph.
    func node(fitting side: CGFloat, at center: CGPoint) -> SceneNode? {
        guard let scene, !scene.nodes.isEmpty, scene.size.width > 0, scene.size.height > 0 else { return nil }
        let scale = min(1, side / max(scene.size.width, scene.size.height))
        let transform = CGAffineTransform(translationX: center.x - scene.size.width * scale / 2,
                                          y: center.y - scene.size.height * scale / 2).scaledBy(x: scale, y: scale)
        return .group(GroupNode(children: scene.nodes, transform: transform))
    }
}
