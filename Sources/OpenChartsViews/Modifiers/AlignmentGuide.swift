import Foundation
import OpenChartsCore

extension View {
    /// Sets the view's value for a horizontal alignment guide, computed from its
    /// dimensions, as SwiftUI's `alignmentGuide(_:computeValue:)`.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modified { child, _ in AlignmentGuideNode(child, key: g.guide.key, compute: computeValue) }
    }

    /// Sets the view's value for a vertical alignment guide.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modified { child, _ in AlignmentGuideNode(child, key: g.guide.key, compute: computeValue) }
    }
}

final class AlignmentGuideNode: WrapperNode {
    let key: GuideKey
    let compute: (ViewDimensions) -> CGFloat

    init(_ child: LayoutNode, key: GuideKey, compute: @escaping (ViewDimensions) -> CGFloat) {
        self.key = key
        self.compute = compute
        super.init(child)
        if !guideKeys.contains(key) { guideKeys.append(key) }
    }

    override func explicitGuide(_ key: GuideKey, proposal: ProposedSize) -> CGFloat? {
        guard key == self.key else { return child.cachedGuide(key, proposal: proposal) }
        let value = compute(child.dimensions(proposal))
        return value.isFinite ? value : nil
    }
}
