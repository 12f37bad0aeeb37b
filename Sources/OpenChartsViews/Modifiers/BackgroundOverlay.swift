import Foundation
import OpenChartsCore

extension View {
    /// The view with `background` behind it, offered the view's size and placed by
    /// `alignment`, as SwiftUI's `background(_:alignment:)`.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        layered(background, alignment: alignment, placement: .behind)
    }

    /// The view with the views built by `content` behind it.
    public func background<Background: View>(alignment: Alignment = .center,
                                             @ViewBuilder content: () -> Background) -> some View {
        layered(content(), alignment: alignment, placement: .behind)
    }

    /// The view with its frame filled with `style` behind it, as `background(Color.yellow)`.
    public func background<S: ShapeStyle>(_ style: S) -> some View {
        layered(Rectangle().fill(style), alignment: .center, placement: .behind)
    }

    /// The view with `shape`, filled with `style` and fitted to the view's frame, behind it,
    /// as SwiftUI's `background(_:in:fillStyle:)`: `.background(.blue, in: Capsule())`.
    public func background<S: ShapeStyle, Outline: Shape>(_ style: S, in shape: Outline, fillStyle: FillStyle = FillStyle()) -> some View {
        layered(shape.fill(style, style: fillStyle), alignment: .center, placement: .behind)
    }

    /// The view with `shape`, filled with the window's background, behind it, as SwiftUI's
    /// `background(in:fillStyle:)`.
    public func background<Outline: Shape>(in shape: Outline, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// The view with `overlay` in front of it, offered the view's size and placed by
    /// `alignment`, as SwiftUI's `overlay(_:alignment:)`.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        layered(overlay, alignment: alignment, placement: .inFront)
    }

    /// The view with the views built by `content` in front of it.
    public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay) -> some View {
        layered(content(), alignment: alignment, placement: .inFront)
    }

    /// The view seen through `mask`, as SwiftUI's `mask(alignment:_:)`: it shows where the
    /// mask's drawing is opaque, and as much as it is. The mask is offered the view's size and
    /// placed by `alignment`; its colours do not matter, only their opacity.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        layered(mask(), alignment: alignment, placement: .mask)
    }

    /// The view seen through `mask`, as SwiftUI's older `mask(_:)`.
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        layered(mask, alignment: .center, placement: .mask)
    }

    private func layered<Layer: View>(_ layer: Layer, alignment: Alignment, placement: LayerNode.Placement) -> some View {
        modified { child, environment in
            var inner = environment
            inner.stackAxis = nil
            let layerNode = singleNode(OpenChartsViews.makeNodes(layer, inner), alignment: alignment)
            return LayerNode(child, layer: layerNode, alignment: alignment, placement: placement)
        }
    }
}

/// A view with another laid out at its size: drawn behind it, in front of it, or as its mask.
final class LayerNode: WrapperNode {
    /// How the layer is drawn with the view.
    enum Placement {
        case behind, inFront
        /// The view is drawn through the layer's alpha.
        case mask
    }

    let layer: LayoutNode
    let alignment: Alignment
    let placement: Placement

    init(_ child: LayoutNode, layer: LayoutNode, alignment: Alignment, placement: Placement) {
        self.layer = layer
        self.alignment = alignment
        self.placement = placement
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
        switch placement {
        case .behind: return extra + main
        case .inFront: return main + extra
        case .mask: return [.group(GroupNode(children: main, mask: extra))]
        }
    }
}
