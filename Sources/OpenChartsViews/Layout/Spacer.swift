import Foundation
import OpenChartsCore

/// Flexible empty space, as SwiftUI's `Spacer`: in a stack it grows along the stack's
/// axis to take what the other views leave, never shorter than `minLength` (8 when `nil`),
/// and takes no space across. Outside a stack it takes what is proposed.
public struct Spacer: View, PrimitiveView {
    /// The shortest the spacer gets along its stack's axis; `nil` is 8.
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        let length = minLength.flatMap { $0.isFinite ? max($0, 0) : nil } ?? StackNode.defaultSpacing
        return [SpacerNode(minLength: length, axis: environment.stackAxis)]
    }
}

final class SpacerNode: LayoutNode {
    let minLength: CGFloat
    let axis: Axis?

    init(minLength: CGFloat, axis: Axis?) {
        self.minLength = minLength
        self.axis = axis
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        guard let axis else {
            return CGSize(width: proposal.width ?? minLength, height: proposal.height ?? minLength)
        }
        var size = CGSize.zero
        size[axis] = max(minLength, proposal[axis] ?? minLength)
        return size
    }
}
