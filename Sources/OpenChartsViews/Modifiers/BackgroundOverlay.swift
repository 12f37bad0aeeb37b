import Foundation
import OpenChartsCore

extension View {
    /// The view with `background` behind it, offered the view's size and placed by
    /// `alignment`, as SwiftUI's `background(_:alignment:)`.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        layered(background, alignment: alignment, inFront: false)
    }

    /// The view with the views built by `content` behind it.
    public func background<Background: View>(alignment: Alignment = .center,
                                             @ViewBuilder content: () -> Background) -> some View {
        layered(content(), alignment: alignment, inFront: false)
    }

    /// The view with its frame filled with `style` behind it, as `background(Color.yellow)`.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        layered(Rectangle().fill(style), alignment: .center, inFront: false)
    }

    /// The view with `shape`, filled with `style` and fitted to the view's frame, behind it,
    /// as SwiftUI's `background(_:in:fillStyle:)`: `.background(.blue, in: Capsule())`.
    public func background<S: ShapeStyle, Outline: Shape>(_ style: S, in shape: Outline, fillStyle: FillStyle = FillStyle()) -> some View {
        layered(shape.fill(style, style: fillStyle), alignment: .center, inFront: false)
    }

    /// The view with `shape`, filled with the window's background, behind it, as SwiftUI's
    /// `background(in:fillStyle:)`.
    public func background<Outline: Shape>(in shape: Outline, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// The view with `overlay` in front of it, offered the view's size and placed by
    /// `alignment`, as SwiftUI's `overlay(_:alignment:)`.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        layered(overlay, alignment: alignment, inFront: true)
    }

    /// The view with the views built by `content` in front of it.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        layered(content(), alignment: alignment, inFront: true)
    }

    /// The view seen through `mask`, as SwiftUI's `mask(alignment:_:)`: it shows where the
    /// mask's drawing is opaque, and as much as it is. The mask is offered the view's size and
    /// placed by `alignment`; its colours do not matter, only their opacity.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        masked(by: mask(), alignment: alignment)
    }

    /// The view seen through `mask`, as SwiftUI's older `mask(_:)`.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        masked(by: mask, alignment: .center)
    }

    private func masked<Mask: View>(by mask: Mask, alignment: Alignment) -> some View {
        modified { child, environment in
            var inner = environment
            inner.stackAxis = nil
            let maskNode = singleNode(OpenChartsViews.makeNodes(mask, inner), alignment: alignment)
            return MaskNode(child, mask: maskNode, alignment: alignment)
        }
    }

    private func layered<Layer: View>(_ layer: Layer, alignment: Alignment, inFront: Bool) -> some View {
        modified { child, environment in
            var inner = environment
            inner.stackAxis = nil
            let layerNode = singleNode(OpenChartsViews.makeNodes(layer, inner), alignment: alignment)
            return LayerNode(child, layer: layerNode, alignment: alignment, inFront: inFront)
        }
    }
}

/// A view with another drawn behind or in front of it at its size.
final class LayerNode: WrapperNode {
    let layer: LayoutNode
    let alignment: Alignment
    let inFront: Bool

    init(_ child: LayoutNode, layer: LayoutNode, alignment: Alignment, inFront: Bool) {
        self.layer = layer
        self.alignment = alignment
        self.inFront = inFront
        super.init(child)
    }

    /// The view is drawn first, even under a background, so that a background can read
    /// the view's recorded frame (see ``ViewFrameRecorder``).
    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let main = child.render(in: rect, proposal: proposal, context)
        let layerProposal = ProposedSize(rect.size)
        let size = layer.size(layerProposal)
        let extra = layer.render(in: CGRect(origin: alignment.origin(of: layer, layerProposal, in: rect), size: size),
                                 proposal: layerProposal, context)
        return inFront ? main + extra : extra + main
    }
}

/// A view drawn through the alpha of another laid out at its size.
final class MaskNode: WrapperNode {
    let mask: LayoutNode
    let alignment: Alignment

    init(_ child: LayoutNode, mask: LayoutNode, alignment: Alignment) {
        self.mask = mask
        self.alignment = alignment
        super.init(child)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let main = child.render(in: rect, proposal: proposal, context)
        let maskProposal = ProposedSize(rect.size)
        let size = mask.size(maskProposal)
        let maskNodes = mask.render(in: CGRect(origin: alignment.origin(of: mask, maskProposal, in: rect), size: size),
                                    proposal: maskProposal, context)
        return [.group(GroupNode(children: main, mask: maskNodes))]
    }
}
