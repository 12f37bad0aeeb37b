import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// SwiftUI's `mask`: a view seen through another's alpha, as sample code fades a chart's
/// edge or shows a gradient only inside a shape.
@Suite("View masks")
struct ViewMaskTests {
    /// A gradient band seen through a capsule and through text.
    static var masked: some View {
        VStack(spacing: 8) {
            LinearGradient(colors: [.blue, .red], startPoint: .leading, endPoint: .trailing)
                .frame(width: 120, height: 30)
                .mask { Capsule() }
            LinearGradient(colors: [.green, .purple], startPoint: .leading, endPoint: .trailing)
                .frame(width: 120, height: 30)
                .mask(alignment: .leading) { Rectangle().fill(.black.opacity(0.5)).frame(width: 60) }
        }
        .padding(4)
    }

    @Test("the mask is laid out in the view's frame, by its alignment, and drawn as the group's mask")
    func layout() throws {
        let drawn = try Self.masked.makeScene(proposal: .unspecified)
        func maskedGroups(_ nodes: [SceneNode]) -> [GroupNode] {
            nodes.flatMap { node -> [GroupNode] in
                guard case .group(let group) = node else { return [] }
                return (group.mask == nil ? [] : [group]) + maskedGroups(group.children)
            }
        }
        let groups = maskedGroups(drawn.nodes)
        try #require(groups.count == 2)
        guard case .fill(let capsule)? = groups[0].mask?.first, case .fill(let half)? = groups[1].mask?.first else {
            Issue.record("masks are not fills"); return
        }
        #expect(capsule.path.boundingRect == CGRect(x: 4, y: 4, width: 120, height: 30))
        #expect(half.path.boundingRect == CGRect(x: 4, y: 42, width: 60, height: 30))
        #expect(half.paint == .color(Color.black.opacity(0.5)))
    }

    @Test("masked views, in SVG (and librsvg's drawing of it against ours, in CI)")
    func snapshot() throws {
        try assertRenderSnapshot(Self.masked, named: "view-masks")
    }

    @Test("the older mask(_:) takes the view itself, centred")
    func olderSpelling() throws {
        let view = Color.blue.frame(width: 40, height: 20).mask(Circle())
        guard case .group(let group)? = try view.makeScene(proposal: .unspecified).nodes.first,
              case .fill(let circle)? = group.mask?.first else { Issue.record("no mask"); return }
        #expect(circle.path.boundingRect == CGRect(x: 10, y: 0, width: 20, height: 20))
    }
}
