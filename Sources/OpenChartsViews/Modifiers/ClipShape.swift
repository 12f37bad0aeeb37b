import Foundation
import OpenChartsCore

extension View {
    /// The view drawn only inside `shape` laid over its frame, as SwiftUI's `clipShape(_:style:)`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modified { child, _ in GroupEffectNode(child, clip: { shape.path(in: $0) }) }
    }

    /// The view drawn only inside its frame, as SwiftUI's `clipped()`.
    public func clipped() -> some View {
        clipShape(Rectangle())
    }

    /// The view clipped to its frame with corners rounded by `radius`, as SwiftUI's `cornerRadius(_:antialiased:)`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius.isFinite ? radius : 0, style: .circular))
    }
}
