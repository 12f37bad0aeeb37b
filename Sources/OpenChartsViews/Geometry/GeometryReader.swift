import Foundation
import OpenChartsCore

/// A view that takes all the space proposed to it and builds its content from that
/// size, as SwiftUI's `GeometryReader`. The content is offered the reader's size and
/// placed at its top-leading corner (as since iOS 14). Asked for its ideal size, the
/// reader answers 10×10.
///
/// ```swift
/// GeometryReader { geo in
///     Circle().frame(width: geo.size.width / 2)
/// }
/// ```
public struct GeometryReader<Content: View>: View, PrimitiveView {
    /// Builds the content from the reader's size.
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        var inner = environment
        inner.stackAxis = nil
        let content = self.content
        return [GeometryReaderNode { proxy in OpenChartsViews.makeNodes(content(proxy), inner) }]
    }
}

/// The size and position of a ``GeometryReader``, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy: Sendable {
    /// The reader's size.
    public let size: CGSize
    /// The reader's frame in the scene's coordinates (the bounding box when rotated).
    let globalFrame: CGRect

    /// Safe areas do not exist off screen: always zero.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`: at the origin in `.local`, where it is
    /// drawn in the scene for `.global` (and for named spaces, which are not tracked).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global, .named: globalFrame
        }
    }
}

/// A coordinate space to read frames in, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable, Sendable {
    case global
    case local
    case named(String)
}

final class GeometryReaderNode: LayoutNode {
    let content: (GeometryProxy) -> [LayoutNode]

    init(content: @escaping (GeometryProxy) -> [LayoutNode]) {
        self.content = content
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        proposal.replacingUnspecified(by: CGSize(width: ShapeLayoutNode.idealSide, height: ShapeLayoutNode.idealSide))
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        let proxy = GeometryProxy(size: rect.size, globalFrame: rect.boundingBox(applying: context.toGlobal))
        let children = content(proxy)
        let childProposal = ProposedSize(rect.size)
        let rects = children.map { CGRect(origin: rect.origin, size: $0.size(childProposal)) }
        return renderInZOrder(children, rects: rects, proposals: Array(repeating: childProposal, count: children.count), context)
    }
}
