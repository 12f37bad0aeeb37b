import Foundation
import OpenChartsCore

/// A thin line between views, as SwiftUI's `Divider`: horizontal and as wide as offered
/// in a `VStack` (or outside stacks), vertical and as tall as offered in an `HStack`;
/// 1 point thick, in iOS's separator colour.
public struct Divider: View, PrimitiveView {
    /// iOS's separator colour: (60, 60, 67) at 29 % in light appearance, (84, 84, 88) at 60 %
    /// in dark.
    static let color = Color(light: (60, 60, 67), dark: (84, 84, 88), opacity: 0.29, darkOpacity: 0.6)

    public init() {}

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        [DividerNode(vertical: environment.stackAxis == .horizontal)]
    }
}

final class DividerNode: LayoutNode {
    let vertical: Bool

    init(vertical: Bool) {
        self.vertical = vertical
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        vertical ? CGSize(width: 1, height: proposal.height ?? 0) : CGSize(width: proposal.width ?? 0, height: 1)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        guard rect.width > 0, rect.height > 0 else { return [] }
        return [.fill(FillNode(path: Path(rect), paint: .color(Divider.color)))]
    }
}
