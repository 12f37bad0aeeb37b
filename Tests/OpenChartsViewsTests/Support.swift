import Foundation
import OpenChartsCore
@testable import OpenChartsViews

/// The stand-in measurer: 10-point text is 5 points per character and 10 tall.
let standIn = StandInTextMeasurer()

/// The scene of `view` proposed `width`×`height`, measured with the stand-in measurer.
func render<V: View>(_ view: V, width: CGFloat? = 300, height: CGFloat? = 300) throws -> Scene {
    try view.environment(\.textMeasurer, standIn).makeScene(proposal: ProposedSize(width: width, height: height))
}

/// A leaf of a scene with the transform of the groups above it.
struct Leaf {
    var node: SceneNode
    var transform: CGAffineTransform
}

/// Every fill, stroke and text node of `scene`, in drawing order.
func leaves(_ scene: Scene) -> [Leaf] {
    var result: [Leaf] = []
    func walk(_ nodes: [SceneNode], _ transform: CGAffineTransform) {
        for node in nodes {
            if case .group(let group) = node {
                walk(group.children, group.transform.concatenating(transform))
            } else {
                result.append(Leaf(node: node, transform: transform))
            }
        }
    }
    walk(scene.nodes, .identity)
    return result
}

/// The bounding boxes of the filled paths of `scene`, in drawing order, in scene space.
func fillRects(_ scene: Scene) -> [CGRect] {
    leaves(scene).compactMap { leaf in
        guard case .fill(let fill) = leaf.node else { return nil }
        return fill.path.applying(leaf.transform).boundingRect
    }
}

/// The fill nodes of `scene`, in drawing order.
func fills(_ scene: Scene) -> [FillNode] {
    leaves(scene).compactMap { if case .fill(let fill) = $0.node { fill } else { nil } }
}

/// The stroke nodes of `scene`, in drawing order.
func strokes(_ scene: Scene) -> [StrokeNode] {
    leaves(scene).compactMap { if case .stroke(let stroke) = $0.node { stroke } else { nil } }
}

/// The text nodes of `scene`, in drawing order.
func texts(_ scene: Scene) -> [TextNode] {
    leaves(scene).compactMap { if case .text(let text) = $0.node { text } else { nil } }
}

/// A solid box of a fixed size, to see where layout puts things.
func box(_ width: CGFloat, _ height: CGFloat, _ color: Color = .red) -> some View {
    color.frame(width: width, height: height)
}

extension CGRect {
    /// The rectangle with coordinates rounded to 1e-9, to compare curve bounds exactly.
    var rounded: CGRect {
        func r(_ v: CGFloat) -> CGFloat { (v * 1e9).rounded() / 1e9 }
        return CGRect(x: r(minX), y: r(minY), width: r(width), height: r(height))
    }
}
