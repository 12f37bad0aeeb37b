import Foundation
import OpenChartsCore

/// Views on top of one another, as SwiftUI's `ZStack`: each is offered the whole
/// proposal, the stack is as big as the biggest, and each is placed by `alignment`.
/// Later views draw on top unless `.zIndex` says otherwise.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        var inner = environment
        inner.stackAxis = nil
        return [ZStackNode(children: OpenChartsViews.makeNodes(content, inner), alignment: alignment)]
    }
}

/// Lays children over each other.
final class ZStackNode: LayoutNode {
    let children: [LayoutNode]
    let alignment: Alignment

    init(children: [LayoutNode], alignment: Alignment) {
        self.children = children
        self.alignment = alignment
        super.init()
        guideKeys = LayoutNode.guideKeys(of: children)
    }

    /// Each child's frame in the stack's coordinates, and the stack's size: children
    /// line up on the alignment's guides, and the stack holds them all.
    private func arrange(_ proposal: ProposedSize) -> (rects: [CGRect], size: CGSize) {
        if let known = arrangements[proposal] { return known }
        let result = computeArrangement(proposal)
        arrangements[proposal] = result
        return result
    }

    private var arrangements = SmallCache<ProposedSize, (rects: [CGRect], size: CGSize)>()

    private func computeArrangement(_ proposal: ProposedSize) -> (rects: [CGRect], size: CGSize) {
        guard !children.isEmpty else { return ([], .zero) }
        let dimensions = children.map { $0.dimensions(proposal) }
        let xs = dimensions.map { $0[alignment.horizontal.guide] }
        let ys = dimensions.map { $0[alignment.vertical.guide] }
        let left = xs.max() ?? 0, top = ys.max() ?? 0
        let right = dimensions.indices.map { dimensions[$0].width - xs[$0] }.max() ?? 0
        let bottom = dimensions.indices.map { dimensions[$0].height - ys[$0] }.max() ?? 0
        let rects = dimensions.indices.map {
            CGRect(x: left - xs[$0], y: top - ys[$0], width: dimensions[$0].width, height: dimensions[$0].height)
        }
        return (rects, CGSize(width: left + right, height: top + bottom))
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        arrange(proposal).size
    }

    override func explicitGuide(_ key: GuideKey, proposal: ProposedSize) -> CGFloat? {
        OpenChartsViews.explicitGuide(key, children: children, rects: arrange(proposal).rects,
                                      proposals: Array(repeating: proposal, count: children.count))
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let rects = arrange(proposal).rects.map { $0.offsetBy(dx: rect.minX, dy: rect.minY) }
        return renderInZOrder(children, rects: rects, proposals: Array(repeating: proposal, count: children.count), context)
    }
}
