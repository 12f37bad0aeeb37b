import Foundation
import OpenChartsCore

/// Views in a row, as SwiftUI's `HStack`, lined up vertically by `alignment`.
///
/// Space is shared as SwiftUI does: the width left after spacing is offered to the
/// children from the least flexible (the smallest difference between its largest and
/// smallest width) to the most, each offered an equal share of what is still left, so
/// that spacers and other flexible views take what the rest leave. `spacing: nil` puts
/// 8 points between neighbours (``Spacer``s included).
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        var inner = environment
        inner.stackAxis = .horizontal
        return [StackNode(axis: .horizontal, children: OpenChartsViews.makeNodes(content, inner),
                          spacing: spacing, crossGuide: alignment.guide)]
    }
}

/// Views in a column, as SwiftUI's `VStack`, lined up horizontally by `alignment`.
/// Space is shared as in ``HStack``; `spacing: nil` puts 8 points between neighbours.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        var inner = environment
        inner.stackAxis = .vertical
        return [StackNode(axis: .vertical, children: OpenChartsViews.makeNodes(content, inner),
                          spacing: spacing, crossGuide: alignment.guide)]
    }
}

/// Lays children out one after another along `axis`.
final class StackNode: LayoutNode {
    /// SwiftUI's spacing between neighbouring views when none is given.
    static let defaultSpacing: CGFloat = 8

    let axis: Axis
    let children: [LayoutNode]
    let spacing: CGFloat
    /// The guide children line up on across the axis.
    let crossGuide: Guide

    init(axis: Axis, children: [LayoutNode], spacing: CGFloat?, crossGuide: Guide) {
        self.axis = axis
        self.children = children
        let spacing = spacing ?? Self.defaultSpacing
        self.spacing = spacing.isFinite ? spacing : Self.defaultSpacing
        self.crossGuide = crossGuide
        super.init()
        guideKeys = LayoutNode.guideKeys(of: children)
    }

    /// Each child's proposal and answer under `proposal`, in child order.
    /// - Complexity: O(n log n) in the number of children, plus their own layout.
    private func layout(_ proposal: ProposedSize) -> [(proposal: ProposedSize, size: CGSize)] {
        let count = children.count
        guard count > 0 else { return [] }
        var childProposal = ProposedSize(width: nil, height: nil)
        childProposal[axis.cross] = proposal[axis.cross]
        guard let available = proposal[axis] else {
            return children.map { (childProposal, $0.size(childProposal)) }
        }
        func along(_ child: LayoutNode, _ length: CGFloat) -> CGFloat {
            var p = childProposal
            p[axis] = length
            return child.size(p)[axis]
        }
        let minimum = children.map { along($0, 0) }
        let flexibility = children.indices.map { along(children[$0], .infinity) - minimum[$0] }
        // Higher priority first; within a priority, least flexible first; ties in order.
        let order = children.indices.sorted {
            (-children[$0].layoutPriority, flexibility[$0], $0) < (-children[$1].layoutPriority, flexibility[$1], $1)
        }
        var remaining = max(available - spacing * CGFloat(count - 1), 0)
        var result = Array(repeating: (proposal: childProposal, size: CGSize.zero), count: count)
        var position = 0
        while position < order.count {
            let priority = children[order[position]].layoutPriority
            let group = order[position...].prefix { children[$0].layoutPriority == priority }
            // Lower priorities keep at least their minimum.
            let reserved = order[(position + group.count)...].reduce(0) { $0 + minimum[$1] }
            var share = max(remaining - reserved, 0)
            var left = group.count
            for index in group {
                var p = childProposal
                p[axis] = share / CGFloat(left)
                let size = children[index].size(p)
                result[index] = (p, size)
                share = max(share - size[axis], 0)
                remaining = max(remaining - size[axis], 0)
                left -= 1
            }
            position += group.count
        }
        return result
    }

    /// Each child's proposal and frame in the stack's own coordinates, and the stack's size.
    /// Across the axis children line up on `crossGuide`: the stack reaches as far before
    /// the line as the child reaching furthest before it, and as far after.
    private func arrange(_ proposal: ProposedSize) -> Arrangement {
        if let known = arrangements[proposal] { return known }
        let result = computeArrangement(proposal)
        arrangements[proposal] = result
        return result
    }

    typealias Arrangement = (proposals: [ProposedSize], rects: [CGRect], size: CGSize)
    private var arrangements = SmallCache<ProposedSize, Arrangement>()

    private func computeArrangement(_ proposal: ProposedSize) -> Arrangement {
        let placed = layout(proposal)
        guard !placed.isEmpty else { return ([], [], .zero) }
        let guides = placed.indices.map { crossGuide.value(in: children[$0], placed[$0].proposal) }
        let before = guides.max() ?? 0
        let after = placed.indices.map { placed[$0].size[axis.cross] - guides[$0] }.max() ?? 0
        var cursor: CGFloat = 0
        var rects: [CGRect] = []
        for (index, item) in placed.enumerated() {
            var origin = CGPoint.zero
            if axis == .horizontal {
                origin = CGPoint(x: cursor, y: before - guides[index])
            } else {
                origin = CGPoint(x: before - guides[index], y: cursor)
            }
            rects.append(CGRect(origin: origin, size: item.size))
            cursor += item.size[axis] + spacing
        }
        var size = CGSize.zero
        size[axis] = cursor - spacing
        size[axis.cross] = before + after
        return (placed.map(\.proposal), rects, size)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        arrange(proposal).size
    }

    override func explicitGuide(_ key: GuideKey, proposal: ProposedSize) -> CGFloat? {
        let arranged = arrange(proposal)
        return OpenChartsViews.explicitGuide(key, children: children, rects: arranged.rects, proposals: arranged.proposals)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let arranged = arrange(proposal)
        let rects = arranged.rects.map { $0.offsetBy(dx: rect.minX, dy: rect.minY) }
        return renderInZOrder(children, rects: rects, proposals: arranged.proposals, context)
    }
}
