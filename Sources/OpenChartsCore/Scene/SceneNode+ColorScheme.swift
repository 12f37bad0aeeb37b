import Foundation

// A view drawn in an appearance (`.environment(\.colorScheme, .dark)`) has its colors
// resolved here, after it is drawn: every color of its nodes takes that appearance's value
// and stops changing with it, so an outer view set to the other appearance leaves them be.

extension Paint {
    /// The paint as it looks in `scheme`.
    package func resolved(in scheme: ColorScheme) -> Paint {
        switch self {
        case .color(let color):
            return color.dark == nil ? self : .color(color.resolved(in: scheme))
        case .linearGradient(var gradient):
            guard gradient.stops.contains(where: { $0.color.dark != nil }) else { return self }
            gradient.stops = gradient.stops.map { GradientStop(color: $0.color.resolved(in: scheme), location: $0.location) }
            return .linearGradient(gradient)
        }
    }
}

extension PaintIndices {
    /// The paints as they look in `scheme`, the items' indices unchanged.
    package func resolved(in scheme: ColorScheme) -> PaintIndices {
        PaintIndices(paints: paints.map { $0.resolved(in: scheme) }, indices: indices)
    }
}

extension SceneNode {
    /// The node with every color it paints (its children's and mask's too) as it looks in
    /// `scheme`.
    /// - Complexity: O(n) in the nodes of the subtree; a node of many copies or rectangles
    ///   costs its few paints, not its items.
    package func resolvingColors(in scheme: ColorScheme) -> SceneNode {
        switch self {
        case .fill(var node):
            node.paint = node.paint.resolved(in: scheme)
            return .fill(node)
        case .stroke(var node):
            node.paint = node.paint.resolved(in: scheme)
            return .stroke(node)
        case .text(var node):
            node.paint = node.paint.resolved(in: scheme)
            return .text(node)
        case .group(var node):
            node.children = node.children.resolvingColors(in: scheme)
            node.mask = node.mask?.resolvingColors(in: scheme)
            if let color = node.effect?.shadow?.color, color.dark != nil {
                node.effect?.shadow?.color = color.resolved(in: scheme)
            }
            return .group(node)
        case .symbols(var node):
            node.paint = node.paint.resolved(in: scheme)
            node.paints = node.paints?.resolved(in: scheme)
            return .symbols(node)
        case .rectangles(var node):
            node.paint = node.paint.resolved(in: scheme)
            node.paints = node.paints?.resolved(in: scheme)
            return .rectangles(node)
        }
    }
}

extension Array where Element == SceneNode {
    /// The nodes with every color they paint as it looks in `scheme`.
    package func resolvingColors(in scheme: ColorScheme) -> [SceneNode] {
        map { $0.resolvingColors(in: scheme) }
    }
}

extension Scene {
    /// The scene with every color it paints, its background's too, as it looks in `scheme`.
    package func resolvingColors(in scheme: ColorScheme) -> Scene {
        var scene = self
        scene.nodes = nodes.resolvingColors(in: scheme)
        scene.background = background?.resolved(in: scheme)
        return scene
    }
}
