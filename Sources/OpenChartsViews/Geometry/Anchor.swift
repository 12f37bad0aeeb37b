import Foundation
import OpenChartsCore

/// A geometric value of one view that another view reads in its own coordinates, as
/// SwiftUI's `Anchor`: `geometry[anchor]` inside a ``GeometryReader``.
///
/// Here anchors come from a ``ViewFrameRecorder`` (Swift Charts' `ChartProxy.plotAreaFrame`
/// is one): the recorded view's frame in the scene, moved into the reader's coordinates.
public struct Anchor<Value> {
    let resolve: (GeometryProxy) -> Value

    /// An anchor resolved against the proxy of the reader that reads it.
    package init(resolve: @escaping (GeometryProxy) -> Value) {
        self.resolve = resolve
    }
}

/// Records where a view is drawn in the scene, to read back as an ``Anchor`` (an
/// OpenCharts stand-in for SwiftUI's anchor preferences).
///
/// The frame is known once the recorded view is drawn. A `background` is drawn after the
/// view it is behind (and put under it in the scene), so a background can read the
/// frame of its own view:
///
/// ```swift
/// let plot = ViewFrameRecorder()
/// Color.blue.recordFrame(in: plot).background {
///     GeometryReader { geo in Text("centre").position(x: geo[plot.anchor].midX, y: geo[plot.anchor].midY) }
/// }
/// ```
public final class ViewFrameRecorder: @unchecked Sendable {
    // Written while one scene is drawn, on the thread drawing it.
    /// The recorded view's frame in scene coordinates (the bounding box when rotated),
    /// or `nil` before it is drawn.
    public internal(set) var frameInScene: CGRect?

    public init() {}

    /// The recorded frame as an anchor; an unrecorded frame reads as `.zero`.
    public var anchor: Anchor<CGRect> {
        Anchor { proxy in
            guard let frame = self.frameInScene else { return .zero }
            let reader = proxy.frame(in: .global)
            return frame.offsetBy(dx: -reader.minX, dy: -reader.minY)
        }
    }
}

extension GeometryProxy {
    /// The anchor's value in this reader's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.resolve(self)
    }
}

extension View {
    /// Records where this view is drawn into `recorder`.
    public func recordFrame(in recorder: ViewFrameRecorder) -> some View {
        modified { child, _ in FrameRecordingNode(child, recorder: recorder) }
    }
}

final class FrameRecordingNode: WrapperNode {
    let recorder: ViewFrameRecorder

    init(_ child: LayoutNode, recorder: ViewFrameRecorder) {
        self.recorder = recorder
        super.init(child)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        recorder.frameInScene = rect.boundingBox(applying: context.toGlobal)
        return child.render(in: rect, proposal: proposal, context)
    }
}
