import Foundation
import OpenChartsCore

extension View {
    /// The view in a frame of fixed size on the given sides, as SwiftUI's
    /// `frame(width:height:alignment:)`: a `nil` side is the child's own. The child is
    /// offered the frame's size and placed in it by `alignment`.
    ///
    /// A negative side is read as 0 and a NaN or infinite one as `nil` (SwiftUI logs
    /// "Invalid frame dimension" for these and its outcome is undocumented).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let width = validFrameLength(width), height = validFrameLength(height)
        return modified { child, _ in FixedFrameNode(child, width: width, height: height, alignment: alignment) }
    }

    /// The view in a flexible frame, as SwiftUI's
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    ///
    /// On each axis the child is offered the proposal clamped to `min…max` (or the ideal
    /// size when the proposal is `nil`). The frame then takes the child's size, grown to
    /// `min` and, where a maximum is set, grown towards the proposal up to `max`; so
    /// `.frame(maxWidth: .infinity)` takes the whole proposed width. Negative and NaN
    /// bounds are read as in ``frame(width:height:alignment:)``; `.infinity` is allowed
    /// as a maximum.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        let width = FlexibleFrameNode.Bounds(min: validFrameLength(minWidth), ideal: validFrameLength(idealWidth),
                                             max: validFrameLength(maxWidth, allowingInfinity: true))
        let height = FlexibleFrameNode.Bounds(min: validFrameLength(minHeight), ideal: validFrameLength(idealHeight),
                                              max: validFrameLength(maxHeight, allowingInfinity: true))
        return modified { child, _ in FlexibleFrameNode(child, width: width, height: height, alignment: alignment) }
    }
}

/// A frame side as given by a user: negative reads as 0, NaN (and infinity unless
/// allowed) as "not given".
func validFrameLength(_ value: CGFloat?, allowingInfinity: Bool = false) -> CGFloat? {
    guard let value, !value.isNaN else { return nil }
    if value.isInfinite { return allowingInfinity && value > 0 ? value : nil }
    return max(value, 0)
}

final class FixedFrameNode: WrapperNode {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(_ child: LayoutNode, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        let inner = childProposal(proposal)
        if let width, let height { return CGSize(width: width, height: height) }
        let size = child.size(inner)
        return CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// Where the child sits in a frame of `size`.
    private func childRect(in size: CGSize, _ proposal: ProposedSize) -> CGRect {
        let inner = childProposal(proposal)
        return CGRect(origin: alignment.origin(of: child, inner, in: CGRect(origin: .zero, size: size)), size: child.size(inner))
    }

    override func explicitGuide(_ key: GuideKey, proposal: ProposedSize) -> CGFloat? {
        let rect = childRect(in: size(proposal), proposal)
        return OpenChartsViews.explicitGuide(key, children: [child], rects: [rect], proposals: [childProposal(proposal)])
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let placed = childRect(in: rect.size, proposal).offsetBy(dx: rect.minX, dy: rect.minY)
        return child.render(in: placed, proposal: childProposal(proposal), context)
    }
}

final class FlexibleFrameNode: WrapperNode {
    /// The bounds on one axis.
    struct Bounds {
        var min: CGFloat?
        var ideal: CGFloat?
        var max: CGFloat?

        /// What the child is offered.
        func proposal(_ proposed: CGFloat?) -> CGFloat? {
            guard var value = proposed else { return ideal }
            if let min, value < min { value = min }
            if let max, value > max { value = max }
            return value
        }

        /// What the frame takes, given what was proposed and what the child took.
        func length(_ proposed: CGFloat?, child: CGFloat) -> CGFloat {
            guard let proposed else {
                var value = ideal ?? child
                if let min { value = Swift.max(value, min) }
                if let max { value = Swift.min(value, max) }
                return value
            }
            var value = child
            if let min { value = Swift.max(min, Swift.min(value, proposed)) }
            if let max { value = Swift.min(max, Swift.max(value, proposed)) }
            return value
        }
    }

    let width: Bounds
    let height: Bounds
    let alignment: Alignment

    init(_ child: LayoutNode, width: Bounds, height: Bounds, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width.proposal(proposal.width), height: height.proposal(proposal.height))
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        let size = child.size(childProposal(proposal))
        return CGSize(width: width.length(proposal.width, child: size.width),
                      height: height.length(proposal.height, child: size.height))
    }

    /// Where the child sits in a frame of `size`.
    private func childRect(in size: CGSize, _ proposal: ProposedSize) -> CGRect {
        let inner = childProposal(proposal)
        return CGRect(origin: alignment.origin(of: child, inner, in: CGRect(origin: .zero, size: size)), size: child.size(inner))
    }

    override func explicitGuide(_ key: GuideKey, proposal: ProposedSize) -> CGFloat? {
        let rect = childRect(in: size(proposal), proposal)
        return OpenChartsViews.explicitGuide(key, children: [child], rects: [rect], proposals: [childProposal(proposal)])
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let placed = childRect(in: rect.size, proposal).offsetBy(dx: rect.minX, dy: rect.minY)
        return child.render(in: placed, proposal: childProposal(proposal), context)
    }
}
