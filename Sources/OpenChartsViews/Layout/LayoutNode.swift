import Foundation
import OpenChartsCore

/// One view during layout: asked for its size under a proposal, then drawn in the
/// rectangle its parent gives it.
///
/// Nodes are built from views for one render and thrown away after it. A node answers
/// the same proposal the same way, so answers are cached: stacks ask each child several
/// times (its smallest and largest size, then its share), and the cache keeps nested
/// stacks linear instead of exponential.
package class LayoutNode {
    /// Drawing order among siblings: higher draws later (on top); ties keep source order.
    var zIndex: Double = 0
    /// Stacks offer space to higher priorities first.
    var layoutPriority: Double = 0
    /// The value of `.tag(_:)`, which a `Picker` matches to its selection.
    var tag: AnyHashable?
    /// The guides this node or a descendant may have explicit values for; others are
    /// not looked for, so that aligning a big stack does not walk its whole subtree.
    var guideKeys: [GuideKey] = []

    /// The distinct guide keys of `nodes`.
    static func guideKeys(of nodes: [LayoutNode]) -> [GuideKey] {
        var keys: [GuideKey] = []
        for node in nodes {
            for key in node.guideKeys where !keys.contains(key) { keys.append(key) }
        }
        return keys
    }
    private var cache = SmallCache<ProposedSize, CGSize>()
    private var guideCache = SmallCache<GuideQuery, CGFloat?>()

    private struct GuideQuery: Equatable {
        var key: GuideKey
        var proposal: ProposedSize
    }

    /// The size this node takes under `proposal`; never negative or NaN (it may be
    /// infinite when the proposal is).
    package final func size(_ proposal: ProposedSize) -> CGSize {
        if let known = cache[proposal] { return known }
        let answer = sizeThatFits(proposal)
        let size = CGSize(width: answer.width.isNaN ? 0 : max(answer.width, 0),
                          height: answer.height.isNaN ? 0 : max(answer.height, 0))
        cache[proposal] = size
        return size
    }

    /// Subclasses answer here; ``size(_:)`` caches and sanitizes.
    func sizeThatFits(_ proposal: ProposedSize) -> CGSize { .zero }

    /// The node's own value for an alignment guide, measured from its top-leading corner,
    /// when it has one (text has baselines; containers pass their children's on).
    func explicitGuide(_ key: GuideKey, proposal: ProposedSize) -> CGFloat? { nil }

    /// ``explicitGuide(_:proposal:)``, cached: containers ask their children for guides
    /// while arranging, and would otherwise walk the subtree at every level.
    final func cachedGuide(_ key: GuideKey, proposal: ProposedSize) -> CGFloat? {
        guard guideKeys.contains(key) else { return nil }
        let query = GuideQuery(key: key, proposal: proposal)
        if let known = guideCache[query] { return known }
        let value = explicitGuide(key, proposal: proposal)
        guideCache[query] = .some(value)
        return value
    }

    /// The node's size and guides under `proposal`.
    final func dimensions(_ proposal: ProposedSize) -> ViewDimensions {
        let size = self.size(proposal)
        return ViewDimensions(width: size.width, height: size.height) { [unowned self] key in
            self.cachedGuide(key, proposal: proposal)
        }
    }

    /// Draws the node in `rect` (in the parent's coordinates), which has the size it
    /// answered to `proposal`.
    package func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] { [] }
}

/// A node that lays out one child: the base of the modifiers. It takes its child's
/// `zIndex` and layout priority, so that `.zIndex(1).offset(x: 4)` still draws on top.
class WrapperNode: LayoutNode {
    let child: LayoutNode

    init(_ child: LayoutNode) {
        self.child = child
        super.init()
        zIndex = child.zIndex
        layoutPriority = child.layoutPriority
        tag = child.tag
        guideKeys = child.guideKeys
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize { child.size(proposal) }

    /// The child's guides, for wrappers that draw the child in their own frame.
    override func explicitGuide(_ key: GuideKey, proposal: ProposedSize) -> CGFloat? {
        child.cachedGuide(key, proposal: proposal)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        child.render(in: rect, proposal: proposal, context)
    }
}

/// A container's explicit value for `key`, from its children placed at `rects` (in the
/// container's own coordinates): the first child's that has one, or the last child's
/// for the last text baseline, as SwiftUI's stacks pass baselines on.
func explicitGuide(_ key: GuideKey, children: [LayoutNode], rects: [CGRect], proposals: [ProposedSize]) -> CGFloat? {
    let last = key == VerticalAlignment.lastTextBaseline.guide.key
    let order = last ? Array(children.indices.reversed()) : Array(children.indices)
    for index in order {
        guard let value = children[index].cachedGuide(key, proposal: proposals[index]) else { continue }
        switch key {
        case .horizontal: return rects[index].minX + value
        case .vertical: return rects[index].minY + value
        }
    }
    return nil
}

/// What a node needs to know while drawing about where it sits.
package struct RenderContext {
    /// Maps the current coordinates to the scene's (for `GeometryProxy.frame(in: .global)`).
    package var toGlobal: CGAffineTransform = .identity

    package init(toGlobal: CGAffineTransform = .identity) {
        self.toGlobal = toGlobal
    }
}

extension ProposedSize {
    /// NaN reads as "no proposal" and negative as zero, so that nodes see only sane values.
    var sanitized: ProposedSize {
        func clean(_ value: CGFloat?) -> CGFloat? {
            guard let value, !value.isNaN else { return nil }
            return max(value, 0)
        }
        return ProposedSize(width: clean(width), height: clean(height))
    }

    /// The proposal with `nil` sides replaced by `size`'s.
    func replacingUnspecified(by size: CGSize) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension CGSize {
    /// The dimension along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
}

extension CGRect {
    /// The smallest rectangle holding this one's corners after `transform`.
    package func boundingBox(applying transform: CGAffineTransform) -> CGRect {
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)].map { $0.applying(transform) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return CGRect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}

/// Draws `nodes` in `rects`, higher `zIndex` later, ties in source order.
func renderInZOrder(_ nodes: [LayoutNode], rects: [CGRect], proposals: [ProposedSize],
                    _ context: RenderContext) -> [SceneNode] {
    let order = nodes.indices.sorted { (nodes[$0].zIndex, $0) < (nodes[$1].zIndex, $1) }
    return order.flatMap { nodes[$0].render(in: rects[$0], proposal: proposals[$0], context) }
}
