import Foundation
import Testing
import OpenChartsCore
@testable import OpenChartsRender

@Suite("Convex fills of different colours in one scene")
struct ConvexFillColourTests {
    static let size = CGSize(width: 96, height: 48)

    static func sector(_ color: Color, center: CGPoint, radius: CGFloat, start: CGFloat) -> SceneNode {
        .fill(FillNode(path: ConvexFillTests.sector(center, radius: radius, start: start, sweep: 2.3), paint: .color(color)))
    }

    /// The left half of the canvas (columns 0 ..< 48), every byte.
    static func leftHalf(_ nodes: [SceneNode]) throws -> [UInt8] {
        let pixmap = try SceneRasterizer().render(Scene(size: size, nodes: nodes, background: .white))
        var bytes: [UInt8] = []
        for y in 0..<pixmap.height {
            bytes += pixmap.data[(4 * pixmap.width * y)..<(4 * pixmap.width * y + 4 * 48)]
        }
        return bytes
    }

    @Test("a translucent sector's edge pixels are the same whatever shapes of other colours were filled before it")
    func edgeColoursFollowTheFill() throws {
        let first = Color(red: 0.9, green: 0.2, blue: 0.1, opacity: 0.7)
        let other = Color(red: 0.1, green: 0.5, blue: 0.8, opacity: 0.5)
        // Reaches columns -4 … 44.
        let shape = Self.sector(first, center: CGPoint(x: 20, y: 20), radius: 26, start: 0.4)
        let alone = try Self.leftHalf([shape])
        // A small dot (the small shapes' path) and a large sector of another colour, both
        // right of column 48, filled before the same sector.
        let dot = SceneNode.fill(FillNode(path: Path(ellipseIn: CGRect(x: 70.3, y: 8.6, width: 5.5, height: 5.5)),
                                          paint: .color(other)))
        let large = Self.sector(other, center: CGPoint(x: 60, y: 20), radius: 30, start: -1.2)
        #expect(try Self.leftHalf([dot, shape]) == alone)
        #expect(try Self.leftHalf([large, shape]) == alone)
        #expect(try Self.leftHalf([shape, dot, shape]) == Self.leftHalf([shape, shape]))
    }
}
